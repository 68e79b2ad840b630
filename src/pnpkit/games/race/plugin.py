"""The game plugin (pnpkit.plugins) of this package."""

from pnpkit.plugins import GamePlugin, RefereeSpec

_HERE = "pnpkit.games.race"

PLUGIN = GamePlugin(
    rules="race",
    extension=f"{_HERE}.rules.extension:EXTENSION",
    kit_builders={kind: f"{_HERE}.kit.race_print:kit_part"
                  for kind in ("race-board", "race-rules", "race-pawns")},
    card_faces=f"{_HERE}.kit.race_print:race_faces",
    ink_apart=True,
    rulebook=f"{_HERE}.rulebook.race",
    plural_nouns=f"{_HERE}.plurals:NOUNS",
    kit_texts=f"{_HERE}.kit.race_print:race_texts",
    code_texts=(
        f"{_HERE}.kit.race_print:WORDS",
        *(f"{_HERE}.rules.referee_text:{table}" for table in (
            "TEXT", "REFUSALS", "COMMANDS", "ROLLS", "STATUS")),
        f"{_HERE}.cli.race_sim:WORDS",
        f"{_HERE}.rules.referee:ANSWERS",
    ),
    simulator_texts=(f"{_HERE}.cli.race_sim:",),
    # the pure referee is rules.referee; .referee gives it the track from the data
    referee=RefereeSpec(f"{_HERE}.referee", ("turn", "where"),
                        aliases=(("ход", "turn"), ("где", "where")), status=f"{_HERE}.referee_status"),
    commands=(f"{_HERE}.cli.race_sim",),
)

"""The game plugin (pnpkit.plugins) of this package."""

from pnpkit.games.race.referee_spec import REFEREE, RULES
from pnpkit.plugins import GamePlugin

_HERE = "pnpkit.games.race"

PLUGIN = GamePlugin(
    rules=RULES,
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
    referee=REFEREE,  # in .referee_spec, where a one-shot referee command finds it
    commands=(f"{_HERE}.cli.race_sim",),
)

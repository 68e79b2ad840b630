"""The game plugin (pnpkit.plugins) of this package."""

from pnpkit.games.amber.referee_spec import REFEREE, RULES
from pnpkit.plugins import GamePlugin

_HERE = "pnpkit.games.amber"

PLUGIN = GamePlugin(
    rules=RULES,
    extension=f"{_HERE}.rules.checks:EXTENSION",
    kit_builders={kind: f"{_HERE}.kit.amber_kit:{function}" for kind, function in (
        ("amber-board", "board_part"), ("amber-deck", "cards_part"),
        ("amber-characters", "cards_part"), ("amber-items", "cards_part"),
        ("amber-tokens", "tokens_part"))}
    | {"amber-catalogue": f"{_HERE}.kit.amber_catalogue:catalogue_part",
       "amber-item-board": f"{_HERE}.kit.amber_supply:board_part",
       "amber-points-board": f"{_HERE}.kit.amber_supply:board_part",
       "amber-print-guide": f"{_HERE}.kit.amber_guide:print_guide_part"},
    card_faces=f"{_HERE}.kit.amber_supply:amber_faces",
    rulebook=f"{_HERE}.rulebook.amber",
    plural_nouns=f"{_HERE}.plurals:NOUNS",
    kit_texts=f"{_HERE}.kit.amber_kit:amber_texts",
    code_texts=(
        "pnpkit.render.character_face:WORDS",
        f"{_HERE}.kit.amber_kit:WORDS",
        f"{_HERE}.rules.referee_text:MESSAGES",
        f"{_HERE}.rules.option_words:OPTION_WORDS",
        f"{_HERE}.amber_live:WORDS",
        *(f"{_HERE}.rules.referee_text:{table}" for table in (
            "REFUSALS", "COMMANDS", "QUESTIONS", "RULES", "ROLLS", "STATUS_NAMES",
            "OP_WORDS", "ALIGNMENTS", "STAT_SHORT", "THING_NAMES", "FUNDS", "COUNTS", "OPTION_FACTS")),
        f"{_HERE}.rules.refusals:REFUSALS",
        f"{_HERE}.rules.trade:REFUSALS",
        f"{_HERE}.rulebook.amber:WORDS",
        f"{_HERE}.cli.amber_sim:WORDS",
        f"{_HERE}.cli.odds_run:_WORDS",
    ),
    simulator_texts=(f"{_HERE}.cli.amber_sim:",),
    referee=REFEREE,  # in .referee_spec, where a one-shot referee command finds it
    coverage=f"{_HERE}.rules.coverage:coverage_table",
    commands=(f"{_HERE}.cli.amber_sim",),
)

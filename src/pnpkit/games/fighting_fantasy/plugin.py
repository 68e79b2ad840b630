"""The game plugin (pnpkit.plugins) of this package."""

from pnpkit.games.fighting_fantasy.referee_spec import REFEREE, RULES
from pnpkit.plugins import GamePlugin

_HERE = "pnpkit.games.fighting_fantasy"

PLUGIN = GamePlugin(
    rules=RULES,
    extension=f"{_HERE}.rules.extension:EXTENSION",
    kit_builders={sheet: f"{_HERE}.kit.ff_sheets:sheet_part"
                  for sheet in ("adventure-sheet", "rules-summary", "odds-table")},
    card_faces=f"{_HERE}.kit.ff_sheets:ff_faces",
    rulebook=f"{_HERE}.rulebook.fighting_fantasy",
    plural_nouns=f"{_HERE}.plurals:NOUNS",
    kit_texts=f"{_HERE}.kit.ff_sheets:fighting_fantasy_texts",
    code_texts=(
        *(f"{_HERE}.kit.ff_texts:{table}" for table in ("SHEET", "RULES_TITLE", "RULES", "ODDS")),
        *(f"{_HERE}.rules.referee_text:{table}" for table in (
            "MESSAGES", "RULES", "REFUSALS", "COMMANDS", "ROLLS", "ANSWERS")),
        f"{_HERE}.rules.policy:_TEXT",
        f"{_HERE}.cli.fast:_WORDS",
    ),
    referee=REFEREE,  # in .referee_spec, where a one-shot referee command finds it
    commands=(f"{_HERE}.cli.fast",),
)

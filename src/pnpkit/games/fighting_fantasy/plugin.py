"""The game plugin (pnpkit.plugins) of this package."""

from pnpkit.plugins import GamePlugin, RefereeSpec

_HERE = "pnpkit.games.fighting_fantasy"

PLUGIN = GamePlugin(
    rules="fighting-fantasy",
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
    referee=RefereeSpec(f"{_HERE}.rules.referee", ("odds", "change"),
                        aliases=(("шансы", "odds"), ("изменить", "change")),
                        status=f"{_HERE}.rules.referee_status"),
    commands=(f"{_HERE}.cli.fast",),
)

"""The commands of `pnpkit`, in the order the root help lists them: each one's name, its
one-line summary and the modules that add it.  The root help (pnpkit.cli.root_help)
prints this table without Typer, and the Typer app (pnpkit.cli.app) registers from it;
tests/cli/test_command_table.py holds the summaries to the commands' own help.  No
imports: the quick ways in read it.
"""

APP_HELP = "Print-and-play kits and a table referee from canonical game data."

#: (name, summary, modules): the commands, then the groups (a group's summary is its
#: help; the game plugins add their commands to odds, moves and sim)
COMMANDS = (
    ("dice", "Roll dice, or with --exact print every total's exact probability.", ("pnpkit.cli.fast_path",)),
    ("check", "Check game data: schema, ids, references, files and the game's own rules.",
     ("pnpkit.cli.check",)),
    ("games", "List the shipped games.", ("pnpkit.cli.games",)),
    ("build", "Build a print-and-play kit into OUT/<game>/<locale>/.", ("pnpkit.cli.build",)),
    ("new", "Create a new game folder: a deck from cards.csv, a board, a character, tokens, a rulebook.",
     ("pnpkit.cli.new",)),
    ("schema", "Print the JSON Schema of a game's YAML files (for editor completion and checks).",
     ("pnpkit.cli.schema",)),
    ("export", "Export a kit's cards and boards for a shop or a virtual tabletop.", ("pnpkit.cli.export",)),
    ("preview", "Show every face of the kit on a page that redraws what a save changes.",
     ("pnpkit.cli.preview",)),
)
GROUPS = (
    ("odds", "Exact odds of a fight.", ()),
    ("moves", "Where a roll can take you.", ()),
    ("referee", "Run a game at the table: rolls, rules, a safe session file.",
     ("pnpkit.cli.referee", "pnpkit.cli.referee_play", "pnpkit.cli.referee_live")),
    ("sim", "Simulate many games.", ()),
    ("i18n", "Translation catalogues (gettext PO).", ("pnpkit.cli.i18n",)),
)

"""`pnpkit games`: the shipped games with their titles, locales and sizes.

Declared once (:data:`GAMES`, read by the Typer command and by the Typer-free fast
path); :mod:`pnpkit.cli.games_list` reads the rows and draws the listing.
"""

from __future__ import annotations

from pnpkit.cli.options import Command, Param


def _run(args: dict) -> str:
    from pnpkit.cli.games_list import games_output

    return games_output(args["as_json"], args["locale"])


GAMES = Command("List the shipped games.", (
    Param("as_json", bool, "Print JSON.", False, ("--json",)),
    Param("locale", str, "Language of the titles (default: the system's, from LC_ALL, "
          "LC_MESSAGES or LANG, where a game has it; else the game's own).", None, ("--locale",),
          optional=True, metavar="LOCALE")), _run)


def register(app) -> None:
    from pnpkit.cli.help_style import PlainCommand
    from pnpkit.cli.options import typer_command

    app.command("games", cls=PlainCommand)(typer_command(GAMES, "games"))

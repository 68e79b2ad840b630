"""`pnpkit moves amber` and `pnpkit odds amber` as Typer commands, each made from its one
declaration (:mod:`pnpkit.games.amber.cli.fast`), which the Typer-free fast path reads
as well."""

from __future__ import annotations

import typer

from pnpkit.cli.options import typer_command
from pnpkit.games.amber.cli.fast import MOVES, ODDS

moves_amber = typer_command(MOVES, "moves-amber")
odds_amber = typer_command(ODDS, "odds-amber")


def register(app: typer.Typer) -> None:
    from pnpkit.cli.app import moves_app, odds_app
    from pnpkit.cli.help_style import PlainCommand

    moves_app.command("amber", cls=PlainCommand)(moves_amber)
    odds_app.command("amber", cls=PlainCommand)(odds_amber)

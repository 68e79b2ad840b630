"""`pnpkit odds amber --you N --enemy M`: exact win/draw/loss of one Amber battle.

The command is made from its one declaration (:data:`pnpkit.games.amber.cli.fast.ODDS`),
which the Typer-free fast path reads as well."""

from __future__ import annotations

import typer

from pnpkit.cli.options import typer_command
from pnpkit.games.amber.cli.fast import ODDS

odds_amber = typer_command(ODDS, "odds-amber")


def register(app: typer.Typer) -> None:
    from pnpkit.cli.app import odds_app
    from pnpkit.cli.help_style import PlainCommand

    odds_app.command("amber", cls=PlainCommand)(odds_amber)

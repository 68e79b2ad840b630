"""`pnpkit odds fighting-fantasy`: the exact chance to win one Fighting Fantasy fight.

The command is made from its one declaration
(:data:`pnpkit.games.fighting_fantasy.cli.fast.ODDS`), which the Typer-free fast path
reads as well."""

from __future__ import annotations

import typer

from pnpkit.cli.options import typer_command
from pnpkit.games.fighting_fantasy.cli.fast import _WORDS, ODDS  # noqa: F401

# The word table lives in cli.fast (no Typer there, for the fast path); the plugin's
# code_texts still names it here, so its catalogue entries keep their context
# (kit.ff_odds._WORDS.*).

odds_fighting_fantasy = typer_command(ODDS, "odds-fighting-fantasy")


def register(app: typer.Typer) -> None:
    from pnpkit.cli.app import odds_app
    from pnpkit.cli.help_style import PlainCommand

    odds_app.command("fighting-fantasy", cls=PlainCommand)(odds_fighting_fantasy)

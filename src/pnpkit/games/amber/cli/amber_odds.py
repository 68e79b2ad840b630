"""`pnpkit odds amber --you N --enemy M`: exact win/draw/loss of one Amber battle."""

from __future__ import annotations

from typing import Annotated

import typer

from pnpkit.cli.common import fail
from pnpkit.cli.plain import CommandError
from pnpkit.games.amber.cli.odds_run import MAX_VALUE, odds_output, odds_report, percent

__all__ = ["MAX_VALUE", "odds_amber", "odds_report", "percent", "register"]


def odds_amber(
    you: Annotated[int, typer.Option("--you", help="Your battle value: own stat + items + friends + field.")],
    enemy: Annotated[int, typer.Option("--enemy", help="The opponent's battle value.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    locale: Annotated[str | None, typer.Option(
        "--locale", help="ru or en (default: the system's, from LC_ALL, LC_MESSAGES or LANG; else ru).")] = None,
) -> None:
    """Exact chance to win, draw or lose one Amber battle (each side adds 1d6)."""
    try:
        text = odds_output(you, enemy, as_json=as_json, locale=locale)
    except CommandError as exc:
        fail(exc.message, exc.code, exc.hint)
    typer.echo(text, nl=False)


def register(app: typer.Typer) -> None:
    from pnpkit.cli.app import odds_app

    odds_app.command("amber")(odds_amber)

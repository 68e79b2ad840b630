"""`pnpkit odds fighting-fantasy`: the exact chance to win one Fighting Fantasy fight."""

from __future__ import annotations

from typing import Annotated

import typer

from pnpkit.cli.common import fail
from pnpkit.games.fighting_fantasy.cli.odds_run import _WORDS  # noqa: F401

# The word table lives in odds_run (no Typer there, for the fast path); the plugin's
# code_texts still names it here, so its catalogue entries keep their context
# (kit.ff_odds._WORDS.*).


def odds_fighting_fantasy(
    skill: Annotated[int, typer.Option("--skill", help="Your SKILL.")],
    stamina: Annotated[int, typer.Option("--stamina", help="Your STAMINA.")],
    enemy_skill: Annotated[int, typer.Option("--enemy-skill", help="The opponent's SKILL.")],
    enemy_stamina: Annotated[int, typer.Option("--enemy-stamina", help="The opponent's STAMINA.")],
    luck: Annotated[
        int | None, typer.Option("--luck", help="Your LUCK: also find the best luck policy.")
    ] = None,
    instant_kill: Annotated[
        bool, typer.Option("--instant-kill", help="A double six kills the opponent outright.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    locale: Annotated[str | None, typer.Option(
        "--locale", help="ru or en (default: the system's, from LC_ALL, LC_MESSAGES or LANG; else ru).")] = None,
    debug: Annotated[
        bool, typer.Option("--debug", help="Show a traceback on internal errors.")
    ] = False,
) -> None:
    """Exact chance to win a fight (dynamic programming, not simulation)."""
    from pnpkit.cli.plain import CommandError
    from pnpkit.games.fighting_fantasy.cli.odds_run import odds_output

    try:
        text = odds_output(skill, stamina, enemy_skill, enemy_stamina, luck=luck,
                           instant_kill=instant_kill, as_json=as_json, locale=locale)
    except CommandError as exc:
        fail(exc.message, exc.code, exc.hint)
    typer.echo(text, nl=False)


def register(app: typer.Typer) -> None:
    from pnpkit.cli.app import odds_app

    odds_app.command("fighting-fantasy")(odds_fighting_fantasy)

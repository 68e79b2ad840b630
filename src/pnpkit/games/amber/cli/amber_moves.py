"""`pnpkit moves amber --from FIELD --roll N`: every legal destination with its route.

The output is made by :func:`pnpkit.games.amber.cli.moves_run.moves_output`, which the argparse
fast path in :func:`pnpkit.cli.app.main` calls as well.
"""

from __future__ import annotations

from typing import Annotated

import typer


def moves_amber(
    start: Annotated[str, typer.Option("--from", help="The field you stand on: id or name.")],
    roll: Annotated[int, typer.Option(help="The move roll.", min=0, max=12)],
    horse: Annotated[bool, typer.Option(help="You have a horse (+1 step at will).")] = False,
    came_from: Annotated[str | None, typer.Option(help="The field the walk has just left, for a walk that goes on (no step straight back onto it).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    locale: Annotated[str | None, typer.Option(
        "--locale", help="ru or en (default: the system's, from LC_ALL, LC_MESSAGES or LANG; else ru).")] = None,
) -> None:
    """Where a roll takes you on the Amber main board."""
    from pnpkit.cli.common import fail
    from pnpkit.cli.plain import CommandError
    from pnpkit.games.amber.cli.moves_run import moves_output

    try:
        text = moves_output(start, roll, horse=horse, came_from=came_from, as_json=as_json,
                            locale=locale)
    except CommandError as exc:
        fail(exc.message, exc.code, exc.hint)
    typer.echo(text, nl=False)


def register(app: typer.Typer) -> None:
    from pnpkit.cli.app import moves_app

    moves_app.command("amber")(moves_amber)

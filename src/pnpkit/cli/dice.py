"""`pnpkit dice EXPR`: roll dice notation, or show its exact distribution.

The output is made by :func:`pnpkit.cli.dice_run.dice_output`, which the argparse fast
path in :func:`pnpkit.cli.app.main` calls as well.
"""

from __future__ import annotations

from typing import Annotated

import typer

LocaleOption = Annotated[str | None, typer.Option(
    "--locale", help="Language of the output: ru or en (default: the system's, from LC_ALL, "
                     "LC_MESSAGES or LANG; else ru).")]


def dice(
    expr: Annotated[list[str], typer.Argument(
        help="Dice notation, each optionally followed by its label: 2d6+3 атака d20 спасбросок; "
             "also 4d6kh3, d66, 2к6+3, -1d6.")],
    seed: Annotated[int | None, typer.Option(help="Seed for a reproducible roll.")] = None,
    exact: Annotated[bool, typer.Option("--exact",
                                        help="Print the exact distribution and mean.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    locale: LocaleOption = None,
) -> None:
    """Roll dice, or with --exact print every total's exact probability.

    Several expressions in one call, each with an optional label."""
    from pnpkit.cli.common import fail
    from pnpkit.cli.dice_run import dice_output
    from pnpkit.cli.plain import CommandError

    try:
        text = dice_output(expr, seed=seed, exact=exact, as_json=as_json, locale=locale)
    except CommandError as exc:
        fail(exc.message, exc.code, exc.hint)
    typer.echo(text, nl=False)


def register(app: typer.Typer) -> None:
    app.command("dice")(dice)

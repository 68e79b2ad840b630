"""`pnpkit dice EXPR`: roll dice notation, or show its exact distribution.

The command is made from its one declaration (:data:`pnpkit.cli.fast_path.DICE`), which
the Typer-free fast path reads as well; the output comes from
:func:`pnpkit.cli.dice_run.dice_output`.
"""

from __future__ import annotations

import typer

from pnpkit.cli.fast_path import DICE
from pnpkit.cli.options import typer_command


def register(app: typer.Typer) -> None:
    from pnpkit.cli.help_style import PlainCommand
    app.command("dice", cls=PlainCommand)(typer_command(DICE, "dice"))

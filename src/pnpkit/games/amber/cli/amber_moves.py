"""`pnpkit moves amber --from FIELD --roll N`: every legal destination with its route.

The command is made from its one declaration (:data:`pnpkit.games.amber.cli.fast.MOVES`),
which the Typer-free fast path reads as well; the output comes from
:func:`pnpkit.games.amber.cli.moves_run.moves_output`.
"""

from __future__ import annotations

import typer

from pnpkit.cli.options import typer_command
from pnpkit.games.amber.cli.fast import MOVES

moves_amber = typer_command(MOVES, "moves-amber")


def register(app: typer.Typer) -> None:
    from pnpkit.cli.app import moves_app
    from pnpkit.cli.help_style import PlainCommand

    moves_app.command("amber", cls=PlainCommand)(moves_amber)

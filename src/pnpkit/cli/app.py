"""The `pnpkit` Typer application.

Each command lives in its own module with a ``register(app)`` function; modules are
listed here so that a new command is one line.  Command modules keep heavy imports
(reportlab, the rules engines) inside their functions so that start-up stays quick.
"""

from __future__ import annotations

import importlib
import sys

import typer

app = typer.Typer(
    name="pnpkit",
    help="Print-and-play kits and a table referee from canonical game data.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

# Sub-command groups shared by several games: each game's module adds its own command.
odds_app = typer.Typer(help="Exact odds of a fight.", no_args_is_help=True)
moves_app = typer.Typer(help="Where a roll can take you.", no_args_is_help=True)
referee_app = typer.Typer(help="Run a game at the table: rolls, rules, a safe session file.",
                          no_args_is_help=True)
sim_app = typer.Typer(help="Simulate many games.", no_args_is_help=True)
i18n_app = typer.Typer(help="Translation catalogues (gettext PO).", no_args_is_help=True)

GROUPS = {
    "odds": odds_app,
    "moves": moves_app,
    "referee": referee_app,
    "sim": sim_app,
    "i18n": i18n_app,
}

COMMAND_MODULES = [
    "pnpkit.cli.dice",
    "pnpkit.cli.referee",
    "pnpkit.cli.check",
    "pnpkit.cli.games",
    "pnpkit.cli.build",
    "pnpkit.cli.ff_odds",
    "pnpkit.cli.i18n",
    "pnpkit.cli.amber_moves",
    "pnpkit.cli.race_sim",
    "pnpkit.cli.amber_odds",
]

_registered = False


def _register_all() -> None:
    global _registered
    if _registered:
        return
    _registered = True
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(app)
    for name, group in GROUPS.items():
        if group.registered_commands or group.registered_groups:
            app.add_typer(group, name=name)


def main(argv: list[str] | None = None) -> None:
    _register_all()
    debug = "--debug" in (argv if argv is not None else sys.argv[1:])
    try:
        app(args=argv, prog_name="pnpkit")
    except KeyboardInterrupt:
        typer.echo("interrupted; nothing was left half-written", err=True)
        sys.exit(130)
    except Exception as exc:  # the last line of defence: no traceback reaches a user
        if debug:
            raise
        typer.echo(f"pnpkit: internal error: {exc.__class__.__name__}: {exc}", err=True)
        typer.echo("run again with --debug for a traceback, and please report it", err=True)
        sys.exit(70)


def get_app() -> typer.Typer:
    """The fully registered app, for tests (typer.testing.CliRunner)."""
    _register_all()
    return app

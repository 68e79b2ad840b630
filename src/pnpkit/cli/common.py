"""Helpers shared by commands: finding a game, printing diagnostics, exiting."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import NoReturn

from pnpkit.cli.plain import EXIT_ERRORS, EXIT_OK, EXIT_USAGE, error_text, json_text
from pnpkit.model.diagnostics import did_you_mean
from pnpkit.paths import content_root

__all__ = ["EXIT_ERRORS", "EXIT_OK", "EXIT_USAGE", "default_game_id", "fail", "installed_games",
           "print_json", "resolve_game_folder"]


def fail(message: str, code: int = EXIT_USAGE, hint: str = "") -> NoReturn:
    import typer  # only on the way out: a build that goes well never imports Typer

    typer.echo(error_text(message, hint), err=True, nl=False)
    raise typer.Exit(code)


def installed_games() -> dict[str, Path]:
    """Game id -> folder of the installed games; two folders with one id is an error
    naming both."""
    return {game_id: folder for game_id, (folder, _) in _installed_heads().items()}


def _installed_heads() -> dict:
    from pnpkit.readers.game_yaml import DuplicateGameId, installed_heads

    try:
        return installed_heads()
    except DuplicateGameId as exc:
        fail(str(exc), EXIT_ERRORS, hint="give one of them another id in its game.yaml")


def resolve_game_folder(target: str) -> Path:
    """A game id of a shipped game, or a path to a game folder (or its game.yaml)."""
    path = Path(target)
    installed = installed_games()
    explicit_path = any(sep in target for sep in "/\\") or target.startswith(".")
    if target in installed and not explicit_path:
        return installed[target]  # a shipped id wins over a same-named local folder
    if path.name == "game.yaml" and path.is_file():
        return path.parent
    if path.is_dir():
        return path
    if explicit_path:
        fail(f"no game folder at '{target}'")
    games = sorted(installed)
    hint = did_you_mean(target, games) or ("shipped games: " + ", ".join(games))
    fail(f"unknown game '{target}'", hint=hint)


def default_game_id() -> str:
    """The game marked ``default: true`` (the Amber kit), else the first shipped game."""
    heads = _installed_heads()
    if not heads:
        fail("no games are installed", hint=f"looked in {content_root()}")
    return next((g for g in sorted(heads) if heads[g][1].raw.get("default") is True), min(heads))


def print_json(data) -> None:
    sys.stdout.write(json_text(data))

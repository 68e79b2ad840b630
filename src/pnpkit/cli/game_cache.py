"""Load a shipped game for the table commands, failing with a clear message."""

from __future__ import annotations

from pnpkit.cli.plain import EXIT_ERRORS, CommandError


def read_shipped_game(game_id: str):
    """The shipped game, or CommandError when its data has errors (no Typer needed)."""
    from pnpkit.paths import content_root
    from pnpkit.readers.game_cache import load_game_cached as load_game

    return _clean(game_id, load_game(content_root() / game_id))


def read_shipped_part(game_id: str, files: tuple[str, ...], checks: tuple = ()):
    """The part of the shipped game that ``files`` hold (see
    :func:`pnpkit.readers.game_reader.load_game_part`, through the game cache), or
    CommandError as above."""
    import os

    from pnpkit.paths import content_dir
    from pnpkit.readers.game_cache import load_game_part_cached

    return _clean(game_id, load_game_part_cached(os.path.join(content_dir(), game_id), files, checks))


def _clean(game_id: str, result):
    """The game read, or CommandError naming its first problem."""
    if result.game is None or not result.diagnostics.ok:
        first = result.diagnostics.sorted()[0].format() if result.diagnostics.items else ""
        raise CommandError(f"the '{game_id}' data has errors: {first}", EXIT_ERRORS,
                           hint=f"run `pnpkit check {game_id}`")
    return result.game


def load_shipped_game(game_id: str):
    try:
        return read_shipped_game(game_id)
    except CommandError as exc:
        from pnpkit.cli.common import fail

        fail(exc.message, exc.code, exc.hint)

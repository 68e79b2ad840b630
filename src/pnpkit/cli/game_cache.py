"""Load a shipped game for the table commands, failing with a clear message."""

from __future__ import annotations

from pnpkit.cli.common import EXIT_ERRORS, fail


def load_shipped_game(game_id: str):
    from pnpkit.paths import content_root
    from pnpkit.readers.game_cache import load_game_cached as load_game

    result = load_game(content_root() / game_id)
    if result.game is None or not result.diagnostics.ok:
        first = result.diagnostics.sorted()[0].format() if result.diagnostics.items else ""
        fail(f"the '{game_id}' data has errors: {first}", EXIT_ERRORS, hint=f"run `pnpkit check {game_id}`")
    return result.game

"""An Amber table's questions (``moves``, ``odds``) answered from its kept view without
the engine: the view's mover and pause, the main board from the parsed-game cache, and
the functions the referee itself asks through (rules.referee_asked)."""

from __future__ import annotations

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot question does not import typing
    from typing import Any

    from pnpkit.games.amber.rules.board import BoardGraph
    from pnpkit.rules.session_records import Event


def ask(view: dict[str, Any], command: str, args: list[str]) -> list[Event]:
    """The question's events, as the referee gives them (LookupError: not a question)."""
    from pnpkit.games.amber.rules.referee_asked import moves_event, odds_event

    mover = view["mover"]
    if command == "odds":
        pause = view["pause"]
        return [odds_event(args, pause["fight"] if pause and pause["kind"] == "fight" else None, mover["player"])]
    if command == "moves":
        return [moves_event(main_board(), mover, args)]
    raise LookupError(command)


def main_board() -> BoardGraph:
    """The shipped main board, built from its part of the game (the game cache's entry
    for board.yaml, as ``pnpkit moves amber`` reads it), checked as the whole read checks it."""
    import os

    from pnpkit.games.amber.cli.moves_run import BOARD_FILES, BOARD_ID, GAME_ID
    from pnpkit.games.amber.rules.board import build_board
    from pnpkit.games.amber.rules.board_checks import check_main_board
    from pnpkit.paths import content_dir
    from pnpkit.readers.game_cache import load_game_part_cached

    result = load_game_part_cached(os.path.join(content_dir(), GAME_ID), BOARD_FILES, (check_main_board,))
    if result.game is None or not result.diagnostics.ok:
        raise ValueError("the board does not read: the replay says why")
    return build_board(result.game, BOARD_ID)

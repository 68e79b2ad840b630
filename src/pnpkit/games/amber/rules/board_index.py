"""A BoardGraph as plain data (lists, ints, strings) and back, for a quick start-up.

``pnpkit moves`` keeps this data in the user's cache, so that it can rebuild the
movement graph without reading the game or importing the engine.  The data is made
from a graph that :func:`pnpkit.games.amber.rules.board.build_board` built, so the two never
disagree.
"""

from __future__ import annotations

from pnpkit.games.amber.rules.board import BoardGraph

_SEQUENCES = ("regions", "roles", "passing", "no_duels", "leave_move", "leave_no_horse", "clockwise")


def board_to_data(board: BoardGraph) -> dict:
    """JSON-ready data of a board (its memo is left out)."""
    data: dict = {"id": board.id, "ids": list(board.ids),
                  "neighbours": [list(nbs) for nbs in board.neighbours]}
    for name in _SEQUENCES:
        data[name] = list(getattr(board, name))
    data["forks"] = [[i, even, odd] for i, (even, odd) in sorted(board.forks.items())]
    return data


def board_from_data(data: dict) -> BoardGraph:
    """The BoardGraph that :func:`board_to_data` was given (with an empty memo)."""
    ids = tuple(data["ids"])
    return BoardGraph(
        id=data["id"], ids=ids, index={fid: i for i, fid in enumerate(ids)},
        neighbours=tuple(tuple(nbs) for nbs in data["neighbours"]),
        **{name: tuple(data[name]) for name in _SEQUENCES},
        forks={i: (even, odd) for i, even, odd in data["forks"]},
    )

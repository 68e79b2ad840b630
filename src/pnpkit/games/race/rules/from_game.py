"""The race data as the engine needs it, read off the generic Game model (content/race
YAML); the loading itself happens outside rules/ (pnpkit.games.race.race_data).  The names
of squares and paths the referee says come off a Game too (:func:`place_names`), in
whatever language that Game was localized to."""

from __future__ import annotations

from pnpkit.games.race.rules.place_words import TRACK_BOARD
from pnpkit.games.race.rules.track import LAST_CELL, Track, track_from_data
from pnpkit.model.game import Game
from pnpkit.value_class import Factory, value_class

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any


@value_class(frozen=True)
class RaceData:
    track: Track
    presets: Mapping[str, Mapping[str, Any]] = Factory(dict)
    game: Game | None = None


def cells_and_lanes(game: Game) -> tuple[dict[int, list], list[dict], int]:
    """Plain cell effects and lane definitions read off the game's boards and edges (a
    Game, or one decoded with race_data.PLAYED alone: plain attributes only)."""
    cells: dict[int, list] = {}
    last = 0
    by_board: dict[str, list] = {}
    for f in game.fields:
        by_board.setdefault(f.board, []).append(f)
    for f in by_board.get(TRACK_BOARD, ()):
        if f.number is None:  # the finish: past the last numbered square
            continue
        last = max(last, f.number)
        if f.effects:
            cells[f.number] = list(f.effects)
    by_id = {f.id: f for f in game.fields}
    lanes = []
    for board in game.boards:
        if board.id == TRACK_BOARD:
            continue
        steps = sorted(by_board.get(board.id, ()), key=lambda f: f.number or 0)
        if not steps:
            continue
        ids = {f.id for f in steps}
        entry = rejoin = None
        for e in game.edges:
            a, b = by_id.get(e.a), by_id.get(e.b)
            if a is None or b is None:
                continue
            if b.id == steps[0].id and a.board == TRACK_BOARD:
                entry = a.number
            if a.id == steps[-1].id and b.board == TRACK_BOARD and b.id not in ids:
                rejoin = b.number
        lanes.append({
            "id": board.id, "entry": entry, "length": len(steps), "rejoin": rejoin,
            "marks": {f.number: list(f.effects) for f in steps if f.effects},
            "on_exit": list(steps[-1].attrs.get("on_exit", [])),
        })
    return cells, lanes, last or LAST_CELL


def race_from_game(game: Game) -> RaceData:
    cells, lanes, last = cells_and_lanes(game)
    presets = {p.id.split(".", 1)[-1]: dict(p.values) for p in game.presets}
    return RaceData(track_from_data(cells, lanes, last), presets, game)

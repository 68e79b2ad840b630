"""The race data as the engine needs it, read off the generic Game model (content/race
YAML); the loading itself happens outside rules/ (pnpkit.games.race.race_data).  The names
of squares and paths the referee says come off a Game too (:func:`place_names`), in
whatever language that Game was localized to."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from pnpkit.games.race.rules.track import LAST_CELL, Track, track_from_data
from pnpkit.model.game import Game

TRACK_BOARD = "track"


@dataclass(frozen=True)
class RaceData:
    track: Track
    presets: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    game: Game | None = None


def cells_and_lanes(game: Game) -> tuple[dict[int, list], list[dict], int]:
    """Plain cell effects and lane definitions read off the game's boards and edges."""
    cells: dict[int, list] = {}
    last = 0
    for f in game.fields_of(TRACK_BOARD):
        if f.number is None:  # the finish: past the last numbered square
            continue
        number = f.number
        last = max(last, number)
        if f.effects:
            cells[number] = list(f.effects)
    by_id = game.index("fields")
    lanes = []
    for board in game.boards:
        if board.id == TRACK_BOARD:
            continue
        steps = sorted(game.fields_of(board.id), key=lambda f: f.number or 0)
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


@dataclass(frozen=True)
class PlaceNames:
    """What the referee calls the places of the race, in one language: ``cells`` the
    track squares with an obstacle (by number), ``marks`` the side-path squares with one
    (by path id and step), ``lanes`` the side paths (by id); ``texts`` what an obstacle
    square or mark says (by number, or path id and step), as the rules sheet prints it."""

    cells: Mapping[int, str] = field(default_factory=dict)
    marks: Mapping[tuple[str, int], str] = field(default_factory=dict)
    lanes: Mapping[str, str] = field(default_factory=dict)
    texts: Mapping[int | tuple[str, int], str] = field(default_factory=dict)


def place_names(game: Game) -> PlaceNames:
    """The names of the race's places as ``game`` (source or localized) gives them: a
    square's or mark's name is its field's name, a side path's its board's name."""
    cells: dict[int, str] = {}
    marks: dict[tuple[str, int], str] = {}
    texts: dict[int | tuple[str, int], str] = {}
    for f in game.fields:
        if not f.effects or f.number is None:
            continue
        where = f.number if f.board == TRACK_BOARD else (f.board, f.number)
        if f.board == TRACK_BOARD:
            cells[f.number] = f.name
        else:
            marks[(f.board, f.number)] = f.name
        if f.text:
            texts[where] = f.text
    lanes = {b.id: b.name for b in game.boards if b.id != TRACK_BOARD}
    return PlaceNames(cells, marks, lanes, texts)


@dataclass(frozen=True)
class SwitchWords:
    """What the rules sheet calls the house-rule switches, in one language: ``headings``
    by switch name (``chain`` → «Цепочка»), ``values`` by value (``lander`` → «вставший``,
    ``yes``/``no`` for the yes-or-no switches)."""

    headings: Mapping[str, str] = field(default_factory=dict)
    values: Mapping[str, str] = field(default_factory=dict)

    def value(self, value: Any) -> str:
        key = ("yes" if value else "no") if isinstance(value, bool) else str(value)
        return self.values.get(key, key)


def switch_words(game: Game) -> SwitchWords:
    """The switch headings and value words of the race's rules sheet (``extra.rulebook``),
    as ``game`` (source or localized) gives them."""
    book = game.extra.get("rulebook", {}) if isinstance(game.extra, Mapping) else {}
    headings = {name: str(part.get("heading", name)) for name, part in (book.get("switches") or {}).items()
                if isinstance(part, Mapping)}
    values = {str(key): str(word) for key, word in (book.get("values") or {}).items()}
    return SwitchWords(headings, values)


def race_from_game(game: Game) -> RaceData:
    cells, lanes, last = cells_and_lanes(game)
    presets = {p.id.split(".", 1)[-1]: dict(p.values) for p in game.presets}
    return RaceData(track_from_data(cells, lanes, last), presets, game)

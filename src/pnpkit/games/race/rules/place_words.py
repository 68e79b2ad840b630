"""What the race's places and house-rule switches are called, read off a Game (source
or localized): light on purpose, so ``referee status`` can name them from a kept state
without the track and its effects (pnpkit.games.race.rules.referee_status)."""

from __future__ import annotations

from pnpkit.value_class import Factory, value_class

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot status does not import typing (nor collections)
    from collections.abc import Mapping
    from typing import Any

TRACK_BOARD = "track"

#: each house-rule switch with its values, the default first (the rules sheet's reading)
SWITCHES: dict[str, tuple[Any, ...]] = {
    # does the roll that frees a pawn from a "stand until" cell also move it?
    "release_moves": (True, False),
    # does a cell reached by an obstacle's own move play its obstacle too?
    "chain": (False, True),
    # cell 137 names the face 5 twice and never 3
    "cell137": ("first_five_is_three", "first_five", "second_five"),
    # cell 129: who must then finish on an exact roll
    "exact_finish": ("everyone", "lander", "off"),
    # cell 148: do the other players move instead of you, or as well as you?
    "cell148": ("taken", "shared"),
    # cell 66: whose rolled 5 sets the rule off
    "curse_five": ("lander", "everyone"),
    # cell 61: equal rolls in a collision
    "collision_ties": ("reroll", "nobody"),
}


@value_class(frozen=True)
class PlaceNames:
    """What the referee calls the places of the race, in one language: ``cells`` the
    track squares with an obstacle (by number), ``marks`` the side-path squares with one
    (by path id and step), ``lanes`` the side paths (by id); ``texts`` what an obstacle
    square or mark says (by number, or path id and step), as the rules sheet prints it."""

    cells: Mapping[int, str] = Factory(dict)
    marks: Mapping[tuple[str, int], str] = Factory(dict)
    lanes: Mapping[str, str] = Factory(dict)
    texts: Mapping[int | tuple[str, int], str] = Factory(dict)


def place_names(game: Any) -> PlaceNames:
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


@value_class(frozen=True)
class SwitchWords:
    """What the rules sheet calls the house-rule switches, in one language: ``headings``
    by switch name (``chain`` → «Цепочка»), ``values`` by value (``lander`` → «вставший``,
    ``yes``/``no`` for the yes-or-no switches)."""

    headings: Mapping[str, str] = Factory(dict)
    values: Mapping[str, str] = Factory(dict)

    def value(self, value: Any) -> str:
        key = ("yes" if value else "no") if isinstance(value, bool) else str(value)
        return self.values.get(key, key)


def switch_words(game: Any) -> SwitchWords:
    """The switch headings and value words of the race's rules sheet (``extra.rulebook``),
    as ``game`` (source or localized) gives them."""
    from collections.abc import Mapping  # here: it loads collections (~1 ms of a one-shot write)

    book = game.extra.get("rulebook", {}) if isinstance(game.extra, Mapping) else {}
    headings = {name: str(part.get("heading", name)) for name, part in (book.get("switches") or {}).items()
                if isinstance(part, Mapping)}
    values = {str(key): str(word) for key, word in (book.get("values") or {}).items()}
    return SwitchWords(headings, values)

"""A roll made (:class:`DiceRoll`), apart from the dice engine (pnpkit.rules.dice), whose
import a command that rolls nothing need not pay: Amber's rules make their rolls of it."""

from __future__ import annotations

from _collections import _tuplegetter  # namedtuple's C field reader


class DiceRoll(tuple):
    """One roll: the canonical expression (str), every physical die's face (a
    tuple of ints), and the total (int).

    A named tuple rather than a dataclass because it is made at every roll; written out
    as collections.namedtuple makes it (the same C field readers), because importing
    collections and compiling the class cost a one-shot referee command ~1 ms."""

    __slots__ = ()
    _fields = ("expr", "faces", "total")
    expr = _tuplegetter(0, "The canonical expression.")
    faces = _tuplegetter(1, "Every physical die's face, in order.")
    total = _tuplegetter(2, "The expression's value.")

    def __new__(cls, expr: str, faces: tuple[int, ...], total: int) -> DiceRoll:
        return tuple.__new__(cls, (expr, faces, total))

    def __getnewargs__(self) -> tuple:
        return tuple(self)

    def __repr__(self) -> str:
        return f"DiceRoll(expr={self[0]!r}, faces={self[1]!r}, total={self[2]!r})"

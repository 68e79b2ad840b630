"""The Russian texts inside effects (choice labels, manual steps) and their twins in
another locale, so a referee speaking English never shows «починить за 2 талера»."""

from __future__ import annotations

from collections.abc import Mapping

from pnpkit.model.game import Game

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: an English `referee log` does not import typing
    from typing import Any


def option_texts(ru: Game, other: Game) -> dict[str, str]:
    """Russian texts inside effects → the other locale's, found by walking both games'
    effects side by side (localizing keeps the shape): fields, cards, items, and the rows
    of the die tables (a thorn bush's «починить за 2 талера» is a table row's choice)."""
    out: dict[str, str] = {}

    def walk(a: Any, b: Any) -> None:
        if isinstance(a, str) and isinstance(b, str):
            if a != b:
                out[a] = b
        elif isinstance(a, Mapping) and isinstance(b, Mapping):
            for key, value in a.items():
                walk(value, b.get(key))
        elif isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)) and len(a) == len(b):
            for x, y in zip(a, b, strict=True):
                walk(x, y)

    for kind in ("fields", "cards", "items"):
        theirs = other.index(kind)
        for entity in getattr(ru, kind):
            twin = theirs.get(entity.id)
            if twin is not None:
                walk(entity.effects, twin.effects)
    tables = other.index("tables")
    for table in ru.tables:
        twin = tables.get(table.id)
        if twin is not None:
            walk([row.effects for row in table.rows], [row.effects for row in twin.rows])
    return out

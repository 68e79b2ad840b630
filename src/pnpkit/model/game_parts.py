"""The parts of a :class:`~pnpkit.model.game.Game` besides its boards: decks and cards,
characters, items, die tables, rule presets and tokens.

pnpkit.model.game gives each of them too (imported from here on first use).
"""

from __future__ import annotations

from pnpkit.model.diagnostics import NO_SOURCE, Source
from pnpkit.value_class import Factory, value_class

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only (strings here): typing is not imported at run time
    from collections.abc import Mapping
    from typing import Any


@value_class(frozen=True)
class Deck:
    id: str
    name: str
    back: str = ""
    source: Source = NO_SOURCE


@value_class(frozen=True)
class Card:
    id: str
    deck: str
    number: int
    kind: str
    name: str
    text: str = ""
    origin: str = "designed"
    stats: Mapping[str, Any] = Factory(dict)
    effects: Any = None
    attrs: Mapping[str, Any] = Factory(dict)
    source: Source = NO_SOURCE
    image: str = ""  # a picture inside the game folder (PNG, JPEG or SVG)
    picture: str = ""  # game-icons:NAME or a picture inside the game folder
    #: where the card's kind is written (its YAML value, its CSV cell): what a diagnostic
    #: about the kind points at
    kind_source: Source = NO_SOURCE


@value_class(frozen=True)
class Character:
    id: str
    kind: str
    name: str
    text: str = ""
    stats: Mapping[str, Any] = Factory(dict)
    abilities: tuple[str, ...] = ()
    items: tuple[str, ...] = ()
    origin: str = "designed"
    attrs: Mapping[str, Any] = Factory(dict)
    source: Source = NO_SOURCE
    picture: str = ""  # game-icons:NAME or a picture inside the game folder


@value_class(frozen=True)
class Item:
    id: str
    kind: str
    name: str
    text: str = ""
    price: int | None = None
    origin: str = "designed"
    effects: Any = None
    attrs: Mapping[str, Any] = Factory(dict)
    source: Source = NO_SOURCE
    picture: str = ""  # game-icons:NAME or a picture inside the game folder


@value_class(frozen=True)
class TableRow:
    low: int
    high: int
    text: str
    effects: Any = None
    source: Source = NO_SOURCE


@value_class(frozen=True)
class DieTable:
    id: str
    name: str
    dice: str
    rows: tuple[TableRow, ...]
    source: Source = NO_SOURCE

    def row_for(self, roll: int) -> TableRow | None:
        return next((row for row in self.rows if row.low <= roll <= row.high), None)


@value_class(frozen=True)
class Preset:
    id: str
    name: str
    values: Mapping[str, Any] = Factory(dict)
    sources: Mapping[str, str] = Factory(dict)  # value -> which source it follows
    source: Source = NO_SOURCE


@value_class(frozen=True)
class Token:
    id: str
    kind: str
    name: str
    value: int | None = None
    count: int = 1
    source: Source = NO_SOURCE
    picture: str = ""  # game-icons:NAME or a picture inside the game folder

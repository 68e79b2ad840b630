"""The game model: every game pnpkit knows is a :class:`Game` built from these parts.

Boards are graphs of fields; decks hold numbered cards; characters, items, die tables,
rule presets and tokens complete a game.  Game-specific detail (effects, attributes)
stays as plain data validated by the game's own rules extension, so that one model
serves a board game, a gamebook and a race track alike.
"""

from __future__ import annotations

from pnpkit.model.diagnostics import NO_SOURCE, Source
from pnpkit.value_class import Factory, value_class

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only (strings here): typing is not imported at run time
    from collections.abc import Mapping
    from typing import Any

    from pnpkit.model.game_parts import (
        Card,
        Character,
        Deck,
        DieTable,
        Item,
        Preset,
        Token,
    )

#: the parts of a game besides its boards and its kit, in pnpkit.model.game_parts: imported on first
#: use (PEP 562), so that a read of a board alone (`pnpkit moves`) makes none of them
PARTS = frozenset({"Deck", "Card", "Character", "Item", "TableRow", "DieTable", "Preset", "Token"})


def __getattr__(name: str):
    if name in PARTS:
        from pnpkit.model import game_parts

        return getattr(game_parts, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@value_class(frozen=True)
class Region:
    """A world, zone or area of a board, with the colour it is printed in."""

    id: str
    name: str
    colour: str = "#cccccc"
    pattern: str = ""
    source: Source = NO_SOURCE


@value_class(frozen=True)
class Board:
    id: str
    name: str
    size_mm: tuple[float, float]
    source: Source = NO_SOURCE


@value_class(frozen=True)
class Field:
    """One space of a board: a field of Amber, a cell of the race track."""

    id: str
    board: str
    name: str
    region: str = ""
    number: int | None = None
    rect: tuple[float, float, float, float] | None = None  # x, y, w, h in mm from top-left
    text: str = ""
    tags: tuple[str, ...] = ()
    effects: Any = None
    attrs: Mapping[str, Any] = Factory(dict)
    source: Source = NO_SOURCE
    image: str = ""  # a picture inside the game folder (PNG, JPEG or SVG)
    picture: str = ""  # game-icons:NAME or a picture inside the game folder: the field's sign


@value_class(frozen=True)
class Edge:
    """A connection between two fields; ``crossing`` marks a passage between regions."""

    a: str
    b: str
    crossing: bool = False
    oneway: bool = False
    source: Source = NO_SOURCE


@value_class(frozen=True)
class KitComponent:
    """One part of a game's print kit as ``game.yaml``'s ``kit:`` lists it: a generic kind
    (``deck``, ``board``, ``characters`` …, see model/kit.py) or one its rules plugin
    adds, written to files named after ``part``."""

    kind: str
    part: str
    board: str = ""  # kind board: which board
    deck: str = ""  # kind deck: which deck
    of: str = ""  # kind characters / items: which kind of character or item
    layout: str = ""  # a card layout: one of the game's ``layouts:`` or a built-in one
    options: Mapping[str, Any] = Factory(dict)
    source: Source = NO_SOURCE
    image: str = ""  # kind sheet: the picture printed on the page (inside the game folder)


@value_class(frozen=True)
class Game:
    id: str
    title: str
    rules: str
    locales: tuple[str, ...]
    default_locale: str
    description: str = ""
    regions: tuple[Region, ...] = ()
    boards: tuple[Board, ...] = ()
    fields: tuple[Field, ...] = ()
    edges: tuple[Edge, ...] = ()
    decks: tuple[Deck, ...] = ()
    cards: tuple[Card, ...] = ()
    characters: tuple[Character, ...] = ()
    items: tuple[Item, ...] = ()
    tables: tuple[DieTable, ...] = ()
    presets: tuple[Preset, ...] = ()
    tokens: tuple[Token, ...] = ()
    extra: Mapping[str, Any] = Factory(dict)
    source: Source = NO_SOURCE
    #: the print kit in build order (game.yaml ``kit:``; empty: model.kit.default_kit)
    kit: tuple[KitComponent, ...] = ()
    #: card layouts by name, as validated plain data (layout.card_layout resolves them)
    layouts: Mapping[str, Any] = Factory(dict)
    #: the printed names of kinds (``kinds:``, kind id -> name): catalogue headings
    kinds: Mapping[str, str] = Factory(dict)

    def kind_name(self, kind: str) -> str:
        """What a kind is called in print: its ``kinds:`` name, else the id as written."""
        return self.kinds.get(kind, kind)

    def index(self, kind: str) -> dict[str, Any]:
        """Entities of one kind by id (kind is a section name: 'fields', 'cards', …)."""
        cache = self.__dict__.setdefault("_index_cache", {})
        if kind not in cache:
            cache[kind] = {entity.id: entity for entity in getattr(self, kind)}
        return cache[kind]

    def field(self, field_id: str) -> Field:
        return self.index("fields")[field_id]

    def card(self, card_id: str) -> Card:
        return self.index("cards")[card_id]

    def fields_of(self, board: str) -> tuple[Field, ...]:
        return tuple(f for f in self.fields if f.board == board)

    def edges_of(self, board: str) -> tuple[Edge, ...]:
        ids = {f.id for f in self.fields_of(board)}
        return tuple(e for e in self.edges if e.a in ids)

    def counts(self) -> dict[str, int]:
        """Entity counts for `pnpkit check --json` and `pnpkit games`."""
        counts = {section: len(getattr(self, section)) for section in (
            "regions", "boards", "fields", "edges", "decks", "cards", "characters", "items", "tables",
            "presets", "tokens")}
        for board in self.boards:
            counts[f"fields.{board.id}"] = len(self.fields_of(board.id))
            counts[f"edges.{board.id}"] = len(self.edges_of(board.id))
        for deck in self.decks:
            counts[f"cards.{deck.id}"] = sum(1 for c in self.cards if c.deck == deck.id)
        for section in ("characters", "items"):
            for thing in getattr(self, section):
                key = f"{section}.{thing.kind}"
                counts[key] = counts.get(key, 0) + 1
        return counts

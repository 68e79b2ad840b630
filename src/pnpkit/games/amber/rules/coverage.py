"""Which printed effects of Amber's cards, items, travellers and princes the engine
applies, asks the players about, or leaves to the table (a ``manual`` step), read
from the data; and how often play meets a step left to the table (from the events of
played actions).  Pure: the benchmark script ``benchmarks/amber_coverage.py`` prints it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from pnpkit.games.amber.rules.effects import iter_ops

#: ops whose resolution asks a player (a question of the rules with options)
ASKING_OPS = frozenset({"may", "choose", "draw_choose", "guess", "loan", "shop", "half_price", "exchange", "infirmary",
                        "trophy_office", "sell_item", "enlist", "air_tickets", "send_card", "give_card",
                        "robbery", "place_card", "roll_off"})
KINDS = ("cards", "items", "characters")


@dataclass(frozen=True)
class Coverage:
    """One entity: the ops the engine applies, the ones that ask, the steps left to the table."""

    id: str
    kind: str                      # card, item, traveller or prince
    name: str
    applies: tuple[str, ...]
    asks: tuple[str, ...]
    by_hand: tuple[str, ...]       # the texts of its manual steps
    printed: int = 0               # a character's printed abilities (cards: 0)

    @property
    def verdict(self) -> str:
        if self.by_hand:
            return "table"
        if self.asks:
            return "asks"
        return "applies" if self.applies else "none"


def _manual_text(arg) -> str:
    return arg if isinstance(arg, str) else str((arg or {}).get("text", ""))


def entity_coverage(entity_id: str, kind: str, name: str, effects) -> Coverage:
    applies: set[str] = set()
    asks: set[str] = set()
    by_hand: list[str] = []
    for op, arg in iter_ops(effects):
        if op == "manual":
            by_hand.append(_manual_text(arg))
        elif op in ASKING_OPS:
            asks.add(op)
        else:  # a trigger, a static op or one the engine resolves alone
            applies.add(op)
    return Coverage(entity_id, kind, name, tuple(sorted(applies)), tuple(sorted(asks)), tuple(by_hand))


def coverage_table(game) -> list[Coverage]:
    """Every card, item, traveller and prince of ``game`` (a read :class:`Game`)."""
    rows: list[Coverage] = []
    for card in game.cards:
        effects = list(card.effects or [])
        for place in (card.attrs or {}).get("hand_in") or ():
            effects += list(place.get("effects") or [])
        rows.append(entity_coverage(card.id, "card", f"№{card.number} {card.name}", effects))
    for item in game.items:
        rows.append(entity_coverage(item.id, "item", item.name, item.effects))
    for character in game.characters:
        attrs = character.attrs or {}
        row = entity_coverage(character.id, character.kind, character.name, attrs.get("abilities"))
        traits = tuple(f"trait:{t}" for t in attrs.get("traits") or ())
        rows.append(Coverage(row.id, row.kind, row.name, row.applies + traits, row.asks, row.by_hand,
                             printed=len(character.abilities)))
    return rows


@dataclass
class ManualTally:
    """Card resolutions met in play and the steps left to the table among them."""

    cards: int = 0
    manual: int = 0
    by_card: Counter[str] = field(default_factory=Counter)

    def observe(self, _state, events: Iterable) -> None:
        card = None
        for e in events:
            if e.kind == "card":
                self.cards += 1
                card = e.data.get("card")
            elif e.kind == "trigger":  # a carried card's or item's trigger: its step is its own
                card = e.data.get("source")
            elif e.kind == "manual":
                self.manual += 1
                self.by_card[card or "?"] += 1

    @property
    def share(self) -> float:
        return self.manual / self.cards if self.cards else 0.0

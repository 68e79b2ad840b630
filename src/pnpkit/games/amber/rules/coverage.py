"""Which printed effects of Amber's cards, items, travellers and princes the engine
applies, asks the players about, or leaves to the table (a ``manual`` step), read
from the data; and how often play meets a step left to the table (from the events of
played actions).  Pure: the benchmark script ``benchmarks/amber_coverage.py`` prints it.

``coverage.json`` beside this module says where the engine reads a printed ability kept as
a flag of an item's or character's ``attrs`` (``FLAG_READERS``) or as an item's trait
(``TRAIT_READERS``): [module of this package, function, a word the function's source
holds].  The table names the reader; a test checks that each function exists and reads
that word."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from pnpkit.games.amber.rules.effect_walk import every_value, iter_ops
from pnpkit.word_files import word_file

#: ops whose resolution asks a player (a question of the rules with options)
ASKING_OPS = frozenset({"may", "choose", "draw_choose", "guess", "loan", "shop", "half_price", "exchange", "infirmary",
                        "trophy_office", "sell_item", "enlist", "air_tickets", "send_card", "give_card",
                        "robbery", "place_card", "roll_off"})
KINDS = ("cards", "items", "characters")

_READERS = word_file(__file__, "coverage.json")
FLAG_READERS = _READERS["FLAG_READERS"]
TRAIT_READERS = _READERS["TRAIT_READERS"]
#: attrs that are no ability: how many copies, where sold, its number, who the traveller is
NOT_ABILITIES = frozenset({"count", "sold_at", "number", "traits", "abilities", "sex", "alignment", "honest",
                           "patient", "start"})


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


def entity_coverage(entity_id: str, kind: str, name: str, effects, also: tuple[str, ...] = (),
                    printed: int = 0) -> Coverage:
    """One entity's row; ``also``: what it applies besides its effects (flags the engine reads)."""
    applies: set[str] = set()
    asks: set[str] = set()
    by_hand: list[str] = []
    for op, arg in iter_ops(effects):
        if op == "manual":
            by_hand.append(arg if isinstance(arg, str) else str((arg or {}).get("text", "")))
        elif op in ASKING_OPS:
            asks.add(op)
        else:  # a trigger, a static op or one the engine resolves alone
            applies.add(op)
    return Coverage(entity_id, kind, name, tuple(sorted(applies)) + also, tuple(sorted(asks)), tuple(by_hand),
                    printed)


def coverage_table(game) -> list[Coverage]:
    """Every card, item, traveller and prince of ``game`` (a read :class:`Game`).  Flags of
    ``attrs`` the engine reads, and ids another entity's effects name (the Pass asks for the
    food pack), count as applied, with where: ``flag:bonus@combat.traveller_value``."""
    named = _named_by(game)
    rows: list[Coverage] = []
    for card in game.cards:
        effects = list(card.effects or [])
        for place in (card.attrs or {}).get("hand_in") or ():
            effects += list(place.get("effects") or [])
        rows.append(entity_coverage(card.id, "card", f"№{card.number} {card.name}", effects))
    for item in game.items:
        reads = _flag_reads(item.attrs or {}) + tuple(f"named@{e}" for e in named.get(item.id, ()))
        rows.append(entity_coverage(item.id, "item", item.name, item.effects, reads))
    for character in game.characters:
        attrs = character.attrs or {}
        traits = tuple(f"trait:{t}" for t in attrs.get("traits") or ())
        traits += tuple(f"starts-with:{i}" for i in character.items)  # the Amazon's own horse
        rows.append(entity_coverage(character.id, character.kind, character.name, attrs.get("abilities"),
                                    traits + _flag_reads(attrs), len(character.abilities)))
    return rows


def _flag_reads(attrs) -> tuple[str, ...]:
    found = [("flag", key, FLAG_READERS) for key in attrs] + \
        [("trait", trait, TRAIT_READERS) for trait in attrs.get("traits") or ()]
    return tuple(f"{kind}:{key}@{readers[key][0]}.{readers[key][1]}" for kind, key, readers in found if key in readers)


def _named_by(game) -> dict[str, list[str]]:
    """Ids named inside other entities' effects (a condition ``has_item``, a ``take_item``…)."""
    out: dict[str, list[str]] = {}
    sources = [(f.id, f.effects) for f in game.fields] + [(c.id, c.effects) for c in game.cards] + \
        [(i.id, i.effects) for i in game.items]
    for owner, effects in sources:
        for value in every_value(effects):
            if isinstance(value, str) and value != owner and value.startswith("item."):
                out.setdefault(value, [])
                if owner not in out[value]:
                    out[value].append(owner)
    return out


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

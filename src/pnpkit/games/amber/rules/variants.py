"""Variants of the rules for side-by-side simulations (``pnpkit sim amber --vary``):
another preset, a card's or a traveller's points, every traveller's start value, or a
number of the preset (pure: the game data is copied, never changed).

Keys::

    preset=original,simplified          the preset itself
    card.072.strength=5,7               a card's points (strength, mind, magic); card.072 or 072
    traveller.amazon.life=3,5           a traveller's printed points
    start.thalers=10,20                 a start value of every traveller
    stat_cap=12,14                      a number of the preset (see NUMBERS)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pnpkit.games.amber.rules.effects import FIGHT_STATS
from pnpkit.games.amber.rules.rules import AmberRules, load_rules
from pnpkit.games.amber.rules.state import STATS
from pnpkit.model.game import Game

#: the preset's numbers a variant may set (the rest are switches: vary them through a preset)
NUMBERS = ("stat_cap", "life_cap", "loan_interest", "max_items", "turn_limit", "prince_bonus",
           "provaly_threshold")
MAX_VALUE = 999
MAX_VALUES = 8


class VaryError(ValueError):
    """A --vary that cannot be run: ``code`` names the problem, ``details`` fill its message."""

    def __init__(self, code: str, **details: object) -> None:
        super().__init__(code)
        self.code, self.details = code, details


@dataclass(frozen=True)
class Variant:
    """One column of a comparison: ``key`` set to ``value`` (both as typed) on ``preset``."""

    preset: str
    key: str = ""
    value: str = ""

    @property
    def label(self) -> str:
        return f"{self.key}={self.value}" if self.key else self.preset


def parse_vary(text: str, game: Game, presets: tuple[str, ...], base_preset: str) -> tuple[Variant, ...]:
    """``KEY=V1,V2,…`` checked against the game: the variants in the order given."""
    key, sep, raw = text.partition("=")
    key = key.strip()
    values = tuple(v.strip() for v in raw.split(",")) if sep else ()
    if not key or not values or any(not v for v in values):
        raise VaryError("form", got=text)
    if len(values) < 2 or len(values) > MAX_VALUES:
        raise VaryError("count", got=len(values), max=MAX_VALUES)
    if len(set(values)) != len(values):
        raise VaryError("repeated", got=text)
    if key == "preset":
        for value in values:
            if value not in presets:
                raise VaryError("preset", got=value, known=", ".join(presets))
        return tuple(Variant(value) for value in values)
    target(game, key)  # raises on an unknown key
    for value in values:
        if not value.isdigit() or int(value) > MAX_VALUE:
            raise VaryError("number", key=key, got=value, max=MAX_VALUE)
    return tuple(Variant(base_preset, key, value) for value in values)


def target(game: Game, key: str) -> tuple[str, str, str]:
    """(kind, id, stat) of a key: ("card", "card.072", "strength"), ("traveller", …),
    ("start", "", "thalers") or ("number", "", "stat_cap")."""
    if key in NUMBERS:
        return "number", "", key
    head, _, stat = key.rpartition(".")
    if head == "start":
        kind, thing, stats = "start", "", STATS
    elif head.startswith("card."):
        number = head[5:]
        kind, thing, stats = "card", f"card.{int(number):03d}" if number.isdigit() else head, FIGHT_STATS
        if thing not in game.index("cards"):  # card.72 is card.072
            raise VaryError("card", got=head)
    elif head.startswith("traveller."):
        kind, thing, stats = "traveller", head, STATS
        characters = game.index("characters")
        if head not in characters or characters[head].kind != "traveller":
            raise VaryError("traveller", got=head)
    else:
        raise VaryError("key", got=key, numbers=", ".join(NUMBERS))
    if stat not in stats:
        raise VaryError("stat", key=key, known=", ".join(stats))
    return kind, thing, stat


def variant_rules(game: Game, variant: Variant) -> AmberRules:
    """The rules of one variant (the game copied where a card or a traveller changes)."""
    if not variant.key:
        return load_rules(game, variant.preset)
    kind, thing, stat = target(game, variant.key)
    value = int(variant.value)
    if kind == "number":
        return load_rules(game, variant.preset, {stat: value})
    if kind == "start":
        base = load_rules(game, variant.preset).value("start_stats") or {}
        return load_rules(game, variant.preset, {"start_stats": {**base, stat: value}})
    if kind == "card":
        cards = [replace(c, stats={**c.stats, stat: value}) if c.id == thing else c for c in game.cards]
        return load_rules(replace(game, cards=cards), variant.preset)
    characters = [replace(c, stats={**c.stats, stat: value}) if c.id == thing else c for c in game.characters]
    return load_rules(replace(game, characters=characters), variant.preset)

"""Paper sizes and card sizes, stored as exact millimetre decimals converted to points."""

from __future__ import annotations

from dataclasses import dataclass

from pnpkit.layout.geometry import Rect
from pnpkit.layout.units import mm


@dataclass(frozen=True)
class _Size:
    name: str
    width: float
    height: float

    @property
    def rect(self) -> Rect:
        return Rect(0.0, 0.0, self.width, self.height)


@dataclass(frozen=True)
class CardSize(_Size):
    """A card's trim size."""


@dataclass(frozen=True)
class Paper(_Size):
    """A sheet: a named size that can be turned either way."""

    @property
    def is_landscape(self) -> bool:
        return self.width > self.height

    def landscape(self) -> Paper:
        return self if self.is_landscape else Paper(self.name, self.height, self.width)

    def portrait(self) -> Paper:
        return Paper(self.name, self.height, self.width) if self.is_landscape else self


A4 = Paper("a4", mm(210), mm(297))
A3 = Paper("a3", mm(297), mm(420))
LETTER = Paper("letter", mm(215.9), mm(279.4))
# One sheet big enough for the largest board at full size (A1 with room to spare).
POSTER = Paper("poster", mm(594), mm(841))

PAPERS: dict[str, Paper] = {p.name: p for p in (A4, A3, LETTER, POSTER)}


def paper_named(name: str) -> Paper:
    try:
        return PAPERS[name.lower()]
    except KeyError:
        known = ", ".join(sorted(PAPERS))
        raise ValueError(f"unknown paper {name!r} (known: {known})") from None


POKER = CardSize("poker", mm(63.5), mm(88.9))
BRIDGE = CardSize("bridge", mm(57.15), mm(88.9))
TAROT = CardSize("tarot", mm(69.85), mm(120.65))
MINI = CardSize("mini", mm(44.45), mm(63.5))
MINI_EURO = CardSize("mini-euro", mm(44), mm(68))
EURO = CardSize("euro", mm(59), mm(92))
SQUARE = CardSize("square", mm(70), mm(70))
# Character cards: 3.5 x 5 in fits 4 per A4 page with a 3 mm bleed (2 per Letter).
LARGE = CardSize("large", mm(88.9), mm(127))
A6_CARD = CardSize("a6", mm(105), mm(148))

CARD_SIZES: dict[str, CardSize] = {
    c.name: c for c in (POKER, BRIDGE, TAROT, MINI, MINI_EURO, EURO, SQUARE, LARGE, A6_CARD)
}

"""Numbers as the simulators print them: a decimal comma in Russian, a point in English."""

from __future__ import annotations

from pnpkit.rules.numbers import decimal


def number(x: float, locale: str, digits: int = 2) -> str:
    return decimal(x, locale, digits)


def percent(x: float, locale: str) -> str:
    """A share 0..1 as a percentage with one decimal."""
    return number(100 * x, locale, 1) + " %"

"""Test your Luck: two dice at or under the current LUCK succeed; every test costs 1 LUCK."""

from __future__ import annotations

from fractions import Fraction

from pnpkit.games.fighting_fantasy.rules.dice import PAIRS, count_at_most


def is_lucky(luck: int, total: int) -> bool:
    """Whether two dice showing ``total`` pass a test at ``luck`` (the caller spends the
    point); with no LUCK left there is nothing to test."""
    if luck < 1:
        raise ValueError("no LUCK left to test")
    return total <= luck


def chance_lucky(luck: int) -> Fraction:
    return Fraction(count_at_most(luck), PAIRS)

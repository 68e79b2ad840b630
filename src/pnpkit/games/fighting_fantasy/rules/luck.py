"""Test your Luck: two dice at or under the current LUCK succeed; every test costs 1 LUCK."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pnpkit.games.fighting_fantasy.rules.dice import PAIRS, Pair, count_at_most


@dataclass(frozen=True)
class LuckTest:
    dice: Pair
    luck_before: int
    lucky: bool


def can_test_luck(luck: int) -> bool:
    """With no LUCK left there is nothing to spend on a test."""
    return luck >= 1


def test_luck(luck: int, dice: Pair) -> LuckTest:
    if not can_test_luck(luck):
        raise ValueError("no LUCK left to test")
    return LuckTest(dice=dice, luck_before=luck, lucky=sum(dice) <= luck)


def luck_after_test(luck: int) -> int:
    return max(0, luck - 1)


def chance_lucky(luck: int) -> Fraction:
    return Fraction(count_at_most(luck), PAIRS)


# test_luck is a rules function, not a pytest test.
test_luck.__test__ = False  # type: ignore[attr-defined]

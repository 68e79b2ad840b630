"""A shuffle with seeded dice draws straight from their generator (a new game's ~200 draws
without a roll record each): the same order, and the generator left where, as the roll
by roll path any other dice source takes leaves it."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from pnpkit.games.amber.rules.rules import RandomDice, shuffle


class _Rolled:
    """Seeded dice seen only through ``roll``: the general path of ``shuffle``."""

    def __init__(self, seed: int) -> None:
        self.dice = RandomDice(seed)

    def roll(self, expr: str, why: str = ""):
        return self.dice.roll(expr, why)


@given(seed=st.integers(0, 2**32), size=st.integers(0, 250))
def test_seeded_shuffle_is_the_roll_by_roll_shuffle(seed, size):
    fast, slow = list(range(size)), list(range(size))
    seeded, rolled = RandomDice(seed), _Rolled(seed)
    shuffle(fast, seeded)
    shuffle(slow, rolled)
    assert fast == slow
    assert seeded.rng.random() == rolled.dice.rng.random()

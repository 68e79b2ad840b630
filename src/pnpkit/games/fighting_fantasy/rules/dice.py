"""Two six-sided dice: the only randomness Fighting Fantasy uses.

Rolls come from an injected ``random.Random`` so that sessions replay and tests repeat;
the exact odds use the counts of the 36 equally likely pairs.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:  # the exact odds import this module and roll nothing
    import random
    from collections.abc import Mapping

Pair = tuple[int, int]

# How many of the 36 ordered pairs give each sum 2..12.
TWO_DICE_COUNTS: Mapping[int, int] = {s: 6 - abs(s - 7) for s in range(2, 13)}
PAIRS = 36


def roll_d6(rng: random.Random) -> int:
    return rng.randint(1, 6)


def roll_2d6(rng: random.Random) -> Pair:
    return (roll_d6(rng), roll_d6(rng))


def count_at_most(total: int) -> int:
    """How many of the 36 pairs sum to ``total`` or less."""
    return sum(c for s, c in TWO_DICE_COUNTS.items() if s <= total)

"""Dice sources for the race: random (seeded), scripted (tests, entered physical dice)."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Protocol


class DiceSource(Protocol):
    def roll(self, count: int, why: str = "") -> tuple[int, ...]:
        """``count`` six-sided dice for ``why`` ("turn", "obstacle", "roll_off",
        "collision").  The engine reads only their sum and whether they
        all match, which lets the Markov chain group outcomes by that."""
        ...


class RandomDice:
    def __init__(self, rng: random.Random) -> None:
        self._random = rng.random

    def roll(self, count: int, why: str = "") -> tuple[int, ...]:
        r = self._random
        if count == 1:
            return (int(r() * 6) + 1,)
        return tuple(int(r() * 6) + 1 for _ in range(count))


class DiceExhausted(Exception):
    """A scripted dice source ran out of faces."""


class ScriptedDice:
    """Faces given in advance, in order; ``used`` lists what was handed out."""

    def __init__(self, faces: Iterable[int]) -> None:
        self._faces = list(faces)
        for face in self._faces:
            if not 1 <= face <= 6:
                raise ValueError(f"a die shows 1..6, not {face}")
        self._next = 0

    def roll(self, count: int, why: str = "") -> tuple[int, ...]:
        if self._next + count > len(self._faces):
            raise DiceExhausted(f"needed {count} more die face(s), the script has "
                                f"{len(self._faces) - self._next}")
        out = tuple(self._faces[self._next:self._next + count])
        self._next += count
        return out

    @property
    def remaining(self) -> int:
        return len(self._faces) - self._next

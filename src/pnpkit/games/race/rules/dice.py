"""Dice sources for the race: random (seeded), scripted (tests, entered physical dice),
replayed (a turn played again: the Markov chain's branches, a pick's outcomes)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pnpkit.rules.commands import RuleError

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    import random
    from typing import Any, Protocol
else:
    Protocol = object  # a one-shot `referee turn` imports no typing; the checkers see the protocol


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


class Unforeseen(Exception):
    """A replayed turn needs what cannot be known yet: a roll of ``args[0]`` dice (0: a pick)."""


class ReplayedDice:
    """Whole rolls in order, then (with a ``source``) the source's next ones, which it
    keeps in ``rolls`` too; a roll of another number of dice than the one kept at its
    place, or past the rolls with no source (or dice typed in), is ``Unforeseen``."""

    def __init__(self, rolls: Sequence[tuple[int, ...]], source: Any = None) -> None:
        self.rolls, self.source, self.used = rolls, source, 0

    def roll(self, count: int, why: str = "") -> tuple[int, ...]:
        if self.used == len(self.rolls):
            if self.source is None:
                raise Unforeseen(count)
            try:
                self.source.roll(count, why)
            except RuleError:  # dice typed in: none left to look ahead with
                raise Unforeseen(count) from None
        faces = self.rolls[self.used]
        if len(faces) != count:
            raise Unforeseen(count)
        self.used += 1
        return faces

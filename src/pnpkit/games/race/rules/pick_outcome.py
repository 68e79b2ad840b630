"""What each answer to a race obstacle's «pick a player» question would do.

The question's buttons used to say where each player stands; a table picks by where the
player would go.  The turn is played again on a table of its own for each candidate,
with the rolls the asked turn already made (a `turn NAME` rolls the same dice), and the
candidate's own events after the pick are the outcome.  A roll the turn needs after the
pick (a meeting on a square) or a second pick is not foreseen: the outcome is what comes
before it.  Pure: no I/O."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pnpkit.games.race.rules.engine import Table
from pnpkit.games.race.rules.events import Event


class _Unforeseen(Exception):
    """The turn needs what the question cannot know yet (a new roll, a second pick)."""


class RecordedDice:
    """The engine's dice, each roll's faces kept in order for :func:`outcome_events`."""

    def __init__(self, dice: Any) -> None:
        self.dice, self.rolls = dice, []

    def roll(self, count: int, why: str = "") -> tuple[int, ...]:
        faces = self.dice.roll(count, why)
        self.rolls.append(faces)
        return faces


class _Replayed:
    def __init__(self, rolls: Sequence[tuple[int, ...]]) -> None:
        self.rolls = list(rolls)

    def roll(self, count: int, why: str = "") -> tuple[int, ...]:
        if not self.rolls or len(self.rolls[0]) != count:
            raise _Unforeseen
        return self.rolls.pop(0)


def outcome_events(race: Any, track: Any, options: Any, rolls: Sequence[tuple[int, ...]],
                   seat: int) -> list[Event]:
    """``seat``'s own events after the pick, when the mover picks ``seat``."""
    picks: list[int] = []

    def chooser(_table: Table, _mover: int, candidates: Sequence[int], _purpose: str) -> int:
        if picks or seat not in candidates:
            raise _Unforeseen
        picks.append(seat)
        return seat

    log: list[Event] = []
    try:
        Table(race, track, options, _Replayed(rolls), chooser, log).play_turn()
    except _Unforeseen:
        pass
    start = next((i + 1 for i, e in enumerate(log) if e.kind == "choice"), len(log))
    return [e for e in log[start:] if e.seat == seat]

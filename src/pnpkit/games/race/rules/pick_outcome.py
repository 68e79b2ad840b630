"""What each answer to a race obstacle's «pick a player» question would do.

The question's buttons used to say where each player stands; a table picks by where the
player would go.  The turn is played again on a table of its own for each candidate,
with the rolls the asked turn already made; a roll it needs after them (a meeting on a
square) is drawn from the same dice, which are the ones `turn NAME` rolls again (the
action's number and the seed make them), and kept for the next candidate.  The
candidate's own events after the pick are the outcome.  Dice typed in (no more known) or
a second pick end the look ahead: the outcome is what comes before.  Pure: no I/O."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pnpkit.games.race.rules.dice import ReplayedDice, Unforeseen
from pnpkit.games.race.rules.engine import Table
from pnpkit.games.race.rules.state import Event


class TurnRolls:
    """The engine's dice for the asked turn as the session's rolls ("1d6", "4d6" …, each
    recorded in the log), each roll's faces kept in order."""

    def __init__(self, dice: Any) -> None:
        self.dice, self.rolls = dice, []

    def roll(self, count: int, why: str = "") -> tuple[int, ...]:
        faces = tuple(self.dice.roll(f"{count}d6", why=why).faces)
        self.rolls.append(faces)
        return faces


def outcome_events(race: Any, track: Any, options: Any, rolls: TurnRolls, seat: int
                   ) -> tuple[list[Event], bool]:
    """``seat``'s own events after the pick, when the mover picks ``seat``, and whether
    the turn was foreseen to its end."""
    picks: list[int] = []

    def chooser(_table: Table, _mover: int, candidates: Sequence[int], _purpose: str) -> int:
        if picks or seat not in candidates:
            raise Unforeseen(0)
        picks.append(seat)
        return seat

    log: list[Event] = []
    try:
        Table(race, track, options, ReplayedDice(rolls.rolls, rolls), chooser, log).play_turn()
    except Unforeseen:
        whole = False
    else:
        whole = True
    start = next((i + 1 for i, e in enumerate(log) if e.kind == "choice"), len(log))
    return [e for e in log[start:] if e.seat == seat], whole

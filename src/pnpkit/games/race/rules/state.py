"""Race state: frozen snapshots for sessions and the Markov chain, the mutable working
copy the engine changes during a turn (quick enough for simulation), and what happened
during a turn as data (events, which the referee turns into sentences)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from operator import attrgetter
from typing import Any

from pnpkit.games.race.rules.effects import StandUntil


@dataclass(frozen=True, slots=True)
class Waiting:
    """Standing until one of the pawns that were behind (``behind``) passes."""

    behind: tuple[int, ...]


Stand = StandUntil | Waiting | None


@dataclass(frozen=True, slots=True)
class Pawn:
    pos: int = 0                 # main-track cell; 0 = start; finish = last cell + 1
    lane: str = ""               # side path the pawn is on ("" = main track)
    step: int = 0                # step on that side path (0 = still at its entry)
    skip: int = 0                # turns still to miss
    stand: Stand = None          # a "stand until" condition
    visits: tuple[tuple[str, int], ...] = ()  # storyline counters
    ignore: int = 0              # obstacles still to ignore (cell 17)
    mods: tuple[tuple[int, int], ...] = ()    # (add, times) for each coming turn roll
    give: int = 0                # turn rolls still owed to the others (cell 148)
    extra: int = 0               # extra turns to take now
    exact: bool = False          # must finish on an exact roll (cell 129, 'lander' switch)
    finished: bool = False


@dataclass(frozen=True, slots=True)
class RaceState:
    pawns: tuple[Pawn, ...]
    to_move: int = 0
    round: int = 1
    collisions: bool = False           # cell 61
    exact_all: bool = False            # cell 129, 'everyone' switch
    curse_five: tuple[int, ...] = ()   # cell 66: seats whose rolled 5 triggers it
    curse_five_all: bool = False       # cell 66, 'everyone' switch
    curse_six: tuple[int, ...] = ()    # cell 71: seats pushed back by others' sixes
    winners: tuple[int, ...] = ()
    over: bool = False


def new_state(players: int) -> RaceState:
    """The start: every pawn on square 0 (the referee and the simulation ask for 1 or more)."""
    return RaceState(pawns=tuple(Pawn() for _ in range(players)))


_PAWN_FIELDS = tuple(f.name for f in fields(Pawn))
#: every field of a pawn (frozen or working) in order, in one call: the Markov chain
#: copies and freezes pawns half a million times
_PAWN_VALUES = attrgetter(*_PAWN_FIELDS)


class WorkPawn:
    """Mutable twin of :class:`Pawn`."""

    __slots__ = _PAWN_FIELDS

    def __init__(self, pawn: Pawn) -> None:
        for name, value in zip(_PAWN_FIELDS, _PAWN_VALUES(pawn), strict=True):
            setattr(self, name, value)

    def freeze(self) -> Pawn:
        return Pawn(*_PAWN_VALUES(self))

    def modified(self, face: int) -> int:
        """What a turn roll of ``face`` moves, the first waiting roll modifier used up."""
        if not self.mods:
            return face
        (add, times), self.mods = self.mods[0], self.mods[1:]
        return max(0, face * times + add)


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    seat: int
    args: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        return dict(self.args).get(key, default)

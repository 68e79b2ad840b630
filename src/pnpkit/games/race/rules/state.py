"""Race state: frozen snapshots for sessions and the Markov chain, the mutable working
copy the engine changes during a turn (quick enough for simulation), and what happened
during a turn as data (events, which the referee turns into sentences).

Value classes (pnpkit.value_class), not dataclasses: a one-shot ``referee turn`` imports
neither dataclasses nor typing.  A pawn and a race state write their own ``__init__``,
``__hash__`` and ``==`` (all fields, as the value class's would): the Markov chain makes,
hashes and compares them by the half million, and these are quicker than a frozen
dataclass's (tests/rules/race/test_race_values.py holds them to it).
"""

from __future__ import annotations

from operator import attrgetter

from pnpkit.games.race.rules.effects import StandUntil
from pnpkit.value_class import field_names, value_class

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from typing import Any


@value_class(frozen=True)
class Waiting:
    """Standing until one of the pawns that were behind (``behind``) passes."""

    behind: tuple[int, ...]


Stand = StandUntil | Waiting | None


@value_class(frozen=True)
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

    def __init__(self, pos: int = 0, lane: str = "", step: int = 0, skip: int = 0, stand: Stand = None,
                 visits: tuple[tuple[str, int], ...] = (), ignore: int = 0, mods: tuple[tuple[int, int], ...] = (),
                 give: int = 0, extra: int = 0, exact: bool = False, finished: bool = False) -> None:
        self.__dict__.update(pos=pos, lane=lane, step=step, skip=skip, stand=stand, visits=visits, ignore=ignore,
                             mods=mods, give=give, extra=extra, exact=exact, finished=finished)

    def __hash__(self) -> int:
        return hash((self.pos, self.lane, self.step, self.skip, self.stand, self.visits, self.ignore,
                     self.mods, self.give, self.extra, self.exact, self.finished))

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return ((self.pos, self.lane, self.step, self.skip, self.stand, self.visits, self.ignore, self.mods,
                 self.give, self.extra, self.exact, self.finished)
                == (other.pos, other.lane, other.step, other.skip, other.stand, other.visits, other.ignore,
                    other.mods, other.give, other.extra, other.exact, other.finished))


@value_class(frozen=True)
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

    def __init__(self, pawns: tuple[Pawn, ...], to_move: int = 0, round: int = 1, collisions: bool = False,
                 exact_all: bool = False, curse_five: tuple[int, ...] = (), curse_five_all: bool = False,
                 curse_six: tuple[int, ...] = (), winners: tuple[int, ...] = (), over: bool = False) -> None:
        self.__dict__.update(pawns=pawns, to_move=to_move, round=round, collisions=collisions, exact_all=exact_all,
                             curse_five=curse_five, curse_five_all=curse_five_all, curse_six=curse_six,
                             winners=winners, over=over)

    def __hash__(self) -> int:
        return hash((self.pawns, self.to_move, self.round, self.collisions, self.exact_all, self.curse_five,
                     self.curse_five_all, self.curse_six, self.winners, self.over))

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return ((self.pawns, self.to_move, self.round, self.collisions, self.exact_all, self.curse_five,
                 self.curse_five_all, self.curse_six, self.winners, self.over)
                == (other.pawns, other.to_move, other.round, other.collisions, other.exact_all, other.curse_five,
                    other.curse_five_all, other.curse_six, other.winners, other.over))


def new_state(players: int) -> RaceState:
    """The start: every pawn on square 0 (the referee and the simulation ask for 1 or more)."""
    return RaceState(pawns=tuple(Pawn() for _ in range(players)))


_PAWN_FIELDS = field_names(Pawn)
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


@value_class(frozen=True)
class Event:
    kind: str
    seat: int
    args: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        return dict(self.args).get(key, default)

"""The race game's obstacle vocabulary: what a cell can do, as frozen data.

Cells carry tuples of these effects.  ``parse_effects`` turns the plain data of the
YAML files (one-key mappings such as ``{move: -8}`` or bare words such as
``go_to_start``) into them; the schema in :mod:`pnpkit.games.race.rules.extension` has
already checked that data, so parsing here trusts its shape.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Move:
    """Move the pawn by ``steps`` cells (negative: back)."""

    steps: int


@dataclass(frozen=True, slots=True)
class MoveRolled:
    """Move by the total of the roll that chose this effect, times ``sign`` (+1 / -1)."""

    sign: int


@dataclass(frozen=True, slots=True)
class GoTo:
    """Put the pawn on ``cell`` (0 is the start); ``resolve`` plays that cell's obstacle."""

    cell: int
    resolve: bool = False


@dataclass(frozen=True, slots=True)
class Arrow:
    """Follow the arrow printed on the board to ``to``."""

    to: int


@dataclass(frozen=True, slots=True)
class Skip:
    turns: int


@dataclass(frozen=True, slots=True)
class ExtraTurns:
    turns: int


@dataclass(frozen=True, slots=True)
class StandUntil:
    """Stand on the cell until a turn roll shows one of ``faces``; ``advance`` (if set)
    replaces the releasing roll's move by that many cells."""

    faces: tuple[int, ...]
    advance: int | None = None


@dataclass(frozen=True, slots=True)
class WaitToBeOvertaken:
    """Stand until another pawn passes you; if nobody is behind you, ``if_last`` instead."""

    if_last: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class RollRow:
    """Outcomes of a roll: ``values`` are faces (one die) or sums (several dice)."""

    values: tuple[int, ...]
    effects: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class Roll:
    """Roll ``dice`` dice now; a double (when ``double`` is given) wins over the rows."""

    dice: int
    rows: tuple[RollRow, ...]
    double: tuple[Any, ...] | None = None


@dataclass(frozen=True, slots=True)
class Visits:
    """Effects by how many times this pawn has visited cells of ``counter``: the
    first entry for the first visit, and so on; the last entry repeats."""

    counter: str
    nth: tuple[tuple[Any, ...], ...]


@dataclass(frozen=True, slots=True)
class IgnoreObstacles:
    count: int


@dataclass(frozen=True, slots=True)
class EnterLane:
    """Leave the main track for a side path (the forest, the escape route)."""

    lane: str


PLAYER_GROUPS = (
    "all", "others", "self_and_chosen", "chosen", "ahead_within", "farther_than",
    "nearest", "last", "first",
)


@dataclass(frozen=True, slots=True)
class ForPlayers:
    """Apply ``effects`` to a group of pawns chosen relative to the mover.

    ``distance`` is used by ``ahead_within`` and ``farther_than``; ``choice`` says whom
    a chooser would pick when the mover names a player: ``harm`` or ``help``.
    """

    who: str
    effects: tuple[Any, ...]
    distance: int = 0
    choice: str = "harm"


@dataclass(frozen=True, slots=True)
class ToLastPlayer:
    """Move to the cell of the pawn furthest behind (measured when the group effect began)."""


@dataclass(frozen=True, slots=True)
class RollModifier:
    """Change the next ``rolls`` turn rolls: ``face * times + add``."""

    add: int = 0
    times: int = 1
    rolls: int = 1


RULES = ("collisions", "curse_five", "curse_six", "exact_finish")


@dataclass(frozen=True, slots=True)
class Activate:
    """Switch on a rule that holds until the end of the game."""

    rule: str


@dataclass(frozen=True, slots=True)
class ToObstacleNearLeader:
    """Go to the obstacle closest to the leading pawn, or to ``if_first`` when you lead."""

    if_first: int


@dataclass(frozen=True, slots=True)
class GiveRolls:
    """Your next ``rolls`` turn rolls go to the other players (see the ``cell148`` switch)."""

    rolls: int


@dataclass(frozen=True, slots=True)
class Finish:
    """Straight to the finish."""


@dataclass(frozen=True, slots=True)
class RollOff:
    """Everyone rolls one die; the highest roll(s) move forward by what they rolled."""


@dataclass(frozen=True, slots=True)
class Switch:
    """Effects chosen by a house-rule switch (an ambiguity of the rules text)."""

    option: str
    cases: tuple[tuple[str, tuple[Any, ...]], ...]

    def effects_for(self, value: str) -> tuple[Any, ...]:
        for case, effects in self.cases:
            if case == value:
                return effects
        raise KeyError(f"switch {self.option}: no case {value!r}")


Effect = (
    Move | MoveRolled | GoTo | Arrow | Skip | ExtraTurns | StandUntil | WaitToBeOvertaken
    | Roll | Visits | IgnoreObstacles | EnterLane | ForPlayers | ToLastPlayer
    | RollModifier | Activate | ToObstacleNearLeader | GiveRolls | Finish | RollOff | Switch
)


# --- plain data -> effects -------------------------------------------------------------

def parse_effects(data: Sequence[Any] | None) -> tuple[Effect, ...]:
    return tuple(parse_effect(item) for item in (data or ()))


def _rows(rows: Sequence[Mapping[str, Any]]) -> tuple[RollRow, ...]:
    return tuple(RollRow(tuple(r["on"]), parse_effects(r.get("do"))) for r in rows)


def parse_effect(item: Any) -> Effect:
    if isinstance(item, str):
        op, arg = item, None
    else:
        ((op, arg),) = item.items()
    if op == "move":
        return Move(int(arg))
    if op == "move_rolled":
        return MoveRolled(int(arg))
    if op == "go_to":
        if isinstance(arg, int):
            return GoTo(arg)
        return GoTo(int(arg["cell"]), bool(arg.get("resolve", False)))
    if op == "go_to_start":
        return GoTo(0)
    if op == "arrow":
        return Arrow(int(arg))
    if op == "skip":
        return Skip(int(arg))
    if op == "extra_turns":
        return ExtraTurns(int(arg))
    if op == "stand_until":
        return StandUntil(tuple(arg["faces"]), arg.get("advance"))
    if op == "wait_overtaken":
        return WaitToBeOvertaken(parse_effects(arg["if_last"]))
    if op == "roll":
        double = arg.get("double")
        return Roll(int(arg.get("dice", 1)), _rows(arg.get("rows", ())),
                    parse_effects(double) if double is not None else None)
    if op == "visits":
        return Visits(arg["counter"], tuple(parse_effects(n) for n in arg["nth"]))
    if op == "ignore_obstacles":
        return IgnoreObstacles(int(arg))
    if op == "enter_lane":
        return EnterLane(str(arg))
    if op == "players":
        return ForPlayers(arg["who"], parse_effects(arg["do"]), int(arg.get("distance", 0)),
                          arg.get("choice", "harm"))
    if op == "to_last_player":
        return ToLastPlayer()
    if op == "roll_modifier":
        return RollModifier(int(arg.get("add", 0)), int(arg.get("times", 1)), int(arg.get("rolls", 1)))
    if op == "activate":
        return Activate(str(arg))
    if op == "to_obstacle_near_leader":
        return ToObstacleNearLeader(int(arg["if_first"]))
    if op == "give_rolls":
        return GiveRolls(int(arg))
    if op == "finish":
        return Finish()
    if op == "roll_off":
        return RollOff()
    if op == "switch":
        return Switch(arg["option"], tuple((str(k), parse_effects(v)) for k, v in arg["cases"].items()))
    raise ValueError(f"unknown race effect {op!r}")


def walk(effects: Sequence[Effect]):
    """Every effect, nested ones included (for checks and for the printed legend)."""
    for effect in effects:
        yield effect
        if isinstance(effect, Roll):
            for row in effect.rows:
                yield from walk(row.effects)
            if effect.double:
                yield from walk(effect.double)
        elif isinstance(effect, Visits):
            for nth in effect.nth:
                yield from walk(nth)
        elif isinstance(effect, ForPlayers):
            yield from walk(effect.effects)
        elif isinstance(effect, WaitToBeOvertaken):
            yield from walk(effect.if_last)
        elif isinstance(effect, Switch):
            for _, case in effect.cases:
                yield from walk(case)

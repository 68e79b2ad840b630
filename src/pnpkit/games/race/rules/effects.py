"""The race game's obstacle vocabulary: what a cell can do, as frozen data.

Cells carry tuples of these effects.  ``parse_effects`` turns the plain data of the
YAML files (one-key mappings such as ``{move: -8}`` or bare words such as
``go_to_start``) into them; the schema in :mod:`pnpkit.games.race.rules.extension` has
already checked that data, so parsing here trusts its shape.  The effects are value
classes (pnpkit.value_class): a one-shot ``referee turn`` imports no dataclasses.
"""

from __future__ import annotations

from pnpkit.value_class import value_class

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any


def _effect(name: str, doc: str, *fields: str) -> type:
    """A frozen effect class whose ``fields`` are plain values (numbers, texts)."""
    made = type(name, (), {"__module__": __name__, "__qualname__": name, "__doc__": doc,  # pickled by name
                           "__annotations__": dict.fromkeys(fields, "Any")})
    return value_class(made, frozen=True)


# the effects that are a word and at most one value
Move = _effect("Move", "Move the pawn by ``steps`` cells (negative: back).", "steps")
MoveRolled = _effect("MoveRolled", "Move by the total of the roll that chose this effect, times ``sign`` (+1 / -1).", "sign")
Arrow = _effect("Arrow", "Follow the arrow printed on the board to ``to``.", "to")
Skip = _effect("Skip", "Miss ``turns`` turns.", "turns")
ExtraTurns = _effect("ExtraTurns", "Play ``turns`` more turns at once.", "turns")
IgnoreObstacles = _effect("IgnoreObstacles", "Pass over the next ``count`` obstacles as plain cells.", "count")
EnterLane = _effect("EnterLane", "Leave the main track for a side path (the forest, the escape route).", "lane")
Activate = _effect("Activate", "Switch on a rule that holds until the end of the game.", "rule")
ToObstacleNearLeader = _effect("ToObstacleNearLeader", "Go to the obstacle closest to the leading pawn, or to ``if_first`` when you lead.", "if_first")
GiveRolls = _effect("GiveRolls", "Your next ``rolls`` turn rolls go to the other players (see the ``cell148`` switch).", "rolls")
ToLastPlayer = _effect("ToLastPlayer", "Move to the cell of the pawn furthest behind (measured when the group effect began).")
Finish = _effect("Finish", "Straight to the finish.")
RollOff = _effect("RollOff", "Everyone rolls one die; the highest roll(s) move forward by what they rolled.")


@value_class(frozen=True)
class GoTo:
    """Put the pawn on ``cell`` (0 is the start); ``resolve`` plays that cell's obstacle."""

    cell: int
    resolve: bool = False


@value_class(frozen=True)
class StandUntil:
    """Stand on the cell until a turn roll shows one of ``faces``; ``advance`` (if set)
    replaces the releasing roll's move by that many cells."""

    faces: tuple[int, ...]
    advance: int | None = None


@value_class(frozen=True)
class WaitToBeOvertaken:
    """Stand until another pawn passes you; if nobody is behind you, ``if_last`` instead."""

    if_last: tuple[Any, ...]


@value_class(frozen=True)
class RollRow:
    """Outcomes of a roll: ``values`` are faces (one die) or sums (several dice)."""

    values: tuple[int, ...]
    effects: tuple[Any, ...]


@value_class(frozen=True)
class Roll:
    """Roll ``dice`` dice now; a double (when ``double`` is given) wins over the rows."""

    dice: int
    rows: tuple[RollRow, ...]
    double: tuple[Any, ...] | None = None


@value_class(frozen=True)
class Visits:
    """Effects by how many times this pawn has visited cells of ``counter``: the
    first entry for the first visit, and so on; the last entry repeats."""

    counter: str
    nth: tuple[tuple[Any, ...], ...]


PLAYER_GROUPS = ("all", "others", "self_and_chosen", "chosen", "ahead_within", "farther_than",
                 "nearest", "last", "first")


@value_class(frozen=True)
class ForPlayers:
    """Apply ``effects`` to a group of pawns chosen relative to the mover.

    ``distance`` is used by ``ahead_within`` and ``farther_than``; ``choice`` says whom
    a chooser would pick when the mover names a player: ``harm`` or ``help``.
    """

    who: str
    effects: tuple[Any, ...]
    distance: int = 0
    choice: str = "harm"


@value_class(frozen=True)
class RollModifier:
    """Change the next ``rolls`` turn rolls: ``face * times + add``."""

    add: int = 0
    times: int = 1
    rolls: int = 1


RULES = ("collisions", "curse_five", "curse_six", "exact_finish")


@value_class(frozen=True)
class Switch:
    """Effects chosen by a house-rule switch (an ambiguity of the rules text)."""

    option: str
    cases: tuple[tuple[str, tuple[Any, ...]], ...]

    def effects_for(self, value: str) -> tuple[Any, ...]:
        """The case of ``value`` (the race data's check, E307, makes one for each value)."""
        return dict(self.cases)[value]


Effect = (
    Move | MoveRolled | GoTo | Arrow | Skip | ExtraTurns | StandUntil | WaitToBeOvertaken
    | Roll | Visits | IgnoreObstacles | EnterLane | ForPlayers | ToLastPlayer
    | RollModifier | Activate | ToObstacleNearLeader | GiveRolls | Finish | RollOff | Switch
)


# --- plain data -> effects -------------------------------------------------------------

def parse_effects(data: Sequence[Any] | None) -> tuple[Effect, ...]:
    return tuple(parse_effect(item) for item in (data or ()))


#: the effects written as one word with one whole number (``{skip: 2}``) or text
_NUMBERED = {"move": Move, "move_rolled": MoveRolled, "arrow": Arrow, "skip": Skip,
             "extra_turns": ExtraTurns, "ignore_obstacles": IgnoreObstacles, "give_rolls": GiveRolls}
_NAMED = {"enter_lane": EnterLane, "activate": Activate}
#: the effects written as a bare word
_BARE = {"go_to_start": GoTo(0), "to_last_player": ToLastPlayer(), "finish": Finish(), "roll_off": RollOff()}
#: the effects with a mapping of their own
_STRUCTURED = {
    "go_to": lambda a: GoTo(a) if isinstance(a, int) else GoTo(int(a["cell"]), bool(a.get("resolve", False))),
    "stand_until": lambda a: StandUntil(tuple(a["faces"]), a.get("advance")),
    "wait_overtaken": lambda a: WaitToBeOvertaken(parse_effects(a["if_last"])),
    "roll": lambda a: Roll(int(a.get("dice", 1)),
                           tuple(RollRow(tuple(r["on"]), parse_effects(r.get("do")))
                                 for r in a.get("rows", ())),
                           parse_effects(a["double"]) if a.get("double") is not None else None),
    "visits": lambda a: Visits(a["counter"], tuple(parse_effects(n) for n in a["nth"])),
    "players": lambda a: ForPlayers(a["who"], parse_effects(a["do"]), int(a.get("distance", 0)),
                                    a.get("choice", "harm")),
    "roll_modifier": lambda a: RollModifier(int(a.get("add", 0)), int(a.get("times", 1)), int(a.get("rolls", 1))),
    "to_obstacle_near_leader": lambda a: ToObstacleNearLeader(int(a["if_first"])),
    "switch": lambda a: Switch(a["option"], tuple((str(k), parse_effects(v)) for k, v in a["cases"].items())),
}


def parse_effect(item: Any) -> Effect:
    if isinstance(item, str):
        op, arg = item, None
    else:
        ((op, arg),) = item.items()
    if op in _NUMBERED:
        return _NUMBERED[op](int(arg))
    if op in _NAMED:
        return _NAMED[op](str(arg))
    if op in _BARE:
        return _BARE[op]
    if op in _STRUCTURED:
        return _STRUCTURED[op](arg)
    raise ValueError(f"unknown race effect {op!r}")


#: the effects an effect holds, in the order it lists them (for :func:`walk`)
_NESTED = {
    Roll: lambda e: [*(x for row in e.rows for x in row.effects), *(e.double or ())],
    Visits: lambda e: [x for nth in e.nth for x in nth],
    ForPlayers: lambda e: e.effects,
    WaitToBeOvertaken: lambda e: e.if_last,
    Switch: lambda e: [x for _, case in e.cases for x in case],
}


def walk(effects: Sequence[Effect]):
    """Every effect, nested ones included (for checks and for the printed legend)."""
    for effect in effects:
        yield effect
        if (nested := _NESTED.get(type(effect))) is not None:
            yield from walk(nested(effect))

"""The race track: numbered cells with obstacles, side paths (lanes) and the switches
that settle what the rules text leaves open."""

from __future__ import annotations

from pnpkit.games.race.rules.effects import Effect, parse_effects
from pnpkit.games.race.rules.place_words import (
    SWITCHES,  # defined beside their words, kept importable here
)
from pnpkit.value_class import Factory, field_names, value_class

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from typing import Any

LAST_CELL = 148


@value_class(frozen=True)
class Lane:
    """A side path: it leaves the track at ``entry`` and comes back at ``rejoin``.

    A pawn in a lane stands on step 1..length; step 0 is the entry cell itself.
    ``marks`` maps a step to the effects printed on it; ``on_exit`` runs when the pawn
    comes back to the main track.
    """

    id: str
    entry: int
    length: int
    rejoin: int
    marks: Mapping[int, tuple[Effect, ...]] = Factory(dict)
    on_exit: tuple[Effect, ...] = ()


@value_class(frozen=True)
class Track:
    cells: tuple[tuple[Effect, ...], ...]  # index = cell number, 0 = start
    lanes: Mapping[str, Lane] = Factory(dict)
    counters: Mapping[int, str] = Factory(dict)  # cell -> storyline counter

    @property
    def last_cell(self) -> int:
        return len(self.cells) - 1

    @property
    def finish(self) -> int:
        """The finish line lies one step past the last numbered cell."""
        return len(self.cells)

    def effects_at(self, cell: int) -> tuple[Effect, ...]:
        return self.cells[cell] if 0 <= cell < len(self.cells) else ()

    @property
    def obstacles(self) -> tuple[int, ...]:
        return tuple(n for n, effects in enumerate(self.cells) if effects)


@value_class(frozen=True)
class Options:
    """House-rule switches; each default is the reading the rules sheet prints."""

    release_moves: bool = True
    chain: bool = False
    cell137: str = "first_five_is_three"
    exact_finish: str = "everyone"
    cell148: str = "taken"
    curse_five: str = "lander"
    collision_ties: str = "reroll"

    def __init__(self, release_moves: bool = True, chain: bool = False, cell137: str = "first_five_is_three",
                 exact_finish: str = "everyone", cell148: str = "taken", curse_five: str = "lander",
                 collision_ties: str = "reroll") -> None:
        self.__dict__.update(release_moves=release_moves, chain=chain, cell137=cell137, exact_finish=exact_finish,
                             cell148=cell148, curse_five=curse_five, collision_ties=collision_ties)
        for name, value in self.__dict__.items():
            if value not in SWITCHES[name]:
                allowed = ", ".join(str(v) for v in SWITCHES[name])
                raise ValueError(f"switch {name}: {value!r} is not one of {allowed}")

    def as_dict(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in field_names(Options)}

    @classmethod
    def from_values(cls, values: Mapping[str, Any]) -> Options:
        unknown = sorted(set(values) - set(SWITCHES))
        if unknown:
            raise ValueError(f"unknown switch(es): {', '.join(unknown)}")
        return cls(**dict(values))


def track_from_data(cells: Mapping[int, Sequence[Any]], lanes: Sequence[Mapping[str, Any]] = (),
                    last_cell: int = LAST_CELL) -> Track:
    """Build a track from plain data: ``cells`` maps a number to its effect list."""
    table = [()] * (last_cell + 1)
    counters: dict[int, str] = {}
    for number, data in cells.items():
        table[number] = effects = parse_effects(data)
        counters.update((number, e.counter) for e in effects if getattr(e, "counter", None))
    lane_map = {
        lane["id"]: Lane(
            id=lane["id"], entry=int(lane["entry"]), length=int(lane["length"]),
            rejoin=int(lane["rejoin"]),
            marks={int(k): parse_effects(v) for k, v in (lane.get("marks") or {}).items()},
            on_exit=parse_effects(lane.get("on_exit")),
        )
        for lane in lanes
    }
    return Track(tuple(table), lane_map, counters)

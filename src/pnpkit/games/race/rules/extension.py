"""How the race plugs into the common data schema: its effect vocabulary and checks.

Effects are one-key mappings (``{move: -8}``) or bare words (``go_to_start``); see
:mod:`pnpkit.games.race.rules.effects` for what each does.
"""

from __future__ import annotations

from pnpkit.games.race.rules.effects import (
    PLAYER_GROUPS,
    RULES,
    Arrow,
    EnterLane,
    GoTo,
    Switch,
    walk,
)
from pnpkit.games.race.rules.track import SWITCHES, Options
from pnpkit.model.diagnostics import Diagnostic, Source
from pnpkit.model.extension import GameExtension
from pnpkit.model.game import Game
from pnpkit.model.schema import (
    AnyValue,
    Bool,
    Enum,
    Int,
    Lazy,
    ListOf,
    Map,
    MapOf,
    OneOf,
    Str,
    Tagged,
)

CELL = Int(min=0, max=1000)


def _effect() -> Tagged:
    effects = ListOf(Lazy(_effect, "a race effect"))
    return Tagged({
        "move": Int(min=-1000, max=1000),
        "move_rolled": Enum(1, -1),
        "go_to": OneOf((int, CELL), (dict, Map({"cell": CELL, "resolve": Bool()}, required=("cell",),
                                                name="a go_to target"))),
        "go_to_start": None,
        "arrow": CELL,
        "skip": Int(min=1, max=50),
        "extra_turns": Int(min=1, max=10),
        "stand_until": Map({"faces": ListOf(Int(min=1, max=6), min_len=1, max_len=5),
                            "advance": Int(min=0, max=36)}, required=("faces",),
                           name="a stand-until condition"),
        "wait_overtaken": Map({"if_last": effects}, required=("if_last",), name="a wait condition"),
        "roll": Map({
            "dice": Int(min=1, max=6),
            "rows": ListOf(Map({"on": ListOf(Int(min=1, max=36), min_len=1), "do": effects},
                               required=("on", "do"), name="a roll outcome"), min_len=1),
            "double": effects,
        }, required=("rows",), name="a roll table"),
        "visits": Map({"counter": Str(pattern=r"^[a-z][a-z0-9_-]*$"),
                       "nth": ListOf(effects, min_len=1)}, required=("counter", "nth"),
                      name="a storyline by visits"),
        "ignore_obstacles": Int(min=1, max=50),
        "enter_lane": Str(pattern=r"^[a-z][a-z0-9_-]*$"),
        "players": Map({"who": Enum(*PLAYER_GROUPS), "distance": Int(min=0, max=1000),
                        "choice": Enum("harm", "help"), "do": effects},
                       required=("who", "do"), name="a group of players"),
        "to_last_player": None,
        "roll_modifier": Map({"add": Int(min=-6, max=12), "times": Int(min=1, max=3),
                              "rolls": Int(min=1, max=6)}, name="a roll modifier"),
        "activate": Enum(*RULES),
        "to_obstacle_near_leader": Map({"if_first": CELL}, required=("if_first",),
                                       name="a fallback cell"),
        "give_rolls": Int(min=1, max=6),
        "finish": None,
        "roll_off": None,
        "switch": Map({"option": Enum(*SWITCHES), "cases": MapOf(Str(min_len=1), effects)},
                      required=("option", "cases"), name="a house-rule switch"),
    }, name="race effect")


EFFECTS = ListOf(_effect())
FIELD_ATTRS = Map({"on_exit": EFFECTS, "icon": Str(max_len=40), "story": Str(max_len=60)},
                  name="race cell attributes")


def _check(game: Game) -> list[Diagnostic]:
    from pnpkit.games.race.rules.from_game import cells_and_lanes, race_from_game
    from pnpkit.games.race.rules.place_words import TRACK_BOARD

    out: list[Diagnostic] = []
    numbers: dict[int, Source] = {}
    for f in game.fields_of(TRACK_BOARD):
        if f.number is None:
            continue
        if f.number in numbers:
            out.append(Diagnostic("E301", f"{f.id}: cell number {f.number} is used twice "
                                  f"(first at {numbers[f.number]})", f.source))
        numbers[f.number] = f.source
    if numbers:
        missing = sorted(set(range(max(numbers) + 1)) - set(numbers))
        if missing:
            out.append(Diagnostic("E302", f"the track has no cell(s) {missing[:10]}", game.source))
    # a side path not linked both ways cannot be built: said here, not as the build's TypeError
    unlinked = [Diagnostic("E304", f"side path '{lane['id']}' needs an edge from the track into "
                           "its first field and one from its last field back", game.source)
                for lane in cells_and_lanes(game)[1] if None in (lane["entry"], lane["rejoin"])]
    if unlinked:
        return out + unlinked
    try:
        race = race_from_game(game)
    except (KeyError, TypeError, ValueError) as exc:
        return out + [Diagnostic("E303", f"the race data cannot be built: {exc}", game.source)]
    track = race.track
    lanes = set(track.lanes)
    for f in game.fields:
        for e in walk(track.effects_at(f.number) if f.board == TRACK_BOARD and f.number is not None else ()):
            if isinstance(e, EnterLane) and e.lane not in lanes:
                out.append(Diagnostic("E305", f"{f.id}: no side path '{e.lane}' (a board with that id)",
                                      f.source))
            if isinstance(e, (GoTo, Arrow)):
                target = e.cell if isinstance(e, GoTo) else e.to
                if not 0 <= target <= track.last_cell:
                    out.append(Diagnostic("E306", f"{f.id}: cell {target} is not on the track", f.source))
            if isinstance(e, Switch):
                cases = {c for c, _ in e.cases}
                wanted = {str(v) for v in SWITCHES[e.option]}
                if cases != wanted:
                    out.append(Diagnostic("E307", f"{f.id}: switch '{e.option}' must have the cases "
                                          f"{sorted(wanted)}, has {sorted(cases)}", f.source))
    for preset in game.presets:
        try:
            Options.from_values(preset.values)
        except (TypeError, ValueError) as exc:
            out.append(Diagnostic("E308", f"{preset.id}: {exc}", preset.source))
    return out


EXTENSION = GameExtension(
    effects=EFFECTS,
    attrs={"fields": FIELD_ATTRS},
    extra=MapOf(Str(), AnyValue()),
    checks=(_check,),
)

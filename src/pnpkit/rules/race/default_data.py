"""The obstacles of seed 004 as plain data, in the same shape as content/race/*.yaml.

Kept in code so that the pure engine and its tests run without the YAML reader; a
test checks that the shipped YAML says exactly the same.
"""

from __future__ import annotations

from pnpkit.rules.race.track import Track, track_from_data

ROCKY = {"visits": {"counter": "rocky", "nth": [
    [{"roll": {"rows": [{"on": [1, 3, 5], "do": [{"move": 3}]},
                        {"on": [2, 4, 6], "do": [{"move": -3}]}]}}],
    [{"roll": {"rows": [{"on": [1, 3, 5], "do": [{"move": 25}]},
                        {"on": [2, 4, 6], "do": ["go_to_start"]}]}}],
    ["go_to_start"],
]}}

CELL137_ROWS = {
    "one": {"on": [1], "do": [{"roll_modifier": {"add": 1, "rolls": 3}}]},
    "two": {"on": [2], "do": [{"roll_modifier": {"times": 2, "rolls": 1}}]},
    "four": {"on": [4], "do": [{"players": {"who": "others", "do": [{"move": -4}]}}]},
    "six": {"on": [6], "do": ["go_to_start"]},
    "extra": [{"extra_turns": 3}],
    "bonus": [{"roll_modifier": {"add": 5, "rolls": 1}}],
}


def _cell137() -> dict:
    r = CELL137_ROWS

    def table(three, five):
        rows = [r["one"], r["two"], r["four"], r["six"]]
        if three is not None:
            rows.append({"on": [3], "do": three})
        rows.append({"on": [5], "do": five})
        return [{"roll": {"rows": rows}}]

    return {"switch": {"option": "cell137", "cases": {
        "first_five_is_three": table(r["extra"], r["bonus"]),
        "first_five": table(None, r["extra"]),
        "second_five": table(None, r["bonus"]),
    }}}


CELLS: dict[int, list] = {
    4: [{"roll": {"rows": [{"on": [1, 2, 3], "do": [{"move_rolled": -1}]},
                           {"on": [4, 5, 6], "do": [{"move_rolled": 1}]}]}}],
    9: ["go_to_start", {"skip": 2}],
    12: [{"stand_until": {"faces": [1, 6]}}],
    15: [ROCKY],
    17: ["go_to_start", {"ignore_obstacles": 5}],
    19: [{"enter_lane": "forest"}],
    22: [ROCKY],
    25: [{"players": {"who": "all", "do": ["to_last_player"]}}],
    27: [ROCKY],
    32: [{"stand_until": {"faces": [6], "advance": 1}}],
    34: [{"skip": 4}],
    39: [{"roll": {"rows": [{"on": [3, 5], "do": [{"move_rolled": 1}]},
                            {"on": [1, 2, 4, 6], "do": [{"skip": 1}]}]}}],
    43: ["roll_off"],
    45: [{"roll": {"rows": [
        {"on": [1], "do": [{"go_to": {"cell": 49, "resolve": True}}]},
        {"on": [2], "do": [{"go_to": {"cell": 56, "resolve": True}}]},
        {"on": [3], "do": [{"go_to": {"cell": 81, "resolve": True}}]},
        {"on": [4], "do": [{"go_to": {"cell": 88, "resolve": True}}]},
        {"on": [5], "do": [{"go_to": {"cell": 93, "resolve": True}}]},
        {"on": [6], "do": [{"go_to": {"cell": 100, "resolve": True}}]},
    ]}}],
    49: [{"roll": {"rows": [{"on": [4], "do": [{"arrow": 57}]},
                            {"on": [1, 2, 3, 5, 6], "do": [{"skip": 1}]}]}}],
    51: [{"players": {"who": "self_and_chosen", "do": [{"move": -10}]}}],
    54: [{"players": {"who": "ahead_within", "distance": 15, "do": [{"move": -15}, {"skip": 1}]}}],
    56: [{"move": -8}],
    61: [{"activate": "collisions"}],
    66: [{"activate": "curse_five"}],
    71: [{"activate": "curse_six"}],
    75: [{"roll": {"rows": [{"on": [1, 2, 3], "do": [{"move_rolled": 1}]},
                            {"on": [4], "do": [{"skip": 4}]},
                            {"on": [5], "do": [{"skip": 5}]},
                            {"on": [6], "do": [{"skip": 6}]}]}}],
    78: [{"players": {"who": "nearest", "do": [{"skip": 1}]}}],
    81: [{"move": -40}],
    85: [{"roll": {"dice": 2, "double": [{"extra_turns": 1}],
                   "rows": [{"on": list(range(2, 13)), "do": [{"skip": 1}]}]}}],
    88: [{"enter_lane": "escape"}],
    93: [{"roll_modifier": {"add": -1, "rolls": 3}},
         {"players": {"who": "chosen", "choice": "help",
                      "do": [{"roll_modifier": {"add": 1, "rolls": 3}}]}}],
    97: [{"roll": {"dice": 4, "rows": [{"on": list(range(4, 21)), "do": [{"skip": 1}]},
                                       {"on": [21], "do": [{"extra_turns": 1}]},
                                       {"on": [22, 23, 24], "do": [{"skip": 2}]}]}}],
    100: [{"roll": {"rows": [{"on": [3, 4], "do": [{"roll_modifier": {"add": 4}}]},
                             {"on": [1, 2, 5, 6], "do": [{"roll_modifier": {"add": 1}}]}]}}],
    101: [{"wait_overtaken": {"if_last": [{"move": -25}, {"skip": 1}]}}],
    105: [{"players": {"who": "self_and_chosen", "do": [{"move": -10}]}}],
    107: [{"stand_until": {"faces": [2, 3, 6]}}],
    112: [{"stand_until": {"faces": [5, 6]}}],
    115: [{"players": {"who": "self_and_chosen", "do": ["to_last_player"]}}],
    118: [{"roll": {"dice": 5, "rows": [{"on": list(range(5, 31)), "do": [{"move_rolled": -1}]}]}}],
    121: [{"to_obstacle_near_leader": {"if_first": 118}}],
    126: [{"move": 7}],
    129: [{"activate": "exact_finish"}],
    132: [{"stand_until": {"faces": [1, 2, 5, 6]}}],
    133: [{"players": {"who": "farther_than", "distance": 10, "choice": "help",
                       "do": [{"move": 10}, {"roll_modifier": {"add": 2, "rolls": 2}}]}}],
    137: [_cell137()],
    140: [{"roll": {"rows": [{"on": [1], "do": [{"skip": 1}]},
                             {"on": [2], "do": [{"skip": 2}]},
                             {"on": [3], "do": [{"skip": 3}]},
                             {"on": [4, 5, 6], "do": ["finish"]}]}}],
    143: [{"roll": {"rows": [{"on": [1, 2, 3, 4, 5], "do": [{"skip": 1}]},
                             {"on": [6], "do": [{"skip": 6}]}]}}],
    146: [{"players": {"who": "last", "choice": "help", "do": [{"move": 5}]}},
          {"players": {"who": "first", "do": [{"move": -5}]}}],
    148: [{"give_rolls": 2}],
}

LANES: list[dict] = [
    {"id": "forest", "entry": 19, "length": 5, "rejoin": 20, "on_exit": [{"skip": 1}]},
    {"id": "escape", "entry": 88, "length": 5, "rejoin": 94,
     "marks": {2: [{"players": {"who": "all", "do": [{"move": -5}]}}],
               5: [{"skip": 3}]}},
]


def default_track() -> Track:
    return track_from_data(CELLS, LANES)

"""One test per obstacle: put a pawn just before it, script the dice, check the result."""

from dataclasses import replace

import pytest

from pnpkit.games.race.race_data import load_race
from pnpkit.games.race.rules import Options, ScriptedDice, new_state, place, play_turn
from pnpkit.games.race.rules.effects import StandUntil
from pnpkit.games.race.rules.state import Waiting

TRACK = load_race().track  # content/race, as the referee reads it
TESTED: set[int] = set()


def covers(*cells):
    def mark(fn):
        TESTED.update(cells)
        return fn
    return mark


DEFAULT = Options()


def turn(state, faces, options=DEFAULT, chooser=None):
    dice = ScriptedDice(faces)
    kwargs = {"chooser": chooser} if chooser else {}
    new, events = play_turn(state, TRACK, options, dice, **kwargs)
    assert dice.remaining == 0, "the turn used fewer dice than scripted"
    return new, events


def solo(cell, **changes):
    return place(new_state(1), 0, cell, **changes)


def table(*cells, mover=0):
    state = new_state(len(cells))
    for seat, cell in enumerate(cells):
        state = place(state, seat, cell)
    return replace(state, to_move=mover)


def kinds(events):
    return [e.kind for e in events]


@covers(4)
@pytest.mark.parametrize("face,expected", [(1, 3), (3, 1), (4, 8), (6, 10)])
def test_4_back_or_forward_by_the_roll(face, expected):
    state, _ = turn(solo(2), [2, face])
    assert state.pawns[0].pos == expected


@covers(9)
def test_9_start_and_two_missed_turns():
    state, _ = turn(solo(5), [4])
    assert (state.pawns[0].pos, state.pawns[0].skip) == (0, 2)
    state, events = turn(state, [])
    assert "skip_turn" in kinds(events) and state.pawns[0].skip == 1


@covers(12)
def test_12_stand_until_one_or_six():
    state, _ = turn(solo(10), [2])
    assert state.pawns[0].stand == StandUntil((1, 6))
    state, _ = turn(state, [3])
    assert state.pawns[0].pos == 12
    state, _ = turn(state, [6])  # released and moved by the releasing roll
    assert state.pawns[0].pos == 18 and state.pawns[0].stand is None


@covers(12)
def test_release_moves_switch_off_keeps_the_pawn():
    state, _ = turn(solo(10), [2])
    state, _ = turn(state, [1], Options(release_moves=False))
    assert state.pawns[0].pos == 12 and state.pawns[0].stand is None


@covers(15, 22, 27)
def test_rocky_storyline_first_second_third_visit():
    state, _ = turn(solo(13), [2, 1])        # first visit, odd: +3
    assert state.pawns[0].pos == 18
    state, _ = turn(state, [4, 5])           # 22, second visit, odd: +25
    assert state.pawns[0].pos == 47
    state = place(state, 0, 25)
    state, _ = turn(state, [2])              # 27, third visit: start
    assert state.pawns[0].pos == 0


@covers(15, 22)
def test_rocky_even_rolls():
    state, _ = turn(solo(20), [2, 2])        # 22 first visit, even: -3
    assert state.pawns[0].pos == 19          # 19 reached by an obstacle: no chaining
    assert state.pawns[0].lane == ""
    state = place(state, 0, 11)
    state, _ = turn(state, [4, 6])           # 15 second visit, even: start
    assert state.pawns[0].pos == 0


@covers(17)
def test_17_start_then_five_obstacles_ignored():
    state, _ = turn(solo(14), [3])
    assert (state.pawns[0].pos, state.pawns[0].ignore) == (0, 5)
    state, events = turn(state, [4])         # cell 4 ignored
    assert state.pawns[0].pos == 4 and "ignored" in kinds(events)
    assert state.pawns[0].ignore == 4


@covers(19)
def test_19_forest_detour_then_a_missed_turn():
    state, _ = turn(solo(16), [3])
    p = state.pawns[0]
    assert (p.pos, p.lane, p.step) == (19, "forest", 0)
    state, _ = turn(state, [4])
    assert (state.pawns[0].lane, state.pawns[0].step) == ("forest", 4)
    state, events = turn(state, [3])         # 1 step to the end of the path, then 20, 21
    p = state.pawns[0]
    assert (p.pos, p.lane, p.skip) == (21, "", 1)
    assert "lane_exit" in kinds(events)


@covers(25)
def test_25_everyone_joins_the_last_pawn():
    state, _ = turn(table(21, 40, 7), [4])
    assert [p.pos for p in state.pawns] == [7, 7, 7]


@covers(32)
def test_32_stand_until_six_then_only_one_cell():
    state, _ = turn(solo(30), [2])
    state, _ = turn(state, [5])
    assert state.pawns[0].pos == 32
    state, _ = turn(state, [6])
    assert state.pawns[0].pos == 33


@covers(34)
def test_34_four_missed_turns():
    state, _ = turn(solo(30), [4])
    assert state.pawns[0].skip == 4


@covers(39)
@pytest.mark.parametrize("face,pos,skip", [(3, 42, 0), (5, 44, 0), (1, 39, 1), (6, 39, 1)])
def test_39_three_or_five_forward_else_miss_a_turn(face, pos, skip):
    state, _ = turn(solo(37), [2, face])
    assert (state.pawns[0].pos, state.pawns[0].skip) == (pos, skip)


@covers(43)
def test_43_everyone_rolls_highest_moves():
    state, _ = turn(table(41, 10, 20), [2, 3, 5, 5])
    assert [p.pos for p in state.pawns] == [43, 15, 25]


@covers(45)
@pytest.mark.parametrize("face,cell", [(1, 49), (2, 56), (3, 81), (4, 88), (5, 93), (6, 100)])
def test_45_crossroads_sends_to_a_storyline(face, cell):
    state = solo(43)
    state, events = turn(state, [2, face] + {49: [1], 56: [], 81: [], 88: [], 93: [], 100: [3]}[cell])
    obstacles = [e.get("cell") for e in events if e.kind == "obstacle"]
    assert obstacles == [45, cell]


@covers(49)
def test_49_arrow_on_four_else_miss_a_turn():
    state, _ = turn(solo(47), [2, 4])
    assert state.pawns[0].pos == 57
    state, _ = turn(solo(47), [2, 2])
    assert (state.pawns[0].pos, state.pawns[0].skip) == (49, 1)


@covers(51, 105)
@pytest.mark.parametrize("cell", [51, 105])
def test_51_105_you_and_a_chosen_player_back_ten(cell):
    state, events = turn(table(cell - 3, 30, 60), [3])
    assert [p.pos for p in state.pawns] == [cell - 10, 30, 50]  # the policy picks the leader
    state, _ = turn(table(cell - 3, 30, 60), [3], chooser=lambda t, m, c, p: 1)
    assert [p.pos for p in state.pawns] == [cell - 10, 20, 60]


@covers(54)
def test_54_players_up_to_15_ahead_back_15_and_miss_a_turn():
    state, _ = turn(table(50, 60, 69, 70, 54), [4])
    assert [p.pos for p in state.pawns] == [54, 45, 54, 70, 54]
    assert [p.skip for p in state.pawns] == [0, 1, 1, 0, 0]


@covers(56)
def test_56_back_eight():
    state, _ = turn(solo(53), [3])
    assert state.pawns[0].pos == 48


@covers(61)
def test_61_collisions_for_the_rest_of_the_game():
    state, _ = turn(table(58, 30), [3])
    assert state.collisions
    state = place(state, 1, 57)
    state, events = turn(state, [4, 2, 5])   # seat 1 lands on 61 with seat 0: rolls 2 vs 5
    assert [p.pos for p in state.pawns] == [61, 60]
    assert any(e.kind == "collision" and e.get("loser") == 1 for e in events)


@covers(66)
def test_66_your_five_sends_others_forward_and_you_back():
    state, _ = turn(table(63, 10), [3])
    assert state.curse_five == (0,)
    state = replace(state, to_move=0)
    state, _ = turn(state, [5])
    assert [p.pos for p in state.pawns] == [61, 15] and state.pawns[0].skip == 1


@covers(71)
def test_71_others_sixes_push_you_back():
    state, _ = turn(table(67, 10), [4])
    assert state.curse_six == (0,)
    state = replace(state, to_move=1)
    state, _ = turn(state, [6])
    assert [p.pos for p in state.pawns] == [65, 16]


@covers(75)
@pytest.mark.parametrize("face,pos,skip", [(2, 77, 0), (3, 78, 0), (4, 75, 4), (6, 75, 6)])
def test_75_forward_one_to_three_or_stand(face, pos, skip):
    state, _ = turn(solo(73), [2, face])
    assert (state.pawns[0].pos, state.pawns[0].skip) == (pos, skip)


@covers(78)
def test_78_nearest_player_misses_a_turn():
    state, _ = turn(table(74, 69, 90, 86), [4])
    assert [p.skip for p in state.pawns] == [0, 0, 0, 1]


@covers(81)
def test_81_back_forty():
    state, _ = turn(solo(79), [2])
    assert state.pawns[0].pos == 41


@covers(85)
def test_85_double_gives_another_turn_else_miss_one():
    state, events = turn(solo(83), [2, 3, 3, 1])  # double 3s: extra turn rolls 1 -> 86
    assert state.pawns[0].pos == 86 and "extra_turn" in kinds(events)
    state, _ = turn(solo(83), [2, 3, 4])
    assert (state.pawns[0].pos, state.pawns[0].skip) == (85, 1)


@covers(88)
def test_88_escape_path_with_its_marks():
    state, _ = turn(table(86, 40), [2])
    assert (state.pawns[0].lane, state.pawns[0].step) == ("escape", 0)
    state = replace(state, to_move=0)
    state, _ = turn(state, [2])              # the "all -5" mark: everyone back five
    assert (state.pawns[0].pos, state.pawns[0].lane) == (85, "")
    assert state.pawns[1].pos == 35
    state = place(state, 0, 88, lane="escape", step=3)
    state, _ = turn(state, [2])              # the "stop" mark: three missed turns
    assert state.pawns[0].skip == 3
    state = place(state, 0, 88, lane="escape", step=5, skip=0)
    state, _ = turn(state, [3])              # back on the track at 94, then 95, 96
    assert (state.pawns[0].pos, state.pawns[0].lane) == (96, "")


@covers(93)
def test_93_minus_one_for_you_plus_one_for_a_chosen_player():
    state, _ = turn(table(90, 10, 50), [3])
    assert state.pawns[0].mods == ((-1, 1),) * 3
    assert state.pawns[1].mods == ((1, 1),) * 3       # the policy helps the last
    state = replace(state, to_move=0)
    state, _ = turn(state, [4])
    assert state.pawns[0].pos == 96


@covers(97)
@pytest.mark.parametrize("dice,skip,extra", [([1, 2, 3, 4], 1, False), ([6, 6, 6, 4], 2, False),
                                             ([6, 6, 6, 3], 0, True)])
def test_97_four_dice(dice, skip, extra):
    faces = [3] + dice + ([1] if extra else [])
    state, events = turn(solo(94), faces)
    assert state.pawns[0].skip == skip
    assert ("extra_turn" in kinds(events)) == extra


@covers(100)
@pytest.mark.parametrize("face,bonus", [(3, 4), (4, 4), (1, 1), (6, 1)])
def test_100_bonus_to_the_next_roll(face, bonus):
    state, _ = turn(solo(98), [2, face])
    assert state.pawns[0].mods == ((bonus, 1),)


@covers(101)
def test_101_stand_until_overtaken_or_back_25_if_last():
    state, _ = turn(solo(99), [2])
    assert (state.pawns[0].pos, state.pawns[0].skip) == (76, 1)
    state, _ = turn(table(99, 98), [2])
    assert state.pawns[0].stand == Waiting((1,))
    state, _ = turn(state, [5])              # seat 1 passes: 103
    state, events = turn(state, [1])         # seat 0 is free again and rolls
    assert "overtaken" in kinds(events) and state.pawns[0].pos == 102


@covers(107)
def test_107_stand_until_two_three_or_six():
    state, _ = turn(solo(104), [3])
    state, _ = turn(state, [5])
    assert state.pawns[0].pos == 107
    state, _ = turn(state, [3])
    assert state.pawns[0].pos == 110


@covers(112)
def test_112_stand_until_five_or_six():
    state, _ = turn(solo(110), [2])
    state, _ = turn(state, [4])
    assert state.pawns[0].pos == 112
    state, _ = turn(state, [5])
    assert state.pawns[0].pos == 117


@covers(115)
def test_115_you_and_a_chosen_player_to_the_last_pawn():
    state, _ = turn(table(113, 30, 80), [2])
    assert [p.pos for p in state.pawns] == [30, 30, 30]


@covers(118)
def test_118_five_dice_back():
    state, _ = turn(solo(116), [2, 1, 2, 3, 4, 5])
    assert state.pawns[0].pos == 103


@covers(121)
def test_121_to_the_obstacle_nearest_the_leader():
    state, _ = turn(table(119, 135), [2])   # 133 and 137 are both 2 away: the lower wins
    assert state.pawns[0].pos == 133
    state, _ = turn(solo(119), [2, 1, 1, 1, 1, 1])  # the leader goes to 118 and plays it
    assert state.pawns[0].pos == 113


@covers(126)
def test_126_forward_seven():
    state, _ = turn(solo(122), [4])
    assert state.pawns[0].pos == 133


@covers(129)
def test_129_exact_finish_for_everyone():
    state, _ = turn(table(127, 140), [2])
    assert state.exact_all
    state = place(state, 0, 146)
    state, events = turn(state, [5])          # 3 needed, 5 rolled: 2 too many
    assert state.pawns[0].pos == 147 and "bounce" in kinds(events)
    state, _ = turn(place(state, 0, 147), [2])
    assert state.pawns[0].finished


@covers(129)
def test_129_lander_switch_binds_only_the_lander():
    state, _ = turn(table(127, 140), [2], Options(exact_finish="lander"))
    assert not state.exact_all and state.pawns[0].exact and not state.pawns[1].exact


def test_without_129_any_roll_past_the_end_finishes():
    state, _ = turn(solo(146), [6])
    assert state.pawns[0].finished and state.over and state.winners == (0,)


@covers(132)
def test_132_stand_until_one_two_five_six():
    state, _ = turn(solo(130), [2])
    state, _ = turn(state, [3])
    assert state.pawns[0].pos == 132
    state, _ = turn(state, [1])
    assert state.pawns[0].pos == 133


@covers(133)
def test_133_far_players_forward_ten_with_bonus():
    state, _ = turn(table(131, 100, 125, 145), [2])
    assert [p.pos for p in state.pawns] == [133, 110, 125, 149]  # 145 + 10 finishes
    assert state.pawns[1].mods == ((2, 1), (2, 1)) and state.pawns[2].mods == ()


@covers(137)
@pytest.mark.parametrize("face,check", [
    (1, lambda s: s.pawns[0].mods == ((1, 1),) * 3),
    (2, lambda s: s.pawns[0].mods == ((0, 2),)),
    (4, lambda s: s.pawns[1].pos == 16),
    (5, lambda s: s.pawns[0].mods == ((5, 1),)),
    (6, lambda s: s.pawns[0].pos == 0),
])
def test_137_table(face, check):
    state, _ = turn(table(135, 20), [2, face])
    assert check(state)


@covers(137)
def test_137_three_is_three_extra_turns_by_default():
    state, events = turn(solo(135), [2, 3, 1, 1, 2])
    assert kinds(events).count("extra_turn") == 3 and state.pawns[0].pos == 141


@covers(137)
@pytest.mark.parametrize("switch,face,extra", [("first_five", 5, True), ("second_five", 5, False),
                                               ("first_five", 3, False)])
def test_137_switches(switch, face, extra):
    faces = [2, face] + ([1, 1, 2] if extra else [])
    state, events = turn(solo(135), faces, Options(cell137=switch))
    assert (kinds(events).count("extra_turn") == 3) == extra


@covers(140)
@pytest.mark.parametrize("face,finished,skip", [(1, False, 1), (3, False, 3), (4, True, 0)])
def test_140_flight_to_the_sun(face, finished, skip):
    state, _ = turn(solo(138), [2, face])
    assert (state.pawns[0].finished, state.pawns[0].skip) == (finished, skip)


@covers(143)
@pytest.mark.parametrize("face,skip", [(1, 1), (5, 1), (6, 6)])
def test_143_miss_one_or_six_turns(face, skip):
    state, _ = turn(solo(141), [2, face])
    assert state.pawns[0].skip == skip


@covers(146)
def test_146_last_forward_five_first_back_five():
    state, _ = turn(table(142, 10, 100), [4])
    assert [p.pos for p in state.pawns] == [141, 15, 100]


@covers(146)
def test_146_first_and_last_are_measured_before_anyone_moves():
    state, _ = turn(table(142, 143), [4])    # the last jumps past the mover: still the mover goes back
    assert [p.pos for p in state.pawns] == [141, 148]


@covers(148)
def test_148_your_next_two_rolls_go_to_the_others():
    state, _ = turn(table(144, 10), [4])
    assert state.pawns[0].give == 2
    state = replace(state, to_move=0)
    state, _ = turn(state, [3])
    assert [p.pos for p in state.pawns] == [148, 13]
    state = replace(state, to_move=0)
    state, _ = turn(state, [2])
    state = replace(state, to_move=0)
    state, _ = turn(state, [1])
    assert state.pawns[0].finished


@covers(148)
def test_148_shared_switch_moves_you_too():
    state, _ = turn(table(144, 10), [4])
    state = replace(state, to_move=0)
    state, _ = turn(state, [3], Options(cell148="shared"))
    assert state.pawns[0].finished and state.pawns[1].pos == 13


def test_several_finishers_in_one_round_all_win():
    state, _ = turn(table(146, 145), [5])
    assert not state.over
    state, _ = turn(state, [6])
    assert state.over and state.winners == (0, 1)


def test_chain_switch_plays_the_cell_an_obstacle_moves_you_to():
    state, _ = turn(solo(116), [2, 2, 1, 1, 1, 1], Options(chain=True))  # 118 -> 112
    assert state.pawns[0].pos == 112 and state.pawns[0].stand == StandUntil((5, 6))
    state, _ = turn(solo(116), [2, 2, 1, 1, 1, 1])
    assert state.pawns[0].pos == 112 and state.pawns[0].stand is None
    state, _ = turn(solo(20), [2, 2], Options(chain=True))  # 22: -3 -> 19 enters the forest
    assert state.pawns[0].lane == "forest"


def test_every_obstacle_has_a_test():
    assert set(TRACK.obstacles) <= TESTED, sorted(set(TRACK.obstacles) - TESTED)


def test_walk_yields_every_nested_effect_in_the_order_it_is_written():
    from pnpkit.games.race.rules.effects import parse_effects, walk

    effects = parse_effects([
        {"roll": {"rows": [{"on": [1], "do": [{"move": 1}]}, {"on": [2], "do": [{"skip": 1}]}],
                  "double": [{"move": 2}]}},
        {"visits": {"counter": "c", "nth": [[{"move": 3}], [{"players": {"who": "all",
                                                                      "do": [{"move": 4}]}}]]}},
        {"wait_overtaken": {"if_last": [{"move": 5}]}},
        {"switch": {"option": "chain", "cases": {"False": [{"move": 6}], "True": [{"move": 7}]}}},
    ])
    kinds = [type(e).__name__ + (str(e.steps) if type(e).__name__ == "Move" else "")
             for e in walk(effects)]
    assert kinds == ["Roll", "Move1", "Skip", "Move2", "Visits", "Move3", "ForPlayers", "Move4",
                     "WaitToBeOvertaken", "Move5", "Switch", "Move6", "Move7"]


def test_a_roll_modifier_adds_to_the_changes_a_pawn_already_waits_with():
    from pnpkit.games.race.rules.track import track_from_data

    track = track_from_data({3: [{"roll_modifier": {"add": 2, "times": 2, "rolls": 3}}]},
                            last_cell=20)
    # face 1 with (1, 1) moves 2, from 1 onto 3; (5, 3) still waits when 3's change comes
    state = place(new_state(1), 0, 1, mods=((1, 1), (5, 3)))
    new, _ = play_turn(state, track, DEFAULT, ScriptedDice([1]))
    assert new.pawns[0].pos == 3
    assert new.pawns[0].mods == ((7, 6), (2, 2), (2, 2))

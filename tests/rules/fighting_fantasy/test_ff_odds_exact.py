"""Exact fight odds: hand-computed small cases and the published reference figures."""

from fractions import Fraction

import pytest

from pnpkit.games.fighting_fantasy.rules.odds import (
    FightSolver,
    duel_win_table,
    fight_odds,
    single_round_counts,
)

# Of 36*36 equally likely dice, with equal SKILLs: 146 ties, the rest split evenly.
TIES = sum(c * c for c in (1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1))


def test_tie_count_matches_hand_count():
    assert TIES == 146
    assert single_round_counts(8, 8, False) == (575, 575, 0)


def test_one_decisive_round_between_equals():
    odds = fight_odds(8, 2, [(8, 2)], exact=True)
    assert odds.win == Fraction(1, 2)
    assert odds.expected_rounds == Fraction(1296, 1150)


def test_two_wounds_needed_by_the_enemy():
    # Hero STAMINA 4 vs 2: the hero loses only if the enemy wins two decisive rounds first.
    odds = fight_odds(8, 4, [(8, 2)], exact=True)
    assert odds.win == Fraction(3, 4)
    assert odds.expected_rounds == Fraction(3, 2) * Fraction(1296, 1150)


def test_double_six_kill_between_equals():
    # Hero's (6,6) stops counting as an ordinary win (35 pairs) and kills outright (36).
    assert single_round_counts(8, 8, True) == (540, 575, 36)
    assert fight_odds(8, 2, [(8, 2)], instant_kill=True, exact=True).win == Fraction(576, 1151)


def test_overwhelming_skill_cannot_lose():
    # Lowest hero attack 12+2 beats the highest enemy attack 1+12.
    assert fight_odds(12, 2, [(1, 24)], exact=True).win == 1


def test_certain_luck_turns_a_blow_into_a_kill():
    # Hero STAMINA 1 vs 3, equal SKILL, LUCK 12 (a test always succeeds): the first
    # decisive round decides everything when luck is used; without it two wins are needed.
    assert fight_odds(8, 1, [(8, 3)], exact=True).win == Fraction(1, 4)
    assert fight_odds(8, 1, [(8, 3)], luck=12, policy="optimal", exact=True).win == Fraction(1, 2)
    assert fight_odds(8, 1, [(8, 3)], luck=12, policy="always", exact=True).win == Fraction(1, 2)


def test_equal_skill_is_symmetric():
    for h in range(1, 9):
        for e in range(1, 9):
            a = fight_odds(9, h, [(9, e)], exact=True).win
            b = fight_odds(9, e, [(9, h)], exact=True).win
            assert a + b == 1


@pytest.mark.parametrize(
    "hero, enemy, classic, deadly, rounds",
    [
        ((10, 20), (8, 8), 0.99979, 0.99981, 6.02),
        ((9, 18), (10, 12), 0.44034, 0.58160, 13.44),
        ((12, 24), (12, 24), 0.50000, 0.70196, 22.69),
        ((7, 14), (11, 20), 0.000001, 0.20509, 8.32),
    ],
)
def test_reference_figures(hero, enemy, classic, deadly, rounds):
    plain = fight_odds(hero[0], hero[1], [enemy])
    assert plain.win == pytest.approx(classic, abs=5e-6)
    assert plain.expected_rounds == pytest.approx(rounds, abs=5e-3)
    assert fight_odds(hero[0], hero[1], [enemy], instant_kill=True).win == pytest.approx(
        deadly, abs=5e-6
    )


@pytest.mark.parametrize(
    "hero, enemy, luck, optimal",
    [
        ((9, 18), (10, 12), 7, 0.530),
        ((9, 18), (10, 12), 9, 0.697),
        ((9, 18), (10, 12), 12, 0.870),
        ((12, 24), (12, 24), 9, 0.671),
        ((7, 14), (11, 20), 12, 0.0025),
    ],
)
def test_reference_optimal_luck(hero, enemy, luck, optimal):
    odds = fight_odds(hero[0], hero[1], [enemy], luck=luck, policy="optimal")
    assert odds.win == pytest.approx(optimal, abs=5e-4)


def test_reference_heuristic_policy():
    def test_after_blows_while_lucky(kind, hero, staminas, luck):
        return kind == "blow" and luck >= 7

    odds = fight_odds(9, 18, [(10, 12)], luck=9, policy=test_after_blows_while_lucky)
    assert odds.win == pytest.approx(0.642, abs=5e-4)


@pytest.mark.parametrize(
    "state, blow, wound",
    [
        ((18, 12, 9), (0.810, 0.794), (0.574, 0.628)),
        ((10, 12, 9), (0.528, 0.489), (0.240, 0.281)),
        ((6, 8, 8), (0.549, 0.489), (0.205, 0.239)),
        ((4, 4, 7), (0.788, 0.696), (0.300, 0.341)),
    ],
)
def test_reference_advice(state, blow, wound):
    solver = FightSolver(9, [10], policy="optimal")
    h, e, luck = state
    after_blow = solver.blow_choice(h, [e], luck, 0, 0)
    assert (after_blow.win_if_test, after_blow.win_if_not) == pytest.approx(blow, abs=6e-4)
    assert after_blow.should_test
    after_wound = solver.wound_choice(h, [e], luck, 1)
    assert (after_wound.win_if_test, after_wound.win_if_not) == pytest.approx(wound, abs=6e-4)
    assert not after_wound.should_test


def test_plain_table_matches_solver():
    table = duel_win_table(9, 10, 18, 12, instant_kill=True)
    solver = FightSolver(9, [10], instant_kill=True)
    for h in (1, 5, 18):
        for e in (1, 7, 12):
            assert table[h][e] == pytest.approx(solver.odds(h, [e]).win, abs=1e-12)


def test_a_dead_second_opponent_changes_nothing():
    one = fight_odds(9, 10, [(8, 6)], exact=True)
    two = fight_odds(9, 10, [(8, 6), (12, 0)], exact=True)
    assert one == two


def test_two_opponents_are_worse_than_either_alone():
    both = fight_odds(10, 12, [(8, 6), (9, 6)]).win
    assert both < fight_odds(10, 12, [(8, 6)]).win
    assert both < fight_odds(10, 12, [(9, 6)]).win


def test_target_choice_prefers_the_quick_kill():
    solver = FightSolver(10, [9, 9])
    # Same SKILL: finish the nearly dead one first.
    assert solver.best_target(12, [8, 2]) == 1

"""Exact odds against an independent Monte Carlo, and the optimal policy's guarantees."""

import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pnpkit.games.fighting_fantasy.rules.advice import is_lucky
from pnpkit.games.fighting_fantasy.rules.combat import Blow, Opponent, resolve_round
from pnpkit.games.fighting_fantasy.rules.damage import BLOW_DAMAGE, WOUND_DAMAGE
from pnpkit.games.fighting_fantasy.rules.dice import roll_2d6
from pnpkit.games.fighting_fantasy.rules.odds import FightSolver, fight_odds


def simulate(hero_skill, hero_stamina, foes, luck, instant_kill, rng, solver=None):
    """Play one fight with the round rules; ``solver`` (optimal policy) decides on luck.

    Returns (won, rounds).  Independent of the DP: it walks the actual rules functions.
    """
    opponents = [Opponent(f"foe{i}", s, t) for i, (s, t) in enumerate(foes)]
    h, rounds = hero_stamina, 0
    while h > 0 and any(o.alive for o in opponents):
        rounds += 1
        staminas = [o.stamina for o in opponents]
        if solver is not None:
            target = solver.best_target(h, staminas, luck)
        else:
            target = next(i for i, o in enumerate(opponents) if o.alive)
            if len([o for o in opponents if o.alive]) > 1:
                raise AssertionError("multi-opponent runs need a solver to pick targets")
        result = resolve_round(
            hero_skill,
            opponents,
            target,
            roll_2d6(rng),
            [roll_2d6(rng) if o.alive else None for o in opponents],
            instant_kill=instant_kill,
        )
        wounds = len(result.wounded_by)
        if result.blow is Blow.KILL:
            opponents[target] = opponents[target].wounded(opponents[target].stamina)
        elif result.blow is Blow.WOUND:
            lucky = None
            if solver is not None and luck >= 1:
                if solver.blow_choice(h, staminas, luck, target, wounds).should_test:
                    lucky = is_lucky(luck, sum(roll_2d6(rng)))
                    luck -= 1
            opponents[target] = opponents[target].wounded(BLOW_DAMAGE[lucky])
        for left in range(wounds, 0, -1):
            if h <= 0:
                break
            lucky = None
            now = [o.stamina for o in opponents]
            if solver is not None and luck >= 1:
                if solver.wound_choice(h, now, luck, left).should_test:
                    lucky = is_lucky(luck, sum(roll_2d6(rng)))
                    luck -= 1
            h -= WOUND_DAMAGE[lucky]
    return h > 0, rounds


CASES = [
    # hero skill, stamina, foes, luck, instant kill, policy
    (9, 18, [(10, 12)], 0, False, "never"),
    (9, 18, [(10, 12)], 0, True, "never"),
    (8, 10, [(9, 6)], 9, False, "optimal"),
    (10, 14, [(8, 5), (7, 6)], 0, False, "never"),
    (10, 12, [(9, 4), (8, 4)], 8, True, "optimal"),
]


@pytest.mark.parametrize("hero_skill, hero_stamina, foes, luck, instant_kill, policy", CASES)
def test_exact_odds_agree_with_monte_carlo(
    hero_skill, hero_stamina, foes, luck, instant_kill, policy
):
    solver = FightSolver(hero_skill, [s for s, _ in foes], instant_kill=instant_kill, policy=policy)
    exact = solver.odds(hero_stamina, [t for _, t in foes], luck)
    rng = random.Random(20260)
    n = 6000
    wins = 0
    rounds = []
    use_solver = solver if (policy == "optimal" or len(foes) > 1) else None
    for _ in range(n):
        won, r = simulate(hero_skill, hero_stamina, foes, luck, instant_kill, rng, use_solver)
        wins += won
        rounds.append(r)
    p = wins / n
    se = math.sqrt(max(exact.win * (1 - exact.win), 1e-9) / n)
    assert abs(p - exact.win) <= 3 * se
    mean = sum(rounds) / n
    sd = math.sqrt(sum((r - mean) ** 2 for r in rounds) / (n - 1))
    assert abs(mean - exact.expected_rounds) <= 3 * sd / math.sqrt(n)


small = st.integers(min_value=1, max_value=7)
skills = st.integers(min_value=5, max_value=12)


@settings(max_examples=40)
@given(skills, small, skills, small, st.integers(min_value=0, max_value=12), st.booleans())
def test_optimal_luck_never_worse_than_never_or_always(hs, ht, es, et, luck, ik):
    kwargs = dict(luck=luck, instant_kill=ik, exact=True)
    best = fight_odds(hs, ht, [(es, et)], policy="optimal", **kwargs).win
    assert best >= fight_odds(hs, ht, [(es, et)], policy="never", **kwargs).win
    assert best >= fight_odds(hs, ht, [(es, et)], policy="always", **kwargs).win
    assert 0 <= best <= 1


@pytest.mark.slow
@settings(max_examples=15)
@given(skills, small, skills, st.integers(1, 4), skills, st.integers(1, 4), st.integers(0, 9))
def test_optimal_luck_never_worse_with_two_opponents(hs, ht, s1, t1, s2, t2, luck):
    foes = [(s1, t1), (s2, t2)]
    best = fight_odds(hs, ht, foes, luck=luck, policy="optimal", exact=True).win
    assert best >= fight_odds(hs, ht, foes, luck=luck, policy="never", exact=True).win
    assert best >= fight_odds(hs, ht, foes, luck=luck, policy="always", exact=True).win


@settings(max_examples=30)
@given(skills, small, skills, small)
def test_more_stamina_never_hurts(hs, ht, es, et):
    assert (
        fight_odds(hs, ht + 1, [(es, et)], exact=True).win
        >= fight_odds(hs, ht, [(es, et)], exact=True).win
    )

"""Exact fight odds and the crown battle's losses against plain reference definitions."""

from fractions import Fraction
from itertools import product

from hypothesis import given
from hypothesis import strategies as st

from pnpkit.games.amber.rules.combat import Side, fight_odds
from pnpkit.games.amber.rules.kingdom import crown_round_losses


def _totals(side: Side) -> dict[int, Fraction]:
    """Every way the dice can fall, counted: the best of ``best_of`` rolls of ``dice`` d6."""
    counts: dict[int, int] = {}
    for rolls in product(product(range(1, 7), repeat=side.dice), repeat=side.best_of):
        best = side.value + max(sum(r) for r in rolls)
        counts[best] = counts.get(best, 0) + 1
    n = sum(counts.values())
    return {t: Fraction(c, n) for t, c in counts.items()}


@given(st.integers(0, 12), st.integers(1, 2), st.integers(1, 2), st.integers(0, 12), st.integers(1, 2))
def test_fight_odds_match_counting_every_roll(you, dice, best_of, enemy, enemy_dice):
    a, b = _totals(Side(you, dice, best_of)), _totals(Side(enemy, enemy_dice))
    win = sum(pa * pb for ta, pa in a.items() for tb, pb in b.items() if ta > tb)
    draw = sum(pa * pb for ta, pa in a.items() for tb, pb in b.items() if ta == tb)
    odds = fight_odds(Side(you, dice, best_of), Side(enemy, enemy_dice))
    assert (odds.win, odds.draw, odds.lose) == (win, draw, 1 - win - draw)


def _reference_losses(totals: dict[str, int], mode: str) -> dict[str, int]:
    top = max(totals.values())
    leaders = [n for n in totals if totals[n] == top]
    if mode == "simple":  # the lower sums lose 1; all equal, nobody
        return {n: 0 if totals[n] == top else 1 for n in totals}
    if len(leaders) == len(totals):  # all equal: everyone loses 1
        return dict.fromkeys(totals, 1)
    if len(leaders) == 1:  # one top score: every other fighter loses 1
        return {n: 0 if n in leaders else 1 for n in totals}
    return {n: 1 if n in leaders else 2 for n in totals}  # a shared top: 1 each, the rest 2


@given(st.dictionaries(st.sampled_from("ABCDE"), st.integers(2, 14), min_size=1), st.sampled_from(["full", "simple"]))
def test_crown_round_losses_follow_the_rules(totals, mode):
    assert crown_round_losses(totals, mode) == _reference_losses(totals, mode)

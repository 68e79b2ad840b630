"""The optimal luck policy, summarised in words."""

import pytest

from pnpkit.games.fighting_fantasy.rules.odds import FightSolver
from pnpkit.games.fighting_fantasy.rules.policy import (
    choice_points,
    describe_policy,
    summarise_policy,
)


def test_reached_choices_follow_the_solver():
    solver = FightSolver(9, [10], policy="optimal")
    points = choice_points(solver, 18, [12], 9)
    assert points
    assert all(0 < p.weight <= 1 for p in points)
    # The very first blow is reached with the chance that the hero lands it first.
    first = [
        p for p in points if p.kind == "blow" and p.hero_stamina == 18 and p.target_stamina == 12
    ]
    assert first[0].luck == 9 and first[0].test


def test_reference_fight_policy_in_words():
    summary = summarise_policy(FightSolver(9, [10], policy="optimal"), 18, [12], 9)
    assert summary.blow.form == "luck_at_least"
    assert summary.wound.form == "stamina_at_most" and summary.wound.bound == 2
    en = describe_policy(summary, "en")
    ru = describe_policy(summary, "ru")
    assert en[0].startswith("When you wound your opponent: Test your Luck if your LUCK is")
    assert ru[1].startswith("Когда противник ранил тебя")
    assert len(en) == len(ru)


def test_without_luck_the_policy_is_never():
    summary = summarise_policy(FightSolver(9, [10], policy="optimal"), 18, [12], 0)
    assert summary.blow.form == "never" and summary.wound.form == "never"


def test_only_the_optimal_policy_can_be_described():
    with pytest.raises(ValueError):
        choice_points(FightSolver(9, [10], policy="never"), 18, [12], 9)

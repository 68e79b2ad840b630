"""rules/amber/sim: each game is play_game's game, and the coronation tour is the tour
of the 'crowned' event (checked against a loop that reads the engine's events)."""

import math

import pytest

from pnpkit.games.amber.rules import apply, load_rules, new_game, play_game
from pnpkit.games.amber.rules.policy import SimplePolicy
from pnpkit.games.amber.rules.rules import RandomDice
from pnpkit.games.amber.rules.sim import play_one, simulate, summarize
from pnpkit.rules.stats import quantile, summarize_mean, wilson


@pytest.fixture(scope="module")
def game(amber_game):
    return amber_game


def crowned_tour_by_events(rules, seed, players):
    """play_game written out, reading the events: the tour of the first 'crowned'."""
    dice, policy = RandomDice(seed), SimplePolicy.seeded(seed)
    state = new_game(rules, players, dice, seed=seed)
    while state.phase != "over" and state.actions < 50_000:
        tour = state.tour
        state, events = apply(state, policy.choose_action(state), dice, policy.decide, copy=False)
        if any(e.kind == "crowned" for e in events):
            return tour
    return None


@pytest.mark.parametrize("preset", ["original", "simplified"])
def test_outcome_is_play_games_game(game, preset):
    rules = load_rules(game, preset)
    for seed in range(3, 7):
        outcome = play_one(rules, seed, 3)
        state = play_game(load_rules(game, preset), seed, 3, copy=False)
        assert outcome.winner == state.winner and outcome.tours == state.tour
        assert outcome.falls == sum(p.deaths for p in state.players)
        assert outcome.travellers == tuple(p.traveller for p in state.players)
        assert outcome.crowned_tour == crowned_tour_by_events(load_rules(game, preset), seed, 3)


def test_summary_counts(game):
    rules = load_rules(game, "simplified")
    result = simulate(rules, 6, 2, 11)
    outcomes = [play_one(load_rules(game, "simplified"), s, 2) for s in range(11, 17)]
    assert result == summarize(outcomes, preset="simplified", players=2, seed=11, turn_limit=rules.turn_limit)
    assert sum(s.count for s in result.seats) + result.no_winner == 6
    assert sum(result.ends.values()) == 6
    assert sum(t.played for t in result.travellers) == 12
    assert result.crowned.count == sum(o.crowned_tour is not None for o in outcomes)


def test_stats_helpers():
    assert quantile([1, 2, 3, 4], 0.5) == 2.5 and math.isnan(quantile([], 0.5))
    low, high = wilson(0, 10).low, wilson(0, 10).high
    assert low == 0.0 and 0.2 < high < 0.35
    m = summarize_mean([2, 4, 6])
    assert m.mean == 4 and m.sd == 2 and m.interval.low < 4 < m.interval.high
    assert math.isnan(summarize_mean([5]).se)

"""Issue #30, points 9 and 13: what the players decide at the table is asked of them —
the roulette's numbers («назови одно или два числа» on the field), the dragonet's «любые
два хода» (№11) — and the second prince waits for the King, not for challengers (seed 000:
«ожидает их прибытия» is said of the King)."""

from __future__ import annotations

import pytest
from amber_play import ctx_for, game

from pnpkit.games.amber.rules.engine import RollMove, apply
from pnpkit.games.amber.rules.ops_flow import op_guess
from pnpkit.games.amber.rules.rules import ScriptedDice, load_rules


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


def test_the_player_names_the_roulette_numbers(rules):
    state = game(rules, "traveller.mercenary")
    picks = iter([1, 3, 4])  # two numbers: 4 (index 3 of 1..6), then 6 (index 4 of what is left)

    def decide(state, who, question, options, info):
        return next(picks) if question in ("guess-count", "guess-number") else 0
    ctx = ctx_for(rules, state, dice=[6], decide=decide)
    op_guess(ctx, {"pays": {1: 10, 2: 5}})
    roulette = next(e for e in ctx.events if e.kind == "roulette")
    assert roulette.data["numbers"] == [4, 6] and roulette.data["total"] == 6


def test_the_dragonets_two_turns_are_any_two(rules):
    """№11: «любые два хода» — the player says on which turns he names the roll."""
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.statuses = {"free-moves": -1, "free-moves:uses": 2, "free-moves:max": 6}
    state.phase = "roll"
    after, _ = apply(state, RollMove(), ScriptedDice([3]), lambda s, w, q, o, i: 0)  # "no": the die
    assert after.pending_roll == 3 and after.players[0].statuses.get("free-moves:uses") == 2


def test_the_second_prince_waits_for_the_king(rules):
    from pnpkit.games.amber.rules.kingdom import _arena

    state = game(rules, "traveller.mercenary", "traveller.hussar")
    p = state.players[0]
    p.board, p.prince = "kingdom", "prince.eric"
    ctx = ctx_for(rules, state)
    _arena(ctx)
    assert [e.kind for e in ctx.events] == ["waits_for_king"]
    # seed 000: «переносятся на арену» — onto the board's Arena, not a place with no field
    assert p.position == rules.kingdom.arena == "field.kingdom-arena"


def test_an_exchange_office_does_not_sell_a_point_above_the_cap(rules):
    """Issue #30, 9: before the Провал own points stop at 14 (seed 000); a point bought
    above it would be lost at once, so the office does not offer it."""
    from pnpkit.games.amber.rules.shops import op_exchange

    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.stats.update({"strength": 14, "mind": 5, "thalers": 50})
    offered = []

    def decide(state, who, question, options, info):
        offered.extend(o for o in options if o)
        return 0
    op_exchange(ctx_for(rules, state, decide=decide), {"buy": [{"price": 5, "get": {"strength": 1}},
                                                                {"price": 5, "get": {"mind": 1}}]})
    gets = [deal["get"] for _kind, deal in offered]
    assert {"mind": 1} in gets and {"strength": 1} not in gets

"""#31.6: a Провал that stays shut says why, with the numbers («порог 12 не набран (11 ПО)»),
never only the penalty."""

import pytest
from amber_play import answer, ctx_for, game

from pnpkit.games.amber.rules.card_play import resolve_field
from pnpkit.games.amber.rules.rules import load_rules
from pnpkit.referee.registry import load_referee


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game)


def _lines(ctx, locale):
    return load_referee("amber").describe(ctx.events, locale)


def test_a_shut_rift_names_the_threshold_and_the_short_stats(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.position = "field.provaly-strength"
    p.stats.update(strength=12, mind=12, magic=12, experience=11)
    threshold = rules.provaly_threshold("field.provaly-strength")
    ctx = ctx_for(rules, state, decide=answer(provaly=True))
    resolve_field(ctx, "field.provaly-strength")
    shut = [e for e in ctx.events if e.kind == "provaly_short"]
    assert shut and shut[0].data["short"] == {"experience": 11} and shut[0].data["threshold"] == threshold
    assert f"Провал не открывается: порог {threshold} не набран (11 ПО)." in _lines(ctx, "ru")
    assert f"The Rift stays shut: threshold {threshold} not reached (11 EXP)." in _lines(ctx, "en")


def test_a_second_try_in_one_round_is_refused_in_words(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.position = "field.provaly-magic"
    p.stats.update(strength=13, mind=13, magic=13, experience=13)
    resolve_field(ctx_for(rules, state, dice=[2], decide=answer(provaly=True)), "field.provaly-magic")
    ctx = ctx_for(rules, state, dice=[6], decide=answer(provaly=True))
    resolve_field(ctx, p.position)
    assert "Провал не открывается: попытка в этом круге уже была." in _lines(ctx, "ru")

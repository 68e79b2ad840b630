"""Issue #30, point 8: №9 «Книга заклинаний» without a step left to the table.  Seed 000,
№9: «вы вызвали призрака, но он погиб в битве — отложите карту книги … (условия карты
противника не выполняете, и карта его остается на поле битвы)»; our card: on a 1–2 the
ghost (10/10/10) fights for you."""

from __future__ import annotations

import pytest
from amber_play import ctx_for, game

from pnpkit.games.amber.rules.card_play import resolve_card
from pnpkit.games.amber.rules.rules import load_rules


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


def _with_book(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items, p.friends, p.trophies, p.cards = [], [], [], ["card.009"]
    p.stats["experience"] = 6
    return state, p


def _yes(state, who, question, options, info):
    return 1 if options[:2] == [False, True] else 0


def test_the_ghost_loses_the_book_goes_and_the_opponent_stays(rules):
    state, p = _with_book(rules)
    before = dict(p.stats)
    ctx = ctx_for(rules, state, dice=[1, 6, 1], decide=_yes)          # book: 1 (ghost); he 6, ghost 1
    resolve_card(ctx, "card.041")
    battle = next(e for e in ctx.events if e.kind == "battle")
    assert battle.data["you"] == 10 and battle.data["champion"] == "card.009" and battle.data["outcome"] == "lose"
    assert "card.009" not in p.cards and "card.041" not in p.cards     # not followed: his card was not done
    assert state.on_fields[p.position] == ["card.041"]
    assert {k: p.stats[k] for k in before} == before
    assert not [e for e in ctx.events if e.kind == "manual"]


def test_the_ghost_wins_for_you(rules):
    state, p = _with_book(rules)
    ctx = ctx_for(rules, state, dice=[2, 1, 6], decide=_yes)
    resolve_card(ctx, "card.041")
    assert "card.009" in p.cards and p.trophies == ["card.041"]

"""Issue #30, 9: the Bourse does what its board text says — «свои предметы, амулеты или
трофеи» put up for sale, «Для каждой вещи брось кубик» — several things a visit, each
with its own die and its 2-thaler fee; a trophy sells at the thalers its card pays."""

from __future__ import annotations

import pytest
from amber_play import ctx_for, game

from pnpkit.games.amber.rules.dispatch import run
from pnpkit.games.amber.rules.rules import load_rules


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


def test_each_thing_its_own_die_trophies_too(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.position, p.items, p.trophies, p.friends, p.cards = "field.stock-exchange", ["item.colt"], ["card.041"], [], []
    p.stats["thalers"] = 10
    order = iter(["item.colt", "card.041"])

    def decide(state, who, question, options, info):
        if question == "sell":
            want = next(order, None)
            return options.index(want) if want in options else 0
        return 1  # «may»: yes
    ctx = ctx_for(rules, state, dice=[2, 3], decide=decide, field="field.stock-exchange")
    run(ctx, rules.effects_of("field.stock-exchange"))
    sold = {e.data["item"]: e.data["price"] for e in ctx.events if e.kind == "sold"}
    colt = rules.items["item.colt"].price
    assert sold == {"item.colt": colt + 5, "card.041": 8 + 10}       # №41's card: 8 thalers at the office
    assert p.items == [] and p.trophies == []
    assert p.stats["thalers"] == 10 - 2 - 2 + colt + 5 + 18


def test_a_thing_is_put_up_once_a_visit(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.position, p.items, p.trophies = "field.stock-exchange", ["item.colt"], []
    asked = []

    def decide(state, who, question, options, info):
        if question == "sell":
            asked.append(list(options))
            return 1 if len(options) > 1 else 0
        return 1
    ctx = ctx_for(rules, state, dice=[1, 1], decide=decide, field="field.stock-exchange")
    run(ctx, rules.effects_of("field.stock-exchange"))
    assert p.items == ["item.colt"] and len(asked) == 1  # no buyer; not offered again

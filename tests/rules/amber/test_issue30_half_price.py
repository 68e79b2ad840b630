"""Issue #30, point 8 (the steps left to the table): №4 «Юбилейный посетитель» — seed 000:
at the gun shop the player buys any two items «за половину цены»; our card adds the
rounding (up).  The engine now sells them itself instead of leaving a step by hand."""

from __future__ import annotations

import pytest
from amber_play import ctx_for, game

from pnpkit.games.amber.rules.ops_cards import hand_in_here
from pnpkit.games.amber.rules.rules import load_rules


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


def test_two_gun_shop_items_at_half_price_rounded_up(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.position, p.cards, p.items, p.friends = "field.gun-shop", ["card.004"], [], []
    p.stats["thalers"] = 40
    stock = {i: info.price for i, info in rules.items.items()
             if "shop.gun-shop" in info.sold_at and info.price is not None and state.item_field.get(i, 0) > 0}
    odd = next(i for i, price in sorted(stock.items()) if price % 2)
    shown = []

    def decide(state, who, question, options, info):
        if question == "hand-in":
            return 1
        if question == "buy":
            shown.append(dict(info["prices"]))
            return options.index(odd) if odd in options else 0
        return 0
    ctx = ctx_for(rules, state, decide=decide, field="field.gun-shop")
    hand_in_here(ctx)
    half = -(-stock[odd] // 2)
    assert shown[0][odd] == half                                     # the question shows the half price
    paid = [e.data["amount"] for e in ctx.events if e.kind == "paid"]
    bought = p.items.count(odd)
    assert len(shown) == 2 and paid == [half] * bought and 1 <= bought <= 2
    assert "card.004" not in p.cards and p.stats["thalers"] == 40 - half * bought
    assert not [e for e in ctx.events if e.kind == "manual"]

"""Issue #30, 9: a thing a traveller cannot carry stays on his field — a shop's item as
much as a card (seed 000: «Предметы…», at most 4 things without a horse or a friend;
rulebook §5.3) — and the next traveller who stops there may pick it up or leave it."""

from __future__ import annotations

import pytest
from amber_play import answer, ctx_for, game

from pnpkit.games.amber.rules.card_play import resolve_field
from pnpkit.games.amber.rules.carrying import take_item
from pnpkit.games.amber.rules.rules import load_rules

FIVE = ["item.grenade", "item.silver-bullet", "item.helmet", "item.scimitar"]


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


def _dropping(rules):
    state = game(rules, "traveller.mercenary", "traveller.hussar")
    p = state.players[0]
    p.items, p.friends, p.cards, p.position = list(FIVE), [], [], "field.savanna"
    before = state.item_field.get("item.lasso", 0)
    ctx = ctx_for(rules, state, decide=answer(**{"drop-item": "item.lasso"}), field="field.savanna")
    assert take_item(ctx, "item.lasso")
    return state, before


def test_a_shop_item_too_many_stays_on_the_field(rules):
    state, before = _dropping(rules)
    assert "item.lasso" not in state.players[0].items
    assert state.on_fields["field.savanna"] == ["item.lasso"]
    assert state.item_field["item.lasso"] == before - 1  # not back on the item field


@pytest.mark.parametrize("take", [True, False])
def test_the_next_traveller_there_picks_it_up_or_leaves_it(rules, take):
    state, _ = _dropping(rules)
    q = state.players[1]
    q.items, q.friends, q.cards, q.position = [], [], [], "field.savanna"
    ctx = ctx_for(rules, state, who=1, decide=answer(**{"take-item": take}), field="field.savanna")
    resolve_field(ctx, "field.savanna")
    assert ("item.lasso" in q.items) == take
    assert (state.on_fields.get("field.savanna") == ["item.lasso"]) == (not take)


def test_nothing_is_left_lying_on_a_provaly(rules):
    """Our readings (issue #30, 12): a thing lying on a Провал would be resolved instead of
    it, so an item too many dropped there goes back to the item field."""
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items, p.friends, p.cards, p.position = list(FIVE), [], [], "field.provaly-strength"
    before = state.item_field.get("item.lasso", 0)
    ctx = ctx_for(rules, state, decide=answer(**{"drop-item": "item.lasso"}), field=p.position)
    assert take_item(ctx, "item.lasso")
    assert not state.on_fields.get("field.provaly-strength")
    assert state.item_field["item.lasso"] == before

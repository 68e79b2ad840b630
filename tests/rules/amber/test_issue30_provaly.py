"""Issue #30, point 12: what a traveller may not take through a Провал stays beside it,
not on it.  Seed 000: a Провал lets you through «без друзей, предметов и магических
предметов»; a card left on the Провал would be done instead of the Провал at every stop."""

from __future__ import annotations

import pytest
from amber_play import answer, ctx_for, game

from pnpkit.games.amber.rules.card_play import resolve_field
from pnpkit.games.amber.rules.rules import load_rules

PROVAL = "field.provaly-strength"


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


def test_carried_cards_wait_beside_the_proval_and_the_items_are_said(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    for stat in ("strength", "mind", "magic", "experience"):
        p.stats[stat] = 14
    horse = [i for i in p.items if "horse" in rules.item(i).traits]
    p.cards, p.position = ["card.194"], PROVAL
    ctx = ctx_for(rules, state, dice=[6] * 4, decide=answer(provaly=True))
    resolve_field(ctx, PROVAL)
    assert p.board == "kingdom"
    assert PROVAL not in state.on_fields
    beside = [f for f, cards in state.on_fields.items() if "card.194" in cards]
    assert beside and beside[0] in rules.board.neighbours_of(PROVAL)
    dropped = [e.data["item"] for e in ctx.events if e.kind == "dropped"]
    assert set(horse) <= set(dropped) and "card.194" in dropped


def test_a_card_lying_on_a_proval_does_not_replace_it(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.position = PROVAL
    state.on_fields[PROVAL] = ["card.194"]  # a compass someone left there
    ctx = ctx_for(rules, state, dice=[6] * 4, decide=answer(provaly=False))
    before = dict(p.stats)
    resolve_field(ctx, PROVAL)
    assert any(e.kind == "field" and e.data["field"] == PROVAL for e in ctx.events)
    assert p.stats["strength"] == before["strength"] - 1  # not going through costs 1 ПС

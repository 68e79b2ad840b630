"""Issue #30, point 4: a fight where amulets or items are powerless stops their triggers
too, not only their bonuses.  Our card №134 Сфинкс («амулеты с магическими предметами
здесь бессильны», from reference/amber-data.md's Sphinx) and the Griffin (№61, no items)."""

from __future__ import annotations

import pytest
from amber_play import answer, ctx_for, game

from pnpkit.games.amber.rules.card_play import resolve_card
from pnpkit.games.amber.rules.dispatch import run_triggers
from pnpkit.games.amber.rules.rules import load_rules


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


def _lost_and_cancelled(rules, fight_arg) -> bool:
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items, p.stats["experience"] = ["item.amulet-6"], 4
    ctx = ctx_for(rules, state, dice=[6])  # the amulet's own roll: a 6
    ctx.fight_arg = fight_arg
    run_triggers(ctx, "after-lost-fight")
    return any(e.kind == "loss_cancelled" for e in ctx.events)


def test_amulet_6_heals_a_loss_in_a_plain_fight_but_not_against_the_sphinx(rules):
    assert _lost_and_cancelled(rules, {})
    sphinx = next(a for o, a in (next(iter(e.items())) for e in rules.cards["card.134"].effects) if o == "fight")
    assert sphinx["ignore"] == ["amulet", "magic-item"]
    assert not _lost_and_cancelled(rules, sphinx)
    assert not _lost_and_cancelled(rules, {"no_items": True})


def test_the_grenade_does_not_kill_the_griffin(rules):
    """The Griffin's fight takes no items: the grenade is not even offered."""
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items, p.stats["strength"] = ["item.grenade"], 30
    ctx = ctx_for(rules, state, dice=[1] * 10, decide=answer(may=True), field="field.savanna")
    resolve_card(ctx, "card.061")
    assert "item.grenade" in p.items
    assert any(e.kind == "battle" for e in ctx.events)

"""Issue #30, point 10: a bonus behind an ability's own roll counts only when the roll
succeeds, and the odds do not count it.  Our traveller cards (after reference/amber-data.md):
the Destroyer «на 5–6 получает +2 ПС на время этого боя», the Mad Scientist «на 1–2
получает +1 ПУ»."""

from __future__ import annotations

import pytest
from amber_play import answer, ctx_for, game

from pnpkit.games.amber.rules import combat
from pnpkit.games.amber.rules.card_play import resolve_card
from pnpkit.games.amber.rules.rules import load_rules


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


@pytest.mark.parametrize(("chance_roll", "bonus"), [(3, 0), (5, 2), (6, 2)])
def test_the_destroyers_plus_two_needs_his_five_or_six(rules, chance_roll, bonus):
    state = game(rules, "traveller.destroyer")
    p = state.players[0]
    # his own roll, then the orc's die and his battle die
    field = next(f for f in rules.board.ids if rules.board.region(f) == "world.strength")
    p.position = field
    ctx = ctx_for(rules, state, dice=[chance_roll, 3, 3, 1, 1, 1], field=field)
    resolve_card(ctx, "card.015")
    roll = next(e for e in ctx.events if e.kind == "ability_roll")
    assert roll.data["success"] is (bonus > 0)
    battle = next(e for e in ctx.events if e.kind == "battle")
    assert battle.data["you"] == 6 + bonus
    assert (("traveller.destroyer", 2) in [tuple(x) for x in battle.data["parts"]]) is (bonus > 0)


def test_the_odds_leave_the_chance_bonus_out(rules):
    state = game(rules, "traveller.destroyer")
    p = state.players[0]
    you, parts = combat.traveller_value(rules, state, p, "strength", "field.savanna", "enemy")
    assert you == p.stats["strength"] and [x[0] for x in parts] == ["own strength"]


def test_the_silver_bullet_counts_only_when_fired(rules):
    """The silver bullet's +4 against the undead is an offer (``may``): declined, no bonus."""
    for fire in (False, True):
        state = game(rules, "traveller.mercenary")
        p = state.players[0]
        p.items, p.stats["experience"] = ["item.silver-bullet"], 1  # the cartridge needs 1 ПО
        undead = next(c for c, card in rules.cards.items() if card.kind == "undead" and card.effects
                      and any("fight" in e for e in card.effects if isinstance(e, dict)))
        ctx = ctx_for(rules, state, dice=[3] * 12, decide=answer(may=fire), field=p.position)
        resolve_card(ctx, undead)
        battle = next((e for e in ctx.events if e.kind == "battle"), None)
        if battle is None:
            pytest.skip(f"no battle with {undead}")
        assert (("item.silver-bullet", 4) in [tuple(x) for x in battle.data["parts"]]) is fire, \
            (undead, battle.data["parts"])

"""Issue #30, 13: a grenade that ended the fight is followed by no question.  Seed 000, №69:
«Брось её вместо битвы» — the opponent is gone, so the other «before the fight» things
(a second grenade, a shield) are not offered, and the card is destroyed once."""

from __future__ import annotations

import pytest
from amber_play import ctx_for, game

from pnpkit.games.amber.rules.fights import op_fight
from pnpkit.games.amber.rules.rules import load_rules


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


def test_no_question_after_a_grenade_ended_the_fight(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.stats["experience"] = 5
    p.items = ["item.grenade"]
    p.cards = ["card.069"]
    asked = []

    def decide(state, who, question, options, info):
        asked.append(question)
        return 1 if len(asked) == 1 else 0  # the first «may»: throw; anything after is a question too many
    ctx = ctx_for(rules, state, decide=decide)
    ctx.card = "card.015"
    assert op_fight(ctx, {}) is None
    assert len(asked) == 1, asked
    assert [e.kind for e in ctx.events].count("destroyed") == 1
    assert ctx.fate == "discard"

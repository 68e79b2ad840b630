"""Issue #30, the audit of points 9 and 13 where no test named the passage yet: the
Storyteller's story is told only «перед битвой с врагом» (her card), never to a beast;
the regent crown's text and the engine agree on the 10 ПО that lift the cap of 14
(items.yaml: «Пока корона у тебя и у тебя не меньше 10 ПО … ПС больше не ограничены»)."""

from __future__ import annotations

import pytest
from amber_play import ctx_for, game

from pnpkit.games.amber.rules.fights import fight
from pnpkit.games.amber.rules.payments import cap_limit
from pnpkit.games.amber.rules.rules import load_rules


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


@pytest.mark.parametrize(("card", "asked"), [("card.015", True), ("card.024", False)])  # the orc, the chameleon
def test_the_story_is_told_to_an_enemy_not_to_a_beast(rules, card, asked):
    state = game(rules, "traveller.storyteller", "traveller.monk")
    questions = []

    def decide(state, who, question, options, info):
        questions.append(question)
        return 0
    ctx = ctx_for(rules, state, dice=[1] * 10, decide=decide)
    ctx.card = card
    fight(ctx, {})
    assert ("use-ability" in questions) is asked


def test_the_regent_crown_text_names_the_experience_the_engine_reads(amber_game, rules):
    crown = next(i for i in amber_game.items if i.id == "item.regent-crown-strength")
    assert "10 ПО" in crown.text
    state = game(rules, "traveller.gladiator")
    p = state.players[0]
    p.regent = ["strength"]
    p.stats["experience"] = 9
    assert cap_limit(p, "strength", 14) == 14
    p.stats["experience"] = 10
    assert cap_limit(p, "strength", 14) is None

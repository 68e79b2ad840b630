"""Issue #30, the audit of points 9 and 13 where no test named the passage yet: the
Storyteller's story is told only «перед битвой с врагом» (her card), never to a beast;
the regent crown's text and the engine agree on the 10 ПО that lift the cap of 14
(items.yaml: «Пока корона у тебя и у тебя не меньше 10 ПО … ПС больше не ограничены»)."""

from __future__ import annotations

import pytest
from amber_play import ctx_for, game

from pnpkit.games.amber.rules.fights import op_fight
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
    op_fight(ctx, {})
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


def test_49_three_magic_points_when_amulet_1_is_gone(rules):
    """Issue #30, 8: №49 — «если его там нет, получи 3 ПМ» (our card), by the engine."""
    from pnpkit.games.amber.rules.card_play import resolve_card

    for left, amulet, magic in ((1, True, 0), (0, False, 3)):
        state = game(rules, "traveller.gladiator")
        state.item_field["item.amulet-1"] = left
        p = state.players[0]
        before = p.stats["magic"]
        resolve_card(ctx_for(rules, state, dice=[5] + [1] * 5), "card.049")
        assert ("item.amulet-1" in p.items) is amulet and p.stats["magic"] == before + magic


def test_170_taming_the_lion_is_asked(rules):
    """Issue #30, 9: №170 begins «Можешь попробовать приручить льва» — asked, not imposed."""
    from pnpkit.games.amber.rules.card_play import resolve_card

    state = game(rules, "traveller.gladiator")
    asked = []

    def decide(st, who, question, options, info):
        asked.append((question, len(options)))
        return 1 if question == "choose" else 0
    resolve_card(ctx_for(rules, state, dice=[1] * 10, decide=decide), "card.170")
    assert ("choose", 2) in asked


def test_153_the_lyceum_is_a_jump_not_a_route():
    """Issue #30, 9: №153 Лицей sends you at once; rulebook §2 names the fixed routes (№39,
    №5) without it, and the readings note says why."""
    from pathlib import Path

    rulebook = Path(__file__).parents[3] / "templates" / "amber" / "rulebook"
    travel = (rulebook / "02-travel.md.j2").read_text(encoding="utf-8")
    route = next(line for line in travel.splitlines() if "строго определённым путём" in line)
    assert "№39" in route and "№5" in route and "№153" not in route
    assert "Лицей (№153) — не маршрут" in (rulebook / "07-readings.md.j2").read_text(encoding="utf-8")


def test_stale_words_are_gone():
    """Issue #30, 9: the simulator says «путник» as the game does (never «путешественник»),
    and the English rulebook's "ininto" is gone."""
    from pathlib import Path

    from pnpkit.games.amber.cli.amber_sim import WORDS

    assert "путешественник" not in str(WORDS["ru"]).lower() and "путник" in str(WORDS["ru"]).lower()
    po = Path(__file__).parents[3] / "content" / "amber" / "locales" / "en.po"
    assert "ininto" not in po.read_text(encoding="utf-8")

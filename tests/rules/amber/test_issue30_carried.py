"""Issue #30, points 2-3: what a carried card prints needs the experience it names, and
its move modifiers change the move roll.  Seed 000 (000_62aca085f94afda4): «Для того
чтобы пользоваться любым предметом … нужен опыт»."""

from __future__ import annotations

import pytest
from amber_play import answer, ctx_for, game

from pnpkit.games.amber.rules.dispatch import run_triggers
from pnpkit.games.amber.rules.engine import moves_for
from pnpkit.games.amber.rules.rules import ScriptedDice, load_rules


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


@pytest.mark.parametrize(("experience", "flies"), [(0, False), (3, False), (4, True)])
def test_the_flying_carpet_needs_its_four_experience(rules, experience, flies):
    """Card №57 (our text: «нужно 4 ПО»): with less experience it stays rolled up."""
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.cards, p.stats["experience"] = ["card.057"], experience
    start = p.position
    ctx = ctx_for(rules, state, decide=answer(may=True), dice=[6] * 60)
    run_triggers(ctx, "before-move")
    assert (p.position != start) is flies
    assert any(e.kind == "used_up" and e.data["source"] == "card.057" for e in ctx.events) is flies


def _cancels(rules, experience) -> bool:
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.cards, p.stats["experience"] = ["card.177"], experience
    ctx = ctx_for(rules, state, decide=answer(may=True))
    ctx.fight_arg = {}
    run_triggers(ctx, "after-lost-fight")
    return any(e.kind == "loss_cancelled" for e in ctx.events)


def test_the_magic_shield_cancels_a_loss_only_with_its_experience(rules):
    """Card №177 (needs 3 ПО): with 0 ПО it cancels nothing (issue #30, 2)."""
    assert not _cancels(rules, 0)
    assert _cancels(rules, 3)


@pytest.mark.parametrize(("card", "experience", "extra"), [
    ("card.194", 2, {-1, 1}), ("card.194", 1, set()), ("card.191", 4, {1, 2}), ("card.191", 3, set()),
])
def test_a_carried_card_changes_the_move_roll(rules, card, experience, extra):
    """№194 Компас («прибавить 1 … или отнять 1», needs 2 ПО) and №191 Сапоги-скороходы
    («прибавлять 1 или 2», needs 4 ПО) give the roll they print (issue #30, 3)."""
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items = [i for i in p.items if "horse" not in (rules.item(i).traits if rules.item(i) else ())]
    p.stats["experience"] = experience
    plain = {m.steps for m in moves_for(state, 0, 3)}
    p.cards = [card]
    state.__dict__.pop("_moves", None)
    carried = {m.steps for m in moves_for(state, 0, 3)}
    assert carried - plain == {3 + e for e in extra} - plain


def test_the_fallen_knights_quest_counts_the_temple_though_it_moves_you_on(rules):
    """Issue #30, 11. Our card №1 (after seed 000's ПАВШИЙ РЫЦАРЬ): the route's fields are
    done «именно в этом порядке»; the Temple of Baal always sends you on to its exit, and
    the step still counts."""
    from pnpkit.games.amber.rules.engine import MoveTo, apply

    state = game(rules, "traveller.mercenary", "traveller.hussar")
    p = state.players[0]
    route = ("field.temple-of-baal", "field.inn", "field.epicentre", "field.mounted-barbarians")
    p.quest, p.cards = ("card.001", route), ["card.001"]
    neighbour = next(f for f in rules.board.neighbours_of("field.temple-of-baal") if rules.board.role(f) != "provaly")
    p.position, state.turn, state.phase, state.pending_roll = neighbour, 0, "move", 1
    after, events = apply(state, MoveTo("field.temple-of-baal"), ScriptedDice([6] * 80), lambda *a: 0)
    q = after.players[0]
    assert q.position != "field.temple-of-baal"  # the Temple moved him on
    assert q.quest is not None and q.quest[1] == route[1:]
    assert any(e.kind == "quest_step" for e in events)

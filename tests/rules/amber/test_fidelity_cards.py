"""Issue 16, point 8: cards and rules whose words must do something.

Seed 000 (000_62aca085f94afda4): №59/60 ТРИФФИД — the paralysed traveller is freed by a
move roll of two dice of 9–12, and that roll is his move; contraband is taken on only
with the experience its card names; the lasso (our item) lets you hunt like a firearm;
№112 БРОДЯЧИЙ ЛЕКАРЬ stays on the field when nobody needs him; a dead traveller's player
takes another traveller card (drawn at random); the game starts with the lady, and
without one (or with several) the first player is drawn by lot.
"""

import pytest
from amber_play import answer, ctx_for, game

from pnpkit.games.amber.rules.conditions import can_hunt
from pnpkit.games.amber.rules.engine import RollMove, apply, new_game
from pnpkit.games.amber.rules.resolve import kill, resolve_card, resolve_field
from pnpkit.games.amber.rules.rules import RandomDice, ScriptedDice, load_rules


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


def test_the_triffids_releasing_roll_is_the_move(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.position, p.held = "field.jungle", ("2d6", 9, 12)
    state.phase = "roll"
    after, events = apply(state, RollMove(), ScriptedDice([5, 5]))
    assert [e.kind for e in events][:2] == ["released", "rolled_move"]
    assert after.pending_roll == 10 and after.phase == "move" and after.players[0].held is None
    still, events = apply(state, RollMove(), ScriptedDice([1, 2]))
    assert "still_held" in [e.kind for e in events] and still.players[0].held == ("2d6", 9, 12)


def test_contraband_needs_its_experience(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items, p.stats["thalers"], p.stats["experience"] = [], 20, 2
    choose_village = answer(may=True, **{"do-field": True})  # the first load: the Enchanted Village, 3 ПО
    resolve_field(ctx_for(rules, state, decide=choose_village, field="field.smugglers"), "field.smugglers")
    assert p.items == [] and p.stats["thalers"] == 20
    p.stats["experience"] = 3
    resolve_field(ctx_for(rules, state, decide=choose_village, field="field.smugglers"), "field.smugglers")
    assert p.items == ["item.contraband-enchanted-village"] and p.stats["thalers"] == 15


def test_the_lasso_lets_you_hunt(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items, p.friends, p.stats["experience"] = [], [], 1
    assert not can_hunt(rules, p)
    p.items = ["item.lasso"]
    assert can_hunt(rules, p)


def test_the_wandering_healer_stays_when_nobody_needs_him(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.stats.update(life=6, strength=5, mind=5, magic=5)
    resolve_card(ctx_for(rules, state, decide=answer(**{"take-card": True}), field="field.savanna"), "card.112")
    assert state.on_fields.get("field.savanna") == ["card.112"]
    p.stats["life"] = 3
    resolve_card(ctx_for(rules, state, decide=answer(**{"take-card": True}), field="field.oasis"), "card.112")
    assert p.stats["life"] == 6 and "card.112" in state.discard


def test_a_new_traveller_is_drawn_at_random(rules):
    drawn = set()
    for face in (1, 5, 9):
        state = game(rules, "traveller.mercenary")
        kill(rules, state, 0, [], ScriptedDice([face]))
        drawn.add(state.players[0].traveller)
    assert len(drawn) == 3 and "traveller.mercenary" not in drawn


def test_the_lady_starts_and_otherwise_a_lot_decides(rules):
    lady = new_game(rules, [("A", "traveller.mercenary"), ("B", "traveller.amazon")], RandomDice(1))
    assert lady.turn == 1
    firsts = {new_game(rules, [("A", "traveller.mercenary"), ("B", "traveller.hussar"), ("C", "traveller.goblin")],
                       RandomDice(seed)).turn for seed in range(30)}
    assert firsts == {0, 1, 2}

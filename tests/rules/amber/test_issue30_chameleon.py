"""Issue #30, 8: №24 ХАМЕЛЕОН in the engine.  Seed 000, №24: beaten without 6 ПО, its skin
goes to the trophy office within «3 хода»; otherwise its card is left where the traveller
stands, and «Хамелеон оживает» to attack whoever comes.  The three turns are the player's
turns after the one he won it in (rulebook notes: «два тура» counted the same way)."""

from __future__ import annotations

import pytest
from amber_play import game

from pnpkit.games.amber.rules.engine import MoveTo, RollMove, apply, moves_for
from pnpkit.games.amber.rules.rules import RandomDice, ScriptedDice, load_rules


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


def _win_the_skin(rules):
    state = game(rules, "traveller.gladiator", "traveller.monk")
    state.turn = 0
    p = state.players[0]
    p.position, p.world = "field.saloon", "world.strength"
    p.stats.update(strength=14, experience=2, life=30)
    state.players[1].stats["life"] = 30
    state, _ = apply(state, RollMove(), ScriptedDice([1]))
    dest = next(m.dest for m in moves_for(state) if not rules.board.role(m.dest) == "trophy-office")
    state.on_fields[dest] = ["card.024"]
    state, events = apply(state, MoveTo(dest), ScriptedDice([1, 6] + [1] * 30), lambda *a: 0)
    assert any(e.kind == "battle" and e.data["outcome"] == "win" for e in events)
    return state


def _turn(state, dice):
    state, events = apply(state, RollMove(), dice, lambda *a: 0)
    if state.phase == "move":
        moves = [m for m in moves_for(state) if state.rules.board.role(m.dest) != "trophy-office"]
        state, more = apply(state, MoveTo((moves or moves_for(state))[0].dest), dice, lambda *a: 0)
        events += more
    return state, events


def test_no_6_experience_the_skin_must_be_handed_in_within_three_turns(rules):
    state = _win_the_skin(rules)
    p = state.players[0]
    assert "card.024" in p.trophies
    assert p.statuses.get("trophy-deadline") == 3  # the winning turn is not counted
    dice = RandomDice(11)
    revived = []
    for own_turn in (1, 2, 3):
        state, _ = _turn(state, dice)  # the monk's turn
        assert state.turn == 0
        state, events = _turn(state, dice)
        revived += [e for e in events if e.kind == "revived"]
        if own_turn < 3:
            assert "card.024" in state.players[0].trophies and not revived
    p = state.players[0]
    assert "card.024" not in p.trophies
    assert len(revived) == 1 and "card.024" in state.on_fields[revived[0].data["field"]]
    assert revived[0].data["field"] == p.position


def test_handed_in_in_time_nothing_comes_back(rules):
    state = _win_the_skin(rules)
    state.players[0].trophies.remove("card.024")  # handed in at the trophy office (kept off the deck here)
    dice = RandomDice(11)
    for _ in range(4):
        state, _ = _turn(state, dice)
        state, events = _turn(state, dice)
        assert not any(e.kind == "revived" for e in events)
    assert not any("card.024" in cards for cards in state.on_fields.values())


def test_with_6_experience_no_deadline(rules):
    state = game(rules, "traveller.gladiator", "traveller.monk")
    state.turn = 0
    p = state.players[0]
    p.position, p.world = "field.saloon", "world.strength"
    p.stats.update(strength=14, experience=6)
    state, _ = apply(state, RollMove(), ScriptedDice([1]))
    dest = moves_for(state)[0].dest
    state.on_fields[dest] = ["card.024"]
    state, _ = apply(state, MoveTo(dest), ScriptedDice([1, 6] + [1] * 30), lambda *a: 0)
    assert "trophy-deadline" not in state.players[0].statuses

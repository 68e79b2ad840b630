"""Issue #30, 13 (and the amber3 brief, 2): the game master's ``place`` resolves the new
field the way an arrival does — for the traveller it moves, asking him the field's
optional parts — and settles no other player's step.  Seed 000 on a field reached:
«выполняете условия поля»; rulebook §4, the Infirmary: healing is asked, not imposed."""

from __future__ import annotations

from dataclasses import replace

from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules.engine import Placed, apply
from pnpkit.games.amber.rules.rules import ScriptedDice
from pnpkit.rules.session import Player, SessionHeader, perform

HEADER = SessionHeader("amber", 5, (Player("Аня"), Player("Вика")))


def act(table, command, *args, actor=None):
    return perform(REFEREE, HEADER, table, 1, command, args, actor)


def test_engine_placed_resolves_for_the_placed_traveller_and_keeps_the_turn():
    table = REFEREE.new(HEADER)
    state = table.game
    other = 1 - state.turn
    state.players[other].stats["life"] = 1
    asked = []

    def decide(st, who, question, options, info):
        asked.append((who, question))
        return len(options) - 1  # heal as much as he can pay
    new, events = apply(state, Placed(other, "field.infirmary"), ScriptedDice([1] * 20), decide)
    assert (other, "heal") in asked and all(who == other for who, _ in asked)
    assert new.players[other].stats["life"] > 1
    assert new.turn == state.turn and new.phase == state.phase


def test_place_asks_the_placed_player_and_settles_only_his_step():
    table = REFEREE.new(HEADER)
    me = table.game.turn
    other = 1 - me
    name = table.game.players[other].name
    table = replace(table, steps=((me, "шаг другого игрока", ()),))
    placed, events, _ = act(table, "place", name, "Лазарет")
    assert placed.game.players[other].position == "field.infirmary"
    assert placed.pending is not None and placed.pending.pause.who == other  # asked of him
    assert placed.pending.pause.question == "heal"
    assert placed.steps == table.steps  # the other player's step stays open
    done, _events, _ = act(placed, "choose", "1", actor=name)
    while done.pending is not None:
        done, _events, _ = act(done, "choose", "1", actor=name)
    assert done.game.turn == me and done.steps == table.steps

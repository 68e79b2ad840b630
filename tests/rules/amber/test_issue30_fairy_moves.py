"""Issue #30, 5: the Fairy's charm (her card: on a 1–2 the traveller met «остаётся на месте
и пропускает ход, а в следующем туре фея ходит за него») — he misses a turn, and on his
next move the Fairy's player chooses where he goes (the referee expects her `move`)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from amber_play import ctx_for, game

from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules import engine
from pnpkit.games.amber.rules.fights import op_charm
from pnpkit.games.amber.rules.rules import ScriptedDice, load_rules
from pnpkit.rules.session import Player, SessionHeader


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


def test_the_charmed_traveller_misses_a_turn_then_the_fairy_moves_him(rules):
    state = game(rules, "traveller.fairy", "traveller.mercenary")
    ctx = ctx_for(rules, state)
    ctx.other = 1
    op_charm(ctx, {})
    assert state.players[1].skip == 1
    state.turn, state.phase = 1, "roll"
    state, events = engine.apply(state, engine.RollMove(), ScriptedDice([3] * 5))
    assert "skipped_turn" in [e.kind for e in events] and engine.moved_by(state) is None  # not his turn now
    state.turn, state.phase = 1, "roll"
    state, events = engine.apply(state, engine.RollMove(), ScriptedDice([3] * 5))
    assert state.phase == "move" and engine.moved_by(state) == 0
    said = next(e for e in events if e.kind == "moved_by")
    assert said.data == {"player": "P2", "by": "P1"}
    header = SessionHeader("amber", 1, (Player("P1", "fairy"), Player("P2", "mercenary")))
    table = replace(REFEREE.new(header), game=state)
    assert REFEREE.current_player(table) == "P1"                     # the Fairy's player answers `move`
    dest = engine.moves_for(state)[0].dest
    state, _ = engine.apply(state, engine.MoveTo(dest), ScriptedDice([3] * 20))
    assert not any(k.startswith("moved-by:") for k in state.players[1].statuses)  # one move only
    text = REFEREE.describe([said], "ru")
    assert text == ["Чары ещё держат: куда пойдёт P2, выбирает P1."]

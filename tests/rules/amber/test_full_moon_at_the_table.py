"""№131's full-moon challenge comes inside the wolf's roll: the referee announces that
duel with its odds like any other (it looked the challenged one up in a ``duel`` command
and crashed, «'RollMove' object has no attribute 'target'», in a scripted game)."""

from __future__ import annotations

from amber_play import ctx_for, game

from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules.card_play import resolve_card
from pnpkit.games.amber.rules.referee_state import AmberTable
from pnpkit.rules.session import Action, LiveDice


def test_the_full_moon_duel_is_announced_at_the_table():
    rules = REFEREE.rules("original")
    state = game(rules, "traveller.mercenary", "traveller.hussar")
    wolf, other = state.players
    state.turn = 0
    resolve_card(ctx_for(rules, state), "card.131")
    other.position = next(iter(rules.board.neighbours_of(wolf.position)))
    wolf.position = other.position
    state.phase = "roll"
    table, events = REFEREE.apply(AmberTable(state, "original"), Action("roll"), LiveDice(7, 1))
    pause = table.pending.pause if table.pending is not None else None
    assert pause is not None and pause.kind == "fight", [e.kind for e in events]
    assert pause.fight["kind"] == "duel" and pause.fight["target"] == other.name
    assert 0 < pause.fight["win"] < 1

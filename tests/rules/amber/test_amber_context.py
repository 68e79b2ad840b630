"""The resolution context's shortcuts give what the slow, plain ways give."""

from amber_play import ctx_for, game

from pnpkit.games.amber.rules.rules import load_rules
from pnpkit.games.amber.rules.state import OUT
from pnpkit.rules.session import Event


def test_an_emitted_event_equals_the_constructed_one(amber_game):
    rules = load_rules(amber_game)
    state = game(rules, *rules.travellers[:2])
    ctx = ctx_for(rules, state)
    ctx.emit("moved_to", "rule-x", field="f")
    (event,) = ctx.events
    assert event == Event("moved_to", {"player": state.players[0].name, "field": "f"}, "rule-x")


def test_the_next_player_skips_those_out_of_the_game(amber_game):
    rules = load_rules(amber_game)
    state = game(rules, *rules.travellers[:3])
    assert ctx_for(rules, state, who=2).next_player() == 0
    state.players[0].board = OUT
    assert ctx_for(rules, state, who=2).next_player() == 1
    state.players[1].board = OUT
    assert ctx_for(rules, state, who=2).next_player() is None

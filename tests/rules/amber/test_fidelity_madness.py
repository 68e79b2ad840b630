"""Issue 16, point 2: the madman's walk and №39 ОЧАРОВАННОСТЬ.

Seed 000 (000_62aca085f94afda4), «Как лечить безумие»: a mad traveller may not leave
the world he is in and must walk clockwise to the infirmary.  The fields between the
worlds (the trophy office, the Провалы) lie on several worlds' loops: he goes on round
his own.  The World of Gold has no road of its own to the infirmary: there he takes the
shortest way (our reading, rulebook §readings).  Seed 000, card №39: the enchanted
traveller walks (clockwise) in the world he is in — also past the trophy office.
"""

import pytest
from amber_play import game

from pnpkit.games.amber.rules.board import build_board
from pnpkit.games.amber.rules.engine import moves_for
from pnpkit.games.amber.rules.movement import legal_moves
from pnpkit.games.amber.rules.rules import load_rules

WORLDS = ("world.strength", "world.mind", "world.magic")


@pytest.fixture(scope="module")
def board(amber_game):
    return build_board(amber_game)


def _walk(board, start, world, roll):
    (move,) = legal_moves(board, start, roll, mad=True, world_lock=world)
    return move


def test_the_madman_keeps_to_his_world_past_the_fields_between_worlds(board):
    # from the Mounted Barbarians with a 6: Провал Силы, Саванна, Заготконтора and on in the World of Strength
    move = _walk(board, "field.mounted-barbarians", "world.strength", 6)
    assert move.route == ("field.provaly-strength", "field.savanna", "field.trophy-office", "field.stone-ridge",
                          "field.jungle", "field.strength-castle")
    for start in board.ids:
        world = board.region(start)
        if world not in WORLDS:
            continue
        for roll in range(1, 7):
            route = _walk(board, start, world, roll).route
            assert all(board.region(f) in (world, "neutral") for f in route), (start, roll, route)


def test_every_madman_reaches_the_infirmary_and_stops_there(board):
    for start in board.ids:
        world = board.region(start)
        here, steps = start, 0
        while here != "field.infirmary":
            move = _walk(board, here, world if world != "neutral" else None, 6)
            assert move.steps > 0, here
            here, steps = move.dest, steps + move.steps
            world = next((board.region(f) for f in reversed(move.route) if board.region(f) != "neutral"), world)
            assert steps < 80, start


def test_from_the_world_of_gold_the_shortest_way(board):
    move = _walk(board, "field.smugglers", "world.gold", 2)
    assert move.route == ("field.border-post", "field.magic-tower")


def test_the_engine_walks_a_madman_in_the_world_he_stood_in(amber_game):
    state = game(load_rules(amber_game), "traveller.mercenary")
    p = state.players[0]
    p.position, p.world, p.stats["mind"] = "field.trophy-office", "world.mind", 0
    state.pending_roll, state.phase = 3, "move"
    (move,) = moves_for(state)
    assert move.route == ("field.scorched-earth", "field.epicentre", "field.mutation-zone")


@pytest.mark.parametrize("start", ["field.hollow-hills", "field.tree-of-knowledge"])
def test_card_39_walks_on_past_the_trophy_office(amber_game, start):
    state = game(load_rules(amber_game), "traveller.mercenary")
    p = state.players[0]
    p.position, p.world = start, amber_game.field(start).region
    p.statuses.update({"clockwise": 2, "world-locked": 2})
    for roll in range(1, 7):
        state.pending_roll, state.phase = roll, "move"
        state.__dict__.pop("_moves", None)
        full = [m for m in moves_for(state) if not m.in_passing]
        assert len(full) == 1, (start, roll)
        assert all(amber_game.field(f).region in (p.world, "neutral") for f in full[0].route)

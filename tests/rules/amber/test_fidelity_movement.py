"""Issue 16, point 1: the walk, stops in passing and field roles, as the seeds say.

Seed 002 (002_0caa8c0beabe6b97): a walk never steps back onto the field it has just
left.  We read it for one move (seed 000, 000_62aca085f94afda4: each move goes "in any
direction the player likes"), so a dead end — an exchange office — ends a move or is a
stop in passing, and is never walked through; the next move starts from it afresh.
Seed 000: stops in passing are allowed only on the infirmary, the trophy office, the
exchange offices and the Провалы (and where a card says); no duels on the first three.
Everything special about a field is declared in the data, never guessed from its id.
"""

import pytest
from amber_boards import reference_game
from amber_play import game

from pnpkit.games.amber.rules.board import build_board
from pnpkit.games.amber.rules.engine import MoveTo, apply, legal_actions, moves_for
from pnpkit.games.amber.rules.movement import destinations, legal_moves
from pnpkit.games.amber.rules.rules import ScriptedDice, load_rules


@pytest.fixture(scope="module")
def board(amber_game):
    return build_board(amber_game)


def _dead_ends(board):
    return {board.ids[i] for i, nbs in enumerate(board.neighbours) if len(nbs) == 1}


def test_the_exchange_offices_are_the_dead_ends(board):
    assert _dead_ends(board) == {"field.exchange-west", "field.exchange-east"}


def test_a_walk_never_turns_straight_back_not_even_out_of_a_dead_end(board):
    for start in board.ids:
        for roll in range(1, 8):
            for m in legal_moves(board, start, roll):
                walk = (start, *m.route)
                assert all(walk[k] != walk[k + 2] for k in range(len(walk) - 2)), walk


def test_a_dead_end_is_never_walked_through(board):
    ends = _dead_ends(board)
    for start in board.ids:
        for roll in range(1, 8):
            for m in legal_moves(board, start, roll, horse=True):
                assert not ends.intersection(m.route[:-1]), (start, roll, m.route)


def test_a_dead_end_ends_a_move_or_is_a_stop_in_passing(board):
    # Степь → Каньон → Обменный пункт (восток) is 2 steps: a full move with a 2 ...
    two = legal_moves(board, "field.steppe", 2)
    assert any(m.dest == "field.exchange-east" and not m.in_passing for m in two)
    # ... and with a 3 the office is only a stop in passing (no walking back out of it)
    three = legal_moves(board, "field.steppe", 3)
    office = [m for m in three if m.dest == "field.exchange-east"]
    assert [(m.in_passing, m.route) for m in office] == [(True, ("field.canyon", "field.exchange-east"))]
    assert "field.steppe" not in destinations(board, "field.steppe", 4)  # no bounce: steppe-canyon-office-canyon-...


def test_a_move_from_a_dead_end_starts_afresh(board):
    assert destinations(board, "field.exchange-east", 1) == {"field.canyon"}
    assert destinations(board, "field.exchange-east", 2) == {"field.steppe", "field.provaly-mind"}


def test_the_engine_walks_out_of_an_office_it_stopped_on(amber_game):
    state = game(load_rules(amber_game), "traveller.mercenary")
    state.players[0].position = "field.exchange-east"
    state.pending_roll, state.phase = 1, "move"
    assert [m.dest for m in moves_for(state)] == ["field.canyon"]


def test_stops_in_passing_only_where_the_seed_allows(board, amber_game):
    stops = {fid for fid, ok in zip(board.ids, board.passing, strict=True) if ok}
    assert stops == {"field.infirmary", "field.trophy-office", "field.exchange-west", "field.exchange-east",
                     "field.provaly-magic", "field.provaly-strength", "field.provaly-mind"}
    # Биржа is an ordinary Gold field: passed through, never stopped on in passing, duels allowed
    assert board.role("field.stock-exchange") == "ordinary"
    assert not any(m.dest == "field.stock-exchange" and m.in_passing
                   for m in legal_moves(board, "field.bank", 3))
    no_duels = {fid for fid, ok in zip(board.ids, board.no_duels, strict=True) if ok}
    assert no_duels == {"field.infirmary", "field.trophy-office", "field.exchange-west", "field.exchange-east"}


def test_roles_come_from_the_data_never_from_an_id():
    # the reference board's infirmary without its declared attributes is an ordinary field
    bare = build_board(reference_game(attrs={"field.infirmary": {}}))
    assert bare.role("field.infirmary") == "ordinary"
    assert not any(m.dest == "field.infirmary" and m.in_passing for m in legal_moves(bare, "field.saloon", 3))
    declared = build_board(reference_game())
    assert any(m.dest == "field.infirmary" and m.in_passing for m in legal_moves(declared, "field.saloon", 3))


def test_the_referee_moves_by_the_same_rule(amber_game):
    """A whole move through ``apply``: with a 3 from Степь the office can only be stopped on."""
    state = game(load_rules(amber_game), "traveller.mercenary")
    state.players[0].position = "field.steppe"
    state.pending_roll, state.phase = 3, "move"
    moves = [a for a in legal_actions(state) if isinstance(a, MoveTo) and a.dest == "field.exchange-east"]
    assert [a.in_passing for a in moves] == [True]
    after, _ = apply(state, moves[0], ScriptedDice([1, 1, 1, 1, 1, 1]), lambda *a: 0)
    assert after.players[0].position == "field.exchange-east"


def _referee_at(field, roll):
    from dataclasses import replace

    from pnpkit.games.amber.referee import REFEREE
    from pnpkit.rules.session import Player, SessionHeader, perform

    header = SessionHeader("amber", 3, (Player("A", "mercenary"),))
    table = REFEREE.new(header)
    state = table.game.clone()
    state.players[0].position = field
    table = replace(table, game=state)
    table, _, _ = perform(REFEREE, header, table, 1, "roll", (), None, [roll])
    return REFEREE, header, table


def test_the_referee_session_walks_by_the_rule():
    """Seed 002 through the referee's own commands: from Степь with a 3 the east office is
    only a stop in passing (no walking back out of it), and with a 4 no walk bounces
    back to Степь."""
    from pnpkit.games.amber.rules.engine import moves_for
    from pnpkit.rules.session import perform

    referee, header, table = _referee_at("field.steppe", 3)
    office = [m for m in moves_for(table.game) if m.dest == "field.exchange-east"]
    assert [m.in_passing for m in office] == [True]
    table, events, _ = perform(referee, header, table, 2, "move", ("Обменный пункт (восток)",), None, None)
    arrived = next(e for e in events if e.kind == "arrived")
    assert arrived.data["to"] == "field.exchange-east" and arrived.data["in_passing"]
    _, _, table = _referee_at("field.steppe", 4)
    assert "field.steppe" not in {m.dest for m in moves_for(table.game)}

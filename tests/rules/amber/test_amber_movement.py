"""Movement on the main board: the rulebook's two examples and the special rules."""

from amber_boards import reference_game

from pnpkit.games.amber.rules.board import build_board
from pnpkit.games.amber.rules.movement import destinations, legal_moves

BOARD = build_board(reference_game())


def test_example_1_mounted_barbarians_roll_2():
    assert destinations(BOARD, "field.mounted-barbarians", 2) == {"field.fortress", "field.savanna"}


def test_example_2_jungle_roll_3():
    moves = legal_moves(BOARD, "field.jungle", 3)
    full = {m.dest for m in moves if not m.in_passing}
    assert full == {"field.hollow-hills", "field.abandoned-house", "field.scorched-earth",
                    "field.tree-of-knowledge", "field.oasis", "field.savanna"}
    passing = {m.dest for m in moves if m.in_passing}
    assert passing == {"field.trophy-office"}
    savanna = next(m for m in moves if m.dest == "field.savanna")
    assert savanna.route == ("field.stone-ridge", "field.trophy-office", "field.savanna")
    assert savanna.stops == ("field.trophy-office",)


def test_graph_is_symmetric_and_has_76_fields():
    assert len(BOARD.ids) == 76
    for i, nbs in enumerate(BOARD.neighbours):
        for j in nbs:
            assert i in BOARD.neighbours[j]


def test_never_straight_back():
    # from the savanna, having come from the trophy office, a 1 only goes on to the Провал
    assert destinations(BOARD, "field.savanna", 1, came_from="field.trophy-office") == {"field.provaly-strength"}
    assert destinations(BOARD, "field.savanna", 2) >= {"field.mounted-barbarians", "field.stone-ridge"}
    for m in legal_moves(BOARD, "field.infirmary", 6):
        route = ("field.infirmary",) + m.route
        assert all(route[k] != route[k + 2] for k in range(len(route) - 2))


def test_worlds_meet_only_at_arrows():
    # hollow hills | scorched earth touch on the print (snakes) but are not joined
    assert "field.scorched-earth" not in BOARD.neighbours_of("field.hollow-hills")
    assert destinations(BOARD, "field.hollow-hills", 2) == {"field.scorched-earth", "field.tree-of-knowledge",
                                                            "field.stone-ridge", "field.savanna",
                                                            "field.abandoned-house", "field.temple"}


def test_horse_and_leaving_penalties():
    game = reference_game(effects={"field.cliffs": [{"draw": 1}, {"leaving": {"move": -1}}],
                                   "field.burnt-ground": [{"draw": 1}, {"leaving": {"no_horse": True}}]})
    board = build_board(game)
    # the cliffs: a 2 counts as 1
    assert destinations(board, "field.cliffs", 2) == {"field.sacred-grove", "field.sinister-forest"}
    # a 1 from the cliffs is no move at all
    assert [m.steps for m in legal_moves(board, "field.cliffs", 1)] == [0]
    # horse: a 1 may count as 2
    assert destinations(board, "field.jungle", 1, horse=True) == {"field.strength-castle", "field.stone-ridge",
                                                                  "field.desert-south", "field.trophy-office"}
    # no horse when leaving the burnt ground
    assert destinations(board, "field.burnt-ground", 1, horse=True) == {"field.wasteland", "field.abandoned-house"}


def test_stop_in_passing_and_closed_infirmary():
    moves = legal_moves(BOARD, "field.saloon", 3)
    assert any(m.dest == "field.infirmary" and m.in_passing for m in moves)
    closed = legal_moves(BOARD, "field.saloon", 3, closed=["field.infirmary"])
    assert not any(m.dest == "field.infirmary" for m in closed)
    # a card may let you stop in passing on a named field
    named = legal_moves(BOARD, "field.jungle", 3, extra_stops=["field.stone-ridge"])
    assert any(m.dest == "field.stone-ridge" and m.in_passing for m in named)


def test_world_lock_keeps_you_in_your_world():
    locked = destinations(BOARD, "field.jungle", 3, world_lock="world.strength")
    assert locked == {"field.oasis", "field.savanna"}


def test_mad_traveller_walks_to_the_infirmary_and_stops():
    moves = legal_moves(BOARD, "field.lyceum", 6, mad=True)
    assert [m.dest for m in moves] == ["field.infirmary"]
    far = legal_moves(BOARD, "field.steppe", 2, mad=True)
    assert far[0].route == ("field.ford", "field.plain")

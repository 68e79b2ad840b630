"""The movement index: a board survives plain data (and JSON) unchanged, moves and all."""

import json

from pnpkit.games.amber.rules.board import build_board
from pnpkit.games.amber.rules.board_index import board_from_data, board_to_data
from pnpkit.games.amber.rules.movement import legal_moves


def test_the_main_board_round_trips_through_json(amber_game):
    board = build_board(amber_game, "main")
    again = board_from_data(json.loads(json.dumps(board_to_data(board))))
    assert again == board
    assert again.index == board.index and again.forks == board.forks


def test_every_move_is_the_same_from_the_index(amber_game):
    board = build_board(amber_game, "main")
    again = board_from_data(json.loads(json.dumps(board_to_data(board))))
    for start in board.ids:
        for roll in range(0, 7):
            for horse in (False, True):
                assert legal_moves(again, start, roll, horse=horse) == legal_moves(board, start, roll, horse=horse)

"""Nothing prints on the content: over the renderer's own boxes, no crossing marker,
one-way arrow or inset arrow covers a text box of the Amber boards, and the tiles'
registration marks lie in the sheets' margins, outside the board window."""

from __future__ import annotations

import pytest
from test_amber_kit import game_in

from pnpkit.games.amber.kit.amber_board import amber_board
from pnpkit.layout.geometry import Rect
from pnpkit.layout.paper import A4, LETTER
from pnpkit.layout.tiles import MARK_REACH, margin_marks, tile_board


def boards(locale: str):
    game = game_in(locale)
    return [amber_board(game, b.id, locale=locale) for b in game.boards]


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_no_marker_covers_a_text(locale):
    checked = 0
    for board in boards(locale):
        for mark in board.marks:
            for box in board.text_boxes:
                assert mark.intersection(box) is None, f"{board.key}: marker {mark} covers text {box}"
            checked += 1
    assert checked >= 16  # the 16 world crossings of the main board at least


def test_the_main_board_records_its_texts_and_markers():
    main = boards("ru")[0]
    assert len(main.text_boxes) > 2 * 70  # names and texts of the fields, panels, insets
    assert all(m.width > 0 for m in main.marks)


@pytest.mark.parametrize("paper", [A4, LETTER], ids=["a4", "letter"])
def test_registration_marks_sit_in_the_margins(paper):
    for board in boards("ru")[:2]:  # the main board and the Kingdom: several sheets each
        tiling = tile_board((board.width, board.height), paper)
        assert len(tiling.tiles) > 1
        for tile in tiling.tiles:
            marks = margin_marks(tiling, tile)
            assert marks, tile.label  # every sheet of a multi-sheet board has a neighbour
            sheet = Rect(0, 0, tiling.paper.width, tiling.paper.height)
            for x, y in marks:
                reach = Rect(x - MARK_REACH, y - MARK_REACH, 2 * MARK_REACH, 2 * MARK_REACH)
                assert reach.intersection(tile.page_area) is None, (tile.label, x, y)
                assert sheet.contains(reach), (tile.label, x, y)


def test_neighbours_marks_meet_on_the_same_board_point():
    board = boards("ru")[0]
    tiling = tile_board((board.width, board.height), A4)
    by_place = {(t.col, t.row): t for t in tiling.tiles}

    def on_board(tile, point):
        x, y = point
        return (round(x - tile.page_area.x + tile.window.x, 3),
                round(y - tile.page_area.y + tile.window.y, 3))

    for tile in tiling.tiles:
        right = by_place.get((tile.col + 1, tile.row))
        if right is not None:
            mine = {on_board(tile, m) for m in margin_marks(tiling, tile)}
            theirs = {on_board(right, m) for m in margin_marks(tiling, right)}
            assert mine & theirs, (tile.label, right.label)

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.layout.geometry import Rect
from pnpkit.layout.paper import A4, LETTER
from pnpkit.layout.tiles import assembly_map, column_letters, tile_board
from pnpkit.layout.units import mm


def test_column_letters():
    assert [column_letters(i) for i in (0, 1, 25, 26, 27)] == ["A", "B", "Z", "AA", "AB"]


def test_amber_sized_board_on_a4_takes_six_pages():
    tiling = tile_board((mm(550), mm(400)), A4, mm(10))
    assert (tiling.cols, tiling.rows) == (3, 2)
    assert [t.label for t in tiling.tiles] == ["A1", "B1", "C1", "A2", "B2", "C2"]
    a1 = tiling.tile("A1")
    assert a1.board_rect.x == 0 and a1.board_rect.top == pytest.approx(mm(400))
    assert not a1.trim_left and not a1.trim_top
    assert tiling.tile("B2").trim_left and tiling.tile("B2").trim_top


@given(
    st.floats(50, 1500, allow_nan=False),
    st.floats(50, 1500, allow_nan=False),
    st.sampled_from([A4, LETTER]),
    st.floats(0, 30, allow_nan=False),
)
def test_tiles_cover_the_board_with_the_stated_overlap(w, h, paper, overlap):
    tiling = tile_board((mm(w), mm(h)), paper, mm(overlap))
    board = tiling.board_rect
    grid = {(t.col, t.row): t for t in tiling.tiles}
    for t in tiling.tiles:
        assert board.contains(t.board_rect)
        assert t.page_area.width == pytest.approx(t.window.width)
        right = grid.get((t.col + 1, t.row))
        if right:
            assert t.window.right - right.window.x == pytest.approx(mm(overlap))
        below = grid.get((t.col, t.row + 1))
        if below:
            assert below.window.top - t.window.y == pytest.approx(mm(overlap))
    # Coverage: every sample point of the board lies in some tile.
    for fx in (0.0, 0.13, 0.5, 0.77, 1.0):
        for fy in (0.0, 0.31, 0.5, 0.92, 1.0):
            x, y = board.width * fx, board.height * fy
            assert any(
                t.board_rect.x - 1e-6 <= x <= t.board_rect.right + 1e-6
                and t.board_rect.y - 1e-6 <= y <= t.board_rect.top + 1e-6
                for t in tiling.tiles
            )
    # No page is wasted: every tile shows more than the overlap band alone.
    for t in tiling.tiles:
        assert t.board_rect.width > mm(overlap) - 1e-6 or tiling.cols == 1


def test_assembly_map_fits_the_area():
    tiling = tile_board((mm(550), mm(400)), A4, mm(10))
    area = Rect(mm(20), mm(20), mm(170), mm(200))
    amap = assembly_map(tiling, area)
    assert area.contains(amap.board)
    assert len(amap.cells) == 6 and all(amap.board.contains(r) for _, r in amap.cells)

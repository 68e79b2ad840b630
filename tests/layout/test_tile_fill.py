"""A board grown to fill the sheets it needs (layout.tiles.fill_scale): the same number of
sheets, never smaller, and the limiting side covers its grid to the edge."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from pnpkit.layout.paper import A3, A4, LETTER
from pnpkit.layout.tiles import fill_scale, tile_board
from pnpkit.layout.units import mm


def blank_shares(tiling) -> tuple[list[float], list[float]]:
    """How much of every column and every row of sheets the board leaves blank."""
    area = tiling.tiles[0].page_area
    cols = [1 - next(t for t in tiling.tiles if t.col == c).board_rect.width / area.width
            for c in range(tiling.cols)]
    rows = [1 - next(t for t in tiling.tiles if t.row == r).board_rect.height / area.height
            for r in range(tiling.rows)]
    return cols, rows


def test_an_a2_board_on_a4_fills_its_last_column():
    size = (mm(594), mm(420))
    before = tile_board(size, A4)
    cols, rows = blank_shares(before)
    assert (before.cols, before.rows) == (4, 2) and cols[-1] > 0.7  # the waste it fixes
    k = fill_scale(size, A4)
    assert 1.22 < k < 1.24
    after = tile_board((size[0] * k, size[1] * k), A4)
    assert (after.cols, after.rows) == (4, 2)
    cols, rows = blank_shares(after)
    assert max(cols + rows) < 0.15


def test_a_one_sheet_board_keeps_its_size():
    assert fill_scale((mm(150), mm(200)), A4) == 1.0


@given(w=st.floats(200, 1200), h=st.floats(200, 900),
       paper=st.sampled_from([A4, A3, LETTER]))
def test_filling_keeps_the_sheets_and_covers_one_side(w, h, paper):
    size = (mm(w), mm(h))
    k = fill_scale(size, paper)
    assert k >= 1.0
    native = tile_board(size, paper)
    grown = tile_board((size[0] * k, size[1] * k), paper)
    assert (grown.cols, grown.rows, grown.paper) == (native.cols, native.rows, native.paper)
    if len(native.tiles) > 1:
        cols, rows = blank_shares(grown)
        assert min(cols[-1], rows[-1]) < 0.002  # the limiting side reaches its last sheet

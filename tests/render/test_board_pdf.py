"""Tiled board, poster and SVG read back: page sizes, labels, overlap bands that match."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from pdf_inspect import BASE14, fonts, page_sizes, page_text, render_png
from PIL import ImageChops, ImageFilter
from sample_board import sample_board

from pnpkit.layout.paper import A4, LETTER
from pnpkit.layout.units import mm
from pnpkit.render.board_tiles import render_board_svg, render_poster, render_tiled_board


@pytest.fixture(scope="module")
def board():
    return sample_board()


@pytest.fixture(scope="module")
def tiled(board):
    return render_tiled_board(board, A4, overlap=mm(10))


def test_map_page_then_one_page_per_tile(tiled):
    tiling = tiled.tiling
    assert tiled.pdf.pages == 1 + len(tiling.tiles) == 7
    for w, h in page_sizes(tiled.pdf.data):
        assert (w, h) == pytest.approx((A4.width, A4.height), abs=0.01)
    map_text = page_text(tiled.pdf.data, 0)
    for tile in tiling.tiles:
        assert tile.label in map_text
    for n, tile in enumerate(tiling.tiles, 1):
        assert tile.label in page_text(tiled.pdf.data, n)


def test_letter_tiling_uses_letter_pages(board):
    result = render_tiled_board(board, LETTER)
    for w, h in page_sizes(result.pdf.data):
        assert {round(w, 1), round(h, 1)} == {round(LETTER.width, 1), round(LETTER.height, 1)}


def test_neighbours_print_the_same_overlap_band(tiled):
    """Render A1 and B1 at 150 dpi and compare the shared band pixel by pixel."""
    tiling = tiled.tiling
    dpi = 150
    k = dpi / 72
    a1, b1 = tiling.tile("A1"), tiling.tile("B1")
    left = render_png(tiled.pdf.data, 1, dpi).convert("L")
    right = render_png(tiled.pdf.data, 2, dpi).convert("L")
    height_px = left.height
    area = a1.page_area
    # Inset by 2 px on every side: edges of the window carry the hairline frame.
    top = round(height_px - area.top * k) + 2
    bottom = round(height_px - area.y * k) - 2
    band = round(tiling.overlap * k) - 4
    a_x = round((area.right - tiling.overlap) * k) + 2
    b_x = round(b1.page_area.x * k) + 2
    crop_a = left.crop((a_x, top, a_x + band, bottom))
    crop_b = right.crop((b_x, top, b_x + band, bottom))
    # Anti-aliasing of hairlines differs here and there by a pixel; a light blur removes
    # that noise (measured: 28/255) while a slip of one pixel (0.17 mm) still shows (64).
    assert _mismatch(crop_a, crop_b) <= 48
    slipped = right.crop((b_x + 1, top, b_x + 1 + band, bottom))
    assert _mismatch(crop_a, slipped) > 48
    assert crop_a.getextrema()[0] < 200  # the band is not blank


def _mismatch(a, b) -> int:
    blur = ImageFilter.GaussianBlur(1.5)
    return ImageChops.difference(a.filter(blur), b.filter(blur)).getextrema()[1]


def test_poster_is_one_page_of_board_size(board):
    poster = render_poster(board)
    assert poster.pages == 1
    assert page_sizes(poster.data) == [pytest.approx((board.width, board.height), abs=0.01)]


def test_board_fonts_embedded(tiled):
    for font in fonts(tiled.pdf.data):
        assert font.embedded and font.base_font.lstrip("/").split("+")[-1] not in BASE14


def test_svg_has_the_board_size_and_the_labels(board):
    svg = render_board_svg(board)
    root = ET.fromstring(svg)
    assert root.get("width") == "550.00mm" and root.get("height") == "400.00mm"
    texts = "".join(t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text"))
    assert "КРЕПОСТЬ" in texts and "Пробное поле" in texts
    assert render_board_svg(board) == svg


def test_same_bytes_twice(board):
    assert render_tiled_board(board, A4).pdf.data == render_tiled_board(board, A4).pdf.data


def test_the_assembly_summary_speaks_the_locale():
    from pnpkit.layout.paper import A4
    from pnpkit.layout.tiles import tile_board
    from pnpkit.render.board_tiles import Board, _words, sheet_summary

    board = Board("b", "B", mm(594), mm(420), lambda s: None)
    tiling = tile_board((board.width, board.height), A4)
    ru = sheet_summary(board, tiling, _words("ru"), "ru")
    en = sheet_summary(board, tiling, _words("en"), "en")
    assert ru.endswith("нахлёст 10 мм, 59,4 × 42 см") and "× A4" in ru
    assert en.endswith("overlap 10 mm, 59.4 × 42 cm")
    letter = tile_board((board.width, board.height), LETTER)
    assert "× Letter" in sheet_summary(board, letter, _words("en"), "en")


def test_a_one_sheet_board_has_no_assembly_page():
    from pnpkit.layout.paper import A4
    from pnpkit.render.board_tiles import Board, render_tiled_board

    small = Board("s", "S", mm(150), mm(150), lambda s: None)
    tiled = render_tiled_board(small, A4)
    assert len(tiled.tiling.tiles) == 1
    assert len(page_sizes(tiled.pdf.data)) == 1

"""The home-printed Amber boards waste little paper: the A2 design grown uniformly to fill
the 4 × 2 sheets it needs (A4 or Letter), no row or column of sheets more than a quarter
blank, the assembly page states the grown size, registration marks stay in the margins,
and the poster keeps the standard A2 size; the Kingdom of the kit takes 2 × 2 sheets."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from test_amber_kit import game_in
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.games.amber.kit.amber_board import amber_board, is_sector_board
from pnpkit.layout.geometry import Rect
from pnpkit.layout.paper import A4, LETTER
from pnpkit.layout.tiles import MARK_REACH, margin_marks, tile_board
from pnpkit.layout.units import mm
from pnpkit.render.board_tiles import _number, filled_board, render_tiled_board

MAX_BLANK = 0.25


def tiled_boards(locale: str = "ru"):
    game = game_in(locale)
    return [amber_board(game, b.id, locale=locale) for b in game.boards
            if not is_sector_board(game, b.id)]


def blank_shares(tiling) -> dict[str, float]:
    area = tiling.tiles[0].page_area
    shares = {}
    for t in tiling.tiles:
        shares.setdefault(f"col {t.col}", 1 - t.board_rect.width / area.width)
        shares.setdefault(f"row {t.row}", 1 - t.board_rect.height / area.height)
    return shares


@pytest.mark.parametrize("paper", [A4, LETTER], ids=["a4", "letter"])
def test_no_sheet_row_or_column_is_mostly_blank(paper):
    boards = tiled_boards()
    assert [round(b.width / mm(1)) for b in boards] == [594, 594]  # main and Kingdom, A2
    for board in boards:
        native = tile_board((board.width, board.height), paper)
        assert max(blank_shares(native).values()) > 0.3  # at A2 size the last column is waste
        grown = filled_board(board, paper)
        assert grown.width > board.width and grown.height / grown.width == pytest.approx(
            board.height / board.width)  # uniformly, so texts only get larger
        tiling = tile_board((grown.width, grown.height), paper)
        assert len(tiling.tiles) == len(native.tiles) == 8
        shares = blank_shares(tiling)
        worst = max(shares, key=shares.get)
        assert shares[worst] <= MAX_BLANK, (board.key, paper.name, worst, shares[worst])
        for tile in tiling.tiles:  # the marks stay off the (grown) board
            for x, y in margin_marks(tiling, tile):
                reach = Rect(x - MARK_REACH, y - MARK_REACH, 2 * MARK_REACH, 2 * MARK_REACH)
                assert reach.intersection(tile.page_area) is None, (tile.label, x, y)
                assert Rect(0, 0, tiling.paper.width, tiling.paper.height).contains(reach)
        for mark in grown.marks:  # the crossing markers still beside the texts
            assert all(mark.intersection(box) is None for box in grown.text_boxes)


@pytest.mark.parametrize(("locale", "paper", "summary"), [
    ("ru", A4, "8 × A4, нахлёст 10 мм, 73 × 51,6 см"),
    ("en", LETTER, "8 × Letter, overlap 10 mm, 72 × 50.9 cm"),
])
def test_the_assembly_page_states_the_grown_size(locale, paper, summary):
    board = tiled_boards(locale)[1]  # the Kingdom (quicker to draw than the main board)
    tiled = render_tiled_board(board, paper, locale=locale, fill=True)
    first = PdfReader(io.BytesIO(tiled.pdf.data)).pages[0].extract_text()
    assert summary in first


def test_the_kit_tiles_the_grown_board_and_keeps_the_a2_poster(tmp_path):
    result = CliRunner().invoke(get_app(), ["build", "amber", "--out", str(tmp_path),
                                            "--only", "kingdom-board"])
    assert result.exit_code == 0, result.output
    kit = tmp_path / "amber" / "ru"
    tiles = PdfReader(kit / "kingdom-board.pdf")
    # laid out for 2 × 2 home sheets (issue #28: it took 8 at 5–14 % ink)
    assert "4 × A4, нахлёст 10 мм, 52,3 × 37 см" in tiles.pages[0].extract_text()
    assert len(tiles.pages) == 5  # the map and 4 sheets
    poster = PdfReader(kit / "kingdom-board-poster.pdf").pages[0].mediabox
    assert (round(float(poster.width) / mm(1)), round(float(poster.height) / mm(1))) == (594, 420)


@pytest.mark.parametrize("paper", [A4, LETTER], ids=["a4", "letter"])
def test_the_race_board_fills_its_sheets_too(paper):
    from test_race_print import GAME

    from pnpkit.games.race.kit.race_print import race_board, render_part

    board = race_board(GAME, ink="color", locale="ru")
    native = tile_board((board.width, board.height), paper)
    grown = filled_board(board, paper)
    tiling = tile_board((grown.width, grown.height), paper)
    assert len(tiling.tiles) == len(native.tiles)
    assert max(blank_shares(tiling).values()) <= MAX_BLANK < max(blank_shares(native).values())
    kit = render_part(GAME, "board", "ru", paper.name, "color")[0]  # the kit tiles it grown
    first = PdfReader(io.BytesIO(kit.data)).pages[0].extract_text()
    size = f"{_number(grown.width / mm(10), 'ru')} × {_number(grown.height / mm(10), 'ru')} см"
    assert size in first and grown.width > board.width, (size, first[:120])

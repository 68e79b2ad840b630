"""What a designer's own game prints, free of Amber: token sheet footers name the
tokens (not their kind's id), coins are plain coins (Amber's thaler has a crown), and
the scaffold's board sits in the middle of its sheet with link markers one can read."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.layout.paper import A4
from pnpkit.layout.tiles import tile_board
from pnpkit.layout.units import mm
from pnpkit.readers.game_reader import load_game
from pnpkit.render import icons, token_faces
from pnpkit.render.cell_board import board_from_game
from pnpkit.render.palette import Palette


@pytest.fixture(scope="module")
def game(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("designer") / "Lost Valley"
    result = CliRunner().invoke(get_app(), ["new", str(folder), "--locale", "en"])
    assert result.exit_code == 0, result.output
    return folder


def test_the_token_footer_names_the_tokens_not_the_kind_id(game, tmp_path):
    result = CliRunner().invoke(get_app(), ["build", str(game), "--out", str(tmp_path),
                                            "--only", "tokens"])
    assert result.exit_code == 0, result.output
    pdf = PdfReader(tmp_path / "lost-valley" / "en" / "tokens.pdf")
    text = " ".join((page.extract_text() or "") for page in pdf.pages)
    assert "Lost Valley · Coin, Five coins, Camp · 1/1" in text
    assert "· coin ·" not in text


class _Recorder:
    """A surface that only notes the shapes drawn on it."""

    def __init__(self) -> None:
        self.paths = 0

    def path(self, *_args, **_kw) -> None:
        self.paths += 1

    def __getattr__(self, _name):
        return lambda *args, **kw: None


def test_a_designers_coin_has_no_crown_and_ambers_thaler_keeps_it():
    plain, crowned = _Recorder(), _Recorder()
    icons._coin(plain, Palette("color"), emblem=False)
    icons._coin(crowned, Palette("color"))
    assert plain.paths == 0 and crowned.paths == 1


def test_the_generic_coin_token_is_drawn_plain(monkeypatch):
    seen = {}
    monkeypatch.setattr(token_faces, "draw_thaler", lambda *a, **kw: seen.update(kw))
    token_faces._coin(5)(token_faces.PieceContext(None, mm(20), mm(20), Palette("color"), "en"))
    assert seen == {"emblem": False}


def test_a_board_on_one_sheet_sits_in_its_middle():
    tiling = tile_board((mm(160), mm(80)), A4)
    [tile] = tiling.tiles
    x, y = tile.board_to_page.apply(mm(80), mm(40))
    area = tile.page_area
    assert x == pytest.approx(area.x + area.width / 2) and y == pytest.approx(area.y + area.height / 2)


def test_the_scaffold_boards_link_markers_print_at_6_pt_or_more(game):
    loaded = load_game(game).game
    board = board_from_game(loaded, "main", locale="en")
    assert len(board.marks) == 2  # the two crossings
    for mark in board.marks:
        # the ⇄ inside a marker prints at 10 pt for a 3.2 mm half-size (cell_board)
        assert 10 * (mark.width / 2 - 0.4) / mm(3.2) >= 6.0

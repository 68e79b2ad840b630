"""Cell boards from (synthetic) field data: fitting errors, bad data, PDF and SVG text."""

from __future__ import annotations

import pytest
from pdf_inspect import page_text

from pnpkit.layout.paper import A4
from pnpkit.layout.textfit import FitError
from pnpkit.model.game import Edge, Region
from pnpkit.render.board_tiles import render_board_svg, render_poster, render_tiled_board
from pnpkit.render.cell_board import Cell, cell_board

REGIONS = [Region("r.red", "Красный край", "#c8372d"), Region("r.blue", "Синий край", "#2f5fb3")]


def _cells(text: str = "Вытяни одну карту и брось кубик.") -> list[Cell]:
    return [
        Cell(f"c.{i}", (20 + (i % 5) * 45, 20 + (i // 5) * 45, 40, 40), f"Клетка {i}", text,
             REGIONS[i % 2].id, number=i + 1)
        for i in range(10)
    ]


def _links() -> list[Edge]:
    return [Edge("c.0", "c.1"), Edge("c.1", "c.2", crossing=True), Edge("c.2", "c.7", oneway=True)]


@pytest.mark.parametrize("ink", ["color", "mono"])
def test_board_renders_with_every_title_as_text(ink):
    board = cell_board("t", "Пробная доска", (260, 130), REGIONS, _cells(), _links(), ink=ink,
                       caption=(20, 125))
    poster = render_poster(board)
    text = page_text(poster.data, 0)
    for i in range(10):
        assert f"Клетка {i}" in text
    assert "⇄" in text and "Пробная доска" in text
    tiled = render_tiled_board(board, A4)
    assert tiled.pdf.pages == len(tiled.tiling.tiles) + (len(tiled.tiling.tiles) > 1)  # map
    assert "Клетка 3".encode() in render_board_svg(board)


def test_overflowing_cell_text_names_the_cell_field_and_locale():
    cells = _cells()
    cells[4] = Cell("c.4", (20, 20, 40, 40), "Клетка", "очень длинный текст " * 200, "r.red")
    with pytest.raises(FitError, match=r"cell=c\.4 field=text locale=en"):
        cell_board("t", "x", (260, 130), REGIONS, cells, locale="en")


@pytest.mark.parametrize("bad,match", [
    (Cell("c.x", (250, 10, 40, 40), "За краем", "", "r.red"), "outside the board"),
    (Cell("c.y", (10, 10, 40, 40), "Нет края", "", "r.none"), "unknown region"),
])
def test_bad_cells_are_named(bad, match):
    with pytest.raises(ValueError, match=match):
        cell_board("t", "x", (260, 130), REGIONS, [*_cells(), bad])


def test_links_to_unknown_cells_are_named():
    with pytest.raises(ValueError, match="unknown cell 'c.99'"):
        cell_board("t", "x", (260, 130), REGIONS, _cells(), [Edge("c.0", "c.99")])


def test_board_from_a_loaded_game_and_errors_point_at_the_yaml():
    from dataclasses import replace
    from pathlib import Path

    from pnpkit.readers.game_reader import load_game
    from pnpkit.render.cell_board import board_from_game

    folder = Path(__file__).resolve().parents[1] / "fixtures" / "demo"
    game = load_game(folder).game
    board = board_from_game(game, "main")
    text = page_text(render_poster(board).data, 0)
    for f in game.fields_of("main"):
        assert f.name in text
    long = replace(game.fields[0], text="очень длинный текст " * 300)
    game2 = replace(game, fields=(long, *game.fields[1:]))
    with pytest.raises(FitError, match=r"board\.yaml:\d+:\d+: cell=field\.start field=text"):
        board_from_game(game2, "main")
    with pytest.raises(ValueError, match="no board 'nope'"):
        board_from_game(game, "nope")


def test_check_halves_a_field_s_text_room_for_its_picture_as_the_board_does(tmp_path):
    """A field's ``picture:`` file takes half its cell's body on the board: check's
    overflows (board_overflows) fit the text into that half too, as the build does (they
    used to look at ``image:`` alone and passed a text the build then refused)."""
    import shutil
    from dataclasses import replace
    from pathlib import Path

    from PIL import Image

    from pnpkit.readers.game_reader import load_game
    from pnpkit.render.cell_board import board_from_game, board_overflows

    folder = tmp_path / "demo"
    shutil.copytree(Path(__file__).resolve().parents[1] / "fixtures" / "demo", folder)
    Image.new("RGB", (8, 8), (200, 30, 30)).save(folder / "sign.png", format="PNG")
    game = load_game(folder).game

    def with_text(words: int, picture: str):
        field = replace(game.fields[0], text="слово " * words, picture=picture)
        return replace(game, fields=(field, *game.fields[1:]))

    def fits(g) -> bool:
        try:
            board_from_game(g, "main", folder=folder)
        except FitError:
            return False
        return True

    words = next(n for n in range(1, 400) if fits(with_text(n, ""))
                 and not fits(with_text(n, "sign.png")))
    assert board_overflows(with_text(words, ""), "main", folder=folder) == []
    found = board_overflows(with_text(words, "sign.png"), "main", folder=folder)
    assert [exc.context["cell"] for _, exc in found] == [game.fields[0].id]

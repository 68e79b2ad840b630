"""The race kit: every text fits in both locales and inks, pages come out as expected,
the same input gives the same bytes, and the poster is drawn where the squares are."""

from pathlib import Path

import pypdfium2 as pdfium
import pytest

from pnpkit.games.race.kit.race_print import race_board, render_part, track_geometry
from pnpkit.readers.game_reader import load_game

ROOT = Path(__file__).resolve().parents[2]
GAME = load_game(ROOT / "content" / "race").game


@pytest.mark.parametrize("locale", ["ru", "en"])
@pytest.mark.parametrize("ink", ["color", "mono"])
def test_board_lays_out_in_every_locale_and_ink(locale, ink):
    files = render_part(GAME, "board", locale, "a4", ink)
    names = [f.name for f in files]
    assert names == ["board-a4.pdf", "board-poster.pdf"]
    assert files[0].pages == 9  # the assembly map and 8 A4 tiles
    assert files[1].pages == 1


def test_letter_tiles_too():
    files = render_part(GAME, "board", "en", "letter", "color")
    assert files[0].name == "board-letter.pdf" and files[0].pages >= 9


def test_same_input_same_bytes():
    a = render_part(GAME, "pawns", "ru", "a4", "color")[0].data
    b = render_part(GAME, "pawns", "ru", "a4", "color")[0].data
    assert a == b
    assert render_part(GAME, "board", "ru", "a4", "mono")[1].data == \
        render_part(GAME, "board", "ru", "a4", "mono")[1].data


def test_rules_list_every_obstacle():
    data = render_part(GAME, "rules", "en", "a4", "color")[0].data
    pdf = pdfium.PdfDocument(data)
    text = " ".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
    for f in GAME.fields_of("track"):
        if f.effects:
            assert f"{f.number} ·" in text, f.number


def test_poster_shows_an_obstacle_square_in_its_colour():
    board = race_board(GAME, ink="color", locale="ru")
    data = render_part(GAME, "board", "ru", "a4", "color")[1].data
    page = pdfium.PdfDocument(data)[0]
    scale = 0.5
    image = page.render(scale=scale).to_pil().convert("RGB")
    geo = track_geometry()
    square = geo.slot(81)  # "back 40": a red title band
    x = (square.x + square.width / 2) * scale
    y = (board.height - (square.top - 4)) * scale
    r, g, b = image.getpixel((int(x), int(y)))
    assert r > 150 and g < 110 and b < 110, (r, g, b)

"""Contrast of every text colour the kit prints on its background (WCAG 2 relative
luminance): 4.5 : 1 or more, for the world palette the faces use and for the board
cells of every region the games' data colours."""

from __future__ import annotations

import pytest

from pnpkit.paths import content_root
from pnpkit.readers.game_reader import load_game
from pnpkit.render.contrast import AA_TEXT as MIN_CONTRAST
from pnpkit.render.contrast import PRINT_TARGET, legible_pair
from pnpkit.render.contrast import contrast_ratio as contrast
from pnpkit.render.icons import COIN_INK, GOLD
from pnpkit.render.palette import INK_BLACK, PAPER_WHITE, PARCHMENT, WORLDS, Palette, hex_rgb

WHITE = (1.0, 1.0, 1.0)


def test_contrast_follows_wcag():
    assert contrast(WHITE, (0.0, 0.0, 0.0)) == pytest.approx(21.0)
    # WCAG's own example: #777 on white is 4.48 : 1, just under the bar
    assert contrast(hex_rgb("777777"), WHITE) == pytest.approx(4.48, abs=0.01)
    assert contrast(hex_rgb("767676"), WHITE) >= MIN_CONTRAST


@pytest.mark.parametrize("ink", ["color", "mono"])
@pytest.mark.parametrize("world", sorted(WORLDS))
def test_face_texts_read_on_their_grounds(world, ink):
    pal = Palette(ink)  # type: ignore[arg-type]
    pairs = {
        "body text on the panel": (pal.text(), pal.panel()),
        "body text on the world's tint": (pal.text(), pal.light(world)),
        "number, kind label, heading on the panel": (pal.dark(world), pal.panel()),
        "subtitle on the world's tint": (pal.dark(world), pal.light(world)),
        "white on a badge or a filled track cell": (WHITE, pal.dark(world)),
    }
    if ink == "mono":  # mono badges are white with dark text
        pairs["white on a badge or a filled track cell"] = ((0.1, 0.1, 0.1), WHITE)
    for what, (fg, bg) in pairs.items():
        assert contrast(fg, bg) >= MIN_CONTRAST, f"{world}/{ink}: {what}"


def test_coins_print_their_value_legibly():
    assert contrast(COIN_INK, GOLD) >= MIN_CONTRAST


@pytest.mark.parametrize("game_id", ["amber", "race"])
def test_board_cell_titles_read_on_every_region_colour(game_id):
    game = load_game(content_root() / game_id).game
    for region in game.regions:
        band, text = legible_pair(hex_rgb(region.colour))
        assert contrast(text, band) >= MIN_CONTRAST, region.id


@pytest.mark.parametrize("colour", ["e3b51e", "9c9c9c", "d98e04", "2e8b4a", "ffffff",
                                    "000000", "777777", "3f9b57"])
def test_legible_pair_keeps_the_colour_where_it_can(colour):
    band, text = legible_pair(hex_rgb(colour))
    assert contrast(text, band) >= MIN_CONTRAST
    assert text in (WHITE, INK_BLACK)
    # a colour is kept where white or ink reads on it with the print margin (PRINT_TARGET)
    if max(contrast(WHITE, hex_rgb(colour)), contrast(INK_BLACK, hex_rgb(colour))) >= PRINT_TARGET:
        assert band == hex_rgb(colour)


def test_paper_and_parchment_carry_ink():
    assert contrast(INK_BLACK, PAPER_WHITE) >= 7
    assert contrast(INK_BLACK, PARCHMENT) >= 7


def test_card_backs_print_their_words_in_gold_on_the_ground():
    from pnpkit.games.amber.kit.amber_backs import GOLD as BACK_GOLD
    from pnpkit.games.amber.kit.amber_backs import GROUNDS

    for name, ground in GROUNDS.items():
        assert contrast(BACK_GOLD, ground) >= MIN_CONTRAST, name

"""Faces that use their space (issue #28): on the adventure fronts no band of the panel
stays empty for long (median tallest blank band ≤ 20 % of the panel's inside, 90th
percentile ≤ 30 %, measured on rendered pixels), the deck draws ≥ 160 distinct pictures as
built, the princes' and travellers' ability text is set at ≥ 7.5 pt (median), the tokens'
at ≥ 7 pt, and nothing the faces print is under 6 pt; in ru, en, pseudo and mono ink."""

from __future__ import annotations

import statistics
from functools import cache
from types import SimpleNamespace

import pytest
from face_metrics import blank_bands, char_sizes, fronts_pdf, median_size, percentile
from test_amber_kit import build, game_in

from pnpkit.games.amber.kit.amber_kit import WORDS, amber_character_spec, words_for
from pnpkit.games.amber.kit.amber_supply import amber_faces
from pnpkit.render import game_icons
from pnpkit.render.character_face import character_boxes, face_words, text_blocks
from pnpkit.render.palette import PARCHMENT
from pnpkit.render.text import fit_box

LOCALES = [pytest.param("ru", "color"), pytest.param("en", "color"),
           pytest.param("pseudo", "color", marks=pytest.mark.slow),
           pytest.param("ru", "mono", marks=pytest.mark.slow)]


@cache
def adventure(locale: str, ink: str):
    """The adventure deck's fronts as pages and the pictures each one drew."""
    options = SimpleNamespace(locale=locale, paper="a4", ink=ink, duplex="long",
                              back_offset=(0.0, 0.0), cards="bleed")
    faces = amber_faces(game_in(locale), options)
    deck = next(d for d in faces.decks if d.id == "adventure-deck")
    drawn: list[str] = []
    original = game_icons.icon_picture

    def noting(name, colour):
        drawn.append(game_icons.icon_name(name))
        return original(name, colour)

    game_icons.icon_picture = noting
    try:
        pdf = fronts_pdf(deck, ink, locale)
    finally:
        game_icons.icon_picture = original
    return deck, pdf, drawn


@pytest.mark.parametrize(("locale", "ink"), LOCALES)
def test_adventure_fronts_leave_no_tall_blank_band(locale, ink):
    _, pdf, _ = adventure(locale, ink)
    ground = (255, 255, 255) if ink == "mono" else tuple(round(c * 255) for c in PARCHMENT)
    shares = blank_bands(pdf, ground)
    assert len(shares) == 196
    assert statistics.median(shares) <= 0.20, statistics.median(shares)
    assert percentile(shares, 0.9) <= 0.30, percentile(shares, 0.9)


@pytest.mark.parametrize(("locale", "ink"), LOCALES[:2])
def test_the_built_deck_draws_at_least_160_distinct_pictures(locale, ink):
    _, _, drawn = adventure(locale, ink)
    assert len(set(drawn)) >= 160


@pytest.mark.parametrize(("locale", "ink"), LOCALES)
def test_nothing_on_the_fronts_is_under_6_pt(locale, ink):
    _, pdf, _ = adventure(locale, ink)
    assert min(char_sizes(pdf)) >= 6.0


@pytest.mark.parametrize("locale", ["ru", "en", "pseudo"])
def test_ability_text_is_set_at_7_5_pt_or_more(locale):
    from pnpkit.layout.paper import LARGE

    game = game_in(locale)
    words = words_for(locale) if locale in WORDS else WORDS["en"]
    for kind in ("prince", "traveller"):
        sizes = []
        for character in (c for c in game.characters if c.kind == kind):
            spec = amber_character_spec(character, game, words)
            boxes = character_boxes(spec, LARGE.width, LARGE.height, locale)
            for (_, body, field), box in zip(text_blocks(spec, face_words(locale)), boxes.bodies,
                                             strict=True):
                if field == "abilities":
                    sizes.append(fit_box(box, body, locale=locale).size)
        assert statistics.median(sizes) >= 7.5, (kind, sorted(sizes))


@pytest.mark.parametrize(("locale", "ink"), [("ru", "color"), ("en", "color"),
                                             pytest.param("ru", "mono", marks=pytest.mark.slow)])
def test_tokens_and_characters_print_at_comfortable_sizes(tmp_path, locale, ink):
    folder = build(tmp_path, ("tokens", "princes", "travellers", "items"), locale=locale, ink=ink)
    tokens = char_sizes(str(next(folder.glob("tokens.pdf"))))
    assert median_size(tokens) >= 7.0
    for part in ("tokens", "princes", "travellers", "items"):
        sizes = char_sizes(str(next(folder.glob(f"{part}.pdf"))))
        assert min(sizes) >= 6.0, part


def test_text_keeps_2_5_mm_from_the_panels_sides():
    from pnpkit.layout.paper import LARGE, POKER
    from pnpkit.layout.picture_face import picture_face_boxes
    from pnpkit.layout.text_boxes import PANEL_INSET, character_face_boxes
    from pnpkit.layout.units import mm

    def inside(rect, width):
        return rect.x >= PANEL_INSET + mm(2.5) - 1e-6 and rect.right <= width - PANEL_INSET - mm(
            2.5) + 1e-6

    card = picture_face_boxes(POKER.width, POKER.height, numbered=True, kind_label=True,
                              stats=True, coins=True)
    assert inside(card.title.rect, POKER.width) and inside(card.body.rect, POKER.width)
    for banner in (True, False):
        boxes = character_face_boxes(LARGE.width, LARGE.height, subtitle=True, traits=True,
                                     blocks=["Короткая способность."], tracks=5, banner=banner)
        texts = [boxes.name.rect, boxes.subtitle.rect, boxes.traits.rect,
                 *(b.rect for b in boxes.bodies)]
        assert all(inside(r, LARGE.width) for r in texts), banner

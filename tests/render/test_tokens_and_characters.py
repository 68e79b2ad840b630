"""Token sheets and character cards read back."""

from __future__ import annotations

import pytest
from pdf_inspect import BASE14, fonts, page_sizes, page_text
from sample_pieces import sample_characters, sample_pieces

from pnpkit.layout.paper import A4, LARGE, LETTER
from pnpkit.layout.units import mm
from pnpkit.render.deck import DeckOptions, render_deck
from pnpkit.render.tokens import TokenOptions, render_tokens


@pytest.fixture(scope="module")
def tokens():
    return render_tokens(sample_pieces(), TokenOptions(title="tokens"))


def test_every_piece_is_placed_once_inside_the_page_without_overlap(tokens):
    placed = [pid for page in tokens.pages for pid, _ in page.pieces]
    assert placed == [p.id for p in sample_pieces()]
    printable = A4.rect.inset(mm(5))
    for page in tokens.pages:
        rects = [r for _, r in page.pieces]
        for i, a in enumerate(rects):
            assert printable.contains(a)
            assert all(a.intersection(b) is None for b in rects[i + 1:])


def test_groups_start_new_pages_and_text_is_there(tokens):
    assert tokens.pdf.pages == 3
    assert "Путник 1" in page_text(tokens.pdf.data, 2)
    assert "25" in page_text(tokens.pdf.data, 0)
    for w, h in page_sizes(tokens.pdf.data):
        assert (w, h) == pytest.approx((A4.width, A4.height), abs=0.01)


def test_standee_strip_is_two_faces_and_two_bases_long():
    standee = next(p for p in sample_pieces() if p.shape == "standee")
    assert standee.footprint == (standee.width, 2 * standee.height + 2 * standee.base)


def test_tokens_fonts_embedded_and_bytes_stable(tokens):
    for font in fonts(tokens.pdf.data):
        assert font.embedded and font.base_font.lstrip("/").split("+")[-1] not in BASE14
    again = render_tokens(sample_pieces(), TokenOptions(title="tokens"))
    assert again.pdf.data == tokens.pdf.data


@pytest.mark.parametrize("paper,per_sheet", [(A4, 4), (LETTER, 4)])  # Letter: 6 mm margins
def test_character_cards_on_large_cards(paper, per_sheet):
    result = render_deck(sample_characters(4), DeckOptions(paper=paper, card=LARGE))
    assert result.cards_per_sheet == per_sheet
    text = page_text(result.pdf.data, 0)
    assert "Способности".upper() in text and "Странствующий" in text


def test_mono_tokens_differ_from_colour():
    mono = render_tokens(sample_pieces()[:5], TokenOptions(ink="mono"))
    colour = render_tokens(sample_pieces()[:5], TokenOptions())
    assert mono.pdf.data != colour.pdf.data

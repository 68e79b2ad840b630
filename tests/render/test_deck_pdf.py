"""The deck PDF read back: sizes, crop marks, duplex alignment, text, fonts, determinism."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pdf_inspect import BASE14, fonts, page_sizes, page_text, text_center, top_level_strokes
from sample_deck import sample_cards, sample_deck

from pnpkit.layout.geometry import Segment
from pnpkit.layout.paper import A4, LETTER
from pnpkit.layout.sheets import sheet_flip
from pnpkit.layout.textfit import FitError
from pnpkit.layout.units import mm
from pnpkit.render.deck import DeckCard, DeckOptions, FaceContext, render_deck
from pnpkit.render.fonts import SANS_BOLD

# A card-local point where each face prints its marker text.
MARK_U, MARK_V = mm(20), mm(60)


def _marker_deck(count: int) -> list[DeckCard]:
    """Front k prints "Fk" at (u, v); back k prints "Bk" at (w - u, v), the point behind it."""

    def front(k: int):
        def draw(ctx: FaceContext) -> None:
            ctx.surface.fill_color((0.9, 0.9, 0.9))
            ctx.surface.rect(-ctx.bleed, -ctx.bleed, ctx.width + 2 * ctx.bleed,
                             ctx.height + 2 * ctx.bleed)
            ctx.surface.fill_color((0, 0, 0))
            ctx.surface.text(MARK_U, MARK_V, f"F{k:03d}", SANS_BOLD, 9, "middle")
        return draw

    def back(k: int):
        def draw(ctx: FaceContext) -> None:
            ctx.surface.fill_color((0, 0, 0))
            ctx.surface.text(ctx.width - MARK_U, MARK_V, f"B{k:03d}", SANS_BOLD, 9, "middle")
        return draw

    return [DeckCard(f"m.{k}", f"card {k}", front(k), back(k)) for k in range(count)]


@pytest.fixture(scope="module")
def sample_pdf():
    return render_deck(sample_deck(18), DeckOptions(title="sample"))


def test_pages_alternate_fronts_and_backs_on_a4(sample_pdf):
    assert sample_pdf.pdf.pages == 6 and sample_pdf.cards_per_sheet == 8
    assert [p.side for p in sample_pdf.pages] == ["front", "back"] * 3
    for w, h in page_sizes(sample_pdf.pdf.data):
        assert w == pytest.approx(A4.width, abs=0.01) and h == pytest.approx(A4.height, abs=0.01)
    # The last sheet holds the remaining 2 cards on both sides.
    assert len(sample_pdf.pages[-1].placements) == len(sample_pdf.pages[-2].placements) == 2


def test_crop_marks_in_the_pdf_lie_outside_every_bleed(sample_pdf):
    plan = sample_pdf.pages[0]
    strokes = top_level_strokes(sample_pdf.pdf.data, 0)
    marks = [(a, b) for a, b, width in strokes if width == pytest.approx(0.25)]
    assert len(marks) == len(plan.crop_marks) > 0
    drawn = {(round(a[0], 1), round(a[1], 1), round(b[0], 1), round(b[1], 1)) for a, b in marks}
    planned = {(round(m.x0, 1), round(m.y0, 1), round(m.x1, 1), round(m.y1, 1))
               for m in plan.crop_marks}
    assert drawn == planned
    for a, b in marks:
        segment = Segment(a[0], a[1], b[0], b[1])
        for placement in plan.placements:
            assert not segment.touches(placement.bleed)
    # Back pages carry no marks (cutting happens from the front).
    assert not [s for s in top_level_strokes(sample_pdf.pdf.data, 1) if s[2] == 0.25]


@pytest.mark.parametrize("paper", [A4, LETTER], ids=["a4", "letter"])
@pytest.mark.parametrize("flip", ["long", "short"])
@pytest.mark.parametrize("offset_mm", [(0.0, 0.0), (1.5, -2.0)])
def test_back_k_prints_behind_front_k(paper, flip, offset_mm):
    offset = (mm(offset_mm[0]), mm(offset_mm[1]))
    count = 11
    result = render_deck(_marker_deck(count), DeckOptions(paper=paper, duplex=flip,
                                                          back_offset=offset))
    data = result.pdf.data
    flip_map = sheet_flip(paper, flip)
    per = result.cards_per_sheet
    for k in range(count):
        sheet = k // per
        front = text_center(data, 2 * sheet, f"F{k:03d}")
        back = text_center(data, 2 * sheet + 1, f"B{k:03d}")
        assert front is not None and back is not None
        # Turn the sheet over, undo the calibration offset (measured as the calibration
        # sheet is read, from the front): the back marker is behind its front.
        seen = flip_map.apply(*back)
        assert seen[0] - offset[0] == pytest.approx(front[0], abs=1.0)
        assert seen[1] - offset[1] == pytest.approx(front[1], abs=1.0)


def test_gutter_fold_back_lies_behind_front_after_folding():
    result = render_deck(_marker_deck(6), DeckOptions(duplex="none"))
    data = result.pdf.data
    assert result.pdf.pages == 2 and result.cards_per_sheet == 4
    w, h = page_sizes(data)[0]
    assert w == pytest.approx(A4.height, abs=0.01) and h == pytest.approx(A4.width, abs=0.01)
    for k in range(6):
        page = k // 4
        front = text_center(data, page, f"F{k:03d}")
        back = text_center(data, page, f"B{k:03d}")
        assert front[0] < w / 2 < back[0]
        assert w - back[0] == pytest.approx(front[0], abs=1.0)
        assert back[1] == pytest.approx(front[1], abs=1.0)
    fold = result.pages[0].fold_line
    assert fold is not None and fold.x0 == pytest.approx(w / 2)


def test_every_card_name_is_text_in_the_pdf_and_no_id_is(sample_pdf):
    text = "".join(page_text(sample_pdf.pdf.data, i)
                   for i, p in enumerate(sample_pdf.pages) if p.side == "front")
    for card in sample_cards(18):
        assert card.title in text
        assert card.id not in text  # a data id is a debug label, never printed on a face


def test_fonts_are_embedded_and_none_is_base14(sample_pdf):
    found = fonts(sample_pdf.pdf.data)
    assert found
    for font in found:
        assert font.embedded, font
        name = font.base_font.lstrip("/").split("+")[-1]
        assert name not in BASE14, font
        assert font.base_font.lstrip("/")[:7].endswith("+")  # a subset tag such as AAAAAA+


def test_same_input_same_bytes():
    one = render_deck(sample_deck(10), DeckOptions(title="x")).pdf.data
    two = render_deck(sample_deck(10), DeckOptions(title="x")).pdf.data
    assert one == two


def test_same_bytes_across_processes_and_hash_seeds():
    script = (
        "import hashlib,sys;"
        "from pnpkit.render.deck import render_deck, DeckOptions;"
        "from sample_deck import sample_deck;"
        "d=render_deck(sample_deck(9), DeckOptions(title='x', duplex='short')).pdf.data;"
        "sys.stdout.write(hashlib.sha256(d).hexdigest())"
    )
    src = os.pathsep.join((str(Path(__file__).resolve().parents[2] / "src"),
                           str(Path(__file__).resolve().parent)))  # sample_deck beside this file
    digests = set()
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": src}
        out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                             text=True, check=True)
        digests.add(out.stdout)
    here = hashlib.sha256(render_deck(sample_deck(9), DeckOptions(title="x", duplex="short"))
                          .pdf.data).hexdigest()
    assert digests == {here}


def test_mono_ink_still_names_the_worlds():
    result = render_deck(sample_deck(4), DeckOptions(ink="mono"))
    text = page_text(result.pdf.data, 0)
    for world in ("МИР СИЛЫ", "МИР УМА", "МИР МАГИИ", "МИР ЗОЛОТА"):
        assert world in text
    assert result.pdf.data != render_deck(sample_deck(4), DeckOptions()).pdf.data


def test_mono_ink_names_the_worlds_in_the_kits_language():
    text = page_text(render_deck(sample_deck(4, locale="en"), DeckOptions(ink="mono", locale="en")).pdf.data, 0)
    for world in ("WORLD OF STRENGTH", "WORLD OF MIND", "WORLD OF MAGIC", "WORLD OF GOLD"):
        assert world in text
    assert "МИР" not in text


def test_overflow_fails_and_names_card_field_locale_and_box():
    cards = sample_deck(3)
    bad = sample_cards(3)[1]
    from dataclasses import replace

    from sample_deck import draw_sample_back, draw_sample_front

    long_card = replace(bad, body=" ".join(["слишком длинный текст карты"] * 80))
    cards[1] = DeckCard(long_card.id, long_card.title,
                        lambda ctx: draw_sample_front(long_card, ctx), draw_sample_back)
    with pytest.raises(FitError) as info:
        render_deck(cards, DeckOptions(locale="ru"))
    message = str(info.value)
    assert "card=sample.0002" in message and "field=text" in message
    assert "locale=ru" in message and " mm " in message


def test_progress_reports_every_sheet():
    seen = []
    render_deck(sample_deck(17), DeckOptions(), progress=lambda d, t: seen.append((d, t)))
    assert seen == [(8, 17), (16, 17), (17, 17)]


def test_no_helvetica_reference_anywhere(sample_pdf):
    assert b"/Helvetica" not in sample_pdf.pdf.data and b"/Times" not in sample_pdf.pdf.data


def test_a_character_the_font_lacks_is_an_error_naming_the_field():
    from pnpkit.layout.geometry import Rect
    from pnpkit.layout.text_boxes import TextBox
    from pnpkit.render.fonts import SANS
    from pnpkit.render.text import MissingGlyphError, fit_box

    with pytest.raises(MissingGlyphError, match="card=c.1 field=body locale=ru.*U\\+4E00"):
        fit_box(TextBox(Rect(0, 0, 100, 100), SANS, 9, 6), "текст 一", locale="ru",
                where={"card": "c.1", "field": "body"})


def test_russian_hyphenation_keeps_punctuation_out_of_the_word():
    from pnpkit.render.text import hyphenator

    positions = hyphenator("ru")("неприветливый,")
    assert positions and all(0 < p < len("неприветливый") for p in positions)
    assert hyphenator("ru")("«приключение»")


def test_bad_options_are_refused_up_front():
    with pytest.raises(ValueError, match="duplex"):
        render_deck(sample_deck(1), DeckOptions(duplex="sideways"))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="ink"):
        render_deck(sample_deck(1), DeckOptions(ink="sepia"))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="at least one card"):
        render_deck([], DeckOptions())


@pytest.mark.parametrize("locale, shift", [("ru", "+1,5/+0,0 мм"), ("en", "+1.5/+0.0 mm")])
def test_the_back_pages_offset_note_speaks_the_kits_language(locale, shift):
    """The note of a shifted back page gave its millimetres as "mm" (and with a decimal
    point) in a Russian kit."""
    result = render_deck(_marker_deck(2), DeckOptions(locale=locale, back_offset=(mm(1.5), 0.0)))
    note = " ".join(page_text(result.pdf.data, 1).split())
    assert f"Δ {shift}" in note

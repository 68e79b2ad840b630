"""The build-speed shortcuts (issue 21) give exactly what the long way gave: the same
marker room, the same parsed icon, the same missing glyphs."""

from __future__ import annotations

import io

from hypothesis import given
from hypothesis import strategies as st

from pnpkit.layout.geometry import Rect
from pnpkit.layout.units import mm
from pnpkit.render.cell_board import MARKER_HALF, MARKER_SLIDES, _near_boxes, clear_half_size
from pnpkit.render.fonts import SANS, SERIF_BOLD, register_fonts
from pnpkit.render.game_icons import icon_names, icon_picture
from pnpkit.render.surface import _svg_drawing

boxes = st.lists(st.builds(Rect, st.floats(-300, 300), st.floats(-300, 300),
                           st.floats(0, 80), st.floats(0, 80)), max_size=40)


@given(boxes, st.floats(-100, 100), st.floats(-100, 100), st.integers(-MARKER_SLIDES, MARKER_SLIDES),
       st.booleans())
def test_near_boxes_give_the_same_room_anywhere_on_the_slide(rects, mx, my, step, along_x):
    reach = MARKER_HALF + mm(0.2) + MARKER_SLIDES * mm(0.5) + mm(1)
    near = _near_boxes((mx, my), rects, reach)
    shift = step * mm(0.5)
    probe = (mx + shift, my) if along_x else (mx, my + shift)
    assert clear_half_size(probe, near, MARKER_HALF) == clear_half_size(probe, rects, MARKER_HALF)


def _pdf_of(drawing) -> bytes:
    from reportlab.graphics import renderPDF
    from reportlab.pdfgen.canvas import Canvas

    buffer = io.BytesIO()
    canvas = Canvas(buffer, invariant=1, initialFontName=SANS)
    renderPDF.draw(drawing, canvas, 0, 0)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def test_a_recoloured_icon_draws_as_its_own_parse_would():
    from svglib.svglib import svg2rlg

    register_fonts()
    for name in icon_names()[:6]:
        for colour in ((0.5, 0.25, 0.0), (1.0, 1.0, 1.0), (0.0, 0.0, 0.0)):
            data = icon_picture(name, colour).data
            parsed = svg2rlg(io.BytesIO(data))
            parsed.initialFontName = SANS
            ours = _pdf_of(_svg_drawing(data)[1])
            assert ours == _pdf_of(parsed), (name, colour)
            assert b"0 0 0 rg" not in ours or colour == (0.0, 0.0, 0.0)


ALPHABET = ("abc XYZ 0123,.;«»—№⇄✂\u00a0\u00adабвгдеёжзЭЮЯ"
            + "".join(map(chr, range(0x370, 0x3d0)))   # Greek and Latin: past 256 codes,
            + "".join(map(chr, range(0x100, 0x17f)))   # a second subset
            + "\ue000\U0001f600")                      # glyphs DejaVu lacks


@given(st.text(st.sampled_from(ALPHABET + "\n\u00ad\t"), max_size=40))
def test_missing_glyphs_are_found_as_the_long_way_finds_them(text):
    """check_glyphs' quick path (every code covered) answers as the character loop does."""
    from pnpkit.render.glyphs import _missing, coverage

    for font in (SANS, SERIF_BOLD):
        covered = coverage(font)
        slow = tuple(sorted({ch for ch in text
                             if ord(ch) not in covered and ch not in "\n\u00ad"}))
        assert _missing(text, font) == slow

"""A two-page duplex calibration sheet: scales on the front, pointers on the back.

Print it double-sided with the same settings as the deck and hold it against the light:
each pointer on the back shows on the front scale how far the printer shifts the back
side.  The sheet says so in words (no command-line flag: a player reads it); whoever
builds the kit passes the opposite of that reading as ``--back-offset X,Y``, and with the
right offset every pointer sits on 0.
"""

from __future__ import annotations

from pnpkit.layout.geometry import Affine
from pnpkit.layout.paper import Paper
from pnpkit.layout.sheets import DuplexFlip, back_shift, sheet_flip
from pnpkit.layout.textfit import wrap_lines
from pnpkit.layout.units import mm
from pnpkit.render.fonts import SANS, SANS_BOLD
from pnpkit.render.pdf import PdfBuilder, RenderedPdf
from pnpkit.render.surface import PdfSurface, Surface, polygon, saved
from pnpkit.render.text import measurer
from pnpkit.word_files import word_file

SPAN_MM = 10
#: the vertical scale stands this far left of the horizontal one's zero, so that the
#: labels of the two (``+5`` and ``-10``) never run into each other
VERTICAL_GAP = mm(26)

#: the sheet's words, kept in calibration.json: its [title, how to read it] and the back
#: page's footer (how the sheet is to be turned), in the sheet's language
_TABLES = word_file(__file__, "calibration.json")
_WORDS = _TABLES["_WORDS"]
_FLIP_WORDS = _TABLES["_FLIP_WORDS"]


def _scale(s: Surface, x: float, y: float, horizontal: bool) -> None:
    with saved(s):
        s.stroke_color((0, 0, 0))
        s.fill_color((0, 0, 0))
        for step in range(-SPAN_MM, SPAN_MM + 1):
            d = mm(step)
            length = mm(4) if step % 5 == 0 else mm(2)
            s.line_width(0.5 if step == 0 else 0.25)
            if horizontal:
                s.line(x + d, y, x + d, y + length)
                if step % 5 == 0:
                    s.text(x + d, y + mm(5), f"{step:+d}" if step else "0", SANS, 6, "middle")
            else:
                s.line(x, y + d, x + length, y + d)
                if step % 5 == 0:
                    s.text(x + mm(5), y + d - 2, f"{step:+d}" if step else "0", SANS, 6)


def _pointer(s: Surface, behind: Affine, x: float, y: float, horizontal: bool) -> None:
    """A pointer on the back page behind the front point (x, y): drawn in the front's
    coordinates and turned with the sheet, so that seen from the front against the light
    it always points at its scale from outside (up from below a horizontal scale, right
    from the left of a vertical one) whichever edge the sheet turns on."""
    if horizontal:
        corners = [(x, y), (x - mm(1.5), y - mm(4)), (x + mm(1.5), y - mm(4))]
    else:
        corners = [(x, y), (x - mm(4), y - mm(1.5)), (x - mm(4), y + mm(1.5))]
    with saved(s):
        s.fill_color((0.8, 0.1, 0.1))
        s.path(polygon([behind.apply(px, py) for px, py in corners]))


def render_calibration(paper: Paper, flip: DuplexFlip, offset: tuple[float, float] = (0, 0),
                       *, locale: str = "ru") -> RenderedPdf:
    language = locale.split("_")[0]
    title, how = _WORDS.get(language, _WORDS["en"])
    flip_words = _FLIP_WORDS.get(language, _FLIP_WORDS["en"])
    pdf = PdfBuilder((paper.width, paper.height), title=title, lang=locale)
    s = PdfSurface(pdf.canvas)
    w, h = paper.width, paper.height
    # Scale positions: the middle and near each corner (a driver may skew, not only shift).
    spots = [(w / 2, h / 2), (mm(40), mm(40)), (w - mm(40), h - mm(60))]
    s.fill_color((0, 0, 0))
    s.text(mm(20), h - mm(20), title, SANS_BOLD, 14)
    lines = wrap_lines(how, w - mm(40), 8, measurer(SANS)) or [how]
    for i, line in enumerate(lines):
        s.text(mm(20), h - mm(28) - i * 10, line, SANS, 8)
    for x, y in spots:
        _scale(s, x, y, True)
        _scale(s, x - VERTICAL_GAP, y, False)
    pdf.show_page()
    # The point behind each scale's zero, moved by the offset being tested the way the
    # card backs are (layout.sheets.back_shift): as seen from the front.
    behind = back_shift(sheet_flip(paper, flip), offset)
    for x, y in spots:
        _pointer(s, behind, x, y, True)
        _pointer(s, behind, x - VERTICAL_GAP, y, False)
    s.fill_color((0.4, 0.4, 0.4))
    s.text(w / 2, mm(8), f"{title} · {flip_words[flip]}", SANS, 6, "middle")
    pdf.show_page()
    return pdf.finish()

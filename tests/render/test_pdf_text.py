"""render.pdf_text writes text into the page stream itself: the PDF must be byte for
byte what reportlab's own text objects make of the same drawing (fonts, subsets,
streams), whatever the texts, fonts, anchors, numbers and order; PdfSurface's colours
and shapes drawn among them change none of it."""

from __future__ import annotations

import io

from hypothesis import given
from hypothesis import strategies as st

from pnpkit.render.fonts import SANS, SANS_BOLD, SERIF_BOLD, register_fonts
from pnpkit.render.pdf_text import CanvasText
from pnpkit.render.surface import PdfSurface

ALPHABET = ("abc XYZ 0123,.;()\\«»—№⇄✂\u00a0\u00adабвгдеёжзЭЮЯ"
            + "".join(map(chr, range(0x370, 0x3d0)))   # Greek and Latin: past 256 codes,
            + "".join(map(chr, range(0x100, 0x17f)))   # a second subset
            + "\ue000")                                # a glyph DejaVu lacks
TEXT = st.text(st.sampled_from(ALPHABET), max_size=30)
FONT = st.sampled_from((SANS, SANS_BOLD, SERIF_BOLD))
NUMBER = st.floats(-500, 500, allow_nan=False)
SIZE = st.sampled_from((5.5, 6, 6.5, 7.25, 10, 11))
ANCHOR = st.sampled_from(("start", "middle", "end"))
COLOUR = st.tuples(*[st.sampled_from((0, 0.0, 0.35, 1, 1.0, 0.123456))] * 3)

OPS = st.one_of(
    st.tuples(st.just("string"), NUMBER, NUMBER, TEXT, FONT, SIZE, ANCHOR),
    st.tuples(st.just("lines"), NUMBER, NUMBER, st.lists(TEXT, max_size=5), FONT, SIZE,
              st.floats(0, 20), ANCHOR),
    st.tuples(st.just("fill"), COLOUR),
    st.tuples(st.just("stroke"), COLOUR),
    st.tuples(st.just("save")),
    st.tuples(st.just("form"), TEXT),
    st.tuples(st.just("round"), NUMBER, NUMBER, st.floats(0, 200), st.floats(-50, 200),
              st.sampled_from((0.5, 2, 5.67)), st.sampled_from((0, 1)), st.sampled_from((0, 1))),
    st.tuples(st.just("circle"), NUMBER, NUMBER, st.sampled_from((0.1, 3, 17.0078)),
              st.sampled_from((0, 1)), st.sampled_from((0, 1))),
    st.tuples(st.just("clip"), NUMBER, NUMBER, st.floats(0, 200), st.floats(0, 200)),
    st.tuples(st.just("fill mode")),
)


def _reportlab_way(c, op) -> None:
    """What surface.PdfSurface did before pdf_text."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    kind = op[0]
    if kind == "string":
        _, x, y, text, font, size, anchor = op
        c.setFont(font, size)
        {"middle": c.drawCentredString, "end": c.drawRightString}.get(anchor, c.drawString)(
            x, y, text)
    elif kind == "lines":
        _, x, baseline, lines, font, size, leading, anchor = op
        c.setFont(font, size)
        shift = {"middle": 0.5, "end": 1.0}.get(anchor, 0.0)
        block = c.beginText()
        for line in lines:
            block.setTextOrigin(x - shift * stringWidth(line, font, size) if shift else x,
                                baseline)
            block.textOut(line)
            baseline -= leading
        c.drawText(block)
    elif kind == "fill":
        c.setFillColorRGB(*op[1])
    elif kind == "stroke":
        c.setStrokeColorRGB(*op[1])
    elif kind == "round":
        _, x, y, w, h, r, stroke, fill = op
        c.roundRect(x, y, w, h, r, stroke=stroke, fill=fill)
    elif kind == "circle":
        _, x, y, r, stroke, fill = op
        c.circle(x, y, r, stroke=stroke, fill=fill)
    elif kind == "clip":
        p = c.beginPath()
        p.rect(*op[1:])
        c.clipPath(p, stroke=0, fill=0)


def _our_way(writer: CanvasText, op) -> None:
    kind = op[0]
    if kind == "string":
        writer.string(*op[1:])
    elif kind == "lines":
        writer.lines(*op[1:])
    elif kind == "fill":
        PdfSurface(writer.c).fill_color(op[1])
    elif kind == "stroke":
        PdfSurface(writer.c).stroke_color(op[1])
    elif kind == "round":
        _, x, y, w, h, r, stroke, fill = op
        PdfSurface(writer.c).rect(x, y, w, h, radius=r, stroke=stroke, fill=fill)
    elif kind == "circle":
        _, x, y, r, stroke, fill = op
        PdfSurface(writer.c).circle(x, y, r, stroke=stroke, fill=fill)
    elif kind == "clip":
        PdfSurface(writer.c).clip_rect(*op[1:])


def _pdf(ops, ours: bool) -> bytes:
    from reportlab.pdfgen.canvas import Canvas

    register_fonts()
    buffer = io.BytesIO()
    c = Canvas(buffer, invariant=1, initialFontName=SANS, pageCompression=0)
    writer = CanvasText(c)
    forms = 0
    for op in ops:
        if op[0] == "fill mode":  # the paint and clip operators follow it
            from reportlab.pdfgen.canvas import FILL_EVEN_ODD, FILL_NON_ZERO

            c._fillMode = FILL_NON_ZERO if c._fillMode == FILL_EVEN_ODD else FILL_EVEN_ODD
        elif op[0] == "save":  # colours and fonts restored as reportlab keeps them
            c.saveState()
            c.rect(0, 0, 10, 10, fill=1)
            c.restoreState()
        elif op[0] == "form":  # text drawn inside a form goes into the form's stream
            forms += 1
            c.beginForm(f"F{forms}")
            step = ("string", 1.0, 2.0, op[1], SANS, 7, "start")
            _our_way(writer, step) if ours else _reportlab_way(c, step)
            c.endForm()
            c.doForm(f"F{forms}")
        else:
            _our_way(writer, op) if ours else _reportlab_way(c, op)
        c.rect(1, 1, 2, 2, fill=1, stroke=1)  # the colour state in use, written out
    c.showPage()
    c.save()
    return buffer.getvalue()


@given(st.lists(OPS, min_size=1, max_size=25))
def test_text_colours_and_shapes_write_what_reportlab_writes(ops):
    assert _pdf(ops, ours=True) == _pdf(ops, ours=False)


def test_a_drawing_with_every_kind_of_text_is_the_same():
    ops = [("fill", (0.2, 0.3, 0.4)), ("string", 10.0, 20.0, "Эмбер «A»", SANS, 7, "middle"),
           ("lines", 5.0, 100.0, ["Wolf (runs)", "", "Ωμέγα ĀĒ", "back\\slash"], SANS_BOLD,
            6.5, 7.8, "end"),
           ("stroke", (1, 0, 0)), ("string", 0.0, 0.0, "", SERIF_BOLD, 10, "start"),
           ("form", "в форме"), ("string", 3.0, 4.0, "в форме", SANS, 7, "end")]
    ours = _pdf(ops, ours=True)
    assert ours == _pdf(ops, ours=False)
    assert b"Tj" in ours

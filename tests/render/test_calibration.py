from __future__ import annotations

import math

import pypdfium2 as pdfium
import pytest
from pdf_inspect import page_sizes, page_text, reader, top_level_strokes
from pypdf.generic import ContentStream

from pnpkit.layout.paper import A4, LETTER
from pnpkit.layout.sheets import sheet_flip
from pnpkit.layout.units import mm
from pnpkit.render.calibration import render_calibration


@pytest.mark.parametrize("paper", [A4, LETTER], ids=["a4", "letter"])
@pytest.mark.parametrize("flip", ["long", "short"])
def test_calibration_is_a_front_and_a_back(paper, flip):
    pdf = render_calibration(paper, flip, locale="en")
    assert pdf.pages == 2
    assert page_sizes(pdf.data) == [pytest.approx((paper.width, paper.height), abs=0.01)] * 2
    assert "Duplex calibration" in page_text(pdf.data, 0)
    assert render_calibration(paper, flip, locale="en").data == pdf.data


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_the_sheet_names_no_command_line_flag(locale):
    """Players read the sheet: it speaks of millimetres, not of a flag to pass."""
    pdf = render_calibration(A4, "long", locale=locale)
    text = " ".join(page_text(pdf.data, 0).split())
    assert "--" not in text and ("мм" in text if locale == "ru" else "millimetres" in text)


def _zero_ticks(data: bytes) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
    """The front's scale zeros: (x, y) of each horizontal scale's and each vertical one's."""
    horizontal, vertical = [], []
    for (x0, y0), (x1, y1), width in top_level_strokes(data, 0):
        if width == 0.5:
            (horizontal if x0 == x1 else vertical).append((x0, min(y0, y1)) if x0 == x1
                                                          else (min(x0, x1), y0))
    return horizontal, vertical


def _pointers(data: bytes) -> list[list[tuple[float, float]]]:
    """The corners of every filled triangle on the back page, tip first."""
    r = reader(data)
    page = r.pages[1]
    triangles, points = [], []
    for operands, op in ContentStream(page.get_contents(), r).operations:
        if op in (b"m", b"l"):
            points.append((float(operands[0]), float(operands[1])))
        elif op in (b"f", b"f*", b"b", b"B"):
            if len(points) == 3:
                triangles.append(points)
            points = []
        elif op in (b"n", b"S", b"s"):
            points = []
    return triangles


def _reading(paper, flip, printed: list[list[tuple[float, float]]],
             zeros) -> tuple[float, float]:
    """What the player reads on the front's scales: where each pointer's tip lies,
    seen through the sheet, from the scale's zero (mm; x to the right, y up)."""
    turn = sheet_flip(paper, flip)
    horizontal, vertical = zeros
    xs, ys = [], []
    for tip, *_ in printed:
        fx, fy = turn.apply(*tip)
        near_h = min(horizontal, key=lambda z: math.dist(z, (fx, fy)))
        near_v = min(vertical, key=lambda z: math.dist(z, (fx, fy)))
        if math.dist(near_h, (fx, fy)) < math.dist(near_v, (fx, fy)):
            xs.append((fx - near_h[0]) / mm(1))
        else:
            ys.append((fy - near_v[1]) / mm(1))
    assert len(xs) == len(ys) == 3
    assert max(xs) - min(xs) < 1e-3 and max(ys) - min(ys) < 1e-3
    return xs[0], ys[0]


@pytest.mark.parametrize("paper", [A4, LETTER, A4.landscape()], ids=["a4", "letter", "a4-land"])
@pytest.mark.parametrize("flip", ["long", "short"])
@pytest.mark.parametrize("shift_mm", [(1.5, 0.0), (0.0, -2.0), (1.2, 0.7)])
def test_passing_the_opposite_of_the_reading_puts_every_pointer_on_zero(paper, flip, shift_mm):
    """The sheet's instructions, followed: a printer that shifts its back pages by
    ``shift_mm`` (on the back page) shows a reading; a kit built with the opposite of
    that reading as its back offset has every pointer on 0 on that printer."""
    def printed(offset_mm):
        pdf = render_calibration(paper, flip, (mm(offset_mm[0]), mm(offset_mm[1])),
                                 locale="en")
        dx, dy = mm(shift_mm[0]), mm(shift_mm[1])
        return pdf.data, [[(x + dx, y + dy) for x, y in t] for t in _pointers(pdf.data)]

    data, pointers = printed((0.0, 0.0))
    zeros = _zero_ticks(data)
    assert len(zeros[0]) == len(zeros[1]) == 3 and len(pointers) == 6
    rx, ry = _reading(paper, flip, pointers, zeros)
    assert math.hypot(rx, ry) == pytest.approx(math.hypot(*shift_mm), abs=1e-3)
    _data, corrected = printed((-rx, -ry))
    assert _reading(paper, flip, corrected, zeros) == (pytest.approx(0.0, abs=1e-3),
                                                         pytest.approx(0.0, abs=1e-3))


@pytest.mark.parametrize("flip", ["long", "short"])
def test_pointers_point_at_their_scale_from_outside(flip):
    """Seen from the front, a pointer's body lies outside its scale (below a horizontal
    one, left of a vertical one), whichever edge the sheet turns on: it never covers the
    ticks it is read against."""
    pdf = render_calibration(A4, flip, locale="en")
    turn = sheet_flip(A4, flip)
    horizontal, vertical = _zero_ticks(pdf.data)
    for triangle in _pointers(pdf.data):
        (tx, ty), *body = [turn.apply(*p) for p in triangle]
        if any(math.dist((tx, ty), z) < 0.05 for z in horizontal):
            assert all(by < ty for _bx, by in body)
        else:
            assert any(math.dist((tx, ty), z) < 0.05 for z in vertical)
            assert all(bx < tx for bx, _by in body)


@pytest.mark.parametrize("paper", [A4, LETTER], ids=["a4", "letter"])
def test_scale_labels_do_not_run_into_each_other(paper):
    """Every label of the front's scales stands clear of every other (the vertical
    scale's +5 used to touch the horizontal one's -10)."""
    doc = pdfium.PdfDocument(render_calibration(paper, "long", locale="en").data)
    textpage = doc[0].get_textpage()
    boxes = []
    for i in range(textpage.count_rects()):
        boxes.append(textpage.get_rect(i))
    labels = [b for b in boxes if b[1] < paper.height - mm(40)]
    assert len(labels) == 3 * (5 + 5)
    for i, a in enumerate(labels):
        for b in labels[i + 1:]:
            apart = a[2] + mm(0.5) <= b[0] or b[2] + mm(0.5) <= a[0] \
                or a[3] <= b[1] or b[3] <= a[1]
            assert apart, (a, b)


@pytest.mark.parametrize("flip", ["long", "short"])
def test_the_footer_speaks_the_sheet_language(flip):
    pdf = render_calibration(A4, flip, locale="ru")
    footer = page_text(pdf.data, 1)
    assert flip not in footer
    assert ("длинному" if flip == "long" else "короткому") in footer

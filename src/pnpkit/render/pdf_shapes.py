"""Rounded rectangles, circles and rectangular clips written into a reportlab canvas's
page stream from operators kept per shape: the strings reportlab's path object builds
(Bézier corners, an arc per quadrant) depend only on the shape's numbers, and a deck
draws the same shapes in card coordinates on every card.  The operators are exactly
reportlab's (tests/render/test_pdf_text.py compares the PDFs both ways).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from reportlab.pdfgen.canvas import FILL_EVEN_ODD, PATH_OPS
from reportlab.pdfgen.pathobject import PDFPathObject


@lru_cache(maxsize=4096)
def _round_rect(x: float, y: float, w: float, h: float, radius: float) -> tuple[str, ...]:
    code: list[str] = []
    PDFPathObject(code=code).roundRect(x, y, w, h, radius)
    return tuple(code)


@lru_cache(maxsize=4096)
def _circle(cx: float, cy: float, r: float) -> tuple[str, ...]:
    # canvas.circle's arithmetic, so the same corners to the last bit
    x1, x2, y1, y2 = cx - r, cx + r, cy - r, cy + r
    code: list[str] = []
    PDFPathObject(code=code).ellipse(x1, y1, x2 - x1, y2 - y1)
    return tuple(code)


@lru_cache(maxsize=4096)
def _rect_path(x: float, y: float, w: float, h: float) -> str:
    path = PDFPathObject()
    path.rect(x, y, w, h)
    return path.getCode()


def round_rect(c: Any, x: float, y: float, w: float, h: float, radius: float, stroke: int,
               fill: int) -> None:
    """canvas.roundRect(x, y, w, h, radius, stroke=stroke, fill=fill)."""
    c._code.extend(_round_rect(x, y, w, h, radius))
    c._code.append(PATH_OPS[stroke, fill, c._fillMode])


def circle(c: Any, cx: float, cy: float, r: float, stroke: int, fill: int) -> None:
    """canvas.circle(cx, cy, r, stroke=stroke, fill=fill)."""
    c._code.extend(_circle(cx, cy, r))
    c._code.append(PATH_OPS[stroke, fill, c._fillMode])


def clip_rect(c: Any, x: float, y: float, w: float, h: float) -> None:
    """canvas.clipPath of a rectangle path, neither stroked nor filled."""
    mode = c._fillMode
    clip = " W* " if mode == FILL_EVEN_ODD else " W "
    c._code.append(f"{_rect_path(x, y, w, h)}{clip}{PATH_OPS[0, 0, mode]}")

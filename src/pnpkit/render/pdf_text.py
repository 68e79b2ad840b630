"""Text operators written straight into a reportlab canvas's page stream: byte for
byte what reportlab's own text objects write for our fonts
(TrueType, unshaped, left to right, on a bottom-up canvas), without building a text
object per string.  Text objects were a third of drawing a data deck's cards.

What stays reportlab's: the font's ``splitString`` (it hands out the subset codes, in
the order texts are first drawn) and ``getSubsetInternalName`` (the first call names the
font in the document); both are called at the points reportlab calls them, so the fonts,
their subsets and the page streams come out the same.  A canvas this does not cover
(a shaped or non-TrueType font, a top-down canvas, an enforced colour space) takes
reportlab's own path.  tests/render/test_pdf_text.py holds both paths to the same bytes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from reportlab.lib.rl_accel import escapePDF, fp_str
from reportlab.pdfbase.pdfmetrics import getFont, stringWidth

_SHIFT = {"middle": 0.5, "end": 1.0}


def _set_font(c: Any, font: str, size: float) -> None:
    """canvas.setFont(font, size) for a TrueType font: it only sets the state (no
    operator), and the font is known to be registered."""
    c._fontname = font
    c._fontsize = size
    c._leading = size * 1.2


class CanvasText:
    """Writes strings on one canvas, remembering per document
    each text's encoded runs and each subset's font name."""

    def __init__(self, canvas: Any) -> None:
        self.c = canvas
        self._doc = canvas._doc
        self._runs: dict[tuple[str, str], tuple[tuple[int, str], ...]] = {}
        self._names: dict[tuple[str, int], str] = {}
        self._direct = bool(canvas.bottomup) and getattr(canvas, "_enforceColorSpace", None) is None
        self._fonts: dict[str, bool] = {}

    def _plain_font(self, font: str) -> bool:
        """A TrueType font: the case written here (a plain str is never shaped)."""
        plain = self._fonts.get(font)
        if plain is None:
            plain = self._fonts[font] = bool(getFont(font)._dynamicFont)
        return plain

    def _encoded(self, font: str, text: str) -> tuple[tuple[int, str], ...]:
        key = (font, text)
        runs = self._runs.get(key)
        if runs is None:  # the codes a text gets never change within a document
            runs = self._runs[key] = tuple(
                (subset, f"({escapePDF(chunk)}) Tj")
                for subset, chunk in getFont(font).splitString(text, self._doc))
        return runs

    def _name(self, font: str, subset: int) -> str:
        key = (font, subset)
        name = self._names.get(key)
        if name is None:
            name = self._names[key] = getFont(font).getSubsetInternalName(subset, self._doc)
        return name

    def _show(self, font: str, text: str, tf: str, code: list[str], current: int) -> int:
        """``text``'s operators (reportlab's _formatText) as one item of ``code``; returns
        the subset in use after it."""
        parts = []
        for subset, shown in self._encoded(font, text):
            if subset != current:
                parts.append(f"{self._name(font, subset)} {tf}")
                current = subset
            parts.append(shown)
        code.append(" ".join(parts))
        return current

    def string(self, x: float, y: float, text: str, font: str, size: float,
               anchor: str = "start") -> None:
        """canvas.setFont then drawString / drawCentredString / drawRightString."""
        c = self.c
        if not (self._direct and self._plain_font(font)):
            c.setFont(font, size)
            draw = {"middle": c.drawCentredString, "end": c.drawRightString}.get(anchor,
                                                                              c.drawString)
            draw(x, y, text)
            return
        _set_font(c, font, size)
        shift = _SHIFT.get(anchor)
        if shift is not None:
            x = x - shift * stringWidth(text, font, size)
        code = ["BT", f"1 0 0 1 {fp_str(x, y)} Tm"]
        self._show(font, text, f"{fp_str(size)} Tf {fp_str(c._leading)} TL", code, -1)
        code[-1] += " T*"
        code.append("ET")
        c._code.append(" ".join(code))

    def lines(self, x: float, baseline: float, lines: Sequence[str], font: str, size: float,
              leading: float, anchor: str = "start") -> None:
        """Lines ``leading`` apart as one text object, each placed by its own origin."""
        c = self.c
        shift = _SHIFT.get(anchor, 0.0)
        if not (self._direct and self._plain_font(font)):
            c.setFont(font, size)
            block = c.beginText()
            for line in lines:
                block.setTextOrigin(x - shift * stringWidth(line, font, size) if shift else x,
                                    baseline)
                block.textOut(line)
                baseline -= leading
            c.drawText(block)
            return
        _set_font(c, font, size)
        tf = f"{fp_str(size)} Tf {fp_str(c._leading)} TL"
        code = ["BT", f"1 0 0 1 {fp_str(0, 0)} Tm"]
        current = -1
        for line in lines:
            left = x - shift * stringWidth(line, font, size) if shift else x
            code.append(f"1 0 0 1 {fp_str(left, baseline)} Tm")
            current = self._show(font, line, tf, code, current)
            baseline -= leading
        code.append("ET")
        c._code.append(" ".join(code))

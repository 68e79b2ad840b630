"""The fonts an SVG picture may use: those already known, never a file.

svglib, meeting a ``font-family`` it does not know, tries it as a font file (a path
such as ``/usr/share/fonts/…/DejaVuSansMono`` or ``art/f`` + ``.ttf``, read from
anywhere, a FIFO hanging the build) and then asks fontconfig (a font of this machine:
another machine prints another picture).  A game's picture is data: its text is set in
a standard or already registered font, else in the kit's embedded sans.
"""

from __future__ import annotations

from functools import cache
from typing import Any


@cache
def confined_font_map() -> Any:
    from svglib.fonts import STANDARD_FONT_NAMES, FontMap

    class ConfinedFontMap(FontMap):
        def find_font(self, font_name: str, weight: str = "normal",
                      style: str = "normal") -> tuple[str, bool]:
            name = self._family_index.get(font_name.lower(), font_name)
            internal = FontMap.build_internal_name(name, weight, style)
            if internal in STANDARD_FONT_NAMES:
                return internal, True
            if internal in self._map:
                entry = self._map[internal]
                return str(entry["rlgFont"]), bool(entry["exact"])
            return _fallback(), False

    return ConfinedFontMap()


def _fallback() -> str:
    from reportlab.pdfbase import pdfmetrics

    from pnpkit.render.fonts import SANS

    return SANS if SANS in pdfmetrics.getRegisteredFontNames() else "Helvetica"

"""The vendored DejaVu TTFs, registered with reportlab under stable names, once.

Fonts are loaded by path from the package (never through fontconfig or the system), so
every machine embeds the same glyphs and the PDFs come out byte-identical.  reportlab
subsets TrueType fonts on embedding by default; no base-14 font is ever used.
"""

from __future__ import annotations

import threading

from pnpkit.layout.typefaces import (
    SANS,
    SANS_BOLD,
    SANS_CONDENSED,
    SANS_CONDENSED_BOLD,
    SANS_OBLIQUE,
    SERIF,
    SERIF_BOLD,
    SERIF_ITALIC,
)
from pnpkit.paths import fonts_root

_SANS, _CONDENSED = "DejaVu Sans, sans-serif", "DejaVu Sans Condensed, DejaVu Sans, sans-serif"
_SERIF = "DejaVu Serif, serif"
#: each face's file, and the font-family, font-weight and font-style an SVG file asks for
#: it by (viewers fall back to any DejaVu they have)
_FACES: dict[str, tuple[str, str, str, str]] = {
    SANS: ("DejaVuSans.ttf", _SANS, "normal", "normal"),
    SANS_BOLD: ("DejaVuSans-Bold.ttf", _SANS, "bold", "normal"),
    SANS_OBLIQUE: ("DejaVuSans-Oblique.ttf", _SANS, "normal", "oblique"),
    SANS_CONDENSED: ("DejaVuSansCondensed.ttf", _CONDENSED, "normal", "normal"),
    SANS_CONDENSED_BOLD: ("DejaVuSansCondensed-Bold.ttf", _CONDENSED, "bold", "normal"),
    SERIF: ("DejaVuSerif.ttf", _SERIF, "normal", "normal"),
    SERIF_BOLD: ("DejaVuSerif-Bold.ttf", _SERIF, "bold", "normal"),
    SERIF_ITALIC: ("DejaVuSerif-Italic.ttf", _SERIF, "normal", "italic"),
}
FONT_FILES: dict[str, str] = {name: face[0] for name, face in _FACES.items()}
SVG_FAMILIES: dict[str, tuple[str, str, str]] = {name: face[1:] for name, face in _FACES.items()}

_lock = threading.Lock()
_registered = False


def register_fonts() -> None:
    """Register every shipped face (idempotent and thread-safe)."""
    global _registered
    if _registered:
        return
    with _lock:
        if _registered:
            return
        from reportlab.pdfbase import pdfmetrics
        from reportlab.pdfbase.ttfonts import TTFont

        root = fonts_root()
        paths = {}
        for name, filename in FONT_FILES.items():
            path = root / filename
            if not path.is_file():
                raise FileNotFoundError(f"font file missing from the package: {path}")
            paths[name] = str(path)
        from pnpkit.render.collector import collection_held

        with collection_held():  # parsing makes thousands of small maps and lists, no cycles
            for name, path in paths.items():
                pdfmetrics.registerFont(TTFont(name, path))
        pdfmetrics.registerFontFamily(
            SANS, normal=SANS, bold=SANS_BOLD, italic=SANS_OBLIQUE, boldItalic=SANS_BOLD
        )
        pdfmetrics.registerFontFamily(
            SERIF, normal=SERIF, bold=SERIF_BOLD, italic=SERIF_ITALIC, boldItalic=SERIF_BOLD
        )
        _registered = True

"""Whether a font can draw a text: a character it lacks would print as an empty box.

Apart from render.text so that render.surface can check what it draws without
importing the text fitter (which names Surface)."""

from __future__ import annotations

from functools import cache, lru_cache

from pnpkit.render.fonts import register_fonts


class MissingGlyphError(ValueError):
    """A text uses characters the font cannot draw (they would print as empty boxes)."""


@cache
def coverage(font: str) -> frozenset[int]:
    """The characters ``font`` has a glyph for."""
    register_fonts()
    from reportlab.pdfbase import pdfmetrics

    return frozenset(pdfmetrics.getFont(font).face.charToGlyph)


@lru_cache(maxsize=32768)
def _missing(text: str, font: str) -> tuple[str, ...]:
    covered = coverage(font)
    if covered.issuperset(map(ord, text)):  # the usual answer, without a Python loop
        return ()
    return tuple(sorted({ch for ch in text if ord(ch) not in covered and ch not in "\n\u00ad"}))


def check_glyphs(text: str, font: str, where: dict[str, str] | None = None) -> None:
    """Raise MissingGlyphError naming ``where`` when ``font`` lacks a character of ``text``."""
    missing = _missing(text, font)
    if missing:
        names = ", ".join(f"U+{ord(ch):04X} {ch!r}" for ch in missing)
        head = " ".join(f"{k}={v}" for k, v in (where or {}).items())
        raise MissingGlyphError(f"{head}: font {font} has no glyph for {names}".lstrip(": "))

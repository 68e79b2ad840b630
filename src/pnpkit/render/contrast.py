"""How far apart the kit's text colours are from the grounds they print on: the WCAG
contrast ratio and the least a text must keep (4.5 : 1, WCAG AA).  Checked for the RGB
palette (tests/render/test_kit_contrast.py) and again after the print shop's CMYK
conversion (pnpkit export --to dtc, tests/export/test_cmyk_contrast.py)."""

from __future__ import annotations

from pnpkit.render.palette import INK_BLACK, PAPER_WHITE, mix
from pnpkit.render.surface import RGB

AA_TEXT = 4.5
#: what a chosen colour aims at on screen: a print shop's CMYK conversion (SWOP) takes up
#: to a tenth off a green or a yellow's contrast, and the print must still reach AA_TEXT
PRINT_TARGET = 5.0


def relative_luminance(rgb: RGB) -> float:
    def linear(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: RGB, b: RGB) -> float:
    high, low = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def legible_pair(ground: RGB) -> tuple[RGB, RGB]:
    """(ground, text) for a title on a coloured band (the board's cells): white where it
    reads at PRINT_TARGET, else ink (yellow, grey, orange keep their colour under dark
    text); a ground on which neither reads (a mid green) is darkened until white does."""
    for text in (PAPER_WHITE, INK_BLACK):
        if contrast_ratio(text, ground) >= PRINT_TARGET:
            return ground, text
    for step in range(1, 21):
        darker = mix(ground, (0.0, 0.0, 0.0), step / 20)
        if contrast_ratio(PAPER_WHITE, darker) >= PRINT_TARGET:
            return darker, PAPER_WHITE
    return (0.0, 0.0, 0.0), PAPER_WHITE

"""How far apart the kit's text colours are from the grounds they print on: the WCAG
contrast ratio of each pair the card faces use, with the least each must keep (4.5 for
text, 3 where a label is set bold on a tint of its own world).  Checked for the RGB
palette and again after the print shop's CMYK conversion (pnpkit export --to dtc)."""

from __future__ import annotations

from dataclasses import dataclass

from pnpkit.render.palette import INK_BLACK, PAPER_WHITE, PARCHMENT, WORLDS, mix
from pnpkit.render.surface import RGB

AA_TEXT = 4.5
AA_LARGE = 3.0


def relative_luminance(rgb: RGB) -> float:
    def linear(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: RGB, b: RGB) -> float:
    high, low = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def legible_pair(ground: RGB, light: RGB = PAPER_WHITE, dark: RGB = INK_BLACK) -> tuple[RGB, RGB]:
    """(ground, text) for a title on a coloured band (the board's cells): white where it
    reads at AA_TEXT, else ink (yellow, grey, orange keep their colour under dark text);
    a ground on which neither reads (a mid green) is darkened until white does."""
    for text in (light, dark):
        if contrast_ratio(text, ground) >= AA_TEXT:
            return ground, text
    for step in range(1, 21):
        darker = mix(ground, (0.0, 0.0, 0.0), step / 20)
        if contrast_ratio(light, darker) >= AA_TEXT:
            return darker, light
    return (0.0, 0.0, 0.0), light


@dataclass(frozen=True)
class TextPair:
    name: str
    text: RGB
    ground: RGB
    minimum: float


def text_pairs() -> list[TextPair]:
    """Every text-on-ground pair of the standard faces (render.card_face, frames)."""
    pairs = [TextPair("ink on parchment", INK_BLACK, PARCHMENT, AA_TEXT)]
    for key, world in WORLDS.items():
        pairs += [
            TextPair(f"ink on the {key} tint", INK_BLACK, world.light, AA_TEXT),
            TextPair(f"{key} dark on parchment", world.dark, PARCHMENT, AA_TEXT),
            TextPair(f"{key} dark on the {key} tint", world.dark, world.light, AA_LARGE),
            TextPair(f"white on the {key} band", PAPER_WHITE, world.dark, AA_TEXT),
        ]
    return pairs

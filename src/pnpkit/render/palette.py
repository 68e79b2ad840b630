"""Colours by world and the low-ink grey-scale variant.

In ``mono`` ink every colour becomes a light grey and each world keeps its identity
through a fill pattern and a printed label, so a black-and-white print still tells the
worlds apart.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pnpkit.render.surface import RGB

Ink = Literal["color", "mono"]
Pattern = Literal["none", "diagonal", "dots", "cross", "horizontal", "vertical", "waves"]


def hex_rgb(code: str) -> RGB:
    """'#8e1b1b' -> (r, g, b) in 0..1."""
    code = code.lstrip("#")
    return (int(code[0:2], 16) / 255, int(code[2:4], 16) / 255, int(code[4:6], 16) / 255)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """The colour a fraction ``t`` of the way from ``a`` to ``b``."""
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)


def _grey(rgb: RGB) -> RGB:
    lum = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]
    return (lum, lum, lum)


@dataclass(frozen=True)
class WorldStyle:
    key: str
    name_ru: str
    name_en: str
    dark: RGB  # frame band, titles
    light: RGB  # background tint
    accent: RGB
    pattern: Pattern  # how mono ink tells this world apart

    def label(self, locale: str) -> str:
        """The world's name on a mono card's bottom band, in the kit's language."""
        return (self.name_ru if locale.split("_")[0] == "ru" else self.name_en).upper()


WORLDS: dict[str, WorldStyle] = {
    w.key: w
    for w in (
        WorldStyle("strength", "Мир Силы", "World of Strength",
                   hex_rgb("8e1b1b"), hex_rgb("f4dcd6"), hex_rgb("d0452f"), "diagonal"),
        WorldStyle("mind", "Мир Ума", "World of Mind",
                   hex_rgb("1f5e34"), hex_rgb("dcebd9"), hex_rgb("3f9b57"), "dots"),
        WorldStyle("magic", "Мир Магии", "World of Magic",
                   hex_rgb("1d3f7a"), hex_rgb("d9e2f2"), hex_rgb("4a78c9"), "waves"),
        # gold's dark is deeper than its first #8a6a12: after the print shop's CMYK
        # (SWOP) conversion that one fell to 4.3 : 1 on parchment (render.contrast)
        WorldStyle("gold", "Мир Золота", "World of Gold",
                   hex_rgb("785a10"), hex_rgb("f6ecc8"), hex_rgb("d9a91e"), "horizontal"),
        WorldStyle("amber", "Эмбер", "Amber",
                   hex_rgb("6b3a12"), hex_rgb("f3e2cc"), hex_rgb("c47a26"), "cross"),
        WorldStyle("neutral", "Между мирами", "Between worlds",
                   hex_rgb("3d3d46"), hex_rgb("e8e6e1"), hex_rgb("7c7a85"), "vertical"),
    )
}

INK_BLACK: RGB = hex_rgb("1b1a1f")
PAPER_WHITE: RGB = (1.0, 1.0, 1.0)
PARCHMENT: RGB = hex_rgb("fbf6ea")


@dataclass(frozen=True)
class Palette:
    ink: Ink

    @property
    def mono(self) -> bool:
        return self.ink == "mono"

    def world(self, key: str) -> WorldStyle:
        try:
            return WORLDS[key]
        except KeyError:
            raise ValueError(f"unknown world {key!r} (known: {', '.join(WORLDS)})") from None

    def dark(self, key: str) -> RGB:
        return (0.25, 0.25, 0.25) if self.mono else self.world(key).dark

    def light(self, key: str) -> RGB:
        # Low-ink: the background of a mono card is white; the pattern does the work.
        return PAPER_WHITE if self.mono else self.world(key).light

    def accent(self, key: str) -> RGB:
        return _grey(self.world(key).accent) if self.mono else self.world(key).accent

    def band(self, key: str) -> RGB:
        """The frame band colour: full colour, or a light grey under a pattern."""
        return (0.86, 0.86, 0.86) if self.mono else self.world(key).dark

    def pattern(self, key: str) -> Pattern:
        return self.world(key).pattern if self.mono else "none"

    def panel(self) -> RGB:
        return PAPER_WHITE if self.mono else PARCHMENT

    def text(self) -> RGB:
        return INK_BLACK

    def fixed(self, rgb: RGB) -> RGB:
        """Any other colour: itself, or its grey value in mono."""
        return _grey(rgb) if self.mono else rgb

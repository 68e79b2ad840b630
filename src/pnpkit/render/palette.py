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


def _hex(code: str) -> RGB:
    code = code.lstrip("#")
    return tuple(int(code[i : i + 2], 16) / 255 for i in (0, 2, 4))  # type: ignore[return-value]


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


WORLDS: dict[str, WorldStyle] = {
    w.key: w
    for w in (
        WorldStyle("strength", "Мир Силы", "World of Strength",
                   _hex("8e1b1b"), _hex("f4dcd6"), _hex("d0452f"), "diagonal"),
        WorldStyle("mind", "Мир Ума", "World of Mind",
                   _hex("1f5e34"), _hex("dcebd9"), _hex("3f9b57"), "dots"),
        WorldStyle("magic", "Мир Магии", "World of Magic",
                   _hex("1d3f7a"), _hex("d9e2f2"), _hex("4a78c9"), "waves"),
        WorldStyle("gold", "Мир Золота", "World of Gold",
                   _hex("8a6a12"), _hex("f6ecc8"), _hex("d9a91e"), "horizontal"),
        WorldStyle("amber", "Эмбер", "Amber",
                   _hex("6b3a12"), _hex("f3e2cc"), _hex("c47a26"), "cross"),
        WorldStyle("neutral", "Между мирами", "Between worlds",
                   _hex("3d3d46"), _hex("e8e6e1"), _hex("7c7a85"), "vertical"),
    )
}

INK_BLACK: RGB = _hex("1b1a1f")
PAPER_WHITE: RGB = (1.0, 1.0, 1.0)
PARCHMENT: RGB = _hex("fbf6ea")
MARK_GREY: RGB = (0.0, 0.0, 0.0)


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

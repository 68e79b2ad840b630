"""Vector icons drawn by the project: the five stats (ПС ПУ ПМ ПЖ ПО), the thaler coin
and die faces.  Each icon is drawn once in a 100 x 100 unit box and reused (a Form
XObject in PDF, a <symbol>-like <use> in SVG), then scaled to the requested size.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from pnpkit.layout.geometry import Affine
from pnpkit.render.fonts import SANS_BOLD, SANS_CONDENSED_BOLD
from pnpkit.render.palette import Palette
from pnpkit.render.surface import RGB, PathCommand, Surface, polygon, saved

UNIT = 100.0

# Stat codes as printed on Amber cards -> icon kind and colour.
STAT_ICONS: dict[str, str] = {
    "ПС": "strength",
    "ПУ": "mind",
    "ПМ": "magic",
    "ПЖ": "life",
    "ПО": "experience",
}
_STAT_COLOURS: dict[str, RGB] = {
    "strength": (0.62, 0.13, 0.12),
    "mind": (0.16, 0.45, 0.24),
    "magic": (0.16, 0.30, 0.62),
    "life": (0.78, 0.12, 0.28),
    "experience": (0.62, 0.45, 0.08),
}
WHITE: RGB = (1.0, 1.0, 1.0)
GOLD: RGB = (0.85, 0.66, 0.16)
GOLD_DARK: RGB = (0.55, 0.40, 0.06)
COIN_INK: RGB = (0.30, 0.18, 0.02)  # a coin's value and word: dark enough to read on GOLD


def _star(cx: float, cy: float, points: int, outer: float, inner: float,
          phase: float = 90.0) -> list[PathCommand]:
    pts = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.radians(phase + i * 180.0 / points)
        pts.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return polygon(pts)


def _badge(s: Surface, colour: RGB) -> None:
    """A round token behind the glyph, so every stat icon reads at 3 mm."""
    s.fill_color(colour)
    s.circle(50, 50, 48)
    s.stroke_color(WHITE)
    s.line_width(3)
    s.circle(50, 50, 43, fill=False, stroke=True)
    s.fill_color(WHITE)


def _strength(s: Surface, colour: RGB) -> None:  # a sword
    _badge(s, colour)
    s.path(polygon([(45, 34), (55, 34), (55, 74), (50, 86), (45, 74)]))
    s.rect(31, 27, 38, 7, radius=3)
    s.rect(46, 14, 8, 14)
    s.circle(50, 13, 5)


def _mind(s: Surface, colour: RGB) -> None:  # an eye
    _badge(s, colour)
    s.path([("M", 14, 50), ("C", 32, 76, 68, 76, 86, 50), ("C", 68, 24, 32, 24, 14, 50), ("Z",)])
    s.fill_color(colour)
    s.circle(50, 50, 14)
    s.fill_color(WHITE)
    s.circle(50, 50, 6)


def _magic(s: Surface, colour: RGB) -> None:  # a sparkle
    _badge(s, colour)
    s.path(_star(50, 50, 4, 36, 9))
    s.path(_star(50, 50, 4, 20, 6, phase=45))


def _life(s: Surface, colour: RGB) -> None:  # a heart
    _badge(s, colour)
    s.path([
        ("M", 50, 20), ("C", 30, 36, 16, 48, 20, 63), ("C", 24, 78, 44, 80, 50, 66),
        ("C", 56, 80, 76, 78, 80, 63), ("C", 84, 48, 70, 36, 50, 20), ("Z",),
    ])


def _experience(s: Surface, colour: RGB) -> None:  # a medal on a ribbon
    _badge(s, colour)
    s.path(polygon([(36, 52), (28, 16), (40, 22), (47, 48)]))
    s.path(polygon([(64, 52), (72, 16), (60, 22), (53, 48)]))
    s.circle(50, 60, 21)
    s.fill_color(colour)
    s.path(_star(50, 60, 5, 13, 5.5))


_DRAWERS: dict[str, Callable[[Surface, RGB], None]] = {
    "strength": _strength,
    "mind": _mind,
    "magic": _magic,
    "life": _life,
    "experience": _experience,
}


def _place(s: Surface, cx: float, cy: float, size: float) -> None:
    k = size / UNIT
    s.transform(Affine(k, 0, 0, k, cx - size / 2, cy - size / 2))


def draw_stat_icon(s: Surface, stat: str, cx: float, cy: float, size: float,
                   palette: Palette) -> None:
    """Draw the icon for ``stat`` ("ПС", … or "strength", …) centred at (cx, cy)."""
    kind = STAT_ICONS.get(stat, stat)
    if kind not in _DRAWERS:
        raise ValueError(f"unknown stat icon {stat!r}")
    colour = palette.fixed(_STAT_COLOURS[kind])
    if palette.mono:
        colour = (0.2, 0.2, 0.2)
    with saved(s):
        _place(s, cx, cy, size)
        s.reuse(f"stat-{kind}-{palette.ink}", (0, 0, UNIT, UNIT),
                lambda surf: _DRAWERS[kind](surf, colour))


def _coin(s: Surface, palette: Palette, emblem: bool = True) -> None:
    rim = palette.fixed(GOLD_DARK)
    face = (0.92, 0.92, 0.92) if palette.mono else GOLD
    s.fill_color(rim)
    s.circle(50, 50, 49)
    s.fill_color(face)
    s.circle(50, 50, 44)
    s.stroke_color(rim)
    s.line_width(1.6)
    for i in range(40):  # the milled edge
        a = math.radians(i * 9)
        s.line(50 + 44 * math.cos(a), 50 + 44 * math.sin(a),
               50 + 40 * math.cos(a), 50 + 40 * math.sin(a))
    s.line_width(1.2)
    s.circle(50, 50, 37, fill=False, stroke=True)
    if not emblem:  # a plain coin: the crown is Amber's thaler
        return
    # A small crown above the value.
    s.fill_color(rim)
    s.path(polygon([(38, 70), (40, 80), (45, 74), (50, 83), (55, 74), (60, 80), (62, 70)]))


def draw_thaler(s: Surface, cx: float, cy: float, diameter: float, value: int | str,
                palette: Palette, *, unit_label: str = "", emblem: bool = True) -> None:
    """A thaler coin with its denomination, centred at (cx, cy); ``emblem=False`` leaves
    out the crown (any game's coin)."""
    with saved(s):
        with saved(s):
            _place(s, cx, cy, diameter)
            s.reuse(f"thaler-{palette.ink}" + ("" if emblem else "-plain"), (0, 0, UNIT, UNIT),
                    lambda surf: _coin(surf, palette, emblem))
        s.fill_color(palette.fixed(COIN_INK) if not palette.mono else (0.1, 0.1, 0.1))
        text = str(value)
        size = diameter * (0.36 if len(text) <= 2 else 0.28)
        s.text(cx, cy - size * 0.42, text, SANS_BOLD, size, "middle")
        if unit_label:  # never under 6 pt, the kit's smallest print; 7 pt on a 19 mm coin
            s.text(cx, cy - diameter * 0.28, unit_label, SANS_CONDENSED_BOLD,
                   max(6.0, diameter * 0.13), "middle")

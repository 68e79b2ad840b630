"""Card frames by world and kind: a full-bleed band in the world's colour (or a grey
pattern in mono ink), a parchment panel inside the safe zone, a fine double rule and
corner ornaments.  Drawn once per (world, kind, size, ink) and reused on every card.
"""

from __future__ import annotations

from pnpkit.layout.text_boxes import PANEL_INSET, safe_box  # noqa: F401 - faces import it here
from pnpkit.layout.units import mm
from pnpkit.render.fonts import SANS_BOLD
from pnpkit.render.palette import Palette, Pattern
from pnpkit.render.surface import PathCommand, Surface, polygon, saved
from pnpkit.render.text import measurer


def _rounded_rect(x: float, y: float, w: float, h: float, r: float) -> list[PathCommand]:
    k = 0.5523 * r
    return [
        ("M", x + r, y), ("L", x + w - r, y), ("C", x + w - r + k, y, x + w, y + r - k, x + w, y + r),
        ("L", x + w, y + h - r), ("C", x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h),
        ("L", x + r, y + h), ("C", x + r - k, y + h, x, y + h - r + k, x, y + h - r),
        ("L", x, y + r), ("C", x, y + r - k, x + r - k, y, x + r, y), ("Z",),
    ]


def draw_pattern(s: Surface, pattern: Pattern, x: float, y: float, w: float, h: float,
                 *, spacing: float = mm(1.6), weight: float = 0.5,
                 colour: tuple[float, float, float] = (0.45, 0.45, 0.45)) -> None:
    """Fill a region (already clipped by the caller) with a hatch pattern (grey unless
    ``colour`` says otherwise)."""
    if pattern == "none":
        return
    s.stroke_color(colour)
    s.fill_color(colour)
    s.line_width(weight)
    steps = int((w + h) / spacing) + 2
    if pattern in ("diagonal", "cross"):
        for i in range(steps):
            d = i * spacing
            s.line(x + d - h, y, x + d, y + h)
    if pattern == "cross":
        for i in range(steps):
            d = i * spacing
            s.line(x + d, y, x + d - h, y + h)
    if pattern == "horizontal":
        for i in range(int(h / spacing) + 1):
            s.line(x, y + i * spacing, x + w, y + i * spacing)
    if pattern == "vertical":
        for i in range(int(w / spacing) + 1):
            s.line(x + i * spacing, y, x + i * spacing, y + h)
    if pattern == "dots":
        for i in range(int(w / spacing) + 1):
            for j in range(int(h / spacing) + 1):
                offset = spacing / 2 if j % 2 else 0.0
                s.circle(x + i * spacing + offset, y + j * spacing, weight * 0.9)
    if pattern == "waves":
        amp, period = spacing * 0.35, spacing * 2
        for j in range(int(h / spacing) + 1):
            yy = y + j * spacing
            cmds: list[PathCommand] = [("M", x, yy)]
            xx = x
            while xx < x + w:
                cmds.append(("C", xx + period / 4, yy + amp, xx + period / 4, yy + amp,
                             xx + period / 2, yy))
                cmds.append(("C", xx + 3 * period / 4, yy - amp, xx + 3 * period / 4, yy - amp,
                             xx + period, yy))
                xx += period
            s.path(cmds, fill=False, stroke=True)


def _frame_art(s: Surface, width: float, height: float, b: float, world: str, palette: Palette,
               label: str | None) -> None:
    px = py = PANEL_INSET
    pw, ph = width - 2 * PANEL_INSET, height - 2 * PANEL_INSET
    radius = mm(2.2)
    # 1. Full-bleed band.
    s.fill_color(palette.band(world))
    s.rect(-b, -b, width + 2 * b, height + 2 * b)
    if palette.mono:
        with saved(s):
            s.clip_path(
                [*polygon([(-b, -b), (width + b, -b), (width + b, height + b),
                           (-b, height + b)]),
                 *_rounded_rect(px, py, pw, ph, radius)],
                even_odd=True,
            )
            draw_pattern(s, palette.pattern(world), -b, -b, width + 2 * b, height + 2 * b)
    # 2. Panel with a fine outline and an inner rule.
    s.fill_color(palette.panel())
    s.stroke_color(palette.dark(world))
    s.line_width(0.8)
    s.path(_rounded_rect(px, py, pw, ph, radius), stroke=True)
    s.stroke_color(palette.accent(world))
    s.line_width(0.35)
    inner = mm(0.9)
    s.path(_rounded_rect(px + inner, py + inner, pw - 2 * inner, ph - 2 * inner, radius * 0.7),
           fill=False, stroke=True)
    # 3. Corner ornaments: small diamonds on the band, clear of the cut line.
    s.fill_color(palette.accent(world) if not palette.mono else (0.15, 0.15, 0.15))
    d = mm(1.1)
    for cx, cy in ((px, py), (px + pw, py), (px, py + ph), (px + pw, py + ph)):
        s.path(polygon([(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)]))
    # 4. Kind tab on the top edge (e.g. "enemy", "item") and the mono world label.
    if label:
        s.fill_color((1, 1, 1))
        tab_w = mm(4) + measurer(SANS_BOLD)(label, 6)  # Latin capitals run wider than Cyrillic
        s.rect(width / 2 - tab_w / 2, py - mm(1.6), tab_w, mm(3.2), radius=mm(1.6))
        s.fill_color((0.1, 0.1, 0.1))
        s.text(width / 2, py - mm(0.75), label, SANS_BOLD, 6, "middle")


def draw_card_frame(s: Surface, width: float, height: float, bleed: float, world: str,
                    palette: Palette, *, kind: str = "card", label: str | None = None) -> None:
    """The frame of a card in card coordinates (origin at the trim's bottom-left).

    ``label`` is printed on the bottom band; in mono ink pass the world's name so the
    worlds stay distinguishable without colour.
    """
    palette.world(world)  # fail early on an unknown world
    key = f"frame-{world}-{kind}-{palette.ink}-{width:.2f}x{height:.2f}-{bleed:.2f}-{label or ''}"
    s.reuse(key, (-bleed, -bleed, width + bleed, height + bleed),
            lambda surf: _frame_art(surf, width, height, bleed, world, palette, label))


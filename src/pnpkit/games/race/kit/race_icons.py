"""The race board's small icons: what each kind of square does, drawn in a few strokes
(no font carries them), centred on a point."""

from __future__ import annotations

from pnpkit.render.fonts import SANS_BOLD
from pnpkit.render.surface import RGB, Surface, polygon


def draw_icon(s: Surface, kind: str, cx: float, cy: float, size: float, colour: RGB) -> None:
    """A small line icon for an obstacle kind, centred at (cx, cy)."""
    u = size / 10.0
    s.save()
    s.fill_color(colour)
    s.stroke_color(colour)
    s.line_width(max(0.6, u * 1.1))
    if kind in ("back", "forward"):  # a block arrow pointing left or right
        way = -1 if kind == "back" else 1
        s.path(polygon([(cx + way * 4 * u, cy), (cx, cy + 4 * u), (cx, cy + 1.5 * u), (cx - way * 4.5 * u, cy + 1.5 * u),
                        (cx - way * 4.5 * u, cy - 1.5 * u), (cx, cy - 1.5 * u), (cx, cy - 4 * u)]))
    elif kind == "arrow":  # a bent arrow: up, then across
        s.line(cx - 4 * u, cy - 4 * u, cx - 4 * u, cy + 1.5 * u)
        s.line(cx - 4 * u, cy + 1.5 * u, cx + 1.5 * u, cy + 1.5 * u)
        s.path(polygon([(cx + 4.8 * u, cy + 1.5 * u), (cx + 1 * u, cy + 4.5 * u), (cx + 1 * u, cy - 1.5 * u)]))
    elif kind == "skip":
        s.rect(cx - 3.5 * u, cy - 4 * u, 2.4 * u, 8 * u)
        s.rect(cx + 1.1 * u, cy - 4 * u, 2.4 * u, 8 * u)
    elif kind == "wait":
        s.path(polygon([(cx - 3.5 * u, cy + 4.5 * u), (cx + 3.5 * u, cy + 4.5 * u), (cx, cy)]))
        s.path(polygon([(cx - 3.5 * u, cy - 4.5 * u), (cx + 3.5 * u, cy - 4.5 * u), (cx, cy)]))
    elif kind == "dice":
        s.rect(cx - 4.5 * u, cy - 4.5 * u, 9 * u, 9 * u, fill=False, stroke=True, radius=1.5 * u)
        for dx, dy in ((-2.2, 2.2), (0, 0), (2.2, -2.2)):
            s.circle(cx + dx * u, cy + dy * u, 1.0 * u)
    elif kind == "group":
        for dx in (-3.2, 0.0, 3.2):
            s.circle(cx + dx * u, cy + 1.8 * u, 1.4 * u)
            s.path(polygon([(cx + (dx - 1.6) * u, cy - 3.8 * u), (cx + (dx + 1.6) * u, cy - 3.8 * u),
                            (cx + dx * u, cy + 0.2 * u)]))
    elif kind == "rule":
        s.circle(cx - 2.2 * u, cy, 2.2 * u, fill=False, stroke=True)
        s.circle(cx + 2.2 * u, cy, 2.2 * u, fill=False, stroke=True)
    elif kind == "detour":  # a fir tree
        s.path(polygon([(cx, cy + 5 * u), (cx + 2.8 * u, cy + 1 * u), (cx - 2.8 * u, cy + 1 * u)]))
        s.path(polygon([(cx, cy + 2.5 * u), (cx + 4 * u, cy - 2.6 * u), (cx - 4 * u, cy - 2.6 * u)]))
        s.rect(cx - 0.8 * u, cy - 5 * u, 1.6 * u, 2.6 * u)
    elif kind == "fork":
        s.line(cx, cy - 4.5 * u, cx, cy)
        s.line(cx, cy, cx - 3.5 * u, cy + 4 * u)
        s.line(cx, cy, cx + 3.5 * u, cy + 4 * u)
    elif kind == "modifier":
        s.text(cx, cy - 3.2 * u, "±", SANS_BOLD, 10 * u, "middle")
    elif kind == "jump":
        s.path(polygon([(cx + 1 * u, cy + 5 * u), (cx - 3 * u, cy - 0.5 * u), (cx - 0.2 * u, cy - 0.5 * u),
                        (cx - 1.2 * u, cy - 5 * u), (cx + 3 * u, cy + 1 * u), (cx + 0.2 * u, cy + 1 * u)]))
    elif kind in ("start", "to_start"):
        s.line(cx - 3 * u, cy - 4.5 * u, cx - 3 * u, cy + 4.5 * u)
        s.path(polygon([(cx - 3 * u, cy + 4.5 * u), (cx + 4 * u, cy + 2.5 * u), (cx - 3 * u, cy + 0.5 * u)]))
    elif kind == "finish":
        for i in range(4):
            for j in range(4):
                if (i + j) % 2 == 0:
                    s.rect(cx + (i - 2) * 2.2 * u, cy + (j - 2) * 2.2 * u, 2.2 * u, 2.2 * u)
        s.rect(cx - 4.4 * u, cy - 4.4 * u, 8.8 * u, 8.8 * u, fill=False, stroke=True)
    s.restore()

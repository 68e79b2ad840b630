"""Building blocks for card and sheet faces: stat tracks, a portrait frame, headed text
blocks with fitting, round badges.  Game-independent; a game's faces combine them.
"""

from __future__ import annotations

from pnpkit.layout.geometry import Rect
from pnpkit.layout.units import mm
from pnpkit.render.fonts import SANS, SANS_BOLD, SANS_CONDENSED_BOLD
from pnpkit.render.icons import draw_stat_icon
from pnpkit.render.palette import Palette
from pnpkit.render.surface import RGB, Surface, ellipse_path, saved
from pnpkit.render.text import measurer


def draw_track(s: Surface, box: Rect, stat: str, maximum: int, palette: Palette, *,
               mark: int | None = None, world: str = "neutral") -> None:
    """A row of numbered cells ``0..maximum`` after the stat's icon; ``mark`` (e.g.
    the starting value) is filled so players see where to put their counter."""
    icon = box.height
    draw_stat_icon(s, stat, box.x + icon / 2, box.y + icon / 2, icon * 0.92, palette)
    cells = maximum + 1
    x0 = box.x + icon + mm(1)
    cell_w = (box.right - x0) / cells
    size = min(box.height * 0.6, cell_w * 0.52)  # about 7 pt on a character card
    with saved(s):
        s.line_width(0.4)
        s.stroke_color(palette.dark(world))
        for value in range(cells):
            x = x0 + value * cell_w
            filled = value == mark
            s.fill_color(palette.dark(world) if filled else palette.panel())
            s.rect(x, box.y, cell_w, box.height, stroke=True)
            s.fill_color((1, 1, 1) if filled else palette.text())
            s.text(x + cell_w / 2, box.y + box.height / 2 - size * 0.36, str(value),
                   SANS_BOLD if filled else SANS, size, "middle")


def draw_portrait_frame(s: Surface, box: Rect, world: str, palette: Palette, *,
                        picture: str | None = None, ink: RGB | None = None,
                        ground: RGB | None = None) -> None:
    """An oval cameo with a game-icons ``picture`` (in ``ink``, on ``ground``), or a
    neutral bust silhouette when there is none."""
    cx, cy = box.center
    rx, ry = box.width / 2, box.height / 2
    with saved(s):
        s.fill_color(palette.dark(world))
        s.path(ellipse_path(cx, cy, rx, ry))
        s.fill_color(ground or (palette.light(world) if not palette.mono else (0.95, 0.95, 0.95)))
        s.path(ellipse_path(cx, cy, rx - mm(1.4), ry - mm(1.4)))
        if picture:
            from pnpkit.render.game_icons import draw_icon

            side = min(rx, ry) * 1.5  # the picture fills the oval, clear of its rim
            draw_icon(s, picture, cx - side / 2, cy - side / 2, side, side,
                      ink or palette.dark(world))
        else:
            s.clip_path(ellipse_path(cx, cy, rx - mm(1.4), ry - mm(1.4)))
            s.fill_color(palette.accent(world))
            head = min(rx, ry) * 0.42
            s.circle(cx, cy + ry * 0.18, head)
            s.path([("M", cx - rx * 0.85, cy - ry), ("C", cx - rx * 0.8, cy - ry * 0.25,
                    cx - head * 1.2, cy - ry * 0.2, cx, cy - ry * 0.22),
                    ("C", cx + head * 1.2, cy - ry * 0.2, cx + rx * 0.8, cy - ry * 0.25,
                    cx + rx * 0.85, cy - ry), ("Z",)])
    with saved(s):
        s.stroke_color(palette.accent(world))
        s.line_width(0.5)
        s.path(ellipse_path(cx, cy, rx - mm(0.7), ry - mm(0.7)), fill=False, stroke=True)


def draw_heading(s: Surface, x: float, y: float, width: float, text: str, palette: Palette,
                 world: str = "neutral", *, size: float = 6.5) -> None:
    """A small bold caption with a hairline to the right: section titles on cards."""
    with saved(s):
        s.fill_color(palette.dark(world))
        s.text(x, y, text.upper(), SANS_CONDENSED_BOLD, size)
        used = measurer(SANS_CONDENSED_BOLD)(text.upper(), size) + mm(1.2)
        if used < width:
            s.stroke_color(palette.accent(world))
            s.line_width(0.4)
            s.line(x + used, y + size * 0.3, x + width, y + size * 0.3)


def draw_badge(s: Surface, cx: float, cy: float, radius: float, text: str, palette: Palette,
               world: str = "neutral") -> None:
    """A round marker with a short text or number (point counters, alignment markers)."""
    with saved(s):
        s.fill_color(palette.dark(world) if not palette.mono else (1, 1, 1))
        s.stroke_color(palette.dark(world))
        s.line_width(0.8)
        s.circle(cx, cy, radius, stroke=True)
        s.stroke_color(palette.accent(world) if not palette.mono else (0.3, 0.3, 0.3))
        s.line_width(0.5)
        s.circle(cx, cy, radius * 0.84, fill=False, stroke=True)
        size = radius * (0.9 if len(text) <= 2 else 0.55)
        s.fill_color((1, 1, 1) if not palette.mono else (0.1, 0.1, 0.1))
        s.text(cx, cy - size * 0.36, text, SANS_BOLD, size, "middle")

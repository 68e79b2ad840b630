"""The illustration area of the kit's faces: a framed vignette in a world's colours, its
ground hatched in the world's own pattern, a pale medallion and the picture large in
the middle.  One style for cards, items, characters' portraits and tokens; in mono ink a
white ground with a grey hatch and a dark picture."""

from __future__ import annotations

from pnpkit.layout.geometry import Affine, Rect
from pnpkit.layout.units import mm
from pnpkit.render.frames import draw_pattern
from pnpkit.render.palette import Palette, mix
from pnpkit.render.surface import Surface, saved

WHITE = (1.0, 1.0, 1.0)


def draw_vignette(s: Surface, r: Rect, world: str, pal: Palette, picture: str | None, *,
                  radius: float = mm(2.0), fill_share: float = 0.84,
                  medallion: bool = True) -> None:
    """The vignette in ``r`` with ``picture`` (a game-icons reference) as its focal
    point; ``fill_share``: how much of the medallion the picture spans.  A small one
    (a token's band) leaves the medallion out so that the picture keeps its size."""
    cx, cy = r.center
    disc = min(r.width, r.height) / 2 - (mm(1.4) if medallion else mm(0.9))
    # the ground, frame and medallion are one form per world and size (cards of a deck
    # share them), drawn with its corner at the vignette's
    key = (f"vignette-{world}-{pal.ink}-{r.width:.2f}x{r.height:.2f}-{radius:.2f}-"
           f"{int(medallion)}")
    with saved(s):
        s.transform(Affine.translation(r.x, r.y))
        s.reuse(key, (0, 0, r.width, r.height),
                lambda surf: _ground(surf, r.width, r.height, world, pal, radius, disc, medallion))
    if picture:
        from pnpkit.render.game_icons import draw_icon

        side = 2 * disc * (fill_share if medallion else 1.0)
        draw_icon(s, picture, cx - side / 2, cy - side / 2, side, side, pal.dark(world))


def _ground(s: Surface, w: float, h: float, world: str, pal: Palette, radius: float,
            disc: float, medallion: bool) -> None:
    style = pal.world(world)
    light = pal.light(world)
    with saved(s):
        s.fill_color(light)
        s.rect(0, 0, w, h, radius=radius)
        s.clip_rect(0, 0, w, h)
        hatch = (0.72, 0.72, 0.72) if pal.mono else mix(light, style.accent, 0.22)
        draw_pattern(s, style.pattern, 0, 0, w, h, spacing=mm(2.2), weight=0.35, colour=hatch)
        if medallion:
            s.fill_color(WHITE if pal.mono else mix(light, WHITE, 0.6))
            s.stroke_color(pal.accent(world))
            s.line_width(0.6)
            s.circle(w / 2, h / 2, disc, stroke=True)
            s.line_width(0.3)
            s.circle(w / 2, h / 2, disc - mm(0.7), fill=False, stroke=True)
    with saved(s):
        s.stroke_color(pal.dark(world))
        s.line_width(0.9)
        s.rect(0, 0, w, h, radius=radius, fill=False, stroke=True)
        s.stroke_color(pal.accent(world))
        s.line_width(0.35)
        inner = Rect(0, 0, w, h).inset(mm(0.7))
        s.rect(inner.x, inner.y, inner.width, inner.height, radius=radius * 0.7, fill=False,
               stroke=True)

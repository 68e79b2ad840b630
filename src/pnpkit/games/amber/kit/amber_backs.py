"""Card backs of the Amber kit: an all-over lattice running into the bleed (so a duplex
shift of a millimetre or two cannot show as uneven borders: there are none), and in the
middle a medallion with a crown, the game's title above it and the deck's name below.

The art is point-symmetric apart from the words, drawn once per deck as a reused form;
``--ink mono`` keeps a white ground with thin grey lines (little ink).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from pnpkit.layout.units import mm
from pnpkit.render.deck import FaceContext
from pnpkit.render.fonts import SERIF_BOLD
from pnpkit.render.surface import RGB, Surface, polygon
from pnpkit.render.text import measurer

GROUND: RGB = (0.36, 0.07, 0.09)  # deep garnet (the adventure deck)
#: other decks get other grounds, so a stray item card shows in the adventure pile
GROUNDS: dict[str, RGB] = {"garnet": GROUND, "navy": (0.07, 0.14, 0.3),
                           "forest": (0.07, 0.24, 0.15)}
#: and another lattice pitch, so the decks differ in a grey print too (mm)
PITCH = {"garnet": 7.0, "navy": 5.0, "forest": 9.0}
GOLD: RGB = (0.86, 0.68, 0.30)
GOLD_DARK: RGB = (0.62, 0.45, 0.16)


def _star(cx: float, cy: float, points: int, outer: float,
          inner: float) -> list[tuple[float, float]]:
    """A star's corners, by turns ``outer`` and ``inner`` from its centre, one at the top."""
    return [(cx + r * math.cos(a), cy + r * math.sin(a)) for i in range(points * 2)
            for r, a in [(inner if i % 2 else outer, math.pi / 2 + i * math.pi / points)]]


def _crown(s: Surface, cx: float, cy: float, width: float, fill: RGB, line: RGB) -> None:
    """A five-pointed crown on a band, centred at (cx, cy)."""
    w, h = width, width * 0.62
    x0, y0 = cx - w / 2, cy - h / 2
    band = h * 0.22
    peaks = [(x0 + w * t, y0 + band + h * lift) for t, lift in
             ((0.0, 0.55), (0.25, 0.5), (0.5, 0.78), (0.75, 0.5), (1.0, 0.55))]
    valleys = [(x0 + w * t, y0 + band + h * 0.22) for t in (0.125, 0.375, 0.625, 0.875)]
    zigzag = [p for peak, valley in zip(peaks, valleys, strict=False) for p in (peak, valley)]
    outline = [(x0, y0 + band), *zigzag, peaks[-1], (x0 + w, y0 + band)]
    s.save()
    s.fill_color(fill)
    s.stroke_color(line)
    s.line_width(0.7)
    s.path(polygon(outline), stroke=True)
    s.rect(x0, y0, w, band, stroke=True)
    for px, py in peaks:
        s.circle(px, py, w * 0.045, stroke=True)
    s.fill_color(line)
    for t in (0.25, 0.5, 0.75):  # jewels on the band
        s.circle(x0 + w * t, y0 + band / 2, band * 0.24)
    s.restore()


def _lattice(s: Surface, x0: float, y0: float, x1: float, y1: float, step: float,
             ink: RGB, width: float) -> None:
    """Diagonal lines both ways with a dot where they cross, centred on the card."""
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    reach = (x1 - x0) + (y1 - y0)
    s.save()
    s.clip_rect(x0, y0, x1 - x0, y1 - y0)
    s.stroke_color(ink)
    s.line_width(width)
    n = int(reach / step) + 2
    for k in range(-n, n + 1):
        off = k * step
        s.line(cx + off - reach, cy - reach, cx + off + reach, cy + reach)
        s.line(cx + off + reach, cy - reach, cx + off - reach, cy + reach)
    s.fill_color(ink)
    half = step / 2
    rows = int((y1 - y0) / half) // 2 + 2
    cols = int((x1 - x0) / step) // 2 + 2
    for j in range(-rows, rows + 1):
        for i in range(-cols, cols + 1):
            s.circle(cx + i * step + (half if j % 2 else 0.0), cy + j * half, width * 1.6)
    s.restore()


def amber_back(game_title: str, deck_title: str,
               ground_name: str = "garnet") -> Callable[[FaceContext], None]:
    """The back drawer of one deck: ``game_title`` over the medallion, ``deck_title``
    under it, on the ground colour ``ground_name`` (see GROUNDS)."""
    game_title = game_title.strip("«»\"")

    def draw(ctx: FaceContext) -> None:
        s, w, h, b, mono = ctx.surface, ctx.width, ctx.height, ctx.bleed, ctx.palette.mono
        ground = (1.0, 1.0, 1.0) if mono else GROUNDS[ground_name]
        gold = (0.45, 0.45, 0.45) if mono else GOLD
        gold_dark = (0.7, 0.7, 0.7) if mono else GOLD_DARK
        ink = (0.2, 0.2, 0.2) if mono else GOLD

        def art(surf: Surface) -> None:
            surf.fill_color(ground)
            surf.rect(-b, -b, w + 2 * b, h + 2 * b)
            _lattice(surf, -b, -b, w + b, h + b, mm(PITCH[ground_name]), gold_dark,
                     0.35 if mono else 0.5)
            cx, cy = w / 2, h / 2
            r = min(w, h) * 0.3
            # medallion: a ground-coloured disc cut out of the lattice, rings and a star
            surf.fill_color(ground)
            surf.stroke_color(gold)
            surf.line_width(1.4)
            surf.circle(cx, cy, r * 1.18, stroke=True)
            surf.line_width(0.5)
            surf.circle(cx, cy, r * 1.08, fill=False, stroke=True)
            surf.fill_color(gold_dark if not mono else (0.93, 0.93, 0.93))
            surf.path(polygon(_star(cx, cy, 12, r * 1.0, r * 0.78)), stroke=False)
            surf.fill_color(ground)
            surf.circle(cx, cy, r * 0.74, stroke=True)
            surf.line_width(0.4)
            surf.circle(cx, cy, r * 0.66, fill=False, stroke=True)
            _crown(surf, cx, cy + r * 0.02, r * 0.9, gold if not mono else (1, 1, 1), ink)
            # four diamonds on the axes, between the medallion and the words
            for dx, dy in ((0, 1), (0, -1), (1, 0), (-1, 0)):
                px, py = cx + dx * r * 1.32, cy + dy * r * 1.32
                surf.fill_color(gold)
                surf.path(polygon([(px + dy * mm(1.1), py - dx * mm(1.1)),
                                   (px + dx * mm(2.2), py + dy * mm(2.2)),
                                   (px - dy * mm(1.1), py + dx * mm(1.1)),
                                   (px - dx * mm(2.2), py - dy * mm(2.2))]))
            # the words, on ground-coloured plaques so the lattice does not cut them
            measure = measurer(SERIF_BOLD)
            for text, y, size in ((game_title.upper(), cy + r * 1.62, 9.5),
                                  (deck_title.upper(), cy - r * 1.62 - 3.2, 8.0)):
                if not text:
                    continue
                size = min(size, (w - mm(12)) / max(1.0, measure(text, 1.0)))
                tw = measure(text, size)
                surf.fill_color(ground)
                surf.stroke_color(gold)
                surf.line_width(0.6)
                surf.rect(cx - tw / 2 - mm(2.5), y - size * 0.45, tw + mm(5), size * 1.55,
                          radius=mm(1), stroke=True)
                surf.fill_color(ink)
                surf.text(cx, y, text, SERIF_BOLD, size, "middle")

        key = (f"amber-back-{ctx.palette.ink}-{ground_name}-{w:.1f}x{h:.1f}-{game_title}-"
               f"{deck_title}")
        s.reuse(key, (-b, -b, w + b, h + b), art)

    return draw

"""A synthetic board for tests and benchmarks: a ring track of cells in four world
colours with Cyrillic labels, a title cartouche and a compass rose."""

from __future__ import annotations

from pnpkit.layout.geometry import Affine
from pnpkit.layout.units import mm
from pnpkit.render.board_tiles import Board
from pnpkit.render.fonts import SANS, SANS_BOLD, SERIF_BOLD
from pnpkit.render.icons import UNIT, draw_stat_icon
from pnpkit.render.palette import Palette
from pnpkit.render.surface import RGB, Surface

_LABELS = ("ТРАКТИР", "МОСТ", "КРЕПОСТЬ", "ОАЗИС", "БАШНЯ", "РЫНОК", "ПЕРЕВАЛ", "ЛЕС",
           "ХРАМ", "ПРИСТАНЬ", "ОЗЕРО", "ПОЛЕ")
_WORLDS = ("strength", "mind", "magic", "gold")


def sample_board(width_mm: float = 550, height_mm: float = 400, *, ink: str = "color",
                 title: str = "Пробное поле") -> Board:
    palette = Palette(ink)  # type: ignore[arg-type]
    width, height = mm(width_mm), mm(height_mm)
    cell = mm(42)

    def draw(s: Surface) -> None:
        s.fill_color(palette.fixed((0.96, 0.93, 0.86)))
        s.rect(0, 0, width, height)
        s.stroke_color(palette.fixed((0.55, 0.45, 0.3)))
        s.line_width(2)
        s.rect(mm(6), mm(6), width - mm(12), height - mm(12), fill=False, stroke=True)
        cols = int((width - mm(40)) // cell)
        rows = int((height - mm(40)) // cell)
        x0 = (width - cols * cell) / 2
        y0 = (height - rows * cell) / 2
        ring = [(c, 0) for c in range(cols)] + [(cols - 1, r) for r in range(1, rows)] + \
               [(c, rows - 1) for c in range(cols - 2, -1, -1)] + \
               [(0, r) for r in range(rows - 2, 0, -1)]
        for n, (c, r) in enumerate(ring):
            world = _WORLDS[(n // 3) % 4]
            x, y = x0 + c * cell, y0 + r * cell
            s.fill_color(palette.light(world))
            s.stroke_color(palette.dark(world))
            s.line_width(1.2)
            s.rect(x + 2, y + 2, cell - 4, cell - 4, radius=mm(3), stroke=True)
            s.fill_color(palette.dark(world))
            s.text(x + cell / 2, y + mm(5), _LABELS[n % len(_LABELS)], SANS_BOLD, 9, "middle")
            s.text(x + mm(3), y + cell - mm(6), str(n + 1), SANS, 8)
            draw_stat_icon(s, ("ПС", "ПУ", "ПМ", "ПО")[(n // 3) % 4], x + cell / 2,
                           y + cell / 2 + mm(2), mm(16), palette)
        s.fill_color(palette.fixed((0.35, 0.2, 0.1)))
        s.text(width / 2, height / 2 + mm(8), title, SERIF_BOLD, 48, "middle")
        for i in range(6):
            draw_die(s, width / 2 - mm(45) + i * mm(15.5), height / 2 - mm(20), mm(12), i + 1,
                     palette)

    return Board("sample", title, width, height, draw)


# the die faces the board shows (no game draws one: it lives with this sample)
_PIPS = {
    1: [(50, 50)],
    2: [(28, 72), (72, 28)],
    3: [(28, 72), (50, 50), (72, 28)],
    4: [(28, 28), (28, 72), (72, 28), (72, 72)],
    5: [(28, 28), (28, 72), (50, 50), (72, 28), (72, 72)],
    6: [(28, 26), (28, 50), (28, 74), (72, 26), (72, 50), (72, 74)],
}


def draw_die(s: Surface, x: float, y: float, size: float, value: int, palette: Palette,
             *, colour: RGB = (0.98, 0.98, 0.96)) -> None:
    """A die face showing ``value`` (1-6) with its bottom-left corner at (x, y)."""
    if value not in _PIPS:
        raise ValueError(f"a die face shows 1 to 6, not {value}")

    def face(surf: Surface) -> None:
        surf.fill_color(palette.fixed(colour))
        surf.stroke_color((0.1, 0.1, 0.1))
        surf.line_width(4)
        surf.rect(4, 4, 92, 92, radius=16, stroke=True)
        surf.fill_color((0.1, 0.1, 0.1))
        for px, py in _PIPS[value]:
            surf.circle(px, py, 9)

    s.save()
    s.transform(Affine(size / UNIT, 0, 0, size / UNIT, x, y))
    s.reuse(f"die-{value}-{palette.ink}", (0, 0, UNIT, UNIT), face)
    s.restore()

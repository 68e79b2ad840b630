"""A two-page duplex calibration sheet: scales on the front, pointers on the back.

Print it double-sided with the same settings as the deck and hold it against the light:
each pointer on the back shows on the front scale how far the printer shifts the back
side.  The sheet says so in words (no command-line flag: a player reads it); whoever
builds the kit passes the opposite of that reading as ``--back-offset X,Y``, and with the
right offset every pointer sits on 0.
"""

from __future__ import annotations

from pnpkit.layout.paper import Paper
from pnpkit.layout.sheets import DuplexFlip, sheet_flip
from pnpkit.layout.textfit import wrap_lines
from pnpkit.layout.units import mm
from pnpkit.render.fonts import SANS, SANS_BOLD
from pnpkit.render.pdf import PdfBuilder, RenderedPdf
from pnpkit.render.surface import PdfSurface, Surface
from pnpkit.render.text import measurer

SPAN_MM = 10

_WORDS = {
    "ru": ("Калибровка двусторонней печати",
           "Напечатайте с теми же настройками, что и колоду, и посмотрите на просвет: "
           "стрелки оборота покажут сдвиг по шкалам в миллиметрах. Сдвиг до 1 мм не страшен; "
           "больший запишите и передайте тому, кто собирает набор, — он сдвинет обороты."),
    "en": ("Duplex calibration",
           "Print with the same settings as the deck and hold against the light: the back "
           "pointers show the shift on the scales, in millimetres. Up to 1 mm does no harm; "
           "write a larger one down for whoever builds the kit, who will move the backs."),
}


def _scale(s: Surface, x: float, y: float, horizontal: bool) -> None:
    s.save()
    s.stroke_color((0, 0, 0))
    s.fill_color((0, 0, 0))
    for step in range(-SPAN_MM, SPAN_MM + 1):
        d = mm(step)
        length = mm(4) if step % 5 == 0 else mm(2)
        s.line_width(0.5 if step == 0 else 0.25)
        if horizontal:
            s.line(x + d, y, x + d, y + length)
            if step % 5 == 0:
                s.text(x + d, y + mm(5), f"{step:+d}" if step else "0", SANS, 6, "middle")
        else:
            s.line(x, y + d, x + length, y + d)
            if step % 5 == 0:
                s.text(x + mm(5), y + d - 2, f"{step:+d}" if step else "0", SANS, 6)
    s.restore()


def _pointer(s: Surface, x: float, y: float, horizontal: bool) -> None:
    s.save()
    s.fill_color((0.8, 0.1, 0.1))
    if horizontal:
        s.path([("M", x, y), ("L", x - mm(1.5), y - mm(4)), ("L", x + mm(1.5), y - mm(4)), ("Z",)])
    else:
        s.path([("M", x, y), ("L", x - mm(4), y - mm(1.5)), ("L", x - mm(4), y + mm(1.5)), ("Z",)])
    s.restore()


def render_calibration(paper: Paper, flip: DuplexFlip, offset: tuple[float, float] = (0, 0),
                       *, locale: str = "ru") -> RenderedPdf:
    title, how = _WORDS.get(locale.split("_")[0], _WORDS["en"])
    pdf = PdfBuilder((paper.width, paper.height), title=title, lang=locale)
    s = PdfSurface(pdf.canvas)
    w, h = paper.width, paper.height
    # Scale positions: the middle and near each corner (a driver may skew, not only shift).
    spots = [(w / 2, h / 2), (mm(40), mm(40)), (w - mm(40), h - mm(60))]
    s.fill_color((0, 0, 0))
    s.text(mm(20), h - mm(20), title, SANS_BOLD, 14)
    lines = wrap_lines(how, w - mm(40), 8, measurer(SANS)) or [how]
    for i, line in enumerate(lines):
        s.text(mm(20), h - mm(28) - i * 10, line, SANS, 8)
    for x, y in spots:
        _scale(s, x, y, True)
        _scale(s, x - mm(20), y, False)
    pdf.show_page()
    flip_map = sheet_flip(paper, flip)
    for x, y in spots:
        # The point behind each scale's zero, moved by the offset being tested.
        bx, by = flip_map.apply(x, y)
        _pointer(s, bx + offset[0], by + offset[1], True)
        vx, vy = flip_map.apply(x - mm(20), y)
        _pointer(s, vx + offset[0], vy + offset[1], False)
    s.fill_color((0.4, 0.4, 0.4))
    s.text(w / 2, mm(8), f"{title} · {flip}", SANS, 6, "middle")
    pdf.show_page()
    return pdf.finish()

"""Deck speed: the real deck renderer (frames, icons, fitted and hyphenated text) against
a raw reportlab baseline drawing the same number of cards with a fixed font size, in the
same process.  Prints cards/s for both and the ratio.

    python benchmarks/deck_speed.py [N] [--repeat R]

Targets (issue 5): >= 300 cards/s with fitting.  Not a test: it never fails on time.
Wall and CPU times are printed; the CPU ratio is the steadier on a shared machine.

Measured at 0e66fa4 (load ~11, medians of 3): baseline 0.65 s CPU, pnpkit 1.73 s CPU,
ratio 2.67x (wall 2.82x); before the SVG pictures were parsed once per process (3b66b02)
each of the deck's pictures was parsed again on every face.
kitspeed branch (icons parsed once per picture, not per colour; the TrueType encoder;
same bytes), in turns with the old tree at load 6-8, CPU: old 3.75x and 3.36x, new
3.80x and 2.87x (this script clears the fitting caches but not the parsed pictures; at
this load the runs spread more than the change moves them).
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
# the sample deck and board are test fixtures (tests/render/sample_*.py)
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "render"))

from sample_deck import sample_cards, sample_deck  # noqa: E402

from pnpkit.layout.paper import A4, POKER  # noqa: E402
from pnpkit.layout.sheets import card_grid  # noqa: E402
from pnpkit.layout.units import mm  # noqa: E402
from pnpkit.render import text as text_glue  # noqa: E402
from pnpkit.render.deck import DeckOptions, render_deck  # noqa: E402
from pnpkit.render.fonts import SANS, SANS_BOLD, register_fonts  # noqa: E402


def raw_fonts() -> tuple[str, str]:
    """The shipped sans and bold sans as reportlab's own TTFont (registered under names
    of their own), for the floors: pnpkit registers them with a quicker text encoder
    (render.fonts), and the floor stays raw reportlab (the same bytes either way)."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    from pnpkit.paths import fonts_root
    from pnpkit.render.fonts import FONT_FILES

    names = []
    for font in (SANS, SANS_BOLD):
        name = f"Raw{font}"
        if name not in pdfmetrics.getRegisteredFontNames():
            raw = TTFont(name, str(fonts_root() / FONT_FILES[font]))
            raw.face.name = b"Raw" + raw.face.name  # reportlab shares one font per face
            pdfmetrics.registerFont(raw)
        names.append(name)
    return names[0], names[1]


def baseline(count: int) -> bytes:
    """Raw reportlab: same grid, border, title and body, fixed 7 pt, naive wrapping."""
    from reportlab.pdfgen.canvas import Canvas

    SANS, SANS_BOLD = raw_fonts()  # noqa: N806 (the same faces as before, raw)
    sheet = card_grid(A4, POKER, mm(3))
    cards = sample_cards(count)
    buffer = io.BytesIO()
    c = Canvas(buffer, pagesize=(A4.width, A4.height), invariant=1, initialFontName=SANS)
    from reportlab.pdfbase.pdfmetrics import stringWidth

    for start in range(0, count, sheet.capacity):
        for card, slot in zip(cards[start:start + sheet.capacity], sheet.slots, strict=False):
            c.saveState()
            c.transform(*slot.transform.as_tuple())
            c.setFillColorRGB(0.9, 0.85, 0.8)
            c.rect(-mm(3), -mm(3), POKER.width + mm(6), POKER.height + mm(6), stroke=0, fill=1)
            c.setFillColorRGB(1, 1, 1)
            c.roundRect(mm(3), mm(3), POKER.width - mm(6), POKER.height - mm(6), mm(2),
                        stroke=1, fill=1)
            c.setFillColorRGB(0, 0, 0)
            c.setFont(SANS_BOLD, 11)
            c.drawCentredString(POKER.width / 2, POKER.height - mm(10), card.title)
            c.setFont(SANS, 7)
            y, line = POKER.height - mm(45), ""
            for word in card.body.split():
                probe = f"{line} {word}".strip()
                if stringWidth(probe, SANS, 7) > POKER.width - mm(12):
                    c.drawString(mm(6), y, line)
                    y -= 8.4
                    line = word
                else:
                    line = probe
            c.drawString(mm(6), y, line)
            c.restoreState()
        for m in sheet.crop_marks:
            c.line(m.x0, m.y0, m.x1, m.y1)
        c.showPage()
    from reportlab import rl_config

    rl_config.useA85 = 0  # same stream encoding as pnpkit, so only the drawing differs
    try:
        c.save()
    finally:
        rl_config.useA85 = 1
    return buffer.getvalue()


def ours(count: int) -> bytes:
    return render_deck(sample_deck(count), DeckOptions(title="bench")).pdf.data


def timed(fn, count: int, repeat: int, fresh_caches: bool, clock=time.perf_counter) -> tuple[float, int]:
    times = []
    size = 0
    for _ in range(repeat):
        if fresh_caches:
            text_glue.fit_cached.cache_clear()
            text_glue.measurer.cache_clear()
            text_glue.hyphenator.cache_clear()
            text_glue._missing.cache_clear()
        t0 = clock()
        size = len(fn(count))
        times.append(clock() - t0)
    return statistics.median(times), size


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("count", nargs="?", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    register_fonts()
    ours(16)  # warm up imports and font parsing for both
    baseline(16)
    t_base, s_base = timed(baseline, args.count, args.repeat, False)
    t_ours, s_ours = timed(ours, args.count, args.repeat, True)
    print(f"cards: {args.count}, median of {args.repeat}")
    print(f"baseline (raw reportlab, fixed 7 pt): {t_base:6.3f} s  "
          f"{args.count / t_base:7.0f} cards/s  {s_base / 1024:7.0f} KiB")
    print(f"pnpkit deck (frames, icons, fitting): {t_ours:6.3f} s  "
          f"{args.count / t_ours:7.0f} cards/s  {s_ours / 1024:7.0f} KiB")
    print(f"ratio pnpkit/baseline time: {t_ours / t_base:.2f}x  (target: >= 300 cards/s)")
    c_base, _ = timed(baseline, args.count, args.repeat, False, time.process_time)
    c_ours, _ = timed(ours, args.count, args.repeat, True, time.process_time)
    print(f"CPU time (a loaded machine inflates it less): baseline {c_base:.3f} s, pnpkit "
          f"{c_ours:.3f} s, ratio {c_ours / c_base:.2f}x")


if __name__ == "__main__":
    main()

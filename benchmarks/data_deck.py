"""Data-only deck speed: a 1000-card deck read from a CSV, checked and laid out with a
card layout in data (the built-in poker one: fitted text, stat icons, kind colours),
against the raw reportlab floor (1000 simple cards drawn directly on the same grid, a
title and a naively wrapped body at a fixed size), in the same process.  Prints both
times and the ratio (the aim: at most 2x).

    python benchmarks/data_deck.py [N] [--repeat R]

Not a test: it never fails on time.  Wall and CPU times are both printed; on a machine
shared with other jobs the CPU ratio is the steadier one.

Measured (issue 21), shared 2-core machine at load 10-16, medians of 3, at 0e66fa4:
pnpkit 0.83 s CPU against a floor of 0.33 s: 2.53x (wall 2.61x) — the 2x aim is NOT met.
kitspeed branch (TrueType text encoder remembering texts, reuse names cached; same
bytes), in turns with the old tree at load 6-8: old 2.66x and 2.71x, new 2.48x and
2.08x (CPU; floor 0.31-0.36 s, reportlab's own TTFont in both): ~2.3x, the 2x aim
still NOT met.  Text drawing is now a third of pnpkit's time (reportlab's text
objects).  Then a fitted text's lines as one text object (796f3df; bytes change, pixels
do not), in turns with the tree before it at load 10: 2.40x/2.84x -> 2.25x/2.23x; against
the old tree at load 4: 2.42x -> 2.19x.  ~2.2x: the 2x aim NOT met.
drawing branch (text and colour operators written straight into the page stream,
render.pdf_text; rounded rectangles, circles and clips from kept operators,
render.pdf_shapes; same bytes), in turns with the old tree (main at e1d6fac) at load 3-4,
4 rounds: old 2.28x 2.49x 2.42x 2.30x -> new 1.80x 1.87x 1.77x 1.76x (CPU; pnpkit
0.27 s -> 0.20 s, floor 0.11-0.12 s): ~1.8x, the 2x aim met.  What is left: the PDF's
save (reportlab's object formatting and compression, ~a fifth), the text's encoding
into subset codes, save/restore of reportlab's graphics state, reading the CSV.
Round 2 of issue 33 (one path): render.pdf_shapes and the one-field card-template
shortcut removed (same deck bytes); at load 10-11, CPU, the tree before and after in
turns: 2.22x 2.19x -> 2.44x 2.12x (pnpkit 0.32-0.33 s -> 0.32-0.37 s, floor 0.15 s):
within the noise.
Where the time went before (cProfile): reportlab's per-line text objects and TrueType string
splitting ~25 %, reading the CSV and the card templates ~15 %, fitting and glyph checks.
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from pnpkit.layout.card_layout import card_layout  # noqa: E402
from pnpkit.layout.paper import A4, POKER  # noqa: E402
from pnpkit.layout.sheets import card_grid  # noqa: E402
from pnpkit.layout.units import mm  # noqa: E402
from pnpkit.readers.game_reader import load_game  # noqa: E402
from pnpkit.render.deck import DeckOptions, render_deck  # noqa: E402
from pnpkit.render.layout_face import layout_deck  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from deck_speed import raw_fonts  # noqa: E402

WORDS = ("волк бежит через лес к реке где ждёт старый мост и тролль который просит "
         "монету или загадку").split()


def _rows(count: int) -> list[tuple[int, str, str, str, int]]:
    rows = []
    for n in range(1, count + 1):
        body = " ".join(WORDS[(n + i) % len(WORDS)] for i in range(8 + n % 12)).capitalize() + "."
        rows.append((n, f"Карта {n}", ("monster", "event", "friend")[n % 3], body, n % 9))
    return rows


def write_game(folder: Path, count: int) -> None:
    (folder / "game.yaml").write_text(
        "game: {id: bench, title: Bench, rules: generic, locales: [ru], default_locale: ru}\n"
        "decks:\n  - {id: d, name: Колода, cards: cards.csv}\n", encoding="utf-8")
    lines = ["number,name,kind,text,stats.strength"]
    lines += [f'{n},{name},{kind},"{body}",{s}' for n, name, kind, body, s in _rows(count)]
    (folder / "cards.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")


def pnpkit_deck(folder: Path) -> bytes:
    """What `pnpkit build` does for the deck part: read and check, lay out, draw."""
    game = load_game(folder).game
    assert game is not None
    layout = card_layout("poker")
    cards = layout_deck(game, "d", layout, folder)
    return render_deck(cards, DeckOptions(paper=A4, card=POKER, bleed=mm(3))).pdf.data


def floor(count: int) -> bytes:
    """Raw reportlab: the same grid, a title and a naively wrapped body at 7 pt."""
    from reportlab.pdfbase.pdfmetrics import stringWidth
    from reportlab.pdfgen.canvas import Canvas

    SANS, SANS_BOLD = raw_fonts()  # noqa: N806 (reportlab's own TTFont, as before)
    sheet = card_grid(A4, POKER, mm(3))
    rows = _rows(count)
    buffer = io.BytesIO()
    c = Canvas(buffer, pagesize=(A4.width, A4.height), invariant=1, initialFontName=SANS)
    for start in range(0, count, sheet.capacity):
        for (_n, name, _kind, body, _s), slot in zip(rows[start:start + sheet.capacity],
                                                    sheet.slots, strict=False):
            c.saveState()
            c.transform(*slot.transform.as_tuple())
            c.setFillColorRGB(0.55, 0.17, 0.17)
            c.rect(-mm(3), -mm(3), POKER.width + mm(6), POKER.height + mm(6), stroke=0, fill=1)
            c.setFillColorRGB(1, 1, 1)
            c.roundRect(mm(2.5), mm(2.5), POKER.width - mm(5), POKER.height - mm(5), mm(2),
                        stroke=0, fill=1)
            c.setFillColorRGB(0, 0, 0)
            c.setFont(SANS_BOLD, 11)
            c.drawCentredString(POKER.width / 2, POKER.height - mm(10), name)
            c.setFont(SANS, 7)
            y, line = POKER.height - mm(50), ""
            for word in body.split():
                probe = f"{line} {word}".strip()
                if stringWidth(probe, SANS, 7) > POKER.width - mm(12):
                    c.drawString(mm(6), y, line)
                    y -= 8.4
                    line = word
                else:
                    line = probe
            c.drawString(mm(6), y, line)
            c.restoreState()
        c.showPage()
    c.save()
    return buffer.getvalue()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", nargs="?", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        write_game(folder, args.count)
        pnpkit_deck(folder)  # warm-up: fonts, hyphenation dictionaries, imports
        floor(8)
        ours, raw, ours_cpu, raw_cpu = [], [], [], []
        for _ in range(args.repeat):
            start, cpu = time.perf_counter(), time.process_time()
            floor(args.count)
            raw.append(time.perf_counter() - start)
            raw_cpu.append(time.process_time() - cpu)
            start, cpu = time.perf_counter(), time.process_time()
            pnpkit_deck(folder)
            ours.append(time.perf_counter() - start)
            ours_cpu.append(time.process_time() - cpu)
    a, b = statistics.median(ours), statistics.median(raw)
    ac, bc = statistics.median(ours_cpu), statistics.median(raw_cpu)
    print(f"{args.count} cards: pnpkit data deck (CSV read, checked, layout, fitted) {a:.2f} s, "
          f"raw reportlab floor {b:.2f} s, ratio {a / b:.2f}x (aim <= 2x)")
    print(f"CPU time (a loaded machine inflates it less): {ac:.2f} s against {bc:.2f} s, "
          f"ratio {ac / bc:.2f}x (aim <= 2x)")


if __name__ == "__main__":
    main()

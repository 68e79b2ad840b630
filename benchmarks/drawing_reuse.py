"""Drawing once, writing twice (render.pdf_record): a deck's gutter-fold file written
from the faces its duplex file recorded, against the same fold file drawn afresh; a
board's poster written from the drawing its tiles PDF recorded, against the poster
drawn afresh.  Same process, same warm caches (fitted texts, parsed pictures), the two
ways in turns; prints CPU medians and the ratio.  Both ways give the same bytes (checked
here too).

    python benchmarks/drawing_reuse.py [--cards N] [--repeat R]

Not a test: it never fails on time.

Measured (issue 21, drawing branch), shared 2-core machine at load ~4, sample deck of
196 cards, medians of 7, three runs: fold file afresh 0.080-0.083 s, from the recorded
faces 0.063-0.067 s (0.79x-0.81x: the fold file's own text encoding and its save stay);
a 550 x 400 mm sample board's poster afresh 0.0087-0.0092 s, from the tiles' recording
0.0081-0.0085 s (0.92x: the save is most of a one-page poster).  In a cold Amber build
(first fits, pictures parsed) the fold file fell from ~0.16 s to ~0.10 s CPU.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
# the sample deck and board are test fixtures (tests/render/sample_*.py)
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "render"))

from sample_board import sample_board  # noqa: E402
from sample_deck import sample_deck  # noqa: E402

from pnpkit.layout.paper import A4  # noqa: E402
from pnpkit.render.board_tiles import render_poster, render_tiled_board  # noqa: E402
from pnpkit.render.deck import DeckOptions, render_deck  # noqa: E402


def _cpu(fn) -> tuple[float, bytes]:
    start = time.process_time()
    data = fn()
    return time.process_time() - start, data


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=196)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    cards = sample_deck(args.cards)
    fold = DeckOptions(duplex="none")
    board = sample_board()
    render_deck(cards, DeckOptions())  # warm-up: fonts, fits, pictures
    render_poster(board)
    times: dict[str, list[float]] = {k: [] for k in ("fold", "fold-replay", "poster",
                                                      "poster-replay")}
    for _ in range(args.repeat):
        faces: dict = {}
        render_deck(cards, DeckOptions(), faces=faces)
        spent, fresh = _cpu(lambda: render_deck(cards, fold).pdf.data)
        times["fold"].append(spent)
        spent, replayed = _cpu(lambda faces=faces: render_deck(cards, fold, faces=faces).pdf.data)
        times["fold-replay"].append(spent)
        assert replayed == fresh
        forms: dict = {}
        render_tiled_board(board, A4, forms=forms)
        spent, fresh = _cpu(lambda: render_poster(board).data)
        times["poster"].append(spent)
        spent, replayed = _cpu(lambda forms=forms: render_poster(board, forms=forms).data)
        times["poster-replay"].append(spent)
        assert replayed == fresh
    m = {k: statistics.median(v) for k, v in times.items()}
    print(f"{args.cards}-card fold file: afresh {m['fold']:.4f} s, from the duplex file's "
          f"faces {m['fold-replay']:.4f} s CPU ({m['fold-replay'] / m['fold']:.2f}x), same bytes")
    print(f"board poster: afresh {m['poster']:.4f} s, from the tiles' drawing "
          f"{m['poster-replay']:.4f} s CPU ({m['poster-replay'] / m['poster']:.2f}x), same bytes")


if __name__ == "__main__":
    main()

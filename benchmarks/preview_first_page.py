"""How soon `pnpkit preview` shows its first page: the game read and listed, the page's
state, and the pictures of a first screen drawn (what a browser asks for first), against
drawing every picture before serving (what the preview did before: 6-10 s for a 200-card
deck, 14-33 s for the Amber kit).

    python benchmarks/preview_first_page.py [--skip-amber] [--screen 12] [--runs 3]

Both ways run in this process on fresh Preview objects of the same folder, in turns, after
one warm-up of each (fonts, the hyphenation dictionary, picture forms loaded once per
process in both); it prints each median and the ratio first page / everything.  Nothing
is kept between runs but what the process keeps for any drawing: no picture is replayed.

Not a test: it never fails on time.  Measured on the shared 2-core machine while six
other sessions worked on it (lane polish; a first screen of 12 pictures):

    200-card deck: first page 1.4-3.1 s, every picture 20-24 s: ratio 0.06-0.15
    Amber kit: first page 4.7 s, every picture 75 s: ratio 0.06

The page asks for a picture only when it scrolls into view (``loading="lazy"``), so the
rest is drawn as the designer scrolls, one face at a time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from preview_edit import amber_copy, data_game  # noqa: E402


def first_page(game: Path, screen: int) -> float:
    """Seconds to the state and the first ``screen`` pictures of the page."""
    from pnpkit.preview.app import Preview, state_json

    start = time.perf_counter()
    preview = Preview(game)
    renderer = preview.start()
    state = state_json(renderer, renderer.shown)
    keys = [p["key"] for s in state["sections"] for p in s["pictures"]][:screen]
    for key in keys:
        if renderer.drawn_picture(key) is None:
            raise SystemExit(f"{key} cannot be drawn: {renderer.problems}")
    return time.perf_counter() - start


def everything(game: Path) -> float:
    """Seconds to every picture drawn before serving (the preview's old start)."""
    from pnpkit.preview.app import Preview

    start = time.perf_counter()
    preview = Preview(game)
    preview.start()
    for key in list(preview.first.pictures):
        preview.first.drawn_picture(key)
    return time.perf_counter() - start


def measure(what: str, game: Path, screen: int, runs: int) -> None:
    first_page(game, screen), everything(game)  # warm-up of both
    firsts, alls = [], []
    for _ in range(runs):
        firsts.append(first_page(game, screen))
        alls.append(everything(game))
    f, a = statistics.median(firsts), statistics.median(alls)
    print(f"{what}: first page {f:.2f} s, every picture {a:.2f} s (medians of {runs}); "
          f"ratio {f / a:.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-amber", action="store_true")
    parser.add_argument("--screen", type=int, default=12, help="pictures on a first screen")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        measure("200-card deck", data_game(Path(tmp) / "Deck200"), args.screen, args.runs)
        if not args.skip_amber:
            measure("Amber kit", amber_copy(Path(tmp))[0], args.screen, args.runs)


if __name__ == "__main__":
    main()

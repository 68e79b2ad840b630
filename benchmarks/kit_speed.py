"""Whole-kit speed: a synthetic kit of the Amber kit's size (two tiled boards with
posters and SVG, a 200-card deck in duplex and gutter-fold, 24 character cards, tokens,
a catalogue, a calibration sheet) built through the pipeline; then an unchanged rebuild.

    python benchmarks/kit_speed.py [--deck 200]

Targets (issue 5): whole kit <= 10 s, unchanged rebuild <= 1 s.  The baseline in the same
run is the deck alone drawn with raw reportlab (benchmarks/deck_speed.py), for scale.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from deck_speed import baseline  # noqa: E402

from pnpkit.render.pipeline import run_kit  # noqa: E402
from pnpkit.render.sample_kit import KitOptions, sample_kit_parts  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deck", type=int, default=200)
    args = parser.parse_args()
    options = KitOptions(deck_size=args.deck)
    t0 = time.perf_counter()
    baseline(args.deck)
    t_base = time.perf_counter() - t0
    with tempfile.TemporaryDirectory() as folder:
        t0 = time.perf_counter()
        report = run_kit(sample_kit_parts(options), out=Path(folder), game_id="sample",
                         locale="ru", paper="a4")
        t_full = time.perf_counter() - t0
        t0 = time.perf_counter()
        again = run_kit(sample_kit_parts(options), out=Path(folder), game_id="sample",
                        locale="ru", paper="a4")
        t_again = time.perf_counter() - t0
        pages = sum(p.pages for p in report.parts)
        size = sum(f.stat().st_size for f in (Path(folder) / "sample" / "ru").iterdir())
    for p in report.parts:
        print(f"  {p.name:<16} {p.pages:4d} pages  {p.seconds:6.2f} s")
    print(f"whole kit: {t_full:.2f} s, {pages} pages, {size / 1024:.0f} KiB (target <= 10 s)")
    print(f"unchanged rebuild: {t_again:.3f} s, parts rebuilt: {again.built} (target <= 1 s)")
    print(f"baseline, raw reportlab deck of {args.deck}: {t_base:.2f} s; "
          f"kit/baseline {t_full / t_base:.1f}x")


if __name__ == "__main__":
    main()

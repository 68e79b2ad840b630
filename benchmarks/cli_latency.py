"""Latency of the CLI (start-up dominated: imports are kept lazy), against bare Python.

    python benchmarks/cli_latency.py [--runs 7]

Runs each command in a fresh interpreter and prints the median wall time and the ratio
to ``python -c pass`` measured in the same run; also lists heavy modules that a
``pnpkit dice`` start-up imports (there should be none).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
HEAVY = ("reportlab", "svgwrite", "jinja2", "yaml", "babel", "pyphen", "pypdf", "rich")


def median_time(argv: list[str], runs: int, cwd: str) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(argv, cwd=cwd, env=ENV, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    py = sys.executable
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([py, "-m", "pnpkit", "dice", "2d6", "--seed", "1"], cwd=tmp, env=ENV,
                       check=True, capture_output=True)  # warm the bytecode caches
        base = median_time([py, "-c", "pass"], runs, tmp)
        print(f"python -c pass                       {base * 1000:7.1f} ms")
        cases = {
            "pnpkit dice 2d6+10 --seed 1": ["dice", "2d6+10", "--seed", "1"],
            "pnpkit dice 4d6kh3 --exact": ["dice", "4d6kh3", "--exact"],
            "pnpkit --help": ["--help"],
        }
        for label, args in cases.items():
            t = median_time([py, "-m", "pnpkit", *args], runs, tmp)
            print(f"{label:36} {t * 1000:7.1f} ms   ratio {t / base:5.1f}")
        probe = ("import sys\nfrom pnpkit.cli.app import main\n"
                 "try:\n    main(['dice', '2d6', '--seed', '1'])\nexcept SystemExit:\n    pass\n"
                 f"print(sorted({{m.split('.')[0] for m in sys.modules}} & set({HEAVY!r})))")
        heavy = subprocess.run([py, "-c", probe], cwd=tmp, env=ENV, capture_output=True,
                               text=True, check=True).stdout.strip().splitlines()[-1]
        print(f"heavy modules imported by `pnpkit dice`: {heavy}")


if __name__ == "__main__":
    main()

"""What a cold ``pnpkit build amber --force --jobs 1`` pays before it draws: the eight
DejaVu faces (parsed by reportlab, or read from the per-user font cache) and Typer.

    python benchmarks/build_startup.py [--runs 9] [--old /path/to/old/checkout/src]
                                       [--only calibration]

In turns, in fresh interpreters, CPU seconds (user + system) as medians:
  - register_fonts() alone (reportlab imported beforehand): with the font cache filled
    against PNPKIT_NO_CACHE=1 (parsing every face), as a ratio;
  - the whole forced build of the Amber kit (--jobs 1, ru) from this tree, and, with
    --old, from another checkout's sources (e.g. a frozen copy of main) as the baseline
    (``--only calibration``: one small part, where the fixed costs show above the noise).
Each tree has a private cache folder, filled by a first run.  Not a test: it never fails
on time.

Measured (startup2 branch against main at 696ba7a, 2-core machine shared with other
sessions, CPU medians):
    register_fonts: parsed 0.062 s, from the cache 0.043 s (0.69x), 9 runs
    whole kit:           old 2.352 s, new 2.302 s (0.979x: -50 ms), 13 runs
    --only calibration:  old 0.573 s, new 0.507 s (0.885x: -66 ms), 7 runs
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"
FONTS = ("import time\nimport reportlab.pdfbase.pdfmetrics, reportlab.pdfbase.ttfonts\n"
         "from pnpkit.render import fonts\n"
         "t = time.process_time(); fonts.register_fonts(); print(time.process_time() - t)\n")


def _env(src: Path, cache: str, **extra) -> dict:
    env = {**os.environ, "PYTHONPATH": str(src), "PNPKIT_CACHE_DIR": cache, **extra}
    if "PNPKIT_NO_CACHE" not in extra:
        env.pop("PNPKIT_NO_CACHE", None)
    return env


def _fonts_cpu(src: Path, cache: str, **extra) -> float:
    run = subprocess.run([sys.executable, "-c", FONTS], env=_env(src, cache, **extra),
                         capture_output=True, text=True, check=True)
    return float(run.stdout.strip())


def _build_cpu(src: Path, cache: str, out: str, only: list[str]) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-m", "pnpkit", "build", "amber", "--locale", "ru", "--out", out,
                    "--force", "--jobs", "1", *only], env=_env(src, cache), capture_output=True, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--old", type=Path, help="another checkout's src folder: the baseline")
    parser.add_argument("--only", help="the parts to build (default: the whole kit)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="pnpkit-startup-") as tmp:
        cache = os.path.join(tmp, "cache-new")
        _fonts_cpu(SRC, cache)  # fills the font cache
        parsed, cached = [], []
        for i in range(args.runs):
            for kind in (("parsed", "cached") if i % 2 == 0 else ("cached", "parsed")):
                if kind == "parsed":
                    parsed.append(_fonts_cpu(SRC, cache, PNPKIT_NO_CACHE="1"))
                else:
                    cached.append(_fonts_cpu(SRC, cache))
        p, c = statistics.median(parsed), statistics.median(cached)
        print(f"register_fonts: parsed {p:.3f} s, from the cache {c:.3f} s ({c / p:.2f}x)")
        trees = {"new": SRC, **({"old": args.old} if args.old else {})}
        only = ["--only", args.only] if args.only else []
        times: dict[str, list[float]] = {name: [] for name in trees}
        for name, src in trees.items():  # fills each tree's caches
            _build_cpu(src, os.path.join(tmp, f"cache-{name}"), os.path.join(tmp, f"out-{name}"), only)
        for i in range(args.runs):
            for name in (list(trees) if i % 2 == 0 else list(reversed(trees))):
                times[name].append(_build_cpu(trees[name], os.path.join(tmp, f"cache-{name}"),
                                              os.path.join(tmp, f"out-{name}"), only))
        for name, values in times.items():
            print(f"build {' '.join([*only, '--force'])} --jobs 1 ({name}): {statistics.median(values):.3f} s CPU "
                  f"(runs: {' '.join(f'{v:.2f}' for v in values)})")
        if "old" in times:
            ratio = statistics.median(times["new"]) / statistics.median(times["old"])
            print(f"new / old: {ratio:.3f}")


if __name__ == "__main__":
    main()

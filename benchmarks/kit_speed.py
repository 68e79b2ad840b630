"""Whole-kit speed: the real Amber kit (boards, posters, SVG, the 196-card adventure
deck in duplex and gutter-fold, character cards, items, catalogue, tokens, calibration
sheet AND the rulebook) built cold by ``pnpkit build amber --force`` in a fresh
interpreter, then an unchanged rebuild (``pnpkit build amber``), against the raw
reportlab floor: 1000 simple cards drawn directly (benchmarks/deck_speed.py's baseline),
measured in this process after a warm-up.

    python benchmarks/kit_speed.py [--runs 3] [--locale ru]

Targets (issue 21), as ratios measured in the same run: whole kit cold <= 4x the floor,
unchanged rebuild <= 0.15x the floor (also measured with PNPKIT_NO_CACHE=1).  The runs take turns (floor, cold kit, unchanged
rebuild, again), so a burst of load hits all alike, and the medians are printed in CPU
seconds (user + system: a machine shared with other jobs inflates wall time far more)
and wall seconds.  The commands run as the installed console script does, with bytecode
cached in a private folder (even where PYTHONDONTWRITEBYTECODE is set), as an installed
package has it.  Not a test: it never fails on time.

Measured on the shared 2-core machine (load 10-25 from other sessions), CPU medians:

    before (7d8892e):           floor 0.62 s; kit cold 12.7 s = 20x; the rulebook alone
                                5.1 s, the deck 3.5 s (an SVG parse per picture drawn)
    SVG parsed once (3b66b02):  kit cold 9.3 s
    rulebook in 2 passes (3357403, first pass measuring only): rulebook 5.1 -> 2.1 s
    link markers placed once per link (7e1909d): same tree, kit 13.3 -> 7.8 s (all three)
    --force out of the kit key (a3297d3): the plain build after a forced one is unchanged
    this script at 0e66fa4, load 16, medians of 3: floor 0.55 s; kit cold 7.67 s = 13.9x
    (target 4x: NOT met); unchanged rebuild 0.87 s = 1.57x (target 0.15x: NOT met: it
    imports Typer, rich and pydantic and hashes every content file before it knows)

    unchanged kit told before Typer (73b98f1), run from a frozen copy of the tree (others
    were editing this one: a changed source file changes every part's key), load 10,
    medians of 2: floor 0.56 s; kit cold 6.65 s = 11.9x (NOT met); unchanged rebuild
    0.28 s = 0.49x (NOT met; was 0.87 s; bare python with this sandbox's site hook is
    ~0.17 s of it, hashing the content and the drawing code and reading YAML the rest)

    the game heads (YAML) and the summary table (rich, the part order from the data model)
    kept answers (f05f9fd, since retired), load 17, medians of 3, same run:
    floor 0.59 s; unchanged rebuild 0.12 s = 0.20x (NOT met, but was 0.27 s = 0.46x in
    this run with PNPKIT_NO_CACHE=1, i.e. without them); kit cold 7.54 s = 12.8x.  Again
    at b8b3c59, load 18.5: floor 0.59 s; unchanged 0.16 s = 0.28x (without kept answers
    0.35 s = 0.59x); kit cold 8.43 s = 14.3x.  What is
    left: bare python with this sandbox's site hook (~0.07-0.09 s, alone ~0.14x of the
    floor), importing render.pipeline (dataclasses and inspect ~0.03 s), hashing the drawing
    code and the content (~0.05 s) and the kit's files (~0.01 s).  0.15x needs the key
    without importing render.pipeline (render's code) and a cheaper code fingerprint.

    kitspeed branch (7318724..aa51eef: link-marker room searched among nearby texts only,
    each icon parsed once whatever its colours, a TrueType encoder that remembers texts,
    reuse names cached; every output byte-identical to before), load 6-17 from other
    sessions, so cold builds of the old (f5999ec) and new trees taken in turns, 13 each:
    CPU medians 7.8 s -> 7.2 s (-8 %), minima 6.9 s -> 6.3 s; this script, medians of 2
    per round, gave 11.9x-15.6x for the old tree and 12.9x-15.5x for the new one (floor
    0.45-0.61 s: the load moves it more than the change does).  About 12x: target 4x NOT
    met.  With the fitted texts' lines as one text object each (796f3df, pixels the
    same), old and new trees in turns, 5 each at load 4-7: CPU medians 7.78 s -> 7.02 s
    (-10 %); this script on the new tree: floor 0.49 s, kit cold 6.65 s = 13.6x, unchanged
    rebuild 0.31 s = 0.65x (NOT met; the floor ran 0.56-0.61 s in earlier rounds, which
    alone would read 11-12x).  Of the ~7 s, ~3 s comes before any part is drawn (imports, reading, checking and
    localising the game: cli/ and readers/, not touched here); the rulebook is ~2.5 s
    (its two platypus passes 1.4 s, the PDF's save with font subsets ~0.4 s), the deck and
    its fold file ~1.3 s, the four boards ~1 s.

    2026-12-03, third session (main 1533610, after the rulebook, reading, drawing and parallel
    branches and readers/kit_state), idle machine (load 0.4-0.5), medians of 3 in turns:
    floor 0.21-0.22 s; kit cold 2.16-2.39 s CPU = 10.3-11.0x (was 14.4x at e1d6fac on the
    same machine; wall 1.30-1.44 s = 6.2-6.6x with the parts in two worker processes);
    a first build with no caches (PNPKIT_NO_CACHE) 2.78 s = 12.9x; unchanged rebuild
    0.05 s = 0.23-0.24x (was 0.34x), 1.4x a bare interpreter, which alone is 0.16-0.17x
    the floor here (this sandbox's site hook imports certifi): 0.15x of the floor is
    below what `python -c pass` costs on this machine, so it cannot be met here in those
    terms; in the issue's own terms (its floor 0.35 s against a bare interpreter's
    0.02 s, 0.15x = 2.6x bare python) it is.  The cold 4x is NOT met: the parts alone
    are ~1.5 s (rulebook 0.54 s, adventure deck and fold file 0.23 s, board 0.15 s,
    the first part's font loading ~0.1 s), before them ~0.6 s (start-up, imports,
    the game from the cache, localising, the parts' keys).  Then the rulebook in one pass,
    the parsed fonts cached and a plain build without Typer (c26ebc9), load 0.7: floor
    0.21 s; kit cold 2.13 s CPU = 10.0x (wall 1.26 s = 5.9x); no caches 2.48 s = 11.7x;
    unchanged 0.05 s = 0.23x, 1.4x bare python.

What is left in a cold build (cProfile, share of the CPU, before the kitspeed branch): the boards drawn three times
(tiles, poster, SVG) ~20 %, the deck and its gutter-fold file drawn twice ~20 %, reading,
checking and localising the game ~10 %, imports ~10 %, the rulebook ~15 %; other
sessions keep adding parts to the kit (print guide, item and points boards), which the
ratio counts too.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from deck_speed import baseline  # noqa: E402

# what the installed `pnpkit` console script runs (pip's template), without installing it
CONSOLE_SCRIPT = ("import re\nimport sys\nfrom pnpkit.cli.app import main\n"
                  "sys.argv[0] = re.sub(r'(-script\\.pyw|\\.exe)?$', '', sys.argv[0])\nsys.exit(main())\n")
FLOOR_CARDS = 1000


def timed_run(argv: list[str], cwd: str, env: dict) -> tuple[float, float]:
    """CPU (user + system) and wall seconds of one child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, cwd=cwd, env=env, check=True, capture_output=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), wall


def child_env(tmp: str, **extra: str) -> dict:
    """The environment of a measured child build: pnpkit from this tree, its caches and
    bytecode in ``tmp`` (written, as an installed package has them)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(PYTHONPATH=str(ROOT / "src"), PNPKIT_CACHE_DIR=str(Path(tmp) / "cache"),
               PYTHONPYCACHEPREFIX=str(Path(tmp) / "pycache"), **extra)
    return env


def timed_floor() -> tuple[float, float]:
    cpu, wall = time.process_time(), time.perf_counter()
    baseline(FLOOR_CARDS)
    return time.process_time() - cpu, time.perf_counter() - wall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--locale", default="ru")
    args = parser.parse_args()
    baseline(16)  # imports and font parsing
    with tempfile.TemporaryDirectory() as tmp:
        env = child_env(tmp)
        build = [sys.executable, "-c", CONSOLE_SCRIPT, "build", "amber", "--locale", args.locale,
                 "--out", str(Path(tmp) / "out")]
        timed_run([*build, "--force"], tmp, env)  # bytecode written once, as after installing
        samples: dict[str, list[tuple[float, float]]] = {"floor": [], "cold": [], "unchanged": [],
                                                          "unchanged-no-cache": [], "bare": [],
                                                          "cold-no-cache": []}
        no_cache = {**env, "PNPKIT_NO_CACHE": "1"}  # no kept answers (game heads, summary table)
        for _ in range(args.runs):
            samples["floor"].append(timed_floor())
            samples["cold"].append(timed_run([*build, "--force"], tmp, env))
            # a first build ever: no read game, compiled template or catalogue kept yet
            samples["cold-no-cache"].append(timed_run([*build, "--force"], tmp, no_cache))
            timed_run(build, tmp, env)  # the first unchanged run after a build keeps its answers
            samples["unchanged"].append(timed_run(build, tmp, env))
            samples["unchanged-no-cache"].append(timed_run(build, tmp, no_cache))
            samples["bare"].append(timed_run([sys.executable, "-c", "pass"], tmp, env))
        kit = Path(tmp) / "out" / "amber" / args.locale
        files = sorted(p.name for p in kit.iterdir())
        pages_note = f"{len(files)} files, rulebook {'included' if 'rulebook.pdf' in files else 'MISSING'}"
    cpu = {k: statistics.median(c for c, _ in v) for k, v in samples.items()}
    wall = {k: statistics.median(w for _, w in v) for k, v in samples.items()}
    print(f"medians of {args.runs} runs in turns; load average {os.getloadavg()[0]:.1f}")
    print(f"floor, raw reportlab, {FLOOR_CARDS} cards: {cpu['floor']:6.2f} s CPU {wall['floor']:6.2f} s wall")
    for key, label, target in (("cold", "whole Amber kit cold", 4.0),
                               ("cold-no-cache", "cold, PNPKIT_NO_CACHE", 4.0),
                               ("unchanged", "unchanged rebuild", 0.15),
                               ("unchanged-no-cache", "unchanged, PNPKIT_NO_CACHE", 0.15)):
        ratio = cpu[key] / cpu["floor"]
        verdict = "ok" if ratio <= target else "over"
        print(f"{label + ':':28} {cpu[key]:6.2f} s CPU {wall[key]:6.2f} s wall  "
              f"{ratio:5.2f}x the floor (CPU; wall {wall[key] / wall['floor']:.2f}x)  "
              f"target <= {target}x: {verdict}")
    # what no command can go below: this interpreter's own start-up (with this machine's
    # site hooks); the numbers (floor 0.35 s, bare python 0.02 s) put 0.15x the
    # floor at 2.6x a bare interpreter
    print(f"{'bare python -c pass:':28} {cpu['bare']:6.2f} s CPU {wall['bare']:6.2f} s wall  "
          f"{cpu['bare'] / cpu['floor']:5.2f}x the floor; unchanged rebuild = "
          f"{cpu['unchanged'] / cpu['bare']:.2f}x bare python (the issue's 0.15x of its floor: 2.6x)")
    print(f"kit: {pages_note}")


if __name__ == "__main__":
    main()

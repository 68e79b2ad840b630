"""Latency of the CLI (start-up dominated: imports are kept lazy), against bare Python.

    python benchmarks/cli_latency.py [--runs 15] [--no-site]

Runs each command in a fresh interpreter (as the installed ``pnpkit`` script does, whose
wrapper imports ``re`` itself), ``--runs`` times in turns (so a burst of load on the
machine hits every command alike), and prints the median wall time, the ratio to
``python -c pass`` measured in the same run, the time above it and the median CPU time
(user + system).  ``pnpkit dice``, ``pnpkit moves amber`` and ``pnpkit odds`` answer through the
Typer-free fast path (target: 50 ms for the whole call on an idle machine).  The movement index is built once
beforehand in a temporary cache folder, as a user's cache holds it after the first
call, and bytecode is cached (in a private folder, even when PYTHONDONTWRITEBYTECODE is
set), as an installed package has it.  Also lists heavy modules the fast path imports,
run with ``python -S`` (there should be none).  ``--no-site`` runs everything with
``python -S``: where a site hook imports much at start-up (as in some sandboxes), that
shows what the commands themselves cost, and only the fast-path commands are run (they
need only the stdlib).  Not a test: it never fails on time.

Measured on the shared 2-core machine, medians of 21 runs (15 with site), before
(f2914b3: argparse, dataclasses, typing, fractions, zlib on the way) and after
(3d1cdfa: none of them; ``rules/record.py`` instead of dataclasses):

    --no-site, idle (load 0.5) before:  bare 11.7 ms; moves 43.8 / 53.8 ms (+32 / +42);
                                        dice 57.8 / 58.2 ms (+46 / +47)
    --no-site, load 2.8, after:         bare  8.3 ms; moves 19.7 / 21.5 ms (+11 / +13);
                                        dice 19.8 / 20.4 ms (+12 / +12)
    --no-site, load 3.9, side by side:  ratio to bare: moves 4.0-4.4 -> 2.5-2.6, dice 4.8-5.0
                                        -> 2.5; CPU above bare: moves 36-38 -> 14-17 ms
    with this sandbox's site hook (bare ``python -c pass`` 50-85 ms wall, 40-50 ms CPU; it
    already loads re, typing, pathlib ...), load 3.7: CPU above bare: moves 16-21 -> 4 ms,
    dice 22-25 -> 5-6 ms (the wall times there are too noisy to compare).

What is left above bare ``python -S`` for ``moves amber`` (``-X importtime``, minimum
of 15 runs; 11-13 ms in all at load 2.8): ``re`` 4-5 ms (pip's console-script wrapper
imports it: not ours to drop), ``os`` 0.4 ms (app.py's ``importlib`` and
game_cache's ``contextlib``, ~1.5 ms, were dropped afterwards), the pnpkit modules ~2 ms, ``json``
~1.3 ms with ``--json``, and ~1 ms of work (file stamps of the cache key, marshal,
the moves).  On an ordinary machine (bare start 15-20 ms) that is 26-31 ms in all.
Idle machine (load 0.85), after dropping those two: bare 10.3 ms; moves 24.3 / 26.3 ms,
dice 23.7 / 24.9 ms.

Issue 21 targets: ``odds``, ``--help``, ``games`` and ``check`` at most 4x a bare
interpreter (CPU, same flags).  At 0e66fa4 (load 11-16): ``pnpkit odds amber`` answers
on the fast path, 86.9 ms CPU against a bare 85.9 ms with the site hook (1.01x) and
42.8 against 17.7 ms with ``-S`` (2.43x): met.  Still through Typer, NOT met (with the
site hook): ``--help`` 586 ms = 6.8x, ``games`` 787 ms = 9.2x, ``check amber`` 1732 ms =
20x.  ``--help`` is mostly Typer's rich help (typer.rich_utils imports rich.markdown and
markdown-it): with TYPER_USE_RICH=0 it took 0.48 s against 0.18 s bare (2.7x), in
click's plainer look; ``games`` and ``check`` also read every game with pydantic.

Now ``odds fighting-fantasy`` answers on the fast path too, and ``--help``, ``games`` and
``check`` print their kept answer (pnpkit.cli.answer_cache: the last Typer run's output,
keyed on the command line, environment, terminal and every byte of pnpkit's package and
the games read, with what that run imported, opened and listed re-checked).  The rows
"(Typer: no cache)" run the same commands with ``PNPKIT_NO_CACHE=1``, i.e. as before
(for ``games`` that also turns off the cache of read games, so it reads every game: worse
than before).  This run, f05f9fd, load 6-8, medians of 11, CPU against bare 85.7 ms (with
the site hook):

    odds amber 0.94x; odds fighting-fantasy --luck 9: 2.07x (the exact solver runs)
    --help      kept 1.31x   (Typer: no cache  6.75x)
    games       kept 1.42x   (Typer, no caches 17.5x)
    check amber kept 1.46x   (Typer: no cache 22.75x)

all four issue-21 targets (<= 4x) met.  Again at b8b3c59 (load 9), bare 86.9 ms: odds
amber 0.95x, odds fighting-fantasy 2.14x, --help kept 1.36x (no cache 6.77x), games
kept 1.37x (no caches 18.9x), check amber kept 1.41x (no cache 21.7x).  A first run, or one after anything it depends on
changed, costs what Typer costs plus the recording (a few per cent).
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

ROOT = Path(__file__).resolve().parent.parent
HEAVY = ("typer", "click", "rich", "pydantic", "reportlab", "svgwrite", "jinja2", "yaml", "babel",
         "pyphen", "pypdf",
         # stdlib modules that alone take milliseconds (the fast path keeps clear of them)
         "dataclasses", "inspect", "argparse", "gettext", "typing", "pathlib", "fractions", "decimal",
         "hashlib", "pickle", "json", "zlib")
TARGET_MS = 50.0

CASES = {
    "pnpkit dice 2d6+10 --seed 1": ["dice", "2d6+10", "--seed", "1"],
    "pnpkit dice 4d6kh3 --exact": ["dice", "4d6kh3", "--exact"],
    "pnpkit moves amber (ru, text)": ["moves", "amber", "--from", "Конные варвары", "--roll", "2"],
    "pnpkit moves amber (en, json, horse)": ["moves", "amber", "--from", "jungle", "--roll", "3",
                                             "--horse", "--json", "--locale", "en"],
    "pnpkit odds amber": ["odds", "amber", "--you", "5", "--enemy", "4"],
    "pnpkit odds fighting-fantasy --luck": ["odds", "fighting-fantasy", "--skill", "10", "--stamina", "20",
                                            "--enemy-skill", "8", "--enemy-stamina", "10", "--luck", "9"],
    "pnpkit --help (kept)": ["--help"],
    "pnpkit games (kept)": ["games"],
    "pnpkit check amber (kept)": ["check", "amber"],
    "pnpkit --help (Typer: no cache)": ["--help"],
    "pnpkit games (Typer: no cache)": ["games"],
    "pnpkit check amber (Typer: no cache)": ["check", "amber"],
}
# the same commands with the kept answers (pnpkit.cli.answer_cache) turned off: as before them
NO_CACHE = "(Typer: no cache)"
FAST = ("pnpkit dice", "pnpkit moves", "pnpkit odds")
# issue 21: these at most 4x a bare interpreter (the same flags for both)
RATIO_TARGETED, RATIO_TARGET = ("pnpkit odds", "pnpkit --help", "pnpkit games", "pnpkit check"), 4.0
# what the installed `pnpkit` console script runs (pip's template), without installing it
CONSOLE_SCRIPT = ("import re\nimport sys\nfrom pnpkit.cli.app import main\n"
                  "sys.argv[0] = re.sub(r'(-script\\.pyw|\\.exe)?$', '', sys.argv[0])\nsys.exit(main())\n")


def timed(argv: list[str], cwd: str, env: dict) -> tuple[float, float]:
    """Wall time and CPU time (user + system) of one run of ``argv``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, cwd=cwd, env=env, check=False, capture_output=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--no-site", action="store_true",
                        help="run python -S (no site hooks; the fast path needs only the stdlib)")
    options = parser.parse_args()
    runs, py = options.runs, sys.executable
    flags = ["-S"] if options.no_site else []
    with tempfile.TemporaryDirectory() as tmp:
        # bytecode is written (to a private folder), as an installed package has it
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env.update(PYTHONPATH=str(ROOT / "src"), PNPKIT_CACHE_DIR=str(Path(tmp) / "cache"),
                   PYTHONPYCACHEPREFIX=str(Path(tmp) / "pycache"))
        no_cache = {**env, "PNPKIT_NO_CACHE": "1"}
        envs = {label: no_cache if label.endswith(NO_CACHE) else env for label in CASES}
        for label, args in CASES.items():  # the movement index is built with site-packages (YAML)
            timed([py, "-c", CONSOLE_SCRIPT, *args], tmp, envs[label])
        base_label = f"python {' '.join(flags + ['-c', 'pass'])}"
        envs[base_label] = env
        commands = {base_label: [py, *flags, "-c", "pass"]}
        commands.update({label: [py, *flags, "-c", CONSOLE_SCRIPT, *args] for label, args in CASES.items()
                         if label.startswith(FAST) or not flags})
        for label, argv in commands.items():  # warm the bytecode caches (and keep the answers)
            timed(argv, tmp, envs[label])
        walls: dict[str, list[float]] = {label: [] for label in commands}
        cpus: dict[str, list[float]] = {label: [] for label in commands}
        for _ in range(runs):
            for label, argv in commands.items():
                wall, cpu = timed(argv, tmp, envs[label])
                walls[label].append(wall)
                cpus[label].append(cpu)
        base = statistics.median(walls[base_label])
        print(f"{'command':38} {'wall':>9} {'ratio':>6} {'above base':>11} {'cpu':>9}")
        for label, samples in walls.items():
            t, cpu = statistics.median(samples), statistics.median(cpus[label])
            verdict = ""
            if label.startswith(FAST):
                verdict = "  ok (≤ 50 ms)" if t * 1000 <= TARGET_MS else "  over 50 ms"
            if label.startswith(RATIO_TARGETED) and label != base_label:
                cpu_ratio = cpu / statistics.median(cpus[base_label])
                verdict += (f"  cpu {cpu_ratio:.2f}x bare: "
                            f"{'ok' if cpu_ratio <= RATIO_TARGET else 'over'} (≤ {RATIO_TARGET:g}x)")
            print(f"{label:38} {t * 1000:6.1f} ms {t / base:6.2f} {(t - base) * 1000:8.1f} ms "
                  f"{cpu * 1000:6.1f} ms{verdict}")
        print(f"(medians of {runs} runs; cpu = user + system time of the process, which a busy "
              f"machine inflates less than the wall time; load average {os.getloadavg()[0]:.2f})")
        probe = ("import sys\nfrom pnpkit.cli.app import main\n"
                 f"for args in ({CASES['pnpkit dice 2d6+10 --seed 1']!r}, "
                 f"{CASES['pnpkit moves amber (ru, text)']!r}):\n"
                 "    try:\n        main(args)\n    except SystemExit:\n        pass\n"
                 f"print(sorted({{m.split('.')[0] for m in sys.modules}} & set({HEAVY!r})))")
        # python -S: what a site hook loaded would hide what the commands load
        heavy = subprocess.run([py, "-S", "-c", probe], cwd=tmp, env=env, capture_output=True,
                               text=True, check=True).stdout.strip().splitlines()[-1]
        print(f"heavy modules imported by `pnpkit dice` and `pnpkit moves amber`: {heavy}")


if __name__ == "__main__":
    main()

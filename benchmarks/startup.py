"""Start-up of the CLI against a bare interpreter, every cache off (PNPKIT_NO_CACHE=1).

    python benchmarks/startup.py [--runs 9]

Runs ``python -c pass`` and each command in a fresh process, ``--runs`` times in turns
(a burst of load on the shared machine hits every command alike), and prints each
command's median wall time, its ratio to the bare interpreter's median measured in the
same run, and the target ratio of issue #33: ``--help`` and ``games`` within 8x a bare
``python -c pass``; ``dice``, ``moves`` and ``odds`` within 3x.  The commands run through
the installed ``pnpkit`` script beside this interpreter (``python -m pnpkit`` without
one).  Not a test: it never fails on time.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

#: (command line, target ratio to a bare interpreter)
COMMANDS: tuple[tuple[tuple[str, ...], float], ...] = (
    (("--help",), 8.0),
    (("games",), 8.0),
    (("dice", "2d6", "--seed", "1"), 3.0),
    (("moves", "amber", "--from", "jungle", "--roll", "5"), 3.0),
    (("odds", "amber", "--you", "5", "--enemy", "4"), 3.0),
    (("odds", "fighting-fantasy", "--skill", "10", "--stamina", "20", "--enemy-skill", "8",
      "--enemy-stamina", "10"), 3.0),
)


def _pnpkit() -> list[str]:
    script = Path(sys.executable).with_name("pnpkit")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "pnpkit"]


def _wall(argv: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=9)
    runs = parser.parse_args().runs
    env = {**os.environ, "PNPKIT_NO_CACHE": "1"}
    bare_argv = [sys.executable, "-c", "pass"]
    pnpkit = _pnpkit()
    times: dict[tuple[str, ...], list[float]] = {(): []}
    for argv, _ in COMMANDS:
        subprocess.run([*pnpkit, *argv], env=env, capture_output=True, check=False)  # bytecode written
        times[argv] = []
    for _ in range(runs):
        times[()].append(_wall(bare_argv, env))
        for argv, _ in COMMANDS:
            times[argv].append(_wall([*pnpkit, *argv], env))
    bare = statistics.median(times[()])
    print(f"bare python -c pass: {bare * 1000:.0f} ms (median of {runs}; PNPKIT_NO_CACHE=1)")
    for argv, target in COMMANDS:
        wall = statistics.median(times[argv])
        ratio = wall / bare
        verdict = "ok" if ratio <= target else "over"
        print(f"  pnpkit {' '.join(argv):<72} {wall * 1000:6.0f} ms  {ratio:5.1f}x "
              f"(target {target:.0f}x: {verdict})")


if __name__ == "__main__":
    main()

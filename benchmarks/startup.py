"""Start-up of the CLI against a bare interpreter, every cache off (PNPKIT_NO_CACHE=1)
but in the one row that measures it warm.

    python benchmarks/startup.py [--runs 9] [--warm]

Runs ``python -c pass`` and each command in a fresh process, ``--runs`` times in turns
(a burst of load on the shared machine hits every command alike), and prints each
command's median wall time, its ratio to the bare interpreter's median measured in the
same run (and the same for CPU time, user + system, which a machine shared with other
work inflates far less than wall time), and the target ratio of issue #33: ``--help`` and ``games`` within 8x a bare
``python -c pass``; ``dice``, ``moves`` and ``odds`` within 3x.  The commands run through
the installed ``pnpkit`` script beside this interpreter (``python -m pnpkit`` without
one); a first run of each writes its bytecode (PYTHONDONTWRITEBYTECODE is dropped: with
it every run compiled every module, which is not what a user's installed copy does).
``--warm`` measures the same with the parsed-game cache on (a private cache folder,
filled by the first run).  Besides, one row is ``moves amber`` with that cache warm (its
own private folder), the at-the-table case the cache is kept for; a last row, with no
target, is `referee status` of a race just started.  Not a test: it never fails on time.

Figures of 2026-12-05 01:00 UTC (medians of 5, load average 6.7 on 2 cores: the CPU ratios are
the steadier ones; bare 11 ms CPU):

    pnpkit --help                       2.0x CPU   (target 8x: ok)
    pnpkit games                        5.6x CPU   (target 8x: ok)
    pnpkit dice 2d6 --seed 1            2.0x CPU   (target 3x: ok)
    pnpkit moves amber ... (cold)       8.9x CPU   (target 3x: over, see the floor)
    pnpkit odds amber / fighting-fant.  1.9x CPU   (target 3x: ok)
    pnpkit moves amber ... (warm)       2.8x CPU   (target 3x: ok)
    floor: import yaml + parse board    4.7x CPU   (quiet machine, load 1.7: 4.5x)

The last row runs no pnpkit code at all: it imports PyYAML and parses the 75 kB Amber board with
libyaml, the least a cold `moves amber` must do while the board is YAML read by PyYAML (``import
yaml`` compiles its resolver and reader patterns, ~9 ms; the parse ~14 ms; measured apart, the
two alone come to 3.1x with the interpreter).  It is above 3x by itself, so the cold target
cannot be met with that format and reader; the warm row is the at-the-table case, where the board's entry of the parsed-game cache (about 110 kB of JSON; its key
the code by its files' stats and the content by (size, mtime, inode), so it hashes nothing and
imports neither hashlib nor YAML) stands in for the parse.  Cold, the rest above the floor is the
reader's schema, plugins and layout modules (their dataclasses, inspect, typing and pathlib).
``games`` goes through the reader to check each game.yaml head as `pnpkit check` does.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

MOVES = ("moves", "amber", "--from", "jungle", "--roll", "5")
#: the least any cold `moves amber` must do while the board is YAML read by PyYAML: import it
#: and parse the board with libyaml (no pnpkit code at all) — the floor under the 3x target
_BOARD = str(Path(__file__).resolve().parent.parent / "content" / "amber" / "board.yaml")
YAML_FLOOR = f"import yaml, pathlib; yaml.load(pathlib.Path({_BOARD!r}).read_bytes(), Loader=yaml.CSafeLoader)"
#: (command line, target ratio to a bare interpreter)
COMMANDS: tuple[tuple[tuple[str, ...], float], ...] = (
    (("--help",), 8.0),
    (("games",), 8.0),
    (("dice", "2d6", "--seed", "1"), 3.0),
    (MOVES, 3.0),
    (("odds", "amber", "--you", "5", "--enemy", "4"), 3.0),
    (("odds", "fighting-fantasy", "--skill", "10", "--stamina", "20", "--enemy-skill", "8",
      "--enemy-stamina", "10"), 3.0),
)


def _pnpkit() -> list[str]:
    script = Path(sys.executable).with_name("pnpkit")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "pnpkit"]


def _session(pnpkit: list[str], env: dict[str, str]) -> tuple[tuple[str, ...], None]:
    """`referee status` of a race of three just started (no target in issue #33: a one-shot
    read command at the table)."""
    import tempfile

    path = os.path.join(tempfile.mkdtemp(prefix="pnpkit-startup-"), "race.pnp")
    subprocess.run([*pnpkit, "referee", "new", "race", "-p", "A", "-p", "B", "-p", "C", "--seed", "1", "--file", path],
                   env=env, capture_output=True, check=True)
    return ("referee", "status", "--file", path), None


def _run(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall seconds and CPU seconds (user + system) of one run."""
    started = time.perf_counter()
    child = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(child.pid, 0)
    return time.perf_counter() - started, usage.ru_utime + usage.ru_stime


def _warm_env(env: dict[str, str]) -> dict[str, str]:
    """``env`` with the parsed-game cache on, in a private folder (filled by the first run)."""
    import tempfile

    warm = {**env, "PNPKIT_CACHE_DIR": tempfile.mkdtemp(prefix="pnpkit-startup-")}
    warm.pop("PNPKIT_NO_CACHE", None)
    return warm


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--warm", action="store_true",
                        help="with the parsed-game cache on (a private one, filled by the first run)")
    options = parser.parse_args()
    runs = options.runs
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # the first run writes the bytecode the others load
    env["PNPKIT_NO_CACHE"] = "1"
    if options.warm:
        env = _warm_env(env)
    bare_argv = [sys.executable, "-c", "pass"]
    pnpkit = _pnpkit()
    # (label, command line, target, environment): every row of COMMANDS as asked, then
    # `moves amber` with the parsed-game cache warm, then `referee status`
    rows = [("pnpkit " + " ".join(argv), [*pnpkit, *argv], target, env) for argv, target in COMMANDS]
    rows.append((f"pnpkit {' '.join(MOVES)} (cache warm)", [*pnpkit, *MOVES], 3.0, _warm_env(env)))
    status, _ = _session(pnpkit, env)
    rows.append(("pnpkit " + " ".join(status), [*pnpkit, *status], None, env))
    rows.append(("floor: import yaml + parse amber/board.yaml", [sys.executable, "-c", YAML_FLOOR], None, env))
    times: dict[str, list[tuple[float, float]]] = {"": []}
    for label, argv, _, row_env in rows:
        subprocess.run(argv, env=row_env, capture_output=True, check=False)  # bytecode, cache
        times[label] = []
    for _ in range(runs):
        times[""].append(_run(bare_argv, env))
        for label, argv, _, row_env in rows:
            times[label].append(_run(argv, row_env))

    def medians(label) -> tuple[float, float]:
        return (statistics.median(t[0] for t in times[label]), statistics.median(t[1] for t in times[label]))

    bare_wall, bare_cpu = medians("")
    print(f"bare python -c pass: {bare_wall * 1000:.0f} ms wall, {bare_cpu * 1000:.0f} ms CPU "
          f"(medians of {runs}; {'parsed-game cache warm' if options.warm else 'PNPKIT_NO_CACHE=1'}; "
          f"load average {' '.join(f'{n:.1f}' for n in os.getloadavg())})")
    for label, _, target, _ in rows:
        wall, cpu = medians(label)
        verdict = "no target" if target is None else \
            f"target {target:.0f}x: {'ok' if wall / bare_wall <= target else 'over'}"
        print(f"  {label[:59]:<59} {wall * 1000:6.0f} ms {wall / bare_wall:5.1f}x wall "
              f"({verdict}), {cpu * 1000:5.0f} ms {cpu / bare_cpu:5.1f}x CPU")


if __name__ == "__main__":
    main()

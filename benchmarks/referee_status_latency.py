"""One-shot ``pnpkit referee status`` against a bare interpreter (issue #31.7: the target
is at most 4x ``python -c pass``; reading a session and answering is milliseconds of work).

    python benchmarks/referee_status_latency.py [--runs 9]

Makes a small session of each shipped game in a temporary folder, then runs
``python -m pnpkit referee status --file …`` and ``python -c pass`` in turns, each in a
fresh interpreter, and prints the median wall and CPU time of each and its ratio to
bare Python measured in the same run.  Not a test: it never fails on time.

Measured at this lane's last commit (medians of 3, load 10.9 on the shared 2-core
machine): bare 93 ms wall / 12 ms CPU; status of a race 1.96 s (21x wall, 37x CPU), of
Fighting Fantasy 1.70 s (18x, 34x), of Amber 2.28 s (25x, 46x): NOT met.  ``-X importtime`` puts most of it in
Typer and click (~0.2 s), pydantic through the game reader (~0.3 s) and reading the game's
data to name its fields; a fast path for ``status`` needs those off its way.
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


def timed(argv: list[str], cwd: str, env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds (user + system of the child) of one run."""
    started = time.perf_counter()
    child = subprocess.Popen(argv, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(child.pid, 0)
    return time.perf_counter() - started, usage.ru_utime + usage.ru_stime


def _pnpkit() -> list[str]:
    script = Path(sys.executable).with_name("pnpkit")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "pnpkit"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="pnpkit-status-")
    # the first run writes the bytecode the others load; the parsed-game cache is private
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PNPKIT_NO_CACHE")}
    env["PNPKIT_CACHE_DIR"] = str(Path(folder) / "cache")
    cold = {**env, "PNPKIT_NO_CACHE": "1"}
    sessions = {
        "race": ["race", "-p", "Аня", "-p", "Борис", "-p", "Вика"],
        "fighting-fantasy": ["fighting-fantasy", "-p", "Аня"],
        "amber": ["amber", "-p", "Аня", "-p", "Борис", "-p", "Вика"],
    }
    pnpkit = _pnpkit()
    commands: dict[str, tuple[list[str], dict[str, str]]] = {"bare": ([sys.executable, "-c", "pass"], env)}
    for game, words in sessions.items():
        path = str(Path(folder) / f"{game}.pnp")
        subprocess.run([*pnpkit, "referee", "new", *words, "--seed", "1", "--file", path],
                       check=True, capture_output=True, cwd=folder, env=env)
        argv = [*pnpkit, "referee", "status", "--file", path]
        commands[f"status {game}"] = (argv, env)
        commands[f"status {game}, no cache"] = (argv, cold)
    for argv, run_env in commands.values():  # bytecode written, the cache filled
        subprocess.run(argv, cwd=folder, env=run_env, capture_output=True, check=False)
    walls: dict[str, list[float]] = {label: [] for label in commands}
    cpus: dict[str, list[float]] = {label: [] for label in commands}
    for _ in range(args.runs):
        for label, (argv, run_env) in commands.items():
            wall, cpu = timed(argv, folder, run_env)
            walls[label].append(wall)
            cpus[label].append(cpu)
    base_wall, base_cpu = statistics.median(walls["bare"]), statistics.median(cpus["bare"])
    print(f"medians of {args.runs} runs; load {os.getloadavg()[0]:.1f}")
    for label in commands:
        wall, cpu = statistics.median(walls[label]), statistics.median(cpus[label])
        print(f"  {label:34} wall {wall * 1000:7.1f} ms ({wall / base_wall:5.1f}x)   "
              f"CPU {cpu * 1000:7.1f} ms ({cpu / base_cpu:5.1f}x)")


if __name__ == "__main__":
    main()

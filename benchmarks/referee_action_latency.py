"""One-shot writing referee commands (``referee roll``, a game's action, ``undo``) against a
bare interpreter (issue #31: at most 4x ``python -c pass``).

    python benchmarks/referee_action_latency.py [--runs 9] [--src OTHER/src]

For each shipped game (Amber, the race, Fighting Fantasy) a session just started and one
~150 actions long, in Russian and in English: the command a table would type next is
run in a fresh process on a fresh copy of the session (the copy made outside the timing),
in turns with ``python -c pass``; prints the median wall and CPU time of each and its
ratio to bare Python measured in the same run (the parsed-game cache warm and private,
the bytecode written by a first run).  ``--src`` runs the commands from another checkout's
sources (``python -m pnpkit`` with it on PYTHONPATH; its content/ beside it), e.g. an
export of main (``git archive main src content``) for a
before figure; ``undo`` is timed on each long session too.  Not a test: it never fails
on time.

Current figures (issue #31, session 11, lane race11's last run on its branch with main
merged at 06:34 UTC; CPU medians of 9, load 4, bare python 10.1 ms):

                                 ru               en
    roll amber, start         62.2 ms (6.2x)   64.5 ms (6.4x)
    choose amber, 150         61.0 ms (6.0x)   63.5 ms (6.3x)
    undo amber, 150           59.9 ms (5.9x)   61.5 ms (6.1x)
    turn race, start          37.4 ms (3.7x)   37.8 ms (3.7x)
    turn race, 150            38.6 ms (3.8x)   39.3 ms (3.9x)
    undo race, 150            35.1 ms (3.5x)   33.7 ms (3.3x)
    fight FF, start           32.8 ms (3.3x)   31.7 ms (3.1x)
    fight FF, 150             31.8 ms (3.1x)   31.2 ms (3.1x)
    undo FF, 150              32.5 ms (3.2x)   32.1 ms (3.2x)

The race went 6.7-7.4x -> 3.5-4.1x in this session (interleaved with an export of main
at 5d9c4a37, load 4): its state, effects and track are value classes (no dataclasses,
inspect or typing imported; the pawn and race state write their own __init__, hash and ==
for the Markov chain), the referee plays and names the places from one decode of the game
cut to race_data.PLAYED, an undo imports no engine.  What is left of a race turn's own
share (~6 ms over an FF fight): the game cache's lookup and that decode (~3.5 ms), the
race's modules (~2 ms) and, in English, a second names part (~1.5 ms).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from referee_status_latency import _amber_words, print_medians, timed

SESSIONS = {
    "amber": ["amber", "-p", "Аня:гоблин:ж", "-p", "Борис", "-p", "Вика:оборотень:ж"],
    "race": ["race", "-p", "Аня", "-p", "Борис", "-p", "Вика"],
    "fighting-fantasy": ["fighting-fantasy", "-p", "Аня"],
}
LONG = 150  # actions played into a long session
FF_CYCLE = (["fight"], ["fight", "--enemy", "Крыса:2:3"], ["luck"], ["eat"], ["take", "gold", "1"])


def _candidates(game: str, table, policy) -> list[list[str]]:
    """The commands to try next, first that the table accepts wins."""
    if game == "amber":
        return [_amber_words(table.state, policy), ["roll"]]
    if game == "race":
        return [["turn"], ["turn", table.header.players[0].name], ["turn", table.header.players[1].name]]
    return [list(words) for words in FF_CYCLE]


def _next(game: str, table, policy, act: bool) -> list[str] | None:
    """The first command the table accepts now (played when ``act``), or None."""
    from pnpkit.rules.session import RuleError

    for words in _candidates(game, table, policy):
        if not act:
            return words
        try:
            table.act(words[0], words[1:], confirmed=True)
        except RuleError:
            continue
        return words
    return None


def _long(path: Path, game: str) -> list[str]:
    """Play about LONG actions into the session at ``path``; the command to time next."""
    from pnpkit.games.amber.rules.policy import SimplePolicy
    from pnpkit.referee.table import Table

    table = Table.open(path)
    policy = SimplePolicy.seeded(1)
    for _ in range(LONG):
        if table.referee.is_over(table.state) or _next(game, table, policy, act=True) is None:
            break
    return _timed_command(path, game)


def _timed_command(path: Path, game: str) -> list[str]:
    """The command a table would type next on the session at ``path`` (tried on a copy)."""
    from pnpkit.games.amber.rules.policy import SimplePolicy
    from pnpkit.referee.table import Table

    trial = path.with_name(path.name + ".try")
    shutil.copyfile(path, trial)
    table = Table.open(trial)
    words = _next(game, table, SimplePolicy.seeded(1), act=True) or ["roll", "2d6"]
    trial.unlink()
    Path(str(trial) + ".state").unlink(missing_ok=True)
    return words


def _restore(pristine: Path, work: Path) -> None:
    for suffix in ("", ".state"):
        source = Path(str(pristine) + suffix)
        if source.exists():
            shutil.copyfile(source, Path(str(work) + suffix))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--src", help="run the commands from this source folder (python -m pnpkit)")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="pnpkit-act-"))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PNPKIT_NO_CACHE")}
    env["PNPKIT_CACHE_DIR"] = str(folder / "cache")
    script = Path(sys.executable).with_name("pnpkit")
    pnpkit = [str(script)] if script.is_file() else [sys.executable, "-m", "pnpkit"]
    if args.src:
        env["PYTHONPATH"] = str(Path(args.src).resolve())
        pnpkit = [sys.executable, "-m", "pnpkit"]
    runs: dict[str, tuple[list[str], Path | None, Path | None]] = {"bare": ([sys.executable, "-c", "pass"],
                                                                           None, None)}
    for locale in ("ru", "en"):
        for game, words in SESSIONS.items():
            pristine = folder / f"{game}-{locale}.pnp"
            subprocess.run([*pnpkit, "referee", "new", *words, "--seed", "1", "--locale", locale, "--file",
                            str(pristine)], check=True, capture_output=True, cwd=folder, env=env)
            long = folder / f"{game}-{locale}-long.pnp"
            _restore(pristine, long)
            label = game if locale == "ru" else f"{game} {locale}"
            for name, source, command in (("start", pristine, _timed_command(pristine, game)),
                                          (f"{LONG}", long, _long(long, game))):
                work = source.with_name(source.stem + "-work.pnp")
                runs[f"{' '.join(command[:2])[:18]:18} {label}, {name}"] = (
                    [*pnpkit, "referee", *command, "--yes", "--file", str(work)], source, work)
            work = long.with_name(long.stem + "-undo.pnp")
            runs[f"{'undo':18} {label}, {LONG}"] = ([*pnpkit, "referee", "undo", "--file", str(work)], long, work)
    for argv, source, work in runs.values():  # bytecode written, the cache filled
        if source is not None:
            _restore(source, work)
        subprocess.run(argv, cwd=folder, env=env, capture_output=True, check=False)
    walls: dict[str, list[float]] = {label: [] for label in runs}
    cpus: dict[str, list[float]] = {label: [] for label in runs}
    for _ in range(args.runs):
        for label, (argv, source, work) in runs.items():
            if source is not None:
                _restore(source, work)
            wall, cpu = timed(argv, str(folder), env)
            walls[label].append(wall)
            cpus[label].append(cpu)
    print_medians(walls, cpus, args.runs, 44)
    shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()

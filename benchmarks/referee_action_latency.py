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

Measured at lane w10's round 2 (issue #31, session 10), the mean of two interleaved
rounds' medians of 5 CPU times on the shared 2-core machine (load 6-9: wall times
meaningless), both from ``--src``; before: main at c2c35946, after: this branch with it
merged:

                                      before (ratio)     after (ratio)
    bare python                        11.4 ms            11.6 ms
    roll amber, start                 115 ms (10.1x)     123 ms (10.6x)
    choose amber, 150 actions         130 ms (11.4x)     128 ms (11.0x)
    undo amber, 150 actions           124 ms (10.8x)     127 ms (10.9x)
    turn race, start                   85 ms ( 7.4x)      83 ms ( 7.2x)
    turn race, 150 actions             89 ms ( 7.8x)      85 ms ( 7.3x)
    undo race, 150 actions             86 ms ( 7.5x)      86 ms ( 7.4x)
    fight FF, start                    61 ms ( 5.3x)      42 ms ( 3.6x)
    fight FF, 150 actions              72 ms ( 6.3x)      48 ms ( 4.1x)
    undo FF, 150 actions               73 ms ( 6.4x)      51 ms ( 4.4x)
    roll amber en, start              131 ms (11.4x)     120 ms (10.3x)
    choose amber en, 150 actions      133 ms (11.7x)     129 ms (11.1x)
    undo amber en, 150 actions        131 ms (11.4x)     127 ms (10.9x)
    turn race en, start                81 ms ( 7.1x)      82 ms ( 7.0x)
    turn race en, 150 actions          91 ms ( 7.9x)      84 ms ( 7.2x)
    undo race en, 150 actions          85 ms ( 7.4x)      78 ms ( 6.7x)
    fight FF en, start                 65 ms ( 5.7x)      41 ms ( 3.6x)
    fight FF en, 150 actions           71 ms ( 6.2x)      48 ms ( 4.2x)
    undo FF en, 150 actions            67 ms ( 5.8x)      49 ms ( 4.3x)

(Against main at 089d2cd8, before s10-games' FF folds, the same change measured FF 6.1x ->
4.2x at the start, 6.7x -> 4.7x after 150 actions at load 8-10.)

Round 1 (lane w10) went 12.5x -> 10.9x Amber, 8.1x -> 7.3x race, 6.9x -> 5.8x FF.  Round 2:
FF's state classes (character, combat, fight_state), the table's Outcome and the typed
command are value classes (pnpkit.value_class, with its replace), and the kept engine
state reads a value class's fields without dataclasses: an FF action imports neither
dataclasses (with inspect, ast, dis) nor typing (TYPE_CHECKING blocks in the table and
rules.session; FF's referee and engine_state say object for any value), nor makes a
dataclass at import.  Amber and the race
gain only the table's share (within the noise).  FF's first fight meets 4x; its later
actions and undo are just over, Amber and the race well over.  What is left: FF's
imports (pathlib with urllib and ipaddress ~2.5 ms: the store, the table and the writer;
enum under re and json); the race's ~30 dataclasses (effects, state, track: slotted,
and the Markov chain builds pawns by the half million, so a value class's generic
__init__ would cost the odds: kept); Amber's engine modules and its game decode (~13 ms).
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


def _long(path: Path, game: str, count: int = LONG) -> list[str]:
    """Play about ``count`` actions into the session at ``path``; the command to time next."""
    from pnpkit.games.amber.rules.policy import SimplePolicy
    from pnpkit.referee.table import Table

    table = Table.open(path)
    policy = SimplePolicy.seeded(1)
    for _ in range(count):
        if table.referee.is_over(table.state) or _next(game, table, policy, act=True) is None:
            break
    return _timed_command(path, game)


def _until_move(path: Path) -> list[str]:
    """Play Amber's first actions into the session at ``path`` until the next one is a
    field typed by name (``move FIELD``, after a roll with somewhere to go); that command."""
    words = _timed_command(path, "amber")
    for _ in range(20):
        if words[0] == "move":
            break
        words = _long(path, "amber", 1)
    return words


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
            timed_ones = [("start", pristine, _timed_command(pristine, game)), (f"{LONG}", long, _long(long, game))]
            if game == "amber":  # a field typed by name after the first roll (English: the texts part)
                rolled = folder / f"{game}-{locale}-rolled.pnp"
                _restore(pristine, rolled)
                timed_ones.append(("moving", rolled, _until_move(rolled)))
            for name, source, command in timed_ones:
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

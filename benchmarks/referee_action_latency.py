"""One-shot writing referee commands (``referee roll``, a game's action, ``undo``) against a
bare interpreter (issue #31: at most 4x ``python -c pass``).

    python benchmarks/referee_action_latency.py [--runs 9] [--src OTHER/src]

For each shipped game (Amber, the race, Fighting Fantasy) a session just started and one
~150 actions long, in Russian and in English (for Amber also one whose next command is a
field typed after a roll: ``move``): the command a table would type next is
run in a fresh process on a fresh copy of the session (the copy made outside the timing),
in turns with ``python -c pass``; prints the median wall and CPU time of each and its
ratio to bare Python measured in the same run (the parsed-game cache warm and private,
the bytecode written by a first run).  ``--src`` runs the commands from another checkout's
sources (``python -m pnpkit`` with it on PYTHONPATH; its content/ beside it), e.g. an
export of main (``git archive main src content``) for a
before figure; ``undo`` is timed on each long session too.  Not a test: it never fails
on time.

How a write works now (issue #31, session 11): the fast dispatch reads the command line
without Typer (cli.referee_act); the table is restored from the engine state kept beside
the log when its digest is the log's (referee.engine_state), reading only the log lines
it needs (referee.action_lines) and passing the past actions' events on as their kept
texts (referee.event_log); the session's files are named by strings (no pathlib); the
game comes from the parsed-game cache as a pickle of the model's values read by a loader
that finds no other class (readers.game_codec; names parts too); pnpkit's own command
line collects young objects every 100,000 new ones (cli.app).

Current figures: the mean of two interleaved rounds' CPU medians of 9 runs each, both
from ``--src`` on the shared 2-core machine (load 8-10: wall times meaningless); session
start: main at 5d9c4a37; now: lane core11 with main merged at 5e9b3195 (the Amber and race
engines' own work of lanes amb11 and race11 included):

                                      session start       now
    bare python                        11.4 ms            11.2 ms
    roll amber, start                 119 ms (10.4x)      69 ms (6.2x)
    choose amber, 150 actions         123 ms (10.8x)      68 ms (6.1x)
    undo amber, 150 actions           123 ms (10.8x)      66 ms (5.9x)
    turn race, start                   81 ms ( 7.1x)      41 ms (3.7x)
    turn race, 150 actions             86 ms ( 7.6x)      42 ms (3.7x)
    undo race, 150 actions             86 ms ( 7.6x)      39 ms (3.5x)
    fight FF, start                    42 ms ( 3.7x)      36 ms (3.2x)
    fight FF, 150 actions              48 ms ( 4.2x)      36 ms (3.2x)
    undo FF, 150 actions               51 ms ( 4.5x)      37 ms (3.3x)
    roll amber en, start              120 ms (10.5x)      69 ms (6.2x)
    choose amber en, 150 actions      126 ms (11.0x)      70 ms (6.2x)
    undo amber en, 150 actions        124 ms (10.9x)      68 ms (6.1x)
    turn race en, start                82 ms ( 7.2x)      42 ms (3.7x)
    turn race en, 150 actions          86 ms ( 7.6x)      44 ms (3.9x)
    undo race en, 150 actions          81 ms ( 7.2x)      40 ms (3.5x)
    fight FF en, start                 42 ms ( 3.7x)      36 ms (3.2x)
    fight FF en, 150 actions           48 ms ( 4.2x)      36 ms (3.2x)
    undo FF en, 150 actions            49 ms ( 4.3x)      37 ms (3.3x)

FF and the race are within 4x (the race's English action after 150 at the edge);
Amber is not (below).  What the shared path still pays: the interpreter's re, enum and
json (the console script imports re itself), the game cache's key (a stat of each of ~200 code files, ~1 ms for Amber
and the race) and Amber's game from the cache (~4.5 ms for its 25,000 values).

Amber (lane amb11; CPU medians of 9, load 4, from ``--src`` one run after the other: main
at 4d910403, which has the shared path above and amb11's first commits, -> amb11):

                                      main (ratio)       amb11 (ratio)
    bare python                        10.2 ms             9.8 ms
    roll / choose 150 / undo 150       62 / 62 / 60 ms    51 / 51 / 49 ms (4.9-5.2x)
    move after a roll                  61 ms (6.0x)       49 ms (5.0x)
    en: roll / choose 150 / undo 150   65 / 63 / 65 ms    54 / 53 / 51 ms (5.2-5.5x)
    en: move after a roll              69 ms (6.7x)       57 ms (5.7x)

Before session 11 an English move, resolve or choice was 26x (~280 ms: its texts read
from the whole game localized through Babel and the catalogue; now the game cache's texts
part, games.amber.referee_told).  Amber's engine imports no dataclasses, typing, fractions
or data schemas (value classes, rules.vocabulary: its import 38 -> 10 ms under -X
importtime), and the shipped game is decoded with the collector held off, then frozen
(~10 ms: its ~20,000 containers were walked again by later collections).  What is left
(~41 ms of work over bare Python's ~10; 4x leaves ~30): reading the whole game (~11 ms
CPU: the pickle 7.5, the entry's key and file ~3.5; the rules are built from it and the
trigger scan reads every card), the shared imports (~15 ms), the engine's ~45 modules
(~8 ms), the rules, the engine's work and the sentences (~5 ms).

The race's own work (lane race11): its state, effects and track are value classes (no
dataclasses, inspect or typing; the pawn and race state write their own __init__, hash
and == for the Markov chain, whose build and the simulation keep their speed), the
referee plays and names the places in Russian from one decode of the game cut to
race_data.PLAYED (in English from the names part a status reads), and an undo imports
no engine.  What is left of a race turn's own share (~5 ms over an FF
fight): the game cache's key and that decode with the track built from it (~3.5 ms) and
the race's modules (~2 ms).
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

"""One-shot ``pnpkit referee status``, ``log``, ``moves`` and ``odds`` against a bare
interpreter (issue #31.7: the target is at most 4x ``python -c pass``; reading a session
and answering is milliseconds of work).

    python benchmarks/referee_status_latency.py [--runs 9] [--only TEXT] [--src OTHER/src ...]

Makes a small session of each shipped game in a temporary folder, then runs
``pnpkit referee status --file …`` (the console script beside this interpreter) and
``python -c pass`` in turns, each in a fresh process, and prints the median wall and
CPU time of each and its ratio to bare Python measured in the same run: with the
parsed-game cache (a private one, filled by a first run that also writes the bytecode)
and with ``PNPKIT_NO_CACHE=1``.  Not a test: it never fails on time.

After the status, each session just started is asked its ``log`` and the game's
questions (Amber after a roll: ``moves 5``, ``odds 5 3``; the adventure in a fight:
``odds``, and before one: ``odds --enemy Орк:7:6``).  Also two long sessions (Amber and the race, 150 actions played by the
simulator's policy through the referee's table), each read with the state it keeps beside
its log (game.pnp.state, pnpkit.rules.session_state) and as a copy without it (replayed).

``--src`` runs every command again from another checkout's sources (``python -m pnpkit``
with it on PYTHONPATH, a cache of its own), e.g. an export of main (``git archive main src
content``) beside this checkout's ``src``: a before and an after in the same run.
``--only TEXT`` times the commands whose label holds TEXT.  With ``--python
/usr/bin/python3`` the commands and the bare start run on that interpreter (``-m pnpkit``,
this checkout on its PYTHONPATH), as CI runs them; the sessions are still made by this one.

Current figures (lane log12, issue #31), CPU medians of 7, load 8-9, bare 9.8 ms; main at
2d4e3a80 (``--src``, an export) -> this checkout (``--src``, an export; the console script
in brackets: pip's wrapper imports ``re`` itself, ~25M instructions, where ``-m`` pays
runpy's ~17M):

                                               main          this
    log amber, 150 actions                     4.0x          3.7x (console script 3.9x)
    log amber, 150 actions, en                 4.1x          3.7x (3.9x)
    moves 5 / odds 5 3 amber, 150 actions      3.3x / 3.1x   3.2x / 2.7x
    status amber, 150 actions                  3.0x          2.6x (2.9x)
    log race, 150 actions (ru, en)             3.1x / 3.1x   2.8x / 2.8x
    log FF (ru, en)                            2.9x / 2.9x   2.5x / 2.6x
    status amber / race / FF (ru, en)          2.7-3.3x      2.3-3.0x

A second run of the logs alone (``--only log``, 9 runs, load 10, bare 10.3 ms CPU), the last
commit: a 150-action Amber log 3.8x -> 3.4x (en 3.8x -> 3.4x; console script 3.6x / 3.6x),
the race's 3.1x -> 2.6x, every short log 2.2-2.5x.

Instructions (callgrind, deterministic; the machine's load does not move them), ``python
-m pnpkit``, main -> this: a 150-action Amber log 199.7M -> 175.8M (en 203.4M -> 177.3M),
its status 127.6M -> 109.5M, moves 147.2M -> 129.6M; the race's log 157.4M -> 137.6M and
status 114.5M -> 97.8M; an adventure's English status 120.9M -> 95.3M; through the
console script the Amber log 195.8M -> 184.6M (en 199.6M -> 186.0M); bare python 39.3M.

How a read is answered: from the state kept beside the log (pnpkit.referee.kept), never
replayed and no answer kept.  The kept view answers a status and the questions (Amber:
rules.referee_asked through the light module games.amber.referee_status; FF:
rules.fight_odds); the kept events (``[kind, data, rule]``, its CRC in the state's first
line) are told again on each call by the games' describe, read lightly (kept.ToldEvent,
ToldAction: no value class an event).  The kept state is a small head line naming each
part by the CRC of its bytes and a line each for the view, the events and the engine's
state now and before (session 14, format 2): a status decodes the head and the view's
line, a log the head and the events' line, each checked by its CRC without encoding it
again (before, the first line was scanned up to the keys a read needed and the view
re-dumped with sort_keys for its check).  No read imports json, re or enum
(pnpkit.quick_json: json's own C scanner).  Amber's names and texts come from one part of
the game cache laid out to be decoded a thing at a time (readers.lazy_part: an index of
piece numbers and each thing's id, name and number; a thing's plain values a JSON object,
its effects a second piece read when asked): a long log decodes ~50 pieces (the things it names with
forms, their texts), a status a dozen; each id is said once per referee and language.  What a long
Amber log still costs beyond a status (~66M instructions): telling ~400 events in ~1,150
lines (~50M, spread over ~900 messages and the Amber describe's loop: no hot spot left),
the kept events' JSON (84 kB, ~9M: ~10,000 values), the game cache's key and part (~12M,
shared with a status); the floor every read pays is the interpreter (~39M), ``-m``'s
runpy (~17M) or the console script's re (~25M), and the modules (~50M).
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


def print_medians(walls: dict[str, list[float]], cpus: dict[str, list[float]], runs: int,
                  width: int) -> None:
    """Each label's median wall and CPU time and its ratio to the "bare" row's."""
    base_wall, base_cpu = statistics.median(walls["bare"]), statistics.median(cpus["bare"])
    print(f"medians of {runs} runs; load {os.getloadavg()[0]:.1f}")
    for label in walls:
        wall, cpu = statistics.median(walls[label]), statistics.median(cpus[label])
        print(f"  {label:{width}} wall {wall * 1000:7.1f} ms ({wall / base_wall:5.1f}x)   "
              f"CPU {cpu * 1000:7.1f} ms ({cpu / base_cpu:5.1f}x)")


def timed(argv: list[str], cwd: str, env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds (user + system of the child) of one run."""
    started = time.perf_counter()
    child = subprocess.Popen(argv, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(child.pid, 0)
    return time.perf_counter() - started, usage.ru_utime + usage.ru_stime


def _pnpkit(python: str | None) -> list[str]:
    """The console script beside this interpreter; with ``--python``, that interpreter
    running ``-m pnpkit`` (this checkout on its path), as CI runs the system python3."""
    script = Path(sys.executable).with_name("pnpkit")
    if python is None and script.is_file():
        return [str(script)]
    return [python or sys.executable, "-m", "pnpkit"]


#: actions played into the long sessions (the simulator's policy answering every question)
PLAYED = {"amber": 150, "race": 150}


def _played(folder: str) -> dict[str, Path]:
    """A long session of Amber and of the race, played in this process through the
    referee's table as a table plays it (the state kept beside each log)."""
    from pnpkit.games.amber.rules.policy import SimplePolicy
    from pnpkit.referee.table import Table
    from pnpkit.rules.session import Player, RuleError, SessionHeader

    players = (Player("Аня", None, "f"), Player("Борис"), Player("Вика", None, "f"))
    out = {}
    for game, actions in PLAYED.items():
        path = Path(folder) / f"{game}-{actions}.pnp"
        table = Table.new(path, SessionHeader(game, 1, players))
        policy = SimplePolicy.seeded(1)
        for _ in range(actions):
            if table.referee.is_over(table.state):
                break
            words = _amber_words(table.state, policy) if game == "amber" else ["turn"]
            try:
                table.act(words[0], words[1:], confirmed=True)
            except RuleError:  # the race asks whom an obstacle takes: the first it accepts
                table.act(words[0], [table.header.players[0].name], confirmed=True)
        out[f"{game} ({len(table.actions)} actions)"] = path
    return out


def _amber_words(state, policy) -> list[str]:
    """The referee command the simulator's policy would give (tests/referee/whole_games)."""
    from pnpkit.games.amber.rules import engine

    pending = state.pending
    if pending is not None:
        pause = pending.pause
        if pause.kind in ("arrived", "fight"):
            return ["resolve" if pause.kind == "arrived" else "fight"]
        i = policy.decide(state.shown(), pause.who, pause.question, list(pause.options), pause.info)
        if [o is True for o in pause.options] == [False, True] and pause.options[0] is False:
            return ["yes" if i else "no"]
        keys = (pause.info or {}).get("keys")
        return ["choose", str(keys[i] + 1 if keys and len(keys) == len(pause.options) else i + 1)]
    if state.game.phase == "move":
        action = policy.choose_action(state.game)
        if isinstance(action, engine.MoveTo):
            return ["move", action.dest]
    return ["roll"]


def _questions(game: str, locale: str, path: str, env: dict[str, str], folder: str) -> list[list[str]]:
    """The read-only commands asked of a session just started: its (empty) log, and the
    game's questions (Amber after a roll, the adventure in a fight)."""
    first = {"amber": ["roll"], "fighting-fantasy": ["fight", "--enemy", "Орк:7:6"]}.get(game)
    if first is None:
        return [["log"]]
    subprocess.run([*_pnpkit(None), "referee", *first, "--file", path], check=True, capture_output=True,
                   cwd=folder, env=env)
    return [["log"], ["moves", "5"], ["odds", "5", "3"]] if game == "amber" else [["log"], ["odds"]]


def _without_state(path: Path) -> Path:
    """A copy of the session without its kept state: every status replays the log."""
    copy = path.with_name(path.stem + "-replayed.pnp")
    copy.write_bytes(path.read_bytes())
    return copy


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--python", help="another interpreter to run the commands and bare start with "
                        "(e.g. /usr/bin/python3), this checkout put on its PYTHONPATH")
    parser.add_argument("--src", action="append", default=[], help="also run each command from this source "
                        "folder (python -m pnpkit, its content/ beside it), e.g. an export of main for a before "
                        "figure in the same run; repeatable")
    parser.add_argument("--only", help="time only the commands whose label holds this text (and bare python)")
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="pnpkit-status-")
    # the first run writes the bytecode the others load; the parsed-game cache is private
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PNPKIT_NO_CACHE")}
    env["PNPKIT_CACHE_DIR"] = str(Path(folder) / "cache")
    if args.python:
        import pnpkit

        env["PYTHONPATH"] = str(Path(pnpkit.__file__).parent.parent)
    commands = _commands(args, folder, env)
    own = list(commands.items())
    for n, src in enumerate(args.src, start=1):  # the same sessions read by another checkout's code
        other = {**env, "PYTHONPATH": str(Path(src).resolve()), "PNPKIT_CACHE_DIR": str(Path(folder) / f"cache{n}")}
        for label, (argv, run_env) in own:
            if label != "bare":
                run = [sys.executable, "-m", "pnpkit", *argv[len(_pnpkit(args.python)):]]
                commands[f"{label} [src {n}]"] = (run, {**other, **({} if run_env is env else {"PNPKIT_NO_CACHE": "1"})})
    commands = {label: c for label, c in commands.items() if label == "bare" or not args.only or args.only in label}
    for argv, run_env in commands.values():  # bytecode written, the cache filled
        subprocess.run(argv, cwd=folder, env=run_env, capture_output=True, check=False)
    walls: dict[str, list[float]] = {label: [] for label in commands}
    cpus: dict[str, list[float]] = {label: [] for label in commands}
    for _ in range(args.runs):
        for label, (argv, run_env) in commands.items():
            wall, cpu = timed(argv, folder, run_env)
            walls[label].append(wall)
            cpus[label].append(cpu)
    print_medians(walls, cpus, args.runs, 52 if args.src else 42)


def _commands(args: argparse.Namespace, folder: str, env: dict[str, str]) -> dict[str, tuple[list[str], dict[str, str]]]:
    """Each command timed (the sessions made in ``folder``), by its label."""
    cold = {**env, "PNPKIT_NO_CACHE": "1"}
    sessions = {
        "race": ["race", "-p", "Аня", "-p", "Борис", "-p", "Вика"],
        "fighting-fantasy": ["fighting-fantasy", "-p", "Аня"],
        "amber": ["amber", "-p", "Аня", "-p", "Борис", "-p", "Вика"],
    }
    pnpkit = _pnpkit(args.python)
    commands: dict[str, tuple[list[str], dict[str, str]]] = {"bare": ([args.python or sys.executable, "-c", "pass"],
                                                                      env)}
    for (game, words), locale in ((item, locale) for locale in ("ru", "en") for item in sessions.items()):
        label = game if locale == "ru" else f"{game} {locale}"  # English names: the cache's English names part
        path = str(Path(folder) / f"{game}-{locale}.pnp")
        for made in (path, *([f"{path[:-4]}-before.pnp"] if game == "fighting-fantasy" else [])):
            subprocess.run([*_pnpkit(None), "referee", "new", *words, "--seed", "1", "--locale", locale,  # Typer's
                            "--file", made], check=True, capture_output=True, cwd=folder, env=env)
        if game == "fighting-fantasy":  # the odds of a fight not begun (the questions below begin one)
            commands[f"odds --enemy {label}, before a fight"] = (
                [*pnpkit, "referee", "odds", "--enemy", "Орк:7:6", "--file", f"{path[:-4]}-before.pnp"], env)
        argv = [*pnpkit, "referee", "status", "--file", path]
        commands[f"status {label}"] = (argv, env)
        commands[f"status {label}, no cache"] = (argv, cold)
        for asked in _questions(game, locale, path, env, folder):  # log, moves, odds: the kept state's too
            commands[f"{' '.join(asked)} {label}"] = ([*pnpkit, "referee", *asked, "--file", path], env)
    for game, path in _played(folder).items():
        kept = [*pnpkit, "referee", "status", "--file", str(path)]
        commands[f"status {game}, kept state"] = (kept, env)
        commands[f"status {game}, replayed"] = ([*kept[:-1], str(_without_state(path))], env)
        for asked in (["log"], ["log", "--locale", "en"],
                      *([["moves", "5"], ["odds", "5", "3"]] if game.startswith("amber") else [])):
            commands[f"{' '.join(asked)} {game}"] = ([*pnpkit, "referee", *asked, "--file", str(path)], env)
        commands[f"log {game}, replayed"] = ([*pnpkit, "referee", "log", "--file", str(_without_state(path))], env)
    return commands

if __name__ == "__main__":
    main()

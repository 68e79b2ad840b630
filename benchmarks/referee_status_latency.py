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

Round 6 (the read-only questions): medians of 9, CPU, under a load of 9-11 (the other
lanes' suites), bare 11.5 ms; before -> after:

    log amber / race / FF, just started     11x / 7.4x / 5.5x  ->  3.4x / 2.5x / 3.3x
    log amber en / race en / FF en                             ->  3.5x / 2.5x / 3.2x
    moves 5 amber (ru, en)                  21-22x             ->  3.9x
    odds 5 3 amber (ru, en)                 22x                ->  3.2-3.4x
    odds fighting-fantasy (in a fight)      16.5x              ->  2.7x
    log amber, 150 actions                  16.6x              ->  5.8x (replayed 16.1x)
    log amber, 150 actions, en              26x (a Babel pass)  ->  9.4x (measured apart)
    log race, 150 actions                   9.7x               ->  4.2x (replayed 8.9x)
    moves 5 / odds 5 3 amber, 150 actions   26.6x              ->  4.0x / 3.4x
    status (unchanged): amber 3.2x, race 3.0x, FF in a fight 3.6x

Round 7 (the same paths in 130 fewer source lines), medians of 5, load ~7, bare 11.7 ms:
log amber / race / FF 3.2x / 2.4x / 3.1x, moves 5 amber 3.7-3.8x, odds 5 3 amber 3.2-3.3x,
odds FF 2.6x, log amber 150 actions 5.5x, status 2.7-3.5x: unchanged within the noise.

Round 8 (the long logs and the odds before a fight), each before -> after measured in
the same run (the session's starting code on its PYTHONPATH with a cache of its own,
then this one; sessions written by the code with w10's engine state in the head line),
CPU medians of 21, load 9, bare 10.9 ms:

    odds --enemy Орк:7:6 FF before a fight (ru, en)   5.5x -> 3.0x
    log amber, 150 actions, en                        8.8x -> 4.7x
    log amber, 150 actions                            6.2x -> 4.7x
    log race, 150 actions (ru, en)                    4.2x / 4.0x -> 3.5x / 3.4x
    log amber just started (one roll)                 3.5x -> 3.1x
    status amber                                      3.4x -> 3.1x

and this benchmark at its end, medians of 9, load 9.5, bare 10.9 ms CPU: log amber 150
actions 4.6x (en 4.5x), log race 150 actions 3.4x (en 3.3x), odds --enemy before a fight
2.9x (en 2.9x), moves 5 amber 3.5-3.6x, every status 2.8-3.4x, every other log and odds
2.4-3.1x.

What went: the adventure's odds before a fight read the opponents through
rules.fight_words (plain values), not fight_state with its dataclasses (~8 ms), and
import neither luck's fractions nor the dice module (~3.5 ms); an English Amber log's
texts inside effects (Russian -> English, both games' effects walked: ~20 ms) are game
data kept in the game cache beside the names parts (readers.game_cache.load_texts_in,
made once per game and catalogue); cli.plain.visible returns a printable line as it is
instead of translating it char by char (~4 ms of a long Amber log's ~1000 lines, ~1.5
ms of a race's); pnpkit's own command line freezes what start-up made (cli.app.main:
gc.freeze), so the collector walks it neither during the command nor at exit (~1.5-3
ms of every command); a log whose events read the texts part takes its names from it,
not from the names part besides (~3 ms); a log's titles look up the names and each
command's word once, and rules.messages.say fills a message in one pass, a name a
Person only where a template asks a form of it (telling 150 actions in-process: Amber
9.7 -> 6.9 ms, race 5.3 -> 3.1 ms); a plain NdS roll is written without the dice parser
(~1 ms); importlib, warnings, the utf-8-sig codec and the writing commands' side are not
imported (~1.2 ms).  What is left of a long Amber log (~48 ms, ~31 ms of it the floor a
status pays too): its telling (~7 ms in-process, spread over the ~900 messages
games.amber.rules.referee_text says), the texts part (~5 ms: 265 kB read and decoded,
the fields' effects with it), the kept events and actions (~3 ms) and the telling's
modules (~1.3 ms): within 4x it needs the telling and the texts part about twice as
fast (a lazier game_codec decode, the Amber sentences' own work).  The engine's state
w10 keeps in the head line (~13 kB of Amber's 14 kB) costs a read ~0.15 ms to parse.

How: the questions and the log are answered from the kept state, never replayed.  The
view keeps the mover's data (rules.referee_asked.mover_view: his field, the roll, what
he brings to a move, engine.move_kit, and the sources a step reason names), and the
kept state's second line keeps each action's events ([kind, data, rule], its CRC in the
first line) — data only: every line is composed on each call, in the language asked,
by the functions a replay composes with (referee.narrate.action_lines, the games'
describe).  The referee asks its questions through the same pure functions as the
light path (Amber: rules.referee_asked.moves_event / odds_event; FF: rules.fight_odds).
Amber's moves read the main board from its own game-cache part, as ``pnpkit moves
amber`` does (~6 ms of the command: the part's key, 113 kB decoded, the graph built);
its texts (a field's text on arrival, a table's row, a choice's facts) come from a part
of the game cache cut down to them (games.amber.referee_told), in English from the
localized game's part, so no Babel pass.  What is left in a long Amber log is the
telling itself: ~10 ms for 150 actions' 700 lines, plus the texts part (~5 ms) and the
events (~3 ms); no answer is kept.


With ``--python /usr/bin/python3`` the status commands and the bare start run on that
interpreter (``-m pnpkit``, this checkout on its PYTHONPATH), as CI runs them; the
sessions are still made by this one.

Round 5 (English sessions), status only, medians of 9 on the shared 2-core machine
under a load of 3-5, CPU time:

                                     console script          /usr/bin/python3 -m pnpkit
    bare python                      10.5 ms                 10.1 ms
    status race                      31.6 ms (3.0x)          29.8 ms (2.9x)
    status fighting-fantasy          29.8 ms (2.8x)          28.5 ms (2.8x)
    status amber                     34.6 ms (3.3x)          32.1 ms (3.2x)
    status race en                   32.4 ms (3.1x)          (no Babel there)
    status fighting-fantasy en       31.0 ms (2.9x)          29.5 ms (2.9x)
    status amber en                  34.3 ms (3.3x)          (no Babel there)
    status amber, 150 actions        35.0 ms (3.3x)          32.6 ms (3.2x)
    status race, 150 actions         32.1 ms (3.1x)          30.9 ms (3.0x)
    no cache: race 10.5x, fighting-fantasy 6.8x, amber 24.6x, race en 16.7x, amber en
    40.6x; replayed (no kept state): amber 150 actions 14.4x, race 150 actions 8.6x

This machine's /usr/bin/python3 has no Babel: its English race and Amber rows are the
error a missing dependency gives, not a status.  Round 4 stood at Amber 3.3x, race 3.0x,
fighting-fantasy 2.9x in Russian, but an English status localized the whole game through
Babel on each call: Amber 23x, race 12.5x (the catalogue of 1.1 MB parsed and checked,
every card's texts replaced).  Round 5 keeps the names part of the game localized in the
game cache beside the Russian one (readers.game_cache.load_names_in: made once from the
whole game through the Translator, keyed by the entry's key, the catalogue's stat and
the localizing code's), so an English status reads ~65 kB of JSON as a Russian one does;
Amber's texts inside effects (both whole games walked) are asked only when a step or a
choice is told; the title's plain PO read goes on path strings (no pathlib).

Round 3 ended at race 4.1x, fighting-fantasy 3.9x, amber 4.9x (CPU 43, 41, 52 ms, bare
10.6, load 4.0).  Round 4 took out of a status what it does not use: pathlib (its
imports of re, fnmatch, urllib.parse and ipaddress: ~4 ms; the reading side of the
session store is pnpkit.referee.session_read on path strings), typing (~3.5 ms: the
annotations of the ~25 modules on the path behind TYPE_CHECKING), the replaying side of
a session (rules.session with the dice: the header is read by rules.session_records),
string; and Amber's 470 kB cache entry, parsed whole to name things (~7 ms), is read as
its names part (~65 kB, game_codec.names_part, kept beside the entry under its key: ~1.6
ms).  tests/referee/test_status_imports.py holds what a status must not import, in
either language (Babel and the localizing code too).  What is left: the interpreter's
own start and ``re`` (the console script imports it, json too: ~6 ms), the cache key's
~250 stat calls (~2 ms), the word tables' JSON (~1 ms), and some 40 pnpkit modules (~7
ms).  A status with a kept state imports no engine and does not replay, and its time
hardly grows with the log.  (Then ``referee log`` replayed, for the events only a
replay gave, and ``odds`` went through Typer: round 6 above.)
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

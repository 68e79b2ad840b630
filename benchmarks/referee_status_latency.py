"""One-shot ``pnpkit referee status`` against a bare interpreter (issue #31.7: the target
is at most 4x ``python -c pass``; reading a session and answering is milliseconds of work).

    python benchmarks/referee_status_latency.py [--runs 9]

Makes a small session of each shipped game in a temporary folder, then runs
``pnpkit referee status --file …`` (the console script beside this interpreter) and
``python -c pass`` in turns, each in a fresh process, and prints the median wall and
CPU time of each and its ratio to bare Python measured in the same run: with the
parsed-game cache (a private one, filled by a first run that also writes the bytecode)
and with ``PNPKIT_NO_CACHE=1``.  Not a test: it never fails on time.

Also two long sessions (Amber and the race, 150 actions played by the simulator's
policy through the referee's table), each read with the state it keeps beside its log
(game.pnp.state, pnpkit.rules.session_state) and as a copy without it (replayed).

Measured at this lane's last commit (round 3 of issue #31.7), medians of 9 on the
shared 2-core machine under a load of 4.0 (bare python 10.6 ms CPU):

    status race                       CPU  43 ms ( 4.1x)   no cache 115 ms (10.9x)
    status fighting-fantasy           CPU  41 ms ( 3.9x)   no cache  75 ms ( 7.1x)
    status amber                      CPU  52 ms ( 4.9x)   no cache 261 ms (24.7x)
    status amber, 150 actions         CPU  53 ms ( 5.0x)   replayed 150 ms (14.2x)
    status race, 150 actions          CPU  44 ms ( 4.2x)   replayed  92 ms ( 8.7x)

(least CPU of 15 right after: bare 9.3, amber 49.8, race 41.4, fighting-fantasy 40.2 ms.)
Round 2 ended at a load of 3.4 with race 46 ms (4.3x), fighting-fantasy 41 ms (3.8x),
amber 67 ms (6.3x); round 1 at a load of 15.1 with race 80, fighting-fantasy 67, amber
104 ms; before that, at a load of 5.5: race 108, fighting-fantasy 88, amber 142 ms.
Round 3 cut the decoding of the kept game: a status reads the cache entry with the
fields it names things by alone (pnpkit.readers.game_codec.decode_names: plain
namespaces, no model object, no card effect, of ``extra`` only the case forms or the
rules sheet), Amber's 6-8 ms of decoding down to ~2 and the race's ~7 down to ~1.5; a
question's facts (a card's text, a field's effects) and every English name still read
the whole game.  The 4x target is met by Fighting Fantasy, within noise by the race;
Amber is at ~5x.  What is left, common to all: the console script itself imports ``re``
(with ``enum``, ~5 ms, before pnpkit runs), ``pathlib`` (~4 ms, used by the session
store, its lock and the writer) and ``typing`` with ``contextlib`` (~3 ms, imported by
some 20 modules on the path); the cache key's ~345 stat calls; for Amber alone the
json.loads of its 470 KB entry (~8 ms: a smaller entry is the next cut).  A status with
a kept state imports no engine (tests/referee/test_kept_state.py lists the modules, and
what a warm one must not import), does not replay, and its time hardly grows with the
log.  ``referee log`` tells each action's events, which only a replay gives, so it
replays as before; ``referee odds`` and ``board`` ask the engine and go through Typer.
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


def _without_state(path: Path) -> Path:
    """A copy of the session without its kept state: every status replays the log."""
    copy = path.with_name(path.stem + "-replayed.pnp")
    copy.write_bytes(path.read_bytes())
    return copy


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
    for game, path in _played(folder).items():
        kept = [*pnpkit, "referee", "status", "--file", str(path)]
        commands[f"status {game}, kept state"] = (kept, env)
        commands[f"status {game}, replayed"] = ([*kept[:-1], str(_without_state(path))], env)
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
        print(f"  {label:42} wall {wall * 1000:7.1f} ms ({wall / base_wall:5.1f}x)   "
              f"CPU {cpu * 1000:7.1f} ms ({cpu / base_cpu:5.1f}x)")


if __name__ == "__main__":
    main()

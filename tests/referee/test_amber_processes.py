"""The Amber referee as real processes: `play` in a pseudo-terminal for a few turns, and a
kill -9 of `play` mid-game, then resume with nothing acknowledged lost."""

import json
import os
import random
import re
import signal
import subprocess
import sys

import pytest
from amber_driver import agreed_line, table_command
from test_referee_processes import ENV, RUN_CLI, Terminal, _session_lines, here

from pnpkit.games.amber.referee import REFEREE
from pnpkit.rules.session import Player, SessionHeader, perform

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX pty and signals")

PLAYERS = ("A:amazon", "B:gladiator")


def script_for(seed, count):
    """The commands a seeded driver plays, worked out in-process (same seed, same game),
    with the state digest after each (a spend that asks carries ``--yes``)."""
    header = SessionHeader("amber", seed, tuple(Player.parse(p) for p in PLAYERS))
    table = REFEREE.new(header)
    rng = random.Random(seed)
    lines, digests = [], []
    for n in range(1, count + 1):
        if table.game.over:
            break
        words = table_command(REFEREE, table, rng)
        before = table
        table, events, action = perform(REFEREE, header, table, n, words[0], words[1:])
        lines.append(agreed_line(REFEREE, before, table, action, events, words))
        digests.append(action.digest)
    return lines, digests


def new_session(tmp_path, seed):
    args = ["referee", "new", "amber", "--seed", str(seed)]
    for p in PLAYERS:
        args += ["-p", p]
    made = here(*args, cwd=tmp_path)
    assert made.exit_code == 0, made.output


def test_play_a_few_turns_through_a_pseudo_terminal(tmp_path):
    seed = 12
    script, digests = script_for(seed, 14)
    new_session(tmp_path, seed)
    term = Terminal([sys.executable, str(RUN_CLI), "referee", "play", "--locale", "en"], tmp_path)
    try:
        term.expect("Type a command")
        term.expect("Gender of A (f or m; Enter to skip): ")
        term.send("m")
        term.expect("Gender of B (f or m; Enter to skip): ")
        term.send("f")
        term.expect("Kept in the session: A (m), B (f).")
        term.expect("A> ")
        term.send("help")
        term.expect("roll [EXPR] — roll the move die")
        term.expect("A> ")
        term.send("fight")
        term.expect("no command “fight” now")
        seen = ""
        for n, line in enumerate(script, start=1):
            term.send(line)
            seen += term.expect(f"#{n} ")
        seen += term.expect("> ")
        term.send("status")
        seen += term.expect("Round ")
        term.send("quit")
        seen += term.expect("The session is saved in game.pnp")
        assert term.proc.wait(30) == 0
    finally:
        term.close()
    assert "rule: Move exactly the roll" in seen
    verify = here("referee", "replay", "--verify", "--json", cwd=tmp_path)
    out = json.loads(verify.stdout)
    assert out["ok"] and out["actions"] == len(script)
    last = json.loads((tmp_path / "game.pnp").read_text("utf-8").splitlines()[-1])
    assert last["digest"] == digests[-1]  # the same game as the in-process one


_ACK = re.compile(r"(?:^|> )#(\d+) ")


@pytest.mark.parametrize("seed", [4, 9])
def test_kill_9_mid_game_then_resume_with_nothing_lost(tmp_path, seed):
    script, digests = script_for(seed, 90)
    new_session(tmp_path, seed)
    path = tmp_path / "game.pnp"
    proc = subprocess.Popen([sys.executable, "-u", str(RUN_CLI), "referee", "play", "--locale", "en"],
                            cwd=tmp_path, env=ENV, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL)
    proc.stdin.write(("\n".join(script) + "\n").encode())
    proc.stdin.flush()
    acks = []
    want = random.Random(seed).randint(20, 60)
    while len(acks) < want:
        line = proc.stdout.readline().decode("utf-8")
        assert line, "play ended early"
        match = _ACK.search(line)
        if match:
            acks.append(int(match[1]))
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(10)
    for line in proc.stdout.read().decode("utf-8", errors="replace").splitlines():
        match = _ACK.search(line)
        if match:
            acks.append(int(match[1]))
    assert acks == list(range(1, len(acks) + 1))
    lines = _session_lines(path)
    in_file = len(lines) - 1
    assert in_file in (acks[-1], acks[-1] + 1)  # every acknowledged action, maybe the one in flight
    assert json.loads(lines[-1])["digest"] == digests[in_file - 1]
    # Resume: the file opens, takes the next command of the same game, and verifies.
    words = script[in_file].split()
    more = here("referee", *words, "--json", cwd=tmp_path)
    assert more.exit_code == 0, more.output
    out = json.loads(more.stdout)
    assert out["n"] == in_file + 1
    assert out["action"]["digest"] == digests[in_file]
    verify = here("referee", "replay", "--verify", "--json", cwd=tmp_path)
    assert json.loads(verify.stdout)["ok"], verify.stdout

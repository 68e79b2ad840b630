"""The referee as real processes: `play` in a pseudo-terminal; kill -9 mid-write, then resume."""

import codecs
import json
import os
import random
import re
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

HERE = Path(__file__).resolve().parent
RUN_CLI = HERE / "run_cli.py"
SRC = HERE.parent.parent / "src"
ENV = {**os.environ, "PYTHONPATH": str(SRC), "PYTHONIOENCODING": "utf-8", "PYTHONUNBUFFERED": "1"}

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX pty and signals")


def here(*args, cwd):
    """A command whose point is not the process (making the session, verifying it after
    the child died): run in this interpreter, in ``cwd``, so only the real test spawns."""
    before = os.getcwd()
    os.chdir(cwd)
    try:
        return CliRunner().invoke(get_app(), list(args))
    finally:
        os.chdir(before)


#: what a terminal is told besides text (colours, readline's modes): the tests read the text
_ESCAPES = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>]")


class Terminal:
    """A child process on a pseudo-terminal, read until an expected text shows up (the
    text as shown: escape sequences are taken out; ``raw`` keeps everything received)."""

    def __init__(self, argv, cwd):
        import pty

        self.master, slave = pty.openpty()
        self.proc = subprocess.Popen(argv, cwd=cwd, env=ENV, stdin=slave, stdout=slave,
                                     stderr=slave, close_fds=True)
        os.close(slave)
        self.buffer = ""
        self.raw = ""
        # a character's bytes may come in two reads (readline writes a prompt in pieces)
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")

    def expect(self, text, timeout=60.0):
        deadline = time.monotonic() + timeout
        while text not in (shown := _ESCAPES.sub("", self.buffer)):
            left = deadline - time.monotonic()
            assert left > 0, f"did not see {text!r}; screen so far:\n{self.buffer[-2000:]}"
            ready, _, _ = select.select([self.master], [], [], min(left, 1.0))
            if ready:
                try:
                    chunk = os.read(self.master, 4096)
                except OSError:  # the child closed the terminal
                    chunk = b""
                if not chunk and self.proc.poll() is not None:
                    assert text in _ESCAPES.sub("", self.buffer), f"exited without {text!r}:\n{self.buffer}"
                decoded = self._decoder.decode(chunk)
                self.buffer += decoded
                self.raw += decoded
        seen, self.buffer = shown.split(text, 1)
        return seen

    def send(self, line):
        os.write(self.master, (line + "\n").encode("utf-8"))

    def close(self):
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(10)
        os.close(self.master)


def test_play_through_a_pseudo_terminal(tmp_path):
    made = here("referee", "new", "test-counter", "-p", "Аня", "-p", "Boris", "--seed", "3",
                "--preset", "short", cwd=tmp_path)
    assert made.exit_code == 0, made.output
    term = Terminal([sys.executable, str(RUN_CLI), "referee", "play", "--locale", "en"], tmp_path)
    try:
        term.expect("Type a command")
        before = term.expect("Gender of Аня (f or m; Enter to skip): ")
        assert "Actions in the log" not in before  # the status comes after the genders
        term.send("ж")  # a UTF-8 answer typed through readline
        term.expect("Gender of Boris (f or m; Enter to skip): ")
        term.send("")
        term.expect("Kept in the session: Аня (f).")
        term.expect("Actions in the log: 0")
        term.expect("Аня> ")
        term.send("help")
        term.expect("move — roll 1d6 and move")
        term.expect("Аня> ")
        term.send("fight")
        term.expect("no command “fight” now")
        term.send("move --dice 2")
        term.expect("dice 1d6[2] = 2 (move; typed in)")
        term.expect("Аня moves to 2")
        term.expect("rule: the counter moves forward by the roll")
        term.expect("Boris> ")
        term.send("undo")
        term.expect("Undid action #1")
        term.expect("Аня> ")
        term.send("move --dice 6")
        term.expect("Boris> ")
        term.send("moves")
        term.expect("can reach: 1, 2, 3, 4, 5, 6")
        term.send("move --dice 1")
        term.expect("Аня> ")
        term.send("move --dice 5")
        term.expect("Аня wins")
        term.expect("rule: reaching the goal wins")
        term.expect("The game is over.")
        term.expect("The session is saved in game.pnp")
        assert term.proc.wait(30) == 0
    finally:
        term.close()
    assert "\nАня> " in term.raw  # the UTF-8 prompt arrives whole through readline
    if not ENV.get("NO_COLOR"):    # a terminal: the names and the win in colour
        assert "\x1b[1;36mАня\x1b[0m" in term.raw and "\x1b[1;32m" in term.raw
    verify = here("referee", "replay", "--verify", "--json", cwd=tmp_path)
    out = json.loads(verify.stdout)
    assert out["ok"] and out["actions"] == 3
    header = json.loads(_session_lines(tmp_path / "game.pnp")[0])
    assert [p.get("gender") for p in header["players"]] == ["f", None]  # kept: not asked again


def test_play_s_first_status_already_agrees_with_the_gender_given(tmp_path):
    """Session 13's table: play showed «Герой Вика» in its opening status, then asked
    Вика's gender; the status now follows the answers («Героиня Вика»)."""
    made = here("referee", "new", "fighting-fantasy", "-p", "Вика", "--seed", "3", cwd=tmp_path)
    assert made.exit_code == 0, made.output
    term = Terminal([sys.executable, str(RUN_CLI), "referee", "play"], tmp_path)
    try:
        term.expect("Пол игрока Вика (ж или м; Enter — пропустить): ")
        term.send("ж")
        seen = term.expect("Вика> ")
        assert "Героиня Вика: МАСТЕРСТВО" in seen and "Герой Вика" not in seen, seen
    finally:
        term.close()


_ACK = re.compile(r"(?:^|> )(?:#(\d+) roll|Undid action #(\d+))")


def _count_after(line):
    """Actions in the log right after the output line ``line`` (None: not an ack)."""
    match = _ACK.search(line)
    if not match:
        return None
    return int(match[1]) if match[1] else int(match[2]) - 1


def _session_lines(path):
    data = path.read_bytes()
    assert data.endswith(b"\n"), "the file ends in a torn line"
    lines = data.decode("utf-8").splitlines()
    for line in lines:
        json.loads(line)  # every line whole
    return lines


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_kill_9_mid_write_loses_at_most_the_action_in_flight(tmp_path, seed):
    made = here("referee", "new", "test-counter", "-p", "A", "-p", "B", "--seed", str(seed),
                cwd=tmp_path)
    assert made.exit_code == 0, made.output
    path = tmp_path / "game.pnp"
    # A long script of free rolls with an undo now and then (undo rewrites the file).
    script = ["roll 2d6" if i % 7 else "undo" for i in range(1, 400)]
    counts, n = [], 0
    for line in script:
        n = n - 1 if line == "undo" else n + 1
        counts.append(n)
    proc = subprocess.Popen([sys.executable, "-u", str(RUN_CLI), "referee", "play", "--locale",
                             "en"], cwd=tmp_path, env=ENV, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    proc.stdin.write(("\n".join(script) + "\n").encode())
    proc.stdin.flush()
    acks = []
    want = random.Random(seed).randint(40, 160)
    while len(acks) < want:
        line = proc.stdout.readline().decode("utf-8")
        assert line, "play ended early"
        count = _count_after(line.strip())
        if count is not None:
            acks.append(count)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(10)
    # Whatever the child acknowledged before it died is still in the pipe: read it all.
    for line in proc.stdout.read().decode("utf-8", errors="replace").splitlines():
        count = _count_after(line)
        if count is not None:
            acks.append(count)
    assert acks == counts[:len(acks)]
    lines = _session_lines(path)
    in_file = len(lines) - 1
    # Every acknowledged action is there; beyond that only the action in flight may be.
    assert in_file in (acks[-1], counts[len(acks)]), (in_file, acks[-3:])
    # Resume: the file opens, verifies from the seed, and takes new actions.
    more = here("referee", "roll", "1d6", "--json", cwd=tmp_path)
    assert more.exit_code == 0, more.output
    assert json.loads(more.stdout)["n"] == in_file + 1
    verify = here("referee", "replay", "--verify", "--json", cwd=tmp_path)
    assert json.loads(verify.stdout)["ok"], verify.stdout

"""Concurrent referee commands as real processes: they queue on the session's lock.

Every action a command acknowledged is in the file exactly once, numbers never repeat,
and the file still opens; a command that cannot get the lock in time says so in one
line and writes nothing."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from test_referee_processes import here

from pnpkit.referee.filelock import SessionLock
from pnpkit.referee.table import Table

HERE = Path(__file__).resolve().parent
RUN_CLI = HERE / "run_cli.py"
SRC = HERE.parent.parent / "src"
# A generous wait: on a busy CI machine twenty interpreters start slowly.
ENV = {**os.environ, "PYTHONPATH": str(SRC), "PYTHONIOENCODING": "utf-8", "PNPKIT_LOCK_WAIT": "90"}

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX processes")


def cli(*args, cwd, env=ENV):
    return subprocess.run([sys.executable, str(RUN_CLI), *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=180)


def at_once(commands, cwd):
    """Start every command before waiting for any; (returncode, stdout, stderr) each."""
    procs = [subprocess.Popen([sys.executable, str(RUN_CLI), *args], cwd=cwd, env=ENV,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for args in commands]
    out = []
    for proc in procs:
        stdout, stderr = proc.communicate(timeout=300)
        out.append((proc.returncode, stdout, stderr))
    return out


def new_session(tmp_path, seed=5):
    made = here("referee", "new", "test-counter", "-p", "A", "-p", "B", "--seed", str(seed),
                cwd=tmp_path)
    assert made.exit_code == 0, made.output
    return tmp_path / "game.pnp"


def add_rolls(path, rolls):
    table = Table.open(path)
    for _ in range(rolls):
        table.act("roll", ["2d6"])


def sequential_file(tmp_path, rolls, seed=5):
    """The bytes of the same session with ``rolls`` free rolls made one by one."""
    folder = tmp_path / "sequential"
    folder.mkdir()
    add_rolls(new_session(folder, seed), rolls)
    return (folder / "game.pnp").read_bytes()


@pytest.mark.slow
def test_twenty_concurrent_rolls_all_land_once(tmp_path):
    path = new_session(tmp_path)
    results = at_once([["referee", "roll", "2d6", "--json"]] * 20, tmp_path)
    numbers = []
    for code, stdout, stderr in results:
        assert code == 0, stderr
        out = json.loads(stdout)
        numbers.append(out["n"])
        logged = json.loads(path.read_text("utf-8").splitlines()[out["n"]])
        assert logged == out["action"]  # the acknowledged record, at its number
    assert sorted(numbers) == list(range(1, 21))
    lines = path.read_text("utf-8").splitlines()
    assert [json.loads(line)["n"] for line in lines[1:]] == list(range(1, 21))
    verify = here("referee", "replay", "--verify", "--json", cwd=tmp_path)
    assert json.loads(verify.stdout)["ok"], verify.stdout


@pytest.mark.slow
def test_concurrent_rolls_and_undos_leave_the_acknowledged_history(tmp_path):
    path = new_session(tmp_path)
    add_rolls(path, 10)  # enough actions that no undo finds the log empty
    commands = [["referee", "undo", "--json"] if i % 3 == 0 else ["referee", "roll", "2d6", "--json"]
                for i in range(18)]
    results = at_once(commands, tmp_path)
    count = 10
    for (code, stdout, stderr), args in zip(results, commands, strict=True):
        assert code == 0, stderr
        out = json.loads(stdout)
        count += -1 if args[1] == "undo" else 1
        if args[1] == "undo":
            assert out["undone"]["n"] == out["actions"] + 1
    assert count == 10 + 12 - 6
    # Action n always rolls the same dice (seed + number), so the acknowledged history
    # of `count` rolls has exactly one possible file: the one made sequentially.
    assert path.read_bytes() == sequential_file(tmp_path, count)


def test_a_command_that_cannot_get_the_lock_is_refused_in_one_line(tmp_path):
    path = new_session(tmp_path)
    before = path.read_bytes()
    with SessionLock(path, exclusive=True, wait=1.0):
        result = cli("referee", "roll", "2d6", "--locale", "en", cwd=tmp_path,
                     env={**ENV, "PNPKIT_LOCK_WAIT": "0.2"})
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "another referee process" in result.stderr
    assert path.read_bytes() == before
    assert here("referee", "roll", "2d6", cwd=tmp_path).exit_code == 0  # free again

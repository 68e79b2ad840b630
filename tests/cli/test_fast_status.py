"""`pnpkit referee status` and `log` without Typer (pnpkit.cli.referee_status through
the fast dispatch) print Typer's bytes, stderr and exit code: for a session of each shipped
game, in JSON and in English, after a few actions, and for every broken session file
the store refuses."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from fast_harness import private_env, same_as_typer

SESSIONS = {
    "race": ["race", "-p", "Аня", "-p", "Борис", "-p", "Вика"],
    "fighting-fantasy": ["fighting-fantasy", "-p", "Аня"],
    "amber": ["amber", "-p", "Аня", "-p", "Борис", "-p", "Вика"],
}
#: a few actions of each game, so the status is of a game under way
ACTIONS = {"race": [["turn"], ["turn"]], "fighting-fantasy": [["luck"]], "amber": [["roll"]]}


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    return private_env(tmp_path_factory)


@pytest.fixture(scope="module")
def sessions(tmp_path_factory, env):
    folder = tmp_path_factory.mktemp("sessions")
    for game, words in SESSIONS.items():
        path = folder / f"{game}.pnp"
        _pnpkit(["referee", "new", *words, "--seed", "3", "--file", str(path)], env, folder, check=True)
        moved = folder / f"{game}-played.pnp"
        moved.write_bytes(path.read_bytes())
        for action in ACTIONS[game]:
            _pnpkit(["referee", *action, "--file", str(moved), "--yes"], env, folder, check=True)
    return folder


def _pnpkit(args, env, cwd, check=False):
    result = subprocess.run([sys.executable, "-m", "pnpkit", *args], env=env, cwd=cwd, capture_output=True,
                            timeout=300)
    assert not check or result.returncode == 0, result.stderr.decode()
    return result


@pytest.mark.parametrize("command", ["status", "log"])
@pytest.mark.parametrize("game", sorted(SESSIONS))
@pytest.mark.parametrize("extra", [[], ["--json"], ["--locale", "en"], ["--locale=en", "--json"]],
                         ids=lambda e: " ".join(e) or "plain")
def test_status_and_log_are_typers_without_typer(command, game, extra, sessions, env):
    for name in (f"{game}.pnp", f"{game}-played.pnp"):
        assert not same_as_typer(["referee", command, "--file", name, *extra], env, cwd=sessions)


def test_the_russian_word_and_the_default_file(sessions, env, tmp_path):
    (tmp_path / "game.pnp").write_bytes((sessions / "race-played.pnp").read_bytes())
    assert not same_as_typer(["referee", "статус"], env, cwd=tmp_path)
    assert not same_as_typer(["referee", "журнал"], env, cwd=tmp_path)
    assert not same_as_typer(["referee", "status"], env, cwd=sessions)  # no game.pnp there


def _torn(folder):
    (folder / "s.pnp").write_bytes((folder / "race.pnp").read_bytes() + b'{"n": 1, "cmd')


def _corrupt(folder):
    (folder / "s.pnp").write_bytes((folder / "race.pnp").read_bytes() + b"{not json\n")


def _escape(folder):
    (folder / "s.pnp").write_bytes(b"\x1b[31mred\n")


def _fifo(folder):
    os.mkfifo(folder / "s.pnp")


def _folder(folder):
    (folder / "s.pnp").mkdir()


@pytest.mark.skipif(os.name == "nt", reason="FIFOs are POSIX")
@pytest.mark.parametrize("make", [_torn, _corrupt, _escape, _fifo, _folder], ids=lambda f: f.__name__[1:])
def test_a_broken_session_is_told_as_typer_tells_it(make, sessions, env, tmp_path):
    for name in ("race.pnp",):
        (tmp_path / name).write_bytes((sessions / name).read_bytes())
    make(tmp_path)
    assert not same_as_typer(["referee", "status", "--file", "s.pnp"], env, cwd=tmp_path)
    assert not same_as_typer(["referee", "status", "--file", "s.pnp", "--locale", "en"], env, cwd=tmp_path)
    assert not same_as_typer(["referee", "log", "--file", "s.pnp"], env, cwd=tmp_path)


@pytest.mark.parametrize("args", [
    ["referee", "status", "--locale", "xx", "--file", "race.pnp"],
    ["referee", "status", "-f", "race.pnp"],            # Typer's short option: Typer answers
    ["referee", "status", "--file"],                    # no value: Typer's usage error
    ["referee", "status", "--help"],
    ["referee", "status", "--file", "race.pnp", "extra"],
    ["referee", "log", "--help"],
    ["referee", "log", "--locale", "de", "--file", "race.pnp"],
], ids=" ".join)
def test_odd_command_lines_print_what_typer_prints(args, sessions, env):
    same_as_typer(args, env, cwd=sessions)

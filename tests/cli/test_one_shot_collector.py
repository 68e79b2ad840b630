"""pnpkit's own command line has one collector policy for every command and game
(cli.app.main, issue #31): a one-shot referee write runs no collection from its start
to its exit, and leaves the collector off with what it made frozen, so neither of
the interpreter's two collections at exit walks the game read from the cache or the
engine's state.  In a child process: freezing is for the whole process."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

PROBE = """
import atexit, gc, sys
sys.argv = ["pnpkit", *sys.argv[1:]]
from pnpkit.cli.app import main
before = gc.get_stats()[0]["collections"]
atexit.register(lambda: sys.stderr.write(
    f"@ {gc.get_stats()[0]['collections'] - before} {gc.isenabled()} {gc.get_count()[0]} {gc.get_freeze_count()}"))
main()
"""

GAMES = {"amber": (["amber", "-p", "Аня", "-p", "Борис"], ["roll"]),
         "fighting-fantasy": (["fighting-fantasy", "-p", "Аня"], ["fight", "--enemy", "Крыса:2:3"])}


def _pnpkit(words: list[str], env: dict, cwd) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", PROBE, *words], env=env, cwd=cwd, capture_output=True,
                          text=True, timeout=300, check=True)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_one_shot_write_runs_no_collection_and_none_walks_its_work_at_exit(game, tmp_path):
    env = {**os.environ, "PNPKIT_CACHE_DIR": str(tmp_path / "cache")}
    env.pop("PNPKIT_NO_CACHE", None)
    players, action = GAMES[game]
    _pnpkit(["referee", "new", *players, "--seed", "1", "--file", "s.pnp"], env, tmp_path)  # the cache filled
    result = _pnpkit(["referee", *action, "--yes", "--file", "s.pnp"], env, tmp_path)
    collections, enabled, young, frozen = result.stderr.rsplit("@ ", 1)[1].split()
    assert (collections, enabled, young) == ("0", "False", "0")
    assert int(frozen) > (20_000 if game == "amber" else 5_000)  # the game and the state among them

"""A one-shot table command run from the process's own command line (the fast path: a
referee action, a status, dice) leaves its few cycles to the exit instead of running the
cyclic collector over the session and game it read (~2 ms of a race turn); a command left
to Typer (which may run for long: build, serve, play) and a caller passing its own argv
keep the collector."""

from __future__ import annotations

import gc
import os
import subprocess
import sys

import pytest

from pnpkit.cli.app import main

CHILD = """
import gc, sys
sys.argv = ["pnpkit", *sys.argv[1:]]
from pnpkit.cli.app import main
try:
    main()
except SystemExit:
    pass
sys.stderr.write("collector " + ("on" if gc.isenabled() else "off") + "\\n")
"""


def _collector_after(words: list[str], cwd) -> str:
    env = {**os.environ, "PNPKIT_CACHE_DIR": str(cwd / "cache")}
    done = subprocess.run([sys.executable, "-c", CHILD, *words], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=300, check=False)
    return done.stderr.strip().splitlines()[-1]


def test_a_one_shot_answer_leaves_the_collector_off_and_typer_keeps_it(tmp_path):
    session = str(tmp_path / "race.pnp")
    assert _collector_after(["referee", "new", "race", "-p", "Аня", "-p", "Борис", "-p", "Вика", "--seed", "1",
                             "--file", session], tmp_path) == "collector on"  # Typer's
    assert _collector_after(["referee", "turn", "--yes", "--file", session], tmp_path) == "collector off"
    assert _collector_after(["referee", "status", "--file", session], tmp_path) == "collector off"
    assert _collector_after(["dice", "2d6", "--seed", "1"], tmp_path) == "collector off"
    assert _collector_after(["referee", "turn", "--help"], tmp_path) == "collector on"  # help: Typer's


def test_a_caller_with_its_own_argv_keeps_the_collector():
    assert gc.isenabled()
    with pytest.raises(SystemExit):
        main(["dice", "2d6", "--seed", "1"])
    assert gc.isenabled()

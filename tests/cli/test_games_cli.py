"""`pnpkit games` never cuts the id a user has to type next, at any terminal width."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

IDS = ("amber", "fighting-fantasy", "race")


def games_output(columns: int) -> str:
    env = {**os.environ, "COLUMNS": str(columns), "NO_COLOR": "1", "TERM": "dumb"}
    run = subprocess.run([sys.executable, "-m", "pnpkit", "games"], capture_output=True,
                         text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    return run.stdout


@pytest.mark.parametrize("columns", [200, 80, 60, 40, 20])
def test_every_id_is_printed_whole(columns):
    out = games_output(columns)
    words = {w for line in out.splitlines() for w in line.split()}
    for game_id in IDS:
        assert game_id in words, f"{game_id!r} cut at {columns} columns:\n{out}"


@pytest.mark.parametrize("columns", [120, 80, 60, 40])
def test_nothing_is_cut_with_an_ellipsis(columns):
    out = games_output(columns)
    assert "…" not in out, out
    assert all(len(line) <= columns for line in out.splitlines()), out

"""`pnpkit moves amber` prints the same bytes with every cache off, with the game cache
filled by this very run, and answered from it (goldens written from the output before the
board had an entry of its own)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
CASES = {
    "moves-amber-jungle-5.txt": ["--from", "jungle", "--roll", "5"],
    "moves-amber-jungle-3-en.txt": ["--from", "jungle", "--roll", "3", "--locale", "en"],
    "moves-amber-barbarians-2.json": ["--from", "конные варвары", "--roll", "2", "--json"],
    "moves-amber-barbarians-2-horse.txt": ["--from", "field.mounted-barbarians", "--roll", "2", "--horse",
                                           "--came-from", "savanna"],
}


def _moves(args: list[str], env: dict) -> bytes:
    result = subprocess.run([sys.executable, "-c", "from pnpkit.cli.app import main; main()", "moves", "amber",
                             *args], env=env, capture_output=True, timeout=300)
    assert result.returncode == 0 and result.stderr == b"", result.stderr.decode()
    return result.stdout


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_same_bytes_cold_filling_and_warm(name, tmp_path):
    expected = (GOLDEN / name).read_bytes()
    env = {k: v for k, v in os.environ.items() if k not in ("PNPKIT_NO_CACHE", "LANG", "LC_ALL", "LC_MESSAGES")}
    env["PNPKIT_CACHE_DIR"] = str(tmp_path / "cache")
    assert _moves(CASES[name], {**env, "PNPKIT_NO_CACHE": "1"}) == expected
    assert not (tmp_path / "cache").exists()
    assert _moves(CASES[name], env) == expected  # read, and the board kept
    (entry,) = (tmp_path / "cache").iterdir()
    assert entry.name.startswith("amber-part-")
    assert _moves(CASES[name], env) == expected  # answered from the entry
    assert list((tmp_path / "cache").iterdir()) == [entry]

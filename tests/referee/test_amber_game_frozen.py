"""The shipped Amber game, read once per process for the referee, is decoded with the
cycle collector held off and then frozen out of its walks (issue #31: its ~20,000
containers set off ~30 collections of a one-shot command, each later one walking them
again); a collector the caller held off stays off.  In a child process: freezing is
for the whole process."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

PROBE = """
import gc, sys
if sys.argv[1] == "off":
    gc.disable()
from pnpkit.games.amber.referee import REFEREE
before = gc.get_stats()[0]["collections"]
REFEREE.game("ru")
print(gc.get_freeze_count(), gc.get_stats()[0]["collections"] - before, gc.isenabled())
"""


@pytest.mark.parametrize("collector", ["on", "off"])
def test_the_shipped_game_is_read_uncollected_and_frozen(collector, tmp_path):
    env = {**os.environ, "PNPKIT_CACHE_DIR": str(tmp_path / "cache")}
    env.pop("PNPKIT_NO_CACHE", None)
    for _ in range(2):  # the game cache filled, then read
        result = subprocess.run([sys.executable, "-c", PROBE, collector], env=env, capture_output=True, text=True,
                                timeout=300, check=True)
    frozen, collections, enabled = result.stdout.split()
    assert int(frozen) > 20_000  # the game's objects among them
    assert int(collections) == 0
    assert enabled == str(collector == "on")

"""An English ``referee status`` or ``log`` of a game whose catalogue is broken says so
in one line naming the PO file, line and column, exit 1: not an internal error (the
names are read in the table's language after the session is replayed)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pnpkit.paths import content_root
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader

BROKEN = 'msgid "x"\nmsgstr "not closed\n'
#: an action each, so that the log names something
FIRST = {"race": "turn", "amber": "roll"}


@pytest.mark.parametrize("game", ["race", "amber"])
@pytest.mark.parametrize("command", ["status", "log"])
def test_a_broken_catalogue_is_told_in_one_line(game, command, tmp_path):
    content = tmp_path / "content"
    shutil.copytree(content_root() / game, content / game)
    po = content / game / "locales" / "en.po"
    po.write_text(po.read_text(encoding="utf-8") + BROKEN, encoding="utf-8")
    lines = po.read_text(encoding="utf-8").count("\n")
    path = tmp_path / "game.pnp"
    players = (Player("Аня", None, "f"), Player("Борис"), Player("Вика", None, "f"))
    Table.new(path, SessionHeader(game, 5, players, locale="en")).act(FIRST[game], [], confirmed=True)
    env = {**os.environ, "PNPKIT_CONTENT": str(content), "PNPKIT_CACHE_DIR": str(tmp_path / "cache")}
    env.pop("PNPKIT_NO_CACHE", None)
    argv = [sys.executable, "-m", "pnpkit", "referee", command, "--file", str(path)]
    for kept in (True, False):  # with the kept state, then replayed
        if not kept:
            Path(f"{path}.state").unlink(missing_ok=True)
        result = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=300, check=False)
        assert result.returncode == 1, result.stderr
        assert "internal error" not in result.stderr and len(result.stderr.strip().splitlines()) == 1
        assert f"{po}:{lines}:" in result.stderr  # the msgstr not closed, its line and column

"""The `pnpkit` command on POSIX is launcher/pnpkit (hatch_build.py), not an installer's
console script, whose template imports re and runs re.sub on argv[0] before pnpkit starts
(~3 ms of every one-shot command, issue #31): the launcher imports no re on a command that
needs none, and the installed command is that launcher, its ``#!`` line the installer's."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader

LAUNCHER = Path(__file__).resolve().parents[2] / "launcher" / "pnpkit"
#: a module's own line in ``-X importtime``'s report: "import time: SELF | CUMULATIVE | <indent>NAME"
_IMPORTED = re.compile(r"\|\s*(\S+)\s*$")


def _imported(argv: list[str], tmp_path: Path) -> set[str]:
    env = {**os.environ, "PNPKIT_CACHE_DIR": str(tmp_path / "cache"), "PYTHONPROFILEIMPORTTIME": "1"}
    env.pop("PNPKIT_NO_CACHE", None)
    path = tmp_path / "race.pnp"
    Table.new(path, SessionHeader("race", 5, (Player("Аня"), Player("Борис"), Player("Вика"))))
    command = [*argv, "referee", "status", "--file", str(path)]
    subprocess.run(command, env=env, capture_output=True, check=True, timeout=300)  # the game cache filled
    result = subprocess.run(command, env=env, capture_output=True, text=True, check=True, timeout=300)
    assert "Аня" in result.stdout
    return {m.group(1) for line in result.stderr.splitlines() if (m := _IMPORTED.search(line))}


def _imported_at_start() -> set[str]:
    """What this interpreter imports before any command (a site's .pth file may bring re)."""
    env = {**os.environ, "PYTHONPROFILEIMPORTTIME": "1"}
    result = subprocess.run([sys.executable, "-c", "pass"], env=env, capture_output=True, text=True,
                            check=True, timeout=300)
    return {m.group(1) for line in result.stderr.splitlines() if (m := _IMPORTED.search(line))}


def test_the_launcher_runs_a_command_without_re(tmp_path):
    imported = _imported([sys.executable, str(LAUNCHER)], tmp_path)
    assert "pnpkit.cli.app" in imported  # the report is read right
    assert "re" not in imported - _imported_at_start()


@pytest.mark.skipif(os.name == "nt", reason="Windows has the console script (pnpkit.exe)")
def test_the_installed_command_is_the_launcher():
    installed = Path(sysconfig.get_path("scripts")) / "pnpkit"
    if not installed.is_file():
        pytest.skip(f"pnpkit is not installed beside this interpreter ({installed})")
    shebang, *body = installed.read_text(encoding="utf-8").splitlines()
    assert shebang.startswith("#!") and "python" in shebang
    assert body == LAUNCHER.read_text(encoding="utf-8").splitlines()[1:], (
        f"{installed} is not launcher/pnpkit: reinstall pnpkit (pip install -e .) with hatchling>=1.24.1")
    assert os.access(installed, os.X_OK)

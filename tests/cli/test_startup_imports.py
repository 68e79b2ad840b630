"""Start-up comes from importing little (benchmarks/startup.py measures the time; tests
never do): what a command imports is checked here, in a fresh interpreter each."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

HEAVY = ("reportlab", "rich", "pydantic", "yaml", "jinja2", "babel", "PIL", "svglib", "markdown_it",
         "pygments", "starlette")

PROBE = """
import contextlib, io, json, sys
argv = json.loads(sys.argv[1])
if argv is not None:
    from pnpkit.cli.app import main
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        try:
            main(argv)
        except SystemExit:
            pass
else:
    import pnpkit.cli.app
heavy = json.loads(sys.argv[2])
print(json.dumps(sorted({m.split(".")[0] for m in sys.modules} & set(heavy))))
"""


def _imported(argv: list[str] | None, heavy: tuple[str, ...] = HEAVY) -> list[str]:
    env = {**os.environ, "PNPKIT_NO_CACHE": "1"}
    result = subprocess.run([sys.executable, "-c", PROBE, json.dumps(argv), json.dumps(heavy)],
                            env=env, capture_output=True, text=True, timeout=300, check=True)
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_importing_the_app_imports_nothing_heavy():
    assert _imported(None) == []


@pytest.mark.parametrize("argv", [["--help"], []], ids=["--help", "no arguments"])
def test_the_help_imports_nothing_heavy(argv):
    assert _imported(argv) == []


@pytest.mark.parametrize("argv", [["build", "--help"], ["referee", "--help"], ["games", "--json"]],
                         ids=lambda a: " ".join(a))
def test_a_command_prints_its_help_and_plain_output_without_rich(argv):
    # Typer (0.29) converts every parameter's value through pydantic: that one stays
    assert set(_imported(argv)) <= {"pydantic", "yaml"}


@pytest.mark.parametrize("argv", [["dice", "2d6", "--seed", "1"],
                                  ["odds", "amber", "--you", "5", "--enemy", "4"],
                                  ["odds", "fighting-fantasy", "--skill", "10", "--stamina", "20",
                                   "--enemy-skill", "8", "--enemy-stamina", "10"]],
                         ids=lambda a: " ".join(a[:2]))
def test_the_table_commands_import_nothing_heavy(argv):
    assert _imported(argv) == []


MODULES_PROBE = """
import contextlib, io, json, sys
from pnpkit.cli.app import main
with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
    try:
        main(json.loads(sys.argv[1]))
    except SystemExit:
        pass
print(json.dumps(sorted(m for m in sys.modules if m.startswith("pnpkit.cli.") or ".cli." in m)))
"""


def test_a_command_line_imports_only_its_command_module():
    env = {**os.environ, "PNPKIT_NO_CACHE": "1"}
    result = subprocess.run([sys.executable, "-c", MODULES_PROBE, json.dumps(["games", "--json"])],
                            env=env, capture_output=True, text=True, timeout=300, check=True)
    loaded = json.loads(result.stdout.strip().splitlines()[-1])
    assert "pnpkit.cli.games" in loaded
    assert not {"pnpkit.cli.referee", "pnpkit.cli.build", "pnpkit.cli.export"} & set(loaded)
    assert not any(".games." in m for m in loaded), "no game's commands for a command of no group"


def test_the_help_lists_every_command_in_one_order_whatever_ran_before(capsys):
    from pnpkit.cli.app import main

    def listing(argv) -> list[str]:
        with pytest.raises(SystemExit):
            main(argv)
        out = capsys.readouterr().out
        commands = out.split("Commands:")[-1].split("\n\n")[0]
        return [line.split()[0] for line in commands.splitlines() if line[2:3].strip()]

    with pytest.raises(SystemExit):
        main(["games", "--json"])  # registered first in this process
    capsys.readouterr()
    first = listing(["--help"])
    assert first[:4] == ["dice", "check", "games", "build"]
    assert first[-5:] == ["odds", "moves", "referee", "sim", "i18n"]


#: stdlib modules a table command has no use for (typing alone is a tenth of its budget)
STDLIB_HEAVY = ("typing", "dataclasses", "inspect", "fractions", "argparse", "json", "re")


@pytest.mark.parametrize("argv", [["dice", "2d6", "--seed", "1"],
                                  ["odds", "fighting-fantasy", "--skill", "10", "--stamina", "20",
                                   "--enemy-skill", "8", "--enemy-stamina", "10"]],
                         ids=lambda a: " ".join(a[:2]))
def test_the_table_commands_import_no_stdlib_they_do_not_use(argv):
    # this probe imports nothing of its own: the command line and the answer are plain words
    # what the interpreter's own start-up loaded (a site .pth may import re or typing) is
    # not the command's: only the modules the command brings are counted
    probe = ("import os, sys\nbefore = set(sys.modules)\nfrom pnpkit.cli.app import main\nout = os.dup(1)\n"
             "os.dup2(os.open(os.devnull, os.O_WRONLY), 1)\n"
             "try:\n    main(sys.argv[2:])\nexcept SystemExit:\n    pass\n"
             "os.write(out, ' '.join(sorted((set(sys.modules) - before) & set(sys.argv[1].split()))).encode())\n")
    env = {**os.environ, "PNPKIT_NO_CACHE": "1"}
    result = subprocess.run([sys.executable, "-c", probe, " ".join(STDLIB_HEAVY), *argv], env=env,
                            capture_output=True, text=True, timeout=300, check=True)
    assert result.stdout.split() == []

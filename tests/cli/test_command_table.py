"""One command table (pnpkit.cli.commands): the root help printed from it without Typer
is Typer's page byte for byte, and it lists every command the Typer app registers, in
the help's order, with the summary each command's own help begins with."""

from __future__ import annotations

from pathlib import Path

import pytest
from fast_harness import private_env, run_fast, run_typer

from pnpkit.cli.commands import APP_HELP, COMMANDS, GROUPS

GOLDEN = Path(__file__).parent.parent / "golden" / "root-help.txt"


def _typer_rows() -> list[tuple[str, str]]:
    import typer.main

    from pnpkit.cli.app import get_app

    group = typer.main.get_command(get_app())
    rows = []
    for name in group.list_commands(None):
        command = group.get_command(None, name)
        rows.append((name, " ".join((command.help or "").split("\n\n")[0].split())))
    return rows


def test_the_table_lists_every_registered_command_with_its_summary():
    table = [(name, summary) for name, summary, _ in (*COMMANDS, *GROUPS)]
    assert _typer_rows() == table


def test_the_app_help_is_the_tables():
    from pnpkit.cli.app import get_app

    assert get_app().info.help == APP_HELP


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    return private_env(tmp_path_factory)


@pytest.mark.parametrize("columns", ["80", "120", "79", "50", ""])
@pytest.mark.parametrize("args", [["--help"], []], ids=["--help", "no arguments"])
def test_the_root_help_is_typers_page(args, columns, env):
    env = {**env, "COLUMNS": columns}
    fast, typer_loaded = run_fast(args, env)
    slow = run_typer(args, env)
    assert (fast.returncode, fast.stdout, fast.stderr) == (slow.returncode, slow.stdout, slow.stderr)
    # from 80 columns on (and with no terminal: 80) the table answers alone
    assert typer_loaded == (columns in ("79", "50"))


def test_the_root_help_golden(env):
    fast, _ = run_fast(["--help"], {**env, "COLUMNS": "80"})
    assert fast.stdout.decode() == GOLDEN.read_text("utf-8")


def test_a_summary_is_cut_as_click_cuts_it():
    from pnpkit.cli.root_help import short_help

    typer_utils = pytest.importorskip("typer._click.utils")
    texts = [summary for _, summary, _ in (*COMMANDS, *GROUPS)] + ["a. b", "one two three four", "x" * 70]
    for text in texts:
        for limit in range(1, 90):
            assert short_help(text, limit) == typer_utils.make_default_short_help(text, limit), (text, limit)

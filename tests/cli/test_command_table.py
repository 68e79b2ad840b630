"""One command table (pnpkit.cli.commands): the root help is always printed from it by
our own formatter (golden files at two widths; Typer is never loaded for it), and it
lists every command the Typer app registers with the summary each command's own help
begins with."""

from __future__ import annotations

from pathlib import Path

import pytest
from fast_harness import private_env, run_fast

from pnpkit.cli.commands import APP_HELP, COMMANDS, GROUPS
from pnpkit.cli.root_help import page

GOLDEN = Path(__file__).parent.parent / "golden"


def _typer_rows() -> dict[str, str]:
    import typer.main

    from pnpkit.cli.app import get_app

    group = typer.main.get_command(get_app())
    rows = {}
    for name in group.list_commands(None):
        command = group.get_command(None, name)
        rows[name] = " ".join((command.help or "").split("\n\n")[0].split())
    return rows


def test_the_table_lists_every_registered_command_with_its_summary():
    assert _typer_rows() == {name: summary for name, summary, _ in (*COMMANDS, *GROUPS)}


def test_the_app_help_is_the_tables():
    from pnpkit.cli.app import get_app

    assert get_app().info.help == APP_HELP


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    return private_env(tmp_path_factory)


@pytest.mark.parametrize("columns", ["80", "50"])
def test_the_root_help_golden(columns, env):
    run, typer_loaded = run_fast(["--help"], {**env, "COLUMNS": columns})
    assert (run.returncode, run.stderr) == (0, b"")
    assert run.stdout.decode() == (GOLDEN / f"root-help-{columns}.txt").read_text("utf-8")
    assert not typer_loaded


@pytest.mark.parametrize("columns", ["200", "80", "79", "50", "20", ""])
def test_every_width_is_laid_out_by_the_formatter_without_typer(columns, env):
    width = int(columns or 80)
    for args in (["--help"], []):
        run, typer_loaded = run_fast(args, {**env, "COLUMNS": columns})
        # a bare `pnpkit` expected a command: the page on stderr, exit 2
        out, code = (run.stdout, 0) if args else (run.stderr, 2)
        assert run.returncode == code and not typer_loaded
        assert out.decode() == page(width)
    assert all(len(line) <= max(width, 40) for line in page(width).splitlines())


def test_every_command_and_its_whole_summary_is_on_the_page():
    for width in (40, 61, 80, 120):
        text = " ".join(page(width).split())
        for name, summary, _ in (*COMMANDS, *GROUPS):
            assert f" {name} {summary}" in text, (width, name)
        assert "pnpkit COMMAND --help" in text

"""#31 «Hard to type», #33: every command's ``--help`` names its arguments and options
by metavars (``GAME``, ``ROLL``, ``SEED``), never by Typer's type labels (``<str>``,
``<list[str]>``, ``<int range>``) or a bound like ``[-1000000000000000000<=x<=…]``.
A few pages are kept as golden files, read at 80 columns as a new user reads them
(regenerate with ``PNPKIT_UPDATE_GOLDEN=1``)."""

from __future__ import annotations

import contextlib
import io
import os
import re
from pathlib import Path

import pytest

GOLDEN = Path(__file__).parent.parent / "golden" / "help"
TYPE_LABEL = re.compile(r"<(str|int|float|path|bool|list\[[^]]*\]|int range|float range)>|\{[a-z_]+\}")
RANGE = re.compile(r"-?\d*<=?x<=?-?\d*")


def _help(argv: list[str], monkeypatch) -> str:
    from pnpkit.cli.app import main

    monkeypatch.setenv("COLUMNS", "80")
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit) as exit_:
        main([*argv, "--help"])
    assert exit_.value.code == 0, out.getvalue()
    return out.getvalue()


def _every_command() -> list[list[str]]:
    import typer

    from pnpkit.cli.app import get_app

    def walk(command, path):
        if path and not getattr(command, "hidden", False):
            yield path
        for name, sub in sorted(getattr(command, "commands", {}).items()):
            yield from walk(sub, [*path, name])

    return list(walk(typer.main.get_command(get_app()), []))


def test_no_command_help_shows_a_type_label_or_a_range(monkeypatch):
    pages = {" ".join(path): _help(path, monkeypatch) for path in _every_command()}
    assert len(pages) > 40  # every command and group, the referee's game commands too
    for name, page in pages.items():
        assert not TYPE_LABEL.search(page), f"pnpkit {name} --help:\n{page}"
        assert not RANGE.search(page), f"pnpkit {name} --help:\n{page}"


@pytest.mark.parametrize("group", ["odds", "moves", "sim"])
def test_a_group_of_games_names_its_sub_command_a_game(group, monkeypatch):
    assert f"Usage: pnpkit {group} [OPTIONS] GAME [ARGS]..." in _help([group], monkeypatch)


@pytest.mark.parametrize("argv", [["build"], ["dice"], ["moves", "amber"], ["referee", "new"],
                                  ["referee", "do"], ["odds", "fighting-fantasy"], ["i18n", "update"]],
                         ids=lambda argv: "-".join(argv))
def test_the_help_golden(argv, monkeypatch):
    page = _help(argv, monkeypatch)
    golden = GOLDEN / f"{'-'.join(argv)}-80.txt"
    if os.environ.get("PNPKIT_UPDATE_GOLDEN"):
        golden.write_text(page, "utf-8")
    assert page == golden.read_text("utf-8")


def test_a_bound_left_out_of_the_help_still_checks_the_value(monkeypatch, capsys):
    from pnpkit.cli.app import main

    with pytest.raises(SystemExit) as exit_:
        main(["moves", "amber", "--from", "x", "--roll", "13"])
    assert exit_.value.code == 2
    assert "--roll" in capsys.readouterr().err

"""How many workers `pnpkit build` asks for, and what it says of a PNPKIT_JOBS it cannot use."""

from __future__ import annotations

import pytest

from pnpkit.cli import build
from pnpkit.render import part_workers


@pytest.fixture(autouse=True)
def three_cores(monkeypatch):
    monkeypatch.setattr(part_workers, "usable_cores", lambda: 3)


@pytest.mark.parametrize("value", ["abc", "0", "-2", "1.5"])
def test_an_unusable_setting_is_told_and_the_cores_are_used(monkeypatch, capsys, value):
    monkeypatch.setenv("PNPKIT_JOBS", value)
    assert build._jobs(None, "ru") == 3
    err = capsys.readouterr().err
    assert f"warning: PNPKIT_JOBS={value!r} is not a whole number of 1 or more" in err
    assert "3 worker(s)" in err


@pytest.mark.parametrize(("value", "expected"), [("4", 4), (" 2 ", 2), ("", 3)])
def test_a_usable_setting_or_none_is_quiet(monkeypatch, capsys, value, expected):
    monkeypatch.setenv("PNPKIT_JOBS", value)
    assert build._jobs(None, "ru") == expected
    assert capsys.readouterr().err == ""


def test_the_option_wins_and_the_pseudo_locale_stays_here(monkeypatch, capsys):
    monkeypatch.setenv("PNPKIT_JOBS", "abc")
    assert build._jobs(2, "ru") == 2
    assert build._jobs(None, "pseudo") == 1
    assert capsys.readouterr().err == ""

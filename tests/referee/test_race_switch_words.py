"""The race's house-rule switches are said in the words of the rules sheet (from the
game's catalogue), never as ids: in `pnpkit sim race` and in a referee session's status,
in both languages (tests/cli/test_race_sim_cli.py checks the command's own output too)."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.games.race.cli.race_sim import report_lines
from pnpkit.games.race.referee import REFEREE
from pnpkit.games.race.rules.track import Options
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader

runner = CliRunner()
#: what an id looks like here (English value words like 'everyone' are the words themselves)
IDS = re.compile(r"\b[a-z]+_[a-z_]+\b|\bcell\d+|=|\bTrue\b|\bFalse\b")


@pytest.mark.parametrize(("locale", "expected"), [
    ("ru", "Ход при освобождении: да; Цепочка: нет; Клетка 137: 3 вместо первой 5; Клетка 129: все; "
           "Клетка 148: забирают; Клетка 66: вставший; Клетка 61: переброс"),
    ("en", "; Chain: no; "),
])
def test_the_exact_report_names_every_switch_in_words(locale, expected):
    exact = {"states": 10, "expected_turns": 30.0, "cells_no_effect_alone": [1], "cells_own_part_only": [2]}
    line = report_lines(None, Options().as_dict(), exact, locale)[1]
    assert expected in line and not IDS.search(line)
    assert locale == "en" or not re.search("[A-Za-z]", line)


def test_the_sessions_switches_are_said_in_words(tmp_path):
    header = SessionHeader("race", 1, (Player("Аня"), Player("Борис"), Player("Вика")), options=(("chain", "да"), ("curse_five", "everyone")))
    table = Table.new(tmp_path / "r.pnp", header)
    assert REFEREE.options_text(table.header.options, "ru") == "Цепочка: да; Клетка 66: все"
    assert REFEREE.options_text(table.header.options, "en").startswith("Chain: yes; ")
    result = runner.invoke(get_app(), ["referee", "status", "--file", str(tmp_path / "r.pnp")])
    assert "Домашние правила: Цепочка: да; Клетка 66: все" in result.output, result.output

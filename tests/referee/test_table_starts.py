"""A new session starts under the rules the seeds give (issue #31.7): Fighting Fantasy
with seed 003's double-six instant death unless a table asks for ``--preset classic``,
and the race with three players or more (seed 004: «от 3-х человек») unless the house
rule ``few_players`` is switched on.  Old sessions keep the rules they were written
under."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader

runner = CliRunner()


def run(*args: str):
    return runner.invoke(get_app(), ["referee", *args])


def test_fighting_fantasy_starts_with_the_instant_kill(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert run("new", "fighting-fantasy", "-p", "Аня", "--seed", "3").exit_code == 0
    table = Table.open(tmp_path / "game.pnp")
    assert table.header.preset == "instant-kill" and table.state.preset.instant_kill
    said = run("fight", "--enemy", "Тролль:12:20", "--dice", "1,1,6,6").output
    assert Table.open(tmp_path / "game.pnp").state.fight is None, said  # the troll died at once
    assert "дубль шестёрок убивает" in run("status").output
    classic = Table.new(tmp_path / "c.pnp", SessionHeader("fighting-fantasy", 3, (Player("Аня"),), preset="classic"))
    assert not classic.state.preset.instant_kill


def test_an_old_session_without_a_preset_keeps_the_classic_rules(tmp_path):
    path = tmp_path / "old.pnp"
    Table.new(path, SessionHeader("fighting-fantasy", 3, (Player("Аня"),), preset="classic"))
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    assert header["preset"] == "classic"
    header["preset"] = None  # as sessions were written before the default was recorded
    path.write_text("\n".join([json.dumps(header, ensure_ascii=False), *lines[1:]]) + "\n", encoding="utf-8")
    assert not Table.open(path).state.preset.instant_kill


def test_the_race_takes_three_players_unless_the_table_says_otherwise(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    refused = run("new", "race", "-p", "Аня", "-p", "Борис")
    assert refused.exit_code != 0
    line = refused.output.strip()
    assert "от 3 человек" in line and "--option few_players=да" in line and "\n" not in line
    assert not (tmp_path / "game.pnp").exists()
    english = run("new", "race", "-p", "Ann", "--locale", "en").output
    assert "3 players or more" in english and "few_players=yes" in english
    assert run("new", "race", "-p", "Аня", "-p", "Борис", "-p", "Вика").exit_code == 0
    made = run("new", "race", "-p", "Аня", "-p", "Борис", "--option", "few_players=да", "--force")
    assert made.exit_code == 0, made.output
    assert "Меньше трёх игроков: да" in run("status").output

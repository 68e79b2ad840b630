"""A session keeps the language it was started in; an unknown language is refused."""

import json

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.rules.session import SessionHeader, header_from_json, header_to_json


@pytest.fixture
def english(referee_run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = referee_run("new", "test-counter", "-p", "Ann", "-p", "Bob", "--seed", "5", "--locale", "en")
    assert result.exit_code == 0 and "Players: Ann, Bob" in result.output, result.output
    return tmp_path / "game.pnp"


def test_a_session_speaks_its_own_language(referee_run, english):
    assert json.loads(english.read_text(encoding="utf-8").splitlines()[0])["locale"] == "en"
    for command in (["status"], ["log"], ["move"], ["undo"], ["replay", "--verify"]):
        result = referee_run(*command)
        assert result.exit_code == 0, result.output
        assert not any("а" <= ch <= "я" for ch in result.output.lower()), (command, result.output)
    assert "Игроки: Ann, Bob" in referee_run("status", "--locale", "ru").output  # asked for: kept


def test_an_old_session_without_a_language_is_russian(referee_run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert referee_run("new", "test-counter", "-p", "Аня", "--seed", "1").exit_code == 0
    path = tmp_path / "game.pnp"
    header, *rest = path.read_text(encoding="utf-8").splitlines()
    data = json.loads(header)
    data.pop("locale")
    path.write_text("\n".join([json.dumps(data, ensure_ascii=False), *rest]) + "\n", encoding="utf-8")
    assert "Игроки: Аня" in referee_run("status").output


@pytest.mark.parametrize("command", [["status"], ["move"], ["log"], ["board", "-o", "x.svg"]])
def test_an_unknown_locale_is_one_line_in_the_sessions_language(referee_run, english, command):
    result = referee_run(*command, "--locale", "de")
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "pnpkit: error: --locale: the referee does not speak “de”; it speaks: ru, en"]


def test_new_refuses_an_unknown_locale_and_writes_nothing(referee_run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = referee_run("new", "test-counter", "-p", "Аня", "--locale", "fr")
    assert result.exit_code == 2 and "«fr»" in result.output and "Traceback" not in result.output
    assert not (tmp_path / "game.pnp").exists()


def test_the_header_keeps_its_locale():
    header = SessionHeader("amber", 3, (), locale="en")
    assert header_from_json(json.loads(json.dumps(header_to_json(header)))) == header
    assert "locale" not in header_to_json(SessionHeader("amber", 3, ()))


def test_new_and_status_name_the_game_by_its_title(tmp_path):


    file = tmp_path / "g.pnp"
    made = CliRunner().invoke(get_app(), ["referee", "new", "amber", "-p", "Аня", "--file", str(file)])
    assert made.exit_code == 0 and made.output.startswith("Новая партия «Корона Эмбера» записана")
    status = CliRunner().invoke(get_app(), ["referee", "status", "--locale", "en", "--file", str(file)])
    assert status.output.startswith("Crown of Amber — ") and "Аня — " in status.output  # and the traveller

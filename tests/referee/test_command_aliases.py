"""Every referee command has a Russian name; the log keeps the English one."""

import json

import pytest

from pnpkit.referee.registry import (
    BASE_COMMANDS,
    FRAMEWORK_ALIASES,
    aliases_of,
    canonical_command,
    refereed_games,
)

SHIPPED = ("amber", "fighting-fantasy", "race")


@pytest.mark.parametrize("game", SHIPPED)
def test_every_game_command_has_a_russian_name(game):
    for name in (*BASE_COMMANDS, *refereed_games()[game].commands):
        names = aliases_of(game, name)
        assert names, f"{game}: '{name}' has no Russian name"
        assert all(canonical_command(game, a) == name for a in names)
        assert all(canonical_command(game, a.upper()) == name for a in names)


def test_every_referee_command_has_a_russian_name(referee_run):
    own = {"new", "status", "undo", "log", "replay", "play", "do", "board", "serve"}
    assert own <= set(FRAMEWORK_ALIASES.values())
    help_text = referee_run("--help").output
    assert all(alias not in help_text for alias in FRAMEWORK_ALIASES)  # hidden: listed once
    for alias in FRAMEWORK_ALIASES:
        assert referee_run(alias, "--help").exit_code == 0, alias


def test_a_russian_name_acts_and_logs_the_english_one(referee_run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert referee_run("новая", "test-counter", "-p", "Аня", "-p", "Борис", "--seed", "2").exit_code == 0
    result = referee_run("идти", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["action"]["cmd"] == "move"
    assert "Игроки: Аня, Борис" in referee_run("статус").output
    journal = referee_run("журнал", "--json")
    assert [a["cmd"] for a in json.loads(journal.output)["actions"]] == ["move"]
    assert referee_run("отмена").exit_code == 0
    assert referee_run("сделать", "идти").exit_code == 0
    lines = (tmp_path / "game.pnp").read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[-1])["cmd"] == "move"
    assert referee_run("повтор", "--verify").exit_code == 0


def test_english_names_are_not_bent():
    assert canonical_command("amber", "ROLL") == "ROLL"
    assert canonical_command("amber", "ход") == "ход"    # the race's word, not Amber's
    assert canonical_command("race", "ход") == "turn"

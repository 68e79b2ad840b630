"""`pnpkit referee` with the race: turns with physical dice, a choice, undo, replay,
and a damaged session file."""

import json

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

runner = CliRunner()


def run(*args):
    return runner.invoke(get_app(), ["referee", *args])


@pytest.fixture
def session(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run("new", "race", "-p", "Аня", "-p", "Борис", "--seed", "9")
    assert result.exit_code == 0, result.output
    return tmp_path / "game.pnp"


def pawns():
    state = json.loads(run("status", "--json").output)["state"]
    return {p["name"]: p for p in state["pawns"]}


def test_turns_with_entered_dice_and_obstacles(session):
    assert run("turn", "--dice", "4,5").exit_code == 0  # Аня: to 4, its roll 5 -> 9
    result = run("turn", "--dice", "6", "--locale", "en")
    assert result.exit_code == 0, result.output
    assert "Борис" in result.output
    state = pawns()
    assert state["Аня"]["square"] == 9 and state["Борис"]["square"] == 6
    result = run("turn", "--dice", "3", "--locale", "en")  # Аня 9 -> 12: stays until 1 or 6
    assert "stays until rolling 1 or 6" in result.output
    assert pawns()["Аня"]["stand"] == [1, 6]


def test_undo_and_replay_verify(session):
    for _ in range(6):
        assert run("turn").exit_code == 0
    before = pawns()
    assert run("turn").exit_code == 0
    assert run("undo").exit_code == 0
    assert pawns() == before
    verify = run("replay", "--verify", "--json")
    assert json.loads(verify.output)["ok"] is True


def test_a_damaged_line_is_named(session):
    assert run("turn").exit_code == 0
    assert run("turn").exit_code == 0
    lines = session.read_text(encoding="utf-8").splitlines()
    lines[1] = lines[1].replace('"faces"', '"fac es"')
    session.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = run("status")
    assert result.exit_code != 0
    assert "game.pnp:2" in result.output


def test_where_is_a_question(session):
    result = run("where", "--locale", "en")
    assert result.exit_code == 0 and "6 → square 6" in result.output
    assert json.loads(run("status", "--json").output)["actions"] == 0

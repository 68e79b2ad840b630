"""Whole games through `pnpkit referee …` (CliRunner), with the tiny counter game."""

import json

import pytest


@pytest.fixture
def session(referee_run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = referee_run("new", "test-counter", "-p", "Аня", "-p", "Boris:knight", "--seed", "11",
                 "--preset", "short")
    assert result.exit_code == 0, result.output
    return tmp_path / "game.pnp"


def test_whole_game_until_someone_wins(referee_run, session):
    for _ in range(40):
        status = json.loads(referee_run("status", "--json").output)
        if status["over"]:
            break
        result = referee_run("move", "--json", "--locale", "en")
        assert result.exit_code == 0, result.output
        out = json.loads(result.output)
        assert out["action"]["cmd"] == "move" and len(out["action"]["rolls"]) == 1
    assert status["over"] and status["state"]["winner"] in ("Аня", "Boris")
    result = referee_run("move", "--locale", "en")
    assert result.exit_code == 1 and "no command “move”" in result.output
    verify = referee_run("replay", "--verify", "--json")
    assert verify.exit_code == 0 and json.loads(verify.output)["ok"] is True
    log = json.loads(referee_run("log", "--json").output)
    assert len(log["actions"]) == status["actions"]
    assert any(e["kind"] == "won" for a in log["actions"] for e in a["events"])


def test_text_output_in_both_locales(referee_run, session):
    ru = referee_run("move", "--dice", "3")
    assert ru.exit_code == 0
    assert "кубики 1d6[3] = 3 (ход; введено)" in ru.output and "Аня идёт на 3" in ru.output
    en = referee_run("move", "--dice", "5", "--locale", "en")
    assert "dice 1d6[5] = 5 (move; typed in)" in en.output and ") (" not in ru.output + en.output
    assert "Boris moves to 5" in en.output
    status = referee_run("status", "--locale", "en")
    assert "Turn: Аня" in status.output and "Commands: move, moves, pass, duel, roll" in status.output


def test_free_roll_question_undo_and_log(referee_run, session):
    result = referee_run("roll", "2к6+3", "--json")
    assert result.exit_code == 0
    out = json.loads(result.output)
    assert out["action"]["rolls"][0]["expr"] == "2d6+3"
    question = json.loads(referee_run("moves", "--json").output)
    assert question["action"] is None and question["events"][0]["kind"] == "options"
    undone = referee_run("undo", "--locale", "en")
    assert undone.exit_code == 0 and "Undid action #1" in undone.output
    assert json.loads(referee_run("status", "--json").output)["actions"] == 0
    assert "Журнал пуст" in referee_run("log").output
    assert referee_run("undo").exit_code == 1


def test_generic_dispatch_and_unknown_commands(referee_run, session):
    assert referee_run("do", "duel", "Boris", "--dice", "6,1").exit_code == 0
    state = json.loads(referee_run("status", "--json").output)["state"]
    assert state["positions"] == {"Аня": 0, "Boris": 0} and state["turn"] == "Boris"
    unknown = referee_run("do", "teleport", "--locale", "en")
    assert unknown.exit_code == 1 and "no command “teleport” now" in unknown.output
    assert "available: move, moves, pass, duel, roll" in unknown.output
    assert referee_run("fight").exit_code == 1


@pytest.mark.parametrize("args, code, words", [
    (("move", "--dice", "x"), 2, "--dice"),
    (("move", "--dice", "9"), 2, "1…6"),
    (("move", "--dice", "1,2"), 1, "unused"),
    (("move", "--player", "Zed"), 1, "no player “Zed”"),
    (("move", "--player", "Boris"), 1, "Аня's turn"),
    (("roll", "99999999999d6"), 2, "too many dice"),
    (("roll",), 1, "the game has no roll of its own now (available: move, moves, pass, duel)"),
])
def test_user_errors_are_one_line(referee_run, session, args, code, words):
    result = referee_run(*args, "--locale", "en")
    assert result.exit_code == code, result.output
    assert words in result.output and "Traceback" not in result.output
    assert json.loads(referee_run("status", "--json").output)["actions"] == 0


def test_new_refuses_bad_starts(referee_run, tmp_path, monkeypatch, session):
    assert referee_run("new", "test-counter", "-p", "A").exit_code == 2          # file exists
    assert referee_run("new", "test-counter", "-p", "A", "--force").exit_code == 0
    assert referee_run("new", "no-such-game", "-p", "A", "-f", "x.pnp").exit_code == 1
    assert referee_run("new", "test-counter", "-f", "y.pnp").exit_code == 2      # no players
    assert referee_run("new", "test-counter", "-p", "A", "-p", "A", "-f", "z.pnp").exit_code == 2
    bad = referee_run("new", "test-counter", "-p", "A", "--preset", "huge", "-f", "w.pnp")
    assert bad.exit_code == 1 and not (tmp_path / "w.pnp").exists()


def test_corrupt_file_and_edited_roll_through_the_cli(referee_run, session):
    for _ in range(3):
        referee_run("move")
    lines = session.read_text("utf-8").splitlines()
    record = json.loads(lines[2])
    record["rolls"][0]["faces"] = [record["rolls"][0]["faces"][0] % 6 + 1]
    record["rolls"][0]["total"] = record["rolls"][0]["faces"][0]
    record["digest"] = ""
    later = json.loads(lines[3])
    later["digest"] = ""
    lines[2], lines[3] = json.dumps(record), json.dumps(later)
    session.write_text("\n".join(lines) + "\n", "utf-8")
    assert referee_run("status").exit_code == 0          # consistent, but not what the seed gave
    verify = referee_run("replay", "--verify", "--locale", "en")
    assert verify.exit_code == 1
    assert "game.pnp:3: divergence at action #2" in verify.output and "seed" in verify.output
    verify_json = json.loads(referee_run("replay", "--verify", "--json").output)
    assert verify_json == {**verify_json, "ok": False, "line": 3, "index": 2}
    session.write_text("\n".join(lines[:2] + ["{oops"] + lines[3:]) + "\n", "utf-8")
    status = referee_run("status", "--locale", "en")
    assert status.exit_code == 2 and "game.pnp:3: the line is corrupt" in status.output

"""`pnpkit referee` with the race: turns with physical dice, a choice, undo, replay,
and a damaged session file."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest


@pytest.fixture
def session(referee_run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = referee_run("new", "race", "-p", "Аня", "-p", "Борис", "--seed", "9", "--option", "few_players=да")
    assert result.exit_code == 0, result.output
    return tmp_path / "game.pnp"


def pawns(referee_run):
    state = json.loads(referee_run("status", "--json").output)["state"]
    return {p["name"]: p for p in state["pawns"]}


def test_turns_with_entered_dice_and_obstacles(referee_run, session):
    assert referee_run("turn", "--dice", "4,5").exit_code == 0  # Аня: to 4, its roll 5 -> 9
    result = referee_run("turn", "--dice", "6", "--locale", "en")
    assert result.exit_code == 0, result.output
    assert "Борис" in result.output
    state = pawns(referee_run)
    assert state["Аня"]["square"] == 9 and state["Борис"]["square"] == 6
    result = referee_run("turn", "--dice", "3", "--locale", "en")  # Аня 9 -> 12: stays until 1 or 6
    assert "stays until rolling 1 or 6" in result.output
    assert pawns(referee_run)["Аня"]["stand"] == [1, 6]


def test_undo_and_replay_verify(referee_run, session):
    for _ in range(6):
        assert referee_run("turn").exit_code == 0
    before = pawns(referee_run)
    assert referee_run("turn").exit_code == 0
    assert referee_run("undo").exit_code == 0
    assert pawns(referee_run) == before
    verify = referee_run("replay", "--verify", "--json")
    assert json.loads(verify.output)["ok"] is True


def test_a_damaged_line_is_named(referee_run, session):
    assert referee_run("turn").exit_code == 0
    assert referee_run("turn").exit_code == 0
    lines = session.read_text(encoding="utf-8").splitlines()
    lines[1] = lines[1].replace('"faces"', '"fac es"')
    session.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = referee_run("status")
    assert result.exit_code != 0
    assert "game.pnp:2" in result.output


def test_where_is_a_question(referee_run, session):
    result = referee_run("where", "--locale", "en")
    assert result.exit_code == 0 and "6 → square 6" in result.output
    assert json.loads(referee_run("status", "--json").output)["actions"] == 0


CONTENT = Path(__file__).resolve().parents[2] / "content"


def _referee_with_content(content: Path, tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    """`pnpkit referee …` in a child process reading ``content`` (the race data is read
    once per process), with a cache of its own."""
    env = {**os.environ, "PNPKIT_CONTENT": str(content), "PNPKIT_CACHE_DIR": str(tmp_path / "cache"),
           "PYTHONIOENCODING": "utf-8"}
    return subprocess.run([sys.executable, "-m", "pnpkit", "referee", *args], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("locale,words", [
    ("en", ("the “race” game data has an error: ", "mvoe", "; fix ", "`pnpkit check race` lists every error")),
    ("ru", ("в данных игры «race» ошибка: ", "mvoe", "; исправьте ", "все ошибки покажет `pnpkit check race`")),
])
def test_broken_race_data_is_a_clear_error_naming_the_file(tmp_path, locale, words):
    content = tmp_path / "content"
    shutil.copytree(CONTENT / "race", content / "race")
    track = content / "race" / "track.yaml"
    text = track.read_text(encoding="utf-8")
    track.write_text(text.replace('effects: [{"move": -8}]', 'effects: [{"mvoe": -8}]'), encoding="utf-8")
    result = _referee_with_content(content, tmp_path, "new", "race", "-p", "Аня", "-p", "Борис", "--option", "few_players=yes", "--locale", locale)
    assert result.returncode == 1, result.stderr
    assert "internal" not in result.stderr and "Traceback" not in result.stderr
    line = result.stderr.strip()
    assert line.startswith("pnpkit: error: ") and "\n" not in line, line
    assert all(w in line for w in words), line
    assert f"{track.as_posix()}:" in line or "race/track.yaml:" in line, line  # file:line:column
    assert not (tmp_path / "game.pnp").exists()


def test_missing_race_data_says_what_to_do(tmp_path):
    (tmp_path / "content").mkdir()
    result = _referee_with_content(tmp_path / "content", tmp_path, "new", "race", "-p", "Аня", "--option", "few_players=yes", "--locale", "en")
    assert result.returncode == 1 and "internal" not in result.stderr, result.stderr
    assert "no “race” game data: " in result.stderr and "game.yaml is missing" in result.stderr
    assert "PNPKIT_CONTENT" in result.stderr


def test_the_finish_explains_that_the_round_ends_together():
    from pnpkit.referee.registry import load_referee
    from pnpkit.rules.session import Event

    referee = load_referee("race")
    ru = "\n".join(referee.describe([Event("game_over", {"winners": ["Аня", "Борис"]})], "ru"))
    assert "Победа: Аня, Борис." in ru and "Круг доигран до конца" in ru
    en = "\n".join(referee.describe([Event("game_over", {"winners": ["Ann"]})], "en"))
    assert "Won by: Ann." in en and "played to its end" in en

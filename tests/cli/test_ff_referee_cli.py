"""A whole Fighting Fantasy fight against several opponents through `pnpkit referee`."""

import json

import pytest


@pytest.fixture
def session(referee_run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = referee_run("new", "fighting-fantasy", "-p", "Аня:11/22/10", "--seed", "2026")
    assert result.exit_code == 0, result.output
    assert "МАСТЕРСТВО 11/11" in result.output
    return tmp_path / "game.pnp"


def _state(referee_run):
    return json.loads(referee_run("status", "--json").output)["state"]


def test_whole_multi_opponent_fight(referee_run, session):
    result = referee_run(
        "fight", "--enemy", "Орк:7:6", "--enemy", "Гоблин:6:5", "--enemy", "Волк:7:7", "--json"
    )
    assert result.exit_code == 0, result.output
    out = json.loads(result.output)
    assert len(out["action"]["rolls"]) == 4  # three opponents and the hero
    answer_with_luck = True
    for _ in range(200):
        state = _state(referee_run)
        if state["fight"] is None:
            break
        if state["fight"]["pending"]:
            args = ["luck"] if answer_with_luck else ["luck", "no"]
            answer_with_luck = not answer_with_luck
        else:
            args = ["fight"]
        result = referee_run(*args, "--locale", "en")
        assert result.exit_code == 0, result.output
        if "Test your Luck?" in result.output:  # the odds either way, or that they hardly differ
            assert "Chance to win: testing" in result.output or \
                "Testing gains next to nothing" in result.output
    state = _state(referee_run)
    assert state["fight"] is None
    assert state["record"][0][0] == "Орк, Гоблин, Волк"
    assert state["record"][0][1] in ("won", "died")
    log = referee_run("log", "--locale", "en")
    assert log.exit_code == 0 and "#1 fight --enemy Орк:7:6" in log.output
    verify = referee_run("replay", "--verify", "--json")
    assert json.loads(verify.output)["ok"] is True


def test_undo_replays_without_the_last_action(referee_run, session):
    referee_run("fight", "--enemy", "Тролль:9:12")
    before = _state(referee_run)
    actions = json.loads(referee_run("status", "--json").output)["actions"]
    nxt = "luck" if before["fight"] and before["fight"]["pending"] else "fight"
    assert referee_run(nxt).exit_code == 0
    assert referee_run("undo").exit_code == 0
    assert _state(referee_run) == before
    assert json.loads(referee_run("status", "--json").output)["actions"] == actions
    # The same action number rolls the same dice again: undo cannot fish for a better roll.
    first = json.loads(referee_run(nxt, "--json").output)["action"]["rolls"]
    referee_run("undo")
    second = json.loads(referee_run(nxt, "--json").output)["action"]["rolls"]
    assert first == second


def test_physical_dice_and_odds_question(referee_run, session):
    result = referee_run("fight", "--enemy", "Враг:10:12", "--dice", "3,3,2,3", "--locale", "en")
    assert result.exit_code == 0, result.output
    assert "; typed in)" in result.output and ") (" not in result.output and "parried" in result.output
    odds = referee_run("odds", "--locale", "en")
    assert odds.exit_code == 0 and "Chance to win: without luck" in odds.output
    assert json.loads(referee_run("status", "--json").output)["actions"] == 1  # questions are not logged


def test_rule_errors_are_one_line(referee_run, session):
    result = referee_run("escape", "--locale", "en")
    assert result.exit_code == 1 and result.output == "pnpkit: error: nothing to escape from: no fight\n"
    result = referee_run("fight", "--enemy", "Орк:семь:6")
    assert result.exit_code == 1 and "Traceback" not in result.output
    result = referee_run("eat", "--locale", "en")
    assert result.exit_code == 1 and "already at its initial value" in result.output


def test_corrupt_file_names_the_line(referee_run, session):
    referee_run("fight", "--enemy", "Орк:7:6")
    referee_run("luck")
    lines = session.read_text("utf-8").splitlines()
    lines[2] = lines[2][:-5] + "oops"
    session.write_text("\n".join(lines) + "\n", "utf-8")
    status = referee_run("status", "--locale", "en")
    assert status.exit_code == 2
    assert "game.pnp:3:" in status.output


def test_rolled_character_from_the_seed(referee_run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = referee_run(
        "new", "fighting-fantasy", "-p", "Боря", "--seed", "4", "--preset", "instant-kill", "--json"
    )
    assert result.exit_code == 0, result.output
    state = json.loads(result.output)["state"]
    assert state["preset"] == "instant-kill" and "creation" in state
    assert 7 <= state["hero"]["skill"][0] <= 12


def test_a_change_past_the_initial_value_says_it_is_capped(referee_run, session):
    up = referee_run("изменить", "мастерство", "+3")  # Russian stat names, as the book says them
    assert up.exit_code == 0, up.output
    assert "МАСТЕРСТВО +3 → 11/11 (выше начального 11 не поднимается: изменилось на +0" in up.output
    assert "--beyond" in up.output
    en = referee_run("change", "skill", "+3", "--locale", "en")
    assert "capped at the initial 11: changed by +0" in en.output
    down = referee_run("change", "luck", "-30")
    assert "УДАЧА −30 → 0/10 (ниже нуля не опускается: изменилось на −10)" in down.output
    plain = referee_run("change", "stamina", "-2")
    assert "ВЫНОСЛИВОСТЬ −2 → 20/22" in plain.output and "(" not in plain.output.splitlines()[1]
    bad = referee_run("изменить", "сила", "1")
    assert bad.exit_code == 1 and "изменить мастерство|выносливость|удача" in bad.output
    assert referee_run("replay", "--verify").exit_code == 0


@pytest.mark.parametrize(("test", "plain", "said"), [
    (0.99962, 0.9996, "лучше не испытывать — УДАЧА сбережётся"),  # a gain of 0.002 points: none
    (0.5004, 0.5, "лучше не испытывать — УДАЧА сбережётся"),
    # a hair worse with the test (both read 100 %): no "−0,000 п.п." verdict either
    (0.99999990, 0.99999995, "лучше не испытывать — УДАЧА сбережётся"),
    (0.9996, 0.9, "лучше испытать (+10,0 п.п.)"),
    (0.5, 0.6, "лучше не испытывать (−10,0 п.п.)"),
])
def test_luck_is_never_advised_for_no_gain_and_both_chances_share_a_precision(monkeypatch, test, plain, said):
    from pnpkit.games.fighting_fantasy.rules import advice, referee_text

    monkeypatch.setattr(advice, "luck_advice", lambda data: (test, plain))
    line = referee_text._luck_offer({"kind": "blow", "name": "Орк"}, "ru")[1]
    assert said in line, line
    if test - plain < 0.001:
        assert "лучше испытать" not in line
    shown = [part for part in line.replace("(", " ").split() if part[:1].isdigit() and "," in part]
    assert len({len(p.split(",")[1]) for p in shown[:2]}) == 1, line  # one precision for both
    assert "Testing" in referee_text._luck_offer({"kind": "blow", "name": "Orc"}, "en")[1] \
        or "Chance to win" in referee_text._luck_offer({"kind": "blow", "name": "Orc"}, "en")[1]

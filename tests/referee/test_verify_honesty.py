"""`referee replay --verify` vouches only for what it checked.

Generated rolls are regenerated from the seed; rolls typed in from physical dice are
reported as entered by hand (legitimate at a table, but nothing the seed can prove);
a missing state digest is tampering; any mismatch exits non-zero naming the action."""

import json

import pytest

from pnpkit.referee.registry import load_referee
from pnpkit.referee.store import read_session_file
from pnpkit.rules.session import RecordedDice, action_from_json, apply_action, digest


@pytest.fixture
def session(referee_run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert referee_run("new", "test-counter", "-p", "A", "-p", "B", "--seed", "4").exit_code == 0
    for _ in range(3):
        assert referee_run("move").exit_code == 0
    return tmp_path / "game.pnp"


def edit(path, change):
    lines = path.read_text("utf-8").splitlines()
    records = [json.loads(line) for line in lines]
    change(records)
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), "utf-8")


def forge_move(records, entered):
    roll = records[2]["rolls"][0]
    roll["faces"] = [roll["faces"][0] % 6 + 1]
    roll["total"] = roll["faces"][0]
    if entered:
        roll["entered"] = True


def recompute_digests(path):
    """What a careful forger does: the digest is a hash anyone can recompute."""
    header = read_session_file(path).header
    referee = load_referee(header.game)
    state = referee.new(header)

    def change(records):
        nonlocal state
        for index, record in enumerate(records[1:], start=1):
            action = action_from_json(record, index)
            state, _ = apply_action(referee, state, action, RecordedDice(action, index, header.seed))
            record["digest"] = digest(referee, state)
    edit(path, change)


def blank_digests(records, first=1):
    for record in records[first:]:
        record["digest"] = ""


@pytest.mark.parametrize("entered", [False, True], ids=["generated", "marked-entered"])
def test_a_forged_roll_with_blanked_digests_fails(referee_run, session, entered):
    edit(session, lambda rs: (forge_move(rs, entered), blank_digests(rs, 2)))
    result = referee_run("replay", "--verify", "--locale", "en")
    assert result.exit_code == 1
    assert result.output.count("\n") == 1 and "game.pnp:3: divergence at action #2" in result.output
    assert ("the seed gives" if not entered else "no state digest") in result.output
    out = json.loads(referee_run("replay", "--verify", "--json").output)
    assert out["ok"] is False and out["index"] == 2


def test_a_missing_digest_is_tampering(referee_run, session):
    edit(session, lambda rs: rs[3].pop("digest"))
    result = referee_run("replay", "--verify", "--locale", "en")
    assert result.exit_code == 1 and "action #3" in result.output and "no state digest" in result.output
    assert referee_run("replay").exit_code == 0  # a plain replay still opens it: nothing contradicts


def test_a_forged_roll_marked_entered_is_reported_as_entered_by_hand(referee_run, session):
    edit(session, lambda rs: forge_move(rs, entered=True))
    recompute_digests(session)
    result = referee_run("replay", "--verify", "--locale", "en")
    assert result.exit_code == 0, result.output
    assert "2 rolls regenerated from seed 4, all match" in result.output
    assert "Rolls entered by hand: 1 (actions #2)" in result.output
    assert "every roll" not in result.output


def test_a_legit_session_with_physical_dice_verifies_and_says_so(referee_run, session):
    assert referee_run("move", "--dice", "3").exit_code == 0
    assert referee_run("roll", "2d6", "--dice", "6,1").exit_code == 0
    text = referee_run("replay", "--verify", "--locale", "en")
    assert text.exit_code == 0, text.output
    assert "Verified: 5 actions; 3 rolls regenerated from seed 4, all match." in text.output
    assert "Rolls entered by hand: 2 (actions #4, #5)" in text.output
    ru = referee_run("replay", "--verify")
    assert ru.exit_code == 0 and "Бросков, введённых с руки: 2 (действия #4, #5)" in ru.output
    out = json.loads(referee_run("replay", "--verify", "--json").output)
    assert out["ok"] and out["seed_checked_rolls"] == 3
    assert out["entered_by_hand_rolls"] == 2 and out["entered_by_hand_actions"] == [4, 5]

"""The session framework with the tiny counter game: log, replay, undo, verify, damage."""

import json

import pytest
from counter_game import GAME_ID

from pnpkit.referee.store import SessionFileError, read_session_file
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, ReplayDivergence, RuleError, SessionHeader


def _header(seed=7, preset="long"):
    return SessionHeader(GAME_ID, seed, (Player("Аня"), Player("Boris", "knight")), preset)


@pytest.fixture
def table(tmp_path):
    return Table.new(tmp_path / "game.pnp", _header())


def test_actions_are_logged_and_replayed(table):
    for _ in range(4):
        table.act("move")
    table.act("pass")
    reopened = Table.open(table.file.path)
    assert reopened.state == table.state
    assert len(reopened.actions) == 5
    lines = table.file.path.read_text("utf-8").splitlines()
    assert json.loads(lines[0])["pnpkit_session"] == 1
    assert [json.loads(line)["n"] for line in lines[1:]] == [1, 2, 3, 4, 5]


def test_same_seed_same_log(tmp_path):
    texts = []
    for name in ("a.pnp", "b.pnp"):
        t = Table.new(tmp_path / name, _header(seed=99))
        for _ in range(6):
            t.act("move")
        texts.append((tmp_path / name).read_bytes())
    assert texts[0] == texts[1]


def test_questions_are_not_logged(table):
    out = table.act("moves")
    assert out.action is None and out.events[0].kind == "options"
    assert table.actions == ()


def test_unknown_command_names_the_available_ones(table):
    with pytest.raises(RuleError) as err:
        table.act("fight")
    assert "move" in err.value.text("en") and "fight" in err.value.text("en")


def test_refused_action_is_not_logged(table):
    with pytest.raises(RuleError):
        table.act("move", actor="Boris")
    assert table.actions == ()


def test_physical_dice(table):
    out = table.act("move", entered=[4])
    assert out.action.rolls[0].entered and out.action.rolls[0].faces == (4,)
    assert table.state.positions[0] == 4
    with pytest.raises(RuleError):
        table.act("duel", ["Аня"], entered=[3])          # needs two dice
    with pytest.raises(RuleError):
        table.act("move", entered=[3, 3])                # one too many
    with pytest.raises(Exception, match="outside"):
        table.act("move", entered=[7])
    assert len(table.actions) == 1
    table.act("duel", ["Аня"], entered=[6, 2])
    assert table.state.positions[0] == 3
    Table.open(table.file.path).verify()                 # entered dice verify as entered


def test_undo_replays_without_the_last_action_and_rerolls_nothing(table):
    first = table.act("move").action
    before = table.state
    second = table.act("move").action
    table.undo()
    assert table.state == before and len(table.actions) == 1
    assert Table.open(table.file.path).state == before
    again = table.act("move").action
    assert again.rolls == second.rolls and first.rolls  # same action number, same dice


def test_verify_finds_an_edited_roll(table):
    for _ in range(3):
        table.act("move")
    path = table.file.path
    lines = path.read_text("utf-8").splitlines()
    record = json.loads(lines[2])
    face = record["rolls"][0]["faces"][0]
    new_face = face % 6 + 1
    record["rolls"][0]["faces"] = [new_face]
    record["rolls"][0]["total"] = new_face
    lines[2] = json.dumps(record, ensure_ascii=False)
    path.write_text("\n".join(lines) + "\n", "utf-8")
    # The edit changes the position, so even opening notices (digest), at line 3.
    with pytest.raises(SessionFileError) as err:
        Table.open(path)
    assert err.value.line == 3
    # An edit that keeps the digest (recomputed) is still caught by --verify.
    record["digest"] = ""
    lines[2] = json.dumps(record, ensure_ascii=False)
    for i in (3,):
        later = json.loads(lines[i])
        later["digest"] = ""
        lines[i] = json.dumps(later, ensure_ascii=False)
    path.write_text("\n".join(lines) + "\n", "utf-8")
    reopened = Table.open(path)
    with pytest.raises(ReplayDivergence) as div:
        reopened.verify()
    assert div.value.index == 2 and "seed" in div.value.text("en")


def test_verify_names_an_edited_roll_even_where_its_digest_breaks(table):
    """`replay --verify` read the file as opening does, digests first: a roll edited by
    hand was reported as "the game state differs", not as the roll the seed disowns."""
    for _ in range(3):
        table.act("move")
    path = table.file.path
    intact, result = Table.open_verified(path)
    assert len(intact.actions) == 3 and result.seed_checked == 3
    lines = path.read_text("utf-8").splitlines()
    record = json.loads(lines[2])
    new_face = record["rolls"][0]["faces"][0] % 6 + 1
    record["rolls"][0].update(faces=[new_face], total=new_face)
    lines[2] = json.dumps(record, ensure_ascii=False)
    path.write_text("\n".join(lines) + "\n", "utf-8")
    with pytest.raises(SessionFileError) as opening:
        Table.open(path)
    assert "differs" in opening.value.en
    with pytest.raises(SessionFileError) as verified:
        Table.open_verified(path)
    assert verified.value.line == 3 and "the seed gives" in verified.value.en


@pytest.mark.parametrize("damage, line", [
    (lambda ls: ls.__setitem__(2, ls[2][:-5]), 3),                      # cut JSON
    (lambda ls: ls.__setitem__(1, '{"n": 1, "cmd": "move"}'), 2),        # missing fields
    (lambda ls: ls.__setitem__(0, '{"hello": 1}'), 1),                   # not a header
    (lambda ls: ls.pop(1), 2),                                           # a line lost
    (lambda ls: ls.insert(2, ls[1]), 3),                                 # a line repeated
])
def test_corrupt_file_names_the_line(table, damage, line):
    for _ in range(3):
        table.act("move")
    path = table.file.path
    lines = path.read_text("utf-8").splitlines()
    damage(lines)
    path.write_text("\n".join(lines) + "\n", "utf-8")
    with pytest.raises(SessionFileError) as err:
        Table.open(path)
    assert err.value.line == line
    assert err.value.text("en").startswith(f"{path}:{line}: ")


def test_torn_last_line_is_dropped_then_repaired(table):
    for _ in range(3):
        table.act("move")
    path = table.file.path
    whole = path.read_bytes()
    torn = whole + b'{"n":4,"cmd":"mo'
    path.write_bytes(torn)
    session = read_session_file(path)
    assert session.torn_tail and len(session.actions) == 3
    reopened = Table.open(path)
    reopened.act("move")                     # repairs the tail before appending
    assert path.read_bytes().startswith(whole)
    final = Table.open(path)
    assert len(final.actions) == 4 and not final.file.torn_tail
    final.verify()


def test_missing_and_existing_files(tmp_path, table):
    with pytest.raises(SessionFileError, match="no session file"):
        Table.open(tmp_path / "nope.pnp")
    with pytest.raises(SessionFileError, match="exists"):
        Table.new(table.file.path, _header())
    Table.new(table.file.path, _header(), force=True)


def test_a_change_by_another_process_is_not_overwritten(table):
    table.act("move")
    other = Table.open(table.file.path)
    other.act("move")                       # another referee process wrote meanwhile
    with pytest.raises(SessionFileError, match="changed while"):
        table.act("move")
    with pytest.raises(SessionFileError, match="changed while"):
        table.undo()
    assert len(Table.open(table.file.path).actions) == 2


def test_a_session_saved_with_a_byte_order_mark_still_reads_and_grows(table):
    """Notepad saves UTF-8 with a BOM: the file was refused as «не JSON, столбец 1»."""
    from pnpkit.referee.store import peek_locale

    for _ in range(3):
        table.act("move")
    path = table.file.path
    text = path.read_text("utf-8").replace('"options":{}', '"options":{},"locale":"en"')
    path.write_bytes(b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode("utf-8"))
    assert peek_locale(path) == "en"
    reopened = Table.open(path)
    assert reopened.state == table.state and len(reopened.actions) == 3
    reopened.act("move")  # appended after the hand-saved lines
    again = Table.open(path)
    assert len(again.actions) == 4 and again.verify().seed_checked == 4
    again.undo()  # a rewrite: the mark goes, the log stays
    assert not path.read_bytes().startswith(b"\xef\xbb\xbf") and len(Table.open(path).actions) == 3


def test_a_byte_order_mark_elsewhere_is_still_a_damaged_line(table):
    table.act("move")
    path = table.file.path
    lines = path.read_bytes().split(b"\n")
    lines[1] = b"\xef\xbb\xbf" + lines[1]
    path.write_bytes(b"\n".join(lines))
    with pytest.raises(SessionFileError) as caught:
        Table.open(path)
    assert caught.value.text("en").startswith(f"{path}:2:")


def test_new_over_a_folder_says_it_is_a_folder_not_to_use_force(tmp_path):
    folder = tmp_path / "game.pnp"
    folder.mkdir()
    for force in (False, True):
        with pytest.raises(SessionFileError) as caught:
            Table.new(folder, _header(), force=force)
        assert "not a regular file" in caught.value.text("en") and "--force" not in caught.value.text("en")
    assert folder.is_dir()


def _rule_corrected(monkeypatch):
    """This version's rules move one cell further on a 6 (the same rolls, another state)."""
    import counter_game

    apply = counter_game.CounterReferee.apply

    def corrected(self, state, action, dice):
        new, events = apply(self, state, action, dice)
        if action.command == "move" and dice.records and dice.records[-1].total == 6:
            me = state.names.index(events[0].data["player"])
            positions = list(new.positions)
            positions[me] += 1
            new = type(new)(**{**new.__dict__, "positions": tuple(positions)})
        return new, events

    monkeypatch.setattr(counter_game.CounterReferee, "apply", corrected)
    monkeypatch.setattr(counter_game.CounterReferee, "rules_version", 2)  # the release says so


def test_a_session_made_unreadable_by_a_corrected_rule_is_re_recorded(table, monkeypatch):
    """A rule corrected in an update left old sessions refused ("the state differs") for
    good: --accept-rules re-records the digests, keeps every roll and a copy of the file."""
    seed = 1
    while True:  # a seed whose first moves roll a 6, so the correction changes the state
        path = table.file.path.with_name(f"game-{seed}.pnp")
        made = Table.new(path, _header(seed=seed))
        for _ in range(6):
            made.act("move")
        if any(r.total == 6 for a in made.actions for r in a.rolls):
            break
        seed += 1
    old_text = path.read_text("utf-8")
    _rule_corrected(monkeypatch)
    with pytest.raises(SessionFileError) as refused:
        Table.open(path)
    assert "--accept-rules" in refused.value.en and "--accept-rules" in refused.value.ru
    accepted, changed, copy = Table.accept_rules(path)
    sixes = [i for i, a in enumerate(made.actions, 1) if any(r.total == 6 for r in a.rolls)]
    assert changed and changed[0] == sixes[0] and copy.read_text("utf-8") == old_text
    reopened = Table.open(path)
    assert reopened.state == accepted.state and reopened.verify().seed_checked == 6
    assert [a.rolls for a in reopened.actions] == [a.rolls for a in made.actions]
    assert Table.accept_rules(path)[1:] == ((), None)  # nothing more to re-record
    assert reopened.header.rules == 2 and json.loads(old_text.splitlines()[0])["rules"] == 1


def test_accept_rules_still_refuses_a_roll_edited_by_hand(table, monkeypatch):
    for _ in range(3):
        table.act("move")
    path = table.file.path
    lines = path.read_text("utf-8").splitlines()
    record = json.loads(lines[2])
    new_face = record["rolls"][0]["faces"][0] % 6 + 1
    record["rolls"][0].update(faces=[new_face], total=new_face)
    lines[2] = json.dumps(record, ensure_ascii=False)
    path.write_text("\n".join(lines) + "\n", "utf-8")
    before = path.read_bytes()
    with pytest.raises(SessionFileError) as refused:
        Table.accept_rules(path)
    assert refused.value.line == 3 and "the seed gives" in refused.value.en
    assert path.read_bytes() == before and not path.with_name(path.name + ".bak").exists()


def test_accept_rules_refuses_a_state_edited_by_hand_under_the_same_rules(table):
    """Nothing in the rules changed since the log was written (its header's rules
    version is this one's): a state that differs is a hand edit, refused at its line,
    not laundered into fresh digests (the file untouched, no copy made)."""
    for _ in range(3):
        table.act("move")
    path = table.file.path
    lines = path.read_text("utf-8").splitlines()
    record = json.loads(lines[2])
    record["digest"] = "0" * len(record["digest"])  # as if its state had been edited
    lines[2] = json.dumps(record, ensure_ascii=False)
    path.write_text("\n".join(lines) + "\n", "utf-8")
    before = path.read_bytes()
    with pytest.raises(SessionFileError) as refused:
        Table.accept_rules(path)
    assert refused.value.line == 3 and "edited by hand" in refused.value.en
    assert "вручную" in refused.value.ru
    assert path.read_bytes() == before and not path.with_name(path.name + ".bak").exists()


def test_a_replay_says_a_refused_action_and_an_impossible_roll_in_both_languages():
    from counter_game import REFEREE

    from pnpkit.rules.session import Action, RollRecord, replay

    with pytest.raises(ReplayDivergence) as refused:
        replay(REFEREE, _header(), [Action("move", ("far",))])
    assert refused.value.index == 1
    assert refused.value.text("en") == "the rules refuse this action: move takes no arguments"
    assert refused.value.text("ru") == "правила не позволяют это действие: move без аргументов"
    with pytest.raises(ReplayDivergence) as impossible:
        replay(REFEREE, _header(), [Action("move", rolls=(RollRecord("1d6", (9,), 9),))])
    assert impossible.value.text("en").startswith("roll 1: ")
    assert impossible.value.text("ru").startswith("бросок 1: ")
    assert impossible.value.text("en") != impossible.value.text("ru")

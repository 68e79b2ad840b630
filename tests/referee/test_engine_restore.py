"""A one-shot action goes on from the engine's state kept beside the log instead of
replaying it (pnpkit.referee.engine_state, Table.locked(restore=True)): over scripted games
of all three shipped games, after each action the restored state is the replayed one, and
the next action told from each prints the same lines and leaves the same bytes (log and
kept state).  A kept state that is not the log's, not the game's data or edited is not
used: the log replays."""

import json
import shutil

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from kept_parts import edit_part, read_parts

from pnpkit.cli.referee_act import outcome_json, outcome_lines
from pnpkit.referee.engine_state import Unkept, decode, encode
from pnpkit.referee.store import read_session_file
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, RuleError, SessionHeader

PLAYERS = {"amber": (Player("Аня", "гоблин", "f"), Player("Борис"), Player("Вика", None, "f")),
           "race": (Player("Аня", None, "f"), Player("Борис"), Player("Вика", None, "f")),
           "fighting-fantasy": (Player("Аня", None, "f"),)}
FF_CYCLE = (["fight"], ["fight", "--enemy", "Крыса:2:3"], ["luck"], ["eat"], ["take", "gold", "1"],
            ["fight", "--enemy", "Огр:8:9"])


def _candidates(game: str, table, policy) -> list[list[str]]:
    if game == "amber":
        return [policy.words(table.state), ["roll"]]
    if game == "race":
        return [["turn"], *(["turn", p.name] for p in table.header.players)]
    return [list(words) for words in FF_CYCLE]


def _act(path, game, policy, restore: bool, locale: str):
    """The next command the script gives, acted on the session at ``path``: its words and
    what it printed (None when the game is over or refuses them all)."""
    # an empty log is played from its header: nothing to restore
    if restore:
        assert _restores(path) == bool(read_session_file(path).actions), "the kept state should be used"
    with Table.locked(path, restore=restore) as table:
        if table.referee.is_over(table.state):
            return None
        for words in _candidates(game, table, policy):
            try:
                outcome = table.act(words[0], words[1:], confirmed=True)
            except RuleError:
                continue
            return words, outcome_lines(table, outcome, locale), outcome_json(table, outcome)
    return None


def _files(folder) -> tuple[bytes, bytes]:
    return (folder / "game.pnp").read_bytes(), (folder / "game.pnp.state").read_bytes()


@pytest.mark.slow
@pytest.mark.parametrize(("game", "locale", "actions"), [
    ("amber", "ru", 45), ("amber", "en", 15), ("race", "ru", 40), ("fighting-fantasy", "ru", 40),
    ("fighting-fantasy", "en", 15)])
def test_the_restored_state_answers_as_the_replayed_one(game, locale, actions, tmp_path):
    from whole_games import AmberPolicy

    restored, replayed = tmp_path / "restored", tmp_path / "replayed"
    restored.mkdir()
    Table.new(restored / "game.pnp", SessionHeader(game, 3, PLAYERS[game], locale=locale))
    policy = AmberPolicy(1) if game == "amber" else None
    for _ in range(actions):
        shutil.rmtree(replayed, ignore_errors=True)
        shutil.copytree(restored, replayed)
        by_replay = Table.open(replayed / "game.pnp")
        with Table.locked(restored / "game.pnp", restore=True) as table:
            assert table.state == by_replay.state
            assert table.referee.to_json(table.state) == by_replay.referee.to_json(by_replay.state)
        # the same script on each copy: the same policy state for both
        mark = policy.policy.rng.getstate() if game == "amber" else None
        told = _act(restored / "game.pnp", game, policy, True, locale)
        if mark is not None:
            policy.policy.rng.setstate(mark)
        assert _act(replayed / "game.pnp", game, policy, False, locale) == told
        assert _files(restored) == _files(replayed)
        if told is None:
            break
        if len(Table.open(restored / "game.pnp").actions) % 4 == 0:
            _undo_both_ways(tmp_path, restored, locale)
            _act_and_undo_twice_both_ways(tmp_path, restored, game, policy)


def _undo_both_ways(tmp_path, restored, locale) -> None:
    """An undo that goes back to the kept state before the last action leaves and prints
    what an undo after a replay does (on copies: the game goes on from ``restored``)."""
    from pnpkit.cli.referee_act import undo_text

    told = []
    for name, restore in (("undo-kept", True), ("undo-replayed", False)):
        folder = tmp_path / name
        shutil.rmtree(folder, ignore_errors=True)
        shutil.copytree(restored, folder)
        if not restore:
            (folder / "game.pnp.state").unlink()
        else:
            assert _restores(folder / "game.pnp")
            with Table.locked(folder / "game.pnp", restore=True) as table:
                assert table._before is not None
        told.append(undo_text({"file": str(folder / "game.pnp"), "locale": locale, "as_json": False}))
        told.append(undo_text({"file": str(folder / "game.pnp"), "locale": locale, "as_json": True}))
    assert told[:2] == told[2:]
    assert _files(tmp_path / "undo-kept") == _files(tmp_path / "undo-replayed")


def _act_and_undo_twice_both_ways(tmp_path, restored, game, policy) -> None:
    """An action then two undos in one table (as ``play`` does): restored, the first undo
    goes back to the state the action started from (kept as the text it was read from),
    the second replays; each step leaves what a replayed table leaves."""
    mark = policy.policy.rng.getstate() if game == "amber" else None
    files = {}
    for name, restore in (("play-kept", True), ("play-replayed", False)):
        folder = tmp_path / name
        shutil.rmtree(folder, ignore_errors=True)
        shutil.copytree(restored, folder)
        if mark is not None:
            policy.policy.rng.setstate(mark)
        steps = []
        with Table.locked(folder / "game.pnp", restore=restore) as table:
            assert (table._now is not None) == restore
            for words in _candidates(game, table, policy):
                try:
                    table.act(words[0], words[1:], confirmed=True)
                except RuleError:
                    continue
                break
            for _ in range(2):
                table.undo()
                steps.append((table.state, _files(folder)))
        files[name] = steps
    if mark is not None:
        policy.policy.rng.setstate(mark)
    assert files["play-kept"] == files["play-replayed"]
    assert files["play-kept"][0][1][0] == _files(restored)[0]  # the log as it was before the action


@pytest.fixture
def session(tmp_path):
    table = Table.new(tmp_path / "game.pnp", SessionHeader("race", 3, PLAYERS["race"]))
    for _ in range(3):
        table.act("turn", [], confirmed=True)
    return tmp_path / "game.pnp"


def _restores(session) -> bool:
    """Whether the kept engine state is used (a restored table may have its history too:
    the events kept beside the log)."""
    return Table._restored(read_session_file(session)) is not None


def test_a_kept_engine_state_is_used_only_for_its_own_log(session):
    assert _restores(session)
    with session.open("ab") as handle:  # a hand edit: the log is not the one the state stands for
        handle.write(b"\n")
    assert not _restores(session)


@pytest.mark.parametrize("planted", [
    {"@": "os:system", "=": {}},
    {"@": "subprocess:Popen", "=": {"args": "true"}},
    {"@": "pnpkit.games.amber.rules.state:GameState", "=": {}},  # another game's class
    {"(": [1, 2], "x": 3},
])
def test_a_planted_engine_state_is_not_built(session, planted):
    """A kept state whose engine part names a class outside the game (its check made to
    hold, as a forger would) builds nothing and the log replays."""
    edit_part(session, "now", lambda now: now["="].__setitem__("race", planted), checked=True)
    assert not _restores(session)
    assert Table.open(session).state.race.pawns  # the replay reads it as before


@pytest.mark.parametrize("checked", [False, True])
def test_an_edited_engine_state_is_not_used(session, checked):
    """An edit is caught by the engine part's own check, and one whose check was made to
    hold by the state digest the log recorded after the last action."""
    edit_part(session, "now", lambda now: now["="].__setitem__("names", {"(": ["Кто-то", "Борис", "Вика"]}),
              checked=checked)
    assert not _restores(session)
    with Table.locked(session) as table:
        assert table.state.names == ("Аня", "Борис", "Вика")


@pytest.mark.parametrize("checked", [False, True])
def test_an_edited_state_before_is_not_gone_back_to(session, checked):
    """A kept state before the last action edited (its CRC kept, or made to hold) does not
    stop an action (the state now is intact) but is not what an undo goes back to: the
    undo replays, and leaves what an undo on an untouched copy leaves."""
    twin = session.with_name("twin.pnp")
    shutil.copyfile(session, twin)
    shutil.copyfile(f"{session}.state", f"{twin}.state")
    edit_part(session, "before", lambda before: before["="].__setitem__("names", {"(": ["Кто-то", "Борис", "Вика"]}),
              checked=checked)
    with Table.locked(session, restore=True) as table:
        assert table._now is not None  # restored
        assert (table._before is not None) == checked  # an edit against its CRC: not even kept as a text
        assert table._state_before() is None
    for path in (session, twin):
        with Table.locked(path, restore=True) as table:
            table.undo()
    assert session.read_bytes() == twin.read_bytes()
    assert read_parts(session) == read_parts(twin)
    assert Table._restored(read_session_file(session)).state == Table.open(session).state


def test_an_action_goes_on_though_the_state_before_is_edited(session):
    """An action needs only the state now: it is restored and the edited state before is
    not written again (the state the action started from is, as the text it was read as)."""
    _, parts = read_parts(session)
    edit_part(session, "before", lambda before: before["="].__setitem__("names", {"(": ["Кто-то", "Борис", "Вика"]}))
    with Table.locked(session, restore=True) as table:
        assert table._now is not None
        table.act("turn", [], confirmed=True)
    assert read_parts(session)[1]["before"] == parts["now"]


def test_the_state_before_written_after_an_action_is_the_text_read(session, monkeypatch):
    """After an action the state before it is kept as the very text the state now was read
    from, not encoded again: one state encoded by the write (the new one)."""
    import pnpkit.referee.engine_state as codec

    _, parts = read_parts(session)
    encoded, real = [], codec.encode

    def counted(value, shared, depth=0):
        if not depth:
            encoded.append(value)
        return real(value, shared, depth)

    monkeypatch.setattr(codec, "encode", counted)
    with Table.locked(session, restore=True) as table:
        table.act("turn", [], confirmed=True)
        assert encoded == [table.state]
    head, after = read_parts(session)
    assert after["before"] == parts["now"] and head["before"] == _kept_head(parts, "now")


def _kept_head(parts, name) -> str:
    import zlib

    return f"{zlib.crc32(parts[name].encode('utf-8')):08x}"


def test_an_undo_keeps_the_state_it_goes_back_to_as_read(session, monkeypatch):
    """An undo from a restored table writes the state it goes back to as the text the
    state before was kept as, encoding nothing, and a second undo replays."""
    import pnpkit.referee.engine_state as codec

    _, parts = read_parts(session)
    monkeypatch.setattr(codec, "encode", lambda *args: pytest.fail("encoded"))
    with Table.locked(session, restore=True) as table:
        table.undo()
    head, after = read_parts(session)
    assert after["now"] == parts["before"] and after["before"] == "" and head["before"] is None
    monkeypatch.undo()
    with Table.locked(session, restore=True) as table:
        assert table._before is None
        table.undo()
    assert Table._restored(read_session_file(session)).state == Table.open(session).state


def test_a_state_kept_in_another_format_is_replayed_and_written_anew(session):
    """A kept state of an older pnpkit (format 1: the engine's state in the first line) is
    not used: the write replays the log and keeps the state in this format."""
    from pnpkit.rules.session_state import STATE_FORMAT

    head, parts = read_parts(session)
    old = {**head, "pnpkit_state": 1, "view": json.loads(parts["view"]),
           "engine": {"now": json.loads(parts["now"]), "before": json.loads(parts["before"])}}
    session.with_name("game.pnp.state").write_text(json.dumps(old, ensure_ascii=False) + "\n" + parts["events"]
                                                  + "\n", "utf-8")
    assert not _restores(session)
    with Table.locked(session, restore=True) as table:
        assert table._now is None  # replayed
        table.act("turn", [], confirmed=True)
    assert read_parts(session)[0]["pnpkit_state"] == STATE_FORMAT
    assert _restores(session)


def test_an_empty_log_is_not_restored_but_played_from_its_header(tmp_path):
    table = Table.new(tmp_path / "game.pnp", SessionHeader("race", 3, PLAYERS["race"]))
    assert not _restores(table.file.path)


plain = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5)
    | st.floats(allow_nan=False, allow_infinity=False),
    lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner)
    | st.dictionaries(st.text(max_size=3), inner, max_size=3),
    max_leaves=20)


@settings(max_examples=200, deadline=None)
@given(plain)
def test_the_codec_gives_back_what_it_kept(value):
    data = json.loads(json.dumps(encode(value, {})))
    back = decode(data, {}, "pnpkit.games.race")
    assert back == value and type(back) is type(value)


def test_what_the_codec_does_not_know_is_not_kept():
    with pytest.raises(Unkept):
        encode(object(), {})
    with pytest.raises(Unkept):
        encode(float("nan"), {})
    for unkept in ({1: 2}, {3}, frozenset()):  # no game's state holds them: the log replays
        with pytest.raises(Unkept):
            encode(unkept, {})
    with pytest.raises(Unkept):
        decode({"?": []}, {}, "pnpkit.games.race")


def test_an_undo_does_not_decode_the_state_it_takes_back(session, monkeypatch):
    """``referee undo`` restores without the state now (Table.locked(now_needed=False)):
    only the state before the last action is decoded, its digest the one the log recorded
    after the action before."""
    import pnpkit.referee.table as table_module

    asked, real = [], table_module._decoded
    monkeypatch.setattr(table_module, "_decoded", lambda referee, header, text, recorded:
                        asked.append(recorded) or real(referee, header, text, recorded))
    actions = read_session_file(session).actions
    with Table.locked(session, restore=True, now_needed=False) as table:
        table.undo()
    assert asked == [actions[-2].digest]
    assert Table._restored(read_session_file(session)).state == Table.open(session).state


@pytest.mark.parametrize("checked", [False, True])
def test_a_state_now_read_after_all_is_checked_as_a_restore_checks_it(session, checked):
    """A table restored without the state now decodes it when it is read after all, with
    the same trust: an edited one (its CRC made to hold or not) is not used, the log
    replays (a CRC that fails: not restored at all)."""
    edit_part(session, "now", lambda now: now["="].__setitem__("names", {"(": ["Кто-то", "Борис", "Вика"]}),
              checked=checked)
    with Table.locked(session, restore=True, now_needed=False) as table:
        assert table.state.names == ("Аня", "Борис", "Вика")
        table.act("turn", [], confirmed=True)
    assert Table._restored(read_session_file(session)).state == Table.open(session).state


@settings(max_examples=60, deadline=None)
@given(at=st.floats(0, 1, exclude_max=True), byte=st.integers(0, 255), undo=st.booleans())
def test_a_byte_changed_anywhere_in_the_kept_state_never_gives_a_wrong_state(tmp_path_factory, at, byte, undo):
    """Whatever byte of the kept state is changed (the head, the view, the events, the
    state now or before), a restored write starts from the state a replay gives and
    leaves the log a replay leaves: the change is caught or is harmless."""
    folder = tmp_path_factory.mktemp("edited")
    table = Table.new(folder / "game.pnp", SessionHeader("race", 3, PLAYERS["race"]))
    for _ in range(3):
        table.act("turn", [], confirmed=True)
    twin = folder / "twin.pnp"
    shutil.copyfile(folder / "game.pnp", twin)
    shutil.copyfile(folder / "game.pnp.state", folder / "twin.pnp.state")
    kept = bytearray((folder / "game.pnp.state").read_bytes())
    kept[int(at * len(kept))] = byte
    (folder / "game.pnp.state").write_bytes(bytes(kept))
    for path, restore in ((folder / "game.pnp", True), (twin, False)):
        with Table.locked(path, restore=restore, now_needed=not undo) as table:
            table.undo() if undo else table.act("turn", [], confirmed=True)
    assert (folder / "game.pnp").read_bytes() == twin.read_bytes()
    assert Table.open(folder / "game.pnp").state == Table.open(twin).state
    restored = Table._restored(read_session_file(folder / "game.pnp"))
    assert restored is not None and restored.state == Table.open(twin).state


def test_an_action_decodes_only_the_state_it_starts_from(session, monkeypatch):
    """A restored act decodes the state now (its digest the log's last), not the state
    before it, which it replaces."""
    import pnpkit.referee.table as table_module

    asked, real = [], table_module._decoded
    monkeypatch.setattr(table_module, "_decoded", lambda referee, header, text, recorded:
                        asked.append(recorded) or real(referee, header, text, recorded))
    actions = read_session_file(session).actions
    with Table.locked(session, restore=True) as table:
        table.act("turn", [], confirmed=True)
    assert asked == [actions[-1].digest]

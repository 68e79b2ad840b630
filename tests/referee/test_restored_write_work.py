"""A one-shot write restored from the kept state (Table.locked(restore=True)) does the
work of one action, not of the whole log (issue #31): it decodes only the log lines it
reads (the last action's, and the one before for an undo), encodes only the new action's
events and state, and passes the rest on as kept (the state before the action as the
text the state now was read from); what it leaves (the log, the kept state) is what
a replaying write leaves, byte for byte."""

from __future__ import annotations

import shutil

import pytest
from hypothesis import given
from hypothesis import strategies as st

import pnpkit.referee.store as store
import pnpkit.rules.session_state as session_state
from pnpkit.referee.event_log import EventLog
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader
from pnpkit.rules.session_records import Event
from pnpkit.rules.session_state import kept_texts, read_head, state_data

PLAYERS = (Player("Аня", None, "f"), Player("Борис"), Player("Вика", None, "f"))
ACTIONS = 12


@pytest.fixture
def race(tmp_path):
    table = Table.new(tmp_path / "game.pnp", SessionHeader("race", 3, PLAYERS))
    for _ in range(ACTIONS):
        table.act("turn", [], confirmed=True)
    return tmp_path / "game.pnp"


def _counted(monkeypatch) -> dict[str, int]:
    counts = {"lines": 0, "events": 0}
    record, encode = store._record, session_state.action_json

    def counted_record(path, number, raw):
        counts["lines"] += number > 1
        return record(path, number, raw)

    def counted_encode(events):
        counts["events"] += 1
        return encode(events)

    monkeypatch.setattr(store, "_record", counted_record)
    monkeypatch.setattr(session_state, "action_json", counted_encode)
    return counts


def test_a_restored_action_decodes_one_line_and_encodes_one_action(race, monkeypatch):
    counts = _counted(monkeypatch)
    with Table.locked(race, restore=True) as table:
        table.act("turn", [], confirmed=True)
    assert counts == {"lines": 1, "events": 1}  # the last action's digest (the state's); the new events


def test_a_restored_undo_decodes_two_lines_and_encodes_nothing(race, monkeypatch):
    counts = _counted(monkeypatch)
    with Table.locked(race, restore=True) as table:
        table.undo()
    assert counts == {"lines": 2, "events": 0}


@pytest.mark.parametrize("command", ["turn", "undo"])
def test_a_restored_write_leaves_the_bytes_a_replaying_one_leaves(race, tmp_path, command):
    other = tmp_path / "other.pnp"
    shutil.copyfile(race, other)
    shutil.copyfile(f"{race}.state", f"{other}.state")
    for path, restore in ((race, True), (other, False)):
        for _ in range(2):  # the second undo has no state before it kept: it replays
            with Table.locked(path, restore=restore) as table:
                table.undo() if command == "undo" else table.act(command, [], confirmed=True)
    assert race.read_bytes() == other.read_bytes()
    assert race.with_name("game.pnp.state").read_bytes() == other.with_name("other.pnp.state").read_bytes()


def test_a_state_kept_without_the_sizes_still_restores_the_events(race):
    text = race.with_name("game.pnp.state").read_text(encoding="utf-8")
    head, _, rest = text.partition("\n")
    race.with_name("game.pnp.state").write_text(head.replace('"sizes":', '"sizes_before":') + "\n" + rest,
                                                encoding="utf-8")
    replayed = Table.open(race).history
    with Table.locked(race, restore=True) as table:
        assert table.history == replayed


_EVENTS = st.lists(st.lists(st.builds(Event, st.sampled_from(["roll", "move", "тупик"]),
                                      st.dictionaries(st.text(max_size=3), st.integers() | st.text(max_size=4),
                                                      max_size=3),
                                      st.text(max_size=5)), max_size=3), min_size=1, max_size=6)


@given(_EVENTS)
def test_the_kept_texts_are_each_actions_events_as_written(history):
    log = EventLog(history)
    data = state_data("race", 1, "1-00000000", {"current": None, "over": False, "commands": [], "game": {}},
                      events=log.lines())
    head = read_head(data, "race", 1, "1-00000000")
    texts = kept_texts(head, data, len(history))
    assert texts == log.lines()
    assert EventLog.kept(texts) == [tuple(events) for events in history]
    assert kept_texts(head, data, len(history) + 1) is None  # another log's count
    head["sizes"] = [*head["sizes"][:-1], head["sizes"][-1] + 1]
    assert kept_texts(head, data, len(history)) is None  # sizes that do not cut the line into items


def test_the_engine_codec_takes_plain_items_without_a_call_each(monkeypatch):
    """A kept engine state's lists, mappings and state classes' fields are mostly numbers
    and texts: those are written and read as they are, one call for the container, not one
    for each item (Amber's ~1,300 a state)."""
    import pnpkit.referee.engine_state as codec

    value = {"scores": [1, 2, 3] * 100, "names": ("Аня", None, True), "turn": 3, "who": "Аня",
             "event": Event("moved", {"to": "field.x", "steps": 4}, "rule.move")}
    calls = {"encode": 0, "decode": 0}
    for name in calls:
        real = getattr(codec, name)
        monkeypatch.setattr(codec, name, lambda *a, real=real, name=name: calls.__setitem__(name, calls[name] + 1)
                            or real(*a))
    data = codec.encode(value, {})
    assert codec.decode(data, {}, "pnpkit") == value
    assert calls == {"encode": 5, "decode": 5}  # the dict, the list, the tuple, the event and its data

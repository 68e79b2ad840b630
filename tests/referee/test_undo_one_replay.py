"""A one-shot ``referee undo`` replays the log once: the state before the last action is
kept on the way (Table._replayed replays in two steps), and what it leaves — the state,
the events of each action, the file, the view kept beside it — is what a fresh replay gives."""

import pytest
from counter_game import GAME_ID, REFEREE

from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader


@pytest.fixture
def played(tmp_path):
    table = Table.new(tmp_path / "game.pnp", SessionHeader(GAME_ID, 7, (Player("Аня"), Player("Boris")), "long"))
    for _ in range(5):
        table.act("move")
    table.act("pass")
    return table.file.path


def _counting(monkeypatch) -> list[int]:
    calls: list[int] = []
    new = REFEREE.new
    monkeypatch.setattr(REFEREE, "new", lambda header: calls.append(1) or new(header))
    return calls


def test_an_undo_replays_the_log_once(played, monkeypatch):
    calls = _counting(monkeypatch)
    with Table.locked(played) as table:
        table.undo()
    assert len(calls) == 1  # the opening replay only (two before: the undo replayed again)


@pytest.mark.parametrize("undos", [1, 2, 6])
def test_what_an_undo_leaves_is_what_a_replay_gives(played, undos):
    table = Table.open(played)
    for _ in range(undos):
        table.undo()
    fresh = Table.open(played)
    assert table.state == fresh.state and table.history == fresh.history
    assert table.file.actions == fresh.file.actions
    assert table.view() == fresh.view()


def test_an_undo_after_an_action_in_play_goes_back_to_before_it(played):
    table = Table.open(played)
    before = (table.state, list(table.history))
    table.act("move")
    table.undo()
    assert (table.state, table.history) == before

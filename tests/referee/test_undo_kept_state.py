"""A one-shot ``referee undo`` goes back to the state before the last action kept beside
the log (no replay), and what it leaves — the state, the events of each action, the file,
the view kept beside it — is what a fresh replay gives."""

import pytest
from counter_game import GAME_ID

from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader


@pytest.fixture
def played(tmp_path):
    table = Table.new(tmp_path / "game.pnp", SessionHeader(GAME_ID, 7, (Player("Аня"), Player("Boris")), "long"))
    for _ in range(5):
        table.act("move")
    table.act("pass")
    return table.file.path


def test_a_one_shot_undo_replays_nothing(tmp_path, monkeypatch):
    from pnpkit.referee.registry import load_referee

    players = (Player("Аня", None, "f"), Player("Борис"), Player("Вика", None, "f"))
    table = Table.new(tmp_path / "game.pnp", SessionHeader("race", 3, players))
    for _ in range(4):
        table.act("turn", [], confirmed=True)
    calls: list[int] = []
    referee = load_referee("race")
    new = referee.new
    monkeypatch.setattr(referee, "new", lambda header: calls.append(1) or new(header))
    with Table.locked(table.file.path, restore=True) as kept:
        kept.undo()
    assert not calls  # the states now and before the last action kept beside the log
    with Table.locked(table.file.path, restore=True) as kept:  # the one before that is not kept
        kept.undo()
    assert len(calls) == 1


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

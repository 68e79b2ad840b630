"""What a one-shot action writes: the log line synced (the one fsync), the kept state
beside it atomically but not synced — a crash may leave it stale or empty, which its
checks refuse (the log then replays), never a wrong answer."""

import os

import pytest

from pnpkit.referee.store import read_session_file
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader

PLAYERS = (Player("Аня", None, "f"), Player("Борис"), Player("Вика", None, "f"))


@pytest.fixture
def session(tmp_path):
    table = Table.new(tmp_path / "game.pnp", SessionHeader("race", 3, PLAYERS))
    for _ in range(3):
        table.act("turn", [], confirmed=True)
    return table.file.path


def _act(path):
    with Table.locked(path, restore=True) as table:
        outcome = table.act("turn", [], confirmed=True)
    return tuple(e.kind for e in outcome.events), table.state


def test_an_action_syncs_the_log_alone(session, monkeypatch):
    synced: list[int] = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: synced.append(fd) or real(fd))
    _act(session)
    assert len(synced) == 1  # the appended line; the kept state (and its folder) not
    assert Table._restored(read_session_file(session)) is not None  # and kept for the next one


@pytest.mark.parametrize("left", [b"", b"\0" * 64, None])
def test_a_kept_state_a_crash_left_is_not_used(session, tmp_path, left):
    """Empty, zeros (a rename that reached the disk before the data) or the one before."""
    import shutil

    twin = tmp_path / "twin"
    twin.mkdir()
    shutil.copy(session, twin / "game.pnp")
    shutil.copy(f"{session}.state", twin / "game.pnp.state")
    stale = (twin / "game.pnp.state").read_bytes()
    told = _act(session)
    shutil.copy(session, twin / "game.pnp")  # the log synced, the state not
    (twin / "game.pnp.state").write_bytes(stale if left is None else left)
    assert Table._restored(read_session_file(twin / "game.pnp")) is None
    assert _act(twin / "game.pnp") == _act(session) and told

"""The page's server reads the session from the engine's state kept beside the log, as
the CLI's one-shot writes do (a click late in a long game no longer replays the whole
log), and says exactly what a replay says: the same state, the same log; with the kept
state gone or spoiled it replays, and a click still works."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("starlette")
pytest.importorskip("starlette.testclient")

from live_game import new_session  # noqa: E402
from starlette.testclient import TestClient  # noqa: E402
from whole_games import AmberPolicy  # noqa: E402

from pnpkit.games.amber.amber_live import LIVE  # noqa: E402
from pnpkit.referee.server import ServeConfig, make_app, state_json  # noqa: E402
from pnpkit.referee.store import state_path  # noqa: E402
from pnpkit.referee.table import Table  # noqa: E402

SEED = 8


def _click(client, session, policy) -> None:
    words = policy.words(Table.open(session).state)
    command = {"no": ("choose", ["1"]), "yes": ("choose", ["2"])}.get(words[0], (words[0], words[1:]))
    reply = client.post("/act", json={"command": command[0], "args": command[1], "yes": True})
    assert reply.status_code == 200 and reply.json()["ok"], reply.text


def _as_replayed(session) -> dict:
    state = state_json(Table.open(session), LIVE, "ru", True)
    return json.loads(json.dumps({k: v for k, v in state.items() if k != "version"}))  # as sent


@pytest.mark.parametrize("kept", ["kept", "gone", "spoiled"])
def test_the_page_says_what_a_replay_says(tmp_path, kept):
    session = new_session(tmp_path / "game.pnp", SEED)
    client = TestClient(make_app(ServeConfig(session, "ru"), LIVE), base_url="http://127.0.0.1:8765")
    policy = AmberPolicy(SEED)
    for n in range(24):
        if n == 12 and kept != "kept":  # the kept state taken away or spoiled halfway
            kept_file = state_path(session)
            assert kept_file.exists()
            kept_file.unlink() if kept == "gone" else kept_file.write_text("{not json", encoding="utf-8")
        _click(client, session, policy)
        shown = {k: v for k, v in client.get("/state.json").json().items() if k != "version"}
        assert shown == _as_replayed(session), f"after action {n + 1}"
    for n in range(3):  # the page's undo, from the state kept before the last action
        assert client.post("/undo").json()["ok"]
        shown = {k: v for k, v in client.get("/state.json").json().items() if k != "version"}
        assert shown == _as_replayed(session), f"after undo {n + 1}"
    assert len(Table.open(session).actions) == 21
    Table.open(session).verify()

"""The live page's server against hostile requests (issue #27.6–7): bodies capped at
64 kB and typed lines at 1 kB, parsing off the event loop, a malformed request of any
shape answered 400 with one line (never 500), ``Host`` checked against the names the
server answers to (DNS rebinding), and no framing by another site."""

from __future__ import annotations

import asyncio
import json

import pytest

pytest.importorskip("starlette")
pytest.importorskip("starlette.testclient")

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from live_game import new_session  # noqa: E402
from starlette.testclient import TestClient  # noqa: E402

from pnpkit.games.amber.amber_live import LIVE  # noqa: E402
from pnpkit.referee import server  # noqa: E402
from pnpkit.referee.requests import MAX_BODY, MAX_LINE, host_allowed  # noqa: E402
from pnpkit.referee.server import ServeConfig, make_app  # noqa: E402
from pnpkit.referee.table import Table  # noqa: E402

BASE = "http://127.0.0.1:8765"


def client_for(path, locale: str = "ru", **extra) -> TestClient:
    return TestClient(make_app(ServeConfig(path, locale, **extra), LIVE), base_url=BASE,
                      raise_server_exceptions=False)


@pytest.fixture
def session(tmp_path):
    return new_session(tmp_path / "game.pnp")


def one_line(reply) -> str:
    error = reply.json()["error"]
    assert error and "\n" not in error and "Traceback" not in error
    return error


def test_a_body_over_the_cap_is_refused_unread(session):
    client = client_for(session)
    big = json.dumps({"line": "roll " + "x" * (2 * MAX_BODY)})
    reply = client.post("/act", content=big, headers={"content-type": "application/json"})
    assert reply.status_code == 413 and "65536" in one_line(reply)
    deep = b"[" * 100_000 + b"]" * 100_000
    assert client.post("/act", content=deep, headers={"content-type": "application/json"}).status_code == 413

    read = []

    def chunks():  # no Content-Length: the cap holds as the body streams in
        for _ in range(64):
            read.append(1)
            yield b" " * 16384

    reply = client.post("/act", content=chunks(), headers={"content-type": "application/json"})
    assert reply.status_code == 413
    assert Table.open(session).actions == ()


def test_a_long_command_line_is_refused(session):
    client = client_for(session, "en")
    reply = client.post("/act", json={"line": "roll " + "a" * MAX_LINE})
    assert reply.status_code == 400 and "1024 characters" in one_line(reply)
    assert Table.open(session).actions == ()


@pytest.mark.parametrize("body", [
    b"", b"not json", b"\xff\xfe", b"[]", b"5", b"null", b'"roll"',
    b"[" * 30000 + b"]" * 30000,                        # deep, and still under the cap
    b'{"a":' * 10000 + b"1" + b"}" * 10000,
    json.dumps({"command": 5}).encode(),
    json.dumps({"command": ""}).encode(),
    json.dumps({"command": "roll", "args": "x"}).encode(),
    json.dumps({"command": "roll", "args": [[1]]}).encode(),
    json.dumps({"command": "roll", "args": [True]}).encode(),
    json.dumps({"command": "roll", "args": ["x"] * 100}).encode(),
    json.dumps({"command": "roll", "player": 3}).encode(),
    json.dumps({"command": "roll", "dice": [0]}).encode(),
    json.dumps({"command": "roll", "dice": [True]}).encode(),
    json.dumps({"command": "roll", "dice": {"a": 1}}).encode(),
    json.dumps({"command": "roll", "dice": [10 ** 30]}).encode(),
    json.dumps({"command": "roll", "yes": "yes"}).encode(),
    json.dumps({"line": 5}).encode(),
    json.dumps({"line": ["roll"]}).encode(),
])
def test_a_malformed_act_is_400_with_one_line(session, body):
    reply = client_for(session).post("/act", content=body, headers={"content-type": "application/json"})
    assert reply.status_code == 400, reply.text
    one_line(reply)
    assert Table.open(session).actions == ()


def test_dice_given_as_a_list_are_dice(session):
    """``{"command": "turn", "dice": [5]}`` answered 500: a list of dice is dice, and a
    command the game does not have is a refusal in words."""
    client = client_for(session)
    reply = client.post("/act", json={"command": "turn", "dice": [5]})
    assert reply.status_code == 409, reply.text
    one_line(reply)
    reply = client.post("/act", json={"command": "roll", "dice": [5]})
    assert reply.status_code == 200 and reply.json()["ok"], reply.text
    assert Table.open(session).actions[-1].command == "roll"


def test_parsing_runs_off_the_event_loop(session, monkeypatch):
    seen = []
    parse = server.parsed_action

    def spy(raw):
        try:
            asyncio.get_running_loop()
            seen.append("on the loop")
        except RuntimeError:
            seen.append("in a worker")
        return parse(raw)

    monkeypatch.setattr(server, "parsed_action", spy)
    assert client_for(session).post("/act", json={"line": "roll"}).status_code == 200
    assert seen == ["in a worker"]


@pytest.mark.parametrize(("host", "ok"), [
    ("127.0.0.1:8765", True), ("localhost:8765", True), ("[::1]:8765", True), ("192.168.1.20:8765", True),
    ("LOCALHOST", True), ("table.localhost:8765", True), ("evil.example:8765", False),
    ("evil.example", False), ("127.0.0.1.evil.example", False), ("", False),
])
def test_host_names_the_server(host, ok):
    assert host_allowed(host, frozenset()) is ok


def test_a_rebound_name_gets_nothing(session):
    client = client_for(session)
    for path in ("/", "/state.json", "/board/main.svg", "/events"):
        reply = client.get(path, headers={"host": "attacker.example:8765"})
        assert reply.status_code == 400 and "attacker.example" in one_line(reply), path
    reply = client.post("/act", json={"command": "roll"}, headers={"host": "attacker.example:8765",
                                                                   "origin": "http://attacker.example:8765"})
    assert reply.status_code == 400
    assert Table.open(session).actions == ()
    named = client_for(session, names=frozenset({"table-pc.local"}))
    assert named.get("/state.json", headers={"host": "table-pc.local:8765"}).status_code == 200


def test_served_names_follow_the_host(tmp_path):
    config = ServeConfig.for_host(tmp_path / "g.pnp", "0.0.0.0", "ru")
    import socket

    assert socket.gethostname().lower() in config.names
    assert ServeConfig.for_host(tmp_path / "g.pnp", "127.0.0.1", "ru").names == frozenset({"127.0.0.1"})


def test_no_site_may_frame_the_page(session):
    client = client_for(session)
    for path in ("/", "/state.json", "/static/page.js", "/nowhere"):
        reply = client.get(path)
        assert reply.headers["x-frame-options"] == "DENY", path
        assert "frame-ancestors 'none'" in reply.headers["content-security-policy"], path


_json = st.recursive(
    st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.floats(allow_nan=False)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12)
_bodies = st.one_of(
    st.fixed_dictionaries({}, optional={"command": _json | st.sampled_from(["roll", "move", "choose", "undo"]),
                                        "args": _json, "player": _json, "dice": _json, "yes": _json,
                                        "line": _json | st.sampled_from(["roll", 'move "x', "choose 1 --dice 9"])}),
    _json)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(body=_bodies)
def test_no_request_body_is_an_internal_error(session, body):
    reply = client_for(session).post("/act", content=json.dumps(body).encode(),
                                     headers={"content-type": "application/json"})
    assert reply.status_code in (200, 400, 409), (body, reply.status_code, reply.text[:300])
    if reply.status_code != 200:
        one_line(reply)

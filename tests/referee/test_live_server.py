"""The live board page's server (Starlette TestClient): state.json, acting through the
same Table as the CLI, the token beyond loopback, and the change events."""

from __future__ import annotations

import asyncio
import json
import xml.etree.ElementTree as ET

import pytest

pytest.importorskip("starlette")
pytest.importorskip("starlette.testclient")  # httpx2 or httpx, whichever Starlette uses

from live_game import PLAYERS, fight_turn, new_session, question_turn  # noqa: E402
from starlette.testclient import TestClient  # noqa: E402
from typer.testing import CliRunner  # noqa: E402

from pnpkit.cli.app import get_app  # noqa: E402
from pnpkit.games.amber.amber_live import LIVE  # noqa: E402
from pnpkit.referee.server import ServeConfig, change_events, file_stamp, make_app  # noqa: E402
from pnpkit.referee.table import Table  # noqa: E402


def client_for(path, *, token: bool = False, locale: str = "ru", **extra) -> TestClient:
    config = ServeConfig(path, locale, "s3cret-key", token, **extra)
    return TestClient(make_app(config, LIVE), base_url="http://127.0.0.1:8765")


@pytest.fixture
def session(tmp_path):
    return new_session(tmp_path / "game.pnp")


def test_state_json_names_players_fields_and_turn(session):
    state = client_for(session).get("/state.json").json()
    table = Table.open(session)
    assert [p["name"] for p in state["players"]] == list(PLAYERS)
    assert [p["field"] for p in state["players"]] == [p.position for p in table.state.game.players]
    assert all(p["place_name"] and not p["place_name"].startswith("field.") for p in state["players"])
    assert state["turn"] == table.referee.current_player(table.state) and state["over"] is False and state["can_act"] is True
    assert state["legal_moves"] == []
    assert [c["command"] for c in state["choices"] if c["primary"]] == ["roll"]
    assert state["title"] == "«Корона Эмбера»"
    assert state["version"] == file_stamp(session)


def test_a_whole_turn_through_the_page_is_logged_like_the_cli(session):
    seed, dest = fight_turn()
    client = client_for(session)
    reply = client.post("/act", json={"command": "roll"})
    assert reply.status_code == 200 and reply.json()["ok"], reply.text
    state = client.get("/state.json").json()
    moves = {m["field"]: m for m in state["legal_moves"]}
    assert dest in moves and moves[dest]["command"] == "move"
    assert all(m["routes"] and m["routes"][0][-1] == m["name"] for m in moves.values())
    assert all(f'data-field="{f}"' in state["overlays"]["main"] for f in moves)
    assert client.post("/act", json=moves[dest]).json()["ok"]
    state = client.get("/state.json").json()
    assert [c["command"] for c in state["choices"]] == ["resolve"]
    assert client.post("/act", json={"command": "resolve"}).json()["ok"]
    state = client.get("/state.json").json()
    fight = state["fight"]
    assert fight is not None and abs(fight["win"] + fight["draw"] + fight["loss"] - 1) < 1e-9
    assert set(fight["exact"]) == {"win", "draw", "loss"} and "/" in fight["exact"]["win"]
    assert [c["command"] for c in state["choices"]] == ["fight"]
    # the file is the CLI's: the same actions, and it replays
    table = Table.open(session)
    assert [(a.command, a.args) for a in table.actions] == [("roll", ()), ("move", (dest,)),
                                                             ("resolve", ())]
    table.verify()
    # the log speaks the page's language: Russian command names, the field by its name
    field = LIVE.referee.names("ru")[dest]
    assert [e["title"] for e in state["log"]] == ["#1 бросок", f"#2 идти {field}", "#3 выполнить"]


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_a_question_is_a_button_per_answer(tmp_path, locale):
    seed, dest = question_turn()
    session = new_session(tmp_path / "game.pnp", seed)
    client = client_for(session, locale=locale)
    for body in ({"command": "roll"}, {"command": "move", "args": [dest]}, {"command": "resolve"}):
        assert client.post("/act", json=body).json()["ok"]
    state = client.get("/state.json").json()
    table = Table.open(session)
    options = table.state.pending.pause.options
    assert [c["args"] for c in state["choices"]] == [[str(n)] for n in range(1, len(options) + 1)]
    assert state["prompt"] and all(c["label"] for c in state["choices"])
    labels = " ".join(c["label"] for c in state["choices"]) + " ".join(state["prompt"])
    assert not any(prefix in labels for prefix in ("card.", "field.", "item.", "traveller."))
    if locale == "en":  # the players' own names aside
        for name in PLAYERS:
            labels = labels.replace(name, "")
        assert not any("а" <= ch <= "я" for ch in labels.lower()), labels
    reply = client.post("/act", json=state["choices"][0])
    assert reply.json()["ok"], reply.text
    assert Table.open(session).actions[-1].command == "choose"


def test_a_refused_action_is_one_line_in_the_sessions_language(session):
    client = client_for(session)
    reply = client.post("/act", json={"command": "move", "args": ["field.nowhere"]})
    assert reply.status_code == 409
    error = reply.json()["error"]
    assert "\n" not in error and "Traceback" not in error and any("а" <= ch <= "я" for ch in error)
    english = client_for(session, locale="en").post("/act", json={"command": "resolve"})
    assert english.status_code == 409 and not any("а" <= ch <= "я" for ch in english.json()["error"])
    assert Table.open(session).actions == ()


def test_a_typed_line_runs_like_play(session):
    client = client_for(session)
    reply = client.post("/act", json={"line": "roll --player Аня"})
    assert reply.json()["ok"] and reply.json()["title"] == "#1 Аня: бросок"
    assert client.post("/act", json={"line": 'roll "2d6'}).status_code == 409
    assert client.post("/undo").json()["ok"]
    assert Table.open(session).actions == ()
    assert client.post("/act", json={"line": "бросок"}).json()["ok"]
    assert client.post("/act", json={"line": "отмена"}).json()["ok"]
    assert Table.open(session).actions == ()


def test_a_command_typed_in_a_terminal_shows_on_the_page(session):
    client = client_for(session)
    before = client.get("/state.json").json()
    result = CliRunner().invoke(get_app(), ["referee", "roll", "--file", str(session)])
    assert result.exit_code == 0, result.output
    after = client.get("/state.json").json()
    assert after["version"] != before["version"] and after["actions"] == 1
    assert after["legal_moves"] and after["log"][-1]["title"] == "#1 бросок"


def test_beyond_loopback_only_the_token_acts(session):
    client = client_for(session, token=True)
    assert client.get("/state.json").json()["can_act"] is False
    page = client.get("/")
    assert page.status_code == 200 and 'data-can-act="no"' in page.text and 'id="command"' not in page.text
    refused = client.post("/act", json={"command": "roll"})
    assert refused.status_code == 403 and Table.open(session).actions == ()
    wrong = client.post("/act?token=guess", json={"command": "roll"})
    assert wrong.status_code == 403
    assert client.post("/act", json={"command": "roll"},
                       headers={"x-pnpkit-token": "s3cret-key"}).json()["ok"]
    # the link with the token leaves a cookie: later requests act without it
    holder = client_for(session, token=True)
    page = holder.get("/?token=s3cret-key")
    assert 'data-can-act="yes"' in page.text and "pnpkit_token" in page.headers["set-cookie"]
    assert holder.get("/state.json").json()["can_act"] is True
    assert holder.post("/undo").json()["ok"]


def test_another_site_may_not_act(session):
    client = client_for(session)
    reply = client.post("/act", json={"command": "roll"}, headers={"origin": "http://evil.example"})
    assert reply.status_code == 403 and Table.open(session).actions == ()
    ok = client.post("/act", json={"command": "roll"}, headers={"origin": "http://127.0.0.1:8765"})
    assert ok.json()["ok"]


def test_the_page_and_the_board_picture(session):
    client = client_for(session, locale="en")
    page = client.get("/")
    assert page.status_code == 200 and '<html lang="en">' in page.text
    assert 'src="board/main.svg"' in page.text and 'src="board/kingdom.svg"' in page.text
    board = client.get("/board/main.svg")
    assert board.headers["content-type"].startswith("image/svg+xml")
    ET.fromstring(board.content)  # well-formed
    assert client.get("/board/nowhere.svg").status_code == 404
    assert client.get("/static/page.js").status_code == 200


def test_events_stream_the_file_stamp(session):
    client = client_for(session, stream_seconds=0)
    body = client.get("/events").text
    assert body.startswith("retry: ") and f"event: change\ndata: {file_stamp(session)}\n\n" in body


def test_change_events_follow_the_stamp():
    stamps = iter(["a", "a", "b", "b", "c"])
    seen = []

    async def never() -> bool:
        return False

    async def collect():
        async for chunk in change_events(lambda: next(stamps), 0, 1e9, never):
            seen.append(chunk)
            if chunk.endswith("data: c\n\n"):
                return

    asyncio.run(collect())
    assert [c for c in seen if c.startswith("event:")] == [
        "event: change\ndata: a\n\n", "event: change\ndata: b\n\n", "event: change\ndata: c\n\n"]


def test_still_picture_has_every_piece_and_is_deterministic(session, tmp_path):
    runner = CliRunner()
    out = [tmp_path / "a.svg", tmp_path / "b.svg"]
    for path in out:
        result = runner.invoke(get_app(), ["referee", "board", "--file", str(session), "-o", str(path)])
        assert result.exit_code == 0, result.output
    assert out[0].read_bytes() == out[1].read_bytes()
    root = ET.fromstring(out[0].read_bytes())
    pieces = [g for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("class", "").startswith("piece")]
    assert sorted(g.get("data-player") for g in pieces) == sorted(PLAYERS)
    result = runner.invoke(get_app(), ["referee", "board", "--file", str(session), "-o",
                                       str(tmp_path / "c.svg"), "--board", "moon"])
    assert result.exit_code == 2 and "moon" in result.output and not (tmp_path / "c.svg").exists()


def test_state_json_is_plain_json(session):
    text = client_for(session).get("/state.json").text
    assert json.loads(text)["game"] == "amber"


def test_a_game_without_a_board_is_served_as_text(tmp_path):
    from pnpkit.rules.session import Player, SessionHeader

    path = tmp_path / "counter.pnp"
    Table.new(path, SessionHeader("test-counter", 4, (Player("Аня"), Player("Борис")), "short"))
    client = TestClient(make_app(ServeConfig(path, "en"), None), base_url="http://127.0.0.1:8765")
    page = client.get("/")
    assert page.status_code == 200 and 'id="status"' in page.text and "board/" not in page.text
    state = client.get("/state.json").json()
    assert [p["name"] for p in state["players"]] == ["Аня", "Борис"] and state["status"]
    assert state["legal_moves"] == [] and state["overlays"] == {}
    assert [c["command"] for c in state["choices"]][:1] == ["move"]  # the plain commands: buttons
    assert client.post("/act", json=state["choices"][0]).json()["ok"]
    assert client.get("/state.json").json()["log"][0]["title"].startswith("#1")


def test_the_printed_address(tmp_path):
    from pnpkit.referee.server import page_url

    local = ServeConfig.for_host(tmp_path / "g.pnp", "127.0.0.1", "ru")
    assert not local.need_token and page_url("127.0.0.1", 8765, local) == "http://127.0.0.1:8765/"
    lan = ServeConfig.for_host(tmp_path / "g.pnp", "0.0.0.0", "ru")
    url = page_url("0.0.0.0", 8765, lan)
    assert lan.need_token and len(lan.token) >= 20 and url.endswith(f":8765/?token={lan.token}")
    assert "0.0.0.0" not in url  # a phone needs this machine's address, not the wildcard
    assert ServeConfig.for_host(tmp_path / "g.pnp", "0.0.0.0", "ru").token != lan.token


@pytest.mark.parametrize("locale, title", [("ru", "Гонка"), ("en", "The Race")])
def test_a_game_without_a_live_board_is_titled_by_its_name_not_its_id(tmp_path, locale, title):
    from pnpkit.rules.session import Player, SessionHeader

    path = tmp_path / "game.pnp"
    Table.new(path, SessionHeader("race", 1, (Player("Аня", None), Player("Борис", None), Player("Вика", None))))
    config = ServeConfig(path, locale, "s3cret-key", False)
    state = TestClient(make_app(config, None), base_url="http://127.0.0.1:8765").get("/state.json").json()
    assert state["title"] == title and state["status"]


def test_the_page_speaks_of_each_player_in_their_gender_on_every_request(tmp_path):
    # «Аня (выбыл)» on the page: a session read once is not read again while unchanged,
    # and each request has a context of its own, so the genders the reading set were gone
    import contextvars

    from pnpkit.referee.server import state_json
    from pnpkit.rules.session import Player, SessionHeader

    players = (Player("Аня", None, "f"), Player("Борис", None, "m"))
    table = Table.new(tmp_path / "game.pnp", SessionHeader("amber", 3, players))
    table.state.game.players[0].board = "out"
    state = contextvars.Context().run(state_json, table, LIVE, "ru", True)
    assert "выбыла" in state["players"][0]["notes"], state["players"][0]["notes"]

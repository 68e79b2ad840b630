"""The preview page's server: its state, its pictures by name only, and nothing for a
request naming another host."""

from __future__ import annotations

import pytest
from preview_game import new_game

pytest.importorskip("starlette")
from starlette.testclient import TestClient  # noqa: E402

from pnpkit.preview.app import Preview, make_app, watched  # noqa: E402


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    preview = Preview(new_game(tmp_path_factory.mktemp("preview") / "mygame"))
    preview.start()
    with TestClient(make_app(preview, watch=False), base_url="http://127.0.0.1:8766") as c:
        yield c


def test_the_state_lists_every_part_with_its_pictures(client):
    state = client.get("/state.json").json()
    assert state["locale"] == "ru" and state["locales"] == ["ru", "en"]
    assert [s["part"] for s in state["sections"]][0] == "main-deck"
    first = state["sections"][0]["pictures"][0]
    assert first["label"] == "Wolf" and first["side"] == "front"
    picture = client.get(first["url"])
    assert picture.status_code == 200 and picture.headers["content-type"] == "image/png"


def test_another_locale_is_drawn_on_asking_and_an_unknown_one_refused(client):
    assert client.get("/state.json?locale=en").json()["locale"] == "en"
    assert client.get("/state.json?locale=xx").status_code == 404


def test_a_request_naming_another_host_is_refused(client):
    assert client.get("/state.json", headers={"host": "evil.example"}).status_code == 400
    assert client.get("/", headers={"host": "localhost:8766"}).status_code == 200


@pytest.mark.parametrize("path", ["/picture/../../../etc/passwd", "/picture/%2e%2e/game.yaml",
                                  "/static/../render.py", "/static/index.html", "/game.yaml",
                                  "/picture/main-deck/nothing/front"])
def test_no_file_is_served_by_its_path(client, path):
    answer = client.get(path)
    assert answer.status_code == 404
    assert b"game:" not in answer.content and b"root:" not in answer.content


def test_the_page_and_its_assets_are_served_with_a_strict_policy(client):
    page = client.get("/")
    assert "default-src 'self'" in page.headers["content-security-policy"]
    assert client.get("/static/page.js").headers["content-type"].startswith("text/javascript")


@pytest.mark.parametrize(("path", "seen"), [
    ("/g/cards.csv", True), ("/g/locales/en.po", True), ("/g/art/wolf.png", True),
    ("/g/.cards.csv.swp", False), ("/g/cards.csv~", False), ("/g/output/g/ru/deck.pdf", False),
    ("/g/.git/index", False), ("/g/notes.txt", False)])
def test_the_watcher_follows_the_game_files_only(path, seen):
    assert watched(None, path) is seen

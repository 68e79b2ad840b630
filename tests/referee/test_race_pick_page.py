"""Issue #31: the race's obstacle that asks whom to pick had no buttons on the live page
(only a typed «ход ИМЯ» answered it).  Every question the referee asks is answerable by
clicks, each answer with the facts to choose by."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette")
pytest.importorskip("starlette.testclient")

from starlette.testclient import TestClient  # noqa: E402

from pnpkit.referee.server import ServeConfig, make_app  # noqa: E402
from pnpkit.referee.table import Table  # noqa: E402
from pnpkit.rules.commands import NeedsAnswer  # noqa: E402
from pnpkit.rules.session import Player, SessionHeader  # noqa: E402

PLAYERS = (Player("Аня", None, "f"), Player("Борис", None, "m"), Player("Вика", None, "f"))
#: seed 1: Борис's 77th turn lands on square 51, «Провал плана» (he and a player he names go back 10)
SEED, BEFORE = 1, 76


@pytest.fixture(scope="module")
def at_the_pick(tmp_path_factory):
    path = tmp_path_factory.mktemp("race") / "game.pnp"
    table = Table.new(path, SessionHeader("race", SEED, PLAYERS))
    for _ in range(BEFORE):
        table.act("turn", [])
    return path


def test_the_pick_is_a_question_with_an_answer_per_player(at_the_pick):
    table = Table.open(at_the_pick)
    with pytest.raises(NeedsAnswer) as asked:
        table.act("turn", [])
    need = asked.value
    assert "«ход ИМЯ»" in need.text("ru")  # a terminal is still told how to type it
    assert need.question("ru").endswith("Препятствие просит выбрать игрока — кого?")
    assert "«Провал плана»" in need.question("ru") and "ход ИМЯ" not in need.question("ru")
    assert "“The plan fails”" in need.question("en")
    assert [(a.command, a.args) for a in need.answers] == [("turn", ("Аня",)), ("turn", ("Вика",))]
    # the facts: where the pick sends each one
    assert [a.label("ru") for a in need.answers] == ["Аня: клетка 39 → клетка 29", "Вика: клетка 48 → клетка 38"]
    assert [a.label("en") for a in need.answers] == ["Аня: square 39 → square 29", "Вика: square 48 → square 38"]


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_the_page_gets_the_answers_as_buttons_and_a_button_plays_the_turn(at_the_pick, tmp_path, locale):
    path = tmp_path / "game.pnp"
    path.write_bytes(at_the_pick.read_bytes())
    client = TestClient(make_app(ServeConfig(path, locale), None), base_url="http://127.0.0.1:8765")
    reply = client.post("/act", json={"command": "turn"})
    assert reply.status_code == 409
    data = reply.json()
    assert data["ok"] is False and data["question"] and "NAME" not in data["question"]
    assert [(c["command"], c["args"]) for c in data["choices"]] == [("turn", ["Аня"]), ("turn", ["Вика"])]
    assert data["choices"][1]["label"] == ("Вика: клетка 48 → клетка 38" if locale == "ru" else "Вика: square 48 → square 38")
    assert len(Table.open(path).actions) == BEFORE  # nothing logged by the question
    answered = client.post("/act", json=data["choices"][1])
    assert answered.status_code == 200 and answered.json()["ok"], answered.text
    last = Table.open(path).actions[-1]
    assert (last.command, list(last.args)) == ("turn", ["Вика"])


def test_the_page_script_shows_answers_as_buttons():
    from pnpkit.referee.server import PAGE

    script = (PAGE / "static" / "page.js").read_text(encoding="utf-8")
    assert "data.choices) askQuestion(data.question, data.choices)" in script

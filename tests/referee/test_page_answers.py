"""Issue #31: every question the referee asks is answerable by clicks on the live page,
each answer with its facts.  Fighting Fantasy's «Test your Luck?» in a fight had one
button (test) while declining had to be typed (`luck no`); the race's button read as the
command's help («… (NAME: whom to pick if asked)»)."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("starlette")
pytest.importorskip("starlette.testclient")

from starlette.testclient import TestClient  # noqa: E402

from pnpkit.referee.server import ServeConfig, make_app, state_json  # noqa: E402
from pnpkit.referee.table import Table  # noqa: E402
from pnpkit.rules.session import Player, SessionHeader  # noqa: E402


def _in_a_fight(path, locale: str) -> Table:
    """Аня (SKILL 11) against an orc: the first round wounds one of them (seed 3)."""
    table = Table.new(path, SessionHeader("fighting-fantasy", 3, (Player("Аня", "11/20/9", "f"),), locale=locale))
    table.act("fight", ["--enemy", "Орк:6:5"])
    assert table.state.fight is not None and table.state.fight.pending
    return table


def _choices(table: Table, locale: str) -> list[dict]:
    """The buttons as the page receives them (JSON: tuples arrive as lists)."""
    return json.loads(json.dumps(state_json(table, None, locale, True)))["choices"]


@pytest.mark.parametrize(("locale", "test", "skip"), [
    ("ru", "Испытать удачу (УДАЧА −1): победа ", "Не испытывать: победа "),
    ("en", "Test your Luck (LUCK −1): win ", "Do not test: win "),
])
def test_the_luck_question_is_two_buttons_with_the_chance_to_win(tmp_path, locale, test, skip):
    table = _in_a_fight(tmp_path / "game.pnp", locale)
    choices = _choices(table, locale)
    assert [(c["command"], c["args"]) for c in choices] == [("luck", []), ("luck", ["нет"])]
    assert choices[0]["label"].startswith(test) and choices[1]["label"].startswith(skip), choices
    assert "%" in choices[0]["label"] and "%" in choices[1]["label"]


def test_the_decline_button_declines(tmp_path):
    path = tmp_path / "game.pnp"
    _in_a_fight(path, "ru")
    client = TestClient(make_app(ServeConfig(path, "ru"), None), base_url="http://127.0.0.1:8765")
    decline = client.get("/state.json").json()["choices"][1]
    reply = client.post("/act", json=decline)
    assert reply.status_code == 200 and reply.json()["ok"], reply.text
    table = Table.open(path)
    assert (table.actions[-1].command, list(table.actions[-1].args)) == ("luck", ["нет"])
    assert table.state.hero.luck.current == 9  # not tested: no LUCK spent


def test_out_of_a_fight_the_plain_commands_are_the_buttons(tmp_path):
    table = Table.new(tmp_path / "game.pnp", SessionHeader("fighting-fantasy", 3, (Player("Аня", "11/20/9", "f"),)))
    assert [c["command"] for c in _choices(table, "ru")] == ["luck"]  # at full STAMINA a meal is wasted
    table.act("change", ["stamina", "-4"])
    assert [c["command"] for c in _choices(table, "ru")] == ["luck", "eat"]


@pytest.mark.parametrize(("locale", "label"), [("ru", "Бросить кубик: ходит Аня"), ("en", "Roll the die: Аня’s turn")])
def test_the_race_button_names_whose_turn_it_is(tmp_path, locale, label):
    players = (Player("Аня", None, "f"), Player("Борис", None, "m"), Player("Вика", None, "f"))
    table = Table.new(tmp_path / "game.pnp", SessionHeader("race", 3, players, locale=locale))
    assert _choices(table, locale) == [
        {"label": label, "command": "turn", "args": [], "primary": True}]

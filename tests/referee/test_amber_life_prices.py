"""#31.4: questions that sell ПЖ by the unit (the Infirmary, the capital's ПЖ for thalers
or points) show what each answer costs, not a bare «1 ПЖ, 2 ПЖ …»."""

from __future__ import annotations

import pytest
from deciders import as_events, scripted

from pnpkit.games.amber.rules.context import Ctx
from pnpkit.games.amber.rules.engine import new_game
from pnpkit.games.amber.rules.rules import ScriptedDice
from pnpkit.games.amber.rules.shops import op_infirmary
from pnpkit.referee.registry import load_referee
from pnpkit.rules.session import Event


@pytest.fixture(scope="module")
def referee():
    return load_referee("amber")


def _asked(referee, run) -> Event:
    rules = referee.rules("original")
    state = new_game(rules, [("Аня", "traveller.amazon"), ("Вика", "traveller.monk")], ScriptedDice([1] * 400))
    asked = []
    decide = scripted(asked=asked, note=as_events(["Аня", "Вика"]))
    run(Ctx(rules, state, ScriptedDice([]), decide, 0, []), state.players[0])
    return asked[0]


def test_the_infirmary_shows_what_each_healing_costs(referee):
    def at_the_infirmary(ctx, p):
        p.stats["life"], p.stats["thalers"] = 1, 10
        op_infirmary(ctx, {"up_to": 4, "price": 2})

    question = _asked(referee, at_the_infirmary)
    assert question.data["options"] == [0, 1, 2, 3] and question.data["info"]["each"] == 2
    ru, en = _labels(referee.describe([question], "ru")), _labels(referee.describe([question], "en"))
    assert "  1. 0 ПЖ" in ru and "  2. 1 ПЖ — 2 талера" in ru and "  4. 3 ПЖ — 6 талеров" in ru
    assert "  3. 2 LIFE — 4 thalers" in en


def test_the_capitals_life_for_points_is_priced_in_that_stat(referee):
    question = Event("question", {"player": "Аня", "question": "capital-points", "options": [0, 1, 2],
                                  "info": {"stat": "mind", "each": 5}, "players": ["Аня"]})
    assert "  3. 2 ПЖ — 10 ПУ" in _labels(referee.describe([question], "ru"))
    money = Event("question", {"player": "Аня", "question": "capital-money", "options": [0, 1],
                               "info": {"each": 20}, "players": ["Аня"]})
    assert "  2. 1 LIFE — 20 thalers" in _labels(referee.describe([money], "en"))


def _labels(lines: list[str]) -> list[str]:
    """The answers without what each does (said after « · », #31.3)."""
    return [line.split(" · ")[0] for line in lines]

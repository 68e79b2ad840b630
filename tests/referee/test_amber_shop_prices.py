"""Issue 18: a choice shows what it costs — the shop's question lists each thing with its
price — and offers only valid answers: what the player cannot afford is not offered."""

from __future__ import annotations

import pytest
from deciders import as_events, scripted

from pnpkit.games.amber.rules.context import Ctx
from pnpkit.games.amber.rules.engine import new_game
from pnpkit.games.amber.rules.rules import ScriptedDice
from pnpkit.games.amber.rules.shops import op_shop
from pnpkit.referee.registry import load_referee
from pnpkit.rules.session import Event


@pytest.fixture(scope="module")
def referee():
    return load_referee("amber")


def _shop_question(referee, thalers: int) -> Event:
    rules = referee.rules("original")
    state = new_game(rules, [("Аня", "traveller.amazon"), ("Вика", "traveller.monk")], ScriptedDice([1] * 400))
    state.players[0].stats["thalers"] = thalers
    asked = []
    decide = scripted(asked=asked, note=as_events(["Аня", "Вика"]))
    op_shop(Ctx(rules, state, ScriptedDice([]), decide, 0, []), "shop.bookshop")
    return asked[0]


def test_the_shop_lists_each_thing_with_its_price(referee):
    question = _shop_question(referee, 12)
    ru = referee.describe([question], "ru")
    en = referee.describe([question], "en")
    def line(lines, start):
        return next((x for x in lines if x.startswith(start)), None)

    # each thing with its price and what it does (#31.4)
    assert line(ru, "  2. Энциклопедия — 10 талеров · ") and line(ru, "  3. Букварь чародея — 12 талеров · ")
    assert line(en, "  2. Encyclopaedia — 10 thalers · ") and line(en, "  4. Book of Riddles — 8 thalers · ")
    assert "+2 ПУ" in line(ru, "  4. Сборник загадок")


def test_what_the_player_cannot_afford_is_not_offered(referee):
    question = _shop_question(referee, 9)
    assert question.data["options"] == [None, "item.riddle-book"]  # 10 and 12 are out of reach
    assert referee.describe([question], "ru")[2].startswith("  2. Сборник загадок — 8 талеров · Разгадки")

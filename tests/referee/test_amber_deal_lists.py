"""#31/#33: a deal's things are a list of the language — the English names with the
article the game's data gives them (content/amber/articles.yaml), joined as CLDR joins a
list (Babel's ``format_list``: «a and b», «a, b, and c»; «a и b», «a, b и c»)."""

from __future__ import annotations

import pytest
from babel.lists import format_list

from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules.referee_text_say import _Say
from pnpkit.rules.session import Event


def _deal(give, get=(), get_thalers=0):
    return Event("traded", {"player": "Аня", "with": "Гоша", "give": list(give), "get": list(get),
                            "get_thalers": get_thalers})


def test_an_english_deal_names_its_things_with_articles_and_joins_them_with_and():
    deal = _deal(["card.140", "item.colt", "item.helmet"], ["item.blaster"], 2)
    assert REFEREE.describe([deal], "en") == [
        "A deal: Аня gives No. 140 Horseshoe, the Colt, and the Helmet; Гоша gives the Blaster and 2 thalers."]
    assert REFEREE.describe([deal], "ru") == [
        "Сделка: Аня отдаёт №140 Подкову, Кольт и Шлем; Гоша отдаёт Бластер и 2 талера."]


def test_a_gift_of_two_things_reads_as_a_list():
    gift = _deal(["item.colt", "item.helmet"])
    assert REFEREE.describe([gift], "en") == [
        "A deal: Аня gives the Colt and the Helmet to Гоша, taking nothing in return."]


@pytest.mark.parametrize("locale", ["ru", "en"])
@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_lists_are_joined_as_babel_joins_them(locale, count):
    parts = ["альфа", "бета", "гамма", "дельта"][:count]
    assert _Say(REFEREE, locale).joined(parts) == format_list(parts, locale=locale)


def test_things_lost_are_a_list_too():
    lost = Event("lost_items", {"player": "Аня", "items": ["item.colt", "item.helmet", "item.blaster"]})
    assert REFEREE.describe([lost], "en") == ["Аня loses the Colt, the Helmet, and the Blaster."]
    assert REFEREE.describe([lost], "ru") == ["Аня лишается Кольта, Шлема и Бластера."]

"""Issue #31: English names of fields, items and travellers read as English in a sentence
(«Ann is at the Inn», «takes the Blaster», «becomes an Elf»), by a rule in the game's data
(content/amber/articles.yaml) as the Russian cases come from cases.yaml."""

from __future__ import annotations

import pytest

from pnpkit.games.amber.referee import REFEREE
from pnpkit.rules.messages import Named, Person, say

TABLE = {"en": {"at": "{player} is at {field:the}.", "as": "{player} becomes {who:a}."}}


@pytest.mark.parametrize(("ident", "form", "expected"), [
    ("field.savanna", "the", "the Savanna"), ("field.inn", "the", "the Inn"),
    ("field.kingdom-arena", "the", "the Arena"),          # «The Arena»: its own article, lowercased
    ("item.blaster", "the", "the Blaster"),
    ("traveller.elf", "a", "an Elf"), ("traveller.hussar", "a", "a Hussar"),
])
def test_the_data_gives_each_name_its_article(ident, form, expected):
    assert REFEREE.cases("en")[ident][form] == expected


def test_proper_names_and_numbered_places_take_none():
    forms = REFEREE.cases("en")
    assert "field.olympus-peak" not in forms and "field.kingdom-chamber-2" not in forms
    assert "card.015" not in forms  # a card is named with its number: «No. 15 Orc»


def test_a_message_asks_for_the_form_and_gets_the_name_where_there_is_none():
    inn = Named("Inn", REFEREE.cases("en")["field.inn"])
    assert say(TABLE, "at", "en", player="Ann", field=inn) == "Ann is at the Inn."
    assert say(TABLE, "at", "en", player="Ann", field="Mount Olympus") == "Ann is at Mount Olympus."
    assert say(TABLE, "as", "en", player="Ann", who=Named("Elf", {"a": "an Elf"})) == "Ann becomes an Elf."
    assert format(Person("Ann", "f"), "the") == "Ann"

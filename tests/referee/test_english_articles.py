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


@pytest.mark.parametrize(("kind", "data", "expected"), [
    ("moved", {"to": "field.inn"}, "Ann is at the Inn."),                   # was «Ann is on Inn.»
    ("moved", {"to": "field.olympus-peak"}, "Ann is at Mount Olympus."),
    ("moved_to", {"field": "field.savanna"}, "Ann is moved to the Savanna."),
    ("took_item", {"item": "item.blaster"}, "Ann takes the Blaster."),
    ("became", {"traveller": "traveller.elf"}, "Ann becomes an Elf."),
    ("skipped_field", {"field": "field.moneylender"}, "Ann leaves the Moneylender undone."),
])
def test_english_sentences_put_the_article_before_a_name(kind, data, expected):
    from pnpkit.rules.session import Event

    assert REFEREE.describe([Event(kind, {"player": "Ann", **data})], "en")[0] == expected


def test_the_russian_sentences_keep_their_quotes():
    from pnpkit.rules.session import Event

    assert REFEREE.describe([Event("moved", {"player": "Аня", "to": "field.inn"})], "ru")[0] == \
        "Аня на поле «Постоялый двор»."


def test_the_live_page_says_where_a_piece_is_going_in_english(tmp_path):
    from pnpkit.games.amber.amber_live import LIVE
    from pnpkit.games.amber.rules import engine
    from pnpkit.referee.table import Table
    from pnpkit.rules.session import Player, SessionHeader

    table = Table.new(tmp_path / "game.pnp", SessionHeader("amber", 5, (Player("Ann", None, "f"),), locale="en"))
    table.act("roll", [])
    if table.state.game.phase != "move":
        pytest.skip("seed 5: the first roll does not ask for a move")
    dest = sorted({m.dest for m in engine.moves_for(table.state.game)})[0]
    table.act("move", [dest])
    said = " ".join(LIVE.view(table.state, "en").prompt)
    assert f"Ann is going to {REFEREE.cases('en')[dest]['the']}." in said, said

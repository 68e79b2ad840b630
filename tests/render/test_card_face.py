"""Standard card faces from a loaded (fixture) game."""

from __future__ import annotations

from pathlib import Path

import pytest
from pdf_inspect import page_text

from pnpkit.readers.game_reader import load_game
from pnpkit.render.card_face import FaceSpec, deck_from_game, default_spec
from pnpkit.render.deck import DeckOptions, render_deck

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "demo"


def test_deck_from_game_prints_every_card_in_number_order():
    game = load_game(FIXTURE).game
    cards = deck_from_game(game, "adventure", spec_of=lambda c: default_spec(c, {}))
    assert [c.id for c in cards] == sorted(c.id for c in game.cards if c.deck == "adventure")
    result = render_deck(cards, DeckOptions())
    text = page_text(result.pdf.data, 0)
    for card in game.cards:
        assert card.name in text
    with pytest.raises(ValueError, match="no deck"):
        deck_from_game(game, "missing")


def test_default_spec_maps_model_stats_to_icons():
    game = load_game(FIXTURE).game
    spec = default_spec(game.card("card.001"), {game.card("card.001").kind: "Враг"})
    assert isinstance(spec, FaceSpec) and spec.stats == (("strength", 10),)
    assert spec.kind_label == "Враг" and spec.number == 1


def test_item_cards_and_catalogue_from_model_items():
    from dataclasses import dataclass

    from pnpkit.model.game import Item
    from pnpkit.render.card_face import item_cards
    from pnpkit.render.listing import catalogue_sections, render_listing

    @dataclass(frozen=True)
    class _Game:
        items: tuple

    game = _Game(items=(
        Item("i.sword", "weapon", "Меч", "Острый.", 10, attrs={"bonus": {"strength": 2},
                                                            "count": 3}),
        Item("i.map", "tool", "Карта", "Старая.", 4),
        Item("i.crown", "regalia", "Корона", "Не продаётся."),
    ))
    cards = item_cards(game)
    assert [c.id for c in cards] == ["i.sword#1", "i.sword#2", "i.sword#3", "i.map#1",
                                     "i.crown#1"]
    text = page_text(render_deck(cards, DeckOptions()).pdf.data, 0)
    assert "Меч" in text and "+2" in text and "Корона" in text
    sections = catalogue_sections(game, titles={"weapon": "Оружие"})
    assert [s.title for s in sections] == ["Оружие", "tool"]  # the crown has no price
    listing = page_text(render_listing(sections).data, 0)
    assert "Оружие".upper() in listing and "Карта" in listing

"""Standard character cards from (synthetic) model characters."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from pdf_inspect import page_text

from pnpkit.layout.paper import LARGE
from pnpkit.layout.textfit import FitError
from pnpkit.model.game import Character, Item
from pnpkit.render.character_face import characters_from_game, default_character_spec
from pnpkit.render.deck import DeckOptions, render_deck


@dataclass(frozen=True)
class _Game:
    title: str = "Дальний путь"
    characters: tuple = ()
    items: tuple = field(default_factory=tuple)


def _hero(i: int, abilities=("Видит в темноте.", "Дважды за игру перебрасывает кубик.")):
    return Character(
        id=f"hero.{i}", kind="hero", name=f"Герой {i}", text="Пришёл издалека.",
        stats={"strength": 3 + i, "mind": 2, "life": 5, "thalers": 10},
        abilities=abilities, items=("item.lamp",), attrs={"world": "mind"},
    )


GAME = _Game(characters=tuple(_hero(i) for i in range(3)),
             items=(Item(id="item.lamp", kind="item", name="Фонарь"),))


def test_character_cards_print_names_abilities_and_item_names():
    cards = characters_from_game(GAME, "hero")
    result = render_deck(cards, DeckOptions(card=LARGE))
    text = page_text(result.pdf.data, 0)
    for i in range(3):
        assert f"Герой {i}" in text
    assert "Фонарь" in text and "Видит в темноте." in text and "СПОСОБНОСТИ" in text


def test_default_spec_turns_stats_into_values_coins_and_tracks():
    spec = default_character_spec(GAME.characters[0], GAME)
    assert spec.stats == (("strength", 3), ("mind", 2), ("life", 5))
    assert spec.coins == 10 and spec.items == ("Фонарь",)
    assert [k for k, _ in spec.tracks] == ["strength", "mind", "life"]


def test_overlong_abilities_name_the_character_and_field():
    game = _Game(characters=(_hero(9, abilities=("очень длинная способность " * 120,)),))
    with pytest.raises(FitError, match=r"card=hero\.9 field=abilities"):
        render_deck(characters_from_game(game, "hero"), DeckOptions(card=LARGE))
    with pytest.raises(ValueError, match="no characters"):
        characters_from_game(game, "villain")


def test_the_back_carries_the_games_title_not_the_kinds_id():
    """A kind is an id of the data ('hero'): a Russian kit printed «HERO» on every back."""
    result = render_deck(characters_from_game(GAME, "hero"), DeckOptions(card=LARGE))
    back = page_text(result.pdf.data, 1)
    assert "ДАЛЬНИЙ ПУТЬ" in back and "HERO" not in back.upper()

"""The number on a card of a built-in layout is written the locale's way: «№12» in
Russian, "No. 12" in English (the English kit of a designer's game printed «№12»)."""

from pnpkit.i18n.strings import localize_card_numbers
from pnpkit.layout.card_layout import card_layout


def _number(layouts, name="card"):
    box = next(b for b in card_layout(name, layouts).front.boxes if b.name == "number")
    return box.what


def test_a_layout_extending_a_builtin_numbers_its_cards_in_english():
    layouts = {"card": {"extends": "poker", "boxes": {"text": {"size": [6, 10]}}}}
    assert _number(layouts) == "№{{ card.number }}"
    english = localize_card_numbers(layouts, "en")
    assert _number(english) == "No. {{ card.number }}"
    assert _number(english, "tarot") == "No. {{ card.number }}"  # a built-in used by name
    assert _number(localize_card_numbers(layouts, "de")) == "Nr. {{ card.number }}"
    for same in ("ru", "pseudo", "uk"):
        assert localize_card_numbers(layouts, same) == layouts


def test_a_number_template_of_the_game_s_own_is_kept():
    own = {"card": {"extends": "poker", "boxes": {"number": {"template": "#{{ card.number }}"}}},
           "poker": {"extends": "poker", "boxes": {"number": {"template": "Card {{ card.number }}"}}}}
    english = localize_card_numbers(own, "en")
    assert _number(english) == "#{{ card.number }}"
    assert _number(english, "poker") == "Card {{ card.number }}"
    # the game's own version of a built-in that leaves the number alone gets it in English
    plain = {"poker": {"extends": "poker", "background": "#eeeeee"}}
    english = localize_card_numbers(plain, "en")
    assert _number(english, "poker") == "No. {{ card.number }}"
    assert plain == {"poker": {"extends": "poker", "background": "#eeeeee"}}  # not changed in place

"""A traveller's lasting states as a table reads them (issue #31, words): «Вика сборщик
налогов идёт следом» had no verb linking it to Вика, «Аня сам называет бросок хода» spoke
to a woman as to a man, «Greg cannot leave their World» ignored the gender the session
knows, and «Гоша называет броски» said the opposite of №12 (the next player names them)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules.referee_words import STATUS_NAMES
from pnpkit.rules.session import Event


def said(locale: str, name: str, tours: int | None = None, player: str = "Аня") -> str:
    data = {"player": player, "name": name, **({"tours": tours} if tours else {})}
    return REFEREE.describe([Event("status", data)], locale)[0]


def test_each_state_is_told_after_the_travellers_name():
    assert said("ru", "tax-follower", player="Вика") == "Вика: инспектор идёт следом."
    assert said("ru", "free-moves", 2) == "Аня: называет свой бросок хода, не бросая кубик (2 круга)."
    assert said("ru", "named-rolls", 2, "Гоша") == "Гоша: броски называет следующий игрок (2 круга)."
    assert said("en", "named-rolls", 2, "Greg") == "Greg has the rolls named by the next player (2 rounds)."
    assert said("en", "world-locked", 2, "Greg") == "Greg cannot leave the current World (2 rounds)."


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_no_state_takes_a_gender_the_session_may_not_have(locale):
    # the words are shown for any traveller (and on the live page without a name): none of
    # them may agree with one gender only
    gendered = re.compile(r"\b(сам|сама|обязан|обязана|their|them|his|her|him)\b")
    bad = {k: v for k, v in STATUS_NAMES[locale].items() if gendered.search(v)}
    assert not bad, bad


def test_a_quest_step_names_the_field_and_counts_what_is_left():
    # «Вика: Каньон пройдено по заданию» (a field's name cannot agree with «пройдено»), «1 fields to go»
    step = Event("quest_step", {"player": "Вика", "field": "field.canyon", "left": 1})
    assert REFEREE.describe([step], "ru") == ["Вика: поле «Каньон» пройдено по заданию, осталось 1 поле."]
    assert REFEREE.describe([step], "en") == ["Вика: the Canyon is done for the quest; 1 field to go."]
    two = Event("quest_step", {"player": "Вика", "field": "field.canyon", "left": 2})
    assert REFEREE.describe([two], "ru") == ["Вика: поле «Каньон» пройдено по заданию, осталось 2 поля."]


def test_a_quoted_name_inside_quotes_takes_the_inner_marks():
    # «Гоша на поле «Пик «Олимп»».»: the field's own name is quoted
    at = Event("field", {"player": "Гоша", "field": "field.olympus-peak"})
    line = REFEREE.describe([at], "ru")[0]
    assert line.startswith("Поле «Пик „Олимп“»") and "»»" not in line, line


def _nested_by_hand(text: str) -> str:
    """Quotes inside quotes, a character at a time (the rule inner_quotes keeps)."""
    out, depth = [], 0
    for ch in text:
        if ch == "«":
            out.append("„" if depth else ch)
            depth += 1
        elif ch == "»" and depth:
            depth -= 1
            out.append("“" if depth else ch)
        else:
            out.append(ch)
    return "".join(out)


@given(st.text(alphabet="аб «»„“.", max_size=16))
def test_inner_quotes_turn_only_the_nested_ones(text):
    """inner_quotes walks the quotes alone (a long log says ~800 messages), with the
    outcome of walking every character."""
    from pnpkit.games.amber.rules.referee_text_say import inner_quotes

    assert inner_quotes(text) == _nested_by_hand(text)


def test_a_card_that_comes_back_and_stays_is_told_so_once():
    # «Bob: No. 80 Tax Inspector comes back (has a tax collector close behind).», the card,
    # then «Bob has a tax collector close behind.» — the same words twice; the last says
    # what came of it: he could not pay, the collector still follows
    back = [Event("follower", {"player": "Bob", "card": "card.080", "status": "tax-follower"}),
            Event("card", {"player": "Bob", "card": "card.080"}),
            Event("status", {"player": "Bob", "name": "tax-follower", "tours": 0})]
    en = REFEREE.describe(back, "en")
    # the card named once: not «comes back (has the inspector close behind)» after its own name
    assert en[0] == "Bob: No. 80 Tax Inspector comes back."
    assert REFEREE.describe(back, "ru")[0] == "Bob: снова приходит №80 Налоговый инспектор."
    assert en[-1] == "Bob still has the inspector close behind."
    # the card is «Налоговый инспектор», who calls himself «Инспектор»: never «сборщик налогов»
    assert REFEREE.describe(back, "ru")[-1] == "Bob: как и прежде, инспектор идёт следом."


def test_cards_lying_twice_on_a_field_are_counted():
    # «Cards lie here: Sphinx’s Spell, Sphinx’s Spell, No. 134 Sphinx»
    lying = Event("left_on_field", {"player": "Ann", "cards": ["item.sphinx-charm", "item.sphinx-charm", "card.134"]})
    assert REFEREE.describe([lying], "en") == ["Left on the field: Sphinx’s Spell ×2, No. 134 Sphinx."]

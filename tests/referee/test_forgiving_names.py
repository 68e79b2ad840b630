"""Names as a table types them (issue #31.5): case, «е» for «ё», quotes and a card's
number do not matter — «черная дорога» is «Чёрная дорога», «Подкова» is «№140 Подкова»."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from live_game import two_on_the_savanna

from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules.referee import Pause
from pnpkit.rules.names import bare, fold, same_name


def test_fold_and_bare():
    assert fold("  Чёрная   ДОРОГА ") == "черная дорога"
    assert fold("«Подкова»") == "подкова"
    assert bare("№140 Подкова") == "подкова" and bare("No. 140 Horseshoe") == "horseshoe"
    assert same_name("подкова", "№140 Подкова") and same_name("ЧЕРНАЯ КАССА МАФИИ", "Чёрная касса мафии")
    assert not same_name("", "") and not same_name("Подков", "№140 Подкова")


@given(st.text(max_size=30))
def test_fold_is_idempotent_and_a_name_names_itself(text):
    assert fold(fold(text)) == fold(text)
    assert not fold(text) or same_name(text, text)


def test_a_field_typed_without_its_yo_and_in_capitals():
    assert REFEREE.find_field("черная дорога") == REFEREE.find_field("Чёрная дорога")
    assert REFEREE.find_field("КАРТЕЖНИКИ") == REFEREE.find_field("Картёжники")


def test_an_answer_named_without_its_card_number():
    pause = Pause("question", 0, question="give-card", options=("card.140", "card.001"))
    assert REFEREE._match_option(pause, "Подкова") == 0
    assert REFEREE._match_option(pause, "«подкова»") == 0
    assert REFEREE._match_option(pause, "horseshoe") == 0


def test_a_shop_takes_a_number_a_title_or_a_name_in_any_case(tmp_path):
    """«buy 3» and «buy "Змеиный браслет"» were refused: only the full label worked."""
    from test_confirm_spend import at_the_shop

    from pnpkit.games.amber.rules.referee_text_questions import option_numbers

    assert same_name("Змеиный браслет", "Амулет №9 «Змеиный браслет»")
    bought = set()
    for n, typed in enumerate(("", "Змеиный браслет", "амулет №9 «змеиный браслет»", "ЗМЕИНЫЙ БРАСЛЕТ")):
        table = at_the_shop(tmp_path / f"g{n}.pnp")
        pause = table.state.pending.pause
        option = pause.options[2]
        # the number it is shown with: a purchase before it in this visit keeps the numbers (#31)
        typed = typed or str(option_numbers(pause.info, len(pause.options))[2])
        table.act("buy", [typed], confirmed=True)
        bought.add((option, table.actions[-1].digest))
    assert len(bought) == 1  # the same thing, the same state


def test_a_shop_and_a_choice_take_the_number_in_words(tmp_path):
    """Round 4: «buy 3» worked, «купить три» was refused as a thing called «три»; a number
    in words is the answer shown with it (a name that matches still wins)."""
    from test_confirm_spend import at_the_shop

    from pnpkit.games.amber.rules.referee_text_questions import option_numbers
    from pnpkit.rules.commands import RuleError

    words = {1: "один", 2: "две", 3: "три", 4: "четыре", 5: "пять", 6: "шесть", 7: "seven", 8: "восемь"}
    pause = at_the_shop(tmp_path / "shown.pnp").state.pending.pause
    numbers = option_numbers(pause.info, len(pause.options))
    for i, shown in enumerate(numbers[:3]):
        assert REFEREE._match_option(pause, words[shown]) == i
        assert REFEREE._answer_index(pause, "choose", [words[shown].upper()]) == i
    with pytest.raises(RuleError):
        REFEREE._match_option(pause, "двадцать")  # no answer is shown with 20
    asked = Pause("question", 0, question="give-card", options=(0, 1, 2))  # not things: only ``choose``
    assert REFEREE._answer_index(asked, "choose", ["три"]) == 2
    with pytest.raises(RuleError):
        REFEREE._match_option(asked, "три")
    bought = set()
    for n, typed in enumerate((str(numbers[2]), words[numbers[2]])):
        table = at_the_shop(tmp_path / f"g{n}.pnp")
        table.act("купить", [typed], confirmed=True)
        bought.add(table.actions[-1].digest)
    assert len(bought) == 1


def _two_on_the_savanna():
    return two_on_the_savanna("Гоша", "card.140")


@pytest.mark.parametrize("words", [
    ["Подкова", "за", "2"], ["подкова", "за", "2", "талера"], ["«ПОДКОВА»", "за", "два", "талера"],
    ["№140 Подкова", "за", "Два"], ["horseshoe", "for", "two", "thalers"], ["Подкова", "за", "1", "один"],
])
def test_a_deal_names_a_card_without_its_number_and_money_in_words(words):
    """«trade Гоша Подкова за 2» failed on «№140 Подкова», and «за два талера» was read
    as a thing called «два» (#31.5)."""
    from pnpkit.rules.session import perform

    header, table = _two_on_the_savanna()
    table, events, _ = perform(REFEREE, header, table, 1, "trade", ("Гоша", *words), None, None)
    assert events[0].data["give"] == ["card.140"] and events[0].data["get_thalers"] == 2


def test_number_words():
    from pnpkit.rules.names import number

    assert [number(w) for w in ("2", "два", "Две", "двух", "one", "TWELVE", "десять", "пятнадцать")] == \
        [2, 2, 2, 2, 1, 12, 10, 15]
    assert number("подкова") is None and number("") is None and number("-3") is None


@given(st.integers(min_value=0, max_value=10**6))
def test_digits_are_their_number(n):
    from pnpkit.rules.names import number

    assert number(str(n)) == n

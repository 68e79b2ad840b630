"""Plural forms by the locale's rules; the pseudo-locale; room checks."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.games.amber.plurals import NOUNS, thalers
from pnpkit.i18n.boxes import BOXES, estimated_measure, fits
from pnpkit.i18n.plurals import noun_forms, plural_index, quantity
from pnpkit.i18n.pseudo import pseudo
from pnpkit.plugins import plugins


@pytest.mark.parametrize(("n", "text"), [
    (1, "1 талер"), (2, "2 талера"), (5, "5 талеров"), (11, "11 талеров"), (21, "21 талер"),
    (22, "22 талера"), (25, "25 талеров"), (0, "0 талеров"), (12, "12 талеров"), (101, "101 талер"),
    (111, "111 талеров"), (104, "104 талера"),
])
def test_russian_thalers(n, text):
    assert thalers(n, "ru") == text


@pytest.mark.parametrize(("n", "text"), [(1, "1 thaler"), (2, "2 thalers"), (5, "5 thalers"),
                                         (0, "0 thalers"), (21, "21 thalers")])
def test_english_thalers(n, text):
    assert thalers(n, "en") == text


def points(n, stat, locale):
    return quantity(n, stat, locale, NOUNS)


def test_points_in_both_languages():
    assert [points(n, "strength", "ru") for n in (1, 3, 5, 21)] == [
        "1 пункт силы", "3 пункта силы", "5 пунктов силы", "21 пункт силы"]
    assert [points(n, "life", "en") for n in (1, 4)] == ["1 Life point", "4 Life points"]
    assert points(22, "experience", "ru") == "22 пункта опыта"


def test_plural_counts_follow_the_locale():
    # ru has three forms, en two, ja one: the last form each reaches
    assert (plural_index(5, "ru"), plural_index(5, "en"), plural_index(5, "ja")) == (2, 1, 0)
    assert plural_index(3, "pl") == 1 and plural_index(5, "pl") == 2


def test_every_noun_has_russian_and_english_forms():
    for noun, forms in {k: v for rules in sorted(plugins()) for k, v in noun_forms(rules).items()}.items():
        assert len(forms["ru"]) == 3 and len(forms["en"]) == 2, noun
        assert all("{n}" in f for f in forms["ru"] + forms["en"]), noun


def test_a_locale_without_forms_of_its_own_gets_the_russian_phrase():
    assert quantity(5, "thaler", "de", NOUNS) == "5 талеров"
    assert quantity(2, "card", "ru") == "2 карты"


def test_pseudo_is_deterministic_longer_and_accented():
    text = "Пропусти ход и возьми {n} карты из колоды приключений."
    once, twice = pseudo(text), pseudo(text)
    assert once == twice
    assert once.startswith("[") and once.endswith("]")
    assert "{n}" in once
    assert 1.35 <= len(once) / len(text) <= 1.45
    assert "ӥ" in once or "ӧ" in once


@given(st.text(alphabet="абвгдеёжзийклмнопрстуфхцчшщъыьэюяABCDEFGHIJKLMNOPQRSTUVWXYZ .,!", min_size=10,
               max_size=300))
def test_pseudo_growth_property(text):
    out = pseudo(text)
    vowels = sum(ch in "аеёиоуыэюяAEIOUY" for ch in text)
    if vowels:
        assert abs(len(out) - round(len(text) * 1.4)) <= 2
    assert pseudo(text) == out


def test_fit_reports_overflow_only_when_too_long():
    assert fits("card.name", "Orc") is None
    error = fits("card.name", "An extremely long card title that goes on " * 3)
    assert error is not None and error.reason == "too long"
    assert fits("rulebook", "x" * 100_000) is None  # running text has no box
    assert set(BOXES) >= {"card.name", "card.text", "field.name", "token.name"}
    assert estimated_measure("WWW", 10) > estimated_measure("iii", 10)


def test_plural_slips_in_written_texts():
    from pnpkit.i18n.plural_check import plural_slips

    assert [str(s) for s in plural_slips("залог 3 талеров, получи 22 талеров", "ru")] == [
        "'3 талеров' should be '3 талера'", "'22 талеров' should be '22 талера'"]
    fine = ("возьми 1 карту, 2 карты, 5 карт, 21 талер, из 2 талеров, с вычетом 2 пунктов, "
            "на 1–2 поле срабатывает, на 6 карта улетает, 11 ходов")
    assert plural_slips(fine, "ru") == []
    assert [str(s) for s in plural_slips("1 thalers, 2 card, 5 cards, 1 card", "en")] == [
        "'1 thalers' should be '1 thaler'", "'2 card' should be '2 cards'"]
    assert plural_slips("3 Taler", "de") == []

"""The typographic pass (layout.typography): properties that hold for any text, and the
rules of each locale on the kit's own phrases."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from pnpkit.layout.typography import NBSP, typeset

WORDS = st.sampled_from([
    "в", "с", "и", "к", "о", "у", "а", "я", "В", "замок", "талеров", "ПМ", "ПЖ", "3", "10",
    "+2", "−1", "№", "—", "–", "«Олимп»", '"стой"', "100", "%", "карты", "(в", "a", "I",
    "don't", "players'", "'em", "cards", "No.", "5", "thalers", "1–2", "x", ",", ".",
])
TEXTS = st.lists(WORDS, min_size=1, max_size=14).map(" ".join)
LOCALES = st.sampled_from(["ru", "en", "pseudo", "de"])
QUOTES = str.maketrans({"«": '"', "»": '"', "“": '"', "”": '"', "‘": "'", "’": "'", NBSP: " "})


@given(TEXTS, LOCALES)
def test_typesetting_twice_changes_nothing(text, locale):
    once = typeset(text, locale)
    assert typeset(once, locale) == once


@given(TEXTS, LOCALES)
def test_only_spaces_quotes_and_the_percent_space_change(text, locale):
    """The pass ties words and curls quotes; it never adds, drops or moves a letter."""
    out = typeset(text, locale).translate(QUOTES)
    assert out.replace(" ", "") == text.translate(QUOTES).replace(" ", "")


@given(TEXTS)
def test_russian_lines_can_break_nowhere_a_typographer_forbids(text):
    out = typeset(text, "ru")
    words = out.split(" ")
    for word, following in zip(words, words[1:], strict=False):
        # a one-letter word, a number or № never ends a line; a dash never starts one
        assert not re.fullmatch(r"[(«]?[^\W\d_]", word), (text, out)
        assert not re.fullmatch(r"[+\-−]?\d+", word) or not following[:1].isalpha(), (text, out)
        assert word != "№" or not following[:1].isdigit(), (text, out)
        assert following[:1] not in "—–", (text, out)
    assert '"' not in out and "'" not in out.replace("’", "")


@given(TEXTS)
def test_english_has_no_straight_quotes_and_no_space_before_percent(text):
    out = typeset(text, "en")
    assert "'" not in out and '"' not in out
    assert not re.search(r"\d[ \u00a0]%", out)
    assert " —" not in out


def test_russian_phrases_from_the_kit():
    assert typeset("Вытяни 1 карту и иди в замок — 3 ПМ, № 5", "ru") == (
        "Вытяни 1\u00a0карту и\u00a0иди в\u00a0замок\u00a0— 3\u00a0ПМ, №\u00a05")
    assert typeset('Он сказал "стой"', "ru") == "Он сказал «стой»"
    assert typeset("1 — радиация: отдай 10 талеров", "ru") == (
        "1\u00a0— радиация: отдай 10\u00a0талеров")


def test_english_phrases_from_the_kit():
    assert typeset("Oberon's Knight said \"go\" to the players' 100 % win", "en") == (
        "Oberon’s Knight said “go” to the players’ 100% win")
    assert typeset("Take 3 cards — No. 5", "en") == "Take 3\u00a0cards\u00a0— No.\u00a05"


def test_an_empty_text_and_an_unknown_locale_keep_their_letters():
    assert typeset("", "ru") == ""
    assert typeset("Nimm 3 Karten", "de") == "Nimm 3\u00a0Karten"

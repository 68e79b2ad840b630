"""pnpkit.rules.names reads a card's number and a quoted title by hand (a writing command
imports no re, issue #31): the same answers as the patterns it replaced."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from pnpkit.rules.names import bare, fold, titles

NUMBER = re.compile(r"^(№|no\.?)\s*\d+\s+")
TITLE = re.compile(r"«([^»]+)»|“([^”]+)”")
#: the characters that matter to the patterns, and a few that do not
PIECES = st.sampled_from(["№", "no", "No.", ".", " ", "\u00a0", "\t", "1", "40", "٣", "²", "«", "»", "“", "”",
                          "a", "Подкова", "x y", "\n"])
TEXTS = st.lists(PIECES, max_size=12).map("".join) | st.text(max_size=20)


@given(TEXTS)
def test_bare_is_the_pattern_s(text):
    assert bare(text) == NUMBER.sub("", fold(text))


@given(TEXTS)
def test_titles_are_the_pattern_s(text):
    assert titles(text) == [a or b for a, b in TITLE.findall(text)]


def test_worked_examples():
    assert bare("No.5 Ring") == "ring" and bare("no 12") == "no 12" and bare("№ 7  Ключ") == "ключ"
    assert titles("Амулет №9 «Змеиный браслет»") == ["Змеиный браслет"]
    assert titles("«» «a «b» c» “d”") == ["a «b", "d"]

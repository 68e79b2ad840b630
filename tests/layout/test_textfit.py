from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.layout.textfit import FitError, fit_text, wrap_lines


def mono(text: str, size: float) -> float:
    """A monospaced font: every character is 0.5 em wide."""
    return 0.5 * size * len(text)


def every_second(word: str) -> list[int]:
    return list(range(2, len(word) - 1, 2))


def test_short_text_fits_at_the_maximum():
    fitted = fit_text((100, 50), "один два", mono, 10, 6)
    assert fitted.size == 10 and fitted.lines == ("один два",)


def test_picks_the_largest_size_that_fits():
    text = "aaaa bbbb cccc dddd"
    fitted = fit_text((40, 24), text, mono, 12, 4, step=0.5)
    # At 8.5 pt two words take 17+4.25+17 = 38.25 <= 40 and two lines 20.4 <= 24;
    # at 9 pt they take 40.5 > 40.
    assert fitted.size == 8.5
    assert fitted.lines == ("aaaa bbbb", "cccc dddd")
    with pytest.raises(FitError):
        fit_text((40, 24), text, mono, 12, 9, step=0.5)


def test_overflow_names_the_box_and_the_context():
    with pytest.raises(FitError) as info:
        fit_text((20, 10), "слишком длинный текст для такой коробки", mono, 10, 8)
    err = info.value.with_context(card="card.0001", field="body", locale="ru")
    message = str(err)
    assert "card=card.0001" in message and "field=body" in message and "locale=ru" in message
    assert "mm" in message and "8 pt" in message


def test_a_word_wider_than_the_box_is_split_between_letters_as_a_last_resort():
    fitted = fit_text((30, 100), "Превосходительство", mono, 8, 6)
    assert fitted.size == 6 and len(fitted.lines) > 1
    assert all(line.endswith("-") for line in fitted.lines[:-1])
    assert "".join(line.removesuffix("-") for line in fitted.lines) == "Превосходительство"
    assert all(mono(line, 6) <= 30 for line in fitted.lines)
    # a word that fits once the size is smaller is not split: the size goes down first
    assert fit_text((60, 100), "Превосходительство", mono, 8, 3).lines == ("Превосходительство",)


def test_a_word_with_no_room_for_its_pieces_is_reported():
    with pytest.raises(FitError, match="wider than the box"):
        fit_text((30, 7), "Превосходительство", mono, 8, 6)  # one line of room
    with pytest.raises(FitError, match="wider than the box"):
        fit_text((2, 100), "Превосходительство", mono, 8, 6)  # not one letter and a hyphen


def test_hyphenation_splits_long_words():
    lines = wrap_lines("приключение", 30, 10, mono, every_second)
    assert lines is not None and len(lines) > 1
    assert all(line.endswith("-") for line in lines[:-1])
    assert "".join(line.rstrip("-") for line in lines) == "приключение"


def test_soft_hyphens_break_and_never_print():
    lines = wrap_lines("пере\u00adмещение", 40, 10, mono)
    assert lines == ["пере-", "мещение"]
    assert wrap_lines("пере\u00adмещение", 100, 10, mono) == ["перемещение"]


def test_paragraphs_and_explicit_hyphens():
    assert wrap_lines("a b\nc", 100, 10, mono) == ["a b", "c"]
    assert wrap_lines("какой-то", 30, 10, mono) == ["какой-", "то"]


def test_max_lines_for_titles():
    with pytest.raises(FitError):
        fit_text((30, 100), "aaaa bbbb", mono, 10, 9, max_lines=1)
    assert fit_text((30, 100), "aaaa bbbb", mono, 10, 3, max_lines=1).lines == ("aaaa bbbb",)


words = st.text(alphabet="абвгдежзиклмнопрстуфхцчшщыэюя", min_size=1, max_size=18)


@given(
    st.lists(words, min_size=1, max_size=40),
    st.floats(20, 200),
    st.floats(10, 200),
    st.booleans(),
)
def test_fitted_lines_are_never_wider_than_the_box(ws, width, height, hyph):
    text = " ".join(ws)
    try:
        fitted = fit_text((width, height), text, mono, 12, 4, every_second if hyph else None)
    except FitError as err:
        assert err.min_size == 4
        return
    assert 4 <= fitted.size <= 12
    assert fitted.height <= height + 1e-6
    for line in fitted.lines:
        assert mono(line, fitted.size) <= width + 1e-6
    # Nothing is lost: the words come back once hyphens at line ends are removed.
    rejoined = ""
    for line in fitted.lines:
        rejoined += line[:-1] if line.endswith("-") else line + " "
    assert rejoined.split() == text.split() or rejoined.replace(" ", "") == text.replace(" ", "")


@given(
    st.lists(words, min_size=1, max_size=40),
    st.floats(20, 200),
    st.floats(10, 200),
)
def test_the_size_found_is_the_largest_that_fits(ws, width, height):
    """Binary search over sizes agrees with trying every size from the top down."""
    text = " ".join(ws)
    try:
        found = fit_text((width, height), text, mono, 12, 4, every_second, step=0.5).size
    except FitError:
        found = None
    largest = None
    for tenths in range(120, 39, -5):
        size = tenths / 10
        try:
            fit_text((width, height), text, mono, size, size, every_second)
        except FitError:
            continue
        largest = size
        break
    assert found == largest


@pytest.mark.parametrize("text", ["use --cards tight", "pass --back-offset X,Y", "see b--c now"])
def test_a_command_line_option_is_never_broken_at_its_hyphens(text):
    """The print guide broke "--cards" after its "--" at a line's end: a reader types
    the option as two pieces. Words between letters still break at their hyphen."""
    def measure(s: str, size: float) -> float:
        return len(s) * size * 0.5

    for width in range(8, 80):
        lines = wrap_lines(text, width, 2.0, measure)
        if lines is None:
            continue
        for line in lines:
            assert not line.endswith("-") or line.endswith(" -"), (width, lines)
    assert wrap_lines("какой-то", 3.5, 1.0, measure) == ["какой-", "то"]


def test_a_box_with_no_room_says_so_instead_of_a_negative_size():
    """A cell smaller than its padding was reported as "box -4.8x5.8 mm"."""
    tight = FitError("too long", "Лес", (-13.6, 16.4), 5)
    assert "no room left inside" in tight.message and "padding" in tight.message
    assert "no room" not in FitError("too long", "Лес", (40.0, 16.4), 5).message

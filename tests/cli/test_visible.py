"""One escaper for every text a command shows from a file: the referee's and the games
list's escapes agree, and a line or paragraph separator reads as its own escape."""

from pnpkit.cli.games import table
from pnpkit.cli.plain import visible
from pnpkit.cli.referee_words import visible as referee_visible


def test_a_separator_is_escaped_whole_not_as_a_byte_and_digits():
    # "\x2028" would read as a space escape followed by "28"
    assert visible("a\u2028b\u2029c") == "a\\u2028b\\u2029c"
    assert referee_visible is visible


def test_control_bytes_are_escaped_and_other_text_kept():
    assert visible("\x1b[2J\tЭмбер\x7f\x9f") == "\\x1b[2J\\x09Эмбер\\x7f\\x9f"


def test_the_games_list_shows_a_title_as_the_referee_does():
    row = {"id": "x\u2028", "title": "T\x1b", "ok": True, "locales": ["en"], "counts": {}}
    assert "x\\u2028" in table([row], ("title",))[-1] and "T\\x1b" in table([row], ("title",))[-1]


def test_a_printable_text_is_taken_as_it_is_and_any_other_escaped_alike():
    """visible() skips the table for a printable text (~4 ms of a long log): the same
    result as translating every character, for any text."""
    from hypothesis import given
    from hypothesis import strategies as st

    from pnpkit.cli import plain

    texts = st.text(st.characters(codec="utf-8")) | st.text(alphabet="аб c\u00a0\u2028\u2029\x00\x1b\x7f\x85\x9f\u200b")

    @given(texts)
    def same(text):
        assert visible(text) == text.translate(plain._ESCAPES)

    same()
    printable = "«Корона Эмбера» — Аня: идти №140 Подкова, 95,1 %"
    assert visible(printable) is printable
    assert visible("95,1\u00a0%") == "95,1\u00a0%"  # the no-break space before «%» is printed, not escaped

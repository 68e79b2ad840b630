"""A command typed as one line (``referee play``, the live page's box): the flags come out
wherever they stand, a flag with nothing after it stays a word."""

from __future__ import annotations

import pytest

from pnpkit.referee.typed import TypedCommand, parse_line, split_flags
from pnpkit.rules.session import RuleError


@pytest.mark.parametrize(("words", "split"), [
    (["move", "Лес"], (["move", "Лес"], None, None, False)),
    (["move", "--dice", "4,3", "Лес", "-p", "Аня"], (["move", "Лес"], "4,3", "Аня", False)),
    (["--dice=6", "roll", "-y"], (["roll"], "6", None, True)),
    (["buy", "--player", "--yes"], (["buy"], None, "--yes", False)),   # the flag's value, not a flag
    (["buy", "--yes", "--player"], (["buy", "--player"], None, None, True)),  # nothing after it
    (["roll", "--dice"], (["roll", "--dice"], None, None, False)),
])
def test_the_flags_come_out_of_the_words(words, split):
    assert split_flags(words) == split


def test_a_typed_line_is_a_command():
    assert parse_line("move 'Тёмный лес' --dice '4 3' --player Аня --yes") == TypedCommand(
        "move", ("Тёмный лес",), "Аня", (4, 3), True)
    assert parse_line("   ") is None
    for bad in ("move 'Лес", "roll --dice x"):
        with pytest.raises(RuleError):
            parse_line(bad)

"""The hand-read words of dice notation (pnpkit.rules.dice_scan) end where the regular
expressions they replace ended, on any text: `pnpkit dice` starts without ``re``."""

from __future__ import annotations

import re

from hypothesis import example, given
from hypothesis import strategies as st

from pnpkit.rules import dice_scan

DICE = re.compile(r"(\d*)([dк])(\d+|%)(?:(kh|kl|k|dh|dl)(\d+))?")
NUMBER = re.compile(r"\d+")
BARE = re.compile(r"\d*([dк])")
SPACE = re.compile(r"\s*")

# the notation's own letters, Unicode digits and spaces, and anything else now and then
TEXT = st.text(alphabet=st.sampled_from("0123456789dкhlk%+-*() \t\u00a0\u0663\u2003x")
               | st.characters(), max_size=24)


@given(TEXT, st.integers(0, 24))
@example("4d6kh3", 0)
@example("2d6k", 0)
@example("d%dl1", 0)
@example("3к\u0663\u0663", 0)
def test_the_scanner_reads_as_the_patterns_did(text, pos):
    pos = min(pos, len(text))
    match = DICE.match(text, pos)
    assert dice_scan.dice(text, pos) == ((match.groups(), match.end()) if match else None)
    match = BARE.match(text, pos)
    assert dice_scan.bare_die(text, pos) == ((match.group(1), match.end()) if match else None)
    match = NUMBER.match(text, pos)
    assert dice_scan.number(text, pos) == ((match.group(), match.end()) if match else None)
    assert dice_scan.skip_space(text, pos) == SPACE.match(text, pos).end()

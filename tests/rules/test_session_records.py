"""The records side of a session (pnpkit.rules.session_records), read by a status without
the replaying side: a header refuses a player name that would break a line, by a set of
characters (no compiled pattern), and rules.session still offers every record name."""

from __future__ import annotations

import pytest

from pnpkit.rules import session, session_records
from pnpkit.rules.session_records import FormatError, header_from_json

#: every character str.splitlines ends a line at (what a terminal may break on too)
SPLITLINES = frozenset(c for c in map(chr, range(0x110000)) if len(f"a{c}b".splitlines()) > 1)


def test_the_line_breaks_are_those_of_splitlines():
    assert session_records._LINE_BREAKS == SPLITLINES


@pytest.mark.parametrize("char", sorted(SPLITLINES), ids=lambda c: f"U+{ord(c):04X}")
def test_a_player_name_with_a_line_break_is_refused(char):
    header = {"pnpkit_session": 1, "game": "race", "seed": 1, "players": [{"name": f"Ан{char}я"}]}
    with pytest.raises(FormatError) as error:
        header_from_json(header)
    assert error.value.key == "line_break"


def test_the_replaying_side_re_exports_the_records():
    for name in ("Player", "SessionHeader", "Action", "Event", "RollRecord", "FormatError", "FREE_ROLL",
                 "header_from_json", "header_to_json", "action_from_json", "action_to_json", "to_line",
                 "MESSAGES", "FORMAT_MESSAGES"):
        assert getattr(session, name) is getattr(session_records, name)

"""Fuzz: whatever bytes a session file holds, reading it gives a session or one
SessionFileError with a place — never another exception (CI: the `ci` profile's budget)."""

import json

from hypothesis import given
from hypothesis import strategies as st

from pnpkit.referee.store import SessionFileError, read_session_file

HEADER = {"pnpkit_session": 1, "game": "test-counter", "seed": 3, "preset": None,
          "players": [{"name": "A", "character": None}], "options": {}}
ACTION = {"n": 1, "cmd": "roll", "args": ["2d6"], "rolls": [{"expr": "2d6", "faces": [1, 2],
                                                               "total": 3}], "digest": "x"}

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12)


def _mutated(record):
    """The record with some keys replaced by arbitrary JSON values."""
    keys = st.sampled_from(sorted(record))
    return st.dictionaries(keys, json_values, max_size=3).map(lambda change: {**record, **change})


lines = st.one_of(
    st.binary(max_size=60),
    _mutated(HEADER).map(lambda r: json.dumps(r).encode()),
    _mutated(ACTION).map(lambda r: json.dumps(r).encode()),
    st.sampled_from([b"[" * 5000, b"\n", b"\r", b" ", b"\xff", b"9" * 5000]),
)


@given(st.lists(lines, max_size=5), st.booleans())
def test_reading_any_bytes_is_a_session_or_one_located_error(tmp_path_factory, parts, newline_end):
    path = tmp_path_factory.mktemp("fuzz") / "s.pnp"
    data = b"\n".join([json.dumps(HEADER).encode(), *parts]) if parts and parts[0] != b"" else b"\n".join(parts)
    path.write_bytes(data + (b"\n" if newline_end else b""))
    try:
        session = read_session_file(path)
    except SessionFileError as exc:
        assert exc.text("en").startswith(str(path)) and "\n" not in exc.text("en")
    else:
        assert session.header.game == "test-counter"

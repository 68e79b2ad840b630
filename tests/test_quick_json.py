"""pnpkit.quick_json answers as the json package does: the same text for a value, the
same value for a text, and for bad input json's own exception with json's message."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit import quick_json

KEYS = st.text(max_size=6)
PLAIN = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12)
VALUES = st.recursive(PLAIN, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(KEYS, inner, max_size=4),
                      max_leaves=20)
SETTINGS = st.fixed_dictionaries({"ensure_ascii": st.booleans(), "sort_keys": st.booleans(),
                                  "separators": st.sampled_from([None, (",", ":"), (", ", ": ")]),
                                  "allow_nan": st.booleans()})


def _outcome(call, *args, **kwargs):
    """What a call gives: ("value", v) or ("error", its type, its message)."""
    try:
        value = call(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - any exception is compared
        return ("error", type(exc), str(exc))
    return ("value", json.dumps(value, sort_keys=True) if not isinstance(value, str) else value)


@given(VALUES, SETTINGS)
def test_a_value_is_written_as_json_writes_it(value, settings):
    assert _outcome(quick_json.dumps, value, **settings) == _outcome(json.dumps, value, **settings)


@given(VALUES, st.sampled_from(["", " ", "\n\t ", "\r\n"]), st.sampled_from(["", " ", "\n", " x", "]"]))
def test_a_text_is_read_as_json_reads_it(value, before, after):
    text = before + json.dumps(value) + after
    for given_text in (text, text.encode("utf-8")):
        assert _outcome(quick_json.loads, given_text) == _outcome(json.loads, given_text)


@pytest.mark.parametrize("text", ["", "   ", "{", '{"a": 1,}', "[1 2]", "\ufeff[1]", b"\xef\xbb\xbf[1]", b"\xff\xfe[\x001\x00]\x00",
                                  b"[1, \"\xed\xa0\x80\"]", b"\xc3(", "NaN", "-Infinity", "[1e400]", "nul"])
def test_bad_and_odd_texts_get_json_s_own_answer(text):
    assert _outcome(quick_json.loads, text) == _outcome(json.loads, text)


def test_hooks_are_json_s_hooks():
    def small(digits):
        if len(digits) > 3:
            raise OverflowError("long")
        return int(digits)

    def refuse(name):
        raise ValueError(name)

    for text in ("[1, 22, 333]", "[4444]", "[NaN]", "[1.5]"):
        assert (_outcome(quick_json.loads, text, parse_int=small, parse_constant=refuse)
                == _outcome(json.loads, text, parse_int=small, parse_constant=refuse))
    assert math.isnan(quick_json.loads("NaN"))


def test_an_error_in_an_except_clause_is_json_s():
    with pytest.raises(quick_json.decode_error()) as caught:
        quick_json.loads('{"a": }')
    assert caught.value.colno == 7


@pytest.mark.parametrize("value", [{1: "a", "b": 2}, {(1, 2): 3}, object(), [float("nan")], "«ё»", {"a": {1, 2}}])
def test_values_json_refuses_or_turns_get_json_s_answer(value):
    for settings in ({}, {"sort_keys": True}, {"allow_nan": False, "ensure_ascii": False}):
        assert _outcome(quick_json.dumps, value, **settings) == _outcome(json.dumps, value, **settings)


@given(VALUES, st.sampled_from(["", " x", "]", "{"]), st.integers(0, 3))
def test_the_scanner_reads_a_value_where_json_s_scanner_does(value, after, at):
    """A lazily read cache reads one piece at a place: the same value and end as json's
    own scan_once, and the same refusal where no value starts."""
    text = "x" * at + json.dumps(value) + after
    for place in (at, 0):
        assert _outcome(quick_json.scanner(), text, place) == _outcome(json.JSONDecoder().scan_once, text, place)


def test_a_broken_value_is_json_s_error_before_json_is_imported():
    """The C scanner makes its error from json.decoder only when that is imported: in a
    one-shot command that never imported json, a broken line (a session's, a kept state's,
    a cache's piece) was a SystemError, told as an internal error, not json's error."""
    import subprocess
    import sys

    probe = ("import sys\nfrom pnpkit import quick_json\nassert 'json' not in sys.modules\n"
             "for read in (lambda: quick_json.loads('{not json'), lambda: quick_json.scanner()('{not json', 0),\n"
             "             lambda: quick_json.loads(b'[1, 2')):\n"
             "    try:\n        read()\n    except ValueError as exc:\n        print(type(exc).__name__)\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.split() == ["JSONDecodeError"] * 3

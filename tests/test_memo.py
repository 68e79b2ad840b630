"""pnpkit.memo stands in for functools.cache, lru_cache and cached_property on the one-shot
commands' path (importing functools loads collections, types and more): the same answers
as the function's own, each made once per set of arguments, at most ``maxsize`` kept, the
functools attributes callers use (``cache_clear``, ``cache_info().currsize``, ``__wrapped__``)."""

from __future__ import annotations

import functools
import subprocess
import sys

from hypothesis import given
from hypothesis import strategies as st

from pnpkit.memo import cache, cached_property


def _counting():
    calls: list[tuple] = []

    def area(width, height=1, *, scale=1):
        """width x height, scaled."""
        calls.append((width, height, scale))
        return width * height * scale

    return area, calls


@given(st.lists(st.tuples(st.integers(-3, 3), st.integers(-3, 3), st.booleans()), max_size=30))
def test_cache_answers_as_the_function_and_as_functools_each_key_once(calls_made):
    area, calls = _counting()
    ours, theirs = cache(area), functools.cache(area)
    for width, height, by_keyword in calls_made:
        args, keywords = ((width,), {"height": height}) if by_keyword else ((width, height), {})
        assert ours(*args, **keywords) == theirs(*args, **keywords) == width * height
    assert ours.cache_info().currsize == theirs.cache_info().currsize
    keys = {(w, h, k) for w, h, k in calls_made}
    assert len(calls) == 2 * len(keys)  # each key once in ours, once in functools'


def test_cache_keeps_the_functions_name_and_clears():
    area, calls = _counting()
    cached = cache(area)
    assert (cached.__name__, cached.__doc__, cached.__wrapped__) == ("area", "width x height, scaled.", area)
    assert cached(2, 3) == cached(2, 3) == 6 and len(calls) == 1
    assert cached(2, height=3) == 6 and len(calls) == 2  # f(1, 2) and f(1, y=2): two keys, as in functools
    assert cached(2, scale=5) == 10 and cached.cache_info().currsize == 3
    cached.cache_clear()
    assert cached.cache_info().currsize == 0
    assert cached(2, 3) == 6 and len(calls) == 4


def test_a_bounded_cache_keeps_the_latest_answers():
    area, calls = _counting()
    cached = cache(maxsize=2)(area)
    for width in (1, 2, 3):
        assert cached(width) == width
    assert cached.cache_info().currsize == 2
    assert cached(3) == 3 and cached(2) == 2 and len(calls) == 3  # kept
    assert cached(1) == 1 and len(calls) == 4  # the oldest made was dropped


def test_a_cached_property_is_made_once_per_instance():
    class Box:
        made = 0

        def __init__(self, size):
            self.size = size

        @cached_property
        def volume(self):
            """The size cubed."""
            Box.made += 1
            return self.size ** 3

    a, b = Box(2), Box(3)
    assert (a.volume, a.volume, b.volume) == (8, 8, 27) and Box.made == 2
    assert Box.volume.__doc__ == "The size cubed."
    del a.volume  # functools' way to forget it
    assert a.volume == 8 and Box.made == 3


def test_memo_imports_no_functools():
    probe = ("import sys; before = set(sys.modules); import pnpkit.memo; "
             "print(sorted({'functools', 'collections', 'types'} & (set(sys.modules) - before)))")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert result.stdout == "[]\n"

"""Dice notation: round trip, rolls within the exact support, exact = enumeration, limits."""

import itertools
import random
import threading
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.rules import dice
from pnpkit.rules.dice import (
    Const,
    Dice,
    DiceError,
    Product,
    Sum,
    breakdown,
    compile_dice,
    distribution,
    format_dice,
    parse_dice,
    roll,
)

# --------------------------------------------------------------------------- strategies


def _dice(count, sides, keep, high):
    if keep is None or keep >= count:
        return Dice(count, sides)
    return Dice(count, sides, keep, high)


leaves = st.one_of(
    st.builds(Const, st.integers(0, 20)),
    st.builds(_dice, st.integers(1, 3), st.sampled_from([1, 2, 3, 4, 6, 66]),
              st.none() | st.integers(1, 2), st.booleans()),
)


def _compound(children):
    sums = st.lists(
        st.tuples(st.sampled_from([1, -1]), children.filter(lambda n: not isinstance(n, Sum))),
        min_size=1, max_size=3,
    ).filter(lambda ts: len(ts) > 1 or ts[0][0] == -1).map(lambda ts: Sum(tuple(ts)))
    products = st.lists(children.filter(lambda n: not isinstance(n, Product)),
                        min_size=2, max_size=3).map(lambda fs: Product(tuple(fs)))
    return sums | products


trees = st.recursive(leaves, _compound, max_leaves=5)


def _small(node):
    sides = compile_dice(node).sides
    total = 1
    for s in sides:
        total *= s
    return total <= 4000


# --------------------------------------------------------------------------- notation


@given(trees)
def test_parse_format_round_trip(tree):
    assert parse_dice(format_dice(tree)) == tree
    assert parse_dice(format_dice(tree, letter="к")) == tree


@given(st.text(alphabet="0123456789dкkhl%+-*() −", max_size=40))
def test_any_text_parses_or_gives_a_dice_error(text):
    try:
        node = parse_dice(text)
    except DiceError as exc:
        assert exc.text("ru") and exc.text("en")
    else:
        assert parse_dice(format_dice(node)) == node


@pytest.mark.parametrize("text, canonical", [
    ("2d6+10", "2d6+10"), ("2к6+3", "2d6+3"), ("2К6 + 3", "2d6+3"), ("d6", "1d6"),
    ("4d6kh3", "4d6kh3"), ("4d6k3", "4d6kh3"), ("4d6dl1", "4d6kh3"), ("4d6dh1", "4d6kl3"),
    ("2d20kl1", "2d20kl1"), ("3d6kh3", "3d6"), ("d66", "1d66"), ("d%", "1d100"),
    ("1d6−2", "1d6-2"), ("-(1d4+1)", "-1d4-1"), ("2×(1d4+1)", "2*(1d4+1)"),
    ("((1d6))", "1d6"), ("1-(2-3)", "1-2+3"),
])
def test_notation_examples(text, canonical):
    assert format_dice(parse_dice(text)) == canonical


@pytest.mark.parametrize("text, code", [
    ("", "empty"), ("   ", "empty"), ("2d", "no_sides"), ("1d6+", "unexpected_end"),
    ("(1d6", "unbalanced"), ("1d6)", "unbalanced"), ("d0", "zero_sides"), ("0d6", "zero_dice"),
    ("4d6kh5", "bad_keep"), ("4d6kh0", "bad_keep"), ("2 d6", "unexpected"),
    ("9**9**9", "unexpected"), ("().__class__.__mro__", "unexpected"), ("1d6!", "unexpected"),
])
def test_bad_notation(text, code):
    with pytest.raises(DiceError) as err:
        parse_dice(text)
    assert err.value.code == code


# --------------------------------------------------------------------------- hostile input


def _refused_up_front(text):
    """Parse in a thread; a refusal that needed real work would still be running at 2 s."""
    box = {}

    def work():
        try:
            compile_dice(text).roll(random.Random(0))
            box["accepted"] = True
        except DiceError as exc:
            box["error"] = exc

    thread = threading.Thread(target=work, daemon=True)
    thread.start()
    thread.join(2.0)
    assert not thread.is_alive(), f"{text[:40]!r} still being worked on after 2 s"
    assert "error" in box, f"{text[:40]!r} was accepted"
    return box["error"]


@pytest.mark.parametrize("text, code", [
    ("99999999999d6", "too_many_dice"),
    ("1000000d1000000", "too_many_dice"),
    ("1d1000000000000000000", "too_many_sides"),
    ("1d" + "9" * 5000, "too_long"),
    ("+".join(["1d6"] * 5000), "too_many_terms"),
    ("(" * 500 + "1d6" + ")" * 500, "too_deep"),
    ("(" * 100_000, "too_long"),
    ("1" * 300, "too_long"),
    ("600d6+600d6", "too_many_dice"),
    ("1d6" + " " * 10_000, "too_long"),
], ids=lambda v: v if len(v) < 30 else f"{v[:12]}…({len(v)} chars)")
def test_hostile_input_is_refused_before_any_work(text, code):
    assert _refused_up_front(text).code == code


@pytest.mark.parametrize("text, code", [
    ("1000d1000", "exact_too_large"),      # a million totals
    ("17d100*17d100", "exact_too_large"),  # was 10 s and 290 MB before the totals budget
    ("1000d6", "exact_too_costly"),        # few totals, but five million steps
])
def test_exact_distribution_refuses_costly_requests_up_front(text, code):
    compiled = compile_dice(text)  # may be rolled…
    assert compiled.roll(random.Random(1)).faces
    box = {}

    def work():
        try:
            compiled.distribution()
        except DiceError as exc:
            box["error"] = exc

    thread = threading.Thread(target=work, daemon=True)
    thread.start()
    thread.join(2.0)
    assert not thread.is_alive() and box["error"].code == code


# --------------------------------------------------------------------------- rolling


@given(trees.filter(_small), st.integers(0, 2**32))
def test_rolls_stay_within_the_exact_support(tree, seed):
    compiled = compile_dice(tree)
    support = compiled.distribution()
    rng = random.Random(seed)
    for _ in range(20):
        result = compiled.roll(rng)
        assert result.total in support
        assert compiled.evaluate(result.faces) == result
        assert len(result.faces) == len(compiled.sides)


def test_seeded_rolls_repeat_and_match_randint():
    a = [roll("3d6+1", random.Random(42)).faces for _ in range(3)]
    assert a[0] == a[1] == a[2]
    rng, ref = random.Random(7), random.Random(7)
    for _ in range(100):
        assert roll("2d6+10", rng).faces == (ref.randint(1, 6), ref.randint(1, 6))
    rng, ref = random.Random(8), random.Random(8)
    for _ in range(100):
        assert roll("4d6kh3", rng).faces == tuple(ref.randint(1, 6) for _ in range(4))
        assert roll("1d20", rng).faces == (ref.randint(1, 20),)
        assert roll("1d6+2d8", rng).faces == (ref.randint(1, 6), ref.randint(1, 8),
                                              ref.randint(1, 8))


def test_entered_faces_and_breakdown():
    assert compile_dice("2к6+3").evaluate([4, 3]).total == 10
    assert compile_dice("d66").evaluate([3, 5]).total == 35
    assert compile_dice("4d6kh3").evaluate([1, 6, 2, 5]).total == 13
    assert breakdown("4d6kh3+2", [1, 6, 2, 5]) == "4d6kh3[(1),6,2,5]+2"
    assert breakdown("2d6-1d4", [6, 6, 4]) == "2d6[6,6]-1d4[4]"
    with pytest.raises(DiceError, match="needs 2 dice"):
        compile_dice("2d6").evaluate([4])
    with pytest.raises(DiceError, match="outside"):
        compile_dice("2d6").evaluate([4, 7])


# --------------------------------------------------------------------------- exact


def _enumerate(compiled):
    counts = Counter()
    for faces in itertools.product(*(range(1, s + 1) for s in compiled.sides)):
        counts[compiled.evaluate(faces).total] += 1
    n = sum(counts.values())
    return {v: Fraction(c, n) for v, c in sorted(counts.items())}


@given(trees.filter(_small))
def test_exact_distribution_matches_enumeration(tree):
    compiled = compile_dice(tree)
    exact = compiled.distribution()
    assert sum(exact.values()) == 1
    assert exact == _enumerate(compiled)
    assert compiled.mean() == sum(v * p for v, p in exact.items())
    low, high = compiled.bounds()
    assert min(exact) == low and max(exact) == high


@pytest.mark.parametrize("expr", ["5d6kh3", "6d4kl2", "3d66kh2", "3d10", "2d20kh1-1d20"])
def test_larger_exact_cases_match_enumeration(expr):
    compiled = compile_dice(expr)
    assert compiled.distribution() == _enumerate(compiled)


def test_known_values():
    assert distribution("2d6")[7] == Fraction(1, 6)
    assert distribution("3d6")[10] == Fraction(27, 216)
    assert compile_dice("4d6kh3").mean() == Fraction(15869, 1296)
    assert compile_dice("2d6+10").mean() == 17
    assert len(distribution("d66")) == 36
    assert distribution("2d20kh1")[20] == Fraction(39, 400)
    assert sum(distribution("100d6").values()) == 1


def test_cache_is_bounded():
    for n in range(dice._CACHE_SIZE + 10):
        compile_dice(f"1d6+{n}")
    assert len(dice._CACHE) <= dice._CACHE_SIZE

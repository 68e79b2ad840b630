"""Numbers as players read them: a decimal comma and a spaced percent sign in Russian."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.rules.numbers import decimal, percent, share_digits, signed


@pytest.mark.parametrize(("share", "locale", "digits", "text"), [
    (0.12345, "ru", 2, "12,35\u00a0%"), (0.12345, "en", 2, "12.35%"), (0.5, "ru", 0, "50\u00a0%"),
    (1.0, "en", 1, "100.0%"), (0.0, "ru", 1, "0,0\u00a0%"),
])
def test_percent(share, locale, digits, text):
    assert percent(share, locale, digits) == text


@given(st.floats(-1e6, 1e6), st.integers(0, 4))
def test_russian_and_english_differ_only_in_the_decimal_sign(value, digits):
    assert decimal(value, "ru", digits) == decimal(value, "en", digits).replace(".", ",")
    assert float(decimal(value, "en", digits)) == pytest.approx(value, abs=10 ** -digits)


@pytest.mark.parametrize(("share", "digits"), [
    (0.9999946, 3), (0.44034, 1), (1.0, 1), (0.0, 1), (0.0004, 2), (0.9996, 2), (1e-12, 6),
])
def test_a_percentage_short_of_certain_is_not_written_100(share, digits):
    assert share_digits(share) == digits


@given(st.floats(0, 1))
def test_share_digits_never_rounds_a_possible_share_to_0_or_100(share):
    text = decimal(share * 100, "en", share_digits(share))
    if 1e-6 < share < 1 - 1e-6:
        assert float(text) not in (0.0, 100.0)


def test_signed_writes_the_sign_in_the_locales_way():
    assert (signed(0.5, "ru"), signed(-0.3, "ru"), signed(0.0, "en")) == ("+0,5", "-0,3", "+0.0")

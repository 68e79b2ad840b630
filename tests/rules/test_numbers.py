"""Numbers as players read them: a decimal comma and a spaced percent sign in Russian."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.rules.numbers import decimal, percent


@pytest.mark.parametrize(("share", "locale", "digits", "text"), [
    (0.12345, "ru", 2, "12,35 %"), (0.12345, "en", 2, "12.35%"), (0.5, "ru", 0, "50 %"),
    (1.0, "en", 1, "100.0%"), (0.0, "ru", 1, "0,0 %"),
])
def test_percent(share, locale, digits, text):
    assert percent(share, locale, digits) == text


@given(st.floats(-1e6, 1e6), st.integers(0, 4))
def test_russian_and_english_differ_only_in_the_decimal_sign(value, digits):
    assert decimal(value, "ru", digits) == decimal(value, "en", digits).replace(".", ",")
    assert float(decimal(value, "en", digits)) == pytest.approx(value, abs=10 ** -digits)

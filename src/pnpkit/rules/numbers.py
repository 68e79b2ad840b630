"""Numbers as pnpkit writes them to players: a decimal comma in Russian, a point in English.

Pure and stdlib only (the odds and dice fast paths import it before anything else)."""

from __future__ import annotations


def decimal(value: float, locale: str, digits: int = 2) -> str:
    """``value`` with ``digits`` decimals: ``12,35`` in Russian, ``12.35`` otherwise."""
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if locale == "ru" else text


def percent(share: float, locale: str, digits: int = 1) -> str:
    """A share 0..1 as a percentage: ``12,3 %`` in Russian (a space before the sign, as
    Russian typesetting has it), ``12.3%`` in English."""
    text = decimal(share * 100, locale, digits)
    return text + " %" if locale == "ru" else text + "%"

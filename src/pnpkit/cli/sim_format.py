"""Numbers as the simulators print them: a decimal comma in Russian, a point in English."""

from __future__ import annotations

from pnpkit.rules.numbers import decimal


def number(x: float, locale: str, digits: int = 2) -> str:
    return decimal(x, locale, digits)


def percent(x: float, locale: str) -> str:
    """A share 0..1 as a percentage with one decimal."""
    return number(100 * x, locale, 1) + " %"


def count(words, key: str, n: int, locale: str) -> str:
    """``n`` with its word, from the simulator's ``counts.<key>`` (the locale's plural forms)."""
    from pnpkit.rules.messages import counted

    return counted(words, f"counts.{key}", n, locale)


def report_locale(locale: str | None, words) -> str:
    """The report's language: the one asked for (else the system's), if ``words`` has it."""
    from pnpkit.cli.common import fail
    from pnpkit.cli.language import command_language

    locale = command_language(locale, tuple(words))
    if locale not in words:
        fail(f"--locale must be ru or en (got '{locale}')")
    return locale

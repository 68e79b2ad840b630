"""Numbers as pnpkit writes them to players: a decimal comma in Russian, a point in English.

Pure and stdlib only (the odds and dice fast paths import it before anything else)."""

from __future__ import annotations


def decimal(value: float, locale: str, digits: int = 2) -> str:
    """``value`` with ``digits`` decimals: ``12,35`` in Russian, ``12.35`` otherwise."""
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if locale == "ru" else text


#: the space before «%»: never a plain one, where a terminal, a log or a page may wrap
#: between the number and its sign (the live page's rule, page.js ``nobreak``)
NBSP = "\u00a0"


def percent(share: float, locale: str, digits: int = 1) -> str:
    """A share 0..1 as a percentage: ``12,3 %`` in Russian (a no-break space before the
    sign, as Russian typesetting has it), ``12.3%`` in English."""
    text = decimal(share * 100, locale, digits)
    return text + NBSP + "%" if locale == "ru" else text + "%"


def share_digits(share: float, digits: int = 1, most: int = 6) -> int:
    """The decimals (from ``digits``, at most ``most``) a percentage of ``share`` needs so
    that a share short of certain is not written 100 nor a possible one 0: a fight won
    99.9995 % of the time reads "99.9995", not "100.0"."""
    while digits < most and 0 < share < 1 and round(share * 100, digits) in (0, 100):
        digits += 1
    return digits


def signed(value: float, locale: str, digits: int = 1) -> str:
    """``value`` with its sign always written: ``+0,5`` / ``-0,3`` in Russian, ``+0.5`` in English."""
    text = decimal(value, locale, digits)
    return text if text.startswith("-") else "+" + text


def plural_index(n: int, locale: str) -> int:
    """The gettext plural form of ``n``: Russian one/few/many (0/1/2), English one/other
    (0/1); other languages read as English here (the CLI side has Babel for them)."""
    n = abs(int(n))
    if locale.replace("-", "_").split("_")[0] == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    return 0 if n == 1 else 1


def plural(n: int, forms: tuple[str, ...] | list[str], locale: str) -> str:
    """The form of ``forms`` (the locale's gettext order) for ``n``, ``{n}`` filled in."""
    form = forms[min(plural_index(n, locale), len(forms) - 1)]
    return form.format(n=n)

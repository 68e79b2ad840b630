"""Plural forms by the locale's own rules, for every generated phrase with a number.

Russian has three forms (1 карта, 2 карты, 5 карт; 11 карт, 21 карта),
English two.  The form index comes from the locale's gettext plural expression as
Babel knows it (CLDR), the same expression a PO file's ``Plural-Forms`` header holds,
so phrases from code and plural entries in catalogues agree.

The built-in forms below cover the common terms that code composes with numbers; a
game's own terms come from its plugin (``plural_nouns``), so nothing here names a game.
The catalogue carries them as plural entries (context ``noun.<name>``, see
catalogue.py) for a translator to fill in; a kit prints the forms written here.
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache

from babel.messages.plurals import get_plural

from pnpkit import word_files
from pnpkit.i18n import PSEUDO_LOCALE

#: the nouns any game's kit may compose with numbers (a game's own come from its plugin's
#: ``plural_nouns``): noun -> locale -> forms in the locale's gettext order ({n} is the
#: number), kept in plurals.json beside this module
NOUNS: dict[str, dict[str, tuple[str, ...]]] = word_files.noun_forms(
    word_files.word_file(__file__, "plurals.json")["NOUNS"])

Nouns = Mapping[str, Mapping[str, Sequence[str]]]


def game_nouns(rules: str) -> Nouns:
    """The nouns a game's own code composes with numbers, from its plugin (``plural_nouns``);
    none for a data-only game or a plugin without them."""
    from pnpkit.plugins import load, plugin_for

    plugin = plugin_for(rules) if rules else None
    if plugin is None or not plugin.plural_nouns:
        return {}
    return load(plugin.plural_nouns)


def noun_forms(rules: str) -> Nouns:
    """Every noun a game's kit composes (the nouns its catalogue carries): its plugin's
    first, then the common ones."""
    game = game_nouns(rules)
    return {**game, **{k: v for k, v in NOUNS.items() if k not in game}}


def base_language(locale: str) -> str:
    return locale.replace("-", "_").split("_")[0]


@lru_cache(maxsize=64)
def _rule(locale: str) -> tuple[int, Callable[[int], int]]:
    language = "ru" if locale == PSEUDO_LOCALE else base_language(locale)
    count, expression = get_plural(language)
    return count, gettext.c2py(expression)


def plural_index(n: int, locale: str) -> int:
    """Which of the locale's forms a count ``n`` takes (gettext order)."""
    count, rule = _rule(locale)
    return min(rule(abs(int(n))), count - 1)


def plural(n: int, forms: Sequence[str], locale: str, **fields: object) -> str:
    """The form of ``forms`` (in the locale's order) for ``n``, with ``{n}`` (and any
    other ``fields``) filled in."""
    if not forms:
        raise ValueError("no plural forms given")
    return forms[min(plural_index(n, locale), len(forms) - 1)].format(n=n, **fields)


def counted(phrase: str, n: int, locale: str, **fields: object) -> str:
    """A kit phrase whose forms are written in one string, "|" between them in the
    locale's order ("{n} карта|{n} карты|{n} карт"), filled for the count ``n`` — so a
    printed count never reads «6 карты» or «83 карт»; a phrase of one form is that form."""
    return plural(n, phrase.split("|"), locale, **fields)


def forms_for(noun: str, locale: str, nouns: Nouns | None = None) -> Sequence[str] | None:
    by_locale = (NOUNS if nouns is None else nouns).get(noun, {})
    return by_locale.get(locale) or by_locale.get(base_language(locale))


def quantity(n: int, noun: str, locale: str, nouns: Nouns | None = None) -> str:
    """A number with its noun in the right form: ``quantity(2, 'card', 'ru')`` → '2 карты'
    (``nouns``: a game's table, e.g. its plugin's, instead of the common one).

    A locale without built-in forms gets the Russian phrase (a Translator supplies
    catalogue forms first and marks that fallback)."""
    table = NOUNS if nouns is None else nouns
    if noun not in table:
        raise KeyError(f"no plural forms for the noun '{noun}'")
    forms = forms_for(noun, locale, table)
    return plural(n, table[noun]["ru"], "ru") if forms is None else plural(n, forms, locale)

"""Amber's nouns that code composes with numbers ('5 талеров', '2 пункта силы'), and the
phrases built on them.  The plugin names NOUNS (``plural_nouns``); pnpkit.i18n.plurals
adds the common nouns and puts them in the catalogue as plural entries."""

from __future__ import annotations

from pnpkit.i18n.plurals import quantity
from pnpkit.word_files import noun_forms, word_file

#: noun -> locale -> forms in the locale's gettext order ({n} is the number), kept in
#: plurals.json beside this module
NOUNS: dict[str, dict[str, tuple[str, ...]]] = noun_forms(word_file(__file__, "plurals.json")["NOUNS"])


def thalers(n: int, locale: str) -> str:
    return quantity(n, "thaler", locale, NOUNS)

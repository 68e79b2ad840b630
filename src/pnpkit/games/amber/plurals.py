"""Amber's nouns that code composes with numbers ('5 талеров', '2 пункта силы'), and the
phrases built on them.  The plugin names NOUNS (``plural_nouns``); pnpkit.i18n.plurals
adds the common nouns and puts them in the catalogue as plural entries."""

from __future__ import annotations

from pnpkit.i18n.plurals import quantity

#: noun -> locale -> forms in the locale's gettext order ({n} is the number)
NOUNS: dict[str, dict[str, tuple[str, ...]]] = {
    "thaler": {"ru": ("{n} талер", "{n} талера", "{n} талеров"),
               "en": ("{n} thaler", "{n} thalers")},
    "strength": {"ru": ("{n} пункт силы", "{n} пункта силы", "{n} пунктов силы"),
                 "en": ("{n} Strength point", "{n} Strength points")},
    "mind": {"ru": ("{n} пункт ума", "{n} пункта ума", "{n} пунктов ума"),
             "en": ("{n} Mind point", "{n} Mind points")},
    "magic": {"ru": ("{n} пункт магии", "{n} пункта магии", "{n} пунктов магии"),
              "en": ("{n} Magic point", "{n} Magic points")},
    "life": {"ru": ("{n} пункт жизни", "{n} пункта жизни", "{n} пунктов жизни"),
             "en": ("{n} Life point", "{n} Life points")},
    "experience": {"ru": ("{n} пункт опыта", "{n} пункта опыта", "{n} пунктов опыта"),
                   "en": ("{n} Experience point", "{n} Experience points")},
    "field": {"ru": ("{n} поле", "{n} поля", "{n} полей"),
              "en": ("{n} space", "{n} spaces")},
}

def thalers(n: int, locale: str) -> str:
    return quantity(n, "thaler", locale, NOUNS)


def points(n: int, stat: str, locale: str) -> str:
    """``points(2, 'strength', 'ru')`` → '2 пункта силы'; stats: strength, mind, magic,
    life, experience (ПС, ПУ, ПМ, ПЖ, ПО)."""
    return quantity(n, stat, locale, NOUNS)

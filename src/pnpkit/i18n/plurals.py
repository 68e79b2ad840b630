"""Plural forms by the locale's own rules, for every generated phrase with a number.

Russian has three forms (1 талер, 2 талера, 5 талеров; 11 талеров, 21 талер),
English two.  The form index comes from the locale's gettext plural expression as
Babel knows it (CLDR), the same expression a PO file's ``Plural-Forms`` header holds,
so phrases from code and plural entries in catalogues agree.

The built-in forms below cover the game terms that code composes with numbers; a
catalogue may supply them for any other locale (context ``noun.<name>``, see
catalogue.py), and a Translator prefers those.
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache

from babel.messages.plurals import get_plural

from pnpkit.i18n import PSEUDO_LOCALE

#: noun -> locale -> forms in the locale's gettext order ({n} is the number).
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
    "card": {"ru": ("{n} карта", "{n} карты", "{n} карт"),
             "en": ("{n} card", "{n} cards")},
    "field": {"ru": ("{n} поле", "{n} поля", "{n} полей"),
              "en": ("{n} space", "{n} spaces")},
    "turn": {"ru": ("{n} ход", "{n} хода", "{n} ходов"),
             "en": ("{n} turn", "{n} turns")},
    "round": {"ru": ("{n} тур", "{n} тура", "{n} туров"),
              "en": ("{n} round", "{n} rounds")},
    "copy": {"ru": ("{n} экземпляр", "{n} экземпляра", "{n} экземпляров"),
             "en": ("{n} copy", "{n} copies")},
    "page": {"ru": ("{n} страница", "{n} страницы", "{n} страниц"),
             "en": ("{n} page", "{n} pages")},
    "skill": {"ru": ("{n} очко МАСТЕРСТВА", "{n} очка МАСТЕРСТВА", "{n} очков МАСТЕРСТВА"),
              "en": ("{n} SKILL point", "{n} SKILL points")},
    "stamina": {"ru": ("{n} очко ВЫНОСЛИВОСТИ", "{n} очка ВЫНОСЛИВОСТИ", "{n} очков ВЫНОСЛИВОСТИ"),
                "en": ("{n} STAMINA point", "{n} STAMINA points")},
    "luck": {"ru": ("{n} очко УДАЧИ", "{n} очка УДАЧИ", "{n} очков УДАЧИ"),
             "en": ("{n} LUCK point", "{n} LUCK points")},
    "cell": {"ru": ("{n} клетка", "{n} клетки", "{n} клеток"),
             "en": ("{n} square", "{n} squares")},
}
#: which nouns each game's kit composes with numbers (every game also gets COMMON_NOUNS)
COMMON_NOUNS = ("card", "turn", "round", "copy", "page")
GAME_NOUNS: dict[str, tuple[str, ...]] = {
    "amber": ("thaler", "strength", "mind", "magic", "life", "experience", "field"),
    "fighting-fantasy": ("skill", "stamina", "luck"),
    "race": ("cell",),
}


def nouns_of(game_id: str) -> tuple[str, ...]:
    return GAME_NOUNS.get(game_id, ()) + COMMON_NOUNS


#: the game abbreviations of Amber's points, for phrases such as «+2 ПС» (they do not inflect)
POINT_ABBREVIATIONS: dict[str, dict[str, str]] = {
    "strength": {"ru": "ПС", "en": "STR"},
    "mind": {"ru": "ПУ", "en": "MND"},
    "magic": {"ru": "ПМ", "en": "MAG"},
    "life": {"ru": "ПЖ", "en": "LIFE"},
    "experience": {"ru": "ПО", "en": "EXP"},
}


def base_language(locale: str) -> str:
    return locale.replace("-", "_").split("_")[0]


@lru_cache(maxsize=64)
def _rule(locale: str) -> tuple[int, Callable[[int], int]]:
    language = "ru" if locale == PSEUDO_LOCALE else base_language(locale)
    count, expression = get_plural(language)
    return count, gettext.c2py(expression)


def plural_count(locale: str) -> int:
    """How many plural forms the locale has (ru 3, en 2, ja 1)."""
    return _rule(locale)[0]


def plural_index(n: int, locale: str) -> int:
    """Which of the locale's forms a count ``n`` takes (gettext order)."""
    count, rule = _rule(locale)
    return min(rule(abs(int(n))), count - 1)


def plural(n: int, forms: Sequence[str], locale: str) -> str:
    """The form of ``forms`` (in the locale's order) for ``n``, with ``{n}`` filled in."""
    if not forms:
        raise ValueError("no plural forms given")
    form = forms[min(plural_index(n, locale), len(forms) - 1)]
    return form.format(n=n)


def forms_for(noun: str, locale: str) -> tuple[str, ...] | None:
    by_locale: Mapping[str, tuple[str, ...]] = NOUNS.get(noun, {})
    return by_locale.get(locale) or by_locale.get(base_language(locale))


def quantity(n: int, noun: str, locale: str) -> str:
    """A number with its noun in the right form: ``quantity(5, 'thaler', 'ru')`` → '5 талеров'.

    A locale without built-in forms gets the Russian phrase (a Translator supplies
    catalogue forms first and marks that fallback)."""
    if noun not in NOUNS:
        raise KeyError(f"no plural forms for the noun '{noun}'")
    forms = forms_for(noun, locale)
    if forms is None:
        return plural(n, NOUNS[noun]["ru"], "ru")
    return plural(n, forms, locale)


def thalers(n: int, locale: str) -> str:
    return quantity(n, "thaler", locale)


def points(n: int, stat: str, locale: str) -> str:
    """``points(2, 'strength', 'ru')`` → '2 пункта силы'; stats: strength, mind, magic,
    life, experience (ПС, ПУ, ПМ, ПЖ, ПО)."""
    return quantity(n, stat, locale)


def signed_points(n: int, stat: str, locale: str) -> str:
    """The short form printed on fields and cards: '+2 ПС', '−1 ПЖ' (en: '+2 STR')."""
    short = POINT_ABBREVIATIONS[stat].get(base_language(locale), POINT_ABBREVIATIONS[stat]["ru"])
    sign = "+" if n >= 0 else "\u2212"
    return f"{sign}{abs(n)} {short}"

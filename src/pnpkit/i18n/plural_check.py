"""Find numbers whose noun has the wrong plural form in a written text.

Texts written by hand ("залог 3 талеров", "1 thalers") slip where generated phrases
cannot; this check reads a text the way the locale's plural rules do and reports every
number + noun pair whose form does not match.  Russian nouns after a word that governs
the genitive ("из 2 талеров", "с вычетом 2 пунктов") take the genitive plural whatever
the number, so those are left alone, as are ranges ("1–2 поле" is "1–2" + "поле…") and
a die face before a sentence's subject ("на 6 карта улетает").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pnpkit.i18n.plurals import plural_index
from pnpkit.word_files import word_file

#: the words checked, kept in plural_check.json beside this module: Russian stem -> its
#: forms by plural category (one, few, many; "one" also allows the accusative, "возьми 1
#: карту"), forms of one category written with "|" between them
_WORDS = word_file(__file__, "plural_check.json")
_RU_FORMS = {stem: tuple(frozenset(forms.split("|")) for forms in by_category)
             for stem, by_category in _WORDS["RU_FORMS"].items()}
_RU_WORD = re.compile(
    r"(?<![\d–\-−])(?:(?P<prev>[\w-]+)\s+)?(?P<n>\d+)\s+(?P<word>талер\w*|пункт\w*|ход\w*|тур\w*|"
    r"карт\w*|клет\w*|очк\w*|пол[еяй]\w*)", re.IGNORECASE)
#: the words after which a Russian noun takes the genitive plural whatever the number
_RU_GENITIVE = frozenset(_WORDS["RU_GENITIVE"])
# "на 6 карта улетает": a die face followed by the subject of the sentence, not a count
_RU_NOMINATIVE_ONE = frozenset(_WORDS["RU_NOMINATIVE_ONE"])
_EN_WORD = re.compile(
    r"(?<![\d–\-−])\b(?P<n>\d+)\s+(?P<word>thalers?|cards?|turns?|rounds?|squares?|spaces?|"
    r"points?|copies|copy|pages?)\b", re.IGNORECASE)
_EN_SINGULAR: dict[str, str] = _WORDS["EN_SINGULAR"]


@dataclass(frozen=True)
class PluralSlip:
    found: str
    expected: str

    def __str__(self) -> str:
        return f"'{self.found}' should be '{self.expected}'"


def _russian(text: str) -> list[PluralSlip]:
    slips = []
    for match in _RU_WORD.finditer(text):
        prev, n, word = match.group("prev"), int(match.group("n")), match.group("word").lower()
        if prev and prev.lower() in _RU_GENITIVE:
            continue
        forms = next((f for stem, f in _RU_FORMS.items() if word.startswith(stem)
                      and any(word in group for group in f)), None)
        if forms is None:
            continue  # another word on the same stem (ходить, полный, …) or a case we do not check
        category = plural_index(n, "ru")
        if prev and prev.lower() == "на" and word in _RU_NOMINATIVE_ONE and category != 0:
            continue
        if word not in forms[category]:
            expected = sorted(forms[category])[0]
            slips.append(PluralSlip(f"{n} {word}", f"{n} {expected}"))
    return slips


def _english(text: str) -> list[PluralSlip]:
    slips = []
    for match in _EN_WORD.finditer(text):
        n, word = int(match.group("n")), match.group("word")
        singular = _EN_SINGULAR.get(word.lower(), word.lower())
        plural = next((p for p, s in _EN_SINGULAR.items() if s == singular), singular + "s")
        expected = singular if n == 1 else plural
        if word.lower() != expected:
            slips.append(PluralSlip(f"{n} {word}", f"{n} {expected}"))
    return slips


def plural_slips(text: str, locale: str) -> list[PluralSlip]:
    """Number + noun pairs in ``text`` whose form breaks the locale's plural rules
    (Russian and English are checked; other locales give no slips)."""
    language = locale.split("_")[0]
    if language == "ru":
        return _russian(text)
    if language == "en":
        return _english(text)
    return []

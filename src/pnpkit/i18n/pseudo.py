"""The pseudo-locale: every string accented and about 40 % longer, in brackets.

Building a kit in it shows, before any translator starts, which boxes will overflow
in a longer language (German, Finnish and English-with-long-words all run longer than
a Russian-fitted box allows), which strings are not translatable (they stay plain),
and whether the fonts cover accented letters.  Deterministic: the same text always
gives the same pseudo text.  Placeholders such as ``{n}`` are kept intact.
"""

from __future__ import annotations

import re

GROWTH = 0.40
OPEN, CLOSE = "[", "]"

_LATIN = dict(zip(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçðéƒĝĥîĵķļḿñöþǫŕšţüṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻḾÑÖÞǪŔŠŢÜṼŴẊÝŽ",
    strict=True,
))
_CYRILLIC = dict(zip(
    "аеиоуыэжзчкгАЕИОУЫЭЖЗЧКГ",
    "ӓёӥӧӱӹӭӝӟӵќѓӒЁӤӦӰӸӬӜӞӴЌЃ",
    strict=True,
))
ACCENTS = {**_LATIN, **_CYRILLIC}
VOWELS = set("aeiouyAEIOUYаеёиоуыэюяАЕЁИОУЫЭЮЯ")
_PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\([^)]*\)[sd]|%[sd]")


def pseudo(text: str, growth: float = GROWTH) -> str:
    """``text`` in the pseudo-locale: accented, vowels stretched so that the whole is
    about ``growth`` longer (brackets included), wrapped in brackets."""
    if not text:
        return text
    target_extra = max(0, round(len(text) * growth) - len(OPEN) - len(CLOSE))
    pieces = _PLACEHOLDER.split(text)
    holders = _PLACEHOLDER.findall(text)
    vowel_total = sum(1 for piece in pieces for ch in piece if ch in VOWELS)
    out: list[str] = []
    seen = 0
    for index, piece in enumerate(pieces):
        for ch in piece:
            mapped = ACCENTS.get(ch, ch)
            out.append(mapped)
            if ch in VOWELS and vowel_total:
                copies = (seen + 1) * target_extra // vowel_total - seen * target_extra // vowel_total
                out.append(mapped.lower() * copies)
                seen += 1
        if index < len(holders):
            out.append(holders[index])
    body = "".join(out)
    if not vowel_total and target_extra:
        body += "~" * target_extra
    return f"{OPEN}{body}{CLOSE}"


def is_pseudo(text: str) -> bool:
    return text.startswith(OPEN) and text.endswith(CLOSE)

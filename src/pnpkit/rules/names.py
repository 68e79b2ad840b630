"""Names as a table types them (pure): letter case, «ё» for «е», quotes and spacing do
not count, and a card's number may be left off («Подкова» for «№140 Подкова»)."""

from __future__ import annotations

import re
import unicodedata

_QUOTES = str.maketrans("", "", "«»\"“”„'‘’")
_NUMBER = re.compile(r"^(№|no\.?)\s*\d+\s+")
_TITLE = re.compile(r"«([^»]+)»|“([^”]+)”")


def fold(text: str) -> str:
    """``text`` as it is compared: NFC, case folded, ё → е, no quotes, single spaces."""
    text = unicodedata.normalize("NFC", str(text)).casefold().replace("ё", "е").translate(_QUOTES)
    return " ".join(text.split())


def bare(text: str) -> str:
    """:func:`fold` without a leading card number (``№140 ``, ``No. 140 ``)."""
    return _NUMBER.sub("", fold(text))


def same_name(typed: str, name: str) -> bool:
    """Whether ``typed`` names ``name``: equal once folded, to its bare name, or to the
    title it quotes («Змеиный браслет» for «Амулет №9 «Змеиный браслет»»)."""
    wanted = fold(typed)
    if not wanted:
        return False
    titles = [fold(a or b) for a, b in _TITLE.findall(str(name))]
    return wanted == fold(name) or wanted == bare(name) or wanted in titles

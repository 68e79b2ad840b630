"""Names as a table types them (pure): letter case, «ё» for «е», quotes and spacing do
not count, and a card's number may be left off («Подкова» for «№140 Подкова»)."""

from __future__ import annotations

import re
import unicodedata

_QUOTES = str.maketrans("", "", "«»\"“”„'‘’")
_NUMBER = re.compile(r"^(№|no\.?)\s*\d+\s+")


def fold(text: str) -> str:
    """``text`` as it is compared: NFC, case folded, ё → е, no quotes, single spaces."""
    text = unicodedata.normalize("NFC", str(text)).casefold().replace("ё", "е").translate(_QUOTES)
    return " ".join(text.split())


def bare(text: str) -> str:
    """:func:`fold` without a leading card number (``№140 ``, ``No. 140 ``)."""
    return _NUMBER.sub("", fold(text))


def same_name(typed: str, name: str) -> bool:
    """Whether ``typed`` names ``name``: equal once folded, or equal to its bare name."""
    wanted = fold(typed)
    return bool(wanted) and (wanted == fold(name) or wanted == bare(name))

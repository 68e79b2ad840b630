"""Names as a table types them (pure): letter case, «ё» for «е», quotes and spacing do
not count, and a card's number may be left off («Подкова» for «№140 Подкова»)."""

from __future__ import annotations

import unicodedata

_QUOTES = str.maketrans("", "", "«»\"“”„'‘’")
#: a card's number as a name may start with it (``^(№|no\.?)\s*\d+\s+``), read by hand:
#: a writing command that imports re for two patterns pays ~0.5 ms (issue #31)
_NUMBER_SIGNS = ("№", "no.", "no")
#: the title a name quotes (``«([^»]+)»|“([^”]+)”``): its quotes, opening to closing
_TITLE_QUOTES = {"«": "»", "“": "”"}


def fold(text: str) -> str:
    """``text`` as it is compared: NFC, case folded, ё → е, no quotes, single spaces."""
    text = unicodedata.normalize("NFC", str(text)).casefold().replace("ё", "е").translate(_QUOTES)
    return " ".join(text.split())


def bare(text: str) -> str:
    """:func:`fold` without a leading card number (``№140 ``, ``No. 140 ``)."""
    text = fold(text)
    for sign in _NUMBER_SIGNS:
        if text.startswith(sign):
            end = _past_number(text, len(sign))
            if end >= 0:
                return text[end:]
    return text


def _past_number(text: str, at: int) -> int:
    """Where ``\\s*\\d+\\s+`` from ``at`` ends in ``text`` (-1: it is not there); re's
    ``\\d`` and ``\\s`` are str.isdecimal and str.isspace."""
    end = len(text)
    while at < end and text[at].isspace():
        at += 1
    digits = at
    while at < end and text[at].isdecimal():
        at += 1
    if at == digits:
        return -1
    spaces = at
    while at < end and text[at].isspace():
        at += 1
    return at if at > spaces else -1


def titles(name: str) -> list[str]:
    """The texts ``name`` quotes in «…» or “…” (not empty, left to right, none inside another)."""
    found, at, end = [], 0, len(name)
    while at < end:
        closing = _TITLE_QUOTES.get(name[at])
        if closing is not None:
            close = name.find(closing, at + 1)
            if close > at + 1:
                found.append(name[at + 1:close])
                at = close + 1
                continue
        at += 1
    return found


def same_name(typed: str, name: str) -> bool:
    """Whether ``typed`` names ``name``: equal once folded, to its bare name, or to the
    title it quotes («Змеиный браслет» for «Амулет №9 «Змеиный браслет»»)."""
    wanted = fold(typed)
    if not wanted:
        return False
    quoted = [fold(title) for title in titles(str(name))]
    return wanted == fold(name) or wanted == bare(name) or wanted in quoted


#: numbers a table may say in words («за два талера», ``for two thalers``), folded (ё → е):
#: each line is one number's spellings, Russian in the cases a count is typed in, then English
_NUMBER_WORDS = """ноль нуль нуля zero
один одна одно одного одну одной one
два две двух two
три трех three
четыре четырех four
пять пяти five
шесть шести six
семь семи seven
восемь восьми eight
девять девяти nine
десять десяти ten
одиннадцать одиннадцати eleven
двенадцать двенадцати twelve
тринадцать тринадцати thirteen
четырнадцать четырнадцати fourteen
пятнадцать пятнадцати fifteen
шестнадцать шестнадцати sixteen
семнадцать семнадцати seventeen
восемнадцать восемнадцати eighteen
девятнадцать девятнадцати nineteen
двадцать двадцати twenty"""
_NUMBERS = {word: n for n, line in enumerate(_NUMBER_WORDS.splitlines()) for word in line.split()}


def number(word: str) -> int | None:
    """The whole number ``word`` says, in digits or in words (``2``, «два», «Две»,
    ``two``; up to twenty in words), or None."""
    word = word.strip()
    if word.isdecimal() and word.isascii():
        return int(word)
    return _NUMBERS.get(fold(word))

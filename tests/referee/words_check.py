"""What a referee's text must never show (shared by the 300-action language tests of
every game): an id (``card.072``, ``field.x``, ``key=value``), an English word in a
Russian session, a Russian word in an English one.  Dice notation (``2к6``, ``d66``) and
option names (``--escape``) are syntax, the same in both languages."""

from __future__ import annotations

import re
from collections.abc import Iterable

ID = re.compile(r"\b(?:card|field|table|traveller|item|prince|token|amulet|friend|rule|kingdom|"
                r"region|deck|ff|race|switch)\.[\w-]+|\b[a-z_]+=|\b[a-z]+_[a-z_]+\b|[{}]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
CYRILLIC = re.compile(r"[А-Яа-яЁё]")
SYNTAX = re.compile(r"\d*[dк]\d+[^\s,;)]*|--[a-z-]+")


def leaks(lines: Iterable[str], locale: str) -> list[str]:
    """The lines that show an id or a word of the other language."""
    out = []
    for line in lines:
        if ID.search(SYNTAX.sub("", line)):
            out.append(line)
        elif locale == "ru" and LATIN_WORD.search(SYNTAX.sub("", line)):
            out.append(line)
        elif locale != "ru" and CYRILLIC.search(line):
            out.append(line)
    return out


def assert_one_language(lines: list[str], locale: str, allowed: Iterable[str] = ()) -> None:
    """Fails listing the first leaks; ``allowed``: words of the players themselves
    (their names), taken out before the check."""
    names = sorted(allowed, key=len, reverse=True)
    cleaned = []
    for line in lines:
        for name in names:
            line = line.replace(name, "")
        cleaned.append(line)
    bad = [line for line, clean in zip(lines, cleaned, strict=True) if leaks([clean], locale)]
    assert not bad, f"{len(bad)} lines leak an id or a word of the other language:\n" + "\n".join(bad[:25])

"""The typographic pass: what a typesetter does to a text before it is broken into lines.

Pure and small, one rule set per locale, applied once where text enters layout
(``render.text.fit_box``, the print guide's lines, the rulebook's paragraphs).
Idempotent: a text that passed once passes again unchanged, so a text typeset by a
caller and again by the fitter comes out the same.

Every locale: a number stays on the line of the word it counts ("3 ПМ", "10 thalers"),
"№ 5" and "§ 3" stay together, and a dash never starts a line (it is tied to the word
before it).  Russian: a one-letter word (в, с, и, к, о, у, а, я…) is tied to the next
word, straight double quotes become «ёлочки».  English: straight apostrophes and
quotes become curly ones, and "100 %" becomes "100%".
"""

from __future__ import annotations

import re
from functools import lru_cache

NBSP = "\u00a0"
# a place where a word starts: the text's start, a space or an opening bracket/quote
_OPENERS = "\\s(\\[{«„“‘\u00a0/—–"

_DASH_BEFORE = re.compile(r" +(?=[—–](?:\s|$))")
_NUMBER_WORD = re.compile(r"(?<![^\W\d_])([+\-−±]?\d[\d.,:/]*\d|[+\-−±]?\d)[ \u00a0]+(?=[^\W\d_]|[«\"“%‰°$€£₽])")
_SIGN_NUMBER = re.compile(r"([№§]|\bNo\.|\bno\.|\bp\.|\bpp\.) +(?=\d)")
_ONE_LETTER = re.compile(rf"(?<![^{_OPENERS}])([^\W\d_]) +(?=\S)")
_PERCENT = re.compile(r"(\d)[ \u00a0\u202f]+(?=[%‰])")


def _quotes(text: str, open_double: str, close_double: str) -> str:
    """Straight quotes to curly ones: an opening mark after a space or an opening
    bracket (or at the start), a closing one elsewhere; an apostrophe inside or at the
    end of a word ("don't", "players'") is a closing single quote."""
    out = []
    for i, ch in enumerate(text):
        if ch not in "'\"":
            out.append(ch)
            continue
        before = text[i - 1] if i else " "
        opening = before.isspace() or before in "([{«„“‘—–/"
        if ch == '"':
            out.append(open_double if opening else close_double)
        else:
            after = text[i + 1] if i + 1 < len(text) else " "
            out.append("‘" if opening and not after.isspace() else "’")
    return "".join(out)


def _common(text: str) -> str:
    text = _SIGN_NUMBER.sub(lambda m: m.group(1) + NBSP, text)
    text = _NUMBER_WORD.sub(lambda m: m.group(1) + NBSP, text)
    return _DASH_BEFORE.sub(NBSP, text)


def _russian(text: str) -> str:
    if "'" in text or '"' in text:
        text = _quotes(text, "«", "»")
    text = _common(text)
    return _ONE_LETTER.sub(lambda m: m.group(1) + NBSP, text)


def _english(text: str) -> str:
    if "'" in text or '"' in text:
        text = _quotes(text, "“", "”")
    text = _PERCENT.sub(r"\1", text)
    return _common(text)


_RULES = {"ru": _russian, "uk": _russian, "en": _english}


@lru_cache(maxsize=65536)
def typeset(text: str, locale: str) -> str:
    """``text`` as a typesetter would set it in ``locale`` (a locale without rules of
    its own gets the common ones: numbers with their words, no dash at a line's start)."""
    if not text:
        return text
    rules = _RULES.get(locale.split("_")[0].split("-")[0].lower(), _common)
    return rules(text)

"""The words of dice notation, read by hand rather than with ``re``: importing ``re``
(and the ``enum`` it brings) is a sixth of what `pnpkit dice` may take to start.

Each function reads at ``pos`` of the lowered notation and says where its word ends,
as the patterns it replaces did: ``\\d`` is ``str.isdecimal`` and ``\\s`` is
``str.isspace`` (CPython's ``re`` asks the same two questions of a character).
"""

from __future__ import annotations

DIE_LETTERS = "dк"
#: the keep/drop suffixes, in the order the pattern tried them (``kh`` before ``k``)
KEEP_MODES = ("kh", "kl", "k", "dh", "dl")


def skip_space(text: str, pos: int) -> int:
    """Past any whitespace at ``pos`` (``\\s*``)."""
    while pos < len(text) and text[pos].isspace():
        pos += 1
    return pos


def digits_end(text: str, pos: int) -> int:
    """Past any decimal digits at ``pos`` (``\\d*``)."""
    while pos < len(text) and text[pos].isdecimal():
        pos += 1
    return pos


def number(text: str, pos: int) -> tuple[str, int] | None:
    """The whole number at ``pos`` and its end (``\\d+``), or None."""
    end = digits_end(text, pos)
    return (text[pos:end], end) if end > pos else None


def bare_die(text: str, pos: int) -> tuple[str, int] | None:
    """A count and a die letter with no sides after them (``\\d*[dк]``): the letter and
    where it ends, or None."""
    end = digits_end(text, pos)
    if end < len(text) and text[end] in DIE_LETTERS:
        return text[end], end + 1
    return None


def dice(text: str, pos: int) -> tuple[tuple[str, str, str, str | None, str | None], int] | None:
    """``4d6kh3`` at ``pos``: (count, letter, sides, keep mode, keep count) and the end,
    as ``(\\d*)([dк])(\\d+|%)(?:(kh|kl|k|dh|dl)(\\d+))?`` read them; or None."""
    letter = bare_die(text, pos)
    if letter is None:
        return None
    count = text[pos:letter[1] - 1]
    end = letter[1]
    if text[end:end + 1] == "%":
        sides, end = "%", end + 1
    else:
        found = number(text, end)
        if found is None:
            return None
        sides, end = found
    for mode in KEEP_MODES:
        if text.startswith(mode, end):
            keep = number(text, end + len(mode))
            if keep is not None:
                return (count, letter[0], sides, mode, keep[0]), keep[1]
    return (count, letter[0], sides, None, None), end

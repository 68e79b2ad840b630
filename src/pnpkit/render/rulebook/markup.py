"""The rulebook's small markup, parsed into plain blocks (no reportlab here).

A template renders to lines of this markup:

* ``# Title {#anchor}`` / ``## …`` / ``### …`` — headings; levels 1 and 2 are numbered
  (``3.``, ``3.2``), level 3 is a run-in subheading.  After ``::appendices`` level-1
  headings are lettered (А, Б, …).
* a run of text lines — a paragraph; ``- `` starts a list item (following lines that
  begin with two spaces continue it).
* ``|`` rows — a table; a ``|---`` line after the first row makes it a header;
  ``::cols 10 30 60`` before the table gives relative column widths.
* ``::: example Title`` … ``:::`` — a boxed block (kinds: example, note); it nests.
* ``::figure name``, ``::toc``, ``::pagebreak``, ``::twocolumn``, ``::onecolumn``,
  ``::cover Title | Subtitle | Line``, ``::appendices``.
* inline: ``**bold**``, ``*italic*``, ``§{anchor}`` — a reference that becomes
  "§3.2" linked to that heading.

Headings are numbered while parsing, so references resolve in one pass and a reference
to an unknown anchor is an error naming the line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import partial
from xml.sax.saxutils import escape

from pnpkit.layout.typography import typeset

APPENDIX_LETTERS = "АБВГДЕЖИКЛМНПРСТУФХЦШЭЮЯ"
#: appendix letters of a language whose alphabet is not the Russian one
LATIN_APPENDIX_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_HEADING = re.compile(r"^(#{1,3})\s+(.*?)(?:\s+\{#([\w.-]+)\})?\s*$")
_ORDERED = re.compile(r"^(\d+)\.\s+(.*)$")
_REF = re.compile(r"§\{([\w.-]+)\}")
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_DASH_AFTER_BOLD = re.compile(r"(?<=\S)\*\*\u00a0([—–])(?=\s|$)")
_ITALIC = re.compile(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])")


class MarkupError(ValueError):
    """A markup mistake, naming the line of the rendered markup ("line N: …")."""

    @property
    def line(self) -> int:
        """The rendered markup's line the message names (0: none)."""
        found = re.match(r"line (\d+):", str(self))
        return int(found[1]) if found else 0


#: the directives a rulebook may use (``::name args``), besides ``::cols`` and ``::appendices``
DIRECTIVES = ("pagebreak", "toc", "twocolumn", "onecolumn", "cover", "figure", "small", "normal",
              "space")


@dataclass(frozen=True)
class Heading:
    level: int
    title: str           # plain text (for outlines, headers and the contents)
    number: str          # "3", "3.2", "А" or "" (level 3)
    anchor: str
    line: int = 0
    display: str = ""    # the title as it prints (typeset); outlines keep the plain one

    @property
    def label(self) -> str:
        if not self.number:
            return self.title
        return f"{self.number}. {self.title}" if self.level == 1 else f"{self.number} {self.title}"


@dataclass(frozen=True)
class Para:
    text: str            # inline markup already converted to reportlab para-XML
    style: str = "body"


@dataclass(frozen=True)
class ListBlock:
    items: tuple[str, ...]
    ordered: bool = False


@dataclass(frozen=True)
class Table:
    rows: tuple[tuple[str, ...], ...]
    header: bool
    widths: tuple[float, ...] = ()


@dataclass(frozen=True)
class Box:
    kind: str            # example | note
    title: str
    blocks: tuple = ()


@dataclass(frozen=True)
class Directive:
    name: str            # one of DIRECTIVES
    args: tuple[str, ...] = ()
    line: int = 0        # of the rendered markup


@dataclass
class Document:
    blocks: list = field(default_factory=list)
    headings: list[Heading] = field(default_factory=list)


#: a "word" longer than any language writes (a pasted hash, a 200,000-letter run): it is
#: cut into pieces of LONG_WORD_PIECE, since the PDF engine breaks a word wider than its
#: line in time quadratic in its length (200,000 letters took a minute)
LONG_WORD = 120
LONG_WORD_PIECE = 60
_LONG_WORD = re.compile(r"[^\s*§]{" + str(LONG_WORD + 1) + ",}")


def broken_long_words(text: str) -> str:
    """``text`` with every run longer than LONG_WORD cut by spaces (linear in its length)."""
    def cut(match: re.Match) -> str:
        word = match.group(0)
        return " ".join(word[i:i + LONG_WORD_PIECE] for i in range(0, len(word), LONG_WORD_PIECE))

    return _LONG_WORD.sub(cut, text)


def _inline(text: str, refs: dict[str, Heading], line: int = 0, locale: str | None = None) -> str:
    """Escape ``text`` for reportlab and turn bold, italic and § references into tags;
    with a ``locale``, the text is typeset for it first (layout.typography)."""
    out = escape(broken_long_words(typeset(text, locale) if locale else text))
    # a dash bound to a bold lead-in ("**Отшельник** — событие") joins its run: the PDF
    # engine stretches a no-break space like any other in a justified line, and at the
    # change of face the dash opened a run (a line, to a reader) of its own
    out = _DASH_AFTER_BOLD.sub("\u00a0\\1**", out)
    out = _BOLD.sub(r"<b>\1</b>", out)
    out = _ITALIC.sub(r"<i>\1</i>", out)

    def ref(match: re.Match) -> str:
        anchor = match.group(1)
        target = refs.get(anchor)
        if target is None:
            raise MarkupError(f"line {line}: reference to unknown section §{{{anchor}}}")
        return f'<a href="#{anchor}" color="#7a2e12">§{target.number}</a>'

    return _REF.sub(ref, out)


def number_headings(lines: list[str], letters: str = APPENDIX_LETTERS) -> list[Heading]:
    """First pass: every heading with its number and anchor (appendices lettered with ``letters``)."""
    headings: list[Heading] = []
    chapter = appendix = section = 0
    lettered = False
    for i, raw in enumerate(lines, 1):
        line = raw.rstrip()
        if line.strip() == "::appendices":
            lettered = True
            continue
        m = _HEADING.match(line)
        if not m:
            continue
        level, title, anchor = len(m.group(1)), m.group(2).strip(), m.group(3)
        if level == 1:
            section = 0
            if lettered:
                appendix += 1
                if appendix > len(letters):
                    raise MarkupError(f"line {i}: too many appendices")
                number = letters[appendix - 1]
            else:
                chapter += 1
                number = str(chapter)
        elif level == 2:
            section += 1
            top = letters[appendix - 1] if lettered else str(chapter)
            number = f"{top}.{section}"
        else:
            number = ""
        headings.append(Heading(level, broken_long_words(_plain(title)), number,
                                anchor or f"s{len(headings) + 1}", i))
    seen: set[str] = set()
    for h in headings:
        if h.anchor in seen:
            raise MarkupError(f"line {h.line}: the anchor {{#{h.anchor}}} is used twice")
        seen.add(h.anchor)
    return headings


def _plain(title: str) -> str:
    return title.replace("**", "").replace("*", "")


def _column_shares(arg: str, line: int) -> tuple[float, ...]:
    """The shares of ``::cols 10 30 60``: positive numbers, no column under a twentieth
    of the table (a narrower one has no room for a letter); else MarkupError."""
    import math

    try:
        shares = tuple(float(w) for w in arg.split())
    except ValueError:
        shares = ()
    if not shares or not all(math.isfinite(w) and w > 0 for w in shares):
        raise MarkupError(f"line {line}: ::cols takes the columns' shares as positive numbers, "
                          f"such as '::cols 1 2 1' (got '{arg}')")
    if min(shares) / sum(shares) < 0.05:
        raise MarkupError(f"line {line}: ::cols '{arg}' makes a column narrower than a twentieth "
                          "of the table; give it a larger share")
    return shares


def _headings(lines: list[str], letters: str, locale: str | None) -> list[Heading]:
    """The numbered headings, each with its title as it prints in ``locale``."""
    headings = number_headings(lines, letters)
    if not locale:
        return headings
    return [replace(h, display=typeset(h.title, locale)) for h in headings]


def _directive(name: str, arg: str, line: int, inline) -> Directive:
    """``::name a | b`` (the cover's texts typeset as the body's), or MarkupError for a
    directive the typesetter would not know (a typo: ``::pagebrek``)."""
    if name not in DIRECTIVES:
        from pnpkit.model.diagnostics import did_you_mean

        hint = did_you_mean(name, [*DIRECTIVES, "cols", "appendices"])
        raise MarkupError(f"line {line}: unknown directive ::{name}"
                          + (f" ({hint})" if hint else f" (directives: {', '.join(DIRECTIVES)})"))
    args = tuple(a.strip() for a in arg.split("|")) if arg else ()
    if name == "cover":
        args = tuple(inline(a) for a in args)
    return Directive(name, args, line)


def _box_line(rest: str, blocks: list, stack: list, line: int, inline) -> list:
    """``::: kind title`` opens a box, whose blocks are gathered anew; a bare ``:::``
    closes the innermost one into the blocks around it.  The blocks read into next."""
    if rest:
        kind, _, title = rest.partition(" ")
        stack.append((blocks, kind, title.strip(), line))
        return []
    if not stack:
        raise MarkupError(f"line {line}: ':::' closes no box")
    outer, kind, title, _ = stack.pop()
    outer.append(Box(kind, inline(title), tuple(blocks)))
    return outer


def parse(text: str, letters: str = APPENDIX_LETTERS, locale: str | None = None) -> Document:
    """The document of a rulebook's markup; with a ``locale``, its text typeset for it."""
    lines = text.splitlines()
    headings = _headings(lines, letters, locale)
    inline = partial(_inline, locale=locale)
    refs, by_line = {h.anchor: h for h in headings}, {h.line: h for h in headings}
    doc = Document(headings=headings)
    stack: list[tuple[list, str, str, int]] = []   # open boxes: (outer blocks, kind, title, line)
    blocks: list = doc.blocks
    para: list[str] = []
    items: list[str] = []
    ordered = False
    rows: list[tuple[str, ...]] = []
    header = False
    widths: tuple[float, ...] = ()
    start = 0

    def flush() -> None:
        nonlocal para, items, rows, header, widths, ordered
        if para:
            blocks.append(Para(inline(" ".join(para), refs, start)))
            para = []
        if items:
            blocks.append(ListBlock(tuple(inline(t, refs, start) for t in items), ordered))
            items, ordered = [], False
        if rows:
            blocks.append(Table(tuple(tuple(inline(c, refs, start) for c in r) for r in rows), header, widths))
            rows, header, widths = [], False, ()

    def begin(kind: object) -> None:
        """A line of ``kind`` (para, table, a bullet or numbered list) ends a block of
        another kind before it, and starts its own there."""
        nonlocal start
        if ("para" if para else ("list", ordered) if items else "table" if rows else None) != kind:
            flush()
            start = i

    for i, raw in enumerate(lines, 1):
        line = raw.rstrip()
        stripped = line.strip()
        if not stripped:
            flush()
            continue
        if i in by_line:
            flush()
            blocks.append(by_line[i])
            continue
        if stripped.startswith(":::"):
            flush()
            blocks = _box_line(stripped[3:].strip(), blocks, stack, i, partial(inline, refs=refs, line=i))
            continue
        if stripped.startswith("::"):
            flush()
            name, _, arg = stripped[2:].partition(" ")
            if name == "cols":
                widths = _column_shares(arg, i)
            elif name != "appendices":
                blocks.append(_directive(name, arg, i, partial(inline, refs=refs, line=i)))
            continue
        if stripped.startswith("|"):
            begin("table")
            if re.fullmatch(r"\|[\s|:-]*-[\s|:-]*", stripped):
                header = True
                continue
            rows.append(tuple(c.strip() for c in stripped.strip("|").split("|")))
            continue
        numbered = _ORDERED.match(stripped)
        if stripped.startswith("- ") or numbered:
            begin(("list", bool(numbered)))
            ordered = bool(numbered)
            items.append(numbered.group(2) if numbered else stripped[2:])
            continue
        if items and line.startswith("  "):
            items[-1] += " " + stripped
            continue
        begin("para")
        para.append(stripped)
    flush()
    if stack:
        raise MarkupError(f"line {stack[-1][3]}: box '{stack[-1][1]}' is never closed")
    return doc

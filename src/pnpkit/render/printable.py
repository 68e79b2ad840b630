"""What `check` says about a game's texts that `build` would refuse to print.

The kit's renderers refuse a text with a character their fonts cannot draw (it would
print as an empty box; see ``render.text.check_glyphs``).  So that a game `check` passes
also builds, every text of the game is checked here against the characters the kit's
fonts have, and control characters (which no font draws, and which a terminal would
obey) are reported as such.  One diagnostic per text, at the place of its entity.
"""

from __future__ import annotations

import dataclasses
import unicodedata
from collections.abc import Iterable, Iterator
from functools import cache

from pnpkit.model.diagnostics import Diagnostic, Severity, Source
from pnpkit.model.game import Game

#: line breaks and tabs are layout, the soft hyphen is a break point: not printed as such
_LAYOUT = frozenset("\n\t\u00ad")


@cache
def _printable() -> frozenset[int]:
    """The characters some font of the kit can draw (one that none has is refused
    wherever the text is printed)."""
    from pnpkit.render.fonts import FONT_FILES
    from pnpkit.render.glyphs import coverage

    return frozenset.union(*map(coverage, FONT_FILES))


def _texts(value, source: Source) -> Iterator[tuple[str, Source]]:
    """Every string inside ``value`` with the source of the nearest entity around it."""
    stack = [(value, source)]
    while stack:
        item, where = stack.pop()
        where = getattr(item, "source", where) or where
        if isinstance(item, str):
            yield item, where
        elif dataclasses.is_dataclass(item):
            stack.extend((getattr(item, f.name), where) for f in dataclasses.fields(item) if f.name != "source")
        elif isinstance(item, dict):
            stack.extend((part, where) for pair in item.items() for part in pair)
        elif isinstance(item, (list, tuple)):
            stack.extend((part, where) for part in item)


def _named(ch: str) -> str:
    return f"U+{ord(ch):04X} {unicodedata.name(ch, repr(ch))}"


def unprintable(texts: Iterable[tuple[str, Source]]) -> list[Diagnostic]:
    """Errors for texts with control characters or characters the kit's fonts lack."""
    printable = _printable()
    found: list[Diagnostic] = []
    seen: set[tuple[str, Source]] = set()
    for text, where in texts:
        odd = sorted({ch for ch in text if ch not in _LAYOUT and ord(ch) not in printable})
        if not odd or (text, where) in seen:
            continue
        seen.add((text, where))
        shown = text if len(text) <= 40 else text[:39] + "…"
        shown = "".join(ch if unicodedata.category(ch) != "Cc" else "?" for ch in shown)
        controls = [ch for ch in odd if unicodedata.category(ch) == "Cc"]
        if controls:
            message = f"the text '{shown}' holds a control character ({', '.join(map(_named, controls))})"
            hint = _control_hint(str(getattr(where, "path", "") or ""))
        else:
            message = (f"the kit's fonts have no glyph for {', '.join(map(_named, odd))} "
                       f"(in '{shown}'); it would print as an empty box")
            hint = "use another character, or write it out in words"
        found.append(Diagnostic("E108", message, where, Severity.ERROR, hint))
    return found


def _control_hint(path: str) -> str:
    """What to do about a control character, in the terms of the file it is in."""
    if path.endswith(".csv"):
        return "remove it from the cell: a spreadsheet copies one in with pasted text"
    if path.endswith((".po", ".pot")):
        return "remove it from the translation; a line break is written \\n"
    return "remove it; a line break in YAML is written as a new line in a | block"


def unprintable_texts(game: Game) -> list[Diagnostic]:
    """:func:`unprintable` for every text of ``game``, at the place of its entity."""
    return unprintable(_texts(game, game.source))

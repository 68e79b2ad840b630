"""The room hint of a translator comment ('up to 2 lines, max ~60 chars').

It comes from the boxes ``pnpkit i18n status`` checks: the kit's real boxes where the
kit lists its boxed texts (render/kit_texts.py), a data-only game's card layouts for the
strings its decks print, else the nominal boxes of boxes.py; so
the comment and the status report cannot disagree about where a string goes.  The
number is an estimate: characters of average text at the box's minimum size.
"""

from __future__ import annotations

from collections.abc import Mapping

from pnpkit.i18n.boxes import box_for
from pnpkit.i18n.strings import Entry
from pnpkit.layout.text_boxes import TextBox, room
from pnpkit.model.game import Game

RUNNING = "running text, no fixed room"
#: a kit that lists its boxes fits nothing else: such a string is printed as it is
NO_BOX = "no fitted box; keep it about as long as the original"
#: a greedy wrap leaves the end of most lines empty
WRAP_WASTE = 0.9


def room_hint(box: TextBox, sharing: int = 1) -> str:
    """How much ``box`` holds, for a translator; ``sharing``: strings printed in it."""
    lines, per_line = room(box)
    if lines <= 1:
        head, chars = "one line", per_line
    else:
        head = f"up to {lines} lines" if box.max_lines is not None or lines <= 3 else "wraps"
        chars = int(lines * per_line * WRAP_WASTE)
    others = sharing - 1
    shared = f" in all, shared with {others} other string{'s' if others > 1 else ''}" if others else ""
    return f"{head}, max ~{max(chars, 1)} chars{shared}"


def kit_room_hints(game: Game) -> dict[str, str] | None:
    """context -> room hint, from the boxes of ``game``'s kit (the source texts); a
    string printed in several boxes gets the tightest; None when the kit does not list
    its boxed texts."""
    from pnpkit.render.kit_texts import kit_texts

    printed = kit_texts(game, "ru")
    if printed is None:
        return None
    return _tightest((context, p.box, len(p.contexts)) for p in printed for context in p.contexts)


def layout_room_hints(game: Game) -> dict[str, str]:
    """context -> room hint for the card and deck strings a data-only game's layout decks
    print in a box of their own (render.kit_texts.layout_deck_texts), the tightest over
    the deck's faces; other strings keep their nominal hint."""
    from pnpkit.render.kit_texts import layout_deck_texts

    # a template box holds several strings, no one's own room
    return _tightest((p.key, p.box, 1) for p in layout_deck_texts(game) if p.key in p.contexts)


def _tightest(found) -> dict[str, str]:
    """context -> the hint of the smallest share of a box it is printed in, from
    (context, box, strings sharing the box)."""
    tightest: dict[str, tuple[float, str]] = {}
    for context, box, sharing in found:
        lines, per_line = room(box)
        share = max(lines, 1) * per_line / max(sharing, 1)
        if context not in tightest or share < tightest[context][0]:
            tightest[context] = (share, room_hint(box, sharing))
    return {context: hint for context, (_share, hint) in tightest.items()}


def nominal_hint(entry: Entry) -> str:
    box = box_for(entry.kind, entry.box_mm)
    return RUNNING if box is None else room_hint(box.text_box())


def comment(entry: Entry, kit_hints: Mapping[str, str] | None,
            layout_hints: Mapping[str, str] | None = None) -> str:
    """The extracted comment of ``entry``: where it is printed and how much room it has
    (``kit_hints``: kit_room_hints of its game; else ``layout_hints``, layout_room_hints)."""
    if kit_hints is None:
        hint = (layout_hints or {}).get(entry.context) or nominal_hint(entry)
    else:
        hint = kit_hints.get(entry.context) or (
            RUNNING if box_for(entry.kind) is None else NO_BOX)
    return f"{entry.where}; {hint}"

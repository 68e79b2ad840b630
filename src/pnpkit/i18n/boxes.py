"""How much room each kind of player-facing string has on the printed page.

Every string kind ('card.name', 'card.text', 'field.name', …) has a nominal text box
(width × height in mm, the largest and smallest font size the layout may use).  Whether
a translation fits is asked of the layout engine's ``fit_text``; the width of a text
comes from a ``measure(text, size)`` function that the caller may supply (the renderer
has real font metrics) and that defaults to an estimate of DejaVu Sans advance widths,
close enough to find the strings that will overflow in a longer language.

These nominal boxes check games whose kit does not list its boxed texts, and give their
translators' room comments (i18n/room.py); a kit that does (render/kit_texts.py, from the
renderer's own layout.text_boxes) is checked by ``i18n status`` and commented against its
real boxes instead.

Pure: no font files are opened here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from pnpkit.layout.geometry import Rect
from pnpkit.layout.text_boxes import TextBox
from pnpkit.layout.textfit import FitError, Measure, fit_text
from pnpkit.layout.typefaces import SANS, SANS_CONDENSED, SERIF_BOLD

MM = 72 / 25.4  # points per millimetre
#: the faces behind a nominal box's font names
FACES = {"sans": SANS, "condensed": SANS_CONDENSED, "serif_bold": SERIF_BOLD}


@dataclass(frozen=True)
class Box:
    width_mm: float
    height_mm: float
    max_pt: float
    min_pt: float
    max_lines: int | None = None
    font: str = "sans"  # 'sans', 'condensed' or 'serif_bold' (the DejaVu faces the kit uses)

    @property
    def size_pt(self) -> tuple[float, float]:
        return self.width_mm * MM, self.height_mm * MM

    def text_box(self) -> TextBox:
        """The same room as a layout box (at the origin), for room hints."""
        return TextBox(Rect(0.0, 0.0, *self.size_pt), FACES[self.font], self.max_pt,
                       self.min_pt, self.max_lines)


# The boxes of the standard card face (render/card_face.py: a poker card's 53.5 mm safe
# width, the title beside the number, the body under the kind line and stat row; items
# also carry an art window and a coin) and nominal boxes elsewhere.
# None: running text (rulebook, descriptions) that flows onto more pages and cannot overflow.
BOXES: dict[str, Box | None] = {
    "game.title": Box(150, 20, 28, 14, 2),
    "game.description": None,
    "region.name": Box(60, 10, 12, 7, 2),
    "board.name": Box(150, 14, 24, 12, 1),
    "field.name": Box(38, 8, 9, 6, 2, "condensed"),
    "field.text": Box(38, 30, 7.5, 5, None, "condensed"),
    "deck.name": Box(56, 5, 10, 10, 1, "serif_bold"),  # card back: one line, fixed 10 pt, upper case
    "deck.back": Box(55, 30, 10, 6, None),
    "card.name": Box(46.5, 6, 11, 7, 2, "serif_bold"),
    "card.text": Box(53.5, 50, 8.5, 5.5, None),
    # character face (render/character_face.py): name and a short line beside the portrait;
    # abilities share a block above the tracks (nominal: a third of it each)
    "character.name": Box(27, 10, 13, 7, 2, "serif_bold"),
    "character.text": Box(27, 5.2, 6.5, 5, 2),
    "character.ability": Box(53.5, 10, 7.5, 5.5, None),
    "item.name": Box(53.5, 6, 11, 7, 2, "serif_bold"),
    "item.text": Box(53.5, 29, 8.5, 5.5, None),
    "table.name": Box(80, 8, 11, 7, 1),
    "table.row": Box(70, 12, 8, 6, 3),
    "preset.name": Box(80, 8, 11, 7, 2),
    "token.name": Box(18, 8, 8, 5, 2),
    "kind.name": Box(60, 4, 8, 8, 1),  # a catalogue's section heading: one line, 8 pt
    "noun": Box(40, 5, 9, 6, 1),
    "effect": None,  # what the referee prints in a terminal: it wraps, nothing to overflow
    "extra": Box(55, 9, 11, 7, 2),
    "rulebook": None,
}

# Average advance of DejaVu Sans in ems, by character class (measured on the font's
# hmtx table for Latin and Cyrillic letters; good to a few per cent on running text).
_ADVANCE_BY_CLASS = {"upper": 0.70, "lower": 0.58, "digit": 0.64, "space": 0.32, "narrow": 0.34}
_NARROW = set(".,:;!|'ilj()[]{}-–—ıìíîïІіЇї\u00ad")


def estimated_measure(text: str, size: float) -> float:
    """The width of ``text`` at ``size`` points in DejaVu Sans, estimated per character."""
    total = 0.0  # added one by one: sum() rounds floats its own way (the widths would move)
    for ch in text:
        total += _ADVANCE_BY_CLASS["space" if ch in " \u00a0" else "narrow" if ch in _NARROW
                                   else "digit" if ch.isdigit() else "upper" if ch.isupper() else "lower"]
    return total * size


Hyphenator = Callable[[str], Sequence[int]]


def box_for(kind: str, size_mm: tuple[float, float] | None = None) -> Box | None:
    """The box of a string kind; ``size_mm`` (from the data, e.g. a field's rect) replaces
    the nominal width and height and keeps the kind's font sizes."""
    box = BOXES.get(kind)
    if box is None or size_mm is None:
        return box
    return Box(size_mm[0], size_mm[1], box.max_pt, box.min_pt, box.max_lines, box.font)


def fits(
    kind: str,
    text: str,
    measure: Measure | Mapping[str, Measure] = estimated_measure,
    hyphenate: Hyphenator | None = None,
    size_mm: tuple[float, float] | None = None,
) -> FitError | None:
    """None when ``text`` fits the box of its kind (or the kind has no box), else the
    layout engine's FitError saying why."""
    box = box_for(kind, size_mm)
    if box is None or not text:
        return None
    if isinstance(measure, Mapping):
        measure = measure.get(box.font) or measure.get("sans") or estimated_measure
    try:
        fit_text(box.size_pt, text, measure, box.max_pt, box.min_pt, hyphenate,
                 max_lines=box.max_lines)
    except FitError as error:
        return error
    return None

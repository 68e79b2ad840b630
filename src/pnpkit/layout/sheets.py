"""Card sheets: how many cards fit on a page, where each lands, where the crop marks go,
and where the back of each card must be printed for duplex or gutter-fold sheets.

A card is drawn in its own coordinates: origin at the bottom-left corner of the trimmed
card, upright, ``0 <= u <= width``, ``0 <= v <= height``; the bleed extends to negative
coordinates and beyond the size.  Every slot carries the affine transform from those
card coordinates to the page, so rotated cards and mirrored backs need no special cases
in the renderer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pnpkit.layout.geometry import Affine, Rect, Segment
from pnpkit.layout.paper import CardSize, Paper
from pnpkit.layout.units import EPSILON, mm

DuplexFlip = Literal["long", "short"]
Side = Literal["left", "right", "bottom", "top"]
ALL_SIDES: tuple[Side, ...] = ("left", "right", "bottom", "top")

DEFAULT_MARGIN = mm(8)  # page edge to the outer bleed edge of the grid, at least
PRINTER_MARGIN = mm(5)  # most home printers cannot print closer to the edge
NARROW_MARGIN = mm(6)  # a sheet that fits more cards so: 1 mm clear of the printer's margin
MARK_GAP = mm(1)  # crop marks start this far outside the bleed
MARK_LENGTH = mm(5)
MIN_MARK_LENGTH = mm(1.5)
FOLD_GAP = mm(2)  # between a gutter-fold sheet's fronts and backs
FOLD_MARGIN = mm(7)  # a gutter-fold sheet's outer margins


class LayoutError(ValueError):
    """The requested geometry is impossible (e.g. the card does not fit on the paper)."""


@dataclass(frozen=True)
class Slot:
    """One card position on a sheet.  ``index`` counts in reading order (top row first)."""

    index: int
    row: int
    col: int
    trim: Rect
    bleed: Rect
    transform: Affine  # card coordinates -> page coordinates


@dataclass(frozen=True)
class CardSheet:
    paper: Paper
    card: CardSize
    bleed: float
    rotated: bool
    rows: int
    cols: int
    slots: tuple[Slot, ...]
    crop_marks: tuple[Segment, ...]
    printable: Rect
    margin: float = DEFAULT_MARGIN  # page edge to the grid's outer bleed, at least

    @property
    def capacity(self) -> int:
        return len(self.slots)


def bleed_extent(slots: tuple[Slot, ...]) -> tuple[float, float, float, float]:
    """(left, bottom, right, top) of every slot's bleed together."""
    return (min(s.bleed.x for s in slots), min(s.bleed.y for s in slots),
            max(s.bleed.right for s in slots), max(s.bleed.top for s in slots))


def card_to_page(trim: Rect, card: CardSize, rotated: bool) -> Affine:
    """Place an upright card so that its trim box becomes ``trim`` on the page.

    A rotated card is turned a quarter-turn counter-clockwise (its top points left).
    """
    if not rotated:
        return Affine.translation(trim.x, trim.y)
    return Affine.rotation(1).then(Affine.translation(trim.x + card.height, trim.y))


def _fit_count(space: float, footprint: float, gutter: float) -> int:
    if footprint <= 0:
        raise LayoutError("card size must be positive")
    return max(0, int((space + gutter + EPSILON) // (footprint + gutter)))


def grid_in_area(
    paper: Paper,
    area: Rect,
    card: CardSize,
    bleed: float,
    *,
    gutter: float = 0.0,
    rotated: bool = False,
    align_x: Literal["left", "center", "right"] = "center",
) -> tuple[int, int, tuple[Slot, ...]]:
    """Rows, columns and slots of the largest grid that fits inside ``area``.

    Neighbouring bleeds touch (plus ``gutter``) but never overlap, so each card's art can
    run into its own bleed without painting over its neighbour.
    """
    foot_w = (card.height if rotated else card.width) + 2 * bleed
    foot_h = (card.width if rotated else card.height) + 2 * bleed
    cols = _fit_count(area.width, foot_w, gutter)
    rows = _fit_count(area.height, foot_h, gutter)
    if rows == 0 or cols == 0:
        return rows, cols, ()
    used_w = cols * foot_w + (cols - 1) * gutter
    used_h = rows * foot_h + (rows - 1) * gutter
    spare_w = area.width - used_w
    x0 = area.x + {"left": 0.0, "center": spare_w / 2, "right": spare_w}[align_x]
    y_top = area.top - (area.height - used_h) / 2
    slots = []
    for row in range(rows):
        for col in range(cols):
            bx = x0 + col * (foot_w + gutter)
            by = y_top - (row + 1) * foot_h - row * gutter
            bleed_rect = Rect(bx, by, foot_w, foot_h)
            trim = bleed_rect.inset(bleed)
            slots.append(
                Slot(
                    index=row * cols + col,
                    row=row,
                    col=col,
                    trim=trim,
                    bleed=bleed_rect,
                    transform=card_to_page(trim, card, rotated),
                )
            )
    return rows, cols, tuple(slots)


def crop_marks(
    slots: tuple[Slot, ...],
    paper: Paper,
    *,
    sides: tuple[Side, ...] = ALL_SIDES,
) -> tuple[Segment, ...]:
    """Short hairlines on the extension of every trim edge, in the margin around the grid.

    Marks start MARK_GAP beyond the outermost bleed (never inside any bleed) and stop at
    the printer margin; a side with no room for a useful mark gets none.
    """
    if not slots:
        return ()
    x0, y0, x1, y1 = bleed_extent(slots)
    xs = sorted({round(v, 6) for s in slots for v in (s.trim.x, s.trim.right)})
    ys = sorted({round(v, 6) for s in slots for v in (s.trim.y, s.trim.top)})
    marks: list[Segment] = []

    def span(start: float, limit: float, direction: int) -> tuple[float, float] | None:
        begin = start + direction * MARK_GAP
        end = begin + direction * MARK_LENGTH
        end = min(end, limit) if direction > 0 else max(end, limit)
        if (end - begin) * direction < MIN_MARK_LENGTH - EPSILON:
            return None
        return begin, end

    if "bottom" in sides and (s := span(y0, PRINTER_MARGIN, -1)):
        marks += [Segment(x, s[0], x, s[1]) for x in xs]
    if "top" in sides and (s := span(y1, paper.height - PRINTER_MARGIN, 1)):
        marks += [Segment(x, s[0], x, s[1]) for x in xs]
    if "left" in sides and (s := span(x0, PRINTER_MARGIN, -1)):
        marks += [Segment(s[0], y, s[1], y) for y in ys]
    if "right" in sides and (s := span(x1, paper.width - PRINTER_MARGIN, 1)):
        marks += [Segment(s[0], y, s[1], y) for y in ys]
    return tuple(marks)


def card_grid(
    paper: Paper,
    card: CardSize,
    bleed: float = mm(3),
    *,
    gutter: float = 0.0,
    rotate: bool | None = None,
) -> CardSheet:
    """The card sheet for one page: slots, crop marks and the printable area.

    ``rotate=None`` turns the cards a quarter-turn only when that fits strictly more of
    them (with a 3 mm bleed: 8 poker cards on A4 instead of 6).  The margins are 8 mm,
    or NARROW_MARGIN when that fits strictly more cards (Letter's 8 poker cards a sheet
    instead of 6: its 279 mm are 18 mm short of A4's 297).
    """
    if bleed < 0 or gutter < 0:
        raise LayoutError("bleed and gutter must not be negative")
    choices = [False, True] if rotate is None else [rotate]
    # the first of the grids that fit the most cards
    (rows, cols, slots), rotated, margin = max(
        ((grid_in_area(paper, paper.rect.inset(margin), card, bleed, gutter=gutter,
                       rotated=rotated), rotated, margin)
         for margin in (DEFAULT_MARGIN, NARROW_MARGIN)
         for rotated in choices), key=lambda grid: len(grid[0][2]))
    if not slots:
        raise LayoutError(
            f"a {card.name} card with bleed does not fit on {paper.name} inside the margins"
        )
    return CardSheet(
        paper=paper,
        card=card,
        bleed=bleed,
        rotated=rotated,
        rows=rows,
        cols=cols,
        slots=slots,
        crop_marks=crop_marks(slots, paper) + gutter_marks(slots),
        printable=paper.rect.inset(PRINTER_MARGIN),
        margin=margin,
    )


def gutter_marks(slots: tuple[Slot, ...], inset: float = mm(0.25)) -> tuple[Segment, ...]:
    """Cut marks between cards: in each gutter between two bleeds, a short hairline on the
    extension of every trim edge that meets it (none where bleeds touch)."""
    marks: list[Segment] = []
    by_place = {(s.row, s.col): s for s in slots}
    for (row, col), slot in by_place.items():
        below = by_place.get((row + 1, col))
        if below is not None and slot.bleed.y - below.bleed.top > 2 * inset + EPSILON:
            y0, y1 = below.bleed.top + inset, slot.bleed.y - inset
            marks += [Segment(x, y0, x, y1) for x in (slot.trim.x, slot.trim.right)]
        right = by_place.get((row, col + 1))
        if right is not None and right.bleed.x - slot.bleed.right > 2 * inset + EPSILON:
            x0, x1 = slot.bleed.right + inset, right.bleed.x - inset
            marks += [Segment(x0, y, x1, y) for y in (slot.trim.y, slot.trim.top)]
    return tuple(marks)


# --- duplex ---------------------------------------------------------------------------

def card_turn(card: CardSize) -> Affine:
    """Turning a card over sideways: the back point (u, v) lies behind front point (w-u, v)."""
    return Affine.mirror_x(card.width / 2)


def sheet_flip(paper: Paper, flip: DuplexFlip) -> Affine:
    """Where a point of the back page lies on the front page once the sheet is turned.

    Long-edge binding turns a portrait sheet about its vertical axis and a landscape
    sheet about its horizontal axis; short-edge binding the other way round.  The map is
    its own inverse.
    """
    about_vertical = (flip == "long") != paper.is_landscape
    if about_vertical:
        return Affine.mirror_x(paper.width / 2)
    return Affine.mirror_y(paper.height / 2)


def back_shift(flip_map: Affine, offset: tuple[float, float]) -> Affine:
    """``flip_map`` followed by the calibration ``offset`` as seen from the front: the
    translation the back page gets, in its own coordinates."""
    return Affine.translation(*offset).then(flip_map)


def back_slots(
    sheet: CardSheet, flip: DuplexFlip, offset: tuple[float, float] = (0.0, 0.0)
) -> tuple[Slot, ...]:
    """Where the back of the card in each front slot goes on the back page (same index).

    The back is placed so that, after the sheet is turned (``flip``), it lies exactly
    behind its front and reads upright when the cut card is turned over sideways; the
    printer calibration ``offset`` then shifts the back page only.  The offset is measured
    as the calibration sheet is read, from the front against the light (x to the right,
    y up), so that passing the opposite of that reading cancels the printer's shift on
    both axes whichever way the sheet turns; on the back page itself it is mirrored on
    the axis the sheet turns about (see ``back_shift``).
    """
    return _backs(sheet.slots, sheet.card, sheet.bleed,
                  back_shift(sheet_flip(sheet.paper, flip), offset))


def _backs(fronts: tuple[Slot, ...], card: CardSize, bleed: float,
           after: Affine) -> tuple[Slot, ...]:
    """The slot of each front's back: the card turned over sideways, placed as its front
    is, then moved by ``after`` (the sheet's flip or fold)."""
    out = []
    for slot in fronts:
        transform = card_turn(card).then(slot.transform).then(after)
        trim = transform.apply_rect(card.rect)
        out.append(Slot(slot.index, slot.row, slot.col, trim, trim.inset(-bleed), transform))
    return tuple(out)


# --- gutter fold ----------------------------------------------------------------------

@dataclass(frozen=True)
class FoldSheet:
    """Fronts on one half, backs mirrored on the other half; fold along ``fold_line``."""

    paper: Paper
    card: CardSize
    bleed: float
    rotated: bool
    fronts: tuple[Slot, ...]
    backs: tuple[Slot, ...]
    fold_line: Segment
    crop_marks: tuple[Segment, ...]
    printable: Rect
    margin: float = DEFAULT_MARGIN  # page edge to the grid's outer bleed, at least

    @property
    def capacity(self) -> int:
        return len(self.fronts)


def gutter_fold_sheet(
    paper: Paper,
    card: CardSize,
    bleed: float = mm(3),
    *,
    rotate: bool | None = None,
) -> FoldSheet:
    """Gutter-fold layout on a landscape sheet with a vertical fold in the middle.

    The cards hug the fold so the outer margins keep room for crop marks; the backs are
    the mirror image of the fronts about the fold, so folding puts back k behind front k.
    """
    landscape = paper.landscape()
    fold_x = landscape.width / 2
    area = Rect(FOLD_MARGIN, FOLD_MARGIN, fold_x - FOLD_GAP / 2 - FOLD_MARGIN,
                landscape.height - 2 * FOLD_MARGIN)
    fronts, rotated = max(((grid_in_area(landscape, area, card, bleed, rotated=rotated,
                                         align_x="right")[2], rotated)
                           for rotated in ([False, True] if rotate is None else [rotate])),
                          key=lambda grid: len(grid[0]))
    if not fronts:
        raise LayoutError(f"a {card.name} card does not fit half of a {paper.name} sheet")
    # a back turns as a card turns, then lies mirrored about the fold
    backs = _backs(fronts, card, bleed, Affine.mirror_x(fold_x))
    front_marks = crop_marks(fronts, landscape, sides=("left", "bottom", "top"))
    mirrored = tuple(
        Segment(2 * fold_x - m.x0, m.y0, 2 * fold_x - m.x1, m.y1) for m in front_marks
    )
    return FoldSheet(
        paper=landscape,
        card=card,
        bleed=bleed,
        rotated=rotated,
        fronts=fronts,
        backs=backs,
        fold_line=Segment(fold_x, 0.0, fold_x, landscape.height),
        crop_marks=front_marks + mirrored,
        printable=landscape.rect.inset(PRINTER_MARGIN),
    )

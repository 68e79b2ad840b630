"""A generic deck PDF: card faces drawn by callbacks, laid out on sheets with crop marks
outside the bleed; fronts and backs on alternating pages placed for a long- or
short-edge duplex flip (with a calibration offset for backs only), or gutter-fold
sheets with fronts and backs side by side when the printer has no duplex.

Every page's geometry is returned (``DeckResult.pages``) so tests can check the plan
and the PDF against each other.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from pnpkit.layout.geometry import Affine, Rect, Segment
from pnpkit.layout.paper import A4, POKER, CardSize, Paper
from pnpkit.layout.sheets import (
    CardSheet,
    FoldSheet,
    Slot,
    back_slots,
    card_grid,
    gutter_fold_sheet,
)
from pnpkit.layout.units import mm
from pnpkit.render.fonts import SANS
from pnpkit.render.palette import Ink, Palette
from pnpkit.render.pdf import PdfBuilder, RenderedPdf
from pnpkit.render.surface import PdfSurface, Surface, saved
from pnpkit.rules.numbers import signed
from pnpkit.word_files import word_file

Duplex = Literal["long", "short", "none"]
CROP_MARK_WIDTH = 0.25  # pt: thin, yet thicker than the 0.2 pt some printers drop
MARGIN_TEXT_SIZE = 6.0
MARGIN_GREY = (0.45, 0.45, 0.45)


@dataclass(frozen=True)
class FaceContext:
    """What a face-drawing callback gets: draw in card coordinates, origin at the trim's
    bottom-left; the bleed runs from ``-bleed`` to ``width + bleed``."""

    surface: Surface
    width: float
    height: float
    bleed: float
    palette: Palette
    locale: str
    index: int  # the card's position in the deck


FaceDrawer = Callable[[FaceContext], None]


@dataclass(frozen=True)
class DeckCard:
    id: str
    name: str
    front: FaceDrawer
    back: FaceDrawer


@dataclass(frozen=True)
class DeckOptions:
    paper: Paper = A4
    card: CardSize = POKER
    bleed: float = mm(3)
    duplex: Duplex = "long"
    back_offset: tuple[float, float] = (0.0, 0.0)  # points; backs only
    ink: Ink = "color"
    locale: str = "ru"
    title: str = "deck"
    rotate: bool | None = None
    margin_note: str = ""  # printed in the page margin, e.g. the kit's name
    gutter: float = 0.0  # white space between neighbouring bleeds, with cut marks in it


@dataclass(frozen=True)
class Placement:
    face: Literal["front", "back"]
    trim: Rect
    bleed: Rect
    transform: Affine


@dataclass(frozen=True)
class PagePlan:
    number: int  # 1-based
    side: Literal["front", "back", "fold"]
    sheet: int  # 1-based sheet of paper
    placements: tuple[Placement, ...]
    crop_marks: tuple[Segment, ...]
    fold_line: Segment | None = None


@dataclass(frozen=True)
class DeckResult:
    pdf: RenderedPdf
    pages: tuple[PagePlan, ...]
    cards_per_sheet: int


ProgressFn = Callable[[int, int], None]

#: the sheets' side and fold notes, kept in deck.json
_SIDE_WORDS: dict[str, dict[str, str]] = word_file(__file__, "deck.json")["_SIDE_WORDS"]


def _words(locale: str) -> dict[str, str]:
    return _SIDE_WORDS.get(locale.split("_")[0], _SIDE_WORDS["en"])


def card_number(number: object, locale: str) -> str:
    """A card's number as its face prints it in the corner: «№72» in Russian, "#72" in
    English (the corner has room for "#199", not for "No. 199"; prose says "No. 72")."""
    return _words(locale)["number"].format(n=number)


def draw_face(s: Surface, drawer: FaceDrawer, card: CardSize, bleed: float, palette: Palette,
              locale: str, index: int, place: Affine) -> None:
    """One face at ``place`` (card coordinates -> page), clipped to its bleed: the one
    way a card is drawn, for a deck sheet and for a card exported on its own page."""
    w, h, b = card.width, card.height, bleed
    with saved(s):
        s.transform(place)
        s.clip_rect(-b, -b, w + 2 * b, h + 2 * b)
        drawer(FaceContext(s, w, h, b, palette, locale, index))


def _draw_card(s: Surface, card: DeckCard, index: int, slot: Slot, face: Literal["front", "back"],
               options: DeckOptions, palette: Palette) -> Placement:
    """The card's ``face`` drawn in ``slot``, and where it went."""
    drawer = card.front if face == "front" else card.back
    draw_face(s, drawer, options.card, options.bleed, palette, options.locale, index,
              slot.transform)
    return Placement(face, slot.trim, slot.bleed, slot.transform)


def _draw_marks(s: Surface, marks: Sequence[Segment]) -> None:
    with saved(s):
        s.stroke_color((0, 0, 0))
        s.line_width(CROP_MARK_WIDTH)
        s.dash(None)
        for m in marks:
            s.line(m.x0, m.y0, m.x1, m.y1)


def _margin_note(s: Surface, under: Slot, text: str) -> None:
    """A grey line of text in the bottom margin, centred under one card: between that
    card's two crop marks, clear of its bleed and inside the printer margin."""
    baseline = under.bleed.y - mm(2.6)
    if baseline < mm(5.5):
        return  # no room in this margin
    with saved(s):
        s.fill_color(MARGIN_GREY)
        s.text(under.trim.x + under.trim.width / 2, baseline, text, SANS, MARGIN_TEXT_SIZE,
               "middle")


def _note_text(options: DeckOptions, side: str, sheet_no: int, sheets: int) -> str:
    words = _words(options.locale)
    parts = [p for p in (options.margin_note, f"{words['sheet']} {sheet_no}/{sheets}",
                         words[side]) if p]
    if side == "back" and options.back_offset != (0.0, 0.0):
        dx, dy = (v / mm(1) for v in options.back_offset)
        parts.append(f"Δ {signed(dx, options.locale)}/{signed(dy, options.locale)} {words['mm']}")
    return " · ".join(parts)


def render_deck(cards: Sequence[DeckCard], options: DeckOptions = DeckOptions(),
                progress: ProgressFn | None = None) -> DeckResult:
    """Lay out and draw every card; returns the PDF bytes and the per-page plan."""
    if not cards:
        raise ValueError("a deck needs at least one card")
    if options.duplex not in ("long", "short", "none"):
        raise ValueError(f"duplex must be long, short or none, not {options.duplex!r}")
    if options.ink not in ("color", "mono"):
        raise ValueError(f"ink must be color or mono, not {options.ink!r}")
    palette = Palette(options.ink)
    sheet: CardSheet | FoldSheet
    if options.duplex == "none":  # fronts and backs side by side on one page a sheet
        sheet = gutter_fold_sheet(options.paper, options.card, options.bleed,
                                  rotate=options.rotate)
        sides = [("fold", sheet.fronts)]
    else:  # a page of fronts, then a page of their backs
        sheet = card_grid(options.paper, options.card, options.bleed, rotate=options.rotate,
                          gutter=options.gutter)
        sides = [("front", sheet.slots),
                 ("back", back_slots(sheet, options.duplex, options.back_offset))]
    per = sheet.capacity
    sheets = (len(cards) + per - 1) // per
    pdf = PdfBuilder((sheet.paper.width, sheet.paper.height), title=options.title,
                     subject=_words(options.locale)[options.duplex], lang=options.locale)
    s = PdfSurface(pdf.canvas)
    plans: list[PagePlan] = []
    done = 0
    for sheet_no in range(sheets):
        batch = list(enumerate(cards[sheet_no * per:(sheet_no + 1) * per], sheet_no * per))
        for side, slots in sides:
            if isinstance(sheet, FoldSheet):
                placements = [_draw_card(s, card, index, slot, face, options, palette)
                              for (index, card), front, back in zip(batch, sheet.fronts,
                                                                    sheet.backs, strict=False)
                              for face, slot in (("front", front), ("back", back))]
            else:
                placements = [_draw_card(s, card, index, slot, side, options, palette)
                              for (index, card), slot in zip(batch, slots, strict=False)]
            marks = () if side == "back" else sheet.crop_marks
            _draw_marks(s, marks)
            fold = _fold_line(s, sheet, options.locale) if isinstance(sheet, FoldSheet) else None
            _margin_note(s, _lowest(slots), _note_text(options, side, sheet_no + 1, sheets))
            pdf.show_page()
            plans.append(PagePlan(pdf.pages, side, sheet_no + 1, tuple(placements), marks, fold))
        done += len(batch)
        if progress:
            progress(done, len(cards))
    return DeckResult(pdf.finish(), tuple(plans), per)


def _lowest(slots: Sequence[Slot]) -> Slot:
    """The lowest card of the leftmost column: under it the bottom margin has no marks."""
    return min(slots, key=lambda sl: (round(sl.bleed.y, 3), sl.bleed.x))


def _fold_line(s: Surface, sheet: FoldSheet, locale: str) -> Segment:
    """The dashed fold line of a gutter-fold sheet, with its word at the top."""
    fold = sheet.fold_line
    with saved(s):
        s.stroke_color(MARGIN_GREY)
        s.line_width(0.4)
        s.dash([mm(2), mm(1.2)])
        top = sheet.paper.height - mm(5)
        s.line(fold.x0, mm(5), fold.x1, top)
    with saved(s):
        s.fill_color(MARGIN_GREY)
        s.text(fold.x0 + mm(1.5), top - mm(2), _words(locale)["fold"], SANS, MARGIN_TEXT_SIZE,
               "start")
    return fold

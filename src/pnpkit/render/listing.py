"""Listings such as a trade catalogue: sections of entries (name, price, description,
optional icon) flowing through columns and pages, each entry kept in one piece.

Text is set at a fixed size with hyphenation (a catalogue should read evenly); an entry
taller than a column is an error naming it, never clipped.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from pnpkit.layout.geometry import Rect
from pnpkit.layout.paper import A4, Paper
from pnpkit.layout.textfit import FitError, wrap_lines
from pnpkit.layout.typography import typeset
from pnpkit.layout.units import mm
from pnpkit.render.fonts import SANS, SANS_BOLD, SERIF_BOLD
from pnpkit.render.icons import draw_thaler
from pnpkit.render.palette import Ink, Palette
from pnpkit.render.pdf import PdfBuilder, RenderedPdf
from pnpkit.render.surface import PdfSurface, Surface, saved
from pnpkit.render.text import check_glyphs, hyphenator, measurer
from pnpkit.render.widgets import draw_heading

IconDrawer = Callable[[Surface, float, float, float, Palette], None]  # (s, cx, cy, size, pal)


@dataclass(frozen=True)
class ListingEntry:
    id: str
    name: str
    text: str = ""
    price: str = ""
    world: str = "neutral"
    icon: IconDrawer | None = None
    note: str = ""  # a short tag printed before the price (e.g. the experience needed)


@dataclass(frozen=True)
class ListingSection:
    title: str
    entries: tuple[ListingEntry, ...]
    world: str = "neutral"


@dataclass(frozen=True)
class ListingOptions:
    paper: Paper = A4
    title: str = "catalogue"
    subtitle: str = ""
    locale: str = "ru"
    ink: Ink = "color"
    columns: int = 2
    body_size: float = 7.5
    name_size: float = 8.5
    margin: float = mm(15)
    gap: float = mm(8)


@dataclass(frozen=True)
class _Laid:
    entry: ListingEntry
    lines: tuple[str, ...]
    height: float


ICON = mm(6)
HEADING = mm(8)
PAD = mm(2.2)


def _lay(entry: ListingEntry, width: float, o: ListingOptions, column_height: float) -> _Laid:
    text_w = width - (ICON + mm(2) if entry.icon else 0)
    entry = replace(entry, name=typeset(entry.name, o.locale), text=typeset(entry.text, o.locale),
                    note=typeset(entry.note, o.locale))
    if entry.note:
        # A long name leaves no room for the note on its line: the note opens the text.
        price_w = measurer(SANS_BOLD)(entry.price, o.name_size) + mm(7) if entry.price else 0.0
        needed = (measurer(SANS_BOLD)(entry.name, o.name_size) + mm(3)
                  + measurer(SANS)(entry.note, o.body_size) + mm(1.5) + price_w)
        if needed > text_w:
            entry = replace(entry, note="", text=f"{entry.note}. {entry.text}".strip())
    where = {"entry": entry.id, "locale": o.locale}
    check_glyphs(entry.name + entry.text + entry.note, SANS, where)
    lines = wrap_lines(entry.text, text_w, o.body_size, measurer(SANS), hyphenator(o.locale)) \
        if entry.text else []
    if lines is None:
        raise FitError("a word is wider than the column", entry.text, (text_w, column_height),
                       o.body_size, context=where)
    height = o.name_size * 1.3 + len(lines) * o.body_size * 1.25 + PAD
    if entry.icon:
        height = max(height, ICON + PAD)
    if height > column_height:
        raise FitError("the entry is taller than a column", entry.text,
                       (text_w, column_height), o.body_size,
                       lines_needed=len(lines), context=where)
    return _Laid(entry, tuple(lines), height)


def _draw_entry(s: Surface, laid: _Laid, x: float, top: float, width: float,
                o: ListingOptions, palette: Palette) -> None:
    e = laid.entry
    text_x = x
    if e.icon:
        e.icon(s, x + ICON / 2, top - ICON / 2, ICON, palette)
        text_x = x + ICON + mm(2)
    with saved(s):
        s.fill_color(palette.dark(e.world) if e.world != "neutral" else palette.text())
        baseline = top - o.name_size
        s.text(text_x, baseline, e.name, SANS_BOLD, o.name_size)
        if e.price:
            draw_thaler(s, x + width - mm(2.2), baseline + o.name_size * 0.33, mm(4.4), "",
                        palette)
            s.fill_color(palette.text())
            s.text(x + width - mm(5.2), baseline, e.price, SANS_BOLD, o.name_size, "end")
        if e.note:
            price_w = measurer(SANS_BOLD)(e.price, o.name_size) + mm(7) if e.price else 0.0
            s.fill_color((0.42, 0.36, 0.3))
            s.text(x + width - price_w - mm(1.5), baseline, e.note, SANS, o.body_size, "end")
        s.fill_color(palette.text())
        y = baseline - o.name_size * 0.3
        for line in laid.lines:
            y -= o.body_size * 1.25
            s.text(text_x, y, line, SANS, o.body_size)
    with saved(s):
        s.stroke_color((0.8, 0.8, 0.8))
        s.line_width(0.3)
        s.line(x, top - laid.height + PAD / 2, x + width, top - laid.height + PAD / 2)


def render_listing(sections: Sequence[ListingSection],
                   options: ListingOptions = ListingOptions()) -> RenderedPdf:
    o, paper = options, options.paper
    palette = Palette(o.ink)
    col_w = (paper.width - 2 * o.margin - (o.columns - 1) * o.gap) / o.columns
    title_h = mm(16)
    body = Rect(o.margin, o.margin + mm(6), paper.width - 2 * o.margin,
                paper.height - 2 * o.margin - mm(6))
    laid = [[_lay(e, col_w, o, body.height - title_h - HEADING) for e in sec.entries]
            for sec in sections]
    pdf = PdfBuilder((paper.width, paper.height), title=o.title, subject=o.subtitle,
                     lang=o.locale)
    s = PdfSurface(pdf.canvas)
    page, col = 1, 0

    def header() -> None:
        with saved(s):
            s.fill_color(palette.text())
            if page == 1:
                s.text(body.x, body.top - mm(8), o.title, SERIF_BOLD, 18)
                if o.subtitle:
                    s.fill_color((0.4, 0.4, 0.4))
                    s.text(body.x, body.top - mm(13), o.subtitle, SANS, 8)
            s.fill_color((0.45, 0.45, 0.45))
            s.text(paper.width / 2, o.margin, f"{o.title} · {page}", SANS, 6.5, "middle")

    header()
    y = body.top - title_h

    def column_with(room: float) -> float:
        """The x of a column with ``room`` left below y: this one, or the next (on a new page
        after the last column, the title's band only on the first)."""
        nonlocal col, y, page
        if y - room < body.y:
            col += 1
            if col == o.columns:
                pdf.show_page()
                page, col = page + 1, 0
                header()
            y = body.top if page > 1 else body.top - title_h
        return body.x + col * (col_w + o.gap)

    for section, entries in zip(sections, laid, strict=True):
        x = column_with(HEADING + (entries[0].height if entries else 0.0))
        draw_heading(s, x, y - mm(5), col_w, section.title, palette, section.world, size=8)
        y -= HEADING
        for item in entries:
            x = column_with(item.height)
            _draw_entry(s, item, x, y, col_w, o, palette)
            y -= item.height
    pdf.show_page()
    return pdf.finish()


def catalogue_sections(game: Any, *, titles: dict[str, str] | None = None
                       ) -> list[ListingSection]:
    """A game's priced items as catalogue sections by kind, in data order; ``titles`` maps
    kinds to section headings."""
    entries: dict[str, list[ListingEntry]] = {}  # in the order the kinds first come
    for item in game.items:
        if item.price is not None:
            entries.setdefault(item.kind, []).append(ListingEntry(
                item.id, item.name, item.text, str(item.price)))
    return [ListingSection((titles or {}).get(k, k), tuple(found)) for k, found in entries.items()]

"""The print guide of «Корона Эмбера» (``print-guide.pdf``, the kit's first file): what
each file is, how many sheets it takes, on which paper and how to print it, then the
calibration sheet, duplex settings, cutting, assembly and what else to bring.

The table is made from the kit's own components (game.yaml ``kit:``) and the same
geometry the parts print with (the boards' tilings, the card sheets' grids), so it
says what the build writes.
"""

from __future__ import annotations

import math
from typing import Any, NamedTuple

from pnpkit.i18n.plurals import counted
from pnpkit.layout.paper import LARGE, POKER, Paper, paper_named
from pnpkit.layout.textfit import wrap_lines
from pnpkit.layout.typography import typeset
from pnpkit.layout.units import mm
from pnpkit.render.fonts import SANS, SANS_BOLD, SANS_CONDENSED, SANS_CONDENSED_BOLD
from pnpkit.render.palette import INK_BLACK, PARCHMENT, WORLDS
from pnpkit.render.pdf import PdfBuilder, RenderedPdf
from pnpkit.render.surface import PdfSurface
from pnpkit.render.text import measurer

MARGIN = mm(16)
BODY = 9.5
SMALL = 8.0


class GuideRow(NamedTuple):
    file: str
    what: str
    sheets: str
    paper: str
    how: str


def _number(value: float, locale: str) -> str:
    from babel.numbers import format_decimal

    return format_decimal(round(value, 1), format="#,##0.#", locale=locale.split("_")[0]
                          if locale.split("_")[0] in ("ru", "en") else "en")


def _card_sheets(paper: Paper, card: Any, count: int, spacing: str, fold: bool) -> int:
    """The sheets ``count`` cards take: card sheets for duplex, or gutter-fold sheets."""
    from pnpkit.layout.sheets import card_grid, gutter_fold_sheet
    from pnpkit.render.standard_kit import card_spacing, fold_bleed

    if fold:
        return math.ceil(count / max(1, gutter_fold_sheet(paper, card, fold_bleed(paper, card, spacing)).capacity))
    bleed, gutter = card_spacing(paper, card, spacing)
    return math.ceil(count / max(1, card_grid(paper, card, bleed, gutter=gutter).capacity))


def _token_sheets(game: Any, words: dict[str, Any], paper: Paper, shape: str) -> int:
    """The pages tokens.pdf takes: its pieces packed as render.tokens packs them."""
    from pnpkit.games.amber.kit.amber_tokens import amber_pieces
    from pnpkit.render.tokens import token_pages

    return len(token_pages(amber_pieces(game, words), paper, shape))


def _catalogue_sheets(game: Any, words: dict[str, Any], settings: Any) -> int:
    """The pages catalogue.pdf takes: the catalogue laid out as its part lays it out."""
    from pnpkit.games.amber.kit.amber_catalogue import amber_catalogue_sections
    from pnpkit.render.listing import ListingOptions, render_listing

    return render_listing(amber_catalogue_sections(game, words), ListingOptions(
        paper=paper_named(settings.paper), title=words["catalogue"], locale=settings.locale,
        ink=getattr(settings, "ink", "color"), subtitle=words["catalogue_note"])).pages


def section_points(g: dict[str, Any], key: str, settings: Any) -> list[str]:
    """The bullets of one section of the guide, as this kit is printed: the duplex
    section names the edge the backs were laid out for (``--duplex``)."""
    points = list(g[key].get("points", ()))
    if key == "duplex" and settings.duplex in ("short", "none"):
        points[1] = g[key][settings.duplex]
    if key == "calibrate" and settings.cards == "tight":
        points[1] = g[key]["tight"]
    if key == "cutting":
        if settings.cards == "tight":
            points[:2] = g[key]["tight"]
        else:
            points[0] = points[0].format(bleed=_bleeds(settings))
    return points


def _bleeds(settings: Any) -> str:
    """The bleed the kit's card sheets give each card, in mm: '3', or '2–3' where the
    large cards get less than the small ones (Letter)."""
    from pnpkit.render.standard_kit import card_spacing, fold_bleed

    paper = paper_named(settings.paper)
    bleeds = sorted({round((fold_bleed(paper, card, settings.cards) if settings.duplex == "none"  # fold sheets only
                            else card_spacing(paper, card, settings.cards)[0]) / mm(1), 1) for card in (POKER, LARGE)})
    return "–".join(_number(b, settings.locale) for b in dict.fromkeys((bleeds[0], bleeds[-1])))


def _board_rows(game: Any, c: Any, board: Any, g: dict[str, Any], settings: Any, paper: Paper,
                sheet: str) -> list[GuideRow]:
    """The rows of one of Amber's boards: its sheet and its poster (the Temple, the Pass),
    or its poster and its tiles (the main board, the Kingdom)."""
    from pnpkit.games.amber.kit.amber_board import (
        amber_board,
        is_sector_board,
        poster,
        poster_name,
        tile_shrink,
    )
    from pnpkit.layout.tiles import tile_board

    rows: list[GuideRow] = []
    if is_sector_board(game, c.board):
        rows.append(GuideRow(f"{c.part}.pdf", g["sector_board"].format(name=board.name),
                             "1", g["paper_board"], g["sides_one"]))
        drawing = amber_board(game, c.board, locale=settings.locale)
        size = (f"{_number(drawing.width / mm(10), settings.locale)} × "
                f"{_number(drawing.height / mm(10), settings.locale)}")
        office = "Letter" if settings.paper == "letter" else "A4"
        rows.append(GuideRow(f"{c.part}-poster.pdf",
                             g["sector_poster"].format(size=size, sheet=office),
                             f"1\u00a0×\u00a0{office}", g["paper_board"], g["sides_shop"]))
        return rows
    main = board.id == game.boards[0].id
    w, h = poster(board, settings.paper, main)[1]
    shrink = tile_shrink(board, settings.paper, main)
    tiling = tile_board((w * shrink, h * shrink), paper)
    n = len(tiling.tiles)
    size = f"{_number(w / mm(10), settings.locale)} × {_number(h / mm(10), settings.locale)}"
    shop = poster_name(settings.paper, main)
    rows.append(GuideRow(f"{c.part}-poster.pdf",
                         g["poster"].format(name=board.name, size=size, sheet=shop),
                         "1" if "×" in shop else f"1\u00a0×\u00a0{shop}", g["paper_poster"],
                         g["sides_shop"]))
    rows.append(GuideRow(f"{c.part}.pdf", g["tiles"].format(n=n, paper=sheet),
                         f"{n} + 1", g["paper_board"], g["sides_one"]))
    return rows


def guide_rows(game: Any, g: dict[str, Any], settings: Any,
               words: dict[str, Any] | None = None, *, booklet: bool = False) -> list[GuideRow]:
    """One row a printed file, in the kit's order (``words``: the kit's words, which the
    catalogue's and the tokens' sheet counts are laid out with; ``booklet``: the rulebook
    was imposed as an A5 booklet, ``--booklet``)."""
    from pnpkit.games.amber.kit.amber_kit import words_for

    words = words or words_for("ru")
    paper = paper_named(settings.paper)
    sheet = {"a4": "A4", "a3": "A3", "letter": "Letter"}.get(paper.name, paper.name)
    duplex = settings.duplex != "none"
    two = {"long": g["sides_two"], "short": g["sides_two_short"]}.get(settings.duplex,
                                                                     g["sides_fold"])
    rows: list[GuideRow] = []
    boards = {b.id: b for b in game.boards}

    def sheets(card: Any, count: int) -> str:
        return str(_card_sheets(paper, card, count, settings.cards, fold=not duplex))

    def row(what: str, count: str, on: str, how: str, name: str = "") -> None:
        rows.append(GuideRow(name or f"{c.part}.pdf", what, count, on, how))

    for c in game.kit:
        kind = c.kind
        if kind == "amber-print-guide":
            row(g["this"], "—", "—", g["read"])
        elif kind == "calibration":
            row(g["calibration"], "1", g["paper_office"], two if duplex else g["sides_scale"])
        elif kind == "amber-board" and c.board in boards:
            rows += _board_rows(game, c, boards[c.board], g, settings, paper, sheet)
        elif kind == "amber-deck":
            count = sum(1 for card in game.cards if card.deck == c.deck)
            deck_name = next((d.name for d in game.decks if d.id == c.deck), c.deck)
            row(counted(g["deck"], count, settings.locale, name=deck_name), sheets(POKER, count),
                g["paper_cards" if duplex else "paper_fold"], two)
            if duplex:  # and the same cards for a printer without it
                row(g["fold"], str(_card_sheets(paper, POKER, count, settings.cards, fold=True)), g["paper_fold"],
                    g["sides_one"], f"{c.part}-fold.pdf")
        elif kind == "amber-characters":
            count = sum(1 for ch in game.characters if ch.kind == c.of)
            row(counted(g["travellers" if c.of == "traveller" else "princes"], count, settings.locale),
                sheets(LARGE, count), g["paper_cards"], two)
        elif kind == "amber-items":
            count = sum(max(int(i.attrs.get("count", 1)), 0) for i in game.items)
            row(counted(g["items"], count, settings.locale), sheets(POKER, count), g["paper_cards"], two)
        elif kind == "amber-catalogue":
            row(g["catalogue"], str(_catalogue_sheets(game, words, settings)), g["paper_office"],
                g["sides_one"])
        elif kind == "amber-tokens":
            row(g["tokens"], str(_token_sheets(game, words, paper, c.options.get("shape", "square"))),
                g["paper_tokens"], g["sides_one"])
        elif kind == "amber-item-board":
            from pnpkit.games.amber.kit.amber_supply import item_slots

            items = sum(1 for i in game.items if int(i.attrs.get("count", 1)) > 0)
            row(g["item_board"], str(len(item_slots(paper, items))), g["paper_board"], g["sides_one"])
        elif kind == "amber-points-board":
            row(g["points_board"], "1", g["paper_board"], g["sides_one"])
        elif kind == "rulebook":
            row(g["rulebook"], "—", g["paper_office"], g["sides_booklet" if booklet else "sides_book"])
    return rows


#: the smallest size a table head's word is set at to fit its column
LEAST = 6.0


def _fitting(text: str, width: float, font: str, size: float) -> float:
    """``size``, or the largest size down to LEAST at which every word of ``text`` fits
    ``width``."""
    measure = measurer(font)
    words = text.split() or [text]
    while size > LEAST and max(measure(w, size) for w in words) > width:
        size = max(LEAST, size - 0.25)
    return size


class _Flow:
    """Text flowing down pages: headings, paragraphs, bullets and a table."""

    def __init__(self, paper: Paper, title: str, locale: str) -> None:
        self.paper, self.locale = paper, locale
        self.pdf = PdfBuilder((paper.width, paper.height), title=title, lang=locale)
        self.s = PdfSurface(self.pdf.canvas)
        self.y = paper.height - MARGIN
        self.width = paper.width - 2 * MARGIN

    def need(self, height: float) -> None:
        if self.y - height < MARGIN:
            self.pdf.show_page()
            self.y = self.paper.height - MARGIN

    def lines(self, text: str, width: float, font: str, size: float) -> list[str]:
        text = typeset(text, self.locale)
        return wrap_lines(text, width, size, measurer(font)) or [text]

    def heading(self, text: str, size: float = 13.0) -> None:
        """A bold heading, wrapped to the text's width (a longer translation)."""
        lines = self.lines(text, self.width, SANS_BOLD, size)
        self.need(size * 3 + (len(lines) - 1) * size * 1.25)
        self.y -= size * 1.6
        self.s.fill_color(INK_BLACK)
        for i, line in enumerate(lines):
            if i:
                self.y -= size * 1.25
            self.s.text(MARGIN, self.y, line, SANS_BOLD, size)
        self.y -= size * 0.5

    def paragraph(self, text: str, *, bullet: bool = False, size: float = BODY,
                  font: str = SANS) -> None:
        indent = mm(5) if bullet else 0.0
        lines = self.lines(text, self.width - indent, font, size)
        lead = size * 1.3
        for i, line in enumerate(lines):
            self.need(lead)
            self.y -= lead
            if bullet and i == 0:
                self.s.text(MARGIN + mm(1), self.y, "•", font, size)
            self.s.text(MARGIN + indent, self.y, line, font, size)
        self.y -= size * 0.4

    def table(self, header: tuple[str, ...], rows: list[tuple[str, ...]],
              widths: tuple[float, ...]) -> None:
        total = sum(widths)
        xs = [MARGIN]
        for w in widths[:-1]:
            xs.append(xs[-1] + self.width * w / total)
        cols = [self.width * w / total - mm(2) for w in widths]
        lead = SMALL * 1.25

        def row(cells: tuple[str, ...], fonts: list[str], sizes: list[float], ground: Any, ink: Any,
                room: float = 0.0) -> None:
            wrapped = [self.lines(c, w, f, size) for c, w, f, size in zip(cells, cols, fonts, sizes, strict=True)]
            height = max(len(w) for w in wrapped) * lead + mm(2)
            self.need(height + room)
            if ground is not None:
                self.s.fill_color(ground)
                self.s.rect(MARGIN - mm(1), self.y - height, self.width + mm(2), height)
            self.s.fill_color(ink)
            for x, lines, font, size in zip(xs, wrapped, fonts, sizes, strict=True):
                for n, line in enumerate(lines):
                    self.s.text(x, self.y - mm(1) - (n + 1) * lead + SMALL * 0.25, line, font, size)
            self.y -= height

        # the head's cells wrap like the rows', and a word wider than its column (a
        # longer translation of "Sheets") is set smaller, down to 6 pt
        row(header, [SANS_BOLD] * len(cols), [_fitting(c, w, SANS_BOLD, SMALL) for c, w in zip(header, cols, strict=True)],
            WORLDS["amber"].dark, (1.0, 1.0, 1.0), room=lead * 3)
        fonts = [SANS_CONDENSED_BOLD] + [SANS_CONDENSED] * (len(cols) - 1)
        for n, cells in enumerate(rows):
            row(cells, fonts, [SMALL] * len(cols), PARCHMENT if n % 2 == 1 else None, INK_BLACK)
        self.y -= mm(2)

    def finish(self) -> RenderedPdf:
        self.pdf.show_page()
        return self.pdf.finish()


def render_print_guide(game: Any, words: dict[str, Any], settings: Any, *,
                       booklet: bool = False) -> RenderedPdf:
    g = words["guide"]
    paper = paper_named(settings.paper)
    flow = _Flow(paper, g["title"].format(game=game.title), settings.locale)
    flow.heading(g["title"].format(game=game.title), 16)
    flow.paragraph(g["first"])
    flow.heading(g["files"])
    flow.table(tuple(g["columns"]), guide_rows(game, g, settings, words, booklet=booklet),
               (2.9, 3.75, 0.95, 2.1, 2.1))
    flow.paragraph(g["copies"], size=SMALL)
    for key in ("calibrate", "duplex", "cutting", "assembly", "bring"):
        flow.heading(g[key]["title"])
        lead = g[key].get("text")
        if lead:
            flow.paragraph(lead)
        for point in section_points(g, key, settings):
            flow.paragraph(point, bullet=True)
    flow.heading(g["builder"]["title"], 11)
    for point in g["builder"]["points"]:
        flow.paragraph(point, bullet=True, size=SMALL)
    return flow.finish()


def print_guide_part(build, component):
    """The print guide, the kit's first file: what to print on what, and how."""
    from pnpkit.games.amber.kit.amber_kit import _hooks, _sheet_part, counting_inputs

    settings, words, _hooks_ = _hooks(build)
    booklet = bool(getattr(build.options, "booklet", False))
    return _sheet_part(build, component.part,
                       lambda game, w, paper, ink, locale: render_print_guide(
                           game, w, settings, booklet=booklet),
                       key=("booklet",) if booklet else (), inputs=counting_inputs(build))

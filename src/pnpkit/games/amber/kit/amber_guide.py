"""The print guide of «Корона Эмбера» (``print-guide.pdf``, the kit's first file): what
each file is, how many sheets it takes, on which paper and how to print it, then the
calibration sheet, duplex settings, cutting, assembly and what else to bring.

The table is made from the kit's own components (game.yaml ``kit:``) and the same
geometry the parts print with (the boards' tilings, the card sheets' grids), so it
says what the build writes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from pnpkit.i18n.plurals import counted
from pnpkit.layout.paper import LARGE, POKER, Paper, paper_named
from pnpkit.layout.typography import typeset
from pnpkit.layout.units import mm
from pnpkit.model.kit import option
from pnpkit.render.fonts import SANS, SANS_BOLD, SANS_CONDENSED, SANS_CONDENSED_BOLD
from pnpkit.render.palette import INK_BLACK, PARCHMENT, WORLDS
from pnpkit.render.pdf import PdfBuilder, RenderedPdf
from pnpkit.render.text import measurer

MARGIN = mm(16)
BODY = 9.5
SMALL = 8.0


@dataclass(frozen=True)
class GuideRow:
    file: str
    what: str
    sheets: str
    paper: str
    how: str


def _number(value: float, locale: str) -> str:
    from babel.numbers import format_decimal

    return format_decimal(round(value, 1), format="#,##0.#", locale=locale.split("_")[0]
                          if locale.split("_")[0] in ("ru", "en") else "en")


def _paper_name(paper: Paper) -> str:
    return {"a4": "A4", "a3": "A3", "letter": "Letter"}.get(paper.name, paper.name)


def _card_sheets(paper: Paper, card: Any, count: int, spacing: str) -> int:
    from pnpkit.layout.sheets import card_grid
    from pnpkit.render.standard_kit import card_spacing

    bleed, gutter = card_spacing(paper, card, spacing)
    return math.ceil(count / max(1, card_grid(paper, card, bleed, gutter=gutter).capacity))


def _fold_sheets(paper: Paper, card: Any, count: int, spacing: str) -> int:
    from pnpkit.layout.sheets import gutter_fold_sheet
    from pnpkit.render.standard_kit import fold_bleed

    bleed = fold_bleed(paper, card, spacing)
    return math.ceil(count / max(1, gutter_fold_sheet(paper, card, bleed).capacity))


def _token_sheets(game: Any, words: dict[str, Any] | None, paper: Paper,
                  shape: str = "square") -> int:
    """The pages tokens.pdf takes: its pieces packed as render.tokens packs them."""
    from pnpkit.games.amber.kit.amber_kit import words_for
    from pnpkit.games.amber.kit.amber_tokens import amber_pieces
    from pnpkit.render.tokens import token_pages

    pieces = amber_pieces(game, words or words_for("ru"))
    return len(token_pages(pieces, paper, shape))


def _catalogue_sheets(game: Any, words: dict[str, Any] | None, settings: Any) -> int:
    """The pages catalogue.pdf takes: the catalogue laid out as its part lays it out."""
    from pnpkit.games.amber.kit.amber_catalogue import amber_catalogue_sections
    from pnpkit.games.amber.kit.amber_kit import words_for
    from pnpkit.render.listing import ListingOptions, render_listing

    words = words or words_for("ru")
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
    if settings.duplex == "none":  # the cards are on gutter-fold sheets only
        bleeds = sorted({round(fold_bleed(paper, card, settings.cards) / mm(1), 1)
                         for card in (POKER, LARGE)})
    else:
        bleeds = sorted({round(card_spacing(paper, card, settings.cards)[0] / mm(1), 1)
                         for card in (POKER, LARGE)})
    return "–".join(_number(b, settings.locale) for b in dict.fromkeys((bleeds[0], bleeds[-1])))


def _board_rows(game: Any, c: Any, board: Any, g: dict[str, Any], settings: Any, paper: Paper,
                sheet: str) -> list[GuideRow]:
    """The rows of one of Amber's boards: its sheet and its poster (the Temple, the Pass),
    or its poster and its tiles (the main board, the Kingdom)."""
    from pnpkit.games.amber.kit.amber_board import (
        is_sector_board,
        poster_name,
        poster_size,
        tile_shrink,
    )
    from pnpkit.layout.tiles import tile_board

    rows: list[GuideRow] = []
    if is_sector_board(game, c.board):
        from pnpkit.games.amber.kit.amber_board import amber_board

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
    w, h = poster_size(board, settings.paper, main)
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
    paper = paper_named(settings.paper)
    sheet = _paper_name(paper)
    duplex = settings.duplex != "none"
    two = {"long": g["sides_two"], "short": g["sides_two_short"]}.get(settings.duplex,
                                                                     g["sides_fold"])
    rows: list[GuideRow] = []
    boards = {b.id: b for b in game.boards}

    def sheets(card: Any, count: int) -> str:
        # a card sheet printed double-sided, or the fold sheets without duplex
        return str(_card_sheets(paper, card, count, settings.cards) if duplex
                   else _fold_sheets(paper, card, count, settings.cards))

    for c in game.kit:
        kind = c.kind
        if kind == "amber-print-guide":
            rows.append(GuideRow(f"{c.part}.pdf", g["this"], "—", "—", g["read"]))
        elif kind == "calibration":
            rows.append(GuideRow(f"{c.part}.pdf", g["calibration"], "1", g["paper_office"],
                                 two if duplex else g["sides_scale"]))
        elif kind == "amber-board" and c.board in boards:
            rows += _board_rows(game, c, boards[c.board], g, settings, paper, sheet)
        elif kind == "amber-deck":
            count = sum(1 for card in game.cards if card.deck == c.deck)
            deck_name = next((d.name for d in game.decks if d.id == c.deck), c.deck)
            rows.append(GuideRow(f"{c.part}.pdf", counted(g["deck"], count, settings.locale, name=deck_name),
                                 sheets(POKER, count), g["paper_cards" if duplex else "paper_fold"], two))
            if duplex:  # and the same cards for a printer without it
                rows.append(GuideRow(f"{c.part}-fold.pdf", g["fold"],
                                     str(_fold_sheets(paper, POKER, count, settings.cards)),
                                     g["paper_fold"], g["sides_one"]))
        elif kind == "amber-characters":
            count = sum(1 for ch in game.characters if ch.kind == c.of)
            what = counted(g["travellers" if c.of == "traveller" else "princes"], count,
                           settings.locale)
            rows.append(GuideRow(f"{c.part}.pdf", what, sheets(LARGE, count),
                                 g["paper_cards"], two))
        elif kind == "amber-items":
            count = sum(max(int(i.attrs.get("count", 1)), 0) for i in game.items)
            rows.append(GuideRow(f"{c.part}.pdf", counted(g["items"], count, settings.locale),
                                 sheets(POKER, count), g["paper_cards"], two))
        elif kind == "amber-catalogue":
            rows.append(GuideRow(f"{c.part}.pdf", g["catalogue"],
                                 str(_catalogue_sheets(game, words, settings)),
                                 g["paper_office"], g["sides_one"]))
        elif kind == "amber-tokens":
            rows.append(GuideRow(f"{c.part}.pdf", g["tokens"],
                                 str(_token_sheets(game, words, paper,
                                                  option(c, "shape", "square"))), g["paper_tokens"],
                                 g["sides_one"]))
        elif kind == "amber-item-board":
            from pnpkit.games.amber.kit.amber_supply import item_slots

            items = sum(1 for i in game.items if int(i.attrs.get("count", 1)) > 0)
            rows.append(GuideRow(f"{c.part}.pdf", g["item_board"],
                                 str(len(item_slots(paper, items))), g["paper_board"],
                                 g["sides_one"]))
        elif kind == "amber-points-board":
            rows.append(GuideRow(f"{c.part}.pdf", g["points_board"], "1", g["paper_board"],
                                 g["sides_one"]))
        elif kind == "rulebook":
            rows.append(GuideRow(f"{c.part}.pdf", g["rulebook"], "—", g["paper_office"],
                                 g["sides_booklet" if booklet else "sides_book"]))
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


def _table(header: list[str], rows: list[tuple[str, ...]], widths: tuple[float, ...],
           width: float, para) -> Any:
    """The files' table: reportlab's Table, its cells wrapped Paragraphs, 2 mm white
    after each column's text; the shade reaches 1 mm past the text on both sides. A
    head's word wider than its column (a longer translation of "Sheets") is set
    smaller, down to LEAST."""
    from reportlab.platypus import Table

    cols = [width * w / sum(widths) for w in widths]
    head = [para(c, SANS_BOLD, _fitting(c, w - mm(2), SANS_BOLD, SMALL), (1.0, 1.0, 1.0),
                 leading=SMALL * 1.25, inset=0) for c, w in zip(header, cols, strict=True)]
    body = [[para(c, SANS_CONDENSED if i else SANS_CONDENSED_BOLD, SMALL, leading=SMALL * 1.25,
                  inset=0) for i, c in enumerate(cells)] for cells in rows]
    cols[0] += mm(1)
    cols[-1] += mm(1)
    return Table([head, *body], colWidths=cols, hAlign="LEFT", style=[
        ("VALIGN", (0, 0), (-1, -1), "TOP"), ("FONTNAME", (0, 0), (-1, -1), SANS),
        ("LEFTPADDING", (0, 0), (-1, -1), 0),
        ("LEFTPADDING", (0, 0), (0, -1), mm(1)), ("RIGHTPADDING", (0, 0), (-1, -1), mm(2)),
        ("RIGHTPADDING", (-1, 0), (-1, -1), mm(3)),
        ("TOPPADDING", (0, 0), (-1, -1), mm(1)), ("BOTTOMPADDING", (0, 0), (-1, -1), mm(1)),
        ("BACKGROUND", (0, 0), (-1, 0), WORLDS["amber"].dark),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, PARCHMENT])])


def render_print_guide(game: Any, words: dict[str, Any], settings: Any, *,
                       booklet: bool = False) -> RenderedPdf:
    """The guide as reportlab flowables poured into one frame a page; a heading that
    would end a page starts the next one (a CondPageBreak: outside a doc template it
    fills the frame)."""
    from xml.sax.saxutils import escape

    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import CondPageBreak, Frame, Paragraph

    g, locale = words["guide"], settings.locale
    paper = paper_named(settings.paper)
    width = paper.width - 2 * MARGIN
    pdf = PdfBuilder((paper.width, paper.height), title=g["title"].format(game=game.title),
                     lang=locale)  # first: it registers the fonts the paragraphs name

    def para(text: str, font: str = SANS, size: float = BODY, color: Any = INK_BLACK, *,
             leading: float = 0.0, before: float = 0.0, after: float = 0.0,
             bullet: bool = False, inset: float = mm(1)) -> Paragraph:
        return Paragraph(escape(typeset(text, locale)), ParagraphStyle(
            "guide", fontName=font, fontSize=size, leading=leading or size * 1.3,
            textColor=color, spaceBefore=before, spaceAfter=after, bulletFontName=font,
            splitLongWords=0,  # "1 × Letter" (glued) runs into the column's gap, not "Lette|r"
            leftIndent=inset + (mm(5) if bullet else 0), rightIndent=inset, bulletIndent=mm(2)),
            bulletText="•" if bullet else None)

    def heading(text: str, size: float = 13.0) -> list:
        return [CondPageBreak(size * 3), para(text, SANS_BOLD, size, leading=size * 1.25,
                                              before=size * 0.6, after=size * 0.5)]

    def point(text: str, size: float = BODY) -> Paragraph:
        return para(text, size=size, before=size * 0.3, after=size * 0.4, bullet=True)

    story = [*heading(g["title"].format(game=game.title), 16),
             para(g["first"], before=BODY * 0.3, after=BODY * 0.4), *heading(g["files"])]
    rows = guide_rows(game, g, settings, words, booklet=booklet)
    story += [CondPageBreak(SMALL * 6), _table(g["columns"], [
        (r.file, r.what, r.sheets, r.paper, r.how) for r in rows],
        (2.9, 3.75, 0.95, 2.1, 2.1), width, para),
        para(g["copies"], size=SMALL, before=mm(2) + SMALL * 0.3, after=SMALL * 0.4)]
    for key in ("calibrate", "duplex", "cutting", "assembly", "bring"):
        story += heading(g[key]["title"])
        if g[key].get("text"):
            story.append(para(g[key]["text"], before=BODY * 0.3, after=BODY * 0.4))
        story += [point(p) for p in section_points(g, key, settings)]
    story += heading(g["builder"]["title"], 11)
    story += [point(p, SMALL) for p in g["builder"]["points"]]
    while story:
        Frame(MARGIN - mm(1), MARGIN, width + mm(2), paper.height - 2 * MARGIN, leftPadding=0,
              rightPadding=0, topPadding=0, bottomPadding=0).addFromList(story, pdf.canvas)
        pdf.show_page()
    return pdf.finish()


def print_guide_part(build, component):
    """The print guide, the kit's first file: what to print on what, and how."""
    from pnpkit.games.amber.kit.amber_kit import _hooks, _sheet_part, counting_inputs

    settings, words, _hooks_ = _hooks(build)
    booklet = bool(getattr(build.options, "booklet", False))
    return _sheet_part(build, component.part,
                       lambda game, w, paper, ink, locale: render_print_guide(
                           game, w, settings, booklet=booklet),
                       key=("booklet",) if booklet else (), inputs=counting_inputs(build))

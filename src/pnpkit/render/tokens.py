"""Token sheets: coins, counters, markers and fold-over standees of mixed sizes, packed
in order onto pages with a thin cut outline around each piece.

A piece is drawn by a callback in its own coordinates (origin bottom-left, upright).
Standees are one tall strip: glue tab, front, back (turned half a turn so it reads
upright once folded) and the base, with dashed fold lines.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from pnpkit.layout.geometry import Affine, Rect
from pnpkit.layout.pack import Placed, pack_pieces
from pnpkit.layout.paper import A4, Paper
from pnpkit.layout.text_boxes import TextBox
from pnpkit.layout.units import mm
from pnpkit.render.fonts import SANS
from pnpkit.render.palette import Ink, Palette
from pnpkit.render.pdf import PdfBuilder, RenderedPdf
from pnpkit.render.surface import PdfSurface, Surface, ellipse_path, saved

Shape = Literal["circle", "rect", "standee"]
CUT_GREY = (0.35, 0.35, 0.35)


@dataclass(frozen=True)
class PieceContext:
    surface: Surface
    width: float
    height: float
    palette: Palette
    locale: str


PieceDrawer = Callable[[PieceContext], None]


@dataclass(frozen=True)
class Piece:
    id: str
    shape: Shape
    width: float
    height: float  # for a standee: the height of the figure (front), not of the strip
    draw: PieceDrawer  # the front (for a standee: the figure)
    back: PieceDrawer | None = None  # standee back; None repeats the front
    group: str = ""  # a new group starts a new page when ``page_per_group``
    label: str = ""  # what the page's footer calls the piece (its token's name), not an id
    base: float = mm(12)  # standee base depth
    #: what the front fits into a box: (catalogue context, string kind, text, the box on a
    #: piece of width x height) — i18n status checks the same boxes
    texts: tuple[tuple[str, str, str, Callable[[float, float], TextBox]], ...] = ()

    @property
    def footprint(self) -> tuple[float, float]:
        if self.shape == "standee":
            return (self.width, 2 * self.height + 2 * self.base)
        return (self.width, self.height)


@dataclass(frozen=True)
class TokenOptions:
    paper: Paper = A4
    ink: Ink = "color"
    locale: str = "ru"
    title: str = "tokens"
    page_per_group: bool = True
    margin_note: str = ""
    #: "square": every flat piece square-cornered (a round coin drawn on a square tile),
    #: pieces of one size edge to edge so one straight cut separates two of them (a
    #: ruler or a guillotine, no scissors); "round": coins and counters cut round, apart
    shape: str = "square"


@dataclass(frozen=True)
class TokenPage:
    number: int
    pieces: tuple[tuple[str, Rect], ...]  # piece id and its footprint on the page


@dataclass(frozen=True)
class TokenResult:
    pdf: RenderedPdf
    pages: tuple[TokenPage, ...]


def _outline(s: Surface, shape: Shape, w: float, h: float) -> None:
    with saved(s):
        s.stroke_color(CUT_GREY)
        s.line_width(0.3)
        if shape == "circle":
            s.circle(w / 2, h / 2, min(w, h) / 2, fill=False, stroke=True)
        else:
            s.rect(0, 0, w, h, fill=False, stroke=True)


#: the ground of a round piece printed on a square tile
TILE_GROUND = (0.95, 0.92, 0.85)


def clip_shape(s: Surface, shape: str, width: float, height: float) -> None:
    """Clip to a flat piece's outline: a circle, else its rectangle."""
    if shape == "circle":
        r = min(width, height) / 2
        s.clip_path(ellipse_path(width / 2, height / 2, r, r))
    else:
        s.clip_rect(0, 0, width, height)


def _flat(s: Surface, piece: Piece, ctx: PieceContext, square: bool = False) -> None:
    # square: a round piece is printed on a square tile and cut straight
    shape = "rect" if square and piece.shape == "circle" else piece.shape
    with saved(s):
        clip_shape(s, shape, piece.width, piece.height)
        if shape != piece.shape:
            s.fill_color(ctx.palette.fixed(TILE_GROUND))
            s.rect(0, 0, piece.width, piece.height)
        piece.draw(ctx)
    _outline(s, shape, piece.width, piece.height)


def _standee(s: Surface, piece: Piece, palette: Palette, locale: str) -> None:
    w, h, b = piece.width, piece.height, piece.base
    front = PieceContext(s, w, h, palette, locale)
    # Base (bottom), front, back turned half a turn, base again (top).
    with saved(s):
        s.fill_color(palette.fixed((0.85, 0.82, 0.76)))
        s.rect(0, 0, w, b)
        s.rect(0, b + 2 * h, w, b)
    with saved(s):
        s.translate(0, b)
        s.clip_rect(0, 0, w, h)
        piece.draw(front)
    with saved(s):
        s.translate(w, b + 2 * h)
        s.transform(Affine.rotation(2))
        s.clip_rect(0, 0, w, h)
        (piece.back or piece.draw)(front)
    with saved(s):
        s.stroke_color(CUT_GREY)
        s.line_width(0.4)
        s.dash([mm(1.5), mm(1)])
        for y in (b, b + h, b + 2 * h):
            s.line(0, y, w, y)
    _outline(s, "rect", w, 2 * h + 2 * b)


def token_pages(pieces: Sequence[Piece], paper: Paper, shape: str = "square",
                breaks: frozenset[int] = frozenset()) -> list[list[Placed]]:
    """Where each piece lands, page by page (the print guide counts the same pages)."""
    sizes = [p.footprint for p in pieces]
    if shape == "round":
        return pack_pieces(paper, sizes, new_page_before=breaks)
    # square pieces of one size share their cuts: no gutter, a new shelf for a new size
    shelves = frozenset(i for i in range(1, len(sizes)) if sizes[i] != sizes[i - 1])
    return pack_pieces(paper, sizes, new_page_before=breaks, new_shelf_before=shelves,
                       gutter=0.0)


def cut_lines(rects: Sequence[Rect]) -> tuple[list[float], list[float]]:
    """The straight cuts of a sheet of pieces laid edge to edge: every distinct top and
    bottom (a cut across the sheet) and left and right edge (points, rounded to 0.01)."""
    ys = sorted({round(v, 2) for r in rects for v in (r.y, r.top)})
    xs = sorted({round(v, 2) for r in rects for v in (r.x, r.right)})
    return xs, ys


def _cut_ticks(s: Surface, paper: Paper, rects: Sequence[Rect]) -> None:
    """Cut marks in the page margin where each straight cut meets it: lay the ruler on
    the two marks of a line and cut through."""
    if not rects:
        return
    _xs, ys = cut_lines(rects)
    left, right = min(r.x for r in rects), max(r.right for r in rects)
    bottom, top = min(r.y for r in rects), max(r.top for r in rects)
    # the cuts across a strip are marked where they meet the margin: the first row's above
    # the sheet, the last row's below it (the strips between show their own edges)
    first, _ = cut_lines([r for r in rects if abs(r.top - top) < 0.01])
    last, _ = cut_lines([r for r in rects if abs(r.y - bottom) < 0.01])
    with saved(s):
        s.stroke_color(CUT_GREY)
        s.line_width(0.4)
        for y in ys:
            s.line(max(mm(1), left - mm(5)), y, left - mm(1.5), y)
            s.line(right + mm(1.5), y, min(paper.width - mm(1), right + mm(5)), y)
        for x in first:
            s.line(x, top + mm(1.5), x, min(paper.height - mm(1), top + mm(5)))
        for x in last:
            s.line(x, bottom - mm(1.5), x, max(mm(1), bottom - mm(5)))


def render_tokens(pieces: Sequence[Piece], options: TokenOptions = TokenOptions(),
                  progress: Callable[[int, int], None] | None = None) -> TokenResult:
    if not pieces:
        raise ValueError("no pieces to lay out")
    palette = Palette(options.ink)
    breaks = frozenset(
        i for i in range(1, len(pieces))
        if options.page_per_group and pieces[i].group != pieces[i - 1].group
    )
    square = options.shape != "round"
    pages = token_pages(pieces, options.paper, options.shape, breaks)
    pdf = PdfBuilder((options.paper.width, options.paper.height), title=options.title,
                     lang=options.locale)
    s = PdfSurface(pdf.canvas)
    plans: list[TokenPage] = []
    done = 0
    for number, page in enumerate(pages, 1):
        for placed in page:
            piece = pieces[placed.index]
            with saved(s):
                s.translate(placed.rect.x, placed.rect.y)
                if piece.shape == "standee":
                    _standee(s, piece, palette, options.locale)
                else:
                    _flat(s, piece, PieceContext(s, piece.width, piece.height, palette,
                                                 options.locale), square)
        if square:
            _cut_ticks(s, options.paper, [p.rect for p in page])
        # the tokens' names, not their kind's id; a kit that leaves out groups names none
        named = dict.fromkeys((pieces[p.index].label or pieces[p.index].group)
                              if pieces[p.index].group else "" for p in page)
        note = " · ".join(x for x in (options.margin_note, ", ".join(n for n in named if n),
                                       f"{number}/{len(pages)}") if x)
        with saved(s):
            s.fill_color((0.45, 0.45, 0.45))
            s.text(options.paper.width / 2, mm(5.5), note, SANS, 6, "middle")
        pdf.show_page()
        plans.append(TokenPage(number, tuple((pieces[p.index].id, p.rect) for p in page)))
        done += len(page)
        if progress:
            progress(done, len(pieces))
    return TokenResult(pdf.finish(), tuple(plans))

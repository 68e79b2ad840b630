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
from pnpkit.layout.pack import pack_pieces
from pnpkit.layout.paper import A4, Paper
from pnpkit.layout.text_boxes import TextBox
from pnpkit.layout.units import mm
from pnpkit.render.fonts import SANS
from pnpkit.render.palette import Ink, Palette
from pnpkit.render.pdf import PdfBuilder, RenderedPdf
from pnpkit.render.surface import PdfSurface, Surface

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


@dataclass(frozen=True)
class TokenPage:
    number: int
    pieces: tuple[tuple[str, Rect], ...]  # piece id and its footprint on the page


@dataclass(frozen=True)
class TokenResult:
    pdf: RenderedPdf
    pages: tuple[TokenPage, ...]


def _outline(s: Surface, shape: Shape, w: float, h: float) -> None:
    s.save()
    s.stroke_color(CUT_GREY)
    s.line_width(0.3)
    if shape == "circle":
        s.circle(w / 2, h / 2, min(w, h) / 2, fill=False, stroke=True)
    else:
        s.rect(0, 0, w, h, fill=False, stroke=True)
    s.restore()


def clip_shape(s: Surface, shape: str, width: float, height: float) -> None:
    """Clip to a flat piece's outline: a circle, else its rectangle."""
    if shape == "circle":
        r = min(width, height) / 2
        k = 0.5523 * r
        cx, cy = width / 2, height / 2
        s.clip_path([
            ("M", cx + r, cy), ("C", cx + r, cy + k, cx + k, cy + r, cx, cy + r),
            ("C", cx - k, cy + r, cx - r, cy + k, cx - r, cy),
            ("C", cx - r, cy - k, cx - k, cy - r, cx, cy - r),
            ("C", cx + k, cy - r, cx + r, cy - k, cx + r, cy), ("Z",),
        ])
    else:
        s.clip_rect(0, 0, width, height)


def _flat(s: Surface, piece: Piece, ctx: PieceContext) -> None:
    s.save()
    clip_shape(s, piece.shape, piece.width, piece.height)
    piece.draw(ctx)
    s.restore()
    _outline(s, piece.shape, piece.width, piece.height)


def _standee(s: Surface, piece: Piece, palette: Palette, locale: str) -> None:
    w, h, b = piece.width, piece.height, piece.base
    front = PieceContext(s, w, h, palette, locale)
    # Base (bottom), front, back turned half a turn, base again (top).
    s.save()
    s.fill_color(palette.fixed((0.85, 0.82, 0.76)))
    s.rect(0, 0, w, b)
    s.rect(0, b + 2 * h, w, b)
    s.restore()
    s.save()
    s.translate(0, b)
    s.clip_rect(0, 0, w, h)
    piece.draw(front)
    s.restore()
    s.save()
    s.translate(w, b + 2 * h)
    s.transform(Affine.rotation(2))
    s.clip_rect(0, 0, w, h)
    (piece.back or piece.draw)(front)
    s.restore()
    s.save()
    s.stroke_color(CUT_GREY)
    s.line_width(0.4)
    s.dash([mm(1.5), mm(1)])
    for y in (b, b + h, b + 2 * h):
        s.line(0, y, w, y)
    s.restore()
    _outline(s, "rect", w, 2 * h + 2 * b)


def render_tokens(pieces: Sequence[Piece], options: TokenOptions = TokenOptions(),
                  progress: Callable[[int, int], None] | None = None) -> TokenResult:
    if not pieces:
        raise ValueError("no pieces to lay out")
    palette = Palette(options.ink)
    breaks = frozenset(
        i for i in range(1, len(pieces))
        if options.page_per_group and pieces[i].group != pieces[i - 1].group
    )
    pages = pack_pieces(options.paper, [p.footprint for p in pieces], new_page_before=breaks)
    pdf = PdfBuilder((options.paper.width, options.paper.height), title=options.title,
                     lang=options.locale)
    s = PdfSurface(pdf.canvas)
    plans: list[TokenPage] = []
    done = 0
    for number, page in enumerate(pages, 1):
        for placed in page:
            piece = pieces[placed.index]
            s.save()
            s.translate(placed.rect.x, placed.rect.y)
            if piece.shape == "standee":
                _standee(s, piece, palette, options.locale)
            else:
                _flat(s, piece, PieceContext(s, piece.width, piece.height, palette,
                                             options.locale))
            s.restore()
        # the tokens' names, not their kind's id; a kit that leaves out groups names none
        named = dict.fromkeys((pieces[p.index].label or pieces[p.index].group)
                              if pieces[p.index].group else "" for p in page)
        note = " · ".join(x for x in (options.margin_note, ", ".join(n for n in named if n),
                                       f"{number}/{len(pages)}") if x)
        s.save()
        s.fill_color((0.45, 0.45, 0.45))
        s.text(options.paper.width / 2, mm(5.5), note, SANS, 6, "middle")
        s.restore()
        pdf.show_page()
        plans.append(TokenPage(number, tuple((pieces[p.index].id, p.rect) for p in page)))
        done += len(page)
        if progress:
            progress(done, len(pieces))
    return TokenResult(pdf.finish(), tuple(plans))

"""Boards: any board drawing callback tiled over pages with an overlap (registration
marks, page labels, trim hints, an assembly map page), one full-size poster page, and
an SVG of the same drawing.

The board is drawn a single time as a Form XObject, and every page shows it through a clipped
window, so the tiled PDF stays small and every tile is pixel-identical in the overlap.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from pnpkit.layout.geometry import Affine, Rect
from pnpkit.layout.paper import Paper
from pnpkit.layout.tiles import Tile, Tiling, assembly_map, fill_scale, margin_marks, tile_board
from pnpkit.layout.units import mm
from pnpkit.render.fonts import SANS, SANS_BOLD
from pnpkit.render.pdf import PdfBuilder, RenderedPdf
from pnpkit.render.surface import PdfSurface, Surface, SvgSurface, saved
from pnpkit.word_files import word_file

BoardDrawer = Callable[[Surface], None]
GREY = (0.45, 0.45, 0.45)
LIGHT = (0.75, 0.75, 0.75)
MARK = (0.0, 0.0, 0.0)
REG_RADIUS = mm(1.8)


@dataclass(frozen=True)
class Board:
    """A board of ``width`` x ``height`` points drawn by ``draw`` in board coordinates
    (origin bottom-left).  ``key`` names it inside the PDF (stable, ASCII)."""

    key: str
    title: str
    width: float
    height: float
    draw: BoardDrawer
    # the renderer's own boxes, in board coordinates, for checks: where texts go, and
    # where marks, markers and arrows print (none of which may cover a text)
    text_boxes: tuple[Rect, ...] = ()
    marks: tuple[Rect, ...] = ()
    # where each field (by id) is drawn, in board coordinates: what is drawn on top of the
    # board (the live page's pieces and lit fields) is placed from here, so it follows
    # every transform the drawing goes through
    spots: Mapping[str, Rect] = field(default_factory=dict)


@dataclass(frozen=True)
class TiledBoard:
    pdf: RenderedPdf
    tiling: Tiling


#: the tiled board's words (assembly map, trim notes), kept in board_tiles.json
_WORDS: dict[str, dict[str, str]] = word_file(__file__, "board_tiles.json")["_WORDS"]


def _words(locale: str) -> dict[str, str]:
    return _WORDS.get(locale.split("_")[0], _WORDS["en"])


def _board_form(s: Surface, board: Board) -> None:
    s.reuse(f"board-{board.key}", (0, 0, board.width, board.height), board.draw)


def registration_mark(s: Surface, x: float, y: float) -> None:
    """A circle with a cross: the eye centres the neighbour's copy on it."""
    with saved(s):
        s.fill_color((1, 1, 1))
        s.stroke_color(MARK)
        s.line_width(0.3)
        s.circle(x, y, REG_RADIUS, fill=True, stroke=True)
        s.circle(x, y, REG_RADIUS * 0.45, fill=False, stroke=True)
        s.line(x - REG_RADIUS * 1.6, y, x + REG_RADIUS * 1.6, y)
        s.line(x, y - REG_RADIUS * 1.6, x, y + REG_RADIUS * 1.6)


def _mini_map(s: Surface, tiling: Tiling, current: Tile, right: float, top: float) -> float:
    """A tiny grid of all sheets with this one filled; returns its left edge."""
    cell = min(mm(2.4), mm(4.2) / tiling.rows)
    x0 = right - tiling.cols * cell
    with saved(s):
        s.stroke_color(GREY)
        s.line_width(0.3)
        for t in tiling.tiles:
            x = x0 + t.col * cell
            y = top - (t.row + 1) * cell
            s.fill_color(GREY if t is current else (1, 1, 1))
            s.rect(x, y, cell, cell, fill=True, stroke=True)
    return x0


def _tile_page(s: Surface, board: Board, tiling: Tiling, tile: Tile, words: dict[str, str],
               page_no: int, pages: int) -> None:
    paper, area = tiling.paper, tile.page_area
    # The board through a window.
    with saved(s):
        s.clip_rect(area.x, area.y, area.width, area.height)
        s.transform(tile.board_to_page)
        _board_form(s, board)
    # Registration marks in the margins, never on the board (layout.tiles.margin_marks).
    for x, y in margin_marks(tiling, tile):
        registration_mark(s, x, y)
    # A hairline around the window, the overlap bands' inner edges as margin ticks.
    with saved(s):
        s.stroke_color(LIGHT)
        s.line_width(0.3)
        s.rect(area.x, area.y, area.width, area.height, fill=False, stroke=True)
        s.stroke_color(GREY)
        grid = {(t.col, t.row) for t in tiling.tiles}
        if (tile.col + 1, tile.row) in grid:
            x = area.right - tiling.overlap
            s.line(x, area.y - mm(3), x, area.y - mm(0.5))
            s.line(x, area.top + mm(0.5), x, area.top + mm(3))
        if (tile.col, tile.row + 1) in grid:
            y = area.y + tiling.overlap
            s.line(area.x - mm(3), y, area.x - mm(0.5), y)
            s.line(area.right + mm(0.5), y, area.right + mm(3), y)
    # Trim hints: this sheet's left/top margin goes, the window edge lies on the neighbour.
    with saved(s):
        s.stroke_color(MARK)
        s.line_width(0.5)
        s.dash([mm(1.5), mm(1)])
        s.fill_color(GREY)
        if tile.trim_left:
            s.line(area.x, mm(5), area.x, paper.height - mm(5))
            s.text(area.x - mm(1.5), area.y + mm(2), "✂", SANS, 8, "end")
        map_left = _mini_map(s, tiling, tile, area.right, paper.height - mm(5.4))
        if tile.trim_top:
            s.line(mm(5), area.top, paper.width - mm(5), area.top)
            s.text(map_left - mm(2), area.top + mm(1.2), "✂ " + words["trim"], SANS, 7, "end")
    # Label, sheet count and a mini map of where this sheet goes.
    with saved(s):
        s.fill_color(MARK)
        base = paper.height - mm(8.6)
        s.text(area.x + (mm(3) if tile.trim_left else 0), base, tile.label, SANS_BOLD, 11)
        s.fill_color(GREY)
        s.text(area.x + mm(12), base, f"{board.title} · {words['sheet']} {page_no} {words['of']} "
               f"{pages}", SANS, 7)


def _number(value: float, locale: str) -> str:
    """A measure as the locale writes it: 18,2 in Russian, 18.2 in English."""
    from babel.numbers import format_decimal

    try:
        return format_decimal(round(value, 1), format="#,##0.#", locale=locale.split("_")[0])
    except Exception:  # an unknown locale (the pseudo-locale): the plain number
        return f"{round(value, 1):g}"


def sheet_summary(board: Board, tiling: Tiling, words: dict[str, str], locale: str) -> str:
    """'8 × A4, нахлёст 10 мм, 59,4 × 42 см': sheets, overlap and the assembled size."""
    paper = {"a4": "A4", "a3": "A3", "letter": "Letter"}.get(tiling.paper.name,
                                                            tiling.paper.name.upper())
    return (f"{len(tiling.tiles)} × {paper}, {words['overlap']} "
            f"{_number(tiling.overlap / mm(1), locale)} {words['mm']}, "
            f"{_number(board.width / mm(10), locale)} × "
            f"{_number(board.height / mm(10), locale)} {words['cm']}")


def _map_page(s: Surface, board: Board, tiling: Tiling, words: dict[str, str],
              locale: str = "en") -> None:
    paper = tiling.paper
    margin = mm(15)
    with saved(s):
        s.fill_color(MARK)
        s.text(margin, paper.height - margin - 12, f"{board.title} — {words['map']}", SANS_BOLD,
               16)
        s.fill_color(GREY)
        s.text(margin, paper.height - margin - 28, sheet_summary(board, tiling, words, locale),
               SANS, 9)
    area = Rect(margin, margin + mm(18), paper.width - 2 * margin,
                paper.height - 2 * margin - mm(34))
    amap = assembly_map(tiling, area)
    with saved(s):
        s.transform(Affine(amap.scale, 0, 0, amap.scale, amap.board.x, amap.board.y))
        _board_form(s, board)
    with saved(s):
        s.stroke_color(MARK)
        s.line_width(0.6)
        for _label, rect in amap.cells:
            s.rect(rect.x, rect.y, rect.width, rect.height, fill=False, stroke=True)
        for label, rect in amap.cells:
            cx, cy = rect.center
            s.fill_color((1, 1, 1))
            s.rect(cx - mm(6), cy - mm(3.5), mm(12), mm(7), radius=mm(1.5), stroke=True)
            s.fill_color(MARK)
            s.text(cx, cy - 4.5, label, SANS_BOLD, 13, "middle")
    with saved(s):
        s.fill_color(MARK)
        from pnpkit.layout.textfit import wrap_lines
        from pnpkit.render.text import measurer

        for i, line in enumerate(wrap_lines(words["how"], area.width, 8.5, measurer(SANS)) or ()):
            s.text(margin, margin + mm(10) - i * 8.5 * 1.3, line, SANS, 8.5)


def scaled_board(board: Board, factor: float) -> Board:
    """The same design grown uniformly by ``factor`` (its boxes with it)."""
    if factor == 1.0:
        return board

    def draw(s: Surface) -> None:
        with saved(s):
            s.transform(Affine.scaling(factor))
            board.draw(s)

    def grow(r: Rect) -> Rect:
        return Rect(r.x * factor, r.y * factor, r.width * factor, r.height * factor)

    return Board(board.key, board.title, board.width * factor, board.height * factor, draw,
                 tuple(grow(r) for r in board.text_boxes), tuple(grow(r) for r in board.marks),
                 {ident: grow(r) for ident, r in board.spots.items()})


def filled_board(board: Board, paper: Paper, *, overlap: float = mm(10)) -> Board:
    """``board`` grown to fill the grid of ``paper`` sheets it needs (layout.tiles.fill_scale)."""
    return scaled_board(board, fill_scale((board.width, board.height), paper, overlap))


def render_tiled_board(board: Board, paper: Paper, *, overlap: float = mm(10),
                       locale: str = "ru", fill: bool = False) -> TiledBoard:
    """Assembly map first, then one page per tile in reading order (A1, B1, …).

    With ``fill`` the board is first grown uniformly to fill the sheets it needs (same
    count, little blank paper); the assembly map states the grown size."""
    if fill:
        board = filled_board(board, paper, overlap=overlap)
    tiling = tile_board((board.width, board.height), paper, overlap)
    words = _words(locale)
    pdf = PdfBuilder((tiling.paper.width, tiling.paper.height), title=board.title,
                     subject=words["map"], lang=locale)
    s = PdfSurface(pdf.canvas)
    if len(tiling.tiles) > 1:  # one sheet has nothing to assemble
        _map_page(s, board, tiling, words, locale)
        pdf.show_page()
    for n, tile in enumerate(tiling.tiles, 1):
        _tile_page(s, board, tiling, tile, words, n, len(tiling.tiles))
        pdf.show_page()
    return TiledBoard(pdf.finish(), tiling)


def render_poster(board: Board, *, locale: str = "ru") -> RenderedPdf:
    """The whole board on one page of exactly its size (for a print shop)."""
    pdf = PdfBuilder((board.width, board.height), title=board.title, lang=locale)
    s = PdfSurface(pdf.canvas)
    _board_form(s, board)
    pdf.canvas.setTrimBox((0, 0, board.width, board.height))
    pdf.show_page()
    return pdf.finish()


def render_board_svg(board: Board) -> bytes:
    """The same drawing as SVG (fonts by family name; for viewing and editing)."""
    import svgwrite

    drawing = svgwrite.Drawing(
        size=(f"{board.width / mm(1):.2f}mm", f"{board.height / mm(1):.2f}mm"),
        viewBox=f"0 0 {board.width:.3f} {board.height:.3f}",
        debug=False,
    )
    surface = SvgSurface(drawing, board.height)
    board.draw(surface)
    return drawing.tostring().encode("utf-8")

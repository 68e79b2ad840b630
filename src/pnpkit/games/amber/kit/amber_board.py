"""Amber's boards beyond plain cells: the main board's title, side panels and pictures
(``extra.board_title`` / ``board_panels`` / ``board_pictures`` of board.yaml), the Temple
of Baal and the Mountain Pass as squares of eight triangular sectors
(``extra.sector_polygons``) drawn both on their own sheets and on the main board where
``extra.board_insets`` puts them, with arrows from the entry field and to the exit.

Every text is fitted while the board is built, so an overflow fails the build naming
the panel or the sector.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from pnpkit.layout.geometry import Affine, Rect
from pnpkit.layout.paper import paper_named
from pnpkit.layout.text_boxes import PANEL_BAND, PANEL_PADDING, CellStyle, TextBox, panel_boxes
from pnpkit.layout.text_boxes import board_rect as rect_pt
from pnpkit.layout.textfit import FittedText
from pnpkit.layout.tiles import TILE_MARGIN
from pnpkit.layout.units import mm
from pnpkit.render.board_tiles import Board
from pnpkit.render.cell_board import INK, PARCHMENT, PATTERNS, board_from_game, clear_half_size
from pnpkit.render.fonts import SANS, SANS_BOLD, SANS_CONDENSED, SANS_CONDENSED_BOLD, SERIF_BOLD
from pnpkit.render.frames import draw_pattern
from pnpkit.render.palette import hex_rgb, mix
from pnpkit.render.surface import RGB, Surface, polygon
from pnpkit.render.text import draw_fitted, fit_box, measurer

Point = tuple[float, float]
Drawer = Callable[[Surface], None]
BROWN: RGB = (0.35, 0.22, 0.1)
LINK: RGB = (0.35, 0.3, 0.25)

#: The main board and the Kingdom print on one A2 sheet each (a print shop's standard
#: poster, or 2 × A3 / 8 × A4 at home): the original's layouts, in the data's mm, are
#: enlarged to fill it, and every text is fitted so that it prints at 7 pt or more.
POSTER_MM = (594.0, 420.0)
PRINTED_MIN_PT = 7.0
#: a die table may go this small to print one result a line (the Lyceum's eleven rolls
#: of two dice in a 38 mm field), never smaller
TABLE_PRINTED_MIN_PT = 6.5
#: A Letter kit's posters come in US print-shop sizes instead: the main board on
#: 36 × 24 in, another board (the Kingdom) on 24 × 18 in — each a little larger than A2,
#: so the layout made for A2 only grows.
US_POSTERS_MM = {True: (914.4, 609.6), False: (609.6, 457.2)}


def poster_mm(paper: str = "a4", main: bool = True) -> tuple[float, float]:
    """The poster sheet (long side, short side) of the kit's ``paper``."""
    return US_POSTERS_MM[main] if paper == "letter" else POSTER_MM


def poster_name(paper: str = "a4", main: bool = True) -> str:
    """The poster sheet as a print shop names it: A2, 36 × 24″."""
    if paper != "letter":
        return "A2"
    wide, tall = poster_mm(paper, main)
    return f"{wide / 25.4:g}\u00a0×\u00a0{tall / 25.4:g}″"


def poster(board: Any, paper: str = "a4", main: bool = True) -> tuple[float, tuple[float, float]]:
    """How much the board's own mm are enlarged to fill the poster sheet (A2: the scale
    its texts are laid out for), and that sheet in points (landscape for a wide board)."""
    w, h = (float(v) for v in board.size_mm)
    wide, tall = poster_mm(paper, main) if w >= h else poster_mm(paper, main)[::-1]
    return min(wide / w, tall / h), (mm(wide), mm(tall))


#: The boards other than the main one (the Kingdom) also print at home on 2 × 2 sheets
#: (A4 or Letter): laid out for that size, and their A2 poster only enlarges them.
HOME_GRID = (2, 2)
HOME_PAPERS = ("a4", "letter")


def home_fit(board: Any, paper_name: str, poster_of: str = "a4") -> float:
    """The factor (≤ 1) that shrinks a board's poster sheet (the kit of ``poster_of``'s)
    onto HOME_GRID sheets of ``paper_name``, glue overlaps and tile margins included
    (layout.tiles' own numbers)."""
    width, height = poster(board, poster_of, main=False)[1]
    paper = paper_named(paper_name)
    paper = paper.landscape() if width >= height else paper.portrait()
    area, overlap = paper.rect.inset(TILE_MARGIN), mm(10)
    span_w = overlap + HOME_GRID[0] * (area.width - overlap)
    span_h = overlap + HOME_GRID[1] * (area.height - overlap)
    return min(1.0, math.floor(min(span_w / width, span_h / height) * 10000) / 10000 - 1e-4)


def tile_shrink(board: Any, paper: str, main: bool) -> float:
    """How much smaller than its poster a board prints on the home sheets: the main board
    at its A2 size (grown to fill its sheets), another on HOME_GRID sheets."""
    if not main:
        return home_fit(board, paper, paper)
    return poster(board)[0] / poster(board, paper, main)[0]


def text_scale(game: Any, board: Any) -> float:
    """The smallest scale a board's own mm print at: the main board's on its A2 poster
    (tiled sheets only grow it), another board's on 2 × 2 home sheets of either paper."""
    if board.id == game.boards[0].id:
        return poster(board)[0]
    return poster(board)[0] * min(home_fit(board, name) for name in HOME_PAPERS)


def cell_style(scale: float) -> CellStyle:
    """The cells of a board printed ``scale`` times its own size: names and texts in the
    condensed face, none smaller than PRINTED_MIN_PT on paper."""
    least = PRINTED_MIN_PT / scale
    return CellStyle(title_max=9.5 / scale, title_min=least, text_max=8.5 / scale,
                     text_min=least, band_mm=7.0, text_font=SANS_CONDENSED,
                     table_min=TABLE_PRINTED_MIN_PT / scale)


def enlarged(board: Board, scale: float, size: tuple[float, float]) -> Board:
    """``board`` drawn ``scale`` times larger in the middle of a sheet of ``size`` points,
    the sheet's edges in the board's parchment."""
    width, height = size
    dx, dy = (width - board.width * scale) / 2, (height - board.height * scale) / 2

    def draw(s: Surface) -> None:
        s.save()
        s.fill_color(PARCHMENT)
        s.rect(0, 0, width, height)
        s.transform(Affine(scale, 0, 0, scale, dx, dy))
        board.draw(s)
        s.restore()

    def placed(r: Rect) -> Rect:
        return Rect(dx + r.x * scale, dy + r.y * scale, r.width * scale, r.height * scale)

    return Board(board.key, board.title, width, height, draw,
                 tuple(placed(r) for r in board.text_boxes), tuple(placed(r) for r in board.marks),
                 {ident: placed(r) for ident, r in board.spots.items()})


#: the arrowheads' apex: narrow enough (≤ 40°) that a head read on its own still points
#: one way (the 57° heads of before read as triangles in the labyrinth's diagonals)
ARROW_APEX_DEGREES = 34.0


def arrow_head_points(tip: Point, angle: float, length: float) -> tuple[Point, ...]:
    """A barbed arrowhead ``length`` long pointing along ``angle`` (radians) with its
    point at ``tip``: tip, left barb, notch, right barb."""
    half = math.radians(ARROW_APEX_DEGREES) / 2
    side = length / math.cos(half)
    back = (math.cos(angle), math.sin(angle))
    left, right = ((tip[0] - math.cos(angle + turn) * side, tip[1] - math.sin(angle + turn) * side)
                   for turn in (-half, half))
    notch = (tip[0] - back[0] * length * 0.72, tip[1] - back[1] * length * 0.72)
    return (tip, left, notch, right)


def _arrow_head(s: Surface, tip: Point, angle: float, length: float, colour: RGB,
                shaft: float = 0.0) -> None:
    """An arrowhead, with a straight shaft ``shaft`` long behind it when given."""
    s.save()
    s.fill_color(colour)
    if shaft > 0:
        s.stroke_color(colour)
        s.line_width(length * 0.16)
        start = (tip[0] - math.cos(angle) * (length + shaft), tip[1] - math.sin(angle) * (length + shaft))
        s.line(start[0], start[1], tip[0] - math.cos(angle) * length * 0.6,
               tip[1] - math.sin(angle) * length * 0.6)
    s.path(polygon(list(arrow_head_points(tip, angle, length))))
    s.restore()


# --- the eight-sector squares -------------------------------------------------------------

@dataclass(frozen=True)
class _Sector:
    number: int
    points: tuple[Point, ...]  # in the square's points, origin bottom-left
    centroid: Point
    title: FittedText | None
    title_box: Rect
    text: FittedText | None
    text_box: Rect
    number_at: Point
    number_r: float
    colour: RGB
    field: str = ""  # the field's id
    icon: str = ""  # the field's ``picture:`` (game-icons:NAME), drawn pale behind its text

    def spot(self, x: float, y: float) -> Rect:
        """A square round the sector's centroid (a piece's place, a lit box) when the
        square's bottom-left corner is at (x, y): a sector is a triangle or a kite, and
        its bounding box would cover its neighbours."""
        xs, ys = [p[0] for p in self.points], [p[1] for p in self.points]
        half = min(max(xs) - min(xs), max(ys) - min(ys)) * 0.22
        cx, cy = x + self.centroid[0], y + self.centroid[1]
        return Rect(cx - half, cy - half, 2 * half, 2 * half)


@dataclass(frozen=True)
class SectorSquare:
    """A Temple/Pass square laid out for one size; ``draw(s, x, y)`` puts its bottom-left
    corner at (x, y)."""

    size: float
    sectors: tuple[_Sector, ...]
    arrows: tuple[tuple[Point, float], ...]  # (position, angle) of the 1 → 2 → … arrows
    mono: bool

    def draw(self, s: Surface, x: float, y: float) -> None:
        from pnpkit.render.game_icons import draw_icon

        size, h = self.size, self.size / 2
        s.save()
        s.translate(x, y)
        for sec in self.sectors:
            s.save()
            s.fill_color(sec.colour)
            s.stroke_color(INK if self.mono else mix(sec.colour, (0, 0, 0), 0.6))
            s.line_width(max(0.5, size / 300))
            s.path(polygon(sec.points), stroke=True)
            s.restore()
        for sec in (sec for sec in self.sectors if sec.icon):
            # each sector's sign, pale round its centre (as a cell's)
            box = sec.spot(0, 0)
            side = box.width * 0.8
            draw_icon(s, sec.icon, box.x + (box.width - side) / 2,
                      box.y + (box.height - side) / 2, side, side,
                      (0.8, 0.8, 0.8) if self.mono else mix(sec.colour, (0, 0, 0), 0.18))
        s.save()
        s.stroke_color(INK if self.mono else BROWN)
        s.line_width(max(1.0, size / 150))
        s.rect(0, 0, size, size, fill=False, stroke=True)
        s.restore()
        for position, angle in self.arrows:  # a shafted arrow across each border
            tip = (position[0] + math.cos(angle) * h * 0.08,
                   position[1] + math.sin(angle) * h * 0.08)
            _arrow_head(s, tip, angle, h * 0.09, (0.3, 0.3, 0.3) if self.mono else LINK,
                        shaft=h * 0.07)
        for sec in self.sectors:
            s.save()
            s.fill_color(INK)
            if sec.title is not None:
                draw_fitted(s, sec.title, sec.title_box, SANS_CONDENSED_BOLD, valign="middle")
            if sec.text is not None:
                draw_fitted(s, sec.text, sec.text_box, SANS)
            r = sec.number_r
            s.fill_color((1, 1, 1))
            s.stroke_color(INK)
            s.line_width(max(0.5, size / 400))
            s.circle(sec.number_at[0], sec.number_at[1], r, stroke=True)
            s.fill_color(INK)
            s.text(sec.number_at[0], sec.number_at[1] - r * 0.42, str(sec.number), SANS_BOLD,
                   r * 1.15, "middle")
            s.restore()
        s.restore()


def _sector_geometry(game: Any, board_id: str, size: float,
                     names_only: bool = False) -> list[tuple[Any, ...]]:
    """Per field of the board, in number order: (field, corner points, centroid, name
    rect, text rect, number centre, number radius) in a square of ``size`` points; ``names_only``: the
    name takes the text's room too (the small copy on the main board)."""
    board = next(b for b in game.boards if b.id == board_id)
    k, h = size / mm(float(board.size_mm[0])), size / 2  # k: the board's mm to points
    polygons, centre = game.extra.get("sector_polygons") or {}, (h, h)
    laid: list[tuple[Any, ...]] = []
    for f in sorted(game.fields_of(board_id), key=lambda f: f.number or 0):
        raw = polygons.get(f.number) or polygons.get(str(f.number))
        if raw is None:
            raise ValueError(f"{f.id}: no extra.sector_polygons entry for sector {f.number}")
        pts = tuple((mm(float(p[0])) * k, size - mm(float(p[1])) * k) for p in raw)
        corner = next(p for p in pts if all(abs(c) < 1e-6 or abs(c - size) < 1e-6 for c in p))
        middle = next(p for p in pts if p != corner and math.dist(p, centre) > 1e-6)
        u_c = ((centre[0] - middle[0]) / h, (centre[1] - middle[1]) / h)
        u_k = ((corner[0] - middle[0]) / h, (corner[1] - middle[1]) / h)
        a, b = (0.58, 0.37) if abs(u_c[0]) > 0.5 else (0.37, 0.58)  # longer towards the centre
        pad = h * 0.04
        p0 = (middle[0] + pad * (u_c[0] + u_k[0]), middle[1] + pad * (u_c[1] + u_k[1]))
        p1 = (middle[0] + h * (a * u_c[0] + b * u_k[0]), middle[1] + h * (a * u_c[1] + b * u_k[1]))
        box = Rect(min(p0[0], p1[0]), min(p0[1], p1[1]), abs(p1[0] - p0[0]), abs(p1[1] - p0[1]))
        title_h = box.height * (0.62 if names_only else 0.34)
        r = h * 0.06 if names_only else min(h * 0.07, title_h * 0.48)
        if names_only:  # the number above, the name under it across the box: never split
            title_box = Rect(box.x, box.y, box.width, box.height - 2 * r - h * 0.015)
            number_at = (box.x + r, box.top - r)
        else:  # the number's circle sits left of the name
            title_box = Rect(box.x + 2 * r + h * 0.02, box.top - title_h,
                             box.width - 2 * r - h * 0.02, title_h)
            number_at = (box.x + r, box.top - title_h / 2)
        text_box = Rect(box.x, box.y, box.width, box.height - title_h)
        centroid = (sum(p[0] for p in pts) / 3, sum(p[1] for p in pts) / 3)
        laid.append((f, pts, centroid, title_box, text_box, number_at, r))
    return laid


def sector_text_boxes(game: Any, board_id: str, size: float, text_min: float,
                      names_only: bool = False, laid: list[tuple[Any, ...]] | None = None,
                      ) -> list[tuple[Any, str, TextBox, TextBox | None]]:
    """(field, printed name, name box, text box or None) of each sector of a square of
    ``size`` points (``laid``: its geometry when the caller has it); the square prints every
    name (and every text) at the one size all of them reach (i18n status fits the same boxes)."""
    h = size / 2
    # 'Храм Бааля: Меняла' prints 'Меняла': the square already says where it is
    return [(f, f.name.split(": ", 1)[-1],
             TextBox(title_rect, SANS_CONDENSED_BOLD, max(text_min + 0.6, h / 9),
                     text_min, 3 if names_only else 2, hyphenate=False),
             None if names_only else
             TextBox(text_rect, SANS, max(text_min, h / 11), text_min, leading=1.15))
            for f, _pts, _centroid, title_rect, text_rect, _at, _r
            in laid or _sector_geometry(game, board_id, size, names_only)]


def sector_square(game: Any, board_id: str, size: float, *, ink: str = "color",
                  locale: str = "ru", text_min: float = 3.6,
                  names_only: bool = False) -> SectorSquare:
    """Board ``board_id`` (fields numbered 1–8 with polygons in extra.sector_polygons, in
    the board's own mm) laid out as a square of ``size`` points; ``names_only``: the
    sectors' numbers and names without their texts (the main board's small copy: the
    texts are on the board's own sheet)."""
    regions = {r.id: r.colour for r in game.regions}
    mono = ink == "mono"
    h = size / 2
    centre = (h, h)
    laid = _sector_geometry(game, board_id, size, names_only)
    boxes = sector_text_boxes(game, board_id, size, text_min, names_only, laid)
    where = {"board": board_id}

    def colour(f: Any) -> RGB:  # the world's colour, odd and even sectors paled by turns
        shade = 0.80 if (f.number or 0) % 2 else 0.9
        return (shade + 0.08,) * 3 if mono else mix(hex_rgb(regions.get(f.region, "#9c9c9c")),
                                                     (1, 1, 1), shade)

    def fit_all(boxes: list[tuple[TextBox, str]], part: str) -> list[FittedText | None]:
        """One size for every sector (the smallest any of them needs)."""
        size = max((box.max_size for box, _ in boxes), default=text_min)
        for box, text in boxes:
            if text:
                size = min(size, fit_box(replace(box, max_size=size), text, locale=locale,
                                         where={**where, "part": part}).size)
        return [fit_box(replace(box, max_size=size, min_size=min(size, box.min_size)), text,
                        locale=locale, where={**where, "part": part}) if text else None
                for box, text in boxes]

    titles = fit_all([(name_box, name) for _, name, name_box, _ in boxes], "name")
    texts = fit_all([(text_box, f.text) for f, _, _, text_box in boxes if text_box is not None],
                    "text") if not names_only else [None] * len(boxes)
    sectors = [_Sector(f.number or 0, pts, centroid, title, title_box, text, text_box,
                       number_at, r, colour(f), f.id,
                       f.picture if f.picture.startswith("game-icons:") else "")
               for (f, pts, centroid, title_box, text_box, number_at, r), title, text
               in zip(laid, titles, texts, strict=True)]
    arrows = []
    for sec, nxt in zip(sectors, sectors[1:] + sectors[:1], strict=True):  # 8 → 1 closes the ring
        shared = [p for p in sec.points if p in nxt.points and math.dist(p, centre) > 1e-6]
        if not shared:
            continue
        v = shared[0]
        length = math.dist(v, centre)
        along = ((v[0] - centre[0]) / length, (v[1] - centre[1]) / length)
        at = (centre[0] + along[0] * h * 0.28, centre[1] + along[1] * h * 0.28)
        normal = (-along[1], along[0])
        towards = (nxt.centroid[0] - sec.centroid[0]) * normal[0] + \
            (nxt.centroid[1] - sec.centroid[1]) * normal[1]
        sign = 1 if towards > 0 else -1
        arrows.append((at, math.atan2(sign * normal[1], sign * normal[0])))
    return SectorSquare(size, tuple(sectors), tuple(arrows), mono)


SECTOR_SHEET_MARGIN, SECTOR_NOTE_HEIGHT = mm(6), mm(38)
SECTOR_SHEET_MM, SECTOR_SHEET_TEXT_MIN = 170.0, 5.0


def sector_note_box() -> TextBox:
    """Under a Temple/Pass sheet's square: the entry field's text (how the walk goes)."""
    margin = SECTOR_SHEET_MARGIN
    return TextBox(Rect(margin + mm(2), margin, mm(SECTOR_SHEET_MM) - mm(4),
                        SECTOR_NOTE_HEIGHT - mm(4)), SANS, 10, 6, leading=1.25)


def sector_board(game: Any, board_id: str, *, ink: str = "color", locale: str = "ru") -> Board:
    """A Temple/Pass sheet (is_sector_board): the board's name over its square, and under
    it the entry field's text (how the walk goes); one A4/Letter page with tile margins."""
    board = next(b for b in game.boards if b.id == board_id)
    side, margin, note_box = mm(SECTOR_SHEET_MM), SECTOR_SHEET_MARGIN, sector_note_box()
    square = sector_square(game, board_id, side, ink=ink, locale=locale,
                           text_min=SECTOR_SHEET_TEXT_MIN)
    inset = next(i for i in game.extra["board_insets"] if i.get("board") == board_id)
    entry = next((f for f in game.fields if f.id == inset.get("entry") and f.text), None)
    note = None if entry is None else fit_box(note_box, entry.text, locale=locale,
                                              where={"board": board_id, "field": entry.id})
    note_h = 0.0 if note is None else SECTOR_NOTE_HEIGHT
    width, height = side + 2 * margin, side + 2 * margin + mm(16) + note_h
    mono = ink == "mono"

    def draw(s: Surface) -> None:
        s.fill_color(PARCHMENT if not mono else (1, 1, 1))
        s.rect(0, 0, width, height)
        s.fill_color(BROWN if not mono else INK)
        s.text(width / 2, height - margin - mm(9), board.name, SERIF_BOLD, 22, "middle")
        square.draw(s, margin, margin + note_h)
        if note is not None:
            s.fill_color(INK)
            draw_fitted(s, note, note_box.rect, note_box.font)

    return Board(board_id, board.name, width, height, draw)


# --- the main board's extras -----------------------------------------------------------

def _panel_drawer(panel: dict, board_height: float, mono: bool, locale: str,
                  text_min: float) -> Drawer:
    r = rect_pt(panel["rect"], board_height)
    title_box, text_box = panel_boxes(r, text_min)
    where = {"panel": str(panel.get("id", ""))}
    title = fit_box(title_box, str(panel.get("title", "")), locale=locale, where=where)
    text = fit_box(text_box, str(panel.get("text", "")), locale=locale, where=where)
    accent: RGB = (0.3, 0.3, 0.3) if mono else BROWN

    def draw(s: Surface) -> None:
        s.save()
        s.fill_color((1, 1, 1) if mono else (0.99, 0.97, 0.91))
        s.stroke_color(accent)
        s.line_width(1.4)
        s.rect(r.x, r.y, r.width, r.height, radius=mm(2.5), stroke=True)
        s.line_width(0.5)
        s.rect(r.x + mm(1.2), r.y + mm(1.2), r.width - mm(2.4), r.height - mm(2.4),
               radius=mm(1.8), fill=False, stroke=True)
        s.line(r.x + PANEL_PADDING, r.top - PANEL_BAND, r.right - PANEL_PADDING, r.top - PANEL_BAND)
        s.fill_color(accent)
        draw_fitted(s, title, title_box.rect, title_box.font, align="center", valign="middle")
        s.fill_color(INK)
        draw_fitted(s, text, text_box.rect, text_box.font)
        # a small diamond closes the panel
        cx, cy = r.x + r.width / 2, r.y + mm(4)
        s.fill_color(accent)
        s.path(polygon([(cx, cy + mm(1.4)), (cx + mm(2.5), cy), (cx, cy - mm(1.4)),
                        (cx - mm(2.5), cy)]))
        s.restore()

    return draw


#: a legend's key: a world's name, its colour, its mono band pattern (cell_board's, same index)
_Key = tuple[str, RGB, str]


def _draw_legend(s: Surface, cx: float, y: float, keys: list[_Key], mono: bool) -> None:
    """A row of swatches (world colour, or its band pattern in mono) with names."""
    measure = measurer(SANS)
    size, sw, gap = 8.0, mm(9), mm(6)
    widths = [sw + mm(1.5) + measure(name, size) for name, _, _ in keys]
    x = cx - (sum(widths) + gap * (len(keys) - 1)) / 2
    for (name, colour, pattern), width in zip(keys, widths, strict=True):
        s.save()
        s.fill_color((0.88, 0.88, 0.88) if mono else colour)
        s.stroke_color((0.3, 0.3, 0.3) if mono else mix(colour, (0, 0, 0), 0.35))
        s.line_width(0.6)
        s.rect(x, y, sw, mm(4), radius=mm(0.8), stroke=True)
        if mono:
            s.clip_rect(x, y, sw, mm(4))
            draw_pattern(s, pattern, x, y, sw, mm(4), weight=0.35)  # type: ignore[arg-type]
        s.restore()
        s.save()
        s.fill_color(INK)
        s.text(x + sw + mm(1.5), y + mm(0.9), name, SANS, size)
        s.restore()
        x += width + gap


def _title_drawer(title: dict, board_height: float, subtitle: str, mono: bool,
                  keys: list[_Key]) -> Drawer:
    r = rect_pt(title["rect"], board_height)
    text = str(title.get("text", ""))
    measure = measurer(SERIF_BOLD)
    size = min(64.0, r.height * 0.55, (r.width - mm(70)) / max(1.0, measure(text, 1.0)))
    accent: RGB = (0.3, 0.3, 0.3) if mono else BROWN
    gold: RGB = (0.6, 0.6, 0.6) if mono else (0.78, 0.6, 0.16)

    def draw(s: Surface) -> None:
        s.save()
        cx = r.x + r.width / 2
        base = r.y + r.height * 0.42
        s.fill_color(accent)
        s.text(cx, base, text, SERIF_BOLD, size, "middle")
        if keys:
            _draw_legend(s, cx, r.y + mm(1), keys, mono)
        elif subtitle:
            s.fill_color((0.4, 0.4, 0.4) if mono else (0.45, 0.33, 0.2))
            s.text(cx, r.y + mm(3), subtitle, SANS, 11, "middle")
        half = measure(text, size) / 2
        s.stroke_color(gold)
        s.line_width(1.6)
        for sign in (-1, 1):
            x0 = cx + sign * (half + mm(6))
            x1 = cx + sign * (r.width / 2 - mm(4))
            y = base + size * 0.3
            s.line(x0, y, x1, y)
            s.line(x0, y - mm(1.6), x1 - sign * mm(10), y - mm(1.6))
            s.fill_color(gold)
            s.path(polygon([(x0 + sign * mm(1), y), (x0 - sign * mm(3), y + mm(2.4)),
                            (x0 - sign * mm(7), y), (x0 - sign * mm(3), y - mm(2.4))]))
            s.circle(x1, y, mm(1.3))
        s.restore()

    return draw


_WALL = ((0.12, 0.0), (0.12, 0.45), (0.2, 0.5), (0.28, 0.38), (0.4, 0.42), (0.48, 0.3),
         (0.48, 0.0))
_TOWER = ((0.0, 0.0), (0.0, 0.7), (0.25, 0.7), (0.25, 0.62), (0.5, 0.62), (0.55, 0.55),
          (0.8, 0.5), (1.0, 0.42), (1.0, 0.0))


def _draw_ruins(s: Surface, r: Rect, stone: RGB, dark: RGB) -> None:
    ground = r.y + r.height * 0.18
    s.fill_color(dark)
    s.rect(r.x + r.width * 0.05, ground - mm(1), r.width * 0.9, mm(1))
    s.fill_color(stone)
    s.stroke_color(dark)
    s.line_width(0.8)
    # a broken wall with an arch, and a ruined tower (outlines in shares of the picture)
    s.path(polygon([(r.x + r.width * fx, ground + r.height * fy) for fx, fy in _WALL]),
           stroke=True)
    ax, aw, ah = r.x + r.width * 0.22, r.width * 0.14, r.height * 0.22
    s.fill_color((0.2, 0.17, 0.14) if stone[0] > 0.5 else (0.1, 0.1, 0.1))
    s.path([("M", ax, ground), ("L", ax, ground + ah),
            ("C", ax, ground + ah + aw * 0.6, ax + aw, ground + ah + aw * 0.6, ax + aw,
             ground + ah), ("L", ax + aw, ground), ("Z",)])
    tx, tw = r.x + r.width * 0.6, r.width * 0.17
    s.fill_color(stone)
    tower = [(tx + tw * fx, ground + r.height * fy) for fx, fy in _TOWER]
    s.path(polygon(tower), stroke=True)
    for i in range(3):  # masonry lines
        y = ground + r.height * (0.1 + i * 0.12)
        s.line(tx + mm(1), y, tx + tw - mm(1), y)
    for bx, by in ((0.78, 0.0), (0.84, 0.0), (0.81, 0.06)):  # fallen blocks
        s.rect(r.x + r.width * bx, ground + r.height * by, r.width * 0.05, r.height * 0.06,
               stroke=True)


def _draw_stone_circle(s: Surface, r: Rect, stone: RGB, dark: RGB) -> None:
    cx, cy = r.x + r.width / 2, r.y + r.height * 0.3
    rx, ry = r.width * 0.34, r.height * 0.12
    s.fill_color(mix(stone, (1, 1, 1), 0.5))
    s.stroke_color(dark)
    s.line_width(0.6)
    s.path([("M", cx - rx, cy), ("C", cx - rx, cy + ry * 1.33, cx + rx, cy + ry * 1.33, cx + rx,
             cy), ("C", cx + rx, cy - ry * 1.33, cx - rx, cy - ry * 1.33, cx - rx, cy),
            ("Z",)], stroke=True)
    turns = [math.pi / 2 + i * 2 * math.pi / 11 for i in range(11)]  # eleven stones round the ring
    stones = [(math.sin(t), cx + rx * math.cos(t), cy + ry * math.sin(t)) for t in turns]
    s.line_width(0.8)
    for depth, x, y in sorted(stones, key=lambda v: -v[0]):  # far ones first
        scale = 1.0 - 0.25 * depth
        w, hgt = r.width * 0.045 * scale, r.height * 0.42 * scale
        s.fill_color(mix(stone, (0, 0, 0), 0.12 * (1 + depth)))
        s.path([("M", x - w / 2, y), ("L", x - w / 2 * 0.85, y + hgt),
                ("C", x - w / 4, y + hgt * 1.07, x + w / 4, y + hgt * 1.07, x + w / 2 * 0.85,
                 y + hgt), ("L", x + w / 2, y), ("Z",)], stroke=True)


def _picture_drawer(picture: dict, board_height: float, mono: bool) -> Drawer:
    r = rect_pt(picture["rect"], board_height)
    stone: RGB = (0.78, 0.78, 0.78) if mono else (0.72, 0.66, 0.56)
    dark: RGB = (0.3, 0.3, 0.3) if mono else (0.36, 0.28, 0.2)
    art = _draw_stone_circle if "circle" in str(picture.get("id", "")) else _draw_ruins
    note = str(picture.get("note", ""))

    def draw(s: Surface) -> None:
        s.save()
        art(s, Rect(r.x, r.y + mm(4), r.width, r.height - mm(4)), stone, dark)
        if note:
            s.fill_color(dark)
            s.text(r.x + r.width / 2, r.y + mm(1.5), note, SANS, 7, "middle")
        s.restore()

    return draw


def _gap_arrow(a: Rect, b_point: Point, b_rect: Rect) -> tuple[Point, float]:
    """Where the line from the middle of ``a`` to ``b_point`` crosses the gap between
    ``a`` and ``b_rect`` (middle of the gap), and its angle."""
    (ax, ay), (bx, by) = a.center, b_point
    dx, dy = bx - ax, by - ay

    def inside(r: Rect, t: float) -> bool:
        x, y = ax + dx * t, ay + dy * t
        return r.x <= x <= r.right and r.y <= y <= r.top

    steps = 400
    leave = next((i / steps for i in range(steps + 1) if not inside(a, i / steps)), 0.5)
    enter = next((i / steps for i in range(steps + 1) if i / steps > leave and
                  inside(b_rect, i / steps)), leave)
    t = (leave + enter) / 2
    return (ax + dx * t, ay + dy * t), math.atan2(dy, dx)


def _inset_drawers(game: Any, board_height: float, fields: dict[str, Rect], ink: str,
                   locale: str, text_min: float, texts: list[Rect],
                   marks_out: list[Rect], spots_out: dict[str, Rect]) -> list[Drawer]:
    """The Temple and the Pass on the main board, with the arrows in and out; their name
    boxes join ``texts``, the arrows' circles (sized clear of ``texts``) ``marks_out``,
    their sectors' places ``spots_out``."""
    drawers: list[Drawer] = []
    for inset in game.extra.get("board_insets") or ():
        board = next((b for b in game.boards if b.id == inset.get("board")), None)
        if board is None:
            continue
        side = mm(float(board.size_mm[0]))
        x, y = mm(float(inset["at"][0])), board_height - mm(float(inset["at"][1])) - side
        square = sector_square(game, board.id, side, ink=ink, locale=locale, text_min=text_min,
                               names_only=True)
        texts += [sec.title_box.translated(x, y) for sec in square.sectors]
        spots_out.update((sec.field, sec.spot(x, y)) for sec in square.sectors)
        area, marks = Rect(x, y, side, side), []
        # the sectors come in number order: the arrow in points at the first, out from the last
        ends = (("entry", square.sectors[0], 0.0), ("exit", square.sectors[-1], math.pi))
        for key, sec, turn in ends:
            if inset.get(key) in fields:
                at, angle = _gap_arrow(fields[inset[key]], (x + sec.centroid[0],
                                                            y + sec.centroid[1]), area)
                half = clear_half_size(at, texts, mm(3.2))
                marks.append((at, angle + turn, half))
                marks_out.append(Rect(at[0] - half, at[1] - half, 2 * half, 2 * half))
        link = (0.3, 0.3, 0.3) if ink == "mono" else LINK

        def draw(s: Surface, square=square, x=x, y=y, marks=tuple(marks), link=link) -> None:
            square.draw(s, x, y)
            for at, angle, half in marks:
                r = half - 0.4
                s.save()
                s.fill_color((1, 1, 1))
                s.stroke_color(link)
                s.line_width(0.8)
                s.circle(at[0], at[1], r, stroke=True)
                s.restore()
                tip = (at[0] + math.cos(angle) * r * 0.69, at[1] + math.sin(angle) * r * 0.69)
                _arrow_head(s, tip, angle, r * 1.31, link)

        drawers.append(draw)
    return drawers


def is_sector_board(game: Any, board_id: str) -> bool:
    """The Temple and the Pass: a square of sectors on its own sheet, not a cell board."""
    return bool(game.extra.get("sector_polygons")) and any(
        i.get("board") == board_id for i in game.extra.get("board_insets") or ())


def amber_board(game: Any, board_id: str, *, ink: str = "color", locale: str = "ru",
                paper: str = "a4") -> Board:
    """The drawing of one of Amber's boards for the tiled/poster/SVG renderers, on the
    poster sheet of the kit's ``paper`` (laid out for A2 whatever the paper)."""
    if is_sector_board(game, board_id):
        return sector_board(game, board_id, ink=ink, locale=locale)
    board = next(b for b in game.boards if b.id == board_id)  # callers name one of the game
    main = board_id == game.boards[0].id
    scale, sheet = poster(board, paper, main)
    style = cell_style(text_scale(game, board))
    # the other boards (the Kingdom) carry their name in the free top-left corner
    plain = board_from_game(game, board_id, ink=ink, locale=locale, regions_as_ground=True,  # type: ignore[arg-type]
                            caption=None if main else (15.0, 30.0), style=style)
    if not main:
        return enlarged(plain, scale, sheet)
    mono = ink == "mono"
    height = plain.height
    extra = game.extra
    fields = {f.id: rect_pt(f.rect, height) for f in game.fields_of(board_id)}
    drawers: list[Drawer] = []
    if isinstance(extra.get("board_title"), dict):
        used = {f.region for f in game.fields_of(board_id)}
        keys = [(r.name, hex_rgb(r.colour), PATTERNS[i % len(PATTERNS)])
                for i, r in enumerate(game.regions) if r.id in used]
        drawers.append(_title_drawer(extra["board_title"], height, board.name, mono, keys))
    texts, marks = list(plain.text_boxes), list(plain.marks)
    for panel in extra.get("board_panels") or ():
        drawers.append(_panel_drawer(panel, height, mono, locale, style.text_min))
        texts += [box.rect for box in panel_boxes(rect_pt(panel["rect"], height),
                                                  style.text_min)]
    for picture in extra.get("board_pictures") or ():
        drawers.append(_picture_drawer(picture, height, mono))
    spots = dict(plain.spots)
    drawers += _inset_drawers(game, height, fields, ink, locale, style.text_min, texts, marks, spots)

    def draw(s: Surface) -> None:
        plain.draw(s)
        for drawer in drawers:
            drawer(s)

    return enlarged(Board(plain.key, plain.title, plain.width, height, draw, tuple(texts),
                          tuple(marks), spots), scale, sheet)

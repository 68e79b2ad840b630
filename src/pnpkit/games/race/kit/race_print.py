"""The race kit: the board (serpentine track, tiled on A4/Letter and as one poster), a
rules sheet with every obstacle, and fold-over pawns; colour or low-ink mono.

The track runs in 10 rows of 15 squares from the bottom-left (start) to the top-left
(finish).  The two side paths sit in the gaps between rows next to the squares they
leave and rejoin; the arrow of square 49 arcs over its row.  Every text is fitted when
the board is laid out, so an overflow fails the build naming the square and locale.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pnpkit.games.race.rules.from_game import cells_and_lanes, race_from_game
from pnpkit.games.race.rules.place_words import switch_words
from pnpkit.games.race.rules.track import Options
from pnpkit.layout.geometry import Affine, Rect
from pnpkit.layout.paper import paper_named
from pnpkit.layout.text_boxes import TextBox
from pnpkit.layout.textfit import FittedText
from pnpkit.layout.units import mm
from pnpkit.render.board_tiles import Board, render_poster, render_tiled_board
from pnpkit.render.fonts import SANS, SANS_BOLD, SANS_CONDENSED, SANS_CONDENSED_BOLD, SERIF_BOLD
from pnpkit.render.frames import draw_pattern
from pnpkit.render.listing import ListingEntry, ListingOptions, ListingSection, render_listing
from pnpkit.render.palette import Ink, Pattern, hex_rgb, mix
from pnpkit.render.pdf import PdfBuilder
from pnpkit.render.surface import RGB, PdfSurface, Surface, polygon
from pnpkit.render.text import draw_fitted, fit_box, measurer
from pnpkit.word_files import word_file

PARTS = ("board", "rules", "pawns")
COLS, ROWS = 15, 10
BOARD_MM = (594.0, 420.0)  # A2 landscape: the poster; tiles print it at full size
MARGIN = mm(12)
TITLE_BAND = mm(24)
ROW_GAP = mm(12)
COL_GAP = mm(1.2)
BAND = mm(6.5)
INK_RGB: RGB = (0.11, 0.10, 0.12)
PAPER_RGB: RGB = (0.98, 0.96, 0.91)

#: kept in race_print.json beside this module: the sheets' printed words, each icon kind's
#: [colour, mono pattern] and the eight pawns' colours and mono patterns
_TABLES = word_file(__file__, "race_print.json")
WORDS: dict[str, dict[str, Any]] = _TABLES["WORDS"]
KINDS: dict[str, list] = _TABLES["KINDS"]
PAWN_COLOURS: list[str] = _TABLES["PAWNS"]["colours"]
PAWN_PATTERNS: list[Pattern] = _TABLES["PAWNS"]["patterns"]


def words_for(locale: str) -> dict[str, Any]:
    return WORDS.get(locale.split("_")[0], WORDS["en"])


# --- geometry ------------------------------------------------------------------------------

@dataclass(frozen=True)
class TrackGeometry:
    width: float
    height: float
    cell_w: float
    cell_h: float

    def slot(self, index: int) -> Rect:
        """Square ``index`` (0 = start, 149 = finish) in board points, origin bottom-left."""
        row, k = divmod(index, COLS)
        col = k if row % 2 == 0 else COLS - 1 - k
        x = MARGIN + col * (self.cell_w + COL_GAP)
        y = MARGIN + row * (self.cell_h + ROW_GAP)
        return Rect(x, y, self.cell_w, self.cell_h)


def track_geometry() -> TrackGeometry:
    width, height = mm(BOARD_MM[0]), mm(BOARD_MM[1])
    cell_w = (width - 2 * MARGIN - (COLS - 1) * COL_GAP) / COLS
    cell_h = (height - 2 * MARGIN - TITLE_BAND - (ROWS - 1) * ROW_GAP) / ROWS
    return TrackGeometry(width, height, cell_w, cell_h)


# --- the board ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Square:
    index: int
    rect: Rect
    kind: str
    title: FittedText | None
    text: FittedText | None


def _track_squares(game) -> Iterator[tuple[int, Any, bool]]:
    """(index, field, is start or finish) of the track's squares, start to finish."""
    fields = {f.number: f for f in game.fields_of("track") if f.number is not None}
    finish = next((f for f in game.fields_of("track") if f.number is None), None)
    for index in range(len(fields) + 1):
        f = fields.get(index, finish if index == len(fields) else None)
        if f is not None:
            yield index, f, index == 0 or index == len(fields)


def _kind(f) -> str:
    return str(f.attrs.get("icon", "")) if f.attrs else ""


def _square_rects(rect: Rect) -> tuple[Rect, Rect]:
    """A square's title band (beside the number disc and the icon) and the text under it."""
    pad = mm(1.1)
    return (Rect(rect.x + mm(6.5), rect.top - BAND + mm(0.5), rect.width - mm(12.5), BAND - mm(1)),
            Rect(rect.x + pad, rect.y + pad, rect.width - 2 * pad, rect.height - BAND - 2 * pad))


def square_texts(index: int, f, ends: bool, rect: Rect,
                 words: dict[str, Any]) -> list[tuple[str, str, TextBox]]:
    """(field, text, box) of what a track square fits: START/FINISH across the middle of
    an end square, else (for a square with an icon) its name in the band and its text."""
    if ends:
        label = words["start"] if index == 0 else words["finish"]
        pad = mm(1.1)
        box = Rect(rect.x + pad, rect.y + rect.height * 0.35, rect.width - 2 * pad, rect.height * 0.4)
        return [("name", label, TextBox(box, SERIF_BOLD, 20, 8, 1, leading=1.15))]
    if not _kind(f):
        return []
    title_box, text_box = _square_rects(rect)
    texts = [("name", f.name, TextBox(title_box, SANS_CONDENSED_BOLD, 7.5, 4.5, 2, leading=1.15))]
    if f.text:
        texts.append(("text", f.text, TextBox(text_box, SANS_CONDENSED, 6.2, 3.6, leading=1.15)))
    return texts


def _lay_squares(game, geo: TrackGeometry, locale: str) -> list[_Square]:
    words = words_for(locale)
    out = []
    for index, f, ends in _track_squares(game):
        rect = geo.slot(index)
        fitted = {field: fit_box(box, text, locale=locale, where={"cell": f.id, "field": field})
                  for field, text, box in square_texts(index, f, ends, rect, words)}
        out.append(_Square(index, rect, _kind(f), fitted.get("name"), fitted.get("text")))
    return out


@dataclass(frozen=True)
class _LaneSquare:
    rect: Rect
    number: int
    title: FittedText
    title_box: Rect
    has_effect: bool


def lane_squares(game, geo: TrackGeometry, board_id: str, entry: int, rejoin: int
                 ) -> tuple[list[tuple[Any, Rect, TextBox]], float]:
    """(field, square, name box) of a side path's squares, spread in the row gap between
    the entry and the rejoin squares; and the gap's centre line."""
    steps = sorted(game.fields_of(board_id), key=lambda f: f.number or 0)
    a, b = geo.slot(entry), geo.slot(rejoin)
    same_row = abs(a.y - b.y) < 1
    gap_y = a.top + ROW_GAP / 2  # the gap above the entry's row
    if not same_row and b.y < a.y:
        gap_y = a.y - ROW_GAP / 2
    w, h = mm(13), ROW_GAP - mm(2.4)
    ca, cb = a.x + a.width / 2, b.x + b.width / 2
    if same_row:  # spread a little wider than the two squares
        direction = 1 if cb > ca else -1
        ca -= direction * geo.cell_w * 0.45
        cb += direction * geo.cell_w * 0.45
    n = len(steps)
    out = []
    for i, f in enumerate(steps):
        cx = ca + (cb - ca) * (i / (n - 1) if n > 1 else 0.5)
        rect = Rect(cx - w / 2, gap_y - h / 2, w, h)
        box = Rect(rect.x + mm(3.2), rect.y + mm(0.4), w - mm(3.8), h - mm(0.8))
        out.append((f, rect, TextBox(box, SANS_CONDENSED_BOLD, 6.5, 3.4, 2, leading=1.15)))
    return out, gap_y


def _lay_lane(game, geo: TrackGeometry, board_id: str, entry: int, rejoin: int,
              locale: str) -> tuple[list[_LaneSquare], tuple[float, float], tuple[float, float]]:
    squares, gap_y = lane_squares(game, geo, board_id, entry, rejoin)
    a, b = geo.slot(entry), geo.slot(rejoin)
    out = []
    for i, (f, rect, box) in enumerate(squares):
        title = fit_box(box, f.name, locale=locale, where={"cell": f.id, "field": "name"})
        out.append(_LaneSquare(rect, f.number or i + 1, title, box.rect, bool(f.effects or f.attrs)))
    first, last = out[0].rect, out[-1].rect
    into = (first.x + first.width / 2, first.y if gap_y > a.top else first.top)
    back = (last.x + last.width / 2, last.y if gap_y > b.top else last.top)
    return out, into, back


def _arrow_head(s: Surface, x: float, y: float, angle: float, size: float) -> None:
    left = (x - size * math.cos(angle - 0.45), y - size * math.sin(angle - 0.45))
    right = (x - size * math.cos(angle + 0.45), y - size * math.sin(angle + 0.45))
    s.path(polygon([(x, y), left, right]))


def race_board(game, *, ink: Ink = "color", locale: str = "ru") -> Board:
    """The race board of a (localised) game; texts are fitted here, before any drawing."""
    geo = track_geometry()
    words = words_for(locale)
    mono = ink == "mono"
    squares = _lay_squares(game, geo, locale)
    _, lanes, _ = cells_and_lanes(game)
    laid_lanes = [(lane, *_lay_lane(game, geo, lane["id"], lane["entry"], lane["rejoin"], locale))
                  for lane in lanes]
    arrows = [(e.a, e.b) for e in game.edges if e.oneway and e.a.startswith("cell.")
              and e.b.startswith("cell.") and int(e.b[5:]) - int(e.a[5:]) != 1]
    title = next((b.name for b in game.boards if b.id == "track"), "")
    legend_kinds = [k for k in words["legend"] if k in KINDS]

    def draw(s: Surface) -> None:
        s.fill_color(PAPER_RGB if not mono else (1, 1, 1))
        s.rect(0, 0, geo.width, geo.height)
        s.stroke_color((0.45, 0.35, 0.22) if not mono else (0.3, 0.3, 0.3))
        s.line_width(1.6)
        s.rect(mm(5), mm(5), geo.width - mm(10), geo.height - mm(10), fill=False, stroke=True)
        _draw_header(s, geo, title, words, legend_kinds, mono)
        _draw_turns(s, geo)
        for sq in squares:
            _draw_square(s, sq, mono)
        _draw_lanes(s, geo, laid_lanes, mono)
        _draw_arrows(s, geo, arrows, words, mono)

    return Board(f"race-{ink}-{locale}", title, geo.width, geo.height, draw)


def _kind_colours(kind: str, mono: bool) -> tuple[RGB, RGB, Pattern]:
    colour, pattern = KINDS.get(kind, ("#888888", "none"))
    base = hex_rgb(colour)
    if mono:
        return INK_RGB, (1.0, 1.0, 1.0), pattern
    return base, mix(base, (1.0, 1.0, 1.0), 0.86), pattern


def _draw_square(s: Surface, sq: _Square, mono: bool) -> None:
    r = sq.rect
    radius = mm(1.6)
    edge, light, pattern = _kind_colours(sq.kind, mono)
    on_edge = INK_RGB if mono else (1, 1, 1)  # what is drawn over the kind's colour

    def frame(fill: RGB, line: RGB, width: float) -> None:
        s.fill_color(fill)
        s.stroke_color(line)
        s.line_width(width)
        s.rect(r.x, r.y, r.width, r.height, radius=radius, stroke=True)

    s.save()
    if sq.index == 0 or sq.title is not None and sq.text is None and sq.kind in ("start", "finish"):
        frame(edge if not mono else (1, 1, 1), INK_RGB, 1.2)
        s.fill_color(on_edge)
        if sq.title is not None:
            box = Rect(r.x + mm(1), r.y + r.height * 0.35, r.width - mm(2), r.height * 0.4)
            draw_fitted(s, sq.title, box, SERIF_BOLD, align="center", valign="middle")
        draw_icon(s, sq.kind, r.x + r.width / 2, r.y + mm(5), mm(6), on_edge)
    elif not sq.kind:  # a plain square: just its number
        frame((1.0, 1.0, 1.0) if mono else (1.0, 0.995, 0.975), (0.55, 0.52, 0.48), 0.6)
        s.fill_color((0.55, 0.52, 0.48))
        s.text(r.x + r.width / 2, r.y + r.height / 2 - 6, str(sq.index), SANS_BOLD, 17, "middle")
    else:
        title_box, text_box = _square_rects(r)
        frame(light, edge, 1.0)
        s.save()  # the title band in the kind's colour (its pattern in low ink)
        s.clip_rect(r.x, r.top - BAND, r.width, BAND)
        if mono:
            s.fill_color((0.9, 0.9, 0.9))
            s.rect(r.x, r.y, r.width, r.height, radius=radius)
            draw_pattern(s, pattern, r.x, r.top - BAND, r.width, BAND, weight=0.3)
            s.fill_color((1, 1, 1))
            s.rect(title_box.x - mm(0.4), title_box.y, title_box.width + mm(0.8),
                   title_box.height, radius=mm(0.8))
        else:
            s.fill_color(edge)
            s.rect(r.x, r.y, r.width, r.height, radius=radius)
        s.restore()
        s.stroke_color(edge)
        s.line_width(1.0)
        s.rect(r.x, r.y, r.width, r.height, radius=radius, fill=False, stroke=True)
        # number disc, title, icon
        s.fill_color((1, 1, 1))
        s.stroke_color(edge)
        s.line_width(0.8)
        s.circle(r.x + mm(3.3), r.top - BAND / 2, mm(2.6), stroke=True)
        s.fill_color(INK_RGB)
        s.text(r.x + mm(3.3), r.top - BAND / 2 - 2.3, str(sq.index), SANS_BOLD, 6.8, "middle")
        if sq.title is not None:
            s.fill_color(on_edge)
            draw_fitted(s, sq.title, title_box, SANS_CONDENSED_BOLD, align="center",
                        valign="middle")
        if mono:
            s.fill_color((1, 1, 1))
            s.circle(r.right - mm(3.1), r.top - BAND / 2, mm(2.6))
        draw_icon(s, sq.kind, r.right - mm(3.1), r.top - BAND / 2, mm(4.2), on_edge)
        if sq.text is not None:
            s.fill_color(INK_RGB)
            draw_fitted(s, sq.text, text_box, SANS_CONDENSED)
    s.restore()


def draw_icon(s: Surface, kind: str, cx: float, cy: float, size: float, colour: RGB) -> None:
    """A small line icon for an obstacle kind, centred at (cx, cy): what each kind of
    square does, drawn in a few strokes (no font carries them)."""
    u = size / 10.0
    s.save()
    s.fill_color(colour)
    s.stroke_color(colour)
    s.line_width(max(0.6, u * 1.1))
    if kind in ("back", "forward"):  # a block arrow pointing left or right
        way = -1 if kind == "back" else 1
        s.path(polygon([(cx + way * 4 * u, cy), (cx, cy + 4 * u), (cx, cy + 1.5 * u), (cx - way * 4.5 * u, cy + 1.5 * u),
                        (cx - way * 4.5 * u, cy - 1.5 * u), (cx, cy - 1.5 * u), (cx, cy - 4 * u)]))
    elif kind == "arrow":  # a bent arrow: up, then across
        s.line(cx - 4 * u, cy - 4 * u, cx - 4 * u, cy + 1.5 * u)
        s.line(cx - 4 * u, cy + 1.5 * u, cx + 1.5 * u, cy + 1.5 * u)
        s.path(polygon([(cx + 4.8 * u, cy + 1.5 * u), (cx + 1 * u, cy + 4.5 * u), (cx + 1 * u, cy - 1.5 * u)]))
    elif kind == "skip":
        s.rect(cx - 3.5 * u, cy - 4 * u, 2.4 * u, 8 * u)
        s.rect(cx + 1.1 * u, cy - 4 * u, 2.4 * u, 8 * u)
    elif kind == "wait":
        s.path(polygon([(cx - 3.5 * u, cy + 4.5 * u), (cx + 3.5 * u, cy + 4.5 * u), (cx, cy)]))
        s.path(polygon([(cx - 3.5 * u, cy - 4.5 * u), (cx + 3.5 * u, cy - 4.5 * u), (cx, cy)]))
    elif kind == "dice":
        s.rect(cx - 4.5 * u, cy - 4.5 * u, 9 * u, 9 * u, fill=False, stroke=True, radius=1.5 * u)
        for dx, dy in ((-2.2, 2.2), (0, 0), (2.2, -2.2)):
            s.circle(cx + dx * u, cy + dy * u, 1.0 * u)
    elif kind == "group":
        for dx in (-3.2, 0.0, 3.2):
            s.circle(cx + dx * u, cy + 1.8 * u, 1.4 * u)
            s.path(polygon([(cx + (dx - 1.6) * u, cy - 3.8 * u), (cx + (dx + 1.6) * u, cy - 3.8 * u),
                            (cx + dx * u, cy + 0.2 * u)]))
    elif kind == "rule":
        s.circle(cx - 2.2 * u, cy, 2.2 * u, fill=False, stroke=True)
        s.circle(cx + 2.2 * u, cy, 2.2 * u, fill=False, stroke=True)
    elif kind == "detour":  # a fir tree
        s.path(polygon([(cx, cy + 5 * u), (cx + 2.8 * u, cy + 1 * u), (cx - 2.8 * u, cy + 1 * u)]))
        s.path(polygon([(cx, cy + 2.5 * u), (cx + 4 * u, cy - 2.6 * u), (cx - 4 * u, cy - 2.6 * u)]))
        s.rect(cx - 0.8 * u, cy - 5 * u, 1.6 * u, 2.6 * u)
    elif kind == "fork":
        s.line(cx, cy - 4.5 * u, cx, cy)
        s.line(cx, cy, cx - 3.5 * u, cy + 4 * u)
        s.line(cx, cy, cx + 3.5 * u, cy + 4 * u)
    elif kind == "modifier":
        s.text(cx, cy - 3.2 * u, "±", SANS_BOLD, 10 * u, "middle")
    elif kind == "jump":
        s.path(polygon([(cx + 1 * u, cy + 5 * u), (cx - 3 * u, cy - 0.5 * u), (cx - 0.2 * u, cy - 0.5 * u),
                        (cx - 1.2 * u, cy - 5 * u), (cx + 3 * u, cy + 1 * u), (cx + 0.2 * u, cy + 1 * u)]))
    elif kind in ("start", "to_start"):
        s.line(cx - 3 * u, cy - 4.5 * u, cx - 3 * u, cy + 4.5 * u)
        s.path(polygon([(cx - 3 * u, cy + 4.5 * u), (cx + 4 * u, cy + 2.5 * u), (cx - 3 * u, cy + 0.5 * u)]))
    elif kind == "finish":
        for i in range(4):
            for j in range(4):
                if (i + j) % 2 == 0:
                    s.rect(cx + (i - 2) * 2.2 * u, cy + (j - 2) * 2.2 * u, 2.2 * u, 2.2 * u)
        s.rect(cx - 4.4 * u, cy - 4.4 * u, 8.8 * u, 8.8 * u, fill=False, stroke=True)
    s.restore()


def _draw_turns(s: Surface, geo) -> None:
    s.save()
    s.stroke_color((0.55, 0.52, 0.48))
    s.fill_color((0.55, 0.52, 0.48))
    s.line_width(2.2)
    for row in range(ROWS - 1):
        a = geo.slot(row * COLS + COLS - 1)
        cx = a.x + a.width / 2
        s.line(cx, a.top + mm(0.5), cx, a.top + ROW_GAP - mm(2.5))
        _arrow_head(s, cx, a.top + ROW_GAP - mm(0.6), math.pi / 2, mm(2.6))
    s.restore()


def _draw_lanes(s: Surface, geo, laid_lanes: list, mono: bool) -> None:
    for lane, cells, into, back in laid_lanes:
        edge, light, _ = _kind_colours("detour", mono)
        entry, rejoin = geo.slot(lane["entry"]), geo.slot(lane["rejoin"])
        s.save()
        s.stroke_color(edge)
        s.fill_color(edge)
        s.line_width(1.3)
        s.dash((3, 2))
        start = (entry.x + entry.width * 0.7, entry.top if into[1] > entry.top else entry.y)
        s.line(start[0], start[1], into[0], into[1])
        end = (rejoin.x + rejoin.width * 0.3, rejoin.top if back[1] > rejoin.top else rejoin.y)
        s.line(back[0], back[1], end[0], end[1])
        for c0, c1 in zip(cells, cells[1:], strict=False):
            s.line(c0.rect.right, c0.rect.y + c0.rect.height / 2, c1.rect.x, c1.rect.y + c1.rect.height / 2)
        s.dash(None)
        angle = math.atan2(end[1] - back[1], end[0] - back[0])
        _arrow_head(s, end[0], end[1], angle, mm(2.4))
        angle = math.atan2(into[1] - start[1], into[0] - start[0])
        _arrow_head(s, into[0], into[1], angle, mm(2.4))
        for c in cells:
            r = c.rect
            s.fill_color(light if not c.has_effect else mix(edge, (1, 1, 1), 0.6) if not mono else (0.88, 0.88, 0.88))
            s.stroke_color(edge)
            s.line_width(0.8)
            s.rect(r.x, r.y, r.width, r.height, radius=mm(1.2), stroke=True)
            s.fill_color(INK_RGB)
            s.text(r.x + mm(1.6), r.y + r.height / 2 - 2, str(c.number), SANS_BOLD, 5.5, "middle")
            draw_fitted(s, c.title, c.title_box, SANS_CONDENSED_BOLD, align="center", valign="middle")
        s.restore()


def _draw_arrows(s: Surface, geo, arrows: list, words: dict, mono: bool) -> None:
    for a_id, b_id in arrows:
        a, b = geo.slot(int(a_id.split(".")[1])), geo.slot(int(b_id.split(".")[1]))
        colour = hex_rgb(KINDS["arrow"][0]) if not mono else INK_RGB
        x0, y0 = a.x + a.width / 2, a.top
        x1, y1 = b.x + b.width / 2, b.top
        lift = ROW_GAP * 0.85
        s.save()
        s.stroke_color(colour)
        s.fill_color(colour)
        s.line_width(2.0)
        s.path([("M", x0, y0), ("C", x0, y0 + lift, x1, y1 + lift, x1, y1 + mm(1.5))],
               fill=False, stroke=True)
        _arrow_head(s, x1, y1 + mm(0.2), -math.pi / 2, mm(2.8))
        mx = (x0 + x1) / 2
        my = y0 + lift * 0.75
        s.fill_color((1, 1, 1))
        s.rect(mx - mm(11), my - mm(2.2), mm(22), mm(4.4), radius=mm(1.2), stroke=True)
        s.fill_color(colour if not mono else INK_RGB)
        s.text(mx, my - 2.2, words["only4"], SANS_BOLD, 6.5, "middle")
        s.restore()


def _draw_header(s: Surface, geo, title: str, words: dict, legend_kinds: list, mono: bool) -> None:
    top = geo.height - MARGIN
    s.fill_color((0.35, 0.22, 0.1) if not mono else INK_RGB)
    s.text(MARGIN, top - mm(10), title, SERIF_BOLD, 30)
    s.fill_color((0.3, 0.3, 0.3))
    s.text(MARGIN, top - mm(16.5), words["subtitle"], SANS, 9)
    x = geo.width - MARGIN
    width = measurer(SANS_CONDENSED)
    for kind in reversed(legend_kinds):
        label = words["legend"][kind]
        edge, light, _ = _kind_colours(kind, mono)
        x -= width(label, 7.5) + mm(8)
        s.fill_color(edge if not mono else (1, 1, 1))
        s.stroke_color(INK_RGB if mono else edge)
        s.line_width(0.6)
        s.circle(x + mm(2.6), top - mm(12), mm(2.4), stroke=mono)
        draw_icon(s, kind, x + mm(2.6), top - mm(12), mm(3.6), (1, 1, 1) if not mono else INK_RGB)
        s.fill_color(INK_RGB)
        s.text(x + mm(5.6), top - mm(12) - 2.6, label, SANS_CONDENSED, 7.5)


# --- rules sheet -------------------------------------------------------------------------------

def rules_sections(game, locale: str, length_line: str) -> tuple[str, list[ListingSection]]:
    words = words_for(locale)
    book = game.extra.get("rulebook", {})
    value_word = switch_words(game).value
    opts = Options().as_dict()
    intro = [ListingEntry(f"intro.{i}", p["heading"], p["text"]) for i, p in enumerate(book.get("intro", []))]
    intro.append(ListingEntry("intro.length", words["length_head"], length_line))
    readings = [ListingEntry(f"reading.{i}", p["heading"], p["text"])
                for i, p in enumerate(book.get("readings", []))]
    switches = [ListingEntry(f"switch.{k}", f"{p['heading']} — "
                             + words["switch_now"].format(v=value_word(opts[k])), p["text"])
                for k, p in book.get("switches", {}).items() if k in opts]
    seen: dict[str, int] = {}
    obstacles = []
    for f in sorted(game.fields_of("track"), key=lambda f: f.number or 0):
        if not f.effects or f.number is None:
            continue
        text = f.text
        if text in seen:
            text = words["same_as"].format(n=seen[text])
        else:
            seen[text] = f.number
        obstacles.append(ListingEntry(f.id, f"{f.number} · {f.name}", text))
    # each side path's squares with a text, path by path as the boards come
    paths = [ListingEntry(f.id, words["path_cell"].format(p=b.name, n=f.number) + f" · {f.name}",
                          f.text)
             for b in game.boards if b.id != "track"
             for f in sorted(game.fields_of(b.id), key=lambda f: f.number or 0) if f.text]
    sections = [ListingSection(words["rules_title"], tuple(intro)),
                ListingSection(book.get("readings_title", ""), tuple(readings)),
                ListingSection(book.get("switches_title", ""), tuple(switches)),
                ListingSection(words["obstacles"], tuple(obstacles)),
                ListingSection(words["paths"], tuple(paths))]
    return book.get("title", game.title), [s for s in sections if s.entries]


# --- pawns -------------------------------------------------------------------------------------

#: a pawn's face: the folded tent shows one on each side, above a base to stand on
PAWN_FACE = (mm(21), mm(30))


def pawns_how_box(width: float, height: float) -> TextBox:
    """How to fold the pawns: a paragraph under the title of the (portrait) sheet."""
    return TextBox(Rect(mm(15), height - mm(38), width - mm(30), mm(14)), SANS, 9, 7)


def _pawn_face(s: Surface, x: float, fy: float, face_w: float, face_h: float, i: int,
               player: str, mono: bool, flip: bool = False) -> None:
    """Pawn ``i``'s face: its colour (a pattern in low ink), its number in a disc and
    "Player N"; ``flip``: turned half a turn (the upper face of the folded tent)."""
    colour = hex_rgb(PAWN_COLOURS[i])
    s.save()
    s.fill_color(colour if not mono else (1, 1, 1))
    s.rect(x, fy, face_w, face_h)
    if mono:
        s.clip_rect(x, fy, face_w, face_h)
        draw_pattern(s, PAWN_PATTERNS[i], x, fy, face_w, face_h, weight=0.4)
    s.restore()
    s.save()
    cx, cy = x + face_w / 2, fy + face_h / 2
    if flip:
        s.translate(cx, cy)
        s.transform(Affine(-1, 0, 0, -1, 0, 0))
        s.translate(-cx, -cy)
    s.fill_color((1, 1, 1))
    s.stroke_color(INK_RGB)
    s.line_width(0.8)
    s.circle(cx, cy + mm(2), mm(6.5), stroke=True)
    s.fill_color(INK_RGB)
    s.text(cx, cy + mm(2) - 7, str(i + 1), SANS_BOLD, 20, "middle")
    s.fill_color((1, 1, 1) if not mono else INK_RGB)
    s.text(cx, fy + mm(3), f"{player} {i + 1}", SANS_CONDENSED_BOLD, 6.5, "middle")
    s.restore()


def pawn_pieces(locale: str) -> tuple:
    """The pawns as a virtual table stands them up (render.faces.PieceFace): each face
    as the printed tent shows it."""
    from pnpkit.render.faces import PieceFace

    player = words_for(locale)["player"]
    face_w, face_h = PAWN_FACE
    return tuple(PieceFace(f"pawn-{i + 1}", f"{player} {i + 1}", "standee", face_w, face_h,
                           lambda ctx, i=i: _pawn_face(ctx.surface, 0, 0, face_w, face_h, i,
                                                       player, False))
                 for i in range(len(PAWN_COLOURS)))


#: five dice: one obstacle asks for five at once
RACE_DICE = 5


def render_pawns(paper_name: str, ink: Ink, locale: str):
    words = words_for(locale)
    paper = paper_named(paper_name).portrait()
    pdf = PdfBuilder((paper.width, paper.height), title=words["pawns"], lang=locale)
    s = PdfSurface(pdf.canvas)
    mono = ink == "mono"
    s.fill_color(INK_RGB)
    s.text(mm(15), paper.height - mm(20), words["pawns"], SERIF_BOLD, 18)
    how_box = pawns_how_box(paper.width, paper.height)
    how = fit_box(how_box, words["pawns_how"], locale=locale)
    draw_fitted(s, how, how_box.rect, SANS)
    (face_w, face_h), base_h = PAWN_FACE, mm(12)
    total_h = 2 * face_h + 2 * base_h
    count = len(PAWN_COLOURS)
    gap = (paper.width - mm(20) - count * face_w) / (count - 1)
    top = paper.height - mm(48)
    for i in range(count):
        x = mm(10) + i * (face_w + gap)
        y0 = top - total_h
        # faces: the upper one upside down so the tent shows the same face both ways
        for fy, flip in ((y0 + base_h, False), (y0 + base_h + face_h, True)):
            _pawn_face(s, x, fy, face_w, face_h, i, words["player"], mono, flip)
        s.save()
        s.fill_color((0.93, 0.93, 0.93))
        s.rect(x, y0, face_w, base_h)
        s.rect(x, y0 + base_h + 2 * face_h, face_w, base_h)
        s.stroke_color(INK_RGB)
        s.line_width(0.8)
        s.rect(x, y0, face_w, total_h, fill=False, stroke=True)
        s.dash((2, 2))
        s.line_width(0.5)
        for fy in (y0 + base_h, y0 + base_h + face_h, y0 + base_h + 2 * face_h):
            s.line(x, fy, x + face_w, fy)
        s.restore()
    pdf.show_page()
    return pdf.finish()


def race_texts(game: Any, locale: str, text_for=None) -> list:
    """The boxed texts of the race kit (render.kit_texts): the board's squares and side
    paths, and the fold note of the pawns on either paper (the rules sheet is a listing
    that flows).  The kit's own words are in the code for every locale (``text_for`` is
    not needed)."""
    from pnpkit.i18n.strings import stable_key
    from pnpkit.render.kit_texts import PrintedText, one_text

    words = words_for(locale)
    geo = track_geometry()
    out = []
    for index, f, ends in _track_squares(game):
        for field, text, box in square_texts(index, f, ends, geo.slot(index), words):
            key = f"{stable_key('field', f.id)}.{field}"
            # START and FINISH are the kit's words, not the squares' names
            context = (f"kit.race_print.WORDS.{'start' if index == 0 else 'finish'}" if ends
                       else key)
            out.append(PrintedText(key, (context,), f"field.{field}", text, box))
    _, lanes, _ = cells_and_lanes(game)
    for lane in lanes:
        squares, _gap = lane_squares(game, geo, lane["id"], lane["entry"], lane["rejoin"])
        for f, _rect, box in squares:
            out.append(one_text(f"{stable_key('field', f.id)}.name", "field.name", f.name, box))
    for paper in ("a4", "letter"):
        sheet = paper_named(paper).portrait()
        out.append(PrintedText(f"kit.race_print.WORDS.pawns_how@{paper}",
                               ("kit.race_print.WORDS.pawns_how",), "extra", words["pawns_how"],
                               pawns_how_box(sheet.width, sheet.height)))
    return out


# --- building ---------------------------------------------------------------------------------

def _localized(game, locale: str):
    if locale == game.default_locale:
        return game
    from pnpkit.i18n.translator import localize
    from pnpkit.paths import content_root

    folder = Path(game.source.path).parent if game.source.path else content_root() / game.id
    if not (folder / "game.yaml").is_file():
        folder = content_root() / game.id
    localized, _ = localize(game, folder, locale, marker="")  # a print file: no ⟨ru⟩ marks
    return localized


def render_part(game, part: str, locale: str, paper: str, ink: Ink) -> list:
    """The files of one part of the race kit (nothing is written here)."""
    from pnpkit.render.pipeline import Output

    game = _localized(game, locale)
    if part == "board":
        board = race_board(game, ink=ink, locale=locale)
        tiled = render_tiled_board(board, paper_named(paper), locale=locale, fill=True)
        poster = render_poster(board, locale=locale)
        return [Output(f"board-{paper}.pdf", tiled.pdf.data, tiled.pdf.pages),
                Output("board-poster.pdf", poster.data, poster.pages)]
    if part == "rules":
        from pnpkit.games.race.rules.sim import simulate

        words = words_for(locale)
        track = race_from_game(game).track  # the typical length: the median of 300 games, 3 and 4 players
        three, four = (simulate(track, Options(), n, 300, seed=148).median for n in (3, 4))
        line = words["length"].format(a=f"{three:.0f}", b=f"{four:.0f}", g=300)
        title, sections = rules_sections(game, locale, line)
        pdf = render_listing(sections, ListingOptions(paper=paper_named(paper).portrait(), title=title,
                                                      subtitle=game.title, locale=locale, ink=ink,
                                                      body_size=7.4, name_size=8.0))
        return [Output("rules.pdf", pdf.data, pdf.pages)]
    pdf = render_pawns(paper, ink, locale)  # the pawns
    return [Output("pawns.pdf", pdf.data, pdf.pages)]


def race_faces(game, options):
    """The race for a virtual table (pnpkit export --to tts): the kit's poster of the
    board, a standing pawn for each of the eight players, five dice and the rules sheet
    with every obstacle to leaf through."""
    from pnpkit.render.faces import DieFace, KitFaces, SheetFace

    locale, ink = options.locale, options.ink

    def poster() -> bytes:
        board = race_board(_localized(game, locale), ink=ink, locale=locale)
        return render_poster(board, locale=locale).data

    def rules() -> bytes:
        return render_part(game, "rules", locale, options.paper, ink)[0].data

    return KitFaces(boards=(SheetFace("board", game.title, poster),),
                    pieces=pawn_pieces(locale), dice=(DieFace("d6", "d6", 6, RACE_DICE),),
                    documents=(SheetFace("rules", words_for(locale)["rules_title"], rules),))


#: kit component kind (content/race/game.yaml ``kit:``) -> the part it draws
KIT_KINDS = {"race-board": "board", "race-rules": "rules", "race-pawns": "pawns"}


def kit_part(build, component):
    """A kit component of the race (its kind: one of KIT_KINDS) for the pipeline: the
    serpentine board, the rules sheet or the pawns, hashed with the content files (the
    pawns hang only on the locale, paper and ink)."""
    from pnpkit.render.pipeline import Output, Part, hash_inputs

    what, game, options = KIT_KINDS[component.kind], build.game, build.options
    locale, paper, ink = options.locale, options.paper, options.ink
    depends = build.inputs if what != "pawns" else ()

    def build_files(report):
        files = render_part(game, what, locale, paper, ink)
        report(1, 1)
        # board-a4.pdf, or board-a4-mono.pdf: the low-ink set sits beside the colour one
        return [Output(f.name if ink == "color" else f.name.removesuffix(".pdf") + "-mono.pdf",
                       f.data, f.pages) for f in files]

    return Part(component.part or what, hash_inputs("race", what, locale, paper, ink, *depends),
                build_files)

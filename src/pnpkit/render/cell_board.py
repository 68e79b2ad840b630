"""A board made of cells: rectangles in millimetres (from the top-left, as board data
gives them) with a title band in their region's colour, a fitted text, an optional
number, and the links between cells (thin paths, thick world crossings with ⇄, arrows
for one-way steps).  Returns a ``Board`` for the tiled/poster/SVG renderers.

Every text is fitted when the board is built, before anything is drawn, so an overflow
fails the build naming the cell, the field, the locale and the box.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pnpkit.layout.geometry import Rect
from pnpkit.layout.text_boxes import DEFAULT_CELL_STYLE, CellStyle, TextBox, board_rect, cell_boxes
from pnpkit.layout.textfit import FittedText
from pnpkit.layout.units import mm
from pnpkit.render.board_tiles import Board
from pnpkit.render.contrast import legible_pair
from pnpkit.render.fonts import SANS_BOLD, SANS_CONDENSED_BOLD, SERIF_BOLD
from pnpkit.render.frames import draw_pattern
from pnpkit.render.palette import Ink, Pattern, hex_rgb, mix
from pnpkit.render.surface import RGB, Surface, polygon, saved
from pnpkit.render.text import draw_fitted, fit_box, measurer

if TYPE_CHECKING:  # the game's own regions and edges: a crossing is drawn thick with ⇄,
    # a one-way edge as an arrow from a to b
    from pnpkit.model.game import Edge, Region

PATTERNS: tuple[Pattern, ...] = ("diagonal", "dots", "waves", "horizontal", "vertical", "cross")
PARCHMENT: RGB = (0.97, 0.95, 0.89)
INK: RGB = (0.11, 0.10, 0.12)


@dataclass(frozen=True)
class Cell:
    id: str
    rect_mm: tuple[float, float, float, float]  # x, y from the top-left, width, height
    title: str
    text: str = ""
    region: str = ""
    number: int | None = None
    source: str = ""  # "file:line:col" of the data, for error messages
    picture: Any = None  # readers.images.ImageFile drawn in the cell's body
    icon: str = ""  # game-icons:NAME: the field's sign, in the room its text leaves


@dataclass(frozen=True)
class _Laid:
    cell: Cell
    rect: Rect
    title: FittedText
    title_box: Rect
    text: FittedText | None
    text_box: Rect
    picture_box: Rect | None = None
    icon_box: Rect | None = None
    icon_faint: bool = False  # no room under the text: a pale sign behind it
    column: Rect | None = None  # a die table set in two columns: the right one


def cell_board(
    key: str,
    title: str,
    size_mm: tuple[float, float],
    regions: Sequence[Region],
    cells: Sequence[Cell],
    links: Sequence[Edge] = (),
    *,
    ink: Ink = "color",
    locale: str = "ru",
    style: CellStyle = DEFAULT_CELL_STYLE,
    caption: tuple[float, float] | None = None,  # where the board's name goes (mm, top-left)
    regions_as_ground: bool = False,
) -> Board:
    """``regions_as_ground``: the board read as a map — each region's cells stand on a
    ground of its colour, and the ways between cells are drawn as trails."""
    width, height = mm(size_mm[0]), mm(size_mm[1])
    region_by_id = {r.id: (i, r) for i, r in enumerate(regions)}
    mono = ink == "mono"
    laid = {cell.id: _lay_cell(cell, width, height, region_by_id, style, locale) for cell in cells}
    laid = _one_title_size(laid, style, locale)
    map_like = regions_as_ground and not mono
    for link in links:
        for end in (link.a, link.b):
            if end not in laid:
                raise ValueError(f"link {link.a} -> {link.b}: unknown cell {end!r}")
    band = mm(style.band_mm)
    text_boxes = tuple(box for item in laid.values()
                       for box in (_inked_title(item), item.text_box if item.text else None,
                                   _number_disc(item, band)) if box)
    # where each marker goes, worked out once: the board is drawn for its tiles, its poster and its SVG
    rooms = {link: _marker_room(laid[link.a].rect, laid[link.b].rect, text_boxes)
             for link in links if link.crossing or link.oneway}
    marks = tuple(Rect(mx - half, my - half, 2 * half, 2 * half) for mx, my, half in rooms.values())

    def draw(s: Surface) -> None:
        s.fill_color(PARCHMENT if not mono else (1, 1, 1))
        s.rect(0, 0, width, height)
        s.stroke_color((0.45, 0.35, 0.22) if not mono else (0.3, 0.3, 0.3))
        s.line_width(2.0)
        s.rect(mm(5), mm(5), width - mm(10), height - mm(10), fill=False, stroke=True)
        s.line_width(0.6)
        s.rect(mm(7), mm(7), width - mm(14), height - mm(14), fill=False, stroke=True)
        if map_like:
            for cell in cells:
                _ground(s, laid[cell.id].rect, _colours(cell.region, region_by_id, mono)[1])
        for link in links:
            if map_like and not link.crossing:
                _trail(s, laid[link.a].rect.center, laid[link.b].rect.center)
            else:
                _draw_link(s, laid[link.a].rect, laid[link.b].rect, link, mono)
        for cell in cells:
            _draw_cell(s, laid[cell.id], _colours(cell.region, region_by_id, mono), style, mono)
        for link in links:
            if link in rooms:
                _draw_link_marker(s, laid[link.a].rect, laid[link.b].rect, link, rooms[link], mono)
        if caption is not None:
            s.fill_color((0.35, 0.22, 0.1) if not mono else INK)
            s.text(mm(caption[0]), height - mm(caption[1]), title, SERIF_BOLD, 28)

    return Board(key, title, width, height, draw, text_boxes, marks,
                 {ident: lay.rect for ident, lay in laid.items()})


def _lay_cell(cell: Cell, width: float, height: float, region_by_id: dict, style: CellStyle,
              locale: str) -> _Laid:
    """A cell placed on the board (points, from the bottom-left) with its texts fitted."""
    rect = board_rect(cell.rect_mm, height)
    at = f"{cell.source}: " if cell.source else ""
    if not Rect(0, 0, width, height).contains(rect):
        raise ValueError(f"{at}{cell.id}: rect {cell.rect_mm} lies outside the board")
    if cell.region and cell.region not in region_by_id:
        raise ValueError(f"{at}{cell.id}: unknown region {cell.region!r}")
    title_box, text_box = cell_boxes(rect, numbered=cell.number is not None, style=style)
    picture_box = None
    if cell.picture is not None:  # the picture takes the body, or its lower half
        body = text_box.rect
        if cell.text:
            half = body.height / 2
            text_box = replace(text_box, rect=Rect(body.x, body.y + half, body.width, half))
            picture_box = Rect(body.x, body.y, body.width, half - mm(0.5))
        else:
            picture_box = body
    where = {"at": cell.source, "cell": cell.id} if cell.source else {"cell": cell.id}
    fitted_title = fit_box(title_box, cell.title, locale=locale, where={**where, "field": "name"})
    fitted_text = column = None
    if cell.text:
        table, room = die_table_set(cell.text, text_box, locale, style.table_min)
        fitted_text = fit_box(room, table, locale=locale, where={**where, "field": "text"})
        if room.rect.height > text_box.rect.height:  # two columns, side by side
            body = text_box.rect
            column = Rect(body.right - room.rect.width, body.y, room.rect.width, body.height)
            text_box = replace(text_box, rect=Rect(body.x, body.y, room.rect.width, body.height))
    laid = _Laid(cell, rect, fitted_title, title_box.rect, fitted_text, text_box.rect, picture_box,
                 column=column)
    iconed = cell.icon and (column is not None or picture_box is None)
    return replace(laid, **_icon_place(laid)) if iconed else laid


def _one_title_size(laid: dict[str, _Laid], style: CellStyle, locale: str) -> dict[str, _Laid]:
    """Every name of the board at one size (a heading level): the size the longest reaches."""
    common = min((item.title.size for item in laid.values()), default=style.title_max)
    out = {}
    for key, item in laid.items():
        if item.title.size > common:
            title_box, _ = cell_boxes(item.rect, numbered=item.cell.number is not None, style=style)
            item = replace(item, title=fit_box(replace(title_box, max_size=common), item.cell.title,
                                               locale=locale,
                                               where={"cell": item.cell.id, "field": "name"}))
        out[key] = item
    return out


def _colours(region: str, region_by_id: dict, mono: bool) -> tuple[RGB, RGB, RGB, RGB, Pattern]:
    """(outline, cell ground, title band, title text, mono pattern)."""
    if region not in region_by_id:
        base: RGB = (0.6, 0.6, 0.6)
        index = len(PATTERNS) - 1
    else:
        index, r = region_by_id[region]
        base = hex_rgb(r.colour)
    dark, light = mix(base, (0, 0, 0), 0.35), mix(base, (1, 1, 1), 0.82)
    if mono:
        return (0.25, 0.25, 0.25), (1.0, 1.0, 1.0), (0.88, 0.88, 0.88), INK, \
            PATTERNS[index % len(PATTERNS)]
    band, title = legible_pair(base)
    return dark, light, band, title, "none"


def _draw_link(s: Surface, a: Rect, b: Rect, link: Edge, mono: bool) -> None:
    (ax, ay), (bx, by) = a.center, b.center
    with saved(s):
        s.stroke_color((0.35, 0.3, 0.25) if not mono else (0.3, 0.3, 0.3))
        s.line_width(mm(1.6) if link.crossing else mm(0.6))
        s.line(ax, ay, bx, by)


def _gap_middle(a: Rect, b: Rect) -> tuple[float, float]:
    """The middle of the stretch of the centre line that lies between the two cells
    (cells of different sizes would put the plain midpoint inside the bigger one)."""
    (ax, ay), (bx, by) = a.center, b.center
    dx, dy = bx - ax, by - ay

    def exit_t(r: Rect) -> float:
        limits = [r.width / 2 / abs(dx)] if dx else []
        limits += [r.height / 2 / abs(dy)] if dy else []
        return min(limits) if limits else 0.0

    ta, tb = exit_t(a), 1.0 - exit_t(b)
    t = (ta + tb) / 2 if tb > ta else 0.5
    return ax + dx * t, ay + dy * t


def _inked_title(item: _Laid) -> Rect:
    """The centred name's own width in its band (the band is wider)."""
    box = item.title_box
    measure_title = measurer(SANS_CONDENSED_BOLD)
    w = max(measure_title(line, item.title.size) for line in item.title.lines)
    return Rect(box.x + (box.width - w) / 2, box.y, w, box.height)


def _number_disc(item: _Laid, band: float) -> Rect | None:
    if item.cell.number is None:
        return None
    r = item.rect
    return Rect(r.x + mm(1.1), r.top - band / 2 - mm(2.5), mm(5), mm(5))


def _marker_room(a: Rect, b: Rect, text_boxes: Sequence[Rect]) -> tuple[float, float, float]:
    """Where the marker of the link between cells ``a`` and ``b`` goes, and its half-size:
    in the middle of the gap between the cells, or slid along the gap beside a name that
    sits there, never covering a text (drawn over the cells, so a marker in a narrow gap
    stays whole)."""
    mx, my = _gap_middle(a, b)
    (ax, ay), (bx, by) = a.center, b.center
    along_x = abs(by - ay) >= abs(bx - ax)  # a vertical link slides sideways
    # Only texts within reach of the slide can limit the marker: a box farther than
    # the largest half-size plus the gap from every probe never lowers the minimum,
    # so leaving it out changes no result (and saves most of the board's build).
    # (1 mm to spare keeps rounding at the edge of reach from mattering)
    near = _near_boxes((mx, my), text_boxes,
                       MARKER_HALF + mm(0.2) + MARKER_SLIDES * mm(0.5) + mm(1))
    best = (mx, my, clear_half_size((mx, my), near, MARKER_HALF))
    for step in range(1, MARKER_SLIDES + 1):
        for sign in (1, -1):
            shift = sign * step * mm(0.5)
            x, y = (mx + shift, my) if along_x else (mx, my + shift)
            half = clear_half_size((x, y), near, MARKER_HALF)
            if half > best[2] + 1e-6:
                best = (x, y, half)
        if best[2] >= MARKER_ENOUGH:
            break
    return best


def _draw_link_marker(s: Surface, a: Rect, b: Rect, link: Edge, room: tuple[float, float, float],
                      mono: bool) -> None:
    (ax, ay), (bx, by) = a.center, b.center
    mx, my, half = room
    if link.crossing:
        r = half - 0.4  # the outline's half width stays inside too
        with saved(s):
            s.fill_color((1, 1, 1))
            s.stroke_color((0.35, 0.3, 0.25))
            s.line_width(0.8)
            s.circle(mx, my, r, stroke=True)
            s.fill_color((0.2, 0.2, 0.2))
            size = 10 * r / mm(3.2)
            s.text(mx, my - size * 0.34, "⇄", SANS_BOLD, size, "middle")
    if link.oneway:
        angle = math.atan2(by - ay, bx - ax)
        length = min(mm(4), half * 1.2)
        tip = (mx + math.cos(angle) * length / 2, my + math.sin(angle) * length / 2)
        wings = [(tip[0] - math.cos(angle + turn) * length, tip[1] - math.sin(angle + turn) * length)
                 for turn in (-0.5, 0.5)]  # the left barb, then the right
        with saved(s):
            s.fill_color((0.35, 0.3, 0.25) if not mono else (0.3, 0.3, 0.3))
            s.path(polygon([tip, *wings]))


def _draw_cell(s: Surface, item: _Laid, colours: tuple[RGB, RGB, RGB, RGB, Pattern], style: CellStyle,
               mono: bool) -> None:
    dark, light, accent, title_ink, pattern = colours
    r, radius, band = item.rect, mm(style.radius_mm), mm(style.band_mm)
    with saved(s):
        s.fill_color(light)
        s.stroke_color(dark)
        s.line_width(1.0)
        s.rect(r.x, r.y, r.width, r.height, radius=radius, stroke=True)
        # Title band (clipped to the cell's top).
        with saved(s):
            s.clip_rect(r.x, r.top - band, r.width, band)
            s.fill_color(accent if not mono else (0.88, 0.88, 0.88))
            s.rect(r.x, r.y, r.width, r.height, radius=radius)
            if mono:
                # The world's pattern fills the band; a white label sits just behind the title.
                draw_pattern(s, pattern, r.x, r.top - band, r.width, band, weight=0.35)
                text_w = _inked_title(item).width
                cx = item.title_box.x + item.title_box.width / 2
                label_w = min(text_w + mm(3), item.title_box.width + mm(1))
                s.fill_color((1, 1, 1))
                s.rect(cx - label_w / 2, item.title_box.y, label_w, item.title_box.height,
                       radius=mm(1))
        s.stroke_color(dark)
        s.line_width(1.0)
        s.rect(r.x, r.y, r.width, r.height, radius=radius, fill=False, stroke=True)
        s.fill_color(title_ink)
        draw_fitted(s, item.title, item.title_box, SANS_CONDENSED_BOLD, align="center",
                    valign="middle")
        if item.cell.number is not None:
            s.fill_color((1, 1, 1))
            s.circle(r.x + mm(3.6), r.top - band / 2, mm(2.5), stroke=True)
            s.fill_color(INK)
            s.text(r.x + mm(3.6), r.top - band / 2 - 2.2, str(item.cell.number), SANS_BOLD,
                   6.2, "middle")
        if item.icon_box is not None:
            from pnpkit.render.game_icons import draw_icon

            b = item.icon_box
            tint = mix(dark, light, 0.9 if item.icon_faint else 0.25)
            draw_icon(s, item.cell.icon, b.x, b.y, b.width, b.height,
                      (0.75, 0.75, 0.75) if mono and not item.icon_faint else tint)
        if item.text is not None:
            s.fill_color(INK)
            if item.column is not None:  # a die table in two columns, cut at a result
                cut = _column_break(item.text, TextBox(item.text_box, style.text_font, 0, 0)) \
                    or len(item.text.lines)
                draw_fitted(s, replace(item.text, lines=item.text.lines[:cut]), item.text_box,
                            style.text_font)
                draw_fitted(s, replace(item.text, lines=item.text.lines[cut:]), item.column,
                            style.text_font)
            else:
                draw_fitted(s, item.text, item.text_box, style.text_font)
        if item.picture_box is not None:
            p = item.picture_box
            s.image(p.x, p.y, p.width, p.height, item.cell.picture)


#: a link marker's half-size: at most, and enough (its ⇄ then prints at 7 pt and more)
MARKER_HALF, MARKER_ENOUGH = mm(3.2), mm(2.6)
#: how many 0.5 mm steps a marker slides each way along its gap to find room
MARKER_SLIDES = 40


#: a region's ground reaches this far round each of its cells: half the usual gap, so
#: neighbours of one region make one ground and two regions meet on a line
GROUND_REACH = mm(3.0)
TRAIL, TRAIL_INK = (0.86, 0.79, 0.64), (0.45, 0.36, 0.24)


def _ground(s: Surface, rect: Rect, light: RGB) -> None:
    with saved(s):
        s.fill_color(mix(light, PARCHMENT, 0.25))
        s.rect(rect.x - GROUND_REACH, rect.y - GROUND_REACH, rect.width + 2 * GROUND_REACH,
               rect.height + 2 * GROUND_REACH, radius=mm(4))


def _trail(s: Surface, a: tuple[float, float], b: tuple[float, float]) -> None:
    """A way between two fields: a sandy track with a dashed line down its middle."""
    with saved(s):
        s.stroke_color(TRAIL)
        s.line_width(mm(2.4))
        s.line(a[0], a[1], b[0], b[1])
        s.stroke_color(TRAIL_INK)
        s.line_width(mm(0.45))
        s.dash([mm(1.6), mm(1.1)])
        s.line(a[0], a[1], b[0], b[1])


def _icon_place(item: _Laid) -> dict[str, Any]:
    """Where a cell's sign goes: in the room under its text when there is a good square
    of it, else pale and large behind the text (a dense field keeps its picture)."""
    box = item.text_box
    used = item.text.height if item.text is not None else 0.0
    free = box.height - used - mm(1)
    side = min(free, box.width * 0.62, mm(24))
    if side >= mm(9):
        y = box.y + (free - side) / 2
        return {"icon_box": Rect(box.x + (box.width - side) / 2, y, side, side)}
    side = min(box.height, box.width) * 0.85
    return {"icon_box": Rect(box.x + (box.width - side) / 2, box.y + (box.height - side) / 2,
                             side, side), "icon_faint": True}


def _near_boxes(centre: tuple[float, float], boxes: Sequence[Rect], reach: float) -> list[Rect]:
    """The boxes closer than ``reach`` to ``centre`` (Chebyshev distance)."""
    cx, cy = centre
    return [b for b in boxes
            if max(b.x - cx, cx - b.right, b.y - cy, cy - b.top, 0.0) < reach]


def clear_half_size(centre: tuple[float, float], boxes: Sequence[Rect], largest: float) -> float:
    """Half the side of the largest square around ``centre`` (up to ``largest``) that
    stays 0.2 mm clear of every box: the Chebyshev distance to the nearest box."""
    gap = mm(0.2)
    cx, cy = centre
    half = largest
    for b in boxes:
        dx = max(b.x - cx, 0.0, cx - b.right)
        dy = max(b.y - cy, 0.0, cy - b.top)
        half = min(half, max(dx, dy) - gap)
    return max(half, 0.0)


#: a die table's result after a sentence's end: "… кубик. 1 — …; 2–3 — …"
#: its rolls: "1", "3–4", "10", "1, 5" (results sharing a line of the table)
_ROLLS = r"\d+(?:[–-]\d+)?(?:, \d+(?:[–-]\d+)?)*[ \u00a0][—–] "
_DIE_RESULT = re.compile(rf"(?<=[.;:!?)]) (?={_ROLLS})")


#: a die table's line spacing: its results stand apart by their line ends, so its lines
#: may sit closer than running text's (one result a line in a field's fixed room)
DIE_TABLE_LEADING = 1.05


def die_table_set(text: str, box: TextBox, locale: str,
                  table_min: float | None = None) -> tuple[str, TextBox]:
    """A die table one result per line, in ``box`` or at DIE_TABLE_LEADING when only
    that has the room, else in two columns (the box :func:`table_columns` splits), else
    in one column down to ``table_min`` (a board's least table size, under its text's),
    else run on in ``box`` (the build and i18n status both set what this returns)."""
    from pnpkit.layout.textfit import FitError, fit_text
    from pnpkit.layout.typography import typeset
    from pnpkit.render.text import hyphenator

    split = _DIE_RESULT.sub("\n", text)
    if split == text:
        return text, box
    tight = replace(box, leading=min(box.leading, DIE_TABLE_LEADING))
    rooms = [box, tight, _two_columns(tight)]
    # only a two-dice table (more than six results) may go under the text's size: a
    # one-die table in a longer translation runs on rather than shrink a whole board
    if table_min is not None and table_min < box.min_size and split.count("\n") >= 6:
        rooms.append(replace(tight, min_size=table_min))
    for room in rooms:
        try:  # the fitter's own sums, kept out of its memo: only the winner is fitted there
            fitted = fit_text((room.rect.width, room.rect.height), typeset(split, locale),
                              measurer(room.font), room.max_size, room.min_size,
                              hyphenator(locale) if room.hyphenate else None,
                              leading=room.leading, max_lines=room.max_lines)
        except FitError:
            continue
        if room.rect.height <= box.rect.height or _column_break(fitted, box) is not None:
            return split, room
    return text, box


#: the gap between a two-column die table's columns
COLUMN_GAP = mm(1.2)


def _two_columns(box: TextBox) -> TextBox:
    """The room of a die table in two columns of ``box``, as one tall column to fit into
    (its lines are then cut at a result's start: _column_break)."""
    width = (box.rect.width - COLUMN_GAP) / 2
    return replace(box, rect=Rect(box.rect.x, box.rect.y - box.rect.height, width,
                                  2 * box.rect.height))


def _column_break(fitted: FittedText, box: TextBox) -> int | None:
    """The line where the right column starts: a result's first line, both halves within
    ``box``'s height, as even as can be; None when no cut fits."""
    rows = int((box.rect.height + 1e-6) // fitted.leading)
    cuts = [i for i, line in enumerate(fitted.lines)
            if 0 < i and _DIE_RESULT_START.match(line)
            and i <= rows and len(fitted.lines) - i <= rows]
    return min(cuts, key=lambda i: abs(2 * i - len(fitted.lines)), default=None)


_DIE_RESULT_START = re.compile(_ROLLS)


def printed_text(field: Any) -> str:
    """What the board prints on a field: its short board wording (``attrs.on_board.text``,
    for fields whose full text only the rulebook's field list has room for), else its text."""
    short = (field.attrs or {}).get("on_board") or {}
    return str(short.get("text") or field.text)


def board_from_game(game: Any, board_id: str, *, ink: Ink = "color", locale: str = "ru",
                    style: CellStyle = DEFAULT_CELL_STYLE,
                    caption: tuple[float, float] | None = None,
                    folder: Path | None = None, regions_as_ground: bool = False) -> Board:
    """The cell board of ``board_id`` from a loaded game (pnpkit.model.game.Game):
    its regions, fields with rects, and edges.  Texts should already be localised.
    With the game's ``folder``, a field's ``image`` is drawn in its cell."""
    boards = {b.id: b for b in game.boards}
    if board_id not in boards:
        raise ValueError(f"no board {board_id!r} (boards: {', '.join(boards) or 'none'})")
    board = boards[board_id]
    cells = [_cell(f, folder) for f in game.fields_of(board_id)]
    return cell_board(board_id, board.name, tuple(board.size_mm), game.regions, cells,
                      game.edges_of(board_id),
                      ink=ink, locale=locale, style=style, caption=caption,
                      regions_as_ground=regions_as_ground)


def _cell(f: Any, folder: Path | None) -> Cell:
    """A field's cell: its ``image:``, or its ``picture:`` that is a file of the game, in
    the cell's body; no rect or a refused file is a ValueError naming the field."""
    from pnpkit.readers.images import ImageRefused
    from pnpkit.render.surface import drawable_picture

    src = f"{f.source.path}:{f.source.line}:{f.source.column}" if f.source.path else ""
    at = f"{src}: " if src else ""
    if f.rect is None:
        raise ValueError(f"{at}{f.id}: no rect, cannot be placed")
    icon = f.picture if f.picture.startswith("game-icons:") else ""
    own = f.image or ("" if icon else f.picture)
    try:
        picture = drawable_picture(folder, own) if folder is not None and own else None
    except ImageRefused as exc:
        raise ValueError(f"{at}{f.id}: {exc}") from None
    return Cell(f.id, tuple(f.rect), f.name, printed_text(f), f.region, f.number, src, picture,
                icon)


def board_overflows(game: Any, board_id: str, *, locale: str = "ru",
                    folder: Path | None = None) -> list[tuple[Any, Any]]:
    """Each field of ``board_id`` whose name or text does not fit its cell in ``locale``
    (``game`` already localised), with the field's Source: the FitError
    :func:`board_from_game` raises, found by laying out each field alone as it does, so
    that ``check`` names every one (the drawing stops at the first).  A field the board
    refuses for another reason (no rect, off the board, a bad picture) is left out:
    the reader and check tell those."""
    from pnpkit.layout.textfit import FitError

    board = next((b for b in game.boards if b.id == board_id), None)
    if board is None or not board.size_mm:
        return []
    found = []
    for f in game.fields_of(board_id):
        try:  # the field's cell as the board has it, its place told by check instead
            cell_board(board_id, board.name, tuple(board.size_mm), game.regions,
                       [replace(_cell(f, folder), source="")], locale=locale)
        except FitError as exc:
            found.append((f.source, exc))
        except (ValueError, OSError):
            continue
    return found

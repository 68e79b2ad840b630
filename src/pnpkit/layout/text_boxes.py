"""Where the kit's faces put their texts: each box with its face, sizes and line limit.

One source for the renderer (which draws into these boxes) and for ``pnpkit i18n
status`` (which fits the same texts into the same boxes without drawing), so the two
cannot disagree about what overflows.  Pure geometry in points; fitting is
layout.textfit's, measuring is the caller's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pnpkit.layout.geometry import Rect
from pnpkit.layout.typefaces import (
    AVERAGE_ADVANCE,
    SANS,
    SANS_CONDENSED_BOLD,
    SANS_OBLIQUE,
    SERIF_BOLD,
)
from pnpkit.layout.units import mm


@dataclass(frozen=True)
class TextBox:
    """A text's room: fitted between ``max_size`` and ``min_size`` (pt) or it overflows."""

    rect: Rect
    font: str
    max_size: float
    min_size: float
    max_lines: int | None = None
    leading: float = 1.2
    hyphenate: bool = True


def room(box: TextBox) -> tuple[int, int]:
    """About how much average text ``box`` holds at its minimum size: (lines, characters
    per line).  An estimate for people (a translator's hint); fitting measures glyphs."""
    size = box.min_size
    lines = int((box.rect.height + 1e-6) // (size * box.leading))
    if box.max_lines is not None:
        lines = min(lines, box.max_lines)
    return max(lines, 0), int(box.rect.width / (AVERAGE_ADVANCE.get(box.font, 0.6) * size))


# --- cards ------------------------------------------------------------------------------

PANEL_INSET = mm(3.2)  # the parchment panel inside the card's frame band
SAFE_INSET = PANEL_INSET + mm(1.8)  # text stays this far inside the trim


def safe_box(width: float, height: float) -> tuple[float, float, float, float]:
    """The inside of the panel, where text may go: (x, y, w, h) in card coordinates."""
    return (SAFE_INSET, SAFE_INSET, width - 2 * SAFE_INSET, height - 2 * SAFE_INSET)


@dataclass(frozen=True)
class FaceBoxes:
    """The standard card face (render/card_face.py)."""

    title: TextBox
    body: TextBox
    kind_label_y: float | None  # baseline of the kind line, when there is one
    art: Rect | None  # the emblem's window
    stats_y: float | None  # the stat row's icon centre line


#: a card title's band: one line of the title's sizes
TITLE_BAND = mm(6)
#: a title keeps this size or more: on one line, else on two in a taller band (the face
#: below moves down), and only a title two lines at it cannot hold is set smaller
TITLE_FLOOR = 9.0


def title_band(lines: int, size: float, leading: float = 1.2) -> float:
    """The band a title of ``lines`` lines at ``size`` pt needs (never under one line's)."""
    return max(TITLE_BAND, lines * size * leading + mm(0.4))


def face_header(x: float, top: float, width: float, numbered: bool, kind_label: bool,
                title_sizes: tuple[float, float, int], below_label: float,
                title_h: float = TITLE_BAND) -> tuple[TextBox, float | None, float]:
    """A face's title (beside the number's room) and kind line, from ``top`` down:
    (the title's box, the kind line's baseline or None, where what follows starts).
    ``title_h``: the title's band (title_band; a two-line title's is taller)."""
    number_room = mm(7) if numbered else 0.0
    title = TextBox(Rect(x + number_room, top - title_h, width - number_room, title_h),
                    SERIF_BOLD, *title_sizes, hyphenate=False)
    top -= title_h - TITLE_BAND  # what follows the title moves down with its band
    if not kind_label:
        return title, None, top - mm(6)
    return title, top - mm(9), top - below_label


def standard_face_boxes(width: float, height: float, *, numbered: bool, kind_label: bool,
                        emblem: bool, stats: bool, coins: bool, title_max: float = 11.0,
                        title_min: float = 7.0, title_lines: int = 2, text_max: float = 8.5,
                        text_min: float = 5.5, title_h: float = TITLE_BAND) -> FaceBoxes:
    """``title_h``: the title's band (title_band; a two-line title's is taller)."""
    sx, sy, sw, sh = safe_box(width, height)
    title, label_y, y = face_header(sx, sy + sh, sw, numbered, kind_label,
                                    (title_max, title_min, title_lines), mm(10.5), title_h)
    art = None
    if emblem:
        art = Rect(sx, y - mm(21), sw, mm(20))
        y = art.y - mm(1)
    stats_y = None
    if stats:
        stats_y = y - mm(4)
        y = stats_y - mm(4)
    bottom = sy + (mm(9) if coins else mm(4))
    body = TextBox(Rect(sx, bottom, sw, y - bottom), SANS, text_max, text_min)
    return FaceBoxes(title, body, label_y, art, stats_y)


#: a headed text block (a character card's abilities, items): the heading's size in pt
BLOCK_HEADING = 6.5


@dataclass(frozen=True)
class CharacterBoxes:
    """The character card (render/character_face.py)."""

    portrait: Rect
    name: TextBox
    subtitle: TextBox | None
    traits: TextBox | None
    blocks: tuple[Rect, ...]  # headed blocks (abilities, items) above the tracks
    bodies: tuple[TextBox, ...]  # the body of each block
    tracks: tuple[Rect, ...]  # from the top down
    values: Rect | None = None  # the starting values' row (heading at its top)
    banner: Rect | None = None  # a full-width vignette above the blocks (then no portrait)


TRACK_HEIGHT, TRACK_GAP = mm(4.4), mm(1.1)
#: the blocks' text: up to a comfortable size, never under 6 pt
BLOCK_TEXT_MAX, BLOCK_TEXT_MIN = 9.0, 6.0
#: the least height that makes a banner (the room the blocks leave) worth drawing
BANNER_MIN = mm(16)


TEXT_PAD = mm(0.8)
#: the size (pt) a character's blocks should keep for a banner to be drawn above them
BANNER_TEXT = 8.0


def character_face_boxes(width: float, height: float, *, subtitle: bool, traits: bool,
                         blocks: Sequence[str], tracks: int, values: bool = True,
                         banner: bool = False,
                         heights: Sequence[float] | None = None) -> CharacterBoxes:
    """``blocks``: the bodies of the non-empty blocks, which share the room above the
    tracks by length.  Without ``banner`` a portrait cameo sits left of the name; with it
    (a card with a picture) the header runs the full width and a banner holding the
    picture fills the room between the starting values and the blocks: at least
    BANNER_MIN, and once the blocks' fitted ``heights`` are known, all they leave (no
    band of the card stays empty)."""
    sx, sy, sw, sh = safe_box(width, height)
    top = sy + sh
    portrait = Rect(sx, top - mm(30), mm(24), mm(30))
    blocks_bottom = sy + tracks * (TRACK_HEIGHT + TRACK_GAP) + mm(1.5)
    # text keeps TEXT_PAD more from the panel's sides than the safe zone asks (2.6 mm)
    tx, tw = sx + TEXT_PAD, sw - 2 * TEXT_PAD
    text_x = tx if banner else portrait.right + mm(2.5)
    text_w = tx + tw - text_x
    name = TextBox(Rect(text_x, top - mm(9), text_w, mm(9)), SERIF_BOLD, 13, 7, 2,
                   hyphenate=False)
    y = top - mm(9)
    lines: list[TextBox | None] = []
    # The subtitle may take two lines, the traits one: both end above the values heading.
    # (a full-width header has the height for two lines of the largest size)
    for present, line_h, max_lines in ((subtitle, 6.6 if banner else 5.4, 2), (traits, 3.4, 1)):
        if not present:
            lines.append(None)
            continue
        lines.append(TextBox(Rect(text_x, y - mm(line_h), text_w, mm(line_h)), SANS_OBLIQUE,
                             7.5, 6, max_lines))
        y -= mm(line_h)
    track_rects = tuple(Rect(sx, sy + i * (TRACK_HEIGHT + TRACK_GAP), sw, TRACK_HEIGHT)
                        for i in reversed(range(tracks)))
    banner_rect = None
    if banner:
        values_row = Rect(tx, y - mm(12.2), tw, mm(12))
        header_bottom = values_row.y - mm(1.5) if values else y - mm(0.5)
        most = header_bottom - mm(3) - BANNER_MIN - blocks_bottom
        blocks_top = blocks_bottom + (min(sum(heights), most) if heights else most)
        banner_rect = Rect(sx, blocks_top + mm(1.5), sw, header_bottom - mm(1.5) - blocks_top
                           - mm(1.5))
    else:
        values_row = Rect(text_x, portrait.y, text_w, mm(12))
        blocks_top = portrait.y - mm(2)
    room = blocks_top - blocks_bottom
    shares = list(heights) if banner and heights else []
    if blocks and not shares:
        weights = [max(len(body), 60) for body in blocks]
        shares = [room * weight / sum(weights) for weight in weights]
        # A short block (one item) keeps room for its heading and a line or two; the
        # longest block gives that room up (long English abilities squeezed "Colt" out).
        floor = min(mm(10), room / len(blocks))
        for i, block_h in enumerate(shares):
            if block_h < floor:
                longest = max(range(len(shares)), key=shares.__getitem__)
                shares[longest] -= floor - block_h
                shares[i] = floor
    rects: list[Rect] = []
    for block_h in shares:
        rects.append(Rect(tx, blocks_top - block_h, tw, block_h - mm(1)))
        blocks_top -= block_h
    # each block's body: the block less its heading
    bodies = tuple(TextBox(Rect(r.x, r.y, r.width, r.height - BLOCK_HEADING * 1.6), SANS,
                           BLOCK_TEXT_MAX, BLOCK_TEXT_MIN) for r in rects)
    return CharacterBoxes(portrait, name, lines[0], lines[1], tuple(rects), bodies, track_rects,
                          values_row, banner_rect)


# --- boards -----------------------------------------------------------------------------

def board_rect(rect_mm: Sequence[float], board_height: float) -> Rect:
    """A rect given in mm from the board's top-left corner (as board data gives it), in
    points from the bottom-left."""
    x, y, w, h = (mm(float(v)) for v in rect_mm)
    return Rect(x, board_height - y - h, w, h)


@dataclass(frozen=True)
class CellStyle:
    title_max: float = 8.0
    title_min: float = 5.0
    text_max: float = 6.5
    text_min: float = 4.5
    band_mm: float = 7.0
    radius_mm: float = 2.0
    text_font: str = SANS
    #: a die table's least size, when it may go under ``text_min`` to print one result a
    #: line (None: it may not; a table that cannot runs on)
    table_min: float | None = None


DEFAULT_CELL_STYLE = CellStyle()
CELL_PADDING = mm(1.4)


def cell_boxes(rect: Rect, *, numbered: bool,
               style: CellStyle = DEFAULT_CELL_STYLE) -> tuple[TextBox, TextBox]:
    """A board cell (render/cell_board.py): the name in the title band, the text under it."""
    band, pad = mm(style.band_mm), CELL_PADDING
    number_room = mm(5) if numbered else 0.0
    title = TextBox(Rect(rect.x + pad + number_room, rect.top - band + mm(0.6),
                         rect.width - 2 * pad - number_room, band - mm(1.2)),
                    SANS_CONDENSED_BOLD, style.title_max, style.title_min, 2, hyphenate=False)
    text = TextBox(Rect(rect.x + pad, rect.y + pad, rect.width - 2 * pad,
                        rect.height - band - 2 * pad), style.text_font, style.text_max,
                   style.text_min, leading=1.17)
    return title, text


PANEL_PADDING, PANEL_BAND = mm(2.5), mm(16)


def panel_boxes(r: Rect, min_size: float = 5.0) -> tuple[TextBox, TextBox]:
    """A side panel of a board (a title over a paragraph; render/amber_board.py);
    ``min_size``: the smallest text the board allows in its own units."""
    pad, band = PANEL_PADDING, PANEL_BAND
    title = TextBox(Rect(r.x + pad, r.top - band + mm(1.5), r.width - 2 * pad, band - mm(3)),
                    SERIF_BOLD, max(10, min_size + 1), min_size + 1, 4)
    text = TextBox(Rect(r.x + pad, r.y + pad + mm(4), r.width - 2 * pad,
                        r.height - band - 2 * pad - mm(4)), SANS, max(8.5, min_size + 0.5),
                   min_size, leading=1.3)
    return title, text


# --- tokens -----------------------------------------------------------------------------

def label_tile_box(width: float, height: float) -> TextBox:
    """A plain token tile: its name fills the tile (render/token_faces.py)."""
    return TextBox(Rect(mm(1), mm(1), width - mm(2), height - mm(2)), SANS_CONDENSED_BOLD,
                   8, 6, hyphenate=False)


#: a token tile with a picture: the picture's band on top, the name under it
PICTURE_TILE_BAND = mm(6.6)


def picture_tile_box(width: float, height: float) -> TextBox:
    """The name on a token tile that shows a picture above it (render/token_faces.py)."""
    return TextBox(Rect(mm(1), mm(0.8), width - mm(2), height - PICTURE_TILE_BAND - mm(1.3)),
                   SANS_CONDENSED_BOLD, 8.5, 6.5, 2, hyphenate=False)


def figure_name_box(width: float, height: float) -> TextBox:
    """A standee's name under its portrait (render/token_faces.py)."""
    return TextBox(Rect(mm(1), mm(1), width - mm(2), mm(6)), SANS_CONDENSED_BOLD, 7.5, 6, 2,
                   hyphenate=False)

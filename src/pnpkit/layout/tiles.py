"""Tiling a board larger than the paper: tiles with a glue overlap, labels (A1, B2…),
registration marks shared by neighbours, trim hints and an assembly map.

Board coordinates: points, origin at the board's bottom-left.  Column letters run left
to right, row numbers top to bottom (the way people read a map): the top-left tile is A1.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from pnpkit.layout.geometry import Affine, Rect
from pnpkit.layout.paper import Paper
from pnpkit.layout.sheets import LayoutError
from pnpkit.layout.units import EPSILON, mm

TILE_MARGIN = mm(10)  # room for the label and trim hints, beyond the printer margin


def column_letters(index: int) -> str:
    """0 -> A, 25 -> Z, 26 -> AA: spreadsheet-style column names."""
    letters = ""
    index += 1
    while index:
        index, rem = divmod(index - 1, 26)
        letters = chr(ord("A") + rem) + letters
    return letters


@dataclass(frozen=True)
class Tile:
    label: str
    col: int
    row: int  # 0 = top row
    board_rect: Rect  # the part of the board this page shows (clipped to the board)
    window: Rect  # the full page window in board coordinates (may run past the board)
    page_area: Rect  # where the window sits on the page
    trim_left: bool  # cut this page's left margin away and lay it over its neighbour
    trim_top: bool

    @property
    def board_to_page(self) -> Affine:
        return Affine.translation(self.page_area.x - self.window.x, self.page_area.y - self.window.y)


@dataclass(frozen=True)
class Tiling:
    board_width: float
    board_height: float
    paper: Paper
    overlap: float
    cols: int
    rows: int
    tiles: tuple[Tile, ...]  # reading order: A1, B1, …, A2, …

    @property
    def board_rect(self) -> Rect:
        return Rect(0.0, 0.0, self.board_width, self.board_height)

    def tile(self, label: str) -> Tile:
        return next(t for t in self.tiles if t.label == label)


def _count(length: float, window: float, overlap: float) -> int:
    if length <= window + EPSILON:
        return 1
    return math.ceil((length - overlap) / (window - overlap) - EPSILON)


def _tiling_on(board_w: float, board_h: float, paper: Paper, overlap: float, margin: float) -> Tiling:
    area = paper.rect.inset(margin)
    if area.width <= overlap or area.height <= overlap:
        raise LayoutError("the overlap is wider than the printable part of the page")
    cols = _count(board_w, area.width, overlap)
    rows = _count(board_h, area.height, overlap)
    step_x, step_y = area.width - overlap, area.height - overlap
    tiles = []
    for row in range(rows):
        for col in range(cols):
            top = board_h - row * step_y
            window = Rect(col * step_x, top - area.height, area.width, area.height)
            if cols == rows == 1:  # a board on one sheet sits in the middle of it
                window = Rect(-(area.width - board_w) / 2, -(area.height - board_h) / 2,
                              area.width, area.height)
            visible = window.intersection(Rect(0, 0, board_w, board_h))
            assert visible is not None
            tiles.append(
                Tile(
                    label=f"{column_letters(col)}{row + 1}",
                    col=col,
                    row=row,
                    board_rect=visible,
                    window=window,
                    page_area=area,
                    trim_left=col > 0,
                    trim_top=row > 0,
                )
            )
    return Tiling(board_w, board_h, paper, overlap, cols, rows, tuple(tiles))


#: how far into the margin a sheet's registration marks sit from its board window
MARK_OFFSET = mm(5.5)
#: half the width of a registration mark with its cross (board_tiles.registration_mark)
MARK_REACH = mm(2.9)


def margin_marks(tiling: Tiling, tile: Tile) -> tuple[tuple[float, float], ...]:
    """Where ``tile``'s sheet prints its registration marks, in page coordinates: in the
    margin, level with the middle of every overlap band it shares, so that two
    neighbours' marks meet when the sheets are laid together and none prints on the board.
    A seam with the sheet beside it is marked in the bottom margin, a seam with the sheet
    above or below in the right margin (the left and top margins of most sheets are cut
    away)."""
    grid = {(t.col, t.row) for t in tiling.tiles}
    area, half = tile.page_area, tiling.overlap / 2
    seams = (((-1, 0), (area.x + half, area.y - MARK_OFFSET)),  # left, right, above, below
             ((1, 0), (area.right - half, area.y - MARK_OFFSET)),
             ((0, -1), (area.right + MARK_OFFSET, area.top - half)),
             ((0, 1), (area.right + MARK_OFFSET, area.y + half)))
    return tuple(at for (dc, dr), at in seams if (tile.col + dc, tile.row + dr) in grid)


def tile_board(board_size: tuple[float, float], paper: Paper, overlap: float = mm(10),
               margin: float = TILE_MARGIN) -> Tiling:
    """Cut a board into page-sized tiles that overlap by ``overlap`` on every shared edge,
    on the paper turned the way that needs the fewest pages (portrait on a tie)."""
    board_w, board_h = board_size
    if board_w <= 0 or board_h <= 0:
        raise LayoutError("the board size must be positive")
    if overlap < 0:
        raise LayoutError("the overlap must not be negative")
    tilings = [_tiling_on(board_w, board_h, p, overlap, margin)
               for p in (paper.portrait(), paper.landscape())]
    return min(tilings, key=lambda t: (len(t.tiles), t.paper.is_landscape))


def fill_scale(board_size: tuple[float, float], paper: Paper, overlap: float = mm(10)) -> float:
    """The uniform factor (>= 1) that grows a board to fill the grid of sheets it needs.

    A board tiled at its own size often leaves the last column or the bottom row of
    sheets mostly blank (an A2 board on 4 × 2 A4 portrait sheets: the last column ~72 %
    blank).  Grown by this factor the same design covers that grid up to the edge of its
    longer side, on the same number of sheets, so only a thin strip stays blank and the
    texts only get larger.  A board that fits on one sheet keeps its size (its pieces may
    be made to measure).  The factor is rounded down to 1/10000 so it never asks for an
    extra row or column.
    """
    tiling = tile_board(board_size, paper, overlap)
    if len(tiling.tiles) == 1:
        return 1.0
    area = tiling.tiles[0].page_area
    span_w = overlap + tiling.cols * (area.width - overlap)
    span_h = overlap + tiling.rows * (area.height - overlap)
    board_w, board_h = board_size
    factor = math.floor(min(span_w / board_w, span_h / board_h) * 10000) / 10000
    return max(1.0, factor)


@dataclass(frozen=True)
class AssemblyMap:
    scale: float
    board: Rect  # the board outline on the map page
    cells: tuple[tuple[str, Rect], ...]  # each tile's visible part, on the map page


def assembly_map(tiling: Tiling, area: Rect) -> AssemblyMap:
    """The board scaled into ``area`` with every tile's outline and label position."""
    scale = min(area.width / tiling.board_width, area.height / tiling.board_height)
    width, height = tiling.board_width * scale, tiling.board_height * scale
    origin_x = area.x + (area.width - width) / 2
    origin_y = area.y + (area.height - height) / 2
    cells = tuple(
        (
            t.label,
            Rect(
                origin_x + t.board_rect.x * scale,
                origin_y + t.board_rect.y * scale,
                t.board_rect.width * scale,
                t.board_rect.height * scale,
            ),
        )
        for t in tiling.tiles
    )
    return AssemblyMap(scale, Rect(origin_x, origin_y, width, height), cells)

"""Packing mixed-size pieces (tokens, counters, standees) onto pages: shelf by shelf,
in the given order, with a cutting gutter between pieces.

Order is kept on purpose: pieces of one kind stay together on the sheet, which is how
people cut and sort them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pnpkit.layout.geometry import Rect
from pnpkit.layout.paper import Paper
from pnpkit.layout.sheets import LayoutError
from pnpkit.layout.units import EPSILON, mm


@dataclass(frozen=True)
class Placed:
    index: int  # position in the input sequence
    rect: Rect  # where the piece lands on its page


def pack_pieces(
    paper: Paper,
    sizes: Sequence[tuple[float, float]],
    *,
    margin: float = mm(8),
    gutter: float = mm(2),
    new_page_before: frozenset[int] = frozenset(),
    new_shelf_before: frozenset[int] = frozenset(),
) -> list[list[Placed]]:
    """Pages of placements, filled top-left to bottom-right in input order.

    ``new_page_before`` lists input indices that must start a fresh page (e.g. a new
    kind of piece), ``new_shelf_before`` those that start a new shelf (with no gutter,
    a shelf of one size is a strip cut off with one straight cut, then cut across).
    """
    area = paper.rect.inset(margin)
    pages: list[list[Placed]] = []
    page: list[Placed] = []
    x = area.x
    shelf_top = area.top
    shelf_height = 0.0
    for index, (w, h) in enumerate(sizes):
        if w <= 0 or h <= 0:
            raise LayoutError(f"piece {index} has no size")
        if w > area.width + EPSILON or h > area.height + EPSILON:
            raise LayoutError(f"piece {index} is larger than the printable part of {paper.name}")
        if index in new_page_before and page:
            pages.append(page)
            page, x, shelf_top, shelf_height = [], area.x, area.top, 0.0
        if x + w > area.right + EPSILON or (index in new_shelf_before and x > area.x):
            shelf_top -= shelf_height + gutter
            x, shelf_height = area.x, 0.0
        if shelf_top - h < area.y - EPSILON:  # next page
            pages.append(page)
            page, x, shelf_top, shelf_height = [], area.x, area.top, 0.0
        page.append(Placed(index, Rect(x, shelf_top - h, w, h)))
        x += w + gutter
        shelf_height = max(shelf_height, h)
    if page:
        pages.append(page)
    return pages

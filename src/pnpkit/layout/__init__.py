"""Pure print geometry: paper, card sizes, bleed, card grids, crop marks, duplex
placement, gutter-fold sheets, board tiling and text fitting.

Stdlib only and free of I/O: everything here is a function from numbers to numbers,
so it can be property-tested and reused by any renderer.  All lengths are PDF points
(1/72 inch) with the origin at the bottom-left of the page, as in PDF.
"""

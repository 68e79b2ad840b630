"""The face of a card that has a picture (render/card_face.py, when its spec names one):
title and kind line at the top, then a framed vignette holding the picture, the stats
row, and the text at the bottom, fitted as large as a comfortable size allows; the
vignette takes whatever height the text leaves, so a short text gets a large picture and
no band of the card stays empty.

Two calls: without ``body_needed`` the text's room is the most it may have (the vignette
at its least), which is the box a text is fitted into (and what `pnpkit check` and
`i18n status` fit, so they agree with the drawing); with the fitted text's height the
vignette grows into the rest.  Pure geometry in points.
"""

from __future__ import annotations

from pnpkit.layout.geometry import Rect
from pnpkit.layout.text_boxes import PANEL_INSET, TITLE_BAND, FaceBoxes, TextBox, face_header
from pnpkit.layout.typefaces import SANS
from pnpkit.layout.units import mm

#: text stays this far inside the panel's edge (2.6 mm: a finger's breadth at the cut)
TEXT_INSET = PANEL_INSET + mm(2.6)
ART_MIN = mm(20)  # the least the vignette keeps, however long the text
ART_STEP = mm(1)
GAP = mm(1.4)
STATS_ROW = mm(7)
#: the text's size range: a comfortable 9.5 pt for short texts, down to 5.5 pt in theory
#: (the shipped decks' longest texts set at about 7.5 pt)
TEXT_MAX, TEXT_MIN = 9.5, 5.5


def picture_face_boxes(width: float, height: float, *, numbered: bool, kind_label: bool,
                       stats: bool, coins: bool, title_max: float = 11.0,
                       title_min: float = 7.0, title_lines: int = 2,
                       text_max: float = TEXT_MAX, text_min: float = TEXT_MIN,
                       body_needed: float | None = None, title_h: float = TITLE_BAND) -> FaceBoxes:
    x = TEXT_INSET
    w = width - 2 * x
    title, label_y, y = face_header(x, height - TEXT_INSET, w, numbered, kind_label,
                                    (title_max, title_min, title_lines), mm(10.3), title_h)
    bottom = TEXT_INSET + (mm(8.5) if coins else 0.0)
    room = y - bottom - GAP - (STATS_ROW if stats else 0.0)
    most = max(room - ART_MIN - GAP, mm(6))
    body_h = most if body_needed is None else min(max(body_needed, mm(3)), most)
    # the vignette's height on a 1 mm step (cards of a deck share a handful of grounds);
    # the rest of a millimetre goes under it
    art_h = room - body_h - GAP
    if body_needed is not None:
        art_h = max(ART_MIN, art_h - art_h % ART_STEP)
    art = Rect(x - mm(0.8), y - GAP - art_h, w + mm(1.6), art_h)
    stats_y = None
    below = art.y - (room - body_h - GAP - art_h)
    if stats:
        stats_y = below - STATS_ROW / 2
        below -= STATS_ROW
    body = TextBox(Rect(x, below - GAP - body_h, w, body_h), SANS, text_max, text_min)
    return FaceBoxes(title, body, label_y, art, stats_y)

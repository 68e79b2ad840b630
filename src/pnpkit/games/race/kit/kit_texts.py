"""The race kit's boxed texts (render.kit_texts)."""

from __future__ import annotations

from typing import Any

from pnpkit.i18n.strings import stable_key
from pnpkit.render.kit_texts import PrintedText
from pnpkit.render.kit_texts import one_text as _one


def race_texts(game: Any, locale: str, text_for=None) -> list[PrintedText]:
    """The boxed texts of the race kit: the board's squares and side paths, and the fold
    note of the pawns on either paper (the rules sheet is a listing that flows).  The
    kit's own words are in the code for every locale (``text_for`` is not needed)."""
    from pnpkit.games.race.kit.race_print import (
        _track_squares,
        lane_squares,
        pawns_how_box,
        square_texts,
        track_geometry,
        words_for,
    )
    from pnpkit.games.race.rules.from_game import cells_and_lanes
    from pnpkit.layout.paper import paper_named

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
            out.append(_one(f"{stable_key('field', f.id)}.name", "field.name", f.name, box))
    for paper in ("a4", "letter"):
        sheet = paper_named(paper).portrait()
        out.append(PrintedText(f"kit.race_print.WORDS.pawns_how@{paper}",
                               ("kit.race_print.WORDS.pawns_how",), "extra", words["pawns_how"],
                               pawns_how_box(sheet.width, sheet.height)))
    return out

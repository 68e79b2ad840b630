"""The pictures of the «Корона Эмбера» kit: each card, item, traveller, prince and token
names its own in the data (``picture: game-icons:NAME``, drawn by render/game_icons.py);
here only the colour of each traveller's pawn, so that pawns differ by colour and by
picture."""

from __future__ import annotations

import colorsys
from typing import Any

from pnpkit.render.surface import RGB

CROWN = "game-icons:crown"


def picture_of(thing: Any) -> str | None:
    """The picture a card, item, character or token names in the data (None: none)."""
    return getattr(thing, "picture", "") or None


character_picture = card_picture = item_picture = picture_of


def pawn_colours(count: int) -> list[tuple[RGB, RGB]]:
    """(tint, deep) colour pairs of ``count`` pawns, hues evenly round the wheel: the
    tint is the pawn's ground (ink reads on it), the deep colour its picture."""
    hues = [i / max(1, count) for i in range(count)]
    return [(colorsys.hls_to_rgb(hue, 0.86, 0.75), colorsys.hls_to_rgb(hue, 0.24, 0.8))
            for hue in hues]

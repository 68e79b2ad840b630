"""The Amber token sheet: thalers by denomination (with the currency's name on the coin),
round point counters saying "пункт/пунктов", alignment markers with the whole word under
their letter, the stat markers for the traveller tracks, one standee per traveller and
labelled tiles for the rest.

Pieces are sorted tallest first so each shelf of the packer holds one size (the whole
sheet fits on four A4 or Letter pages instead of five).
"""

from __future__ import annotations

import colorsys
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from pnpkit.i18n.strings import stable_key
from pnpkit.layout.geometry import Rect
from pnpkit.layout.text_boxes import TextBox, figure_name_box
from pnpkit.layout.units import mm
from pnpkit.render.fonts import SANS_BOLD, SANS_CONDENSED_BOLD
from pnpkit.render.game_icons import draw_icon
from pnpkit.render.icons import draw_thaler
from pnpkit.render.surface import RGB
from pnpkit.render.text import draw_fitted, fit_box, measurer
from pnpkit.render.token_faces import TILE_HEIGHT, pieces_from_game
from pnpkit.render.tokens import Piece, PieceContext
from pnpkit.render.widgets import draw_badge, draw_portrait_frame

_ALIGNMENT_WORLD = {"good": "mind", "evil": "strength", "neutral": "neutral"}
CROWN = "game-icons:crown"


#: the smallest print on a token (pt): a longer word than the token was sized for
#: (a new translation) runs wider instead of smaller
TOKEN_TEXT_MIN = 6.0


def alignment_world(token: Any) -> str:
    """The ring of an alignment token: good in the Mind's colour, evil in the Strength's."""
    return _ALIGNMENT_WORLD[next((k for k in _ALIGNMENT_WORLD if token.id.endswith(k)), "neutral")]


def pawn_colours(count: int) -> list[tuple[RGB, RGB]]:
    """(tint, deep) colour pairs of ``count`` pawns, hues evenly round the wheel, so that
    pawns differ by colour as well as by picture: the tint is the pawn's ground (ink reads
    on it), the deep colour its picture."""
    hues = [i / max(1, count) for i in range(count)]
    return [(colorsys.hls_to_rgb(hue, 0.86, 0.75), colorsys.hls_to_rgb(hue, 0.24, 0.8))
            for hue in hues]


def _coin(value: int, label: str) -> Callable[[PieceContext], None]:
    def draw(ctx: PieceContext) -> None:
        draw_thaler(ctx.surface, ctx.width / 2, ctx.height / 2, ctx.width, value, ctx.palette,
                    unit_label=label)
    return draw


def _badge(world: str, mark: str, mark_size: float, lift: float, word: str, room: float,
           largest: float, drop: float) -> Callable[[PieceContext], None]:
    """A round token in the ring of ``world``: a big ``mark`` (a point counter's value, an
    alignment's initial) over its ``word``; every size is a share of the radius."""
    def draw(ctx: PieceContext) -> None:
        s, r = ctx.surface, ctx.width / 2
        draw_badge(s, r, r, r, "", ctx.palette, world)
        s.save()
        s.fill_color((1, 1, 1) if not ctx.palette.mono else (0.1, 0.1, 0.1))
        s.text(r, r + r * lift - r * mark_size * 0.36, mark, SANS_BOLD, r * mark_size, "middle")
        # the word stays inside the inner ring's chord at its height, and legible
        size = max(TOKEN_TEXT_MIN,
                   min(r * largest, r * room / max(1.0, measurer(SANS_CONDENSED_BOLD)(word, 1.0))))
        s.text(r, r - r * drop, word, SANS_CONDENSED_BOLD, size, "middle")
        s.restore()
    return draw


def _pawn(name: str, picture: str | None, tint: RGB, deep: RGB) -> Callable[[PieceContext], None]:
    """A traveller's standee: their picture in their own colour, their name under it."""
    def draw(ctx: PieceContext) -> None:
        s, pal = ctx.surface, ctx.palette
        s.fill_color((1.0, 1.0, 1.0) if pal.mono else tint)
        s.rect(0, 0, ctx.width, ctx.height)
        draw_portrait_frame(s, Rect(mm(2), mm(8), ctx.width - mm(4), ctx.height - mm(10)),
                            "neutral", pal, picture=picture,
                            ink=(0.1, 0.1, 0.1) if pal.mono else deep,
                            ground=(1.0, 1.0, 1.0))
        box = figure_name_box(ctx.width, ctx.height)
        fitted = fit_box(box, name, locale=ctx.locale, where={"figure": name})
        s.fill_color(pal.text())
        draw_fitted(s, fitted, box.rect, box.font, align="center", valign="middle")
    return draw


def _crown(name: str) -> Callable[[PieceContext], None]:
    """The crown token: the crown itself, gold on amber, with its name."""
    def draw(ctx: PieceContext) -> None:
        s, pal = ctx.surface, ctx.palette
        s.fill_color(pal.light("amber") if not pal.mono else (1.0, 1.0, 1.0))
        s.rect(0, 0, ctx.width, ctx.height)
        draw_icon(s, CROWN, mm(1), mm(6), ctx.width - mm(2), ctx.height - mm(7),
                  pal.dark("amber"))
        box = crown_name_box(ctx.width)
        fitted = fit_box(box, name, locale=ctx.locale, where={"token": "crown"})
        s.fill_color(pal.text())
        draw_fitted(s, fitted, box.rect, box.font, align="center", valign="middle")
    return draw


def crown_name_box(width: float) -> TextBox:
    return TextBox(Rect(mm(1), mm(0.8), width - mm(2), mm(5)), SANS_CONDENSED_BOLD, 7.5, 6, 1,
                   hyphenate=False)


def _quoted(name: str) -> str:
    """'Жетон «Добрый»' → 'Добрый'; '"Good" token' → 'Good'."""
    for left, right in (("«", "»"), ('"', '"'), ("“", "”")):
        if left in name:
            return name.split(left, 1)[1].split(right, 1)[0]
    return name


def amber_pieces(game: Any, words: dict[str, Any]) -> list[Piece]:
    tw = words["tokens"]

    def look(token: Any) -> list[Piece] | None:
        def numbered(shape: str, size: float, draw, texts=()) -> list[Piece]:
            return [Piece(f"{token.id}#{i + 1}", shape, size, size, draw, texts=texts)
                    for i in range(token.count)]

        one = token.value == 1
        if token.kind == "money" and token.value is not None:
            return numbered("circle", mm(19) if token.value < 20 else mm(23),
                            _coin(token.value, tw["thaler"] if one else tw["thalers"]))
        if token.kind == "points" and token.value is not None:
            label = tw["point"] if one else tw["points"]
            return numbered("circle", mm(16), _badge("amber", str(token.value), 0.9, 0.12, label,
                                                     1.3, 0.36, 0.55))
        if token.kind == "crown":
            return numbered("rect", mm(22), _crown(token.name),
                            ((f"{stable_key('token', token.id)}.name", "token.name", token.name,
                              lambda w, h: crown_name_box(w)),))
        if token.kind == "figure":
            travellers = [c for c in game.characters if c.kind == "traveller"]
            return [Piece(f"{token.id}:{c.id}", "standee", mm(26), mm(40),
                          _pawn(c.name, c.picture or None, tint, deep),
                          texts=((f"{stable_key('character', c.id)}.name", "character.name",
                                  c.name, figure_name_box),))
                    for c, (tint, deep) in zip(travellers, pawn_colours(len(travellers)),
                                               strict=True)]
        if token.kind == "alignment":
            word = _quoted(token.name)
            return numbered("circle", mm(20), _badge(alignment_world(token), word[:1].upper(), 0.7,
                                                     0.18, word, 1.5, 0.3, 0.45))
        return None

    pieces = [replace(p, group="", width=min(p.width, mm(22)),
                      height=min(p.height, TILE_HEIGHT) if p.shape == "rect" and p.width > p.height
                      else p.height)
              for p in pieces_from_game(game, look=look)]
    return sorted(pieces, key=lambda p: -p.footprint[1])

"""Token pieces from a loaded game's token list (kind, name, value, count), with a
default look per common kind: coins, point counters, stat markers, alignment markers,
standees for characters, and a plain labelled tile for anything else.

A game passes ``look`` to override the shape chosen for a token kind.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from pnpkit.layout.geometry import Rect
from pnpkit.layout.text_boxes import (
    PICTURE_TILE_BAND,
    figure_name_box,
    label_tile_box,
    picture_tile_box,
)
from pnpkit.layout.typefaces import AVERAGE_ADVANCE
from pnpkit.layout.units import mm
from pnpkit.model.keys import stable_key
from pnpkit.render.game_icons import ICON_PREFIX
from pnpkit.render.icons import STAT_ICONS, draw_stat_icon, draw_thaler
from pnpkit.render.text import draw_fitted, fit_box
from pnpkit.render.tokens import Piece, PieceContext
from pnpkit.render.vignette import draw_vignette
from pnpkit.render.widgets import draw_badge, draw_portrait_frame

COIN_KINDS = {"money", "coin", "coins", "thaler", "thalers"}
POINT_KINDS = {"points", "counter", "counters"}
ALIGNMENT_KINDS = {"alignment"}
FIGURE_KINDS = {"figure", "standee", "stand"}
STAT_WORDS = {"strength": "strength", "mind": "mind", "magic": "magic", "life": "life",
              "experience": "experience", **{code: kind for code, kind in STAT_ICONS.items()}}
_ALIGNMENT_WORLD = {"good": "mind", "evil": "strength", "neutral": "neutral"}
TILE_HEIGHT = mm(14.5)  # a tile with a picture: its band and two lines of name


def _coin(value: int | None) -> Callable[[PieceContext], None]:
    def draw(ctx: PieceContext) -> None:
        draw_thaler(ctx.surface, ctx.width / 2, ctx.height / 2, ctx.width,
                    value if value is not None else "", ctx.palette, emblem=False)
    return draw


def _points(value: int | None) -> Callable[[PieceContext], None]:
    def draw(ctx: PieceContext) -> None:
        s, pal = ctx.surface, ctx.palette
        s.fill_color(pal.panel())
        s.rect(0, 0, ctx.width, ctx.height)
        draw_badge(s, ctx.width / 2, ctx.height / 2, ctx.width * 0.4,
                   str(value if value is not None else "•"), pal, "amber")
    return draw


def _has_picture(token: Any) -> bool:
    """A tile shows the token's game-icons picture when its name also fits under it in
    two lines (by an estimate made the same way every time: a long translation gets the
    plain tile, all name)."""
    if not getattr(token, "picture", "").startswith(ICON_PREFIX):
        return False
    box = picture_tile_box(mm(22), TILE_HEIGHT)
    per_line = int(box.rect.width / (1.15 * AVERAGE_ADVANCE[box.font] * box.min_size))
    lines, used = 1, 0
    for word in token.name.split():
        if len(word) > per_line:
            return False
        if used and used + 1 + len(word) > per_line:
            lines, used = lines + 1, len(word)
        else:
            used += len(word) + (1 if used else 0)
    return lines <= (box.max_lines or 1)


def _label_tile(token: Any, world: str = "neutral") -> Callable[[PieceContext], None]:
    pictured = _has_picture(token)

    def draw(ctx: PieceContext) -> None:
        s, pal = ctx.surface, ctx.palette
        s.fill_color(pal.light(world) if not pal.mono else (1, 1, 1))
        s.rect(0, 0, ctx.width, ctx.height)
        if pictured:  # the picture in a band of the vignette's style, the name under it
            band = Rect(mm(1.2), ctx.height - PICTURE_TILE_BAND - mm(0.8),
                        ctx.width - mm(2.4), PICTURE_TILE_BAND)
            draw_vignette(s, band, world, pal, token.picture, radius=mm(1.2), medallion=False)
        box = (picture_tile_box if pictured else label_tile_box)(ctx.width, ctx.height)
        fitted = fit_box(box, token.name, locale=ctx.locale,
                         where={"token": token.id, "field": "name"})
        s.fill_color(pal.text())
        draw_fitted(s, fitted, box.rect, box.font, align="center", valign="middle")
    return draw


def _stat_marker(kind: str) -> Callable[[PieceContext], None]:
    def draw(ctx: PieceContext) -> None:
        draw_stat_icon(ctx.surface, kind, ctx.width / 2, ctx.height / 2, ctx.width, ctx.palette)
    return draw


def _alignment(token: Any) -> Callable[[PieceContext], None]:
    key = next((k for k in _ALIGNMENT_WORLD if k in token.id), "neutral")
    quoted = token.name.split("«")[-1].rstrip("»") if "«" in token.name else token.name
    letter = quoted[:1].upper()

    def draw(ctx: PieceContext) -> None:
        draw_badge(ctx.surface, ctx.width / 2, ctx.height / 2, ctx.width / 2, letter,
                   ctx.palette, _ALIGNMENT_WORLD[key])
    return draw


def _figure(name: str, world: str) -> Callable[[PieceContext], None]:
    def draw(ctx: PieceContext) -> None:
        s, pal = ctx.surface, ctx.palette
        s.fill_color(pal.light(world) if not pal.mono else (1, 1, 1))
        s.rect(0, 0, ctx.width, ctx.height)
        draw_portrait_frame(s, Rect(mm(2), mm(8), ctx.width - mm(4), ctx.height - mm(10)),
                            world, pal)
        box = figure_name_box(ctx.width, ctx.height)
        fitted = fit_box(box, name, locale=ctx.locale, where={"figure": name})
        s.fill_color(pal.text())
        draw_fitted(s, fitted, box.rect, box.font, align="center", valign="middle")
    return draw


Look = Callable[[Any], list[Piece] | None]


def pieces_from_game(game: Any, *, look: Look | None = None) -> list[Piece]:
    """One Piece per printed token (``count`` copies), grouped by token kind.

    Figures (standees) are made per traveller (a character of kind "traveller") rather
    than ``count`` anonymous copies, so each traveller gets their own named stand."""
    pieces: list[Piece] = []
    for token in game.tokens:
        custom = look(token) if look else None
        if custom is not None:
            pieces += custom
            continue
        kind = token.kind.lower()
        name_context = f"{stable_key('token', token.id)}.name"
        stat = next((STAT_WORDS[w] for w in STAT_WORDS if w in token.id or w in token.name),
                    None)
        named = ((name_context, "token.name", token.name, figure_name_box),)
        chars = [c for c in getattr(game, "characters", ()) if c.kind == "traveller"] \
            if kind in FIGURE_KINDS else []
        if chars:  # a stand of each traveller, named
            make = [Piece(f"{token.id}:{c.id}", "standee", mm(26), mm(40),
                          _figure(c.name, str(c.attrs.get("world", "neutral"))), group=kind,
                          texts=((f"{stable_key('character', c.id)}.name", "character.name",
                                  c.name, figure_name_box),))
                    for c in chars]
        else:  # ``count`` copies alike: (shape, width, height, front, texts)
            if kind in COIN_KINDS:
                size = mm(20) if (token.value or 0) < 20 else mm(24)
                look_of = ("circle", size, size, _coin(token.value), ())
            elif kind in POINT_KINDS:
                look_of = ("rect", mm(14), mm(14), _points(token.value), ())
            elif kind in ALIGNMENT_KINDS:
                look_of = ("circle", mm(16), mm(16), _alignment(token), ())
            elif kind in FIGURE_KINDS:
                look_of = ("standee", mm(26), mm(40), _figure(token.name, "neutral"), named)
            elif stat is not None:
                look_of = ("circle", mm(10), mm(10), _stat_marker(stat), ())
            else:
                pictured = _has_picture(token)
                look_of = ("rect", mm(22), TILE_HEIGHT if pictured else mm(14), _label_tile(token),
                           ((name_context, "token.name", token.name,
                             picture_tile_box if pictured else label_tile_box),))
            shape, width, height, front, texts = look_of
            make = [Piece(f"{token.id}#{n + 1}", shape, width, height, front, group=kind,
                          texts=texts) for n in range(token.count)]
        pieces += [replace(p, label=token.name) for p in make]
    return pieces

"""Cards drawn from a card layout in data (layout.card_layout): each box shows a card
field, a stat with its icon, every stat, a picture or a text template, fitted between
the box's font sizes (layout.textfit) and coloured by the card's kind.

Low ink (``--ink mono``): fills turn to a light grey tint and text to black, so a
kind-coloured band still reads without a page of toner.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from pnpkit.card_template import TemplateFailed, card_values, render_template
from pnpkit.layout.card_layout import CardLayout, LayoutBox, LayoutFace, kind_colours
from pnpkit.layout.units import mm
from pnpkit.readers.images import ImageRefused, read_game_image
from pnpkit.render.deck import DeckCard, FaceContext
from pnpkit.render.fonts import SANS_BOLD
from pnpkit.render.icons import STAT_ICONS, draw_stat_icon
from pnpkit.render.surface import RGB
from pnpkit.render.text import draw_fitted, fit_in_box

ICON_KINDS = frozenset(STAT_ICONS.values()) | frozenset(STAT_ICONS)
BLACK: RGB = (0.0, 0.0, 0.0)


class CardFailed(ValueError):
    """A card that cannot be drawn; the message names the card, its line and the box."""


@lru_cache(maxsize=256)
def hex_rgb(text: str) -> RGB:
    return tuple(int(text[i:i + 2], 16) / 255 for i in (1, 3, 5))  # type: ignore[return-value]


@dataclass(frozen=True)
class _Paints:
    kind: str  # the card kind's colour, "#rrggbb"
    mono: bool

    def resolve(self, paint: str) -> RGB | None:
        if paint == "none":
            return None
        return hex_rgb(self.kind if paint == "kind" else paint)

    def fill(self, paint: str) -> RGB | None:
        rgb = self.resolve(paint)
        if rgb is None or not self.mono:
            return rgb
        grey = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]
        tint = 1 - (1 - grey) * 0.22
        return (tint, tint, tint)

    def ink(self, paint: str) -> RGB | None:
        rgb = self.resolve(paint)
        return BLACK if rgb is not None and self.mono else rgb


def _field(values: Mapping[str, Any], name: str) -> str:
    card = values["card"]
    group, dot, key = name.partition(".")
    value = card.get(group, {}).get(key) if dot else card.get(name)
    return "" if value is None else str(value)


def _text_of(box: LayoutBox, values: Mapping[str, Any]) -> str:
    if box.shows == "field":
        return _field(values, box.what)
    return render_template(box.what, values)


def draw_face(face: LayoutFace, ctx: FaceContext, values: Mapping[str, Any], kind_colour: str,
              folder: Path | None, where: str, at: str = "") -> None:
    """One side of a card: background, border, then every box in order."""
    s, w, h, b = ctx.surface, ctx.width, ctx.height, ctx.bleed
    paints = _Paints(kind_colour, ctx.palette.mono)
    background = paints.fill(face.background)
    border = paints.fill(face.border)
    if border is not None:  # the border colour runs into the bleed; the face sits inside
        s.fill_color(border)
        s.rect(-b, -b, w + 2 * b, h + 2 * b)
        if background is not None:
            s.fill_color(background)
            s.rect(mm(2.5), mm(2.5), w - mm(5), h - mm(5), radius=mm(2))
    elif background is not None:
        s.fill_color(background)
        s.rect(-b, -b, w + 2 * b, h + 2 * b)
    for box in face.boxes:
        try:
            _draw_box(box, ctx, values, paints, folder, at)
        except (TemplateFailed, ImageRefused) as exc:
            raise CardFailed(f"{where}: box '{box.name}': {exc}") from None


def _draw_box(box: LayoutBox, ctx: FaceContext, values: Mapping[str, Any], paints: _Paints,
              folder: Path | None, at: str) -> None:
    s, r = ctx.surface, box.rect
    fill, stroke = paints.fill(box.fill), paints.ink(box.stroke)
    if fill is not None or stroke is not None:
        s.save()
        if fill is not None:
            s.fill_color(fill)
        if stroke is not None:
            s.stroke_color(stroke)
            s.line_width(0.8)
        s.rect(r.x, r.y, r.width, r.height, fill=fill is not None, stroke=stroke is not None,
               radius=box.radius)
        s.restore()
    if box.shows == "image":
        path = render_template(box.what, values)
        if path:
            if folder is None:
                raise ImageRefused(f"image '{path}': no game folder to read it from")
            s.image(r.x, r.y, r.width, r.height, read_game_image(folder, path))
        return
    if box.shows in ("stat", "stats"):
        _draw_stats(box, ctx, values, paints, at)
        return
    text = _text_of(box, values)
    if not text:
        return
    _draw_text(box, ctx, text, paints.ink(box.colour) or BLACK, values, at)


def _draw_text(box: LayoutBox, ctx: FaceContext, text: str, colour: RGB,
               values: Mapping[str, Any], at: str) -> None:
    where = {"card": str(values["card"]["id"]), "box": box.name}
    if at:
        where = {"at": at, **where}
    fitted = fit_in_box(box.rect, text, box.font, max_size=box.max_size, min_size=box.min_size,
                        locale=ctx.locale, max_lines=box.max_lines, where=where)
    ctx.surface.fill_color(colour)
    draw_fitted(ctx.surface, fitted, box.rect, box.font, align=box.align,  # type: ignore[arg-type]
                valign=box.valign)  # type: ignore[arg-type]


def _draw_stats(box: LayoutBox, ctx: FaceContext, values: Mapping[str, Any],
                paints: _Paints, at: str) -> None:
    """Stats side by side: the stat's icon and its value when there is an icon for it,
    otherwise 'name value' in words."""
    stats: Mapping[str, Any] = values["card"]["stats"]
    if box.shows == "stat":
        names = [box.what]
    elif box.what == "all":
        names = list(stats)
    else:
        names = list(box.what)
    shown = [(n, stats[n]) for n in names if stats.get(n) is not None]
    if not shown:
        return
    s, r = ctx.surface, box.rect
    colour = paints.ink(box.colour) or BLACK
    step = r.width / len(shown)
    for i, (name, value) in enumerate(shown):
        cell = type(r)(r.x + step * i, r.y, step, r.height)
        if name in ICON_KINDS:
            icon = min(r.height, step * 0.45)
            draw_stat_icon(s, name, cell.x + icon / 2 + mm(0.5), cell.y + r.height / 2, icon,
                           ctx.palette)
            rest = type(r)(cell.x + icon + mm(1.5), cell.y, max(step - icon - mm(1.5), mm(3)),
                           r.height)
            label = str(value)
        else:
            rest, label = cell, f"{name} {value}"
        box_here = LayoutBox(box.name, rest, "field", "", box.font if name not in ICON_KINDS
                             else SANS_BOLD, box.max_size, box.min_size, 1, "left", "middle")
        _draw_text(box_here, ctx, label, colour, values, at)


def layout_deck(game: Any, deck_id: str, layout: CardLayout, folder: Path | None) -> list[DeckCard]:
    """The cards of ``deck_id`` in number order, drawn with ``layout``."""
    deck = game.index("decks")[deck_id]
    cards = sorted((c for c in game.cards if c.deck == deck_id), key=lambda c: (c.number, c.id))
    colours = kind_colours(layout, [c.kind for c in cards])
    back_values = {"card": {"id": deck.id, "number": None, "name": deck.name, "kind": "",
                            "text": deck.back, "deck": deck.id, "origin": "", "stats": {},
                            "attrs": {}, "image": ""},
                   "deck": {"id": deck.id, "name": deck.name, "back": deck.back},
                   "game": {"id": game.id, "title": game.title}, "index": 0}
    back_colour = layout.colours.get("back") or colours[""]

    def back(ctx: FaceContext) -> None:
        # every back of the deck is the same: drawn once, then reused (a PDF form)
        w, h, b = ctx.width, ctx.height, ctx.bleed
        key = f"layout-back-{deck.id}-{layout.name}-{ctx.palette.ink}-{w:.2f}x{h:.2f}+{b:.2f}"
        ctx.surface.reuse(key, (-b, -b, w + b, h + b), lambda surface: draw_face(
            layout.back, replace(ctx, surface=surface), back_values, back_colour, folder,
            f"deck {deck.id} back"))

    out = []
    for index, card in enumerate(cards):
        values = card_values(card, deck, game, index)
        at = str(card.source) if card.source.line else ""
        where = f"{at}: card {card.id}" if at else f"card {card.id}"

        def front(ctx: FaceContext, values=values, colour=colours[card.kind], where=where,
                  at=at):
            draw_face(layout.front, ctx, values, colour, folder, where, at)

        out.append(DeckCard(card.id, card.name, front, back))
    return out

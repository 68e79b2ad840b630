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
from pnpkit.layout.text_boxes import TextBox
from pnpkit.layout.textfit import FitError
from pnpkit.layout.units import mm
from pnpkit.readers.images import ImageRefused
from pnpkit.render.deck import DeckCard, FaceContext
from pnpkit.render.fonts import SANS_BOLD
from pnpkit.render.game_icons import ICON_PREFIX, picture_file
from pnpkit.render.icons import STAT_ICONS, draw_stat_icon
from pnpkit.render.palette import hex_rgb as palette_hex_rgb
from pnpkit.render.surface import RGB, drawable_picture, saved
from pnpkit.render.text import box_overflow, draw_fitted, fit_box

ICON_KINDS = frozenset(STAT_ICONS.values()) | frozenset(STAT_ICONS)
BLACK: RGB = (0.0, 0.0, 0.0)


class CardFailed(ValueError):
    """A card that cannot be drawn; the message names the card, its line and the box."""


hex_rgb = lru_cache(maxsize=256)(palette_hex_rgb)  # a card's paints, asked for per box


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
        with saved(s):
            if fill is not None:
                s.fill_color(fill)
            if stroke is not None:
                s.stroke_color(stroke)
                s.line_width(0.8)
            s.rect(r.x, r.y, r.width, r.height, fill=fill is not None, stroke=stroke is not None,
                   radius=box.radius)
    if box.shows == "image":
        path = render_template(box.what, values)
        if path:  # a file of the game, or a game-icons picture in the card kind's colour
            s.image(r.x, r.y, r.width, r.height,
                    picture_file(folder, path, paints.ink("kind") or BLACK))
        return
    if box.shows in ("stat", "stats"):
        _draw_stats(box, ctx, values, paints, at)
        return
    text = _text_of(box, values)
    if not text:
        return
    _draw_text(box, ctx, text, paints.ink(box.colour) or BLACK, values, at)


def text_box(box: LayoutBox) -> TextBox:
    """The room a layout box gives its text: what the face fits into and `check` fits too."""
    return TextBox(box.rect, box.font, box.max_size, box.min_size, box.max_lines)


def _where(box: LayoutBox, values: Mapping[str, Any], at: str) -> dict[str, str]:
    where = {"card": str(values["card"]["id"]), "box": box.name}
    return {"at": at, **where} if at else where


def _draw_text(box: LayoutBox, ctx: FaceContext, text: str, colour: RGB,
               values: Mapping[str, Any], at: str) -> None:
    fitted = fit_box(text_box(box), text, locale=ctx.locale, where=_where(box, values, at))
    ctx.surface.fill_color(colour)
    draw_fitted(ctx.surface, fitted, box.rect, box.font, align=box.align,  # type: ignore[arg-type]
                valign=box.valign)  # type: ignore[arg-type]


#: a stat of a stats box: (its name, its share of the box, its icon's size or None, its
#: label, the box the label is fitted in)
_StatCell = tuple[str, Any, float | None, str, LayoutBox]


def _stat_cells(box: LayoutBox, values: Mapping[str, Any]) -> list[_StatCell]:
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
        return []
    r = box.rect
    step = r.width / len(shown)
    cells = []
    for i, (name, value) in enumerate(shown):
        cell = type(r)(r.x + step * i, r.y, step, r.height)
        icon: float | None = None
        if name in ICON_KINDS:
            icon = min(r.height, step * 0.45)
            rest = type(r)(cell.x + icon + mm(1.5), cell.y, max(step - icon - mm(1.5), mm(3)),
                           r.height)
            label = str(value)
        else:
            rest, label = cell, f"{name} {value}"
        box_here = LayoutBox(box.name, rest, "field", "", box.font if name not in ICON_KINDS
                             else SANS_BOLD, box.max_size, box.min_size, 1, "left", "middle")
        cells.append((name, cell, icon, label, box_here))
    return cells


def _draw_stats(box: LayoutBox, ctx: FaceContext, values: Mapping[str, Any],
                paints: _Paints, at: str) -> None:
    colour = paints.ink(box.colour) or BLACK
    for name, cell, icon, label, label_box in _stat_cells(box, values):
        if icon is not None:
            draw_stat_icon(ctx.surface, name, cell.x + icon / 2 + mm(0.5),
                           cell.y + box.rect.height / 2, icon, ctx.palette)
        _draw_text(label_box, ctx, label, colour, values, at)


def face_texts(face: LayoutFace, values: Mapping[str, Any]) -> list[tuple[LayoutBox, str]]:
    """Every text ``draw_face`` fits on ``face``, in drawing order, with the box it is
    fitted into (a template that fails raises TemplateFailed, as the drawing does)."""
    out: list[tuple[LayoutBox, str]] = []
    for box in face.boxes:
        if box.shows == "image":
            continue
        if box.shows in ("stat", "stats"):
            out += [(label_box, label) for *_, label, label_box in _stat_cells(box, values)]
            continue
        text = _text_of(box, values)
        if text:
            out.append((box, text))
    return out


@dataclass(frozen=True)
class _Side:
    face: LayoutFace
    values: Mapping[str, Any]
    colour: str
    where: str  # names the card in a CardFailed
    at: str  # the card's file:line:col ("" for the deck's back)
    source: Any  # the model Source of the card (the deck's for its back)


def _deck_sides(game: Any, deck_id: str, layout: CardLayout) -> tuple[_Side, list[tuple[Any, _Side]]]:
    """The deck's back and each card's front, in number order, with the values and
    colour they are drawn with."""
    deck = game.index("decks")[deck_id]
    cards = sorted((c for c in game.cards if c.deck == deck_id), key=lambda c: (c.number, c.id))
    colours = kind_colours(layout, [c.kind for c in cards])
    back_values = {"card": {"id": deck.id, "number": None, "name": deck.name, "kind": "",
                            "text": deck.back, "deck": deck.id, "origin": "", "stats": {},
                            "attrs": {}, "image": "", "picture": ""},
                   "deck": {"id": deck.id, "name": deck.name, "back": deck.back},
                   "game": {"id": game.id, "title": game.title}, "index": 0}
    back = _Side(layout.back, back_values, layout.colours.get("back") or colours[""],
                 f"deck {deck.id} back", "", deck.source)
    fronts = []
    for index, card in enumerate(cards):
        at = str(card.source) if card.source.line else ""
        fronts.append((card, _Side(layout.front, card_values(card, deck, game, index),
                                   colours[card.kind], f"{at}: card {card.id}" if at
                                   else f"card {card.id}", at, card.source)))
    return back, fronts


def layout_deck(game: Any, deck_id: str, layout: CardLayout, folder: Path | None) -> list[DeckCard]:
    """The cards of ``deck_id`` in number order, drawn with ``layout``."""
    deck = game.index("decks")[deck_id]
    back_side, fronts = _deck_sides(game, deck_id, layout)

    def back(ctx: FaceContext) -> None:
        # every back of the deck is the same: drawn once, then reused (a PDF form)
        w, h, b = ctx.width, ctx.height, ctx.bleed
        key = f"layout-back-{deck.id}-{layout.name}-{ctx.palette.ink}-{w:.2f}x{h:.2f}+{b:.2f}"
        ctx.surface.reuse(key, (-b, -b, w + b, h + b), lambda surface: draw_face(
            back_side.face, replace(ctx, surface=surface), back_side.values, back_side.colour,
            folder, back_side.where))

    out = []
    for card, side in fronts:
        def front(ctx: FaceContext, side=side):
            draw_face(side.face, ctx, side.values, side.colour, folder, side.where, side.at)

        out.append(DeckCard(card.id, card.name, front, back))
    return out


def side_texts(game: Any, deck_id: str, layout: CardLayout):
    """(card or None for the back, side, box, text) for every text the deck's faces fit,
    in drawing order; faces whose template fails are left out (told by
    :func:`deck_template_failures`)."""
    back, fronts = _deck_sides(game, deck_id, layout)
    for card, side in [(None, back), *fronts]:
        try:
            texts = face_texts(side.face, side.values)
        except TemplateFailed:
            continue
        for box, text in texts:
            yield card, side, box, text


def deck_overflows(game: Any, deck_id: str, layout: CardLayout,
                   locale: str) -> list[tuple[Any, FitError]]:
    """Each text of the deck's faces that does not fit its box in ``locale`` (``game``
    already localised), with the card's Source: the FitError the drawing would raise,
    found by the same boxes and the same fit (render.text.fit_box), without drawing."""
    found = []
    for _, side, box, text in side_texts(game, deck_id, layout):
        error = box_overflow(text_box(box), text, locale)
        if error is not None:
            found.append((side.source, error.with_context(**_where(box, side.values, ""),
                                                          locale=locale)))
    return found


def deck_template_failures(game: Any, deck_id: str, layout: CardLayout,
                           folder: Path | None) -> list[tuple[Any, str]]:
    """Each box of the deck's faces whose template fails on its card, or whose picture
    the drawing would refuse, with the card's Source and the words the drawing's
    CardFailed uses (``card ID: box 'NAME': ...``): what ``check`` reports so that it
    refuses what ``build`` refuses."""
    back, fronts = _deck_sides(game, deck_id, layout)
    found = []
    for side in [back, *(side for _, side in fronts)]:
        where = side.where.removeprefix(f"{side.at}: ") if side.at else side.where
        for box in side.face.boxes:
            if box.shows in ("stat", "stats"):
                continue
            try:
                if box.shows == "image":
                    path = render_template(box.what, side.values)
                    if path.startswith(ICON_PREFIX):
                        picture_file(folder, path, BLACK)
                    elif path and folder is not None:
                        drawable_picture(folder, path)  # the drawing's own reader and checks
                else:
                    _text_of(box, side.values)
            except (TemplateFailed, ImageRefused) as exc:
                found.append((side.source, f"{where}: box '{box.name}': {exc}"))
    return found

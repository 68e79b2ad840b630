"""A standard card face any game can use: world frame, number, title, kind line, an art
window with an emblem, a row of stat icons, fitted body text, a coin and a footer.

``FaceSpec`` holds what to print; ``draw_standard_front`` draws it.  ``deck_from_game``
turns a loaded game's deck into DeckCards with a default mapping from the common model
(number, name, kind, text, stats), which a game can replace with its own ``spec_of``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

from pnpkit.layout.picture_face import picture_face_boxes
from pnpkit.layout.text_boxes import TITLE_BAND, FaceBoxes, standard_face_boxes
from pnpkit.layout.units import mm
from pnpkit.render.deck import DeckCard, FaceContext, card_number
from pnpkit.render.fonts import SANS, SANS_BOLD, SANS_OBLIQUE, SERIF_BOLD
from pnpkit.render.frames import draw_card_frame, draw_pattern, safe_box
from pnpkit.render.game_icons import ICON_PREFIX
from pnpkit.render.icons import STAT_ICONS, draw_stat_icon, draw_thaler
from pnpkit.render.palette import WORLDS
from pnpkit.render.surface import saved
from pnpkit.render.text import draw_fitted, fit_box, title_room
from pnpkit.render.vignette import draw_vignette

ICON_KINDS = set(STAT_ICONS.values())


@dataclass(frozen=True)
class FaceSpec:
    id: str
    title: str
    text: str = ""
    number: int | None = None
    kind_label: str = ""
    world: str = "neutral"
    emblem: str | None = None  # stat icon kind shown large in the art window
    stats: tuple[tuple[str, int | str], ...] = ()  # (icon kind or code, value)
    coins: int | str | None = None  # a thaler with this value in the bottom corner
    footer: str = ""  # small grey text bottom right (none when empty)
    picture: str | None = None  # a game-icons picture for the art window, over the emblem
    title_max: float = 11.0
    title_min: float = 7.0
    title_lines: int = 2  # a second line when one line would need less than TITLE_FLOOR
    text_max: float = 8.5
    text_min: float = 5.5


def face_boxes(spec: FaceSpec, width: float, height: float,
               body_needed: float | None = None, *, locale: str) -> FaceBoxes:
    """Where ``spec``'s title and body go on a card of this size (i18n status fits the
    same boxes).  A face with a picture is laid out round its vignette
    (layout.picture_face): ``body_needed`` is the fitted text's height, None for the
    most room the text may take.  A long title takes two lines at a readable size
    before it shrinks (render.text.title_room), the rest of the face moving down."""
    boxes = _face_boxes(spec, width, height, body_needed, TITLE_BAND)
    if not spec.title:
        return boxes
    band, hyphenate = title_room(boxes.title, spec.title, locale)
    if band != boxes.title.rect.height:
        boxes = _face_boxes(spec, width, height, body_needed, band)
    if hyphenate != boxes.title.hyphenate:
        boxes = replace(boxes, title=replace(boxes.title, hyphenate=hyphenate))
    return boxes


def _face_boxes(spec: FaceSpec, width: float, height: float, body_needed: float | None,
                title_h: float) -> FaceBoxes:
    common = dict(numbered=spec.number is not None, kind_label=bool(spec.kind_label),
                  stats=bool(spec.stats), coins=spec.coins is not None, title_max=spec.title_max,
                  title_min=spec.title_min, title_lines=spec.title_lines,
                  text_min=spec.text_min, title_h=title_h)
    if spec.picture:
        return picture_face_boxes(width, height, body_needed=body_needed, **common)
    return standard_face_boxes(width, height, emblem=bool(spec.emblem), text_max=spec.text_max,
                               **common)


def draw_standard_front(spec: FaceSpec, ctx: FaceContext) -> None:
    s, w, h, pal = ctx.surface, ctx.width, ctx.height, ctx.palette
    where = {"card": spec.id}
    world = spec.world if spec.world in WORLDS else "neutral"
    style = pal.world(world)
    draw_card_frame(s, w, h, ctx.bleed, world, pal, kind="standard",
                    label=style.label(ctx.locale) if pal.mono and world != "neutral" else None)
    sx, sy, sw, sh = safe_box(w, h)
    top = sy + sh
    boxes = face_boxes(spec, w, h, locale=ctx.locale)
    body = None
    if spec.text:
        body = fit_box(boxes.body, spec.text, locale=ctx.locale, where={**where, "field": "text"})
        if spec.picture:  # the vignette takes the room the fitted text leaves
            boxes = face_boxes(spec, w, h, body_needed=len(body.lines) * body.leading,
                               locale=ctx.locale)
    if spec.picture:
        sx, sw = boxes.body.rect.x, boxes.body.rect.width
    if spec.number is not None:
        s.fill_color(pal.dark(world))
        s.text(sx, top - 6.5, card_number(spec.number, ctx.locale), SANS_BOLD, 6.5)
    title = fit_box(boxes.title, spec.title, locale=ctx.locale, where={**where, "field": "name"})
    s.fill_color(pal.text())
    draw_fitted(s, title, boxes.title.rect, boxes.title.font, align="center", valign="middle")
    if spec.kind_label and boxes.kind_label_y is not None:
        s.fill_color(pal.dark(world))
        s.text(w / 2, boxes.kind_label_y, spec.kind_label, SANS_OBLIQUE, 6.5, "middle")
        if spec.picture and boxes.art is None:  # no art window: the picture flanks the kind
            from pnpkit.render.game_icons import draw_icon

            side = mm(4.2)
            for x in (sx, sx + sw - side):
                draw_icon(s, spec.picture, x, boxes.kind_label_y - mm(1.3), side, side,
                          pal.dark(world))
    art = boxes.art
    if art is not None and spec.picture:
        draw_vignette(s, art, world, pal, spec.picture)
    elif art is not None:
        with saved(s):
            s.fill_color(pal.light(world) if not pal.mono else (0.97, 0.97, 0.97))
            s.stroke_color(pal.accent(world))
            s.line_width(0.5)
            s.rect(art.x, art.y, art.width, art.height, radius=mm(1.5), stroke=True)
            if pal.mono:
                s.clip_rect(art.x, art.y, art.width, art.height)
                draw_pattern(s, style.pattern, art.x, art.y, art.width, art.height,
                             spacing=mm(2.4), weight=0.3)
        draw_stat_icon(s, spec.emblem, art.x + art.width / 2, art.y + art.height / 2,
                       mm(15), pal)
    if spec.stats and boxes.stats_y is not None:
        row_y = boxes.stats_y
        step = sw / len(spec.stats)
        for i, (code, value) in enumerate(spec.stats):
            cx = sx + step * i + step / 2 - mm(3)
            draw_stat_icon(s, code, cx, row_y, mm(5.5), pal)
            s.fill_color(pal.text())
            s.text(cx + mm(4), row_y - 3.6, str(value), SANS_BOLD, 10)
    if body is not None:
        s.fill_color(pal.text())
        draw_fitted(s, body, boxes.body.rect, boxes.body.font)
    if spec.coins is not None:
        cy = boxes.body.rect.y - mm(4.5) if spec.picture else sy + mm(3.5)
        draw_thaler(s, sx + mm(3.5), cy, mm(7), spec.coins, pal)
    s.fill_color((0.35, 0.35, 0.35))
    if spec.footer.strip():  # never the card's id: a debug label is no part of a face
        s.text(sx + sw, sy + mm(1), spec.footer, SANS, 6, "end")


def draw_standard_back(ctx: FaceContext, title: str, *, emblem: str = "magic") -> None:
    """A generic back: dark field, double rule, a medallion and the deck's name."""
    s, w, h, b, pal = ctx.surface, ctx.width, ctx.height, ctx.bleed, ctx.palette

    def art(surf):
        dark = (0.22, 0.14, 0.08) if not pal.mono else (1.0, 1.0, 1.0)
        line = (0.85, 0.66, 0.30) if not pal.mono else (0.3, 0.3, 0.3)
        surf.fill_color(dark)
        surf.rect(-b, -b, w + 2 * b, h + 2 * b)
        if pal.mono:
            with saved(surf):
                surf.clip_rect(-b, -b, w + 2 * b, h + 2 * b)
                draw_pattern(surf, "cross", -b, -b, w + 2 * b, h + 2 * b, spacing=mm(3),
                             weight=0.25)
        surf.stroke_color(line)
        for inset, width in ((mm(3.5), 1.0), (mm(4.6), 0.4)):
            surf.line_width(width)
            surf.rect(inset, inset, w - 2 * inset, h - 2 * inset, fill=False, stroke=True,
                      radius=mm(2))
        surf.fill_color((1, 1, 1) if pal.mono else dark)
        surf.line_width(1.2)
        surf.circle(w / 2, h / 2, mm(14), stroke=True)
        surf.line_width(0.4)
        surf.circle(w / 2, h / 2, mm(12), fill=False, stroke=True)
        surf.fill_color(line)
        surf.text(w / 2, h / 2 - mm(22), title, SERIF_BOLD, 10, "middle")
    s.reuse(f"standard-back-{pal.ink}-{w:.1f}x{h:.1f}-{title}", (-b, -b, w + b, h + b), art)
    draw_stat_icon(s, emblem, w / 2, h / 2, mm(18), pal)


def default_spec(card: Any, kind_labels: dict[str, str] | None = None) -> FaceSpec:
    """Common-model card -> face: stats whose keys are icon kinds become the stat row."""
    stats = tuple((k, v) for k, v in card.stats.items() if k in ICON_KINDS)
    world = str(card.attrs.get("world", "neutral")) if hasattr(card, "attrs") else "neutral"
    return FaceSpec(
        id=card.id, title=card.name, text=card.text, number=card.number,
        kind_label=(kind_labels or {}).get(card.kind, ""), world=world, stats=stats,
        picture=icon_picture(card),
    )


def icon_picture(thing: Any) -> str | None:
    """A thing's game-icons picture for the standard face's vignette (a picture file is
    a card layout's to place: its image box shows ``card.picture`` too)."""
    picture = getattr(thing, "picture", "")
    return picture if picture.startswith(ICON_PREFIX) else None


def deck_from_game(game: Any, deck_id: str, *,
                   spec_of: Callable[[Any], FaceSpec] | None = None,
                   back: Callable[[FaceContext], None] | None = None) -> list[DeckCard]:
    """The cards of ``deck_id`` in number order as DeckCards with standard faces."""
    decks = {d.id: d for d in game.decks}
    if deck_id not in decks:
        raise ValueError(f"no deck {deck_id!r} (decks: {', '.join(decks) or 'none'})")
    cards: Sequence[Any] = sorted((c for c in game.cards if c.deck == deck_id),
                                  key=lambda c: (c.number, c.id))
    name = decks[deck_id].name
    return face_deck(cards, spec_of or default_spec, lambda spec: spec.title, draw_standard_front,
                     back or (lambda ctx: draw_standard_back(ctx, name.upper())))


def face_deck(things: Sequence[Any], make: Callable[[Any], Any], title: Callable[[Any], str],
              draw_front: Callable[[Any, FaceContext], None],
              back_face: Callable[[FaceContext], None]) -> list[DeckCard]:
    """A DeckCard for each of ``things``: its front drawn from the spec ``make`` gives it."""
    specs = [(thing.id, make(thing)) for thing in things]
    return [DeckCard(ident, title(spec), partial(draw_front, spec), back_face)
            for ident, spec in specs]


def default_item_spec(item: Any, kind_labels: dict[str, str] | None = None) -> FaceSpec:
    """Common-model item -> face: price as a coin, ``attrs.bonus`` stats as a "+n" row."""
    bonus = item.attrs.get("bonus", {}) if hasattr(item, "attrs") else {}
    stats = tuple((k, f"+{v}") for k, v in dict(bonus).items() if k in ICON_KINDS)
    return FaceSpec(
        id=item.id, title=item.name, text=item.text,
        kind_label=(kind_labels or {}).get(item.kind, ""),
        world=str(item.attrs.get("world", "gold")), stats=stats, coins=item.price,
        emblem=stats[0][0] if stats else None, picture=icon_picture(item),
    )


def item_cards(game: Any, *, spec_of: Callable[[Any], FaceSpec] | None = None,
               back: Callable[[FaceContext], None] | None = None,
               back_title: str = "ПРЕДМЕТ") -> list[DeckCard]:
    """Item cards (``attrs.count`` of each, or 1) in data order."""
    make = spec_of or default_item_spec
    back_face = back or (lambda ctx: draw_standard_back(ctx, back_title, emblem="experience"))
    out = []
    for item in game.items:
        spec = make(item)
        for n in range(max(int(item.attrs.get("count", 1)), 0)):
            out.append(DeckCard(f"{item.id}#{n + 1}", spec.title,
                                lambda ctx, spec=spec: draw_standard_front(spec, ctx), back_face))
    return out

"""A standard character card (travellers, princes, heroes): portrait cameo, name, a line
of traits, starting values, abilities, items and a track per stat.

``CharacterSpec`` holds what to print; ``characters_from_game`` builds DeckCards from a
loaded game's characters of one kind with a default mapping from the common model.
Meant for the LARGE card size (3.5 x 5 in) but scales to any card of similar shape.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pnpkit.layout.text_boxes import (
    BANNER_TEXT,
    BLOCK_HEADING,
    CharacterBoxes,
    character_face_boxes,
)
from pnpkit.layout.units import mm
from pnpkit.render.card_face import ICON_KINDS, draw_standard_back, face_deck, icon_picture
from pnpkit.render.deck import DeckCard, FaceContext
from pnpkit.render.fonts import SANS_BOLD
from pnpkit.render.frames import draw_card_frame, safe_box
from pnpkit.render.icons import draw_stat_icon, draw_thaler
from pnpkit.render.palette import WORLDS
from pnpkit.render.text import draw_fitted, fit_box
from pnpkit.render.vignette import draw_vignette
from pnpkit.render.widgets import draw_heading, draw_portrait_frame, draw_track
from pnpkit.word_files import word_file

#: the card's headings, kept in character_face.json
WORDS: dict[str, dict[str, str]] = word_file(__file__, "character_face.json")["WORDS"]


@dataclass(frozen=True)
class CharacterSpec:
    id: str
    name: str
    subtitle: str = ""  # one line under the name (a short description)
    traits: str = ""  # e.g. "Добрый · честный"
    world: str = "neutral"
    stats: tuple[tuple[str, int], ...] = ()  # starting values (icon kind, value)
    coins: int | None = None  # starting money
    abilities: tuple[str, ...] = ()
    items: tuple[str, ...] = ()  # display names
    tracks: tuple[tuple[str, int], ...] = ()  # (icon kind, maximum); empty: none
    picture: str | None = None  # a game-icons picture in the portrait (else a silhouette)


def face_words(locale: str) -> dict[str, str]:
    return WORDS.get(locale.split("_")[0], WORDS["en"])


def draw_character_front(spec: CharacterSpec, ctx: FaceContext) -> None:
    s, w, h, pal = ctx.surface, ctx.width, ctx.height, ctx.palette
    words = face_words(ctx.locale)
    world = spec.world if spec.world in WORLDS else "neutral"
    where = {"card": spec.id}
    draw_card_frame(s, w, h, ctx.bleed, world, pal, kind="character",
                    label=pal.world(world).label(ctx.locale) if pal.mono and world != "neutral" else None)
    sx, sy, sw, sh = safe_box(w, h)
    # Texts are fitted into the first layout (the one `i18n status` checks) and drawn
    # where the second puts them: with a picture, the banner grows into the room the
    # fitted blocks leave.
    first = character_boxes(spec, w, h, ctx.locale)
    fits = [fit_box(inner, body, locale=ctx.locale, where={**where, "field": field})
            for (_, body, field), inner in zip(text_blocks(spec, words), first.bodies,
                                               strict=True)]
    boxes = first
    if spec.picture:
        boxes = character_boxes(spec, w, h, ctx.locale, heights=[
            BLOCK_HEADING * 1.6 + len(f.lines) * f.leading + mm(1.6) for f in fits])
    portrait = boxes.portrait
    if boxes.banner is not None:
        draw_vignette(s, boxes.banner, world, pal, spec.picture, fill_share=0.86)
    else:
        draw_portrait_frame(s, portrait, world, pal, picture=spec.picture)
    text_x = boxes.name.rect.x
    right = sx + sw
    row = boxes.values or portrait
    name = fit_box(first.name, spec.name, locale=ctx.locale, where={**where, "field": "name"})
    s.fill_color(pal.text())
    draw_fitted(s, name, boxes.name.rect, boxes.name.font, valign="middle")
    for line, field, box, drawn in ((spec.subtitle, "subtitle", first.subtitle, boxes.subtitle),
                                    (spec.traits, "traits", first.traits, boxes.traits)):
        if not line or box is None or drawn is None:
            continue
        fitted = fit_box(box, line, locale=ctx.locale, where={**where, "field": field})
        s.fill_color(pal.dark(world))
        draw_fitted(s, fitted, drawn.rect, box.font, valign="middle")
    # Starting values: icons with numbers (and coins), right of the portrait.
    values: list[tuple[Callable[[float], None], Any]] = [
        (lambda cx, kind=kind: draw_stat_icon(s, kind, cx, row.y + mm(5), mm(4.6), pal), value)
        for kind, value in spec.stats]
    if spec.coins is not None:
        values.append((lambda cx: draw_thaler(s, cx, row.y + mm(5), mm(4.8), "", pal),
                       spec.coins))
    if values:
        draw_heading(s, text_x, row.y + mm(9.5), right - text_x, words["start"], pal, world)
        step = (right - text_x) / len(values)
        for i, (icon, value) in enumerate(values):
            cx = text_x + step * i + step / 2
            icon(cx)
            s.fill_color(pal.text())
            s.text(cx, row.y, str(value), SANS_BOLD, 7.5, "middle")
    # Tracks from the bottom up; text blocks share what is left.
    for (kind, maximum), track in reversed(list(zip(spec.tracks, boxes.tracks, strict=True))):
        start = dict(spec.stats).get(kind)
        draw_track(s, track, kind, maximum, pal, mark=start, world=world)
    for (title, _, _), box, inner, fitted in zip(text_blocks(spec, words), boxes.blocks,
                                                 boxes.bodies, fits, strict=True):
        draw_heading(s, box.x, box.top - BLOCK_HEADING, box.width, title, pal, world,
                     size=BLOCK_HEADING)
        s.fill_color(pal.text())
        draw_fitted(s, fitted, inner.rect, inner.font)


def text_blocks(spec: CharacterSpec, words: dict[str, str]) -> list[tuple[str, str, str]]:
    """(heading, body, field) of the card's non-empty text blocks, top down."""
    abilities = "\n".join(f"• {a}" for a in spec.abilities) if len(spec.abilities) > 1 \
        else "".join(spec.abilities)
    blocks = [(words["abilities"], abilities, "abilities"),
              (words["items"], ", ".join(spec.items), "items")]
    return [b for b in blocks if b[1]]


def character_boxes(spec: CharacterSpec, width: float, height: float, locale: str,
                    heights: list[float] | None = None) -> CharacterBoxes:
    """Where ``spec``'s texts go on a card of this size (i18n status fits the same boxes:
    the first layout, whose blocks are the most room the texts may take).  A card with a
    picture shows it in a banner when its blocks still fit under one at BANNER_TEXT or
    larger; longer texts keep the portrait cameo."""
    blocks = [body for _, body, _ in text_blocks(spec, face_words(locale))]
    shape = dict(subtitle=bool(spec.subtitle), traits=bool(spec.traits), blocks=blocks,
                 tracks=len(spec.tracks), values=bool(spec.stats) or spec.coins is not None)
    banner = bool(spec.picture) and _roomy(
        character_face_boxes(width, height, banner=True, **shape), blocks, locale)
    return character_face_boxes(width, height, banner=banner, heights=heights, **shape)


def _roomy(boxes: CharacterBoxes, blocks: list[str], locale: str) -> bool:
    """Whether every block fits its box of ``boxes`` at BANNER_TEXT or larger: a trial of
    the layout (the fitter itself, not the kit's recorded fits)."""
    from pnpkit.layout.textfit import FitError, fit_text
    from pnpkit.render.text import hyphenator, measurer

    for box, body in zip(boxes.bodies, blocks, strict=True):
        try:
            fitted = fit_text((box.rect.width, box.rect.height), body, measurer(box.font),
                              box.max_size, BANNER_TEXT, hyphenator(locale), leading=box.leading,
                              max_lines=box.max_lines)
        except FitError:
            return False
        if fitted.size < BANNER_TEXT:
            return False
    return True


def default_character_spec(character: Any, game: Any) -> CharacterSpec:
    """Common-model character -> card: stats with icon kinds become starting values;
    a ``thalers`` stat becomes coins; items are looked up by id for their names."""
    stats = tuple((k, int(v)) for k, v in character.stats.items() if k in ICON_KINDS)
    coins = character.stats.get("thalers")
    items_by_id = {i.id: i for i in getattr(game, "items", ())}
    items = tuple(items_by_id[i].name if i in items_by_id else i for i in character.items)
    return CharacterSpec(
        id=character.id, name=character.name, subtitle=character.text,
        world=str(character.attrs.get("world", "neutral")), stats=stats,
        coins=int(coins) if coins is not None else None, abilities=character.abilities,
        items=items, tracks=tuple((k, 12) for k, _ in stats),
        picture=icon_picture(character),
    )


def characters_from_game(game: Any, kind: str, *,
                         spec_of: Callable[[Any], CharacterSpec] | None = None,
                         back: Callable[[FaceContext], None] | None = None) -> list[DeckCard]:
    chosen = [c for c in game.characters if c.kind == kind]
    if not chosen:
        raise ValueError(f"no characters of kind {kind!r}")
    # the back carries the game's title (as item backs do), never the kind's id: a
    # designer's "hero" printed «HERO» on a Russian kit
    back_face = back or (lambda ctx: draw_standard_back(ctx, game.title.upper()))
    return face_deck(chosen, spec_of or (lambda c: default_character_spec(c, game)),
                     lambda spec: spec.name, draw_character_front, back_face)


def character_overflows(game: Any, kind: str, locale: str) -> list[tuple[Any, Any]]:
    """Each text of the generic character cards of ``kind`` ("" for every character)
    that does not fit its box in ``locale`` (``game`` already localised), with the
    character: the FitError :func:`draw_character_front` would raise, found with the same
    boxes and the same fit (render.text.box_overflow), without drawing."""
    from pnpkit.layout.paper import LARGE
    from pnpkit.render.text import box_overflow

    words = face_words(locale)
    found = []
    for character in game.characters:
        if kind and character.kind != kind:
            continue
        spec = default_character_spec(character, game)
        boxes = character_boxes(spec, LARGE.width, LARGE.height, locale)
        texts = [(boxes.name, spec.name, "name"), (boxes.subtitle, spec.subtitle, "subtitle"),
                 (boxes.traits, spec.traits, "traits")]
        texts += [(body_box, body, field) for (_, body, field), body_box
                  in zip(text_blocks(spec, words), boxes.bodies, strict=True)]
        for box, text, field in texts:
            error = box_overflow(box, text, locale) if text and box is not None else None
            if error is not None:
                found.append((character, error.with_context(card=spec.id, field=field,
                                                            locale=locale)))
    return found

"""Synthetic character cards and token pieces (not any game's data): the reference for
tests and for writing a real game's faces with widgets, icons and tokens."""

from __future__ import annotations

from pnpkit.layout.geometry import Rect
from pnpkit.layout.units import mm
from pnpkit.render.deck import DeckCard, FaceContext
from pnpkit.render.fonts import SANS, SANS_BOLD, SANS_OBLIQUE, SERIF_BOLD
from pnpkit.render.frames import draw_card_frame, safe_box
from pnpkit.render.icons import draw_die, draw_stat_icon, draw_thaler
from pnpkit.render.sample_deck import draw_sample_back
from pnpkit.render.text import draw_fitted, fit_in_box
from pnpkit.render.tokens import Piece, PieceContext
from pnpkit.render.widgets import (
    draw_badge,
    draw_heading,
    draw_portrait_frame,
    draw_text_block,
    draw_track,
)

STATS = ("ПС", "ПУ", "ПМ", "ПЖ", "ПО")


def draw_sample_character(ctx: FaceContext, *, name: str = "Странствующий картограф",
                          world: str = "magic") -> None:
    s, w, h, pal = ctx.surface, ctx.width, ctx.height, ctx.palette
    where = {"card": "sample.character"}
    draw_card_frame(s, w, h, ctx.bleed, world, pal, kind="character",
                    label=pal.world(world).name_ru.upper() if pal.mono else None)
    sx, sy, sw, sh = safe_box(w, h)
    top = sy + sh
    portrait = Rect(sx, top - mm(30), mm(24), mm(30))
    draw_portrait_frame(s, portrait, world, pal)
    text_x = portrait.right + mm(2.5)
    name_box = Rect(text_x, top - mm(11), sx + sw - text_x, mm(11))
    fitted = fit_in_box(name_box, name, SERIF_BOLD, max_size=12, min_size=7,
                        locale=ctx.locale, where={**where, "field": "name"})
    s.fill_color(pal.text())
    draw_fitted(s, fitted, name_box, SERIF_BOLD, valign="middle")
    s.fill_color(pal.dark(world))
    s.text(text_x, top - mm(15), "Добрый · любознательный · упрямый", SANS_OBLIQUE, 6.5)
    # Starting values.
    draw_heading(s, text_x, top - mm(20), sx + sw - text_x, "Начальные значения", pal, world)
    step = (sx + sw - text_x) / 5
    for i, (code, value) in enumerate(zip(STATS, (3, 5, 6, 4, 0), strict=True)):
        cx = text_x + step * i + step / 2
        draw_stat_icon(s, code, cx, top - mm(25), mm(5.2), pal)
        s.fill_color(pal.text())
        s.text(cx, top - mm(31), str(value), SANS_BOLD, 8, "middle")
    # Abilities and items.
    block_top = portrait.y - mm(2)
    abilities = Rect(sx, block_top - mm(24), sw, mm(24))
    draw_text_block(s, abilities, "Способности",
                    "Раз за игру может перерисовать свой маршрут: переставьте фишку на "
                    "любую соседнюю клетку того же мира. Видит на карте скрытые тропы и "
                    "не теряет ход в тумане.",
                    pal, locale=ctx.locale, where={**where, "field": "abilities"}, world=world)
    items = Rect(sx, abilities.y - mm(15), sw, mm(13))
    draw_text_block(s, items, "Предметы", "Компас, потёртая карта, 10 талеров.", pal,
                    locale=ctx.locale, where={**where, "field": "items"}, world=world)
    # One track per stat.
    track_h = mm(4.6)
    y = items.y - mm(3) - track_h
    for code, start in zip(STATS, (3, 5, 6, 4, 0), strict=True):
        draw_track(s, Rect(sx, y, sw, track_h), code, 12, pal, mark=start, world=world)
        y -= track_h + mm(1.2)


def sample_characters(count: int = 4) -> list[DeckCard]:
    worlds = ("strength", "mind", "magic", "gold")
    names = ("Странствующий картограф", "Хитрый менестрель", "Упрямый кузнец",
             "Молчаливая травница")
    return [
        DeckCard(f"sample.character.{i + 1}", names[i % 4],
                 lambda ctx, i=i: draw_sample_character(ctx, name=names[i % 4],
                                                        world=worlds[i % 4]),
                 lambda ctx: draw_sample_back(ctx, "ПУТНИК"))
        for i in range(count)
    ]


def _thaler(value: int):
    def draw(ctx: PieceContext) -> None:
        draw_thaler(ctx.surface, ctx.width / 2, ctx.height / 2, ctx.width, value, ctx.palette)
    return draw


def _counter(code: str, amount: str):
    def draw(ctx: PieceContext) -> None:
        s, pal = ctx.surface, ctx.palette
        s.fill_color(pal.panel())
        s.rect(0, 0, ctx.width, ctx.height)
        draw_stat_icon(s, code, ctx.width / 2, ctx.height * 0.6, ctx.width * 0.55, pal)
        s.fill_color(pal.text())
        s.text(ctx.width / 2, ctx.height * 0.1, amount, SANS_BOLD, 7, "middle")
    return draw


def _marker(text: str, world: str):
    def draw(ctx: PieceContext) -> None:
        draw_badge(ctx.surface, ctx.width / 2, ctx.height / 2, ctx.width / 2, text,
                   ctx.palette, world)
    return draw


def _figure(label: str, world: str):
    def draw(ctx: PieceContext) -> None:
        s, pal = ctx.surface, ctx.palette
        s.fill_color(pal.light(world))
        s.rect(0, 0, ctx.width, ctx.height)
        draw_portrait_frame(s, Rect(mm(2), mm(8), ctx.width - mm(4), ctx.height - mm(10)),
                            world, pal)
        s.fill_color(pal.text())
        s.text(ctx.width / 2, mm(3), label, SANS, 6, "middle")
    return draw


def sample_pieces() -> list[Piece]:
    pieces: list[Piece] = []
    for value, copies in ((1, 10), (5, 8), (10, 6), (25, 4)):
        pieces += [Piece(f"thaler.{value}.{n}", "circle", mm(20), mm(20), _thaler(value),
                         group="Талеры") for n in range(copies)]
    for code in ("ПС", "ПУ", "ПМ", "ПЖ", "ПО"):
        pieces += [Piece(f"counter.{code}.{n}", "rect", mm(15), mm(15),
                         _counter(code, "+1" if n % 2 == 0 else "+3"), group="Очки")
                   for n in range(4)]
    for n, (text, world) in enumerate((("Д", "mind"), ("З", "strength"), ("Н", "neutral"))):
        pieces.append(Piece(f"alignment.{n}", "circle", mm(16), mm(16), _marker(text, world),
                            group="Очки"))
    for n, world in enumerate(("strength", "mind", "magic", "gold")):
        pieces.append(Piece(f"standee.{n}", "standee", mm(26), mm(40),
                            _figure(f"Путник {n + 1}", world), group="Фигурки"))
    return pieces


def draw_die_strip(ctx: PieceContext) -> None:
    for i in range(6):
        draw_die(ctx.surface, i * mm(9), 0, mm(8), i + 1, ctx.palette)


__all__ = ["sample_characters", "sample_pieces", "draw_sample_character", "SANS"]

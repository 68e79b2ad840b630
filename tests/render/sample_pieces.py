"""Synthetic character cards and token pieces (not any game's data): the reference for
tests and for writing a real game's faces with widgets, icons and tokens."""

from __future__ import annotations

from sample_deck import draw_sample_back

from pnpkit.layout.geometry import Rect
from pnpkit.layout.units import mm
from pnpkit.render.character_face import CharacterSpec, draw_character_front
from pnpkit.render.deck import DeckCard, FaceContext
from pnpkit.render.fonts import SANS, SANS_BOLD
from pnpkit.render.icons import draw_stat_icon, draw_thaler
from pnpkit.render.tokens import Piece, PieceContext
from pnpkit.render.widgets import (
    draw_badge,
    draw_portrait_frame,
)

STATS = ("ПС", "ПУ", "ПМ", "ПЖ", "ПО")


def draw_sample_character(ctx: FaceContext, *, name: str = "Странствующий картограф",
                          world: str = "magic") -> None:
    spec = CharacterSpec(
        id="sample.character", name=name, subtitle="Рисует карты земель, где ещё не бывал.",
        traits="Добрый · любознательный · упрямый", world=world,
        stats=tuple(zip(STATS, (3, 5, 6, 4, 0), strict=True)), coins=10,
        abilities=("Раз за игру может перерисовать свой маршрут: переставьте фишку на "
                   "любую соседнюю клетку того же мира.",
                   "Видит на карте скрытые тропы и не теряет ход в тумане."),
        items=("Компас", "потёртая карта"),
        tracks=tuple((code, 12) for code in STATS),
    )
    draw_character_front(spec, ctx)


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


__all__ = ["sample_characters", "sample_pieces", "draw_sample_character", "SANS"]

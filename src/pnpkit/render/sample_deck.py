"""A synthetic, game-independent sample deck: the reference card face for tests, the
speed benchmark and anyone writing a real game's faces.

Texts are generated from a small word pool with a seeded random source, so a deck of any
size is reproducible and has the length spread of real adventure cards.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pnpkit.layout.geometry import Rect
from pnpkit.layout.units import mm
from pnpkit.render.deck import DeckCard, FaceContext
from pnpkit.render.fonts import SANS, SANS_BOLD, SANS_OBLIQUE, SERIF_BOLD
from pnpkit.render.frames import draw_card_frame, draw_pattern, safe_box
from pnpkit.render.icons import draw_stat_icon, draw_thaler
from pnpkit.render.text import draw_fitted, fit_in_box

WORLD_KEYS = ("strength", "mind", "magic", "gold")
WORLD_STAT = {"strength": "ПС", "mind": "ПУ", "magic": "ПМ", "gold": "ПО"}
KIND_WORDS = {"ru": ("Враг", "Событие", "Находка", "Встреча"),
              "en": ("Enemy", "Event", "Find", "Encounter")}

_NOUNS = ("путник", "страж", "ворон", "кузнец", "отшельник", "летописец", "перевозчик",
          "рыцарь", "маг", "оракул", "трактирщик", "звездочёт")
_THINGS = ("колодец", "мост", "караван", "фонарь", "лабиринт", "сундук", "замок", "амулет",
           "свиток", "компас", "перстень", "меч")
_ADJECTIVES = ("старый", "хитрый", "забытый", "молчаливый", "золотой", "туманный",
               "железный", "странствующий", "зачарованный", "неприветливый")
_VERBS = ("предлагает", "требует", "прячет", "охраняет", "обещает", "забирает",
          "показывает", "продаёт", "испытывает", "провожает")
_TAILS = ("бросьте кубик", "получите 2 талера", "потеряйте 1 ПЖ", "возьмите ещё карту",
          "пропустите ход", "переместитесь на 3 клетки", "проверьте ПУ", "сразитесь с ним",
          "положите карту под колоду", "отдайте один предмет")


@dataclass(frozen=True)
class SampleCard:
    id: str
    number: int
    title: str
    kind: str
    world: str
    stats: tuple[tuple[str, int], ...]
    body: str
    reward: int


def _sentence(rng: random.Random) -> str:
    words = [rng.choice(_ADJECTIVES), rng.choice(_NOUNS), rng.choice(_VERBS),
             rng.choice(_ADJECTIVES), rng.choice(_THINGS)]
    sentence = " ".join(words)
    if rng.random() < 0.6:
        sentence += ": " + rng.choice(_TAILS)
    return sentence[0].upper() + sentence[1:] + "."


def sample_cards(count: int, *, seed: int = 7, locale: str = "ru") -> list[SampleCard]:
    rng = random.Random(seed)
    cards = []
    kinds = KIND_WORDS.get(locale, KIND_WORDS["en"])
    for number in range(1, count + 1):
        world = WORLD_KEYS[(number - 1) % len(WORLD_KEYS)]
        title = f"{rng.choice(_ADJECTIVES).capitalize()} {rng.choice(_NOUNS)}"
        body = " ".join(_sentence(rng) for _ in range(rng.randint(2, 4)))
        stats = tuple((code, rng.randint(1, 9)) for code in ("ПС", "ПУ", "ПМ"))
        cards.append(SampleCard(f"sample.{number:04d}", number, title,
                                kinds[number % len(kinds)], world, stats, body,
                                rng.randint(1, 12)))
    return cards


def draw_sample_front(card: SampleCard, ctx: FaceContext) -> None:
    s, w, h, pal = ctx.surface, ctx.width, ctx.height, ctx.palette
    where = {"card": card.id}
    mono_label = pal.world(card.world).name_ru.upper() if pal.mono else None
    draw_card_frame(s, w, h, ctx.bleed, card.world, pal, kind="adventure", label=mono_label)
    sx, sy, sw, sh = safe_box(w, h)
    top = sy + sh
    # Number and title.
    s.fill_color(pal.dark(card.world))
    s.text(sx, top - 6.5, f"№{card.number}", SANS_BOLD, 6.5)
    title_box = Rect(sx + mm(7), top - mm(6), sw - mm(7), mm(6))
    title = fit_in_box(title_box, card.title, SERIF_BOLD, max_size=11, min_size=7,
                       locale=ctx.locale, max_lines=1, where={**where, "field": "title"})
    s.fill_color(pal.text())
    draw_fitted(s, title, title_box, SERIF_BOLD, align="center", valign="middle")
    # Kind line.
    s.fill_color(pal.dark(card.world))
    s.text(w / 2, top - mm(9), f"{card.kind} · {pal.world(card.world).name_ru}",
           SANS_OBLIQUE, 6.5, "middle")
    # Art window: a tinted panel with the world's stat emblem (no scans, all vector).
    art = Rect(sx, top - mm(33), sw, mm(22))
    s.save()
    s.fill_color(pal.light(card.world) if not pal.mono else (0.97, 0.97, 0.97))
    s.stroke_color(pal.accent(card.world))
    s.line_width(0.5)
    s.rect(art.x, art.y, art.width, art.height, radius=mm(1.5), stroke=True)
    s.clip_rect(art.x, art.y, art.width, art.height)
    if pal.mono:
        draw_pattern(s, pal.world(card.world).pattern, art.x, art.y, art.width, art.height,
                     spacing=mm(2.4), weight=0.3)
    s.restore()
    draw_stat_icon(s, WORLD_STAT[card.world], art.x + art.width / 2, art.y + art.height / 2,
                   mm(17), pal)
    # Stat row.
    row_y = art.y - mm(5)
    step = sw / 3
    for i, (code, value) in enumerate(card.stats):
        cx = sx + step * i + step / 2 - mm(3)
        draw_stat_icon(s, code, cx, row_y, mm(5.5), pal)
        s.fill_color(pal.text())
        s.text(cx + mm(4), row_y - 3.6, str(value), SANS_BOLD, 10)
    # Body text, fitted with hyphenation.
    body_box = Rect(sx, sy + mm(9), sw, row_y - mm(4) - (sy + mm(9)))
    body = fit_in_box(body_box, card.body, SANS, max_size=8.5, min_size=5.5, locale=ctx.locale,
                      where={**where, "field": "body"})
    s.fill_color(pal.text())
    draw_fitted(s, body, body_box, SANS, align="left", valign="top")
    # Reward and id.
    draw_thaler(s, sx + mm(3.5), sy + mm(3.5), mm(7), card.reward, pal)
    s.fill_color((0.5, 0.5, 0.5))
    s.text(sx + sw, sy + mm(1), card.id, SANS, 5, "end")


def draw_sample_back(ctx: FaceContext, title: str = "ПРИКЛЮЧЕНИЕ") -> None:
    s, w, h, b, pal = ctx.surface, ctx.width, ctx.height, ctx.bleed, ctx.palette

    def art(surf):
        dark = (0.22, 0.14, 0.08) if not pal.mono else (1.0, 1.0, 1.0)
        line = (0.85, 0.66, 0.30) if not pal.mono else (0.3, 0.3, 0.3)
        surf.fill_color(dark)
        surf.rect(-b, -b, w + 2 * b, h + 2 * b)
        if pal.mono:
            surf.save()
            surf.clip_rect(-b, -b, w + 2 * b, h + 2 * b)
            draw_pattern(surf, "cross", -b, -b, w + 2 * b, h + 2 * b, spacing=mm(3), weight=0.25)
            surf.restore()
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
    s.reuse(f"sample-back-{pal.ink}-{w:.1f}x{h:.1f}", (-b, -b, w + b, h + b), art)
    draw_stat_icon(s, "ПМ", w / 2, h / 2, mm(18), pal)


def sample_deck(count: int, *, seed: int = 7, locale: str = "ru") -> list[DeckCard]:
    cards = sample_cards(count, seed=seed, locale=locale)
    return [
        DeckCard(c.id, c.title, lambda ctx, c=c: draw_sample_front(c, ctx), draw_sample_back)
        for c in cards
    ]

"""A synthetic, game-independent sample deck: the reference card face for tests, the
speed benchmark and anyone writing a real game's faces.

Texts are generated from a small word pool with a seeded random source, so a deck of any
size is reproducible and has the length spread of real adventure cards.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pnpkit.render.card_face import FaceSpec, draw_standard_back, draw_standard_front
from pnpkit.render.deck import DeckCard, FaceContext
from pnpkit.render.palette import WORLDS

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


def sample_spec(card: SampleCard) -> FaceSpec:
    return FaceSpec(
        id=card.id, title=card.title, text=card.body, number=card.number,
        kind_label=f"{card.kind} · {WORLDS[card.world].name_ru}", world=card.world,
        emblem=WORLD_STAT[card.world], stats=card.stats, coins=card.reward,
    )


def draw_sample_front(card: SampleCard, ctx: FaceContext) -> None:
    draw_standard_front(sample_spec(card), ctx)


def draw_sample_back(ctx: FaceContext, title: str = "ПРИКЛЮЧЕНИЕ", *,
                     emblem: str = "ПМ") -> None:
    draw_standard_back(ctx, title, emblem=emblem)


def sample_deck(count: int, *, seed: int = 7, locale: str = "ru") -> list[DeckCard]:
    cards = sample_cards(count, seed=seed, locale=locale)
    return [
        DeckCard(c.id, c.title, lambda ctx, c=c: draw_sample_front(c, ctx), draw_sample_back)
        for c in cards
    ]

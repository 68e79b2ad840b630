"""The «Корона Эмбера» print kit: the standard kit parts with Amber's own card faces.

Adventure cards are framed by the world a creature is strongest in (so an orc is red,
a will-o'-the-wisp blue) and other cards by their kind; kind labels are printed words
kept in ``WORDS`` (translated through the catalogue like every other printed string).
"""

from __future__ import annotations

from typing import Any

from pnpkit.render.card_face import FaceSpec, default_spec
from pnpkit.render.standard_kit import KitSettings

#: printed words of this kit, by locale (collected into the catalogue by pnpkit.i18n)
WORDS: dict[str, dict[str, Any]] = {
    "ru": {
        "kinds": {
            "enemy": "Враг", "beast": "Зверь", "undead": "Нечисть", "snake-dragon": "Змей и дракон",
            "creature": "Существо", "friend": "Друг", "thief": "Вор", "item": "Предмет",
            "magic-item": "Магический предмет", "event": "Событие", "spell": "Заклинание",
            "curse": "Проклятие", "source": "Источник", "quest": "Поручение",
            "amulet": "Амулет", "contraband": "Контрабанда", "badge": "Жетон",
            "ticket": "Билет", "horse": "Лошадь", "crown": "Корона", "weapon": "Оружие",
        },
        "catalogue": "Торговый каталог",
        "items_back": "ПРЕДМЕТ",
    },
    "en": {
        "kinds": {
            "enemy": "Enemy", "beast": "Beast", "undead": "Undead", "snake-dragon": "Serpent & dragon",
            "creature": "Creature", "friend": "Friend", "thief": "Thief", "item": "Item",
            "magic-item": "Magic item", "event": "Event", "spell": "Spell",
            "curse": "Curse", "source": "Spring", "quest": "Quest",
            "amulet": "Amulet", "contraband": "Contraband", "badge": "Badge",
            "ticket": "Ticket", "horse": "Horse", "crown": "Crown", "weapon": "Weapon",
        },
        "catalogue": "Trade catalogue",
        "items_back": "ITEM",
    },
}

FIGHTING_WORLDS = ("strength", "mind", "magic")
KIND_WORLD = {
    "friend": "amber", "quest": "amber", "item": "gold", "magic-item": "gold",
    "spell": "magic", "curse": "magic", "source": "mind", "event": "neutral", "thief": "gold",
}


def card_world(card: Any) -> str:
    """The frame of an adventure card: a fighter's strongest world, else by kind."""
    fighting = [(card.stats.get(w, 0), -i, w) for i, w in enumerate(FIGHTING_WORLDS)
                if isinstance(card.stats.get(w), int)]
    if fighting:
        return max(fighting)[2]
    return KIND_WORLD.get(card.kind, "neutral")


def words_for(locale: str, text_for=None) -> dict[str, Any]:
    """This kit's words in ``locale``; other locales go through the catalogue."""
    language = locale.split("_")[0]
    if language in WORDS:
        return WORDS[language]
    if text_for is not None:
        from pnpkit.i18n.code_texts import localized_table

        return localized_table("pnpkit.render.amber_kit:WORDS", text_for, locale)
    return WORDS["ru"]


def amber_settings(options, words: dict[str, Any]) -> KitSettings:
    return KitSettings(
        locale=options.locale, paper=options.paper, ink=options.ink, duplex=options.duplex,
        back_offset_mm=tuple(options.back_offset), kind_labels=dict(words["kinds"]),
        catalogue_title=words["catalogue"], items_back=words["items_back"],
    )


def amber_card_spec(card: Any, kind_labels: dict[str, str]) -> FaceSpec:
    spec = default_spec(card, kind_labels)
    return FaceSpec(**{**spec.__dict__, "world": card_world(card)})


def amber_parts(game: Any, options, inputs=()) -> list:
    """Every part of the Amber kit for the pipeline (the game already localised)."""
    from pnpkit.render.standard_kit import standard_kit_parts

    words = words_for(options.locale)
    settings = amber_settings(options, words)
    return standard_kit_parts(game, settings, inputs,
                              card_spec=lambda card, labels: amber_card_spec(card, labels))

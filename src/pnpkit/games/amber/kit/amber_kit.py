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
            "owner-item": "Личная вещь",
        },
        "catalogue": "Торговый каталог",
        "catalogue_note": "Цены в талерах. ПО — сколько пунктов опыта нужно, чтобы вещь "
                          "помогала в деле.",
        "needs": "ПО",
        "found": "Находят, а не покупают",
        "where": "Где",
        "cards": "карты",
        "items_back": "ПРЕДМЕТ",
        "backs": {"traveller": "Путник", "prince": "Принц Эмбера"},
        "tokens": {"title": "Жетоны и фишки", "thaler": "талер", "thalers": "талеров",
                   "point": "пункт", "points": "пунктов"},
        # traits as printed: masculine | feminine
        "traits": {
            "good": "Добрый|Добрая", "neutral": "Нейтральный|Нейтральная", "evil": "Злой|Злая",
            "honest": "честный|честная", "dishonest": "нечестный|нечестная",
            "patient": "терпеливый|терпеливая", "impatient": "нетерпеливый|нетерпеливая",
            "prince": "Принц Эмбера|Принцесса Эмбера",
        },
    },
    "en": {
        "kinds": {
            "enemy": "Enemy", "beast": "Beast", "undead": "Undead", "snake-dragon": "Serpent & dragon",
            "creature": "Creature", "friend": "Friend", "thief": "Thief", "item": "Item",
            "magic-item": "Magic item", "event": "Event", "spell": "Spell",
            "curse": "Curse", "source": "Spring", "quest": "Quest",
            "amulet": "Amulet", "contraband": "Contraband", "badge": "Badge",
            "ticket": "Ticket", "horse": "Horse", "crown": "Crown", "weapon": "Weapon",
            "owner-item": "Personal item",
        },
        "catalogue": "Trade catalogue",
        "catalogue_note": "Prices in thalers. Exp. — the Experience you need before the thing "
                          "helps you.",
        "needs": "Exp.",
        "found": "Found, not bought",
        "where": "Where",
        "cards": "cards",
        "items_back": "ITEM",
        "backs": {"traveller": "Traveller", "prince": "Prince of Amber"},
        "tokens": {"title": "Tokens and counters", "thaler": "thaler", "thalers": "thalers",
                   "point": "point", "points": "points"},
        "traits": {
            "good": "Good|Good", "neutral": "Neutral|Neutral", "evil": "Evil|Evil",
            "honest": "honest|honest", "dishonest": "dishonest|dishonest",
            "patient": "patient|patient", "impatient": "impatient|impatient",
            "prince": "Prince of Amber|Princess of Amber",
        },
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

        return localized_table("pnpkit.games.amber.kit.amber_kit:WORDS", text_for, locale)
    return WORDS["ru"]


def amber_settings(options, words: dict[str, Any]) -> KitSettings:
    return KitSettings(
        locale=options.locale, paper=options.paper, ink=options.ink, duplex=options.duplex,
        back_offset_mm=tuple(options.back_offset), kind_labels=dict(words["kinds"]),
        catalogue_title=words["catalogue"], items_back=words["items_back"],
        catalogue_subtitle=words["catalogue_note"], tokens_title=words["tokens"]["title"],
        cards=getattr(options, "cards", "bleed"),
    )


#: the frame of an item card by its kind (the world it belongs to in play)
ITEM_WORLD = {"item": "gold", "horse": "gold", "magic-item": "magic", "amulet": "magic",
              "friend": "amber", "contraband": "strength", "badge": "mind", "crown": "amber",
              "owner-item": "gold", "ticket": "gold"}


def amber_item_spec(item: Any, words: dict[str, Any]) -> FaceSpec:
    """Item cards: framed by kind, the kind and the experience needed under the name,
    the footer left empty of ids."""
    from pnpkit.render.card_face import default_item_spec

    spec = default_item_spec(item, words["kinds"])
    label = words["kinds"].get(item.kind, "")
    experience = item.attrs.get("experience")
    if experience:
        label = f"{label} · {words['needs']} {experience}" if label else \
            f"{words['needs']} {experience}"
    from pnpkit.games.amber.kit.amber_art import item_picture

    return FaceSpec(**{**spec.__dict__, "kind_label": label, "footer": " ",
                       "world": ITEM_WORLD.get(item.kind, "gold"),
                       "picture": item_picture(item)})


def amber_card_spec(card: Any, kind_labels: dict[str, str]) -> FaceSpec:
    from pnpkit.games.amber.kit.amber_art import card_picture

    spec = default_spec(card, kind_labels)
    return FaceSpec(**{**spec.__dict__, "world": card_world(card),
                       "picture": card_picture(card)})


#: own ПС/ПУ/ПМ/ПО are capped at 14 before the Провал; the tracks run that far
TRACK_MAX = 14


def traits_line(character: Any, words: dict[str, Any]) -> str:
    """'Добрая · честная · нетерпеливая': alignment and traits in the character's gender."""
    forms = words["traits"]
    feminine = character.attrs.get("sex") == "female"

    def word(key: str) -> str:
        masculine, _, female = forms[key].partition("|")
        return female if feminine and female else masculine

    if character.kind == "prince":
        return word("prince")
    parts = []
    if character.attrs.get("alignment") in ("good", "neutral", "evil"):
        parts.append(word(character.attrs["alignment"]))
    if "honest" in character.attrs:
        parts.append(word("honest" if character.attrs["honest"] else "dishonest"))
    if "patient" in character.attrs:
        parts.append(word("patient" if character.attrs["patient"] else "impatient"))
    return " · ".join(parts)


def amber_character_spec(character: Any, game: Any, words: dict[str, Any]):
    from pnpkit.render.character_face import default_character_spec

    spec = default_character_spec(character, game)
    tracks = tuple((kind, TRACK_MAX) for kind, _ in spec.stats) or tuple(
        (kind, TRACK_MAX) for kind in ("strength", "mind", "magic", "life", "experience"))
    from pnpkit.games.amber.kit.amber_art import character_picture

    return type(spec)(**{**spec.__dict__, "traits": traits_line(character, words),
                         "world": "amber" if character.kind == "prince" else spec.world,
                         "tracks": tracks, "picture": character_picture(character)})


def _amber_faces_hooks(game: Any, options, words: dict[str, Any]) -> dict[str, Any]:
    """How Amber draws the standard kit's cards, backs and boards (shared by the print
    parts and the exported faces, so both draw the same)."""
    from pnpkit.games.amber.kit.amber_backs import amber_back
    from pnpkit.games.amber.kit.amber_board import amber_board

    deck_names = {d.id: d.name for d in game.decks}

    def back_of(key: str):
        title = (words["items_back"] if key == "items" else words["backs"].get(key)
                 or deck_names.get(key, ""))
        ground = "navy" if key == "items" else "forest" if key in words["backs"] else "garnet"
        return amber_back(game.title, title, ground)

    return dict(card_spec=lambda card, labels: amber_card_spec(card, labels),
                character_spec=lambda c: amber_character_spec(c, game, words),
                board_of=lambda board_id: amber_board(game, board_id, ink=options.ink,
                                                      locale=options.locale),
                back_of=back_of,
                item_spec=lambda item: amber_item_spec(item, words))


def amber_parts(game: Any, options, inputs=()) -> list:
    """Every part of the Amber kit for the pipeline (the game already localised)."""
    from pnpkit.games.amber.kit.amber_catalogue import amber_catalogue_sections
    from pnpkit.games.amber.kit.amber_tokens import amber_pieces
    from pnpkit.render.standard_kit import standard_kit_parts

    words = words_for(options.locale)
    return standard_kit_parts(game, amber_settings(options, words), inputs,
                              catalogue=lambda: amber_catalogue_sections(game, words),
                              tokens_of=lambda: amber_pieces(game, words),
                              **_amber_faces_hooks(game, options, words))


def amber_faces(game: Any, options):
    """The Amber kit's cards and boards one by one (pnpkit export), drawn as amber_parts
    prints them; decks and boards are named like their parts."""
    from pnpkit.render.faces import standard_faces

    words = words_for(options.locale)
    names = {"travellers": words["backs"]["traveller"], "princes": words["backs"]["prince"],
             "items": words["items_back"]}
    return standard_faces(game, amber_settings(options, words), set_names=names,
                          **_amber_faces_hooks(game, options, words))


# --- the kit in data: content/amber/game.yaml's kit: names these kinds ----------------
# (plugin.kit_builders); each is called as builder(build, component) with a
# render.kit_plan.KitBuild, and draws what amber_parts draws for that part.

def _hooks(build) -> tuple[Any, dict[str, Any], dict[str, Any]]:
    words = words_for(build.options.locale)
    return (amber_settings(build.options, words), words,
            _amber_faces_hooks(build.game, build.options, words))


def board_part(build, component):
    """An Amber board: the worlds, the Kingdom, the Temple, the Pass."""
    from pnpkit.render.standard_kit import board_part as standard_board

    settings, _words, hooks = _hooks(build)
    return standard_board(build.game, component.board, component.part, settings, build.inputs,
                          hooks["board_of"])


def deck_part(build, component):
    """The adventure deck: each card framed by the world a creature is strongest in."""
    from pnpkit.render.standard_kit import standard_deck_part

    settings, _words, hooks = _hooks(build)
    return standard_deck_part(build.game, component.deck, component.part, settings,
                              build.inputs, hooks["card_spec"], hooks["back_of"])


def characters_part(build, component):
    """Travellers or princes on large cards, with their traits and tracks."""
    from pnpkit.render.standard_kit import characters_part as standard_characters

    settings, _words, hooks = _hooks(build)
    return standard_characters(build.game, component.of, component.part, settings,
                               build.inputs, hooks["character_spec"], hooks["back_of"])


def items_part(build, component):
    """Item cards, framed by the world each belongs to in play."""
    from pnpkit.render.standard_kit import items_part as standard_items

    settings, _words, hooks = _hooks(build)
    return standard_items(build.game, component.part, settings, build.inputs,
                          hooks["item_spec"], hooks["back_of"])


def catalogue_part(build, component):
    """The trade catalogue: prices in thalers, the experience each thing needs."""
    from pnpkit.games.amber.kit.amber_catalogue import amber_catalogue_sections
    from pnpkit.render.standard_kit import catalogue_part as standard_catalogue

    settings, words, _hooks_ = _hooks(build)
    return standard_catalogue(build.game, component.part, settings, build.inputs,
                              lambda: amber_catalogue_sections(build.game, words))


def tokens_part(build, component):
    """Thalers, points and the pieces of play."""
    from pnpkit.games.amber.kit.amber_tokens import amber_pieces
    from pnpkit.render.standard_kit import tokens_part as standard_tokens

    settings, words, _hooks_ = _hooks(build)
    return standard_tokens(build.game, component.part, settings, build.inputs,
                           lambda: amber_pieces(build.game, words))


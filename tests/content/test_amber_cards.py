"""The adventure deck of «Корона Эмбера» (content/amber/cards): complete, faithful where
the sources speak, and playable by the Amber rules engine."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from text_trees import strings

from pnpkit.games.amber.rules.effects import OPPONENT_KINDS, OPS
from pnpkit.readers.game_reader import load_game

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "content" / "amber"
CARDS = GAME / "cards"
SHARED = Path("/work/shared")


class _Yaml12Loader(yaml.SafeLoader):
    """Booleans as in YAML 1.2 (and the project's reader): a key ``on:`` stays "on"."""


_Yaml12Loader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
_Yaml12Loader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))


def _load_cards() -> dict[int, dict]:
    cards: dict[int, dict] = {}
    for path in sorted(CARDS.glob("*.yaml")):
        for card in (yaml.load(path.read_text(encoding="utf-8"), Loader=_Yaml12Loader) or {}).get("cards", []):
            assert card["number"] not in cards, f"number {card['number']} used twice"
            cards[card["number"]] = card
    return cards


DECK = _load_cards()


NESTED = ("effects", "then", "else", "otherwise", "win", "lose", "draw", "reward")


def walk(effects) -> list[tuple[str, object]]:
    """Every (op, argument) in an effects list, depth first; bare op names included."""
    found: list[tuple[str, object]] = []
    for entry in effects or []:
        if isinstance(entry, str):
            found.append((entry, None))
            continue
        ((op, arg),) = entry.items()
        found.append((op, arg))
        if op in ("may", "choose") and isinstance(arg, list):
            for item in arg:
                found.extend(walk(item.get("effects")) if op == "choose" else walk([item]))
        elif isinstance(arg, dict):
            for key in NESTED:
                found.extend(walk(arg.get(key)))
            for row in arg.get("rows", []) if op == "roll" else []:
                found.extend(walk(row.get("effects")))
    return found


def ops(card: dict) -> list[tuple[str, object]]:
    return walk(card.get("effects"))


def first(card: dict, name: str):
    return next(arg for op, arg in ops(card) if op == name)


def test_numbers_one_to_196_present_and_unique():
    assert sorted(DECK) == list(range(1, len(DECK) + 1))
    assert len(DECK) >= 196
    ids = [c["id"] for c in DECK.values()]
    assert len(set(ids)) == len(ids)
    for number, card in DECK.items():
        assert card["id"] == f"card.{number:03d}"
        assert card["deck"] == "adventure"


def test_every_kind_of_the_issue_is_represented():
    kinds = {c["kind"] for c in DECK.values()}
    for kind in ("enemy", "beast", "undead", "snake-dragon", "friend", "item", "magic-item",
                 "event", "spell", "source", "curse", "quest"):
        assert kind in kinds, kind


def test_every_op_is_in_the_vocabulary():
    for card in DECK.values():
        for op, _arg in ops(card):
            assert op in OPS, (card["id"], op)


def test_names_and_texts_fit_a_poker_card():
    for card in DECK.values():
        assert 0 < len(card["name"]) <= 28, card["id"]
        assert 40 <= len(card["text"]) <= 360, card["id"]
        assert card["origin"] in ("seed", "board", "card", "designed")


# №1–12: the facts of the card images
def test_cards_1_to_12_names_and_origin():
    names = {
        1: "Павший рыцарь", 2: "Рыцарь Оберона", 3: "Влюблённая ведьма", 4: "Юбилейный посетитель",
        5: "Невезение", 6: "Компрометирующие документы", 7: "Страус", 8: "Жетоны",
        9: "Книга заклинаний", 10: "Вербовщик Хаоса", 11: "Карманный дракончик", 12: "Карманный дракончик",
    }
    for number, name in names.items():
        assert DECK[number]["name"] == name
        assert DECK[number]["origin"] == "card"


def test_card_1_fallen_knight_route_and_reward():
    quest = first(DECK[1], "quest")
    assert quest["route"] == ["field.temple-of-baal", "field.inn", "field.epicentre", "field.mounted-barbarians"]
    assert {"become_regent": "strength"} in quest["reward"]
    assert {"gain": {"experience": 2}} in quest["reward"]


def test_card_2_oberons_knight_defends_on_4_7_9_11():
    roll = first(DECK[2], "roll")
    assert roll["dice"] == "2d6"
    for total in range(2, 13):
        row = next(r for r in roll["rows"]
                   if (r["on"] == total if isinstance(r["on"], int) else r["on"][0] <= total <= r["on"][1]))
        if total in (4, 7, 9, 11):
            assert {"gain": {"experience": 1}} in row["effects"]
        else:
            assert {"lose": {"life": 3}} in row["effects"]
            assert {"gain": {"magic": 3, "experience": 3}} in row["effects"]


def test_card_3_witch_stats_and_sex_rule():
    assert DECK[3]["stats"] == {"strength": 4, "mind": 2, "magic": 3}
    branch = first(DECK[3], "if")
    assert branch["when"] == {"sex": "female"}
    assert {"go_to": "field.inn"} in branch["then"]
    assert "befriend" in branch["else"]


def test_cards_4_6_8_hand_in_fields():
    assert DECK[4]["attrs"]["hand_in"][0]["field"] == "field.gun-shop"
    documents = DECK[6]["attrs"]["hand_in"][0]
    assert documents["field"] == "field.detective-agency" and documents["thalers"] == 15
    assert {"take_item": "item.bodyguard"} in documents["effects"]
    tokens = DECK[8]["attrs"]["hand_in"][0]
    assert tokens["field"] == "field.slot-machines"
    assert tokens["effects"][0]["roll"]["times"] == 3


def test_card_5_bad_luck_two_tours_then_one_experience():
    statuses = {arg["name"]: arg.get("tours") for op, arg in ops(DECK[5]) if op == "status"}
    assert statuses == {"named-rolls": 2, "world-locked": 2}
    bad_luck = next(arg for op, arg in ops(DECK[5]) if op == "status" and arg["name"] == "named-rolls")
    assert bad_luck.get("experience_after") == 1  # «по окончании»: the ПО comes when the two tours are over
    assert ("gain", {"experience": 1}) not in ops(DECK[5])


def test_card_7_ostrich_feathers():
    card = DECK[7]
    assert card["attrs"]["trophy"] == {"thalers": 5, "experience": 0}
    assert card["attrs"]["hand_in"] == [{"field": "field.inn", "thalers": 20}]
    roll = first(card, "roll")
    assert [r["on"] for r in roll["rows"]] == [[1, 4], [5, 6]]
    assert {"gain": {"experience": 1}} in roll["rows"][1]["effects"]


def test_card_9_book_of_spells():
    card = DECK[9]
    assert card["kind"] == "magic-item"
    assert card["attrs"]["experience"] == 6 and card["attrs"]["bonus"] == {"magic": 2}
    text = card["text"]
    assert "10" in text and "6 ПО" in text


def test_card_10_chaos_recruiter():
    rows = first(DECK[10], "roll")["rows"]
    assert rows[0]["on"] == [1, 3] and {"gain": {"strength": 1, "mind": 2, "experience": 1}} in rows[0]["effects"]
    assert rows[1]["on"] == [4, 6] and {"gain": {"thalers": 10}} in rows[1]["effects"]


def test_cards_11_12_pocket_dragonets():
    for number, top, price in ((11, 8, 6), (12, 10, 5)):
        card = DECK[number]
        assert card["attrs"]["gives"] == ["fire"]
        assert card["attrs"]["hand_in"] == [{"field": "field.trophy-office", "thalers": price}]
        status = first(card, "status")
        assert status["name"] == "free-moves" and status["max"] == top


def test_orc_matches_the_rules_example():
    orc = next(c for c in DECK.values() if c["name"] == "Орк")
    assert orc["stats"]["strength"] == 10
    assert orc["attrs"]["trophy"] == {"thalers": 12, "experience": 2}
    assert orc["attrs"]["treasure_pass"] is True
    assert first(orc, "fight")["win"] == [{"gain": {"life": 1, "strength": 1}}]


def test_centaur_friend_adds_three_strength():
    centaur = next(c for c in DECK.values() if c["name"] == "Кентавр")
    assert centaur["kind"] == "friend" and centaur["stats"]["strength"] == 3


@pytest.mark.parametrize("number", sorted(n for n, c in DECK.items() if c["kind"] in OPPONENT_KINDS))
def test_every_creature_has_stats_and_outcomes(number):
    card = DECK[number]
    if number in (2, 7):  # Oberon's knight and the ostrich are met with a roll, not a battle
        assert first(card, "roll")
        return
    stats = card["stats"]
    assert all(0 <= stats[s] <= 14 for s in ("strength", "mind", "magic"))
    fights = [arg for op, arg in ops(card) if op == "fight"]
    assert fights, "a creature must be fought (or hunted)"
    for fight in fights:
        assert fight.get("lose") is not None, "what losing does"
        assert fight.get("win") or card.get("attrs", {}).get("trophy"), "what winning gives"


def test_trophies_keep_the_games_scale():
    for card in DECK.values():
        trophy = card.get("attrs", {}).get("trophy")
        if trophy:
            assert 0 < trophy["thalers"] <= 15, card["id"]
            assert 0 <= trophy["experience"] <= 3, card["id"]


def test_appendix_cards_keep_their_numbers():
    known = {13: "Чаша Грааля", 18: "Телепат", 21: "Странники", 22: "Гном", 24: "Хамелеон", 25: "Пионер",
             29: "Колдовство", 31: "Тролль", 39: "Очарованность", 40: "Всадник на драконе",
             41: "Человек-змея", 42: "Каменный идол", 43: "Чекист", 44: "Багдадский вор",
             46: "Деревянный человек", 47: "Дворец", 49: "Цыгане", 56: "Нетопырь",
             58: "Проклятие колдуна", 59: "Триффид", 60: "Триффид", 61: "Грифон", 62: "Источник жизни",
             64: "Золотоискатель", 67: "Источник силы", 69: "Граната", 72: "Чёрный двойник",
             73: "Кошелёк", 80: "Налоговый инспектор", 82: "Глашатай", 84: "Коммандо",
             85: "Пентаграмма", 88: "Магнитный удар", 89: "Проклятие на шлем", 91: "Домовой",
             92: "Люди-муравьи", 96: "Колдовство", 99: "Обиженный", 100: "Проклятие на предмет",
             103: "Маг", 111: "Страж сокровищ", 112: "Бродячий лекарь", 113: "Маркитантка", 119: "Долг",
             123: "Кошелёк", 124: "Импат", 126: "Заброшенный дом", 127: "Учитель боевых искусств",
             128: "Горилла", 131: "Ночь полнолуния", 132: "Волколак", 134: "Сфинкс", 139: "Сфинкс",
             140: "Подкова", 148: "Источник ума", 149: "Бизон", 151: "Жрецы храма Бааля",
             163: "Мухомор", 164: "Корень лофофоры", 170: "Пещерный лев", 173: "Порочный круг",
             181: "Дракон, приносящий удачу", 182: "Источник магии", 187: "Воин Хаоса",
             188: "Пришельцы", 190: "Наводнение", 193: "Чёрная кошка", 196: "Сфинкс"}
    for number, name in known.items():
        assert DECK[number]["name"] == name, number
        assert DECK[number]["origin"] == "seed", number


def test_appendix_facts():
    assert first(DECK[21], "choose")[1]["effects"] == [{"gain": {"life": 2, "strength": 1, "magic": 2}}]
    assert first(DECK[103], "choose")[1]["effects"] == [{"gain": {"life": 2, "magic": 2, "experience": 1}}]
    assert first(DECK[112], "raise_to") == {"life": 6, "strength": 5, "mind": 5, "magic": 5}
    assert first(DECK[187], "cap") == {"strength": 8, "mind": 8, "magic": 8}
    assert first(DECK[85], "merge")["into"] == "magic"
    assert first(DECK[163], "merge")["into"] == "strength"
    assert first(DECK[164], "merge")["into"] == "mind"
    assert first(DECK[59], "held") == {"dice": "2d6", "release": [9, 12]}
    assert first(DECK[37], "pay_fraction") == {"fraction": [1, 3]}
    assert ("go_to", "field.mountain-pass") in ops(DECK[92])
    assert ("go_to", "field.epicentre") in ops(DECK[188])
    assert first(DECK[82], "quest")["reward"][0] == {"become_regent": "mind"}
    assert first(DECK[126], "quest")["reward"][0] == {"become_regent": "magic"}
    for number in (62, 67, 148, 182):
        assert DECK[number]["kind"] == "source" and DECK[number]["attrs"]["pool"] > 0
    for number in (26, 46, 56):
        assert first(DECK[number], "if")["when"] == {"has_trait": "fire"}


def test_the_game_folder_loads_without_card_errors():
    result = load_game(GAME)
    problems = [d.format() for d in result.diagnostics.items
                if "cards/" in d.format() or "items-from-cards" in d.format()]
    assert problems == []


def _words(text: str) -> list[str]:
    return re.findall(r"[a-zа-яё0-9]+", text.lower().replace("ё", "е"))


@pytest.mark.skipif(not SHARED.is_dir(), reason="the seeds and the reference are not on this machine")
def test_no_nine_word_run_shared_with_the_sources():
    runs: set[tuple[str, ...]] = set()
    for path in [*SHARED.glob("seeds/*"), *SHARED.glob("reference/*")]:
        words = _words(path.read_text(encoding="utf-8", errors="ignore"))
        runs.update(tuple(words[i:i + 9]) for i in range(len(words) - 8))
    for card in DECK.values():
        for text in strings(card):  # name, text, and every row, option and manual text
            words = _words(text)
            shared = [" ".join(words[i:i + 9]) for i in range(len(words) - 8) if tuple(words[i:i + 9]) in runs]
            assert not shared, (card["id"], shared)

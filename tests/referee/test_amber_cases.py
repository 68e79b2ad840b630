"""#31.1: a card or an item that is the object of a Russian sentence is named in its case
(«Борис отдаёт №15 Орка», «забирает №122 Бабу-ягу в трофеи», «лишается Кольчуги»,
«у Бориса нет №140 Подковы»), from forms a translator edits (content/amber/cases.yaml),
for every shipped card and item; English names stay as they are."""

from __future__ import annotations

import pytest

from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules.effects import OPPONENT_KINDS
from pnpkit.games.amber.rules.referee_text import said_with_names
from pnpkit.games.amber.rules.referee_text_say import case_forms
from pnpkit.games.amber.rules.trade import TradeRefused
from pnpkit.model.game import Game
from pnpkit.rules.session import Event

GAME = REFEREE.game("ru")
CASES = GAME.extra["cases"]
THINGS = [*GAME.cards, *GAME.items]
#: opponents that are not living beings: their accusative is their nominative
INANIMATE = {"card.026", "card.123", "card.143"}  # a swarm, a purse, will-o’-the-wisps
#: things that are living beings: their accusative is their genitive
ANIMATE = {"card.011", "card.012", "item.vaquero", "item.bodyguard", "item.pocket-spy"}  # pocket dragons, friends
#: kinds of things (not beings): a masculine or neuter name reads the same in the accusative
OBJECT_KINDS = {"item", "magic-item", "amulet", "owner-item", "spell", "curse", "source", "badge", "crown",
                "contraband", "horse"}


def _say(kind: str, locale: str, **data) -> str:
    (line,) = REFEREE.describe([Event(kind, {"player": "Борис", **data})], locale)
    return line


def test_every_card_and_item_has_its_forms_and_they_match_its_name():
    missing = [x.id for x in THINGS if x.id not in CASES]
    stale = [(x.id, x.name, CASES[x.id]["nom"]) for x in THINGS if x.id in CASES and CASES[x.id]["nom"] != x.name]
    assert not missing and not stale, (missing, stale)
    assert all(set(CASES[x.id]) == {"nom", "acc", "gen", "dat"} and all(CASES[x.id].values()) for x in THINGS)


@pytest.mark.parametrize("thing", THINGS, ids=lambda x: x.id)
def test_each_sentence_shape_names_the_thing_in_its_case(thing):
    forms = case_forms(GAME, "ru")[thing.id]
    english = REFEREE.names("en")[thing.id]
    deal = {"with": "Гоша", "give": [thing.id], "get": [], "give_thalers": 0, "get_thalers": 3}
    handed = REFEREE.cases("en").get(thing.id, {}).get("the", english)  # «the Colt», «No. 15 Orc»
    assert _say("traded", "ru", **deal) == f"Сделка: Борис отдаёт {forms['acc']}; Гоша отдаёт 3 талера."
    assert _say("traded", "en", **deal) == f"A deal: Борис gives {handed}; Гоша gives 3 thalers."
    refused = said_with_names(REFEREE, TradeRefused("not_owned", name="Борис", thing=thing.id))
    assert refused.ru == f"у Бориса нет {forms['gen']}" and refused.en == f"Борис does not have {english}"
    if thing in GAME.cards:
        assert _say("trophy", "ru", card=thing.id) == f"Борис забирает {forms['acc']} в трофеи."
        assert _say("destroyed", "ru", card=thing.id) == f"Борис уничтожает {forms['acc']}."
        assert _say("handed_in", "ru", card=thing.id) == f"Борис сдаёт {forms['acc']}."
    else:
        assert _say("took_item", "ru", item=thing.id) == f"Борис получает {forms['acc']}."
        assert _say("lost_item", "ru", item=thing.id) == f"Борис лишается {forms['gen']}."
        assert _say("sold", "ru", item=thing.id, price=7) == f"Борис продаёт {forms['acc']} за 7 талеров."
        assert _say("lost_item", "en", item=thing.id) == f"Борис loses {handed}."  # articles.yaml: «Amulet No. 1 “…”» bare


@pytest.mark.parametrize("thing", THINGS, ids=lambda x: x.id)
def test_the_forms_follow_russian_morphology(thing):
    """What the grammar fixes, checked over the data: a one-word -а/-я name takes -у/-ю;
    a living opponent or friend (masculine or plural) has its accusative in the genitive;
    a thing's masculine or neuter name does not change in the accusative."""
    nom, acc, gen = CASES[thing.id]["nom"], CASES[thing.id]["acc"], CASES[thing.id]["gen"]
    if " " not in nom and "-" not in nom and nom[-1] in "ая" and nom not in ("Коммандо",):
        assert acc[-1] == {"а": "у", "я": "ю"}[nom[-1]], (nom, acc)
    soft = "аяоеу" + "ь" * (thing.attrs.get("sex") == "female")  # endings whose accusative is its own
    living = thing.kind in (*OPPONENT_KINDS, "friend", "thief") or thing.id in ANIMATE
    if living and thing.id not in INANIMATE and not any(part[-1] in soft for part in nom.split(" ")[-1].split("-")):
        assert acc == gen, (nom, acc, gen)
    if thing.kind in OBJECT_KINDS and thing.id not in ANIMATE and nom.split(" ")[0][-1] not in "ая" \
            and not nom.startswith("Контрабанда"):
        assert acc == nom, (nom, acc)


def test_a_renamed_thing_keeps_its_plain_name_until_its_forms_are_written_again():
    from dataclasses import replace

    orc = next(c for c in GAME.cards if c.id == "card.015")
    renamed = replace(GAME, cards=(replace(orc, name="Орчище"),))
    assert "card.015" not in case_forms(renamed, "ru")
    assert all(set(forms) <= {"the", "a"} for forms in case_forms(GAME, "en").values())  # no cases, articles
    assert isinstance(GAME, Game) and case_forms(GAME, "ru")["card.015"]["acc"] == "№15 Орка"


def test_a_won_battle_tells_the_trophy():
    from pnpkit.games.amber.rules.referee_text import describe_events

    lines = describe_events(REFEREE, [Event("trophy", {"player": "Аня", "card": "card.122"})], "ru")
    assert lines == ["Аня забирает №122 Бабу-ягу в трофеи."]


@pytest.mark.parametrize(("name", "gender", "expected"), [
    ("Аня", "f", "Аню"), ("Вика", "f", "Вику"), ("Мария", "f", "Марию"), ("Любовь", "f", "Любовь"),
    ("Кэтрин", "f", "Кэтрин"), ("Борис", "m", "Бориса"), ("Игорь", "m", "Игоря"), ("Алексей", "m", "Алексея"),
    ("Никита", "m", "Никиту"), ("Илья", "m", "Илью"), ("Саша", None, "Сашу"), ("Нико", None, "Нико"),
    ("Bob", None, "Bob"), ("Анна Мария", "f", "Анна Мария"), ("", None, ""),
])
def test_accusative_of_first_names(name, gender, expected):
    from pnpkit.rules.messages import Person, accusative

    assert accusative(name, gender) == expected
    assert f"{Person(name, gender):acc}" == expected


def test_a_traveller_challenged_robbed_or_conned_is_named_in_its_case():
    # «вызывает на бой путника Аня» read wrong (#31.6): the name itself takes the case
    from pnpkit.rules.messages import speaking_of

    speaking_of({"Аня": "f", "Борис": "m"})
    try:
        assert _say("full_moon", "ru", target="Аня") == "Ночь полнолуния: Борис вызывает на бой Аню."
        assert _say("conned", "ru", target="Аня", item="item.mail") == "Борис выманивает у Ани Кольчугу."
        assert _say("grenade", "ru", target="Аня") == "Борис бросает гранату в Аню."
        assert _say("item_unavailable", "ru", item="item.amulet-7") == \
            "Амулета №7 «Щит семи ветров» больше нет в запасе."
    finally:
        speaking_of({})


@pytest.mark.parametrize(("name", "gender", "expected"), [
    ("Аня", "f", "Ане"), ("Вика", "f", "Вике"), ("Мария", "f", "Марии"), ("Любовь", "f", "Любови"),
    ("Кэтрин", "f", "Кэтрин"), ("Борис", "m", "Борису"), ("Игорь", "m", "Игорю"), ("Алексей", "m", "Алексею"),
    ("Никита", "m", "Никите"), ("Илья", "m", "Илье"), ("Нико", None, "Нико"), ("Bob", None, "Bob"),
    ("Анна Мария", "f", "Анна Мария"),
])
def test_dative_of_first_names(name, gender, expected):
    from pnpkit.rules.messages import Person, dative

    assert dative(name, gender) == expected
    assert f"{Person(name, gender):dat}" == expected


def test_the_turn_a_gift_and_a_duel_name_the_players_in_their_cases():
    # «Ход переходит к игроку Вика», «Дуэль Борис и Аня», «отдаёт игроку Борис» read wrong
    from pnpkit.rules.messages import speaking_of

    speaking_of({"Аня": "f", "Вика": "f", "Борис": "m"})
    try:
        assert REFEREE.describe([Event("next", {"player": "Вика", "tour": 3})], "ru") == \
            ["Ход переходит к Вике (круг 3)."]
        duel = Event("duel", {"player": "Борис", "target": "Аня", "you": 9, "them": 7, "outcome": "win"})
        assert REFEREE.describe([duel], "ru") == \
            ["Дуэль Бориса и Ани: 9 против 7 — победил Борис. Аня отдаёт Борису 1 ПЖ."]
        gift = Event("traded", {"player": "Аня", "with": "Борис", "give": ["card.140"], "get": [],
                                "give_thalers": 0, "get_thalers": 0})
        assert REFEREE.describe([gift], "ru") == \
            ["Сделка: Аня отдаёт №140 Подкову Борису, ничего не получая взамен."]
    finally:
        speaking_of({})


def test_english_agrees_with_a_woman_and_lasting_states_fit_anyone():
    # «Ann is held: … frees him», «has a tax collector on his heels» for a woman (#31.6)
    from pnpkit.games.amber.rules.referee_words import STATUS_NAMES
    from pnpkit.rules.messages import speaking_of

    speaking_of({"Ann": "f"})
    try:
        held = Event("held", {"player": "Ann", "release": [4, 6]})
        assert REFEREE.describe([held], "en") == ["Ann is held: a roll of 4 to 6 frees her."]
    finally:
        speaking_of({})
    assert not any(word in text.split() for text in STATUS_NAMES["en"].values() for word in ("his", "him", "he"))
    assert not any(word in text.split() for text in STATUS_NAMES["ru"].values() for word in ("ним", "обязан"))


def test_a_womans_alignment_shortfall_and_best_roll_agree_with_her():
    # «Аня теперь злой», «Вика не хватает 1 талер», «выбросил(а)» met in a whole game (#31.6)
    from pnpkit.rules.messages import speaking_of

    speaking_of({"Аня": "f", "Вика": "f"})
    try:
        assert REFEREE.describe([Event("alignment", {"player": "Аня", "to": "evil"})], "ru") == ["Аня теперь злая."]
        short = Event("compensated", {"player": "Вика", "owed": 1, "plan": []})
        assert REFEREE.describe([short], "ru")[0] == "Вике не хватает 1 талера:"
        assert REFEREE.describe([Event("roll_off_won", {"winner": "Аня"})], "ru") == ["Больше всех выбросила Аня."]
        assert REFEREE.describe([Event("charmed", {"target": "Вика", "turns": 2})], "ru") == \
            ["Вика: зачарована, пропускает ходов: 2."]
    finally:
        speaking_of({})
    assert REFEREE.describe([Event("alignment", {"player": "Борис", "to": "good"})], "ru") == ["Борис теперь добрый."]

"""#31.3: every Amber question shows, beside each answer, what it costs and does — in
Russian and in English, for every question kind the referee knows (QUESTIONS); the
Gold World field's «do this field?» reads the field out again."""

from __future__ import annotations

import re

import pytest

from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules.referee_text import QUESTIONS
from pnpkit.rules.session import Event

FIELDS = ["field.savanna", "field.inn"]
ITEMS = ["item.colt", "item.helmet"]
#: a question of each kind as the engine asks it: (answers, info)
ASKED = {
    "may": ([False, True], {"effects": [{"pay": 3}, {"gain": {"life": 1}}], "card": "card.112"}),
    "take-card": ([False, True], {"card": "card.055"}),
    "take-item": ([False, True], {"item": "item.colt"}),
    "keep-card": ([False, True], {"card": "card.140"}),
    "do-field": ([False, True], {"field": "field.mafia-fund"}),
    "hand-in": ([False, True], {"card": "card.140", "field": "field.witches-meadow"}),
    "provaly": ([False, True], {"threshold": 13}),
    "rob": ([False, True], {"fund": "mafia"}),
    "join-robbery": ([False, True], {}),
    "repay-loan": ([False, True], {"owed": 12}),
    "buy": ([None, *ITEMS], {"prices": {"item.colt": 10, "item.helmet": 5}}),
    "sell": ([None, *ITEMS], {}),
    "exchange": ([None, ("trade", {"give": {"magic": 3}, "get": {"strength": 1}}),
                  ("buy", {"price": 5, "get": {"mind": 1}})], {}),
    "heal": ([0, 1, 2], {"each": 3}),
    "loan": ([0, 10, 20], {}),
    "choose": ([{"text": "Дар странников", "effects": [{"gain": {"life": 2}}]},
                {"text": "Уйти", "effects": [{"skip_turns": 1}]}], {}),
    "choose-card": (["card.055", "card.140"], {}),
    "champion": ([None, "card.014"], {"stat": "strength", "enemy": 10}),
    "teleport": (FIELDS, {}),
    "thrown-back": (FIELDS, {}),
    "place-card": (FIELDS, {}),
    "send-card": (FIELDS, {}),
    "give-card": ([0, 1], {}),
    "use-pass": (["card.015", "card.020"], {}),
    "lose-which": (ITEMS, {}),
    "drop-item": ([None, *ITEMS], {"limit": 4}),
    "friends-stay": (FIELDS, {}),
    "air-ticket": ([None, {"to": "field.savanna", "price": 10}], {}),
    "enlist": ([None, {"tours": 2, "pay": 20}], {}),
    "guess-count": ([1, 2], {}),
    "name-roll": ([1, 2, 3], {}),
    "name-die": ([1, 2, 3], {}),
    "capital-money": ([0, 1, 2], {"each": 20}),
    "capital-points": ([0, 1], {"each": 5, "stat": "strength"}),
    "drop-magic-item": (["item.crystal-ball", "item.magic-wand"], {}),
    "meet": ([0, 1], {}),
    "palace-duel": ([None, 1], {}),
    "use-ability": ([False, True], {"source": "traveller.gladiator", "moment": "after-lost-fight"}),
    "steal": ([False, True], {"shop": "shop.gun-shop"}),
    "steal-which": (ITEMS, {}),
    "con": ([None, *ITEMS], {"thalers": 10, "target": "Борис"}),
    "reroll": ([False, True], {"roll": 2}),
    "provaly-reroll": ([False, True], {"roll": 2, "source": "item.amulet-8"}),
    "befriend": ([False, True], {"card": "card.014"}),
    "guess-number": ([1, 2, 3], {}),
    "full-moon-duel": ([0, 1], {}),
    "use-free-move": ([False, True], {}),
    "grenade-target": ([0, 1], {}),
    "grenade-hit": ([None, "card.014"], {"target": "Борис"}),
    "hex": (["card.015", "card.020"], {}),
    "set-figure": (FIELDS, {}),
}
OPTION = re.compile(r"^  \d+\. (?P<label>.+?)(?: · (?P<fact>.+))?$")


def test_every_question_kind_has_a_case_here():
    assert set(QUESTIONS["ru"]) == set(ASKED) == set(QUESTIONS["en"])


@pytest.mark.parametrize("locale", ["ru", "en"])
@pytest.mark.parametrize("question", sorted(ASKED))
def test_each_answer_says_what_it_costs_and_does(question, locale):
    options, info = ASKED[question]
    asked = Event("question", {"player": "Аня", "question": question, "options": options, "info": info,
                               "players": ["Аня", "Борис"]})
    lines = REFEREE.describe([asked], locale)
    answers = [m for m in map(OPTION.match, lines) if m]
    assert len(answers) == len(options), lines
    bare = [m["label"] for m in answers if not (m["fact"] or "").strip(" .:—")]
    assert not bare, f"answers without their facts: {bare}\n" + "\n".join(lines)
    assert all(m["fact"] != m["label"] for m in answers), lines


@pytest.mark.parametrize(("locale", "head"), [("ru", "  поле «Чёрная касса мафии»: "),
                                              ("en", "  the field “Mafia’s Black Fund”: ")])
def test_the_gold_fields_question_reads_the_field_out_again(locale, head):
    asked = Event("question", {"player": "Аня", "question": "do-field", "options": [False, True],
                               "info": {"field": "field.mafia-fund"}, "players": ["Аня"]})
    lines = REFEREE.describe([asked], locale)
    text = REFEREE.game(locale).index("fields")["field.mafia-fund"].text.strip()
    assert head + text in lines


@pytest.mark.parametrize(("effects", "ru", "en"), [
    ([{"go_to": "choose"}], "перейти на любое поле (кроме Провалов)", "go to any field (but a Rift)"),
    ([{"go_to": "start"}], "вернуться на своё стартовое поле", "go back to your start field"),
    ([{"go_to": {"field": "neighbour", "resolve": False}}], "перейти на соседнее поле", "go to a neighbouring field"),
    ([{"status": {"name": "world-locked", "tours": 2}}], "не может покинуть свой Мир", None),
    ([{"draw": 1}], "вытянуть 1 карту", "draw 1 card"),
])
def test_an_effect_is_read_as_what_it_does_not_as_its_ops_name(effects, ru, en):
    # «go to choose», «перейти на «—»», «вытянуть 1 карта», «особое состояние» were said before
    from pnpkit.games.amber.rules.referee_text_questions import effects_summary
    from pnpkit.games.amber.rules.referee_text_say import _Say

    assert effects_summary(_Say(REFEREE, "ru"), effects) == ru
    if en:
        assert effects_summary(_Say(REFEREE, "en"), effects) == en

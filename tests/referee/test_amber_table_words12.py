"""What a four-player table met reading a whole Amber game's log (issue #31, session 12):
a card that does what it prints, and every outcome told as it happened.  Worked examples on
the shipped rules; the whole-game scan is in test_whole_games_cli.py."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "rules" / "amber"))
from amber_play import ctx_for, game  # noqa: E402

from pnpkit.games.amber.referee import REFEREE  # noqa: E402
from pnpkit.games.amber.rules.card_play import resolve_card  # noqa: E402
from pnpkit.games.amber.rules.rules import load_rules  # noqa: E402


@pytest.fixture(scope="module")
def rules():
    from pnpkit.readers.game_reader import load_game

    return load_rules(load_game(Path(__file__).parents[2] / "content" / "amber").game, "original")


def test_the_pentagram_tells_the_sum_it_left_and_what_went_over_14(rules):
    # №85 Пентаграмма: «всё это становится ПМ (не больше 14)»: ПС 5 + ПУ 5 + ПМ 8 = 18 → ПМ 14;
    # the table was told «всё сложено в ПМ = 18» while the traveller kept 14
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.stats.update(strength=5, mind=5, magic=8)
    ctx = ctx_for(rules, state, dice=[1] * 20)
    resolve_card(ctx, "card.085")
    assert (p.stats["strength"], p.stats["mind"], p.stats["magic"]) == (0, 0, 14)
    merged = [e for e in ctx.events if e.kind == "merged"]
    assert merged and merged[0].data["total"] == 14
    ru = "\n".join(REFEREE.describe(merged, "ru"))
    en = "\n".join(REFEREE.describe(merged, "en"))
    assert "= 14. Сверх 14 пропало: 4 ПМ." in ru, ru
    assert "= 14." in en and "4 MAG" in en, en
    assert "18" not in ru + en


@pytest.mark.parametrize(("locale", "told"), [
    ("ru", "добрым — +1 ПЖ; нейтральным — по желанию: пожертвовать 1 ПС, 1 ПУ и 1 ПМ и стать добрым; "
           "злым — −1 ПМ; вытянуть 1 карту"),
    ("en", "the good: +1 LIFE; the neutral: if you like: give up 1 Strength, 1 Mind and 1 Magic and turn good; "
           "the evil: −1 MAG; draw 1 card")])
def test_the_sacred_grove_offered_says_what_each_alignment_gets(locale, told):
    # a teleport's or a figure's options read «Священная роща · условие; условие; условие;
    # вытянуть 1 карту» (seed-12 game): the table could not tell what the field would do
    from pnpkit.games.amber.rules.referee_text_questions import _field_facts
    from pnpkit.games.amber.rules.referee_text_say import _Say

    assert _field_facts(_Say(REFEREE, locale), "field.sacred-grove") == told


def test_a_debt_paid_to_a_traveller_names_him_and_a_plan_says_what_stood_in():
    # №119 Долг: «Вика платит 10 талеров другому путнику» hid who won the roll-off; a
    # compensation step said «вместо «тал.» — 3 ПУ» and «шаг 2: отдаёшь 1 ПЖ» to the table
    from pnpkit.games.amber.rules.engine import new_game
    from pnpkit.games.amber.rules.points import pay
    from pnpkit.games.amber.rules.rules import ScriptedDice
    from pnpkit.rules.session import Event

    state = new_game(rules_for_pay := load_rules(_game(), "original"),
                     [("Вика", "traveller.mercenary"), ("Борис", "traveller.herbalist")], ScriptedDice([1] * 400))
    ctx = ctx_for(rules_for_pay, state)
    ctx.other = 1
    before = state.players[1].stats["thalers"]
    assert pay(ctx, 10, "player")
    assert state.players[1].stats["thalers"] == before + 10
    paid = [e for e in ctx.events if e.kind == "paid"]
    assert REFEREE.describe(paid, "ru") == ["Вика платит 10 талеров Борису."]
    assert REFEREE.describe(paid, "en") == ["Вика pays 10 thalers to Борис."]
    lost = [Event("lost", {"player": "Гоша", "points": {"thalers": 13}, "plan": [("mind", 3, "thalers"), ("life", 1, "life")]})]
    assert REFEREE.describe(lost, "ru")[1:] == ["  шаг 1: вместо талеров — 3 ПУ (компенсация)", "  шаг 2: отдано 1 ПЖ"]


def _game():
    from pnpkit.readers.game_reader import load_game

    return load_game(Path(__file__).parents[2] / "content" / "amber").game


@pytest.mark.parametrize(("effects", "ru", "en"), [
    # №69 Граната before a move: «сбросить эту карту; особое состояние»
    ([{"may": ["discard_self", "grenade_traveller"]}], "бросить гранату в путника рядом", "throw the grenade at a traveller"),
    # the Treasure Guard's choice: «получить Мифриловая кольчуга»
    ([{"take_item": "item.mithril-mail"}], "получить Мифриловую кольчугу", "take Mithril Mail"),
])
def test_an_option_says_what_it_does_in_its_own_words(effects, ru, en):
    from pnpkit.games.amber.rules.referee_text_questions import effects_summary
    from pnpkit.games.amber.rules.referee_text_say import _Say

    inner = effects[0].get("may", effects) if isinstance(effects[0], dict) else effects
    said = {loc: effects_summary(_Say(REFEREE, loc), inner) for loc in ("ru", "en")}
    assert ru in said["ru"] and en in said["en"], said
    assert "особое состояние" not in said["ru"] and "special state" not in said["en"]


def test_every_effect_op_has_words_of_its_own():
    # an op without words was read «особое состояние» (the status fallback) in an option's facts
    from pnpkit.games.amber.rules import effects
    from pnpkit.games.amber.rules.referee_words import OP_WORDS

    told_by_hand = {"draw", "fight", "gain", "go_to", "lose", "pay", "skip_turns", "take_item"}
    for locale in ("ru", "en"):
        assert not set(effects.OPS) - set(OP_WORDS[locale]) - told_by_hand, locale


#: a word that takes the reader's or a traveller's gender for granted, outside a
#: ``{player:он|она}`` choice: «назвать бросок хода самому», «сражаешься сам», «его друга»
GENDERED = re.compile(r"\b(?:сам|самому|самим|самого путника|его друга)\b|\bты\s+[а-яё]+л\b")
WORD_FILES = ("referee_messages.json", "referee_words.json", "referee_words_rare.json", "referee_text_facts.json",
              "option_words.json", "refusals.json")


def _russian(node, inside=False):
    if isinstance(node, str):
        if inside:
            yield node
    elif isinstance(node, dict):
        for key, value in node.items():
            yield from _russian(value, inside or key == "ru")
    elif isinstance(node, list):
        for value in node:
            yield from _russian(value, inside)


def test_the_referee_s_russian_words_fit_a_woman_as_well_as_a_man():
    # «Назвать бросок хода самому» was asked of Аня; «Кого задеть: самого путника … или его
    # друга?» of a grenade thrown at Вика
    import json

    here = Path(__file__).parents[2] / "src" / "pnpkit" / "games" / "amber" / "rules"
    found = []
    for name in WORD_FILES:
        for text in _russian(json.loads((here / name).read_text(encoding="utf-8"))):
            plain = re.sub(r"\{[a-z_]+:[^{}]*\|[^{}]*\}", "", text)  # the gendered choices are right by design
            found += [f"{name}: {text}" for _ in GENDERED.finditer(plain)]
    assert not found, "\n".join(found)


def test_an_english_row_opening_with_an_article_is_told_in_lower_case():
    # «Table roll (time 3): 1: A sprain.» (№127 Мастер боевых искусств, seed-12 English game)
    from pnpkit.rules.session import Event

    roll = Event("rolled", {"player": "Ann", "total": 1, "dice": "1d6", "text": "Растяжение."})
    assert REFEREE.describe([roll], "en")[0].startswith("Table roll: 1: a sprain")
    assert REFEREE.describe([roll], "ru")[0].startswith("Бросок по таблице: 1 — растяжение")


@pytest.mark.parametrize("card", ["card.085"])
def test_the_last_mind_point_gone_is_told_as_madness(rules, card):
    # №85 Пентаграмма: «ПС и ПУ обнуляются (0 ПУ — безумие)»: the log went on to a fight
    # «у тебя 0 = свои ПУ 0» without a word of the madness (seed-7 game, Вика)
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.stats.update(strength=3, mind=4, magic=3)
    ctx = ctx_for(rules, state, dice=[1] * 20)
    resolve_card(ctx, card)
    assert p.mad
    mad = [e for e in ctx.events if e.kind == "went_mad"]
    assert len(mad) == 1
    assert REFEREE.describe(mad, "ru") == [
        "P1 теряет рассудок (0 ПУ): безумие — ходить только по часовой стрелке к Лазарету, не покидая своего Мира."]


def test_madness_is_told_once_and_only_when_it_comes(rules):
    from pnpkit.games.amber.rules.points import lose

    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.stats.update(mind=2, life=5)
    ctx = ctx_for(rules, state)
    lose(ctx, {"mind": 1})
    assert not [e for e in ctx.events if e.kind == "went_mad"]
    lose(ctx, {"mind": 1})
    lose(ctx, {"mind": 1})  # already mad: the compensation rule takes life, no second word
    assert [e.kind for e in ctx.events].count("went_mad") == 1


def test_a_fight_bonus_is_told_by_where_it_comes_from(rules):
    # «у противника 8 = ПМ 5 + модификатор +3»: the Abandoned House's «нечисть, враги и
    # звери бьются здесь с прибавкой 3 ПМ» left the table to guess the «модификатор»
    from pnpkit.games.amber.rules.combat import creature_value

    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    card = rules.cards["card.086"]  # Мумия, undead
    value, parts = creature_value(rules, state, p, card, "magic", "field.abandoned-house")
    assert ("field.abandoned-house", 3) in parts and value == sum(v for _, v in parts)
    from pnpkit.games.amber.rules.referee_text_say import _Say

    said = " + ".join(_Say(REFEREE, "ru").part(label, v) for label, v in parts)
    assert said == f"ПМ {card.stats['magic']} + Покинутый дом +3", said


def test_a_palace_chamber_is_told_as_a_step_taken():
    # «Гоша: палата дворца 1.» then «Гоша: +2 ПЖ.» (seed-12 game, #2118): a number, no act
    from pnpkit.rules.session import Event

    chamber = Event("chamber", {"player": "Гоша", "number": 1})
    assert REFEREE.describe([chamber], "ru") == ["Гоша входит в палату дворца №1."]
    assert REFEREE.describe([chamber], "en") == ["Гоша enters palace chamber 1."]


def test_a_smugglers_cargo_offered_says_what_it_needs_and_gives():
    # «1. груз до поля «Зачарованная деревня» (нужно 3 ПО, залог 5 талеров) · условие» (seed 15)
    from pnpkit.games.amber.rules.referee_text_questions import effects_summary
    from pnpkit.games.amber.rules.referee_text_say import _Say

    cargo = [{"if": {"when": {"at_least": {"experience": 3}},
                     "then": [{"pay": {"amount": 5, "to": "mafia"}}, {"take_item": "item.contraband-enchanted-village"}]}}]
    assert effects_summary(_Say(REFEREE, "ru"), cargo) == \
        "если есть 3 ПО: заплатить 5 талеров; получить Контрабанду: Зачарованная деревня"
    assert effects_summary(_Say(REFEREE, "en"), cargo) == \
        "with 3 EXP or more: pay 5 thalers; take Contraband: Enchanted Village"


def test_a_cargo_chosen_without_the_experience_it_needs_says_so(rules):
    # seed 15, #437: Борис (ПО 2) chose the cargo to «Постоялый двор» (нужно 5 ПО) and the log
    # went on to the next turn with no word: no contraband, no refusal
    from pnpkit.games.amber.rules.dispatch import run

    state = game(rules, "traveller.mercenary")
    ctx = ctx_for(rules, state)
    state.players[0].stats["experience"], thalers = 2, state.players[0].stats["thalers"]
    run(ctx, [{"if": {"when": {"at_least": {"experience": 5}},
                      "then": [{"pay": {"amount": 4, "to": "mafia"}}, {"take_item": "item.contraband-inn"}]}}])
    assert state.players[0].stats["thalers"] == thalers
    short = [e for e in ctx.events if e.kind == "short_of"]
    name = state.players[0].name
    assert REFEREE.describe(short, "ru") == [f"{name}: на это нужно не меньше 5 ПО, а есть 2 ПО — не выходит."]
    assert REFEREE.describe(short, "en") == [f"{name} needs at least 5 EXP for this and has 2 EXP: it does not happen."]


@pytest.mark.parametrize("kind", ["arrived", "field"])
def test_a_provaly_read_out_under_a_house_threshold_states_the_threshold_in_force(kind):
    # seed 12 with provaly_threshold=9 (#555): «Пройти может тот, у кого не меньше 13 ПС, 13 ПУ…»
    # then «порог 9 не набран» — the field's text read out must say 9
    from pnpkit.rules.session import Event

    house = load_rules(_game(), "original", {"provaly_threshold": 9})
    assert house.threshold_told("field.provaly-mind") == {"threshold": 9, "printed": 13}
    assert house.threshold_told("field.provaly-strength") == {"threshold": 9, "printed": 12}
    assert load_rules(_game(), "original").threshold_told("field.provaly-mind") == {}
    assert house.threshold_told("field.inn") == {}
    data = {"player": "Вика", "field": "field.provaly-mind", "to": "field.provaly-mind", "route": ["field.provaly-mind"],
            "in_passing": False, "cards": [], **house.threshold_told("field.provaly-mind")}
    # a field done as an action opens its events and is not read again: a step before it (a card's)
    told = [Event("gained", {"player": "Вика", "points": {"mind": 1}}), Event(kind, data)]
    ru = " ".join(REFEREE.describe(told, "ru"))
    en = " ".join(REFEREE.describe(told, "en"))
    assert "не меньше 9 ПС, 9 ПУ, 9 ПМ и 9 ПО" in ru and "13" not in ru
    assert "13" not in en and " 9 " in en


def test_the_third_person_log_price_agreement_and_names_as_printed():
    # «кубики 1d6[3] = 3 (твой бой)» in a log told of everyone; «на это нужно 1 талер»;
    # «сборщик налогов» for the card «Налоговый инспектор»; «takes the Amulet No. 1 “…”»
    from pnpkit.games.amber.rules.referee_text import roll_label
    from pnpkit.rules.session import Event

    assert roll_label("battle", "ru") == "за путника" and roll_label("opponent", "ru") == "за противника"
    assert roll_label("battle", "en") == "for the traveller"
    price = {n: REFEREE.describe([Event("out_of_reach", {"player": "Вика", "reason": "thalers", "need": n})], "ru")[0]
             for n in (1, 2, 5, 21)}
    assert price[1] == "Вика: на это нужен 1 талер, а столько нет — предложение пропадает."
    assert price[2] == "Вика: на это нужно 2 талера, а столько нет — предложение пропадает."
    assert price[5] == "Вика: на это нужно 5 талеров, а столько нет — предложение пропадает."
    assert price[21].startswith("Вика: на это нужен 21 талер,")
    tax = Event("status", {"player": "Вика", "name": "tax-follower", "tours": 0})
    assert "сборщик" not in " ".join(REFEREE.describe([tax], "ru"))
    took = Event("took_item", {"player": "Vicky", "item": "item.amulet-1"})
    assert REFEREE.describe([took], "en") == ["Vicky takes Amulet No. 1 “Wanderer’s Charm”."]
    took = Event("took_item", {"player": "Vicky", "item": "item.colt"})
    assert REFEREE.describe([took], "en")[0].startswith("Vicky takes the ")


def test_a_fired_cards_offer_names_the_card_it_comes_from(rules):
    # mk_amber's seed-12 game, #302: «Аня: Выполнить это (по желанию)?» with «это значит:
    # сбросить эту карту; перейти на любое поле» — a page shows the question alone and the
    # table cannot tell it is №65 Телепортация asking
    from pnpkit.games.amber.rules.dispatch import run_triggers
    from pnpkit.rules.session import Event

    state = game(rules, "traveller.mercenary")
    state.players[0].cards.append("card.065")
    asked = []
    ctx = ctx_for(rules, state, decide=lambda s, w, q, o, info: asked.append((q, dict(info))) or 0)
    run_triggers(ctx, "before-move")
    assert [(q, info.get("source")) for q, info in asked] == [("may", "card.065")]
    q, info = asked[0]
    ask = Event("question", {"player": "Аня", "question": q, "options": [False, True], "info": info})
    assert REFEREE.describe([ask], "ru")[0] == "Аня: №65 Телепортация: выполнить это (по желанию)?"
    assert REFEREE.describe([ask], "en")[0] == "Аня: No. 65 Teleportation: do this (it is up to you)?"
    # a card's own offer (no trigger) is asked as before: the card is named on its own line
    plain = Event("question", {"player": "Аня", "question": "may", "options": [False, True],
                               "info": {"card": "card.065"}})
    assert REFEREE.describe([plain], "ru")[:2] == ["Аня: Выполнить это (по желанию)?", "  карта: №65 Телепортация"]


def test_a_crown_battle_round_is_told_once_with_its_dice(rules):
    # seed 22 with provaly_threshold=9: 34 lines «кубики 2d6[6,5] = 11 (битва за корону)» before the
    # rounds table that repeated the same sums — the dice now stand in the round's line alone
    from pnpkit.games.amber.rules.kingdom import crown_battle
    from pnpkit.games.amber.rules.rules import ScriptedDice
    from pnpkit.referee.narrate import roll_lines
    from pnpkit.rules.session import Event
    from pnpkit.rules.session_records import Action, RollRecord

    _winner, rounds, _after = crown_battle({"Вика": 4, "Аня": 4}, ScriptedDice([6, 5, 6, 4, 1, 6, 2, 5]),
                                           order=["Вика", "Аня"], bonus={"Аня": 1}, max_rounds=2)
    assert [dict(r.faces) for r in rounds] == [{"Вика": (6, 5), "Аня": (6, 4)}, {"Вика": (1, 6), "Аня": (2, 5)}]
    battle = Event("crown_battle", {"player": "Вика", "rounds": [dict(r.totals) for r in rounds],
                                    "losses": [dict(r.losses) for r in rounds], "winner": "Аня",
                                    "dice": [{n: list(f) for n, f in r.faces.items()} for r in rounds]})
    ru = REFEREE.describe([battle], "ru")
    assert ru[1] == "  Раунд 1: Вика 2d6[6,5] = 11, Аня 2d6[6,4]+1 = 11. Теряют: Вика −1 ПЖ, Аня −1 ПЖ."
    assert ru[2] == "  Раунд 2: Вика 2d6[1,6] = 7, Аня 2d6[2,5]+1 = 8. Теряет: Вика −1 ПЖ."
    assert REFEREE.describe([battle], "en")[1] == "  Round 1: Вика 2d6[6,5] = 11, Аня 2d6[6,4]+1 = 11. Lost: Вика −1 LIFE, Аня −1 LIFE."
    rolls = (RollRecord("2d6", (6, 5), 11, why="crown:Вика"), RollRecord("1d6", (3,), 3, why="move"))
    action = Action("roll", (), "Вика", rolls)
    assert roll_lines(REFEREE, action, "ru", [battle]) == ["кубики 1d6[3] = 3 (ход)"]
    assert len(roll_lines(REFEREE, action, "ru", [])) == 2  # without the battle told, the roll line stays


def test_a_prince_out_of_the_labyrinth_is_told_reaching_the_arena_before_the_battle(rules):
    # log12's all-women seed-12 game, #2187 → #2189: Белла from «лабиринт, кольцо 3» straight
    # into «Битва за корону, по раундам» with no word of the Arena she reached
    from pnpkit.games.amber.rules.kingdom import kingdom_turn
    from pnpkit.games.amber.rules.state import IN_KINGDOM

    state = game(rules, "traveller.mercenary", "traveller.goblin")
    queen, bella = state.players
    for q in state.players:
        q.board, q.prince = IN_KINGDOM, "prince.x"
    queen.crowned, queen.position, state.king = True, rules.kingdom.arena, 0
    bella.kingdom_step, bella.position = len(rules.kingdom.rings), rules.kingdom.rings[-1][0]
    speak = {queen.name: "f", bella.name: "f"}
    ctx = ctx_for(rules, state, who=1, dice=[6, 6, 1, 1] * 40, decide=lambda s, w, q, o, i: 0)
    kingdom_turn(ctx)
    kinds = [e.kind for e in ctx.events]
    assert kinds.index("to_arena") < kinds.index("crown_battle") and bella.position == rules.kingdom.arena
    arrived = next(e for e in ctx.events if e.kind == "to_arena")
    from pnpkit.rules.messages import speaking_of

    speaking_of(speak)
    assert REFEREE.describe([arrived], "ru") == [f"{bella.name} выходит на арену, где ждёт королева {queen.name}."]
    assert REFEREE.describe([arrived], "en") == [f"{bella.name} comes to the arena, where Queen {queen.name} waits."]
    # a prince already waiting there is not told arriving again
    ctx = ctx_for(rules, state, who=1, dice=[6, 6, 1, 1] * 40, decide=lambda s, w, q, o, i: 0)
    state.players[1].stats["life"] = state.players[0].stats["life"] = 5
    kingdom_turn(ctx)
    kinds = [e.kind for e in ctx.events]
    assert "crown_battle" in kinds and "to_arena" not in kinds


def test_the_palace_duel_rolls_under_its_own_name():
    # the palace duel's dice were told «2d6[4,2] = 6 (битва за корону)» though no crown is fought for
    from pnpkit.games.amber.rules.kingdom import crown_battle
    from pnpkit.games.amber.rules.referee_text import roll_label
    from pnpkit.rules.session import LiveDice

    dice = LiveDice(12, 1)
    winner, _, _ = crown_battle({"Аня": 2, "Борис": 2}, dice, "simple", order=["Аня", "Борис"], why="palace")
    assert winner in ("Аня", "Борис") and {r.why.partition(":")[0] for r in dice.records} == {"palace"}
    assert roll_label("palace:Аня", "ru") == "поединок во дворце"
    assert roll_label("palace:Anya", "en") == "duel in the palace"
    assert roll_label("crown:Аня", "ru") == "битва за корону"  # the crown battle keeps its own


@pytest.mark.parametrize(("n", "en"), [(2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (21, "21st")])
def test_a_repeated_table_roll_is_counted_in_english_words(n, en):
    # «Table roll (time 2)» is not English: «Table roll (2nd time)»
    from pnpkit.rules.session import Event

    rolls = [Event("rolled", {"player": "Anya", "total": 5, "dice": "1d6", "table": "table.slot-machines"})] * n
    assert REFEREE.describe(rolls, "en")[-1].startswith(f"Roll on the “Slot Machines” table ({en} time): 5")
    assert REFEREE.describe(rolls, "ru")[-1].startswith(f"Бросок по таблице «Игровые автоматы» ({n}-й раз): 5")


@pytest.mark.parametrize(("table", "ru", "en"), [
    ("table.inn", "Бросок по таблице «Постоялый двор»: 3 — наутро ты просыпаешься другим путником",
     "Roll on the “Inn” table: 3: you wake up as a different traveller"),
    ("table.card-sharps-honest", "Бросок по таблице «Картёжники: честный путник»: 3 — +10 талеров.",
     "Roll on the “Card Sharps: an honest traveller” table: 3: +10 thalers.")])
def test_a_named_table_roll_names_its_table(table, ru, en):
    # session 14: «Бросок по таблице: 3 — …» left a table to guess which of the field's tables it was
    from pnpkit.rules.session import Event

    roll = Event("rolled", {"player": "Аня", "total": 3, "dice": "1d6", "table": table})
    assert REFEREE.describe([roll], "ru")[0].startswith(ru)
    assert REFEREE.describe([roll], "en")[0].startswith(en)

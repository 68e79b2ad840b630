"""One message per event (issue #31.6): scripted Amber games, as a table reads their log,
never show an empty outcome line, the same line twice in a row, or one event told twice
in other words (leaving the Temple onto a field, then «перенесена на поле» that field;
«отдаёт 1 ПЖ и получает +1 ПУ», then «Аня: +1 ПУ»)."""

from __future__ import annotations

import random
import re

import pytest
from amber_driver import act_agreeing, table_command
from words_check import leaks

from pnpkit.referee.narrate import action_lines
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader

ACTIONS = 200
PLAYERS = {"ru": (("Аня", "f"), ("Вика", "f"), ("Борис", "m")), "en": (("Ann", "f"), ("Vicky", "f"), ("Bob", "m"))}
DICE = re.compile(r"^(кубики|dice) ")
#: a line that only repeats what the line before it said, and the reason
ECHOES = (
    (re.compile(r"(?P<p>\S+) (выходит на поле|steps out onto) (?P<f>«[^»]+»|.+?)\.$"),
     lambda m: re.compile(rf"^{re.escape(m['p'])} .*(на поле|to|onto) {re.escape(m['f'])}\.$"),
     "a move told twice"),
    (re.compile(r"^(?P<p>\S+) .*(получает|gets) (?P<g>[+−][^.]+)\.$"),
     lambda m: re.compile(rf"^{re.escape(m['p'])}: {re.escape(m['g'])}\.$"),
     "a gain told twice"),
)


def game_lines(path, locale: str, seed: int) -> list[list[str]]:
    players = tuple(Player(name, None, gender) for name, gender in PLAYERS[locale])
    table = Table.new(path, SessionHeader("amber", seed, players, locale=locale))
    rng = random.Random(seed)
    said = []
    for _ in range(ACTIONS):
        if table.referee.is_over(table.state):
            break
        outcome, _asked = act_agreeing(table, table_command(table.referee, table.state, rng))
        said.append(action_lines(table.referee, outcome.action, outcome.events, locale))
    return said


#: a line that asks the table for a choice (a question, «Выбери поле …»)
ASKS = re.compile(r"(Выбери|Choose|\?)\s*$|(Выбери|Choose) [^.]*[.:]")
#: a line that ends the turn: whatever was asked before it in the action can no longer be answered
TURN_ENDS = re.compile(r"^(?!\d+\. ).*(ход окончен|the turn ends)|^(Ход переходит к|Next: )")  # not an option's facts
#: a command's placeholder (``идти ПОЛЕ``) outside a quoted example or a usage in brackets
PLACEHOLDER = re.compile(r"\b(ПОЛЕ|FIELD|ИГРОК|PLAYER|ИМЯ|NAME)\b")
#: a table roll told by its number alone: the table must look the row up itself
BARE_ROLL = re.compile(r"^(Бросок по таблице( «.+»)?|Table roll|Roll on the “.+” table)( \(.+\))?: \d+\.$")
QUOTED = re.compile(r"«[^»]*»|‘[^’]*’|“[^”]*”|\([^)]*\)")


def _without(line: str, names: list[str]) -> str:
    for name in names:
        line = line.replace(name, "")
    return line


def problems(actions: list[list[str]]) -> list[str]:
    found = []
    for lines in actions:
        for i, line in enumerate(lines):
            if not line.strip(" .:;—-"):
                found.append(f"an empty line in {lines}")
            if ASKS.search(line.strip()) and any(TURN_ENDS.search(b.strip()) for b in lines[i + 1:]):
                found.append(f"a choice asked, then the turn ends: {line} / {lines[i + 1:]}")
            if BARE_ROLL.match(line.strip()):
                found.append(f"a roll without its outcome: {line}")
            if PLACEHOLDER.search(QUOTED.sub("", line)):
                found.append(f"a placeholder left unexplained: {line}")
        for a, b in zip(lines, lines[1:], strict=False):
            if a == b and not DICE.match(a):
                found.append(f"said twice: {a}")
            for first, echo, why in ECHOES:
                m = first.search(a.strip())
                if m and echo(m).search(b.strip()):
                    found.append(f"{why}: {a} / {b}")
    return found


@pytest.mark.parametrize(("locale", "seed"), [("ru", 5), ("ru", 11), ("en", 2)])
def test_a_scripted_game_tells_each_event_once(tmp_path, locale, seed):
    actions = game_lines(tmp_path / "game.pnp", locale, seed)
    assert len(actions) >= ACTIONS // 2
    found = problems(actions)
    names = [name for name, _ in PLAYERS[locale]]
    found += [f"a word of the other language: {line}" for line in leaks(
        [_without(line, names) for lines in actions for line in lines], locale)]
    assert not found, f"{len(found)} problems:\n" + "\n".join(found[:20])


def test_the_scanner_finds_the_echoes_the_tables_met():
    assert problems([["Аня выходит на поле «Лысая гора».", "Аня перенесена на поле «Лысая гора»."]])
    assert problems([["Аня отдаёт 1 ПЖ и получает +1 ПУ.", "Аня: +1 ПУ."]])
    assert problems([["Аня: +1 ПУ.", "Аня: +1 ПУ."], ["", "x"]])
    assert not problems([["кубики 1d6[3] = 3 (сектор)", "кубики 1d6[3] = 3 (сектор)"]])


def test_the_scanner_finds_a_choice_the_turn_takes_back():
    # the lead's find: the roll asked for a field, then the next line ended the turn
    asked = ["Аня: на кубике хода 1. Выбери поле: идти ПОЛЕ.", "Аня: ходить некуда, ход окончен.",
             "Ход переходит к Борису (круг 1)."]
    assert any("a choice asked" in p for p in problems([asked]))
    assert any("placeholder" in p for p in problems([["Ann rolled 1 to move. Choose a field: move FIELD."]]))
    assert not problems([["Борис: на кубике хода 2.", "Борис: с поля «Салун» на 2:", "  Лицей",
                          "Выбери поле из списка, например: «идти Лицей»."]])


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_a_roll_with_nowhere_to_go_asks_for_no_field(tmp_path, locale):
    # seed 1: Аня (a goblin on the Cliffs) rolls 1 and cannot move; Борис rolls 2 and can
    players = (Player("Аня", "гоблин", "f"), Player("Борис"), Player("Вика", "оборотень", "f"))
    table = Table.new(tmp_path / "game.pnp", SessionHeader("amber", 1, players, locale=locale))
    stuck = table.act("roll", [])
    lines = action_lines(table.referee, stuck.action, stuck.events, locale)
    assert not problems([lines]), lines
    moved = table.act("roll", [])
    lines = action_lines(table.referee, moved.action, moved.events, locale)
    assert not problems([lines]), lines
    assert lines[-1] in ("Выбери поле из списка, например: «идти Караван-сарай».",
                         "Choose a field from the list, for example: ‘move Caravanserai’."), lines


def test_a_table_roll_that_does_nothing_says_so():
    from pnpkit.games.amber.referee import REFEREE
    from pnpkit.rules.session import Event

    roll = Event("rolled", {"total": 2, "dice": "d6"})
    assert REFEREE.describe([roll], "ru") == ["Бросок по таблице: 2 — ничего не происходит."]
    assert REFEREE.describe([roll, Event("next", {"player": "Bob", "tour": 2})], "en")[0] == \
        "Table roll: 2 — nothing happens."
    gained = Event("gained", {"player": "Аня", "points": {"life": 1}})
    assert REFEREE.describe([roll, gained], "ru")[0] == "Бросок по таблице: 2."


def test_a_cards_own_table_roll_tells_its_row():
    # «Бросок по таблице: 1.» and nothing else for №105 Землетрясение and №87 Лотерея: their
    # tables live on the card, with no id to look the row up by
    from pnpkit.games.amber.referee import REFEREE
    from pnpkit.rules.session import Event

    buried = Event("rolled", {"player": "Аня", "total": 1, "dice": "d6", "text": "Завалило.", "nothing": False})
    assert REFEREE.describe([buried, Event("lost", {"player": "Аня", "points": {"life": 1}})], "ru")[0] == \
        "Бросок по таблице: 1 — завалило."
    assert REFEREE.describe([buried], "en")[0] == "Table roll: 1: buried."
    hussar = Event("rolled", {"player": "Ann", "total": 3, "dice": "d6", "text": "гусар выиграл", "nothing": False})
    assert REFEREE.describe([hussar], "en") == ["Table roll: 3: the hussar wins."]  # a traveller's own table
    from pnpkit.games.amber.referee_told import (
        ToldNames,  # a one-shot `referee log` reads its own part
    )

    assert ToldNames().effect_texts("en")["гусар выиграл"] == "the hussar wins"
    blank = Event("rolled", {"player": "Аня", "total": 3, "dice": "d6", "nothing": True})
    assert REFEREE.describe([blank, Event("card", {"card": "card.105"})], "ru")[0] == \
        "Бросок по таблице: 3 — ничего не происходит."
    assert problems([["Бросок по таблице: 1.", "Карта №105 Землетрясение: …"]])


def test_a_table_roll_names_the_row_it_lands_on():
    # #31.6: «Бросок по таблице: 2» alone leaves the table to look the row up
    from pnpkit.games.amber.referee import REFEREE
    from pnpkit.rules.session import Event

    roll = Event("rolled", {"player": "Аня", "total": 10, "dice": "2d6", "table": "table.border-post"})
    assert REFEREE.describe([roll], "ru") == ["Бросок по таблице «Застава: игра в кости»: 10 — стража обыграна: +15 талеров."]
    lost = Event("rolled", {"player": "Аня", "total": 3, "dice": "2d6", "table": "table.border-post"})
    assert REFEREE.describe([lost], "ru") == ["Бросок по таблице «Застава: игра в кости»: 3 — ставка проиграна."]  # not «… — ничего»
    assert REFEREE.describe([lost], "en")[0].startswith("Roll on the “Border Post: a game of dice” table: 3: ")


def test_a_field_done_after_its_question_is_not_read_out_a_third_time():
    # #554 «идти Игровые автоматы» read the field's text, the question «Выполнить его?» read it
    # again, and the answer «да» opened with the whole text once more
    from pnpkit.games.amber.referee import REFEREE
    from pnpkit.rules.session import Event

    answered = [Event("field", {"player": "Аня", "field": "field.slot-machines"}),
                Event("paid", {"player": "Аня", "amount": 5, "to": "mafia"})]
    assert REFEREE.describe(answered, "ru")[:2] == ["Поле «Игровые автоматы».", "Аня платит 5 талеров в фонд мафии."]
    assert REFEREE.describe(answered, "en")[0] == "Field “Slot Machines”."  # not «Field Slot Machines.»


def test_a_table_rolled_again_in_one_action_says_which_time():
    # three tokens (№8 Жетоны) at the Slot Machines: «Бросок по таблице: 1 — автомат молчит.»
    # twice in a row read as one line said twice
    from pnpkit.games.amber.referee import REFEREE
    from pnpkit.rules.session import Event

    def play(total):
        return Event("rolled", {"player": "Аня", "total": total, "dice": "1d6", "table": "table.slot-machines"})

    ru = REFEREE.describe([play(5), play(1), play(1)], "ru")
    assert ru == ["Бросок по таблице «Игровые автоматы»: 5 — автомат молчит.",
                  "Бросок по таблице «Игровые автоматы» (2-й раз): 1 — автомат молчит.",
                  "Бросок по таблице «Игровые автоматы» (3-й раз): 1 — автомат молчит."]
    assert not problems([ru])
    assert REFEREE.describe([play(5), play(1)], "en")[1] == "Roll on the “Slot Machines” table (2nd time): 1: the machine stays silent."
    lottery = Event("rolled", {"player": "Аня", "total": 1, "dice": "d6", "text": "Пустой билет.", "nothing": True})
    quake = Event("rolled", {"player": "Аня", "total": 1, "dice": "d6", "text": "Завалило.", "nothing": False})
    two_cards = REFEREE.describe([lottery, Event("card", {"card": "card.105"}), quake], "ru")
    assert two_cards[-1] == "Бросок по таблице: 1 — завалило."  # another card's table: not a second time


def test_where_a_quiet_card_went_is_told(tmp_path):
    # played: «Вика: Выбери одно:» for №149 Бизон, «выбрать 1», then the next turn (where did
    # the bison go?); №100 Проклятие на предмет with no item to curse, then the next turn;
    # «Воспользоваться способностью?» «нет» before №187 Воин Хаоса, then the next turn
    from pnpkit.games.amber.referee import REFEREE
    from pnpkit.games.amber.rules.card_play import resolve_card
    from pnpkit.games.amber.rules.context import Ctx
    from pnpkit.games.amber.rules.rules import ScriptedDice
    from pnpkit.rules.messages import speaking_of
    from pnpkit.rules.session import Player, SessionHeader

    header = SessionHeader("amber", 4, (Player("Аня", "amazon", "f"), Player("Борис")))
    game = REFEREE.new(header).game
    p = game.players[0]
    p.cards[:] = [c for c in p.cards if game.rules.cards.get(c) is None or game.rules.cards[c].kind != "item"]
    p.items.clear()

    def resolved(card_id, field, decide=lambda *a: 0):
        events = []
        ctx = Ctx(game.rules, game, ScriptedDice([4] * 10), decide, 0, events, field=field)
        resolve_card(ctx, card_id)
        return REFEREE.describe(events, "ru")

    speaking_of({"Аня": "f"})
    try:
        assert resolved("card.100", "field.plain")[-1] == \
            "Карта №100 Проклятие на предмет: ничего не происходит, она уходит в сброс."
        assert resolved("card.149", "field.plain")[-1] == "Карта №149 Бизон уходит на поле «Прерия (запад)»."
        assert resolved("card.055", "field.plain")[-1] == "Карта №55 Огненный шар остаётся у Ани."
        p.stats["thalers"] = 0  # №48's offer costs 3: said to be out of reach, not left hanging
        assert resolved("card.048", "field.plain")[-1] == \
            "Аня: на это нужно 3 талера, а столько нет — предложение пропадает."
        p.statuses["clockwise"] = 1  # busy with another card: №11 goes back into the deck
        assert resolved("card.011", "field.plain")[-1] == "Карта №11 Карманный дракончик возвращается в середину колоды."
    finally:
        speaking_of({})


def test_a_temple_sectors_question_does_not_read_the_whole_temple_again():
    # «Аня: сектор 1: Меняла. …», then «Выполнить это?» with «поле «Храм Бааля»: Храм затягивает
    # всякого…» — the Temple's text a second time in one action (it was read with the move too)
    from pnpkit.games.amber.referee import REFEREE
    from pnpkit.rules.session import Event

    sector = Event("sector", {"player": "Аня", "number": 1})
    asked = Event("question", {"player": "Аня", "question": "may", "options": [False, True],
                               "info": {"field": "field.temple-of-baal"}, "players": ["Аня"]})
    lines = REFEREE.describe([sector, asked], "ru")
    assert not [line for line in lines if "Храм затягивает" in line], lines
    alone = REFEREE.describe([asked], "ru")  # a field's own question still reads the field
    assert any("Храм затягивает" in line for line in alone), alone


def test_a_sector_that_does_nothing_says_so():
    # «Bob: sector 6 (rolled 1): Rest stop. If you carry a food pack …» and then the next
    # sector: did Bob gain anything?
    from pnpkit.games.amber.referee import REFEREE
    from pnpkit.rules.session import Event

    rest = Event("sector", {"player": "Bob", "number": 6, "roll": 1, "text": "Привал."})
    scree = Event("sector", {"player": "Bob", "number": 1, "roll": 3})
    en = REFEREE.describe([rest, scree], "en")
    assert en[0].endswith(" This time nothing comes of it."), en
    gained = Event("gained", {"player": "Bob", "points": {"strength": 1}})
    assert not REFEREE.describe([rest, gained], "en")[0].endswith("of it.")


def test_an_offer_out_of_reach_says_why():
    # «Bob cannot afford the offer now» at the Treasure Cave, where the want is a pass trophy
    from pnpkit.games.amber.referee import REFEREE
    from pnpkit.rules.session import Event

    def said(locale, **data):
        return REFEREE.describe([Event("out_of_reach", {"player": "Bob", **data})], locale)[0]

    assert said("en", reason="pass", need=0) == "Bob has no pass trophy: there is no way in."
    assert said("en", reason="thalers", need=5) == "Bob would need 5 thalers for this and has less: the offer passes."
    assert said("ru", reason="points", need=0) == "Bob: не хватает пунктов для этого обмена — предложение пропадает."


def test_a_move_roll_after_a_teleport_is_said_not_to_count():
    # #124: Борис teleported (№65) before his roll; «Борис: на кубике хода 6.» and then the
    # next turn, with no move and no word why
    from pnpkit.games.amber.referee import REFEREE
    from pnpkit.rules.session import Event

    void = [Event("rolled_move", {"player": "Борис", "roll": 6}), Event("next", {"player": "Гоша", "tour": 8})]
    assert REFEREE.describe(void, "ru")[0] == \
        "Борис: на кубике хода 6, но фишка уже перенесена — этот бросок не в счёт."
    stuck = [Event("rolled_move", {"player": "Аня", "roll": 1}), Event("no_move", {"player": "Аня"})]
    assert REFEREE.describe(stuck, "ru")[0] == "Аня: на кубике хода 1."

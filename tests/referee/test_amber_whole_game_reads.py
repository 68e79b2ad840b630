"""Defects a table met reading whole four-player Amber games (session 13, issue #31: a
duplicate line, an outcome without its owner, a question that names the wrong thing).
Each case is played through the referee as a table plays it, then read in Russian and
English."""

from __future__ import annotations

import pytest

from pnpkit.games.amber.referee import REFEREE
from pnpkit.rules.messages import speaking_of
from pnpkit.rules.session import Action, LiveDice, Player, SessionHeader

PLAYERS = {"ru": (("Вика", "f"), ("Борис", "m")), "en": (("Vicky", "f"), ("Bob", "m"))}


def _table(locale: str, seed: int = 3):
    players = PLAYERS[locale]
    speaking_of(dict(players))
    return REFEREE.new(SessionHeader("amber", seed, tuple(Player(n, None, g) for n, g in players), locale=locale))


def _act(table, command: str, *args: str, index: int = 1):
    return REFEREE.apply(table, Action(command, args), LiveDice(3, index))


@pytest.mark.parametrize(("locale", "asked", "told"), [
    ("ru", "Борис: Невезение (№5): назови бросок хода Вики:", "Борис называет бросок Вики (ход): 4."),
    ("en", "Bob: Bad Luck (card No. 5): name Vicky’s move roll:", "Bob names Vicky’s roll (move): 4."),
])
def test_bad_luck_asks_the_next_player_to_name_anothers_roll_and_says_it_once(locale, asked, told):
    # seed 22 (en): «Greg: Name your move roll:» asked Greg for Bob's roll, then «Greg
    # chooses: 1.» and «Greg names the roll: 1.» told the one answer twice
    table = _table(locale)
    table.game.players[0].statuses["named-rolls"] = 2  # №5 НЕВЕЗЕНИЕ lies on Вика
    table, events = _act(table, "roll")
    lines = REFEREE.describe(events, locale)
    assert asked in lines, lines
    table, events = _act(table, "choose", "4", index=2)
    lines = REFEREE.describe(events, locale)
    assert lines[0] == told, lines
    assert not [line for line in lines if "4." in line and line != told and line.startswith(PLAYERS[locale][1][0])]


def _drawn_into_a_fight(locale: str, card: str = "card.017"):
    """Вика, carrying №102 Плащ-невидимка with its 5 ПО, rolls a 1 to the Mutation Zone
    and draws ``card`` (a beast): the referee's lines up to the first question."""
    table = _table(locale)
    vika = table.game.players[0]
    vika.cards.append("card.102")
    vika.stats["experience"] = 5
    table.game.deck.remove(card)
    table.game.deck.insert(0, card)
    table, events = REFEREE.apply(table, Action("roll"), LiveDice(3, 1, [1]))
    table, _ = _act(table, "move", "field.mutation-zone", index=2)
    return _act(table, "resolve", index=3)


@pytest.mark.parametrize(("locale", "asked", "means", "fired"), [
    ("ru", "Вика: №102 Плащ-невидимка: выполнить это (по желанию)?",
     "  это значит: бросок кубика: 1–3 — противник тебя не видит, 4–6 — не вышло", "Срабатывает"),
    ("en", "Vicky: No. 102 Cloak of Invisibility: do this (it is up to you)?",
     "  that means: a roll of the die: 1–3 — the opponent cannot see you, 4–6 — it did not work", "Takes effect"),
])
def test_an_items_offer_before_a_cards_fight_names_the_item_and_its_rows(locale, asked, means, fired):
    # seed 7 (ru): «Срабатывает: №102 Плащ-невидимка.», then «Вика: Выполнить это (по
    # желанию)? карта: №17 Крысы-мутанты; это значит: бросок по таблице» — the rats'
    # card named, the cloak's roll without its rows, and «срабатывает» before a «нет»
    _table_after, events = _drawn_into_a_fight(locale)
    lines = REFEREE.describe(events, locale)
    at = lines.index(asked)
    assert lines[at + 2] == means, lines[at:]
    assert not [line for line in lines if line.startswith(fired)], lines


@pytest.mark.parametrize(("locale", "means"), [("ru", "взглянуть на верхнюю карту колоды"),
                                               ("en", "look at the top card of the deck")])
def test_the_stargazers_offer_is_asked_once_and_says_how_many_cards(locale, means):
    # seed 22 (en): «Takes effect: Stargazer.» before every «Stargazer: do this?» answered «no»;
    # «look at cards of the deck» for the one top card the ability shows
    players = PLAYERS[locale]
    speaking_of(dict(players))
    table = REFEREE.new(SessionHeader("amber", 3, (Player(players[0][0], "stargazer", "f"),
                                                   Player(players[1][0], None, "m")), locale=locale))
    table.game.turn = 0  # the Stargazer's turn
    table, events = _act(table, "roll")
    lines = REFEREE.describe(events, locale)
    assert lines[0].endswith("?") and means in lines[1], lines
    table, events = _act(table, "no", index=2)
    assert not [line for line in REFEREE.describe(events, locale) if "Звездочёт" in line or "Stargazer" in line]


@pytest.mark.parametrize(("locale", "told"), [
    ("ru", "  Лазарет (1 шаг: бросок 6, но безумие ведёт только до Лазарета)"),
    ("en", "  Infirmary (1 step: roll 6, but madness leads only as far as the Infirmary)"),
])
def test_a_mad_travellers_short_walk_says_why(locale, told):
    # seed 22: «Лазарет (1 шаг)» after a 6 — a count without its reason
    table = _table(locale)
    vika = table.game.players[0]
    vika.stats["mind"], vika.position = 0, "field.mutation-zone"
    _table_after, events = REFEREE.apply(table, Action("roll"), LiveDice(3, 1, [6]))
    assert told in REFEREE.describe(events, locale)


@pytest.mark.parametrize(("locale", "told"), [
    ("ru", "Вика: прибавка за шестёрку (+1 ПС и +1 ПУ) кончилась."),
    ("en", "Vicky’s bonus for the six (+1 STR and +1 MND) is over."),
])
def test_the_mutants_six_bonus_ends_in_words(locale, told):
    # seed 22 (en): «Takes effect: Mutant.» at the start of Vicky's turn, and nothing after it
    players = PLAYERS[locale]
    speaking_of(dict(players))
    table = REFEREE.new(SessionHeader("amber", 3, (Player(players[0][0], "mutant", "f"),
                                                   Player(players[1][0], None, "m")), locale=locale))
    table.game.turn = 0
    table, events = REFEREE.apply(table, Action("roll"), LiveDice(3, 1, [6]))
    lines = REFEREE.describe(events, locale)
    assert any("+1" in line for line in lines), lines  # the six's bonus told
    table.game.turn = 0  # her next turn (the rest of this one is not what is read here)
    table.game.phase = "roll"
    table, events = REFEREE.apply(table, Action("roll"), LiveDice(3, 2, [2]))
    lines = REFEREE.describe(events, locale)
    at = lines.index(told)
    assert at == 1 and lines[0].startswith(("Срабатывает", "Takes effect")), lines


@pytest.mark.parametrize(("locale", "none", "told"), [
    ("ru", "  1. 0 ПЖ · не лечиться: осмотр за 1 талер", "Вика не лечится и проходит осмотр: платит 1 талер в банк игры."),
    ("en", "  1. 0 LIFE · no treatment: a check-up for 1 thaler",
     "Vicky is not treated and has a check-up: pays 1 thaler to the supply."),
])
@pytest.mark.parametrize("life", [4, 2])
def test_the_infirmarys_check_up_is_its_fee_as_printed(locale, none, told, life):
    # the board: «Кто не лечится, проходит осмотр за 1 талер»; the referee asked «Пройти
    # осмотр?» («да · осмотр за плату», no price), and a table always said no (every game)
    table = _table(locale)
    vika = table.game.players[0]
    vika.position, vika.stats["life"] = "field.mutation-zone", life
    table, _ = REFEREE.apply(table, Action("roll"), LiveDice(3, 1, [1]))
    table, _ = _act(table, "move", "field.infirmary", index=2)
    table, events = _act(table, "resolve", index=3)
    lines = REFEREE.describe(events, locale)
    if life < 4:  # asked how much to heal: none costs the check-up
        assert none in lines, lines
        table, events = _act(table, "choose", "1", index=4)
        lines = REFEREE.describe(events, locale)
    assert told in lines and len([line for line in lines if "1 " in line]) == 1, lines
    assert table.game.players[0].stats["thalers"] == 14


def test_madness_in_english_knows_the_travellers_gender():
    # seeds 7 and 22 (en): «Vicky loses their mind … never leaving their World» though the
    # session knows Vicky is a woman (the Russian sentence has no pronoun to get wrong)
    from pnpkit.rules.session import Event

    speaking_of({"Vicky": "f", "Bob": "m"})
    assert REFEREE.describe([Event("went_mad", {"player": "Vicky"})], "en") == [
        "Vicky loses her mind (0 MND): madness — moving only clockwise to the Infirmary, never leaving her World."]
    assert "his World" in REFEREE.describe([Event("went_mad", {"player": "Bob"})], "en")[0]


@pytest.mark.parametrize(("locale", "edges"), [
    ("ru", ["  Рэндом (Вика): Любимец удачи: при ничьей в поединке за корону не теряет ПЖ.",
            "  Бенедикт (Борис): Мастер клинка: в поединке за корону прибавляет 1 к сумме своих двух кубиков."]),
    ("en", ["  Random (Vicky): Fortune’s favourite: on a tie in the duel for the Crown, loses no Life.",
            "  Benedict (Bob): Master of the blade: in the duel for the Crown, adds 1 to the total of the two dice."]),
])
def test_the_crown_battle_says_why_a_sum_has_plus_one_and_why_a_draw_costs_one_side(locale, edges):
    # seed 22 (en): «Round 1: Vicky 2d6[6,5] = 11, Ann 2d6[6,4]+1 = 11. Lost: Ann −1 LIFE.» —
    # whence the +1, and why only Ann lost on a draw (seed 000: a draw costs each 1 ПЖ)?
    from pnpkit.games.amber.rules.context import Ctx
    from pnpkit.games.amber.rules.kingdom import _arena
    from pnpkit.games.amber.rules.rules import ScriptedDice
    from pnpkit.games.amber.rules.state import IN_KINGDOM

    game = _table(locale).game
    queen, challenger = game.players
    for player, prince in ((queen, "prince.random"), (challenger, "prince.benedict")):
        player.board, player.prince, player.stats["life"] = IN_KINGDOM, prince, 1
    queen.position, queen.crowned, game.king = game.rules.kingdom.arena, True, 0
    events: list = []
    _arena(Ctx(game.rules, game, ScriptedDice([3, 3, 2, 3]), lambda *a: 0, 1, events))
    lines = REFEREE.describe(events, locale)
    at = lines.index(edges[0])
    assert lines[at:at + 3] == [*edges, lines[at + 2]] and lines[at + 2].strip().startswith(("Раунд 1", "Round 1"))
    assert "= 6" in lines[at + 2] and "+1 = 6" in lines[at + 2]


@pytest.mark.parametrize(("locale", "asked"), [
    ("ru", "Вика: Какую карту взять? Остальные вернутся в середину колоды."),
    ("en", "Vicky: Which card to take? The others go back into the middle of the deck."),
])
def test_the_lucky_dragons_pick_says_which_card_is_kept_and_where_the_rest_go(locale, asked):
    # seed 7: «Какую карту оставить?» — to keep, or to leave behind on the field? (№181: one
    # of two is done, the rest go back into the middle of the deck)
    table = _table(locale)
    table.game.players[0].friends.append("card.181")
    table, _ = REFEREE.apply(table, Action("roll"), LiveDice(3, 1, [1]))
    table, _ = _act(table, "move", "field.mutation-zone", index=2)
    _table_after, events = _act(table, "resolve", index=3)
    assert asked in REFEREE.describe(events, locale)


@pytest.mark.parametrize(("locale", "paid", "none"), [
    ("ru", "Инфляция: Вика платит 2 талера в банк игры.", "Инфляция: у Вики нет денег, отдавать нечего."),
    ("en", "Inflation: Vicky pays 2 thalers to the supply.", "Inflation: Vicky has no money to lose."),
])
@pytest.mark.parametrize("money", [5, 0])
def test_inflation_is_told_once_and_an_empty_purse_says_so(locale, paid, none, money):
    # seed 7: «Инфляция: 2 талера.» then «Вика платит 2 талера в банк игры.» (one payment
    # twice); with no money it said «Инфляция: 0 талеров.»
    table = _table(locale)
    table.game.players[0].stats["thalers"] = money
    table.game.deck.remove("card.037")
    table.game.deck.insert(0, "card.037")
    table, _ = REFEREE.apply(table, Action("roll"), LiveDice(3, 1, [1]))
    table, _ = _act(table, "move", "field.mutation-zone", index=2)
    _table_after, events = _act(table, "resolve", index=3)
    lines = REFEREE.describe(events, locale)
    told = [line for line in lines if " платит " in line or " pays " in line or line.startswith(("Инфл", "Infl"))]
    assert told == [paid if money else none], lines


@pytest.mark.parametrize(("effects", "ru", "en"), [
    ([{"convert": {"from": {"strength": 1, "magic": 1}, "to": {"life": 1}}}],
     "отдать 1 ПС и 1 ПМ, получить +1 ПЖ", "give 1 STR and 1 MAG, get +1 LIFE"),
    ([{"exchange": {"trade": [{"give": {"strength": 1}, "get": {"magic": 1}}]}}],
     "менять 1 ПС на 1 ПМ, сколько угодно", "trade 1 STR for 1 MAG, as many times as you like"),
    ([{"merge": {"stats": ["strength", "mind", "magic"], "into": "mind"}}],
     "сложить свои ПС, ПУ и ПМ в ПУ", "add up your own STR, MND, and MAG into MND"),
    ([{"send_card": {"dice": "d6", "within_world": True}}],
     "унести карту на столько полей, сколько выпадет на кубике", "carry the card as many fields away as the die shows"),
])
def test_an_offer_says_what_it_trades(effects, ru, en):
    # seed 7: «это значит: обменять пункты» (the Inn's 1 ПС и 1 ПМ за 1 ПЖ), «обмен пунктов»
    # (the Temple's money-changer, 16 times a game), «слить пункты в один» (№164),
    # «отправить карту» (the Sinister Forest) — an offer without what it costs and gives
    from pnpkit.games.amber.rules.referee_text_questions import effects_summary
    from pnpkit.games.amber.rules.referee_text_say import _Say

    assert [effects_summary(_Say(REFEREE, locale), effects) for locale in ("ru", "en")] == [ru, en]


@pytest.mark.parametrize(("field", "ru", "en"), [
    ("field.cliffs", "вытянуть 1 карту; уходя, −1 к броску на ход", "draw 1 card; −1 to the move roll when leaving"),
    ("field.burnt-ground", "вытянуть 1 карту; уходя, без очка за лошадь",
     "draw 1 card; no point for the horse when leaving"),
    ("field.mutation-zone", "вытянуть 2 карты; прибавка в бою здесь: звери и враги +2 ПУ",
     "draw 2 cards; here beasts and enemies fight at +2 MND"),
])
def test_a_field_offered_as_an_answer_says_its_leaving_rule_and_its_fighters_bonus(field, ru, en):
    # whole games (teleports, the Ninja's escape): «Скалы · вытянуть 1 карту; уход с поля»,
    # «Зона мутаций · вытянуть 2 карты; прибавка в бою» — which bonus, whose, what on leaving?
    from pnpkit.games.amber.rules.referee_text_questions import _field_facts
    from pnpkit.games.amber.rules.referee_text_say import _Say

    assert [_field_facts(_Say(REFEREE, locale), field) for locale in ("ru", "en")] == [ru, en]


def _gypsy_meets(locale: str, die: int):
    """Вика the Gypsy comes to Борис (3 thalers, no things) on the Mutation Zone, draws two
    cards that ask nothing, tries her con and rolls ``die``: the lines of that try."""
    players = PLAYERS[locale]
    speaking_of(dict(players))
    table = REFEREE.new(SessionHeader("amber", 3, (Player(players[0][0], "gypsy", "f"),
                                                   Player(players[1][0], None, "m")), locale=locale))
    game = table.game
    game.turn = 0
    vika, boris = game.players
    boris.stats["thalers"], boris.position, vika.position = 3, "field.mutation-zone", "field.epicentre"
    boris.items.clear()
    for at, card in enumerate(("card.004", "card.140")):  # kept cards: nothing to fight or answer
        game.deck.remove(card)
        game.deck.insert(at, card)
    table, _ = REFEREE.apply(table, Action("roll"), LiveDice(3, 1, [1]))
    table, _ = _act(table, "move", "field.mutation-zone", index=2)
    table, _ = _act(table, "resolve", index=3)
    assert table.pending.pause.question == "use-ability"
    table, events = REFEREE.apply(table, Action("yes"), LiveDice(3, 4, [die]))
    return table, REFEREE.describe(events, locale)


@pytest.mark.parametrize(("locale", "took", "fired"), [("ru", "Вика забирает у Бориса: 3 талера.", "Срабатывает"),
                                                       ("en", "Vicky takes from Bob: 3 thalers.", "Takes effect")])
def test_a_con_tells_what_was_taken_once_and_no_trigger_before_a_failed_roll(locale, took, fired):
    # seed 8: «Аня забирает у Гоши: 3 талера.» then «Аня: +10 талеров.» (Гоша had 3: the
    # table would add 10), and «Срабатывает: Цыган.» before «… — не помогло.»
    table, lines = _gypsy_meets(locale, 1)
    assert lines[1:3] == [took, lines[2]] and not lines[2].startswith(took.split()[0] + ":"), lines
    assert table.game.players[0].stats["thalers"] == 15 + 3
    _table_after, lines = _gypsy_meets(locale, 5)
    assert not [line for line in lines if line.startswith(fired)], lines


@pytest.mark.parametrize(("locale", "fact"), [("ru", "только перенос: поле не выполняется"),
                                              ("en", "a move only: the field is not carried out")])
def test_the_ninjas_escape_does_not_promise_the_fields_it_offers(locale, fact):
    # seed 7: «Куда переместиться? 1. Лазарет · Здесь можно остановиться проходом. 2. Прерия
    # (восток) · Брось кубик.» — then «Гоша перенесён на поле «Прерия (восток)».» and no roll
    from pnpkit.games.amber.rules.context import Ctx
    from pnpkit.games.amber.rules.ops_moves import op_go_to
    from pnpkit.games.amber.rules.rules import ScriptedDice
    from pnpkit.rules.session import Event

    game = _table(locale).game
    game.players[0].position = "field.ranch"
    asked: list = []

    def decide(state, who, question, options, info=None):
        asked.append(Event("question", {"player": state.players[who].name, "question": question,
                                        "options": list(options), "info": dict(info or {})}))
        return 0

    events: list = []
    op_go_to(Ctx(game.rules, game, ScriptedDice([]), decide, 0, events), {"field": "neighbour", "resolve": False})
    options = [line for line in REFEREE.describe(asked, locale) if line.strip()[:2] in ("1.", "2.", "3.")]
    assert len(options) >= 2 and all(line.endswith(" · " + fact) for line in options), options


@pytest.mark.parametrize(("locale", "head"), [("ru", "Вика должна отдать 2 ПМ, а столько нет:"),
                                              ("en", "Vicky must give up 2 MAG and has not got it all:")])
def test_a_loss_paid_partly_by_compensation_is_not_told_as_lost_whole(locale, head):
    # seed 7: «Гоша теряет 2 ПМ:» above «шаг 1: отдано 1 ПМ», «шаг 2: вместо «ПМ» — 1 ПУ» — 1 ПМ went
    from pnpkit.rules.session import Event

    speaking_of({"Вика": "f", "Vicky": "f"})
    name = PLAYERS[locale][0][0]
    lost = Event("lost", {"player": name, "points": {"magic": 2}, "plan": [("magic", 1, "magic"), ("mind", 1, "magic")]})
    lines = REFEREE.describe([lost], locale)
    assert lines[0] == head and len(lines) == 3, lines
    whole = Event("lost", {"player": name, "points": {"magic": 2}, "plan": [("magic", 2, "magic")]})
    assert REFEREE.describe([whole], locale) == [("Вика теряет 2 ПМ." if locale == "ru" else "Vicky loses 2 MAG.")]

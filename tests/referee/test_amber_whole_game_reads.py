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

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

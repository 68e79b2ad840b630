"""Issue #30, 13: consent at the table.  An exchange office's entry fee (board text of the
exchange fields: «Кто ничего не меняет и не покупает, платит 5 талеров за вход») is a
spend like any other: leaving without a deal shows the fee and, when it is more than half
of the player's money, waits for the same yes every other spend asks for."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules import engine
from pnpkit.games.amber.rules.referee_text_questions import option_labels
from pnpkit.rules.session import Player, RuleError, SessionHeader, perform

HEADER = SessionHeader("amber", 2, (Player("Аня", "amazon"), Player("Борис")))


def at_the_exchange(thalers: int):
    """Аня with ``thalers`` stands at the western exchange office, asked what she does."""
    table = REFEREE.new(HEADER)
    state = table.game.clone()
    p = state.players[state.turn]
    p.stats["thalers"] = thalers
    state.phase, state.pending_roll = "move", 1
    p.position = next(f for f in state.rules.board.index
                      if any(m.dest == "field.exchange-west" for m in engine.moves_for(_at(state, p, f))))
    table = replace(table, game=state)
    table, _e, _a = perform(REFEREE, HEADER, table, 1, "move", ("field.exchange-west",))
    table, _e, _a = perform(REFEREE, HEADER, table, 2, "resolve", ())
    assert table.pending.pause.question == "exchange"
    return table


def _at(state, p, field):
    p.position = field
    return state


def test_leaving_an_exchange_office_shows_its_entry_fee():
    table = at_the_exchange(8)
    pause = table.pending.pause
    ru = option_labels(REFEREE, pause.question, pause.options, ["Аня", "Борис"], "ru", pause.info)
    en = option_labels(REFEREE, pause.question, pause.options, ["Аня", "Борис"], "en", pause.info)
    assert ru[0] == "ничего не менять — вход 5 талеров"
    assert en[0] == "no deal: the entry fee, 5 thalers"


def test_an_entry_fee_above_half_the_money_waits_for_a_yes():
    table = at_the_exchange(8)
    after, events, action = perform(REFEREE, HEADER, table, 3, "pass", ())
    assert [e.data["amount"] for e in events if e.kind == "paid"] == [5]
    question = REFEREE.confirm(table, after, action, events)
    assert question is not None
    assert question.text("ru") == "Аня потратит 5 талеров из 8 — больше половины своих денег"


def test_an_entry_fee_of_half_or_less_goes_ahead():
    table = at_the_exchange(10)
    after, events, action = perform(REFEREE, HEADER, table, 3, "pass", ())
    assert REFEREE.confirm(table, after, action, events) is None


def test_a_point_bought_above_half_the_money_still_asks():
    table = at_the_exchange(8)
    after, events, action = perform(REFEREE, HEADER, table, 3, "buy", ("mind",))
    assert REFEREE.confirm(table, after, action, events) is not None


def _with_step(owner: int):
    table = REFEREE.new(HEADER)
    return replace(table, steps=((owner, "Отдай 1 талер.", (("thalers", 1),)),))


def test_placing_a_traveller_does_not_settle_another_players_step():
    """«place» records where one traveller stands; Борис's open step stays his."""
    table = _with_step(1)
    placed, events, _ = perform(REFEREE, HEADER, table, 1, "place", ("Аня", "Лазарет"))
    assert placed.steps == table.steps
    assert [e.kind for e in events][:2] == ["placed", "by_hand_only"]  # then the Infirmary, as on arrival
    own, events, _ = perform(REFEREE, HEADER, table, 1, "place", ("Борис", "Лазарет"))
    assert own.steps == () and "settled" in [e.kind for e in events]


def test_adjust_past_the_cap_before_the_rift_warns():
    """Seed 000: before the Провал own points are capped at 14; a correction above it is
    recorded, with a warning."""
    table = REFEREE.new(HEADER)
    state = table.game.clone()
    state.players[0].stats["strength"] = 13
    table = replace(table, game=state)
    _t, events, _ = perform(REFEREE, HEADER, table, 1, "adjust", ("Аня", "ПС", "+1"))
    assert "over_cap" not in [e.kind for e in events]
    after, events, _ = perform(REFEREE, HEADER, table, 1, "adjust", ("Аня", "ПС", "+2"))
    assert after.game.players[0].stats["strength"] == 15
    text = "\n".join(REFEREE.describe(events, "ru"))
    assert "до Провала свои очки не поднимаются выше 14" in text, text
    assert "stay at 14 or below" in "\n".join(REFEREE.describe(events, "en"))


def _two_on_one_field():
    header = SessionHeader("amber", 2, (Player("Аня", "amazon"), Player("Boris")))
    table = REFEREE.new(header)
    game = table.game.clone()
    a, b = game.players
    a.position = b.position = "field.savanna"
    a.items, b.stats["thalers"], a.stats["thalers"] = ["item.colt"], 30, 0
    game.turn = 0
    return header, replace(table, game=game)


def test_a_deal_waits_for_the_other_sides_yes():
    """Seed 000: travellers trade «по взаимному согласию» — Boris, who pays 25, says yes."""
    header, table = _two_on_one_field()
    after, events, action = perform(REFEREE, header, table, 1, "trade", ("Boris", "Кольт", "за", "25"))
    question = REFEREE.confirm(table, after, action, events)
    assert question is not None
    assert question.text("ru") == ("сделка только по обоюдному согласию: Boris отдаёт 25 талеров — "
                                   "пусть Boris подтвердит")
    assert question.text("en") == "a deal needs both sides: Boris hands over 25 thalers, so Boris must say yes"


def test_a_gift_to_the_other_side_asks_nothing_of_them():
    header, table = _two_on_one_field()
    after, events, action = perform(REFEREE, header, table, 1, "trade", ("Boris", "Кольт", "за"))
    assert REFEREE.confirm(table, after, action, events) is None


def test_a_skipped_turn_can_be_recorded_and_the_engine_serves_it():
    """A step left to the table such as «пропусти ход» is recorded with ``adjust … пропуск +1``:
    it settles that player's step, and at her turn the engine says she misses it."""
    table = replace(REFEREE.new(HEADER), steps=((0, "Пропусти ход.", ()),))
    recorded, events, _ = perform(REFEREE, HEADER, table, 1, "adjust", ("Аня", "пропуск", "+1"))
    assert recorded.game.players[0].skip == 1 and recorded.steps == ()
    assert "Аня пропустит 1 ход." in REFEREE.describe(events, "ru")
    assert "Аня will miss 1 turn." in REFEREE.describe(events, "en")
    assert recorded.game.turn == 0
    served, events, _ = perform(REFEREE, HEADER, recorded, 2, "roll", ())
    assert "skipped_turn" in [e.kind for e in events] and served.game.players[0].skip == 0
    with pytest.raises(RuleError):
        perform(REFEREE, HEADER, table, 1, "adjust", ("Аня", "skip", "-1"))

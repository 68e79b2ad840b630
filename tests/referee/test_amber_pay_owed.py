"""Amber `pay` takes exactly what the step left to the table owes: the amount is the step's
``owes:`` in the data (never read off its words), too much or too little is
refused saying what is owed, in the session's language.  And while an action waits for
its answer, `pay` and the game master's place / give / adjust are refused: the waiting
action runs again from its start when answered, so a change made in between would be
folded into that start; the step stays open and is settled once the action is done."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from amber_driver import table_command

from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules.context import Ctx
from pnpkit.games.amber.rules.ops_flow import op_manual
from pnpkit.games.amber.rules.referee_hand import _noted
from pnpkit.rules.messages import speaking_of
from pnpkit.rules.session import Action, NoDice, Player, RuleError, SessionHeader, perform

HEADER = SessionHeader("amber", 4, (Player("Аня", gender="f"), Player("Вика", gender="f")))
OWED_TEN = ("Остальные игроки бросают кубик: кто выбросил больше всех (равные перебрасывают), "
            "тому ты должен 10 талеров.")


def test_a_manual_step_carries_what_its_data_says_it_owes():
    table = REFEREE.new(HEADER)
    state = table.game.clone()
    ctx = Ctx(state.rules, state, None, lambda *a: 0, state.turn, [])
    op_manual(ctx, {"text": OWED_TEN, "owes": {"thalers": 10}})
    op_manual(ctx, "Запомни это поле: здесь твоё логово.")  # a text only: nothing to pay
    noted = _noted(table, ctx.events, state.turn)
    assert noted.steps == ((state.turn, OWED_TEN, (("thalers", 10),)),
                           (state.turn, "Запомни это поле: здесь твоё логово.", ()))


def test_the_step_schema_takes_a_text_or_a_text_with_what_it_owes():
    from pnpkit.games.amber.rules.effects import OPS
    from pnpkit.model.schema import Context

    def errors(value) -> int:
        ctx = Context()
        OPS["manual"].validate(value, None, ctx, "manual")
        return len(ctx.diags.errors) if hasattr(ctx.diags, "errors") else len(list(ctx.diags))

    assert errors({"text": "Отдай вещь и 2 ПС.", "owes": {"item": 1, "strength": 2}}) == 0
    assert errors("Запомни это поле.") == 0
    assert errors({"text": "Отдай.", "owes": {"kisses": 2}}) == 1


@pytest.fixture(autouse=True)
def genders():
    speaking_of({p.name: p.gender for p in HEADER.players})  # what Table does on opening


def owing(text: str = OWED_TEN):
    """A fresh game where the player to move (Вика) owes the step ``text``."""
    table = REFEREE.new(HEADER)
    assert table.game.current.name == "Вика"
    return replace(table, steps=((table.game.turn, text, (("thalers", 10),) if text == OWED_TEN else ()),))


def test_paying_too_little_or_too_much_is_refused_saying_what_is_owed():
    table = owing()
    for args in (("thalers", "5"), ("thalers", "11"), ("thalers", "10", "life", "1"), ("life", "1")):
        with pytest.raises(RuleError) as info:
            perform(REFEREE, HEADER, table, 1, "pay", args)
        ru, en = info.value.text("ru"), info.value.text("en")
        assert "Вика должна ровно 10 талеров, а не" in ru, ru
        assert "Вика owes exactly 10 thalers, not" in en, en
    paid, events, _ = perform(REFEREE, HEADER, table, 1, "pay", ("талеры", "10"))
    vika = table.game.turn
    assert paid.steps == () and paid.game.players[vika].stats["thalers"] == table.game.players[vika].stats["thalers"] - 10
    assert any(e.kind == "settled" for e in events)


def test_a_step_without_an_amount_is_left_to_the_game_master():
    table = owing("Запомни это поле: здесь твоё логово.")
    with pytest.raises(RuleError) as info:
        perform(REFEREE, HEADER, table, 1, "pay", ("thalers", "1"))
    assert "не называет, сколько Вика должна заплатить" in info.value.text("ru")
    assert "game master records it" in info.value.text("en")
    settled, _events, _ = perform(REFEREE, HEADER, table, 1, "adjust", ("Аня", "пж", "+1"))
    assert settled.steps == ()


def paused_with_a_step():
    """A driven game at a question of the rules, with a step to settle by hand open."""
    table, rng = REFEREE.new(HEADER), random.Random(HEADER.seed)
    for i in range(1, 600):
        if table.pending is not None and table.pending.pause.kind == "question":
            return replace(table, steps=((table.game.turn, OWED_TEN, (("thalers", 10),)),)), i
        words = table_command(REFEREE, table, rng)
        table, _events, _ = perform(REFEREE, HEADER, table, i, words[0], words[1:])
    raise AssertionError("no question of the rules in 600 actions")


@pytest.mark.parametrize("words", [("pay", "thalers", "10"), ("place", "Вика", "Лазарет"),
                                   ("give", "Аня", "Вика", "талеры", "1"), ("adjust", "Вика", "пж", "+1")])
def test_paying_and_corrections_wait_for_the_answer(words):
    table, _ = paused_with_a_step()
    with pytest.raises(RuleError) as info:
        REFEREE.apply(table, Action(words[0], words[1:]), NoDice())  # `referee do` reaches it
    ru, en = info.value.text("ru"), info.value.text("en")
    assert ru.startswith("правила ждут ответа (выбрать N, да или нет)") and "останется открытым" in ru, ru
    assert en.startswith("the rules are waiting for an answer (choose N, yes or no)"), en


def test_once_the_action_is_done_the_open_step_is_settled_by_hand():
    table, i = paused_with_a_step()
    rng = random.Random(1)
    while table.pending is not None:
        words = table_command(REFEREE, table, rng)
        table, _events, _ = perform(REFEREE, HEADER, table, i, words[0], words[1:])
        i += 1
    assert table.steps and table.steps[-1][1] == OWED_TEN and table.steps[-1][2] == (("thalers", 10),)
    who = table.game.players[table.steps[0][0]].name
    settled, events, _ = perform(REFEREE, HEADER, table, i, "adjust", (who, "талеры", "-1"))
    assert len(settled.steps) == len(table.steps) - 1 and any(e.kind == "settled" for e in events)

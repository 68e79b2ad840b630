"""Issue 18: a fight's odds count the abilities that cancel a loss (the Gladiator's mercy
on a 4, body armour on 1–2, …): the referee shows how often the loss stands and how
often it is cancelled, exactly, with who cancels it and what they need."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from amber_driver import act_agreeing, table_command

from pnpkit.games.amber.rules.context import Ctx
from pnpkit.games.amber.rules.dispatch import cancel_chance, loss_cancellers
from pnpkit.games.amber.rules.engine import new_game
from pnpkit.games.amber.rules.rules import ScriptedDice
from pnpkit.referee.narrate import action_lines
from pnpkit.referee.registry import load_referee
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader


@pytest.fixture(scope="module")
def rules():
    return load_referee("amber").rules("original")


def _ctx(rules, traveller: str, items: tuple[str, ...] = (), no_items: bool = False,
         experience: int = 0) -> Ctx:
    state = new_game(rules, [("Вика", traveller), ("Аня", "traveller.amazon")], ScriptedDice([1] * 400))
    state.players[0].items = [*state.players[0].items, *items]
    state.players[0].stats["experience"] = experience
    ctx = Ctx(rules, state, ScriptedDice([1]), lambda *a: 0, 0, [])
    ctx.no_items = no_items
    return ctx


def test_the_chance_of_a_cancelled_loss_is_exact():
    assert cancel_chance([["g", [4], "1d6"]]) == Fraction(1, 6)
    # two rolls of their own: cancelled unless both miss
    assert cancel_chance([["g", [4], "1d6"], ["a", [1, 2], "1d6"]]) == 1 - Fraction(5, 6) * Fraction(4, 6)
    assert cancel_chance([["x", [7], "2d6"]]) == Fraction(1, 6)
    assert cancel_chance([["x", None, None]]) == 1  # no roll of its own: always
    assert cancel_chance([]) == 0


def test_the_gladiator_and_what_he_carries_are_found(rules):
    assert loss_cancellers(_ctx(rules, "traveller.gladiator")) == [["traveller.gladiator", [4], "1d6"]]
    armour = ("item.body-armour",)
    with_armour = loss_cancellers(_ctx(rules, "traveller.gladiator", armour, experience=2))
    assert with_armour == [["traveller.gladiator", [4], "1d6"], ["item.body-armour", [1, 2], "1d6"]]
    # armour that needs more ПО than he has does not work, so it cancels nothing
    assert len(loss_cancellers(_ctx(rules, "traveller.gladiator", armour, experience=1))) == 1
    assert loss_cancellers(_ctx(rules, "traveller.amazon")) == []
    # where nothing one has works (the Temple, the Pass), nothing cancels the loss either
    assert loss_cancellers(_ctx(rules, "traveller.gladiator", no_items=True)) == []


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_the_fight_preview_shows_the_loss_with_and_without_the_cancel(tmp_path, locale):
    names = ("Вика", "Аня") if locale == "ru" else ("Vicky", "Ann")
    table = Table.new(tmp_path / "game.pnp", SessionHeader(
        "amber", 3, (Player(names[0], "gladiator"), Player(names[1], "amazon")), locale=locale))
    rng = random.Random(3)
    for _ in range(300):
        pending = table.referee.to_json(table.state).get("pending")
        if pending and pending["pause"]["kind"] == "fight" and table.state.game.turn == 0:
            ready = table.act("odds").events[0]
            if ready.data.get("kind") == "battle" and ready.data.get("with_cancel"):
                break
        words = table_command(table.referee, table.state, rng)
        act_agreeing(table, words)
    else:
        pytest.fail("no battle of the Gladiator in 300 commands")
    d = ready.data
    loss = Fraction(d["exact"]["loss"])
    assert d["cancel"] == [["traveller.gladiator", [4]]]
    assert Fraction(d["with_cancel"]["exact"]["loss"]) == loss * Fraction(5, 6)
    assert Fraction(d["with_cancel"]["exact"]["cancelled"]) == loss * Fraction(1, 6)
    lines = action_lines(table.referee, None, [ready], locale)
    (line,) = [x for x in lines if "(" + ("Гладиатор, нужно ровно 4" if locale == "ru" else "Gladiator, needs exactly 4") in x]
    assert d["with_cancel"]["exact"]["loss"] in line and d["with_cancel"]["exact"]["cancelled"] in line

"""Issue 18: a roll of an ability is explained where it happens — whose ability rolls,
at what moment, what it needs and what came of it («Гладиатор (Вика), после
проигранного боя: нужно ровно 4, выпало 3 — не помогло»), in Russian and in English; the
roll line names it an ability's roll, not a bare «шанс»."""

from __future__ import annotations

import random

import pytest
from amber_driver import act_agreeing, table_command

from pnpkit.games.amber.rules.context import Ctx
from pnpkit.games.amber.rules.dispatch import run_triggers
from pnpkit.games.amber.rules.engine import new_game
from pnpkit.games.amber.rules.referee_text_fights import _ability_need
from pnpkit.games.amber.rules.referee_text_say import _Say
from pnpkit.games.amber.rules.rules import ScriptedDice
from pnpkit.referee.narrate import action_lines
from pnpkit.referee.registry import load_referee
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader


@pytest.fixture(scope="module")
def referee():
    return load_referee("amber")


def _lost_fight(referee, face: int):
    """The Gladiator has just lost a fight; the next die shows ``face``."""
    rules = referee.rules("original")
    state = new_game(rules, [("Вика", "traveller.gladiator"), ("Аня", "traveller.amazon")], ScriptedDice([1] * 400))
    events: list = []
    ctx = Ctx(rules, state, ScriptedDice([face]), lambda *a: 0, 0, events)
    run_triggers(ctx, "after-lost-fight")
    return events


def test_a_failed_ability_roll_says_who_what_it_needs_and_that_it_did_not_help(referee):
    events = _lost_fight(referee, 3)
    roll = next(e for e in events if e.kind == "ability_roll")
    assert roll.data == {"player": "Вика", "source": "traveller.gladiator", "moment": "after-lost-fight",
                         "need": [4], "roll": 3, "success": False}
    assert referee.describe(events, "ru") == ["Гладиатор (Вика), после проигранного боя: нужно ровно 4, выпало 3 — не помогло."]
    assert referee.describe(events, "en") == ["Gladiator (Вика), after a lost fight: needs exactly 4, rolled 3 — no luck."]


def test_a_successful_ability_roll_says_it_worked_once(referee):
    events = _lost_fight(referee, 4)
    assert [e.kind for e in events][:2] == ["ability_roll", "trigger"]
    ru = referee.describe(events, "ru")
    assert ru[0] == "Гладиатор (Вика), после проигранного боя: нужно ровно 4, выпало 4 — сработало."
    assert not any(line.startswith("Срабатывает") for line in ru)  # said once, not twice
    assert referee.describe(events, "en")[0] == "Gladiator (Вика), after a lost fight: needs exactly 4, rolled 4 — it works."


def test_what_a_roll_needs_reads_as_a_face_a_range_or_a_list(referee):
    ru, en = _Say(referee, "ru"), _Say(referee, "en")
    assert _ability_need(ru, [6]) == "6"
    assert _ability_need(ru, [1, 2]) == "1–2"
    assert _ability_need(ru, [2, 3, 6]) == "2, 3 или 6"
    assert _ability_need(en, [2, 3, 6]) == "2, 3 or 6"


@pytest.mark.parametrize("locale, label, line", [
    ("ru", "(бросок способности)", "Гладиатор (Вика), после проигранного боя: нужно ровно 4, выпало 4 — сработало."),
    ("en", "(ability roll)", "Gladiator (Вика), after a lost fight: needs exactly 4, rolled 4 — it works."),
])
def test_the_referee_explains_the_ability_roll_in_a_played_game(tmp_path, locale, label, line):
    """Seed 3, a scripted game: the Gladiator loses a fight and his roll of 4 cancels the loss."""
    table = Table.new(tmp_path / "g.pnp", SessionHeader(
        "amber", 3, (Player("Вика", "traveller.gladiator"), Player("Аня", "traveller.monk")), locale=locale))
    rng = random.Random(3)
    for _ in range(40):
        words = table_command(table.referee, table.state, rng)
        outcome, _asked = act_agreeing(table, words)
        if any(e.kind == "ability_roll" for e in outcome.events):
            break
    else:
        pytest.fail("no ability roll in 40 actions")
    lines = action_lines(table.referee, outcome.action, outcome.events, locale)
    assert any(text.endswith(label) for text in lines), lines
    assert line in lines

"""Steps the rules leave to the table («Сделайте вручную»): `pay` only what is owed, by
whom it is owed; the game master's `place`, `give`, `adjust` are logged, undone and
replayed, and say which step they settle."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from functools import cache

import pytest
from amber_driver import table_command
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.games.amber.referee import REFEREE
from pnpkit.referee.table import Table
from pnpkit.rules.session import Action, NoDice, Player, RuleError, SessionHeader, perform, replay

runner = CliRunner()
HEADER = SessionHeader("amber", 3, (Player("Аня"), Player("Вика")))


def run(file, *args):
    return runner.invoke(get_app(), ["referee", *args, "--file", str(file)])


@cache
def open_step() -> tuple:
    """A driven game some actions in, with nothing paused, and a step left to the table
    for the player to move.  No card of the shipped data leaves one any more (issue #30:
    the last, №24, is in the engine), so the step is one a house card could leave."""
    table, rng, actions = REFEREE.new(HEADER), random.Random(HEADER.seed), []
    for i in range(1, 400):
        if i > 40 and table.pending is None and table.game.phase == "roll":
            step = (table.game.turn, "Тому, кто выбросил больше, ты должен 1 талер.", (("thalers", 1),))
            return replace(table, steps=(step,)), tuple(actions)
        words = table_command(REFEREE, table, rng)
        table, _events, action = perform(REFEREE, HEADER, table, i, words[0], words[1:])
        actions.append(action)
    raise AssertionError("no quiet moment in 400 actions")


def act(table, command, *args, actor=None):
    return perform(REFEREE, HEADER, table, 999, command, args, actor)


def said(events, locale="ru"):
    return "\n".join(REFEREE.describe(events, locale))


def test_pay_with_nothing_owed_is_refused_in_one_line(tmp_path):
    file = tmp_path / "g.pnp"
    assert run(file, "new", "amber", "-p", "Аня", "-p", "Вика", "--seed", "3").exit_code == 0
    for args in (["pay", "thalers", "500"], ["заплатить", "ПЖ", "10", "--player", "Вика"]):
        refused = run(file, *args)
        assert refused.exit_code == 1 and refused.output.count("\n") == 1, refused.output
        assert "Traceback" not in refused.output
    table = Table.open(file)
    assert table.actions == () and [p.stats["life"] for p in table.state.game.players] == [3, 4]
    # nor directly at the referee
    with pytest.raises(RuleError) as info:
        REFEREE.apply(table.state, Action("pay", ("thalers", "5"), "Вика"), NoDice())
    assert "ничего не долж" in info.value.text("ru") and "owes nothing" in info.value.text("en")


def test_only_the_one_who_owes_pays_and_paying_settles_the_step():
    table, _ = open_step()
    owner = table.game.players[table.steps[0][0]].name
    other = next(p.name for p in table.game.players if p.name != owner)
    table = replace(table, steps=((table.steps[0][0], "Тому, кто выбросил больше, ты должен 1 талер.",
                                   (("thalers", 1),)),))
    with pytest.raises(RuleError):
        act(table, "pay", "thalers", "1", actor=other)
    paid, events, _ = act(table, "pay", "thalers", "1", actor=owner)
    assert paid.steps == () and "Шаг выполнен" in said(events)
    with pytest.raises(RuleError):  # settled: nothing is owed any more
        act(paid, "pay", "thalers", "1", actor=owner)


def test_game_master_commands_settle_the_step_and_replay(tmp_path):
    table, actions = open_step()
    step = table.steps[0][1]
    a, b = (p.name for p in table.game.players)
    before = {p.name: dict(p.stats) for p in table.game.players}
    given, events, give = act(table, "give", a, b, "талеры", str(min(2, before[a]["thalers"]) or 1)) \
        if before[a]["thalers"] else act(table, "adjust", a, "талеры", "+2")
    text = said(events)
    assert "Вручную" in text and "Шаг выполнен" in text and step[:20] in text
    assert "By hand" in said(events, "en") and "Step settled" in said(events, "en")
    assert given.steps == ()
    # with no step open, a correction says so
    placed, events, place = act(given, "place", b, "Лазарет")
    assert placed.game.players[1].position == "field.infirmary" and "Поправка ведущего" in said(events)
    answers = []
    while placed.pending is not None:  # the Infirmary asks the placed traveller, as on arrival
        placed, _events, answer = act(placed, "choose", "1", actor=b)
        answers.append(answer)
    adjusted, events, adjust = act(placed, "adjust", a, "пж", "+1")
    assert adjusted.game.players[0].stats["life"] == placed.game.players[0].stats["life"] + 1
    # logged actions replay to the same state, and the digest vouches for it
    log = (*actions, give, place, *answers, adjust)
    again = replay(REFEREE, HEADER, log, verify=True)
    assert REFEREE.to_json(again.state) == REFEREE.to_json(adjusted)


def test_game_master_commands_refuse_what_cannot_be(tmp_path):
    table = REFEREE.new(HEADER)
    for args in (("place", "Аня"), ("place", "Никто", "Лазарет"), ("give", "Аня", "Аня", "талеры", "1"),
                 ("give", "Аня", "Вика", "талеры", "100000"), ("adjust", "Аня", "пж", "-100"),
                 ("adjust", "Аня", "слава", "1"), ("adjust", "Аня", "пж", "0")):
        with pytest.raises(RuleError) as info:
            act(table, *args)
        assert info.value.text("ru") and info.value.text("en")


def test_game_master_commands_through_the_cli_undo_and_verify(tmp_path):
    file = tmp_path / "g.pnp"
    assert run(file, "new", "amber", "-p", "Аня", "-p", "Вика", "--seed", "3").exit_code == 0
    moved = run(file, "поставить", "Вика", "Лазарет")
    assert moved.exit_code == 0 and "#1 поставить Вика Лазарет" in moved.output
    answered = 0
    while Table.open(file).state.pending is not None:  # the Infirmary asks, as on arrival: no to each
        assert run(file, "выбрать", "1", "--player", "Вика").exit_code == 0
        answered += 1
    assert run(file, "передать", "Аня", "Вика", "талеры", "5").exit_code == 0
    assert run(file, "adjust", "Вика", "life", "-1", "--locale", "en").exit_code == 0
    table = Table.open(file)
    vika = table.state.game.players[1]
    # 27 less the Infirmary's check-up (not treated there: «проходит осмотр за 1 талер», as printed)
    assert (vika.position, vika.stats["thalers"], vika.stats["life"]) == ("field.infirmary", 26, 3)
    assert [a.command for a in table.actions] == ["place", *["choose"] * answered, "give", "adjust"]
    assert run(file, "undo").exit_code == 0
    assert Table.open(file).state.game.players[1].stats["life"] == 4
    assert run(file, "replay", "--verify").exit_code == 0


def test_a_mistyped_field_gets_did_you_mean_in_each_language():
    with pytest.raises(RuleError) as info:
        REFEREE.find_field("Лазорет")
    assert info.value.text("ru").endswith("— может быть, «Лазарет»?")
    with pytest.raises(RuleError) as info:
        REFEREE.find_field("Infirmery")
    assert info.value.text("en").endswith(": did you mean 'Infirmary'?")
    with pytest.raises(RuleError) as info:
        REFEREE.find_field("Зззз")
    assert info.value.text("ru") == "нет поля «Зззз»"


def test_temple_sectors_are_said_by_name_and_text():
    header = SessionHeader("amber", 1, (Player("Аня"), Player("Вика")))
    table, rng = REFEREE.new(header), random.Random(1)
    for i in range(1, 300):
        words = table_command(REFEREE, table, rng)
        table, events, _ = perform(REFEREE, header, table, i, words[0], words[1:])
        sectors = [e for e in events if e.kind == "sector" and e.data.get("text")]
        if sectors:
            break
    else:
        pytest.fail("no Temple or Pass walk in 300 actions")
    ru, en = REFEREE.describe(sectors[:1], "ru")[0], REFEREE.describe(sectors[:1], "en")[0]
    assert ru.startswith(f"{sectors[0].data['player']}: сектор ") and sectors[0].data["text"] in ru
    assert ": sector " in en and not re.search(r"[А-Яа-яЁё]", en.split(":", 1)[1])


def test_losing_no_items_is_said_plainly():
    from pnpkit.rules.session import Event

    assert REFEREE.describe([Event("lost_items", {"player": "Вика", "items": []})], "ru") == \
        ["Вика: терять нечего — вещей нет."]
    assert REFEREE.describe([Event("lost_items", {"player": "Vicky", "items": []})], "en") == \
        ["Vicky: nothing to lose (no items)."]


def test_place_is_only_onto_the_main_board_and_only_for_a_traveller_on_it():
    from pnpkit.games.amber.rules.referee_words import REFUSALS
    from pnpkit.rules.messages import say

    table = REFEREE.new(HEADER)
    wanted = say(REFUSALS, "place_main_only", "en", player="Аня")
    with pytest.raises(RuleError) as info:  # a field of the kingdom's road
        act(table, "place", "Аня", "field.kingdom-road-1")
    assert info.value.text("en") == wanted
    state = table.game.clone()
    state.players[0].board = "kingdom"
    with pytest.raises(RuleError) as info:  # off the main board: the field is not even looked up
        act(replace(table, game=state), "place", "Аня", "no such field at all")
    assert info.value.text("en") == wanted

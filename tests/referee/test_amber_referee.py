"""The Amber referee: whole games through the CLI (seeded and with physical dice), undo,
replay --verify, the orc example with its odds shown before the roll, pay, questions."""

import json
import random
from dataclasses import replace

import pytest
from amber_driver import next_command, pick_destination, table_command
from hypothesis import given, settings
from hypothesis import strategies as st
from live_game import two_on_the_savanna
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.cli.referee import NEEDS_YES
from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules.trade import trade_offers
from pnpkit.rules.session import (
    Player,
    RecordedDice,
    RuleError,
    SessionHeader,
    apply_action,
    perform,
    replay,
)

runner = CliRunner()


def run(file, *args):
    result = runner.invoke(get_app(), ["referee", *args, "--file", str(file)])
    return result


def run_agreeing(file, *args):
    """``run``; a spend that waits for ``--yes`` is confirmed (the driver always agrees)."""
    result = run(file, *args)
    if result.exit_code == NEEDS_YES:
        assert "--yes" in result.output, result.output
        result = run(file, *args, "--yes")
    return result


def run_json(file, *args):
    result = run(file, *args, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def new_session(file, seed=11, *players, preset=None):
    players = players or ("Аня:amazon", "Boris:Наёмник")
    args = ["new", "amber", "--seed", str(seed)]
    for p in players:
        args += ["--player", p]
    if preset:
        args += ["--preset", preset]
    result = runner.invoke(get_app(), ["referee", *args, "--file", str(file)])
    assert result.exit_code == 0, result.output
    return result


def play_turns(file, seed, actions, *, physical=False, locale="ru"):
    """Drive a game through the CLI; returns the list of commands played."""
    rng = random.Random(seed)
    faces = random.Random(seed * 7 + 1)
    played = []
    state = run_json(file, "status")["state"]
    for _ in range(actions):
        if state["phase"] == "over":
            break
        words = next_command(state, rng)
        if words == ["move", "?"]:
            moves = run_json(file, "moves")["events"][0]
            words = ["move", pick_destination(moves, rng)]
        if physical:
            out = _with_typed_dice(file, words, faces, locale)
        else:
            result = run_agreeing(file, *words, "--json", "--locale", locale)
            assert result.exit_code == 0, (words, result.output)
            out = json.loads(result.stdout)
            assert all(not r.get("entered") for r in out["action"]["rolls"])
        played.append(words)
        state = out["state"]
    return played


def _with_typed_dice(file, words, faces, locale):
    """Type in just as many dice as the action needs: too few or too many are refused
    (nothing is logged), so count up from one; "left unused" at one die means none."""
    typed = [faces.randint(1, 6)]
    for _ in range(12):
        result = run_agreeing(file, *words, "--json", "--locale", locale, "--dice", ",".join(map(str, typed)))
        if result.exit_code == 0:
            out = json.loads(result.stdout)
            assert [f for r in out["action"]["rolls"] for f in r["faces"]] == typed
            assert all(r["entered"] for r in out["action"]["rolls"])
            return out
        assert result.exit_code == 1, result.output
        if "unused" in result.output and len(typed) == 1:
            result = run_agreeing(file, *words, "--json", "--locale", locale)
            assert result.exit_code == 0, result.output
            out = json.loads(result.stdout)
            assert out["action"]["rolls"] == []
            return out
        assert "not enough dice" in result.output, result.output
        typed.append(faces.randint(1, 6))
    raise AssertionError(f"{words}: no number of dice was accepted")


@pytest.mark.parametrize("seed,preset", [(3, None), (8, "simplified")])
def test_a_seeded_game_through_the_cli_replays_and_verifies(tmp_path, seed, preset):
    file = tmp_path / "g.pnp"
    new_session(file, seed, "Аня:amazon", "Boris", "Вика:traveller.gladiator", preset=preset)
    played = play_turns(file, seed, 60)
    assert len(played) == 60
    verify = run_json(file, "replay", "--verify")
    assert verify["ok"] and verify["actions"] == len([w for w in played])
    log = run(file, "log", "--locale", "en")
    assert log.exit_code == 0 and "#1 " in log.output
    status = run(file, "status", "--locale", "en")
    assert status.exit_code == 0 and "Round" in status.output


def test_a_game_with_physical_dice_typed_in(tmp_path):
    file = tmp_path / "g.pnp"
    new_session(file, 5)
    played = play_turns(file, 5, 30, physical=True, locale="en")
    assert len(played) == 30
    data = json.loads(file.read_text("utf-8").splitlines()[-1])
    assert all(r.get("entered") for r in data["rolls"])
    verify = run_json(file, "replay", "--verify")
    assert verify["ok"]  # typed-in dice are not regenerated, everything else is checked


def test_undo_then_the_same_action_rolls_the_same_dice(tmp_path):
    file = tmp_path / "g.pnp"
    new_session(file, 21)
    first = run_json(file, "roll")
    undone = run(file, "undo")
    assert undone.exit_code == 0 and "#1" in undone.output
    again = run_json(file, "roll")
    assert again["action"]["rolls"] == first["action"]["rolls"]
    assert again["n"] == 1


def test_questions_are_not_logged_and_bad_commands_are_one_line_errors(tmp_path):
    file = tmp_path / "g.pnp"
    new_session(file, 4)
    nothing = run(file, "moves")
    assert nothing.exit_code == 1 and "куда N" in nothing.output  # the command's Russian name
    moves = run_json(file, "moves", "2")
    assert moves["n"] is None and moves["events"][0]["roll"] == 2
    early = run(file, "move", "Саванна")
    assert early.exit_code == 1 and "бросок" in early.output
    bad = run(file, "fight", "--locale", "en")
    assert bad.exit_code == 1 and "no command “fight”" in bad.output
    odds = run_json(file, "odds", "12", "10")
    assert odds["events"][0]["exact"] == {"win": "13/18", "draw": "1/9", "loss": "1/6"}
    assert run_json(file, "status")["actions"] == 0


def test_new_refuses_unknown_travellers_and_presets(tmp_path):
    file = tmp_path / "g.pnp"
    bad = runner.invoke(get_app(), ["referee", "new", "amber", "-p", "A:dragon", "--file", str(file)])
    assert bad.exit_code == 1 and "dragon" in bad.output
    bad = runner.invoke(get_app(), ["referee", "new", "amber", "-p", "A", "--preset", "turbo", "--file", str(file)])
    assert bad.exit_code == 1 and "turbo" in bad.output
    ok = runner.invoke(get_app(), ["referee", "new", "amber", "-p", "A:ГЛАДИАТОР", "-p", "B:amazon",
                                   "--file", str(file), "--json"])
    assert ok.exit_code == 0, ok.output
    players = json.loads(ok.stdout)["state"]["players"]
    assert [p["traveller"] for p in players] == ["traveller.gladiator", "traveller.amazon"]


# --------------------------------------------------------------------------- the orc example


def _orc_table(seed=1):
    """Own ПС 7 with a Colt (ПО 2 lets him use it) and the centaur friend, next to the
    gun shop, the orc on top of the deck."""
    header = SessionHeader("amber", seed, (Player("Аня", "traveller.mercenary"), Player("Boris", "amazon")))
    table = REFEREE.new(header)
    game = table.game.clone()
    p = game.players[0]
    p.position = "field.mounted-barbarians"
    p.stats.update(strength=7, mind=5, magic=3, life=3, experience=2, thalers=0)
    p.items, p.friends, p.cards = ["item.colt"], ["card.014"], []
    game.deck.remove("card.015")
    game.deck.insert(0, "card.015")
    game.turn = 0
    return header, replace(table, game=game)


def _act(header, table, n, command, *args, dice=None):
    return perform(REFEREE, header, table, n, command, args, None, dice)


def test_the_orc_example_shows_the_odds_and_parts_before_the_roll():
    header, table = _orc_table()
    table, _, a1 = _act(header, table, 1, "roll", dice=[1])
    table, events, a2 = _act(header, table, 2, "move", "Оружейная лавка")
    assert events[0].kind == "arrived" and events[0].data["to"] == "field.gun-shop"
    table, events, a3 = _act(header, table, 3, "resolve")
    question = events[-1]
    assert question.kind == "question" and question.data["question"] == "champion"
    assert question.data["options"] == [None, "card.014"]  # the centaur could fight instead
    assert "Кто сражается" in "\n".join(REFEREE.describe(events, "ru"))
    table, events, a3b = _act(header, table, 4, "pass")  # no: you fight yourself, with him
    ready = events[-1]
    assert ready.kind == "fight_ready" and ready.rule == "amber.battle"
    fight = ready.data
    assert (fight["you"], fight["enemy"], fight["stat"]) == (12, 10, "strength")
    assert fight["parts"] == [["own strength", 7], ["item.colt", 2], ["card.014", 3]]
    assert fight["exact"] == {"win": "13/18", "draw": "1/9", "loss": "1/6"}
    text = "\n".join(REFEREE.describe(events, "ru"))
    assert "у тебя 12 = свои ПС 7 + Кольт +2 + №14 Кентавр +3, плюс 1к6" in text
    assert "победа 72,2\u00a0% (13/18)" in text
    en = "\n".join(REFEREE.describe(events, "en"))
    assert "you: 12 = own STR 7" in en and "win 72.2% (13/18)" in en
    # the next player rolls 4 for the orc, then 3 for you: 15 against 14
    table, events, a4 = _act(header, table, 5, "fight", dice=[4, 3])
    battle = next(e for e in events if e.kind == "battle")
    assert (battle.data["you_roll"], battle.data["enemy_roll"], battle.data["outcome"]) == (3, 4, "win")
    p = table.game.players[0]
    assert p.stats["strength"] == 8 and p.stats["life"] == 4 and p.trophies == ["card.015"]
    assert table.pending is None and table.game.turn == 1
    assert any("Бой: 12+3=15 против 10+4=14 — победа" in line for line in REFEREE.describe(events, "ru"))


def test_a_paused_action_replays_from_its_log():
    header, table = _orc_table()
    actions = []
    script = [("roll", (), [1]), ("move", ("field.gun-shop",), None), ("resolve", (), None),
              ("choose", ("1",), None), ("fight", (), [4, 3])]
    for n, (command, args, dice) in enumerate(script, start=1):
        table, _, action = _act(header, table, n, command, *args, dice=dice)
        actions.append(action)
    assert [len(a.rolls) for a in actions] == [1, 0, 0, 0, 2]
    assert table.game.players[0].trophies == ["card.015"]
    # the log alone rebuilds it, pauses included (the start is not the seed's own here,
    # so replay from the changed start by hand)
    again = _orc_table()[1]
    for action in actions:
        again, _ = apply_action(REFEREE, again, action, RecordedDice(action, 1, header.seed))
    assert REFEREE.to_json(again) == REFEREE.to_json(table)


# --------------------------------------------------------------------------- pay


def test_pay_shows_the_compensation_plan_step_by_step():
    # pay settles a step the rules left to the table: one is open for Аня here
    header = SessionHeader("amber", 2, (Player("Аня", "amazon"),))  # ПС 4, ПУ 4, ПМ 4, 20 thalers
    table = replace(REFEREE.new(header), steps=((0, "Отдай 27 талеров.", (("thalers", 27),)),
                                                (0, "Отдай вещь.", (("item", 1),))))
    table, events, _ = perform(REFEREE, header, table, 1, "pay", ("thalers", "27"))
    plan = next(e for e in events if e.kind == "pay_plan")
    assert plan.data["plan"] == [["thalers", 20, "thalers"], ["mind", 2, "thalers"]]  # 7 short → 2 ПУ
    p = table.game.players[0]
    assert (p.stats["thalers"], p.stats["mind"]) == (0, 2)
    text = "\n".join(REFEREE.describe(events, "ru"))
    assert "План по правилу компенсации" in text and "шаг 2: вместо талеров — 2 ПУ (компенсация)" in text
    assert "Шаг выполнен (Аня): Отдай 27 талеров." in text
    table, events, _ = perform(REFEREE, header, table, 2, "pay", ("item", "1"))
    assert next(e for e in events if e.kind == "pay_plan").data["plan"] == [["strength", 2, "item"]]
    with pytest.raises(RuleError):
        perform(REFEREE, header, table, 3, "pay", ("thalers", "1"))  # both steps settled


def test_the_referee_refuses_illegal_moves_with_the_reachable_fields():
    header = SessionHeader("amber", 9, (Player("A", "amazon"),))
    table = REFEREE.new(header)
    table, _, _ = perform(REFEREE, header, table, 1, "roll", (), None, [2])
    with pytest.raises(RuleError) as info:
        REFEREE.apply(table, type("A", (), {"command": "move", "args": ("Крепость",), "actor": None})(), None)
    assert "reachable" in info.value.en


def test_an_unreachable_move_through_the_cli_lists_the_fields_by_name(tmp_path):
    file = tmp_path / "g.pnp"
    new_session(file, 9, "A:amazon")
    assert run(file, "roll", "--dice", "2").exit_code == 0
    reachable = {m["to"] for m in run_json(file, "moves")["events"][0]["moves"]}
    assert "field.savanna" in reachable
    en = run(file, "move", "Крепость", "--locale", "en")
    assert en.exit_code == 1 and "a roll of 2 does not reach that field (reachable: " in en.output
    ru = run(file, "move", "fortress", "--locale", "ru")
    assert ru.exit_code == 1 and "с броском 2 на это поле не попасть (можно: " in ru.output
    assert "Savanna" in en.output and "Саванна" in ru.output
    for out in (en.output, ru.output):
        assert "field." not in out
        listed = out.rsplit(": ", 1)[1].rsplit(")", 1)[0].split(", ")
        assert len(listed) == len(reachable) and listed == sorted(listed)  # every field, by name
    assert run(file, "move", "Savanna").exit_code == 0  # a listed name is what `move` takes


def test_replay_of_a_long_in_process_game_matches():
    header = SessionHeader("amber", 99, (Player("A"), Player("B"), Player("C")), "simplified")
    table = REFEREE.new(header)
    rng = random.Random(99)
    actions = []
    for n in range(1, 200):
        if table.game.over:
            break
        words = table_command(REFEREE, table, rng)
        table, _, action = perform(REFEREE, header, table, n, words[0], words[1:])
        actions.append(action)
    again = replay(REFEREE, header, actions, verify=True)
    assert REFEREE.to_json(again.state) == REFEREE.to_json(table)


# --------------------------------------------------------------------------- shops, exchange, duels


def _table_at(neighbour_of, seed=3, **stats):
    header = SessionHeader("amber", seed, (Player("Аня", "traveller.mercenary"), Player("Boris", "amazon")))
    table = REFEREE.new(header)
    game = table.game.clone()
    board = game.rules.board
    p = game.players[0]
    p.position = board.neighbours_of(neighbour_of)[0]
    p.stats.update(stats)
    game.turn = 0
    return header, replace(table, game=game)


def test_trade_and_buy_at_an_exchange_office():
    header, table = _table_at("field.exchange-west", strength=4, mind=4, magic=6, thalers=12)
    table, _, _ = _act(header, table, 1, "roll", dice=[1])
    table, _, _ = _act(header, table, 2, "move", "field.exchange-west")
    table, events, _ = _act(header, table, 3, "resolve")
    assert events[-1].data["question"] == "exchange"
    assert {"trade", "buy"} <= {c.name for c in REFEREE.commands(table)}
    en = "\n".join(REFEREE.describe(events, "en"))
    assert "trade: give 3 MAG → +1 STR" in en and "buy for 5 thalers: +1 MND" in en
    table, events, _ = _act(header, table, 4, "trade", "magic", "strength")
    table, events, _ = _act(header, table, 5, "buy", "ум")
    table, events, _ = _act(header, table, 6, "pass")
    assert table.pending is None
    p = table.game.players[0]
    assert (p.stats["strength"], p.stats["magic"], p.stats["mind"], p.stats["thalers"]) == (5, 3, 5, 7)
    with pytest.raises(RuleError):
        _act(header, table, 7, "trade", "magic", "strength")  # no question is open now


def test_buy_an_item_in_a_shop():
    header, table = _table_at("field.gun-shop", thalers=40, experience=2)
    table, _, _ = _act(header, table, 1, "roll", dice=[1])
    table, _, _ = _act(header, table, 2, "move", "field.gun-shop")
    table, events, _ = _act(header, table, 3, "resolve")
    assert events[-1].data["question"] == "buy" and "item.colt" in events[-1].data["options"]
    table, events, _ = _act(header, table, 4, "buy", "Кольт")
    assert any(e.kind == "took_item" and e.data["item"] == "item.colt" for e in events)
    assert any(e.kind == "paid" for e in events)


def test_a_duel_shows_both_sides_then_rolls():
    header = SessionHeader("amber", 3, (Player("Аня", "traveller.mercenary"), Player("Boris", "traveller.gladiator")))
    table = REFEREE.new(header)
    game = table.game.clone()
    game.players[0].position = game.players[1].position = "field.savanna"
    game.turn = 0
    table = replace(table, game=game)
    assert "duel" in {c.name for c in REFEREE.commands(table)}
    table, events, _ = _act(header, table, 1, "duel", "boris")
    ready = events[-1]
    assert ready.kind == "fight_ready" and ready.data["kind"] == "duel" and ready.data["target"] == "Boris"
    you, them = ready.data["you"], ready.data["enemy"]
    assert you == game.players[0].stats["strength"] and them == game.players[1].stats["strength"]
    table, events, _ = _act(header, table, 2, "fight", dice=[1, 6])  # Boris rolls 1, Аня 6
    duel = next(e for e in events if e.kind == "duel")
    assert duel.data["outcome"] == "win"
    assert table.game.players[1].stats["life"] == game.players[1].stats["life"] - 1
    # the point of LIFE that changes hands is said, not moved silently
    assert "Boris отдаёт Ане 1 ПЖ." in "\n".join(REFEREE.describe(events, "ru"))
    assert "Boris gives Аня 1 LIFE." in "\n".join(REFEREE.describe(events, "en"))


def _two_on_the_savanna():
    return two_on_the_savanna("Boris", "card.015")


def test_a_trade_between_travellers_on_one_field_is_the_engines_trade():
    header, table = _two_on_the_savanna()
    b_items = list(table.game.players[1].items)
    table, events, action = _act(header, table, 1, "trade", "Boris", "Кольт", "card.015", "за", "25")
    assert [e.kind for e in events] == ["traded"] and events[0].rule == "amber.trade"
    assert events[0].data == {"player": "Аня", "with": "Boris", "give": ["item.colt", "card.015"], "get": [],
                              "give_thalers": 0, "get_thalers": 25}
    a, b = table.game.players
    assert (a.items, a.trophies, a.stats["thalers"]) == ([], [], 25)
    assert (b.items, b.trophies, b.stats["thalers"]) == ([*b_items, "item.colt"], ["card.015"], 5)
    assert table.game.phase == "roll" and table.game.turn == 0 and table.pending is None  # the turn goes on
    assert "A deal: Аня gives the Colt and No. 15 Orc; Boris gives 25 thalers." in REFEREE.describe(events, "en")
    assert "Сделка: Аня отдаёт Кольт и №15 Орка; Boris отдаёт 25 талеров." in REFEREE.describe(events, "ru")
    assert action.rolls == () and action.digest
    # the same words on the same table give the same state (what replay relies on)
    again, _, same = _act(header, _two_on_the_savanna()[1], 1, "trade", "Boris", "item.colt", "card.015", "for", "25")
    assert same.digest == action.digest


def test_a_trophy_changes_hands_a_friend_never_and_things_may_be_named_by_id_name_or_short_id():
    header, table = _two_on_the_savanna()
    game = table.game.clone()
    game.players[1].trophies = ["card.040"]
    table = replace(table, game=game)
    table, events, _ = _act(header, table, 1, "trade", "boris", "colt", "for", "card.040", "5")
    a, b = table.game.players
    assert a.trophies == ["card.015", "card.040"] and b.trophies == [] and a.stats["thalers"] == 5
    assert events[0].data["get"] == ["card.040"] and events[0].data["get_thalers"] == 5
    game = table.game.clone()
    game.players[1].friends = ["card.018"]  # a friend for anyone: still not for sale (seed 000)
    with pytest.raises(RuleError) as info:
        _act(header, replace(table, game=game), 2, "trade", "Boris", "for", "card.018")
    assert (info.value.ru, info.value.en) == ("№18 Телепат — друг, а друзей не продают и не меняют",
                                              "No. 18 Telepath is a friend, and friends are neither sold nor swapped")


@pytest.mark.parametrize("words,ru,en", [
    (("Boris", "for", "99"), "у Boris нет 99 талеров", "Boris has no 99 thalers"),
    (("Boris", "for"), "в сделке ничего нет", "the deal is empty"),
    (("Аня", "1", "for"), "торговать можно только с другим путником", "trade with another traveller"),
])
def test_a_refused_trade_shows_the_engines_reason_in_both_languages(words, ru, en):
    header, table = _two_on_the_savanna()
    before = REFEREE.to_json(table)
    with pytest.raises(RuleError) as info:
        _act(header, table, 1, "trade", *words)
    assert (info.value.ru, info.value.en) == (ru, en)
    assert REFEREE.to_json(table) == before


@pytest.mark.parametrize("words,locale,said", [
    (("Boris", "Золотая сова", "for", "5"), "ru", "Золотая сова не передаётся"),
    (("Boris", "item.golden-owl", "for", "5"), "en", "Golden Owl cannot change hands"),
    (("Boris", "for", "card.052"), "ru", "№52 Единорог — друг, а друзей не продают и не меняют"),
    (("Boris", "for", "card.052"), "en", "No. 52 Unicorn is a friend, and friends are neither sold nor swapped"),
    (("Boris", "for", "99"), "ru", "у Boris нет 99 талеров"),
])
def test_a_refused_trade_through_the_cli_names_things_in_the_session_language(tmp_path, monkeypatch,
                                                                             words, locale, said):
    """The CLI on a set table (Аня holds the Golden Owl, an owner's item; Boris's friend
    the Unicorn is not for sale): the refusal names what it refuses."""
    _, table = _two_on_the_savanna()
    game = table.game.clone()
    game.players[0].items, game.players[0].alignment = ["item.golden-owl"], "evil"
    game.players[1].friends = ["card.052"]
    monkeypatch.setattr(REFEREE, "new", lambda header: replace(table, game=game))
    file = tmp_path / "g.pnp"
    new_session(file, 3, "Аня:mercenary", "Boris:gladiator")
    refused = run(file, "trade", *words, "--locale", locale)
    assert refused.exit_code == 1 and said in refused.output, refused.output
    assert "item." not in refused.output and "card." not in refused.output
    assert run_json(file, "log")["actions"] == []


def test_distant_travellers_owners_items_and_full_hands_are_refused_by_the_engine():
    header, table = _two_on_the_savanna()
    far = table.game.clone()
    far.players[1].position = "field.stone-ridge"  # savanna → trophy office → stone ridge: two fields away
    with pytest.raises(RuleError) as info:
        _act(header, replace(table, game=far), 1, "trade", "Boris", "5", "for", "item.helmet")
    assert info.value.en == "travellers trade on the same field of the adventure world or on neighbouring ones"
    assert info.value.ru == "торгуют путники на одном поле Мира Приключений или на соседних"
    owl = table.game.clone()
    owl.players[0].items = ["item.golden-owl"]
    with pytest.raises(RuleError) as info:
        _act(header, replace(table, game=owl), 1, "trade", "Boris", "item.golden-owl", "for", "5")
    assert (info.value.ru, info.value.en) == ("Золотая сова не передаётся", "Golden Owl cannot change hands")
    full = table.game.clone()
    full.players[1].items = ["item.winchester", "item.blaster", "item.telepathic-rifle", "item.mail"]
    with pytest.raises(RuleError) as info:
        _act(header, replace(table, game=full), 1, "trade", "Boris", "item.colt", "for")
    assert info.value.en == "Boris cannot carry more than 4 things"
    with pytest.raises(RuleError) as info:
        _act(header, table, 1, "trade", "Boris", "item.blaster", "for")  # Аня has none: the referee's word
    assert "item.blaster" in info.value.en
    for usage in (("Boris", "item.colt"), ("for", "5"), ()):
        with pytest.raises(RuleError) as info:
            _act(header, table, 1, "trade", *usage)
        assert info.value.en.startswith("trade PLAYER THINGS")


def offered_trade(game):
    """The first deal the engine offers now, as the words of a ``trade`` command (or None)."""
    offers = trade_offers(game) if game.phase == "roll" else []
    if not offers:
        return None
    deal = offers[0]
    return ["trade", game.players[deal.other].name, *deal.give, "for", *deal.get]


def _words_to_the_first_trade(seed, names):
    """The driver's commands for a seeded game, up to and with the first deal the engine offers."""
    header = SessionHeader("amber", seed, tuple(Player(n) for n in names))
    table = REFEREE.new(header)
    rng = random.Random(seed)
    played = []
    while not table.game.over and len(played) < 200:
        words = offered_trade(table.game) if table.pending is None else None
        traded = words is not None
        if not traded:
            words = table_command(REFEREE, table, rng)
        table, _, _ = perform(REFEREE, header, table, len(played) + 1, words[0], words[1:])
        played.append(words)
        if traded:
            return played
    raise AssertionError("no trade offered")


def test_a_trade_through_the_cli_is_logged_replays_verifies_and_undoes(tmp_path):
    played = _words_to_the_first_trade(9, ("A", "B", "C"))
    file = tmp_path / "g.pnp"
    new_session(file, 9, "A", "B", "C")
    refused = run(file, "trade", "B", "for", "1", "--locale", "en")  # B is elsewhere at the start
    assert refused.exit_code == 1 and "travellers trade on the same field of the adventure world" in refused.output
    refused = run(file, "trade", "B", "for", "1", "--locale", "ru")
    assert refused.exit_code == 1 and "торгуют путники на одном поле Мира Приключений" in refused.output
    for words in played[:-1]:
        result = run_agreeing(file, *words, "--json")
        assert result.exit_code == 0, (words, result.output)
    before = run_json(file, "status")["state"]
    out = run_json(file, *played[-1])
    assert [e["kind"] for e in out["events"]] == ["traded"] and out["action"]["rolls"] == []
    assert out["state"] != before and out["state"]["turn"] == before["turn"]
    assert "A deal:" in run(file, "log", "--locale", "en").output
    assert "Сделка:" in run(file, "log", "--locale", "ru").output
    verify = run_json(file, "replay", "--verify")
    assert verify["ok"] and verify["actions"] == len(played)
    assert run(file, "undo").exit_code == 0
    assert run_json(file, "status")["state"] == before
    again = run_json(file, *played[-1])
    assert again["state"] == out["state"] and again["action"]["digest"] == out["action"]["digest"]
    assert run_json(file, "replay", "--verify")["ok"]


# --------------------------------------------------------------------------- properties

ILLEGAL = [["fight"], ["resolve"], ["move", "field.nowhere"], ["choose", "99"], ["duel", "nobody"],
           ["pay", "experience", "1"], ["trade", "A", "for", "100000"]]


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10**6), preset=st.sampled_from([None, "simplified"]), data=st.data())
def test_any_driven_game_replays_verifies_and_keeps_the_money(seed, preset, data):
    header = SessionHeader("amber", seed, (Player("A"), Player("B"), Player("C")), preset)
    table = REFEREE.new(header)
    money = table.game.money_total()
    rng = random.Random(seed)
    actions = []
    for _ in range(60):
        if table.game.over:
            break
        if data.draw(st.booleans(), label="try something illegal"):
            words = data.draw(st.sampled_from(ILLEGAL), label="illegal")
            before = REFEREE.to_json(table)
            try:
                perform(REFEREE, header, table, len(actions) + 1, words[0], words[1:])
            except RuleError:
                assert REFEREE.to_json(table) == before  # refused: nothing changed
        words = offered_trade(table.game) if table.pending is None else None
        if words is None or not data.draw(st.booleans(), label="make the deal offered"):
            words = table_command(REFEREE, table, rng)
        table, _, action = perform(REFEREE, header, table, len(actions) + 1, words[0], words[1:])
        actions.append(action)
        assert table.game.money_total() == money
    again = replay(REFEREE, header, actions, verify=True)
    assert REFEREE.to_json(again.state) == REFEREE.to_json(table)


def test_an_item_without_the_experience_for_it_is_shown_as_not_counted():
    header, table = _orc_table()
    game = table.game.clone()
    game.players[0].stats["experience"] = 0  # the Colt needs 2 ПО
    table = replace(table, game=game)
    for n, (command, args, dice) in enumerate([("roll", (), [1]), ("move", ("field.gun-shop",), None),
                                               ("resolve", (), None)], start=1):
        table, events, _ = _act(header, table, n, command, *args, dice=dice)
    table, events, _ = _act(header, table, 4, "pass")
    fight = events[-1].data
    assert fight["you"] == 10 and fight["unusable"] == [["item.colt", 2]]
    assert "не в счёт: Кольт — нужно ПО 2" in "\n".join(REFEREE.describe(events, "ru"))


def test_kingdom_turns_through_the_referee_to_the_end():
    """Both travellers already past the Провал: roads, the capital, the labyrinth, the
    palace and the crown, all by `roll` and answers, replayed from the seed."""
    header = SessionHeader("amber", 1, (Player("A"), Player("B")))
    table = REFEREE.new(header)
    game = table.game.clone()
    for p in game.players:
        p.board, p.position = "kingdom", game.rules.kingdom.start
        p.stats.update(strength=13, mind=13, magic=13, life=8)
    start = replace(table, game=game)
    table, rng, actions, kinds = start, random.Random(1), [], set()
    for n in range(1, 400):
        if table.game.over:
            break
        words = next_command(REFEREE.to_json(table), rng)
        table, events, action = _act(header, table, n, words[0], *words[1:])
        actions.append(action)
        kinds |= {e.kind for e in events}
        assert all(isinstance(line, str) for line in REFEREE.describe(events, "en"))
    assert table.game.over
    assert {"road", "prince"} <= kinds
    again = start
    for n, action in enumerate(actions, start=1):
        again, _ = apply_action(REFEREE, again, action, RecordedDice(action, n, header.seed, verify=True))
    assert REFEREE.to_json(again) == REFEREE.to_json(table)


def test_house_rules_change_the_preset_values(tmp_path):
    file = tmp_path / "g.pnp"
    made = runner.invoke(get_app(), ["referee", "new", "amber", "-p", "A:amazon", "--option", "turn_limit=3",
                                     "--option", "stat_cap=20", "--file", str(file), "--json"])
    assert made.exit_code == 0, made.output
    header = SessionHeader("amber", 1, (Player("A", "amazon"),), None, (("stat_cap", "20"),))
    assert REFEREE.new(header).game.rules.value("stat_cap") == 20
    bad = runner.invoke(get_app(), ["referee", "new", "amber", "-p", "A", "--option", "speed=9",
                                    "--file", str(tmp_path / "h.pnp")])
    assert bad.exit_code == 1 and "speed" in bad.output


def test_a_move_whose_step_count_differs_from_the_roll_says_how_many_steps(tmp_path):
    """The ninja's move of 6 may end after 5 steps (his ability): the list says so, a
    plain move of the roll does not."""
    file = tmp_path / "g.pnp"
    new_session(file, 5, "Аня:traveller.ninja")
    assert run(file, "roll", "--dice", "6").exit_code == 0
    moves = run_json(file, "moves")["events"][0]["moves"]
    short = [m for m in moves if m["steps"] != 6 and not m["in_passing"]]
    plain = [m for m in moves if m["steps"] == 6]
    assert short and plain
    for locale, word in (("ru", "(5 шагов: бросок 6, Ниндзя −1)"), ("en", "(5 steps: roll 6, Ninja −1)")):
        out = run(file, "moves", "--locale", locale).output
        lines = [line for line in out.splitlines() if word in line]
        assert len(lines) == sum(1 for m in short if m["steps"] == 5)
        assert not any("(6 " in line for line in out.splitlines())


def test_english_names_cards_as_the_english_rulebook_does():
    """A card in an English message is "No. 52 Unicorn", as the English rulebook writes
    card numbers; it printed the Russian numero sign, "№52 Unicorn"."""
    english, russian = REFEREE.names("en"), REFEREE.names("ru")
    assert english["card.052"].startswith("No. 52 ") and russian["card.052"].startswith("№52 ")
    assert not [name for name in english.values() if "№" in name]


@pytest.mark.parametrize("money", [["2", "талера"], ["2", "талеров"], ["2", "thalers"], ["1", "талер", "1"]])
def test_a_deal_understands_a_number_followed_by_the_moneys_name(money):
    header, table = _two_on_the_savanna()
    table, events, _ = _act(header, table, 1, "trade", "Boris", "Кольт", "за", *money)
    assert events[0].data["get_thalers"] == 2 and events[0].data["give"] == ["item.colt"]


def test_a_duel_between_two_good_travellers_is_refused_with_the_rule():
    header, table = _two_on_the_savanna()
    game = table.game.clone()
    game.players[0].alignment = game.players[1].alignment = "good"
    with pytest.raises(RuleError) as info:
        _act(header, replace(table, game=game), 1, "duel", "Boris")
    assert "Аня и Boris — добрые путники" in info.value.ru and "000" in info.value.ru
    assert "both good travellers" in info.value.en


def test_the_duel_command_kept_off_the_list_names_the_rule_not_no_such_command(tmp_path):
    from pnpkit.referee.table import Table

    file = tmp_path / "s.jsonl"
    new_session(file, 11, "Аня:amazon", "Boris:hussar")  # both good
    table = Table.open(file)
    game = table.state.game.clone()
    game.players[1].position = game.players[0].position  # side by side: still no duel
    table.state = replace(table.state, game=game)
    assert "duel" not in {c.name for c in table.commands()}
    with pytest.raises(RuleError) as info:
        table.command("дуэль")
    assert "добрые путники" in info.value.ru and "нет команды" not in info.value.ru
    game.players[1].alignment = "evil"  # now the duel is listed; far away, none is listed: no rule to cite
    game.players[1].position = "field.saloon" if game.players[0].position != "field.saloon" else "field.jungle"
    assert table.referee.why_not(table.state, "duel") is None


def test_a_move_that_counts_other_than_the_roll_says_why():
    header, table = _two_on_the_savanna()
    game = table.game.clone()
    game.players[0].items = ["item.horse"]
    table = replace(table, game=game)
    table, events, _ = _act(header, table, 1, "moves", "3")
    by_horse = [m for m in events[0].data["moves"] if m["steps"] == 4]
    assert by_horse and all(m["why"] == [["item.horse", 1]] for m in by_horse)
    ru, en = "\n".join(REFEREE.describe(events, "ru")), "\n".join(REFEREE.describe(events, "en"))
    assert "(4 шага: бросок 3, Лошадь +1)" in ru and "(4 steps: roll 3, Horse +1)" in en, en


def test_play_never_offers_a_field_the_move_would_refuse():
    from pnpkit.games.amber.rules import engine

    header, table = _two_on_the_savanna()
    assert REFEREE.completions(table, "move", "ru") == []  # not rolled: no field is reachable yet
    rolled, _, _ = _act(header, table, 1, "roll", dice=[3])
    reachable = {REFEREE.names("ru")[m.dest] for m in engine.moves_for(rolled.game)}
    assert set(REFEREE.completions(rolled, "move", "ru")) == reachable and reachable


def test_a_thing_handed_over_is_named_in_the_accusative():
    # #31.6: «отдаёт Подкову», «продаёт Гранату»; an inanimate name (Кольт) reads as it is
    from pnpkit.rules.session import Event

    traded = Event("traded", {"player": "Аня", "with": "Гоша", "give": ["card.140", "item.colt"], "get": [],
                              "give_thalers": 0, "get_thalers": 2})
    assert REFEREE.describe([traded], "ru") == ["Сделка: Аня отдаёт №140 Подкову и Кольт; Гоша отдаёт 2 талера."]
    assert REFEREE.describe([traded], "en") == ["A deal: Аня gives No. 140 Horseshoe and the Colt; Гоша gives 2 thalers."]
    sold = Event("sold", {"player": "Аня", "item": "item.grenade", "price": 7})
    assert REFEREE.describe([sold], "ru") == ["Аня продаёт Гранату за 7 талеров."]


@pytest.mark.parametrize(("target", "after"), [("field.mafia-fund", "fight_ready"), ("field.border-post", "paid")])
def test_an_optional_gold_field_asks_once(target, after):
    # #31.6: «do this field?» yes, then neither its own «may» nor the robbery's «rob?» asks again
    header, table = _two_on_the_savanna()
    game = table.game.clone()
    game.players[0].position = game.rules.board.neighbours_of(target)[0]
    game.players[0].stats["thalers"] = 20
    table = replace(table, game=game)
    asked = []
    for n, (command, args, dice) in enumerate([("roll", (), [1]), ("move", (REFEREE.names("ru")[target],), None),
                                               ("resolve", (), None), ("yes", (), None)], start=1):
        table, events, _ = _act(header, table, n, command, *args, dice=dice)
        asked += [e.data["question"] for e in events if e.kind == "question"]
    assert asked == ["do-field"] and after in [e.kind for e in events]


def test_an_exchange_offices_deals_keep_their_numbers_as_points_run_out():
    # #31.4: `выбрать 3` is the same deal before and after an exchange, never the next one down
    header, table = _table_at("field.exchange-west", strength=4, mind=4, magic=6, thalers=12)
    table, _, _ = _act(header, table, 1, "roll", dice=[1])
    table, _, _ = _act(header, table, 2, "move", "field.exchange-west")
    table, events, _ = _act(header, table, 3, "resolve")
    first = dict(zip(option_numbers_of(events[-1]), events[-1].data["options"], strict=True))
    numbers = sorted(first)
    table, events, _ = _act(header, table, 4, "choose", str(numbers[2]))  # 3 ПУ → ПС: ПУ left 1
    again = dict(zip(option_numbers_of(events[-1]), events[-1].data["options"], strict=True))
    assert all(again[n] == first[n] for n in again)  # what is still offered keeps its number
    shown = [line.split(".")[0].strip() for line in REFEREE.describe(events[-1:], "ru") if line[:3].strip().isdigit()]
    assert [int(n) for n in shown] == sorted(again)
    gone = [n for n in numbers if n not in again]
    assert gone and max(again) > len(again)  # a deal ran out of reach and the later ones kept their numbers
    with pytest.raises(RuleError) as info:
        _act(header, table, 5, "choose", str(gone[0]))
    assert "недоступен" in info.value.ru


def option_numbers_of(question):
    from pnpkit.games.amber.rules.referee_text_questions import option_numbers

    return option_numbers(question.data["info"], len(question.data["options"]))


def test_the_full_moon_wolfs_duel_at_a_roll_is_announced_with_its_odds():
    # a scripted game crashed here: the duel's look-ahead took its target from a Duel
    # action, and the wolf of №131 challenges at his roll (#31.6)
    header, table = _two_on_the_savanna()
    game = table.game.clone()
    game.players[0].statuses["full-moon"] = 1
    game.players[0].alignment = "evil"
    table = replace(table, game=game)
    table, events, _ = _act(header, table, 1, "roll", dice=[])
    ready = events[-1]
    assert ready.kind == "fight_ready" and ready.data["kind"] == "duel" and ready.data["target"] == "Boris"
    assert any("Дуэль" in line for line in REFEREE.describe(events, "ru"))

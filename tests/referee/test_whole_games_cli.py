"""Whole games through the CLI as tables play them (issue #31, "done when"): a four-player
Amber game from `referee new` to the coronation and the battle for the crown (Russian and
English), a Fighting Fantasy adventure with several fights, luck tests and a potion, and
a race of three to its winner.  The first commands are one-shot `pnpkit referee …`
calls, the rest of a long game is typed into `referee play`; a policy picks each command
from what the referee offers.  Then the whole log is read as a table reads it: no event
told twice, no empty outcome, no placeholder or Python value, the end told with the
winner, and `replay --verify` holds."""

from __future__ import annotations

import json
import random
import re

import pytest
from whole_games import (
    AMBER_PLAYERS,
    GAME_TURN,
    RACE_PLAYERS,
    AmberPolicy,
    header_players,
    log_problems,
    play_through,
    player_args,
    turn_told_twice,
)

from pnpkit.referee.table import Table

#: a seed whose four players reach the coronation and a battle for the crown in ~2,000 actions (the house
#: rule of Провалы at 9 brings several princes to the Kingdom in a few hundred actions); seed 22 no longer
#: does since the Infirmary charges its check-up as printed (session 13), nor seed 8 since the policy
#: buys at an exchange all it needs there (session 14): seed 17 crowns after a crown battle at 1,255
AMBER_SEED, AMBER_OPTION = 17, ("--option", "provaly_threshold=9")
ONE_SHOT = 20  # one-shot commands before the rest is typed into `play`
FILE_LINE = re.compile(r"game\.pnp")
NO = {"ru": "нет", "en": "no"}
PICK = re.compile(r"(«ход ИМЯ»|‘turn NAME’|'turn NAME')")


def one_shot(referee_run, *words: str) -> list[str]:
    result = referee_run(*words)
    assert result.exit_code == 0, f"{' '.join(words)}:\n{result.output}"
    return result.output.splitlines()


def read_as_a_table(lines: list[str], locale: str, names) -> None:
    said = [line for line in lines if not FILE_LINE.search(line)]
    found = log_problems(said, locale, list(names))
    assert not found, f"{len(found)} problems:\n" + "\n".join(found[:25])


def verified(referee_run) -> None:
    verify = json.loads("\n".join(one_shot(referee_run, "replay", "--verify", "--json")))
    assert verify["ok"] is True, verify


# --------------------------------------------------------------------------- Amber


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_four_players_play_amber_to_the_crown(referee_run, tmp_path, monkeypatch, locale):
    monkeypatch.chdir(tmp_path)
    players = AMBER_PLAYERS[locale]
    heard = one_shot(referee_run, "new", "amber", *player_args(players), "--seed", str(AMBER_SEED),
                     "--locale", locale, *AMBER_OPTION)
    path = tmp_path / "game.pnp"
    policy = AmberPolicy(AMBER_SEED)
    for _ in range(ONE_SHOT):
        heard += one_shot(referee_run, *policy.words(Table.open(path).state), "--yes")
    lines, typed = play_through(path, locale, policy.words, limit=3000)
    heard += lines
    table = Table.open(path)
    assert table.referee.is_over(table.state), f"not over after {ONE_SHOT + len(typed)} commands"
    winner = table.state.game.players[table.state.game.winner].name
    said = "\n".join(heard)
    assert ("Битва за корону, по раундам" if locale == "ru" else "battle for the crown, round by round") in said
    assert re.search(r"(Раунд|Round) 1: \S+ 2d6\[\d,\d\](\+\d)? = \d+", said)  # the dice told once, in the round
    status = one_shot(referee_run, "status")
    told = "\n".join(status[-3:])
    assert re.search(rf"{winner} — (король|королева) Эмбера|{winner} is (King|Queen) of Amber", told), told
    log = one_shot(referee_run, "log")
    read_as_a_table(heard + status + log, locale, [name for name, _ in players])
    verified(referee_run)
# --------------------------------------------------------------------------- Fighting Fantasy

FF = {
    "ru": {"hero": "Аня:11/20/9:f", "potion": ["take", "зелья", "1"], "drink": ["drink", "выносливость"],
           "trap": ["change", "выносливость", "-4"],
           "fights": (["Орк:6:5"], ["Гоблин:5:4", "Гоблин-лучник:5:5"], ["Пещерный тролль:9:10"],
                      ["Упырь:8:7"])},
    "en": {"hero": "Ann:11/20/9:f", "potion": ["take", "potions", "1"], "drink": ["drink", "stamina"],
           "trap": ["change", "stamina", "-4"],
           "fights": (["Orc:6:5"], ["Goblin:5:4", "Goblin Archer:5:5"], ["Cave Troll:9:10"],
                      ["Ghoul:8:7"])},
}


def _ff_state(referee_run) -> dict:
    return json.loads(referee_run("status", "--json").output)["state"]


def _ff_fight(referee_run, enemies: list[str], heard: list[str], locale: str) -> None:
    """A fight to its end: every wound offers a luck test, taken every other time."""
    heard += one_shot(referee_run, "fight", *[x for e in enemies for x in ("--enemy", e)])
    take_luck = True
    for _ in range(200):
        state = _ff_state(referee_run)
        if state["fight"] is None or state["dead"]:
            return
        if state["fight"]["pending"]:
            test = take_luck and state["hero"]["luck"][0] > 0
            heard += one_shot(referee_run, "luck", *([] if test else [NO[locale]]))
            take_luck = not take_luck
        else:
            heard += one_shot(referee_run, "fight")
    raise AssertionError("a fight of 200 rounds")


@pytest.mark.parametrize(("locale", "seed"), [("ru", 31), ("en", 7)])
def test_a_fighting_fantasy_adventure(referee_run, tmp_path, monkeypatch, locale, seed):
    monkeypatch.chdir(tmp_path)
    words = FF[locale]
    heard = one_shot(referee_run, "new", "fighting-fantasy", "-p", words["hero"], "--seed", str(seed),
                     "--locale", locale)
    heard += one_shot(referee_run, *words["potion"])
    lucks = 0
    for enemies in words["fights"]:
        heard += one_shot(referee_run, "odds", *[x for e in enemies for x in ("--enemy", e)])
        _ff_fight(referee_run, enemies, heard, locale)
        if _ff_state(referee_run)["dead"]:
            break
        heard += one_shot(referee_run, *words["trap"])
        state = _ff_state(referee_run)
        if state["hero"]["luck"][0] > 0:
            heard += one_shot(referee_run, "luck")  # the book says: Test your Luck
            lucks += 1
        if state["hero"]["potions"] and state["hero"]["stamina"][0] <= state["hero"]["stamina"][1] - 6:
            heard += one_shot(referee_run, *words["drink"])
        elif state["hero"]["provisions"]:
            heard += one_shot(referee_run, "eat")
    state = _ff_state(referee_run)
    said = "\n".join(heard)
    assert len(state["record"]) >= 2 and lucks >= 1 and len(re.findall(r"(Испытание удачи|Test your Luck): ", said)) >= 5
    assert re.search(r"(Зелье выпито|Potion drunk)", said) or state["dead"], "the potion was never drunk"
    if state["dead"]:
        assert re.search(r"(погиб|dies|is dead|died)", said), "a death not told"
    status = one_shot(referee_run, "status")
    log = one_shot(referee_run, "log")
    read_as_a_table(heard + status + log, locale, [words["hero"].split(":")[0]] +
                    [e.split(":")[0] for fight in words["fights"] for e in fight])
    verified(referee_run)


# --------------------------------------------------------------------------- the race


@pytest.mark.parametrize(("locale", "seed"), [("ru", 10), ("en", 11)])
def test_a_race_of_three_to_its_winner(referee_run, tmp_path, monkeypatch, locale, seed):
    monkeypatch.chdir(tmp_path)
    players = RACE_PLAYERS[locale]
    heard = one_shot(referee_run, "new", "race", *player_args(players), "--seed", str(seed), "--locale", locale)
    rng = random.Random(seed)
    for _ in range(400):
        table = Table.open(tmp_path / "game.pnp")  # read, as `status` does (without its start-up)
        if table.referee.is_over(table.state):
            break
        turn = referee_run("turn")
        if turn.exit_code == 1 and PICK.search(turn.output):  # an obstacle asks whom to pick
            rivals = [name for name, _ in players if name != table.referee.current_player(table.state)]
            turn = referee_run("turn", rng.choice(rivals))
        assert turn.exit_code == 0, turn.output
        heard += turn.output.splitlines()
    status_json = json.loads(referee_run("status", "--json").output)
    assert status_json["over"], "no winner after 400 turns"
    winners = status_json["state"]["winners"]
    assert winners and winners[0] in [name for name, _ in players]
    status = one_shot(referee_run, "status")
    assert any(winners[0] in line and re.search(r"(побед|wins|winner|won)", line, re.I) for line in status), status
    log = one_shot(referee_run, "log")
    read_as_a_table(heard + status + log, locale, [name for name, _ in players] + ["Homo Virtualis"])
    verified(referee_run)


# --------------------------------------------------------------------------- the scan itself


def test_the_scan_finds_a_turn_told_twice():
    # `play` said «Ходит: Аня» right after the game's «Ход переходит к Ане (круг 3).», and
    # before the race's own «Ходит Борис (круг 1).»
    amber = ["  Аня: +1 ПЖ.", "  Ход переходит к Ане (круг 3).", "Ходит: Аня", "Аня> roll"]
    race = ["  Аня: старт → клетка 5.", "Ходит: Борис", "Борис> turn", "#2 ход",
            "  кубики 1d6[5] = 5 (ход)", "  Ходит Борис (круг 1).", "  Борис: старт → клетка 5."]
    english = ["  Next: Ann (round 3).", "Turn: Ann"]
    for lines in (amber, race, english):
        assert any("a turn told twice" in p for p in log_problems(lines, "ru", ["Аня", "Борис", "Ann"])), lines
    assert not log_problems(["  Ход переходит к Ане (круг 3).", "Аня> roll", "#4 бросок"], "ru", ["Аня"])


@pytest.mark.parametrize(("game", "locale"), [("amber", "ru"), ("amber", "en"), ("race", "ru"), ("race", "en")])
def test_play_tells_each_turn_once(tmp_path, game, locale):
    from pnpkit.rules.session import SessionHeader

    players = (AMBER_PLAYERS if game == "amber" else RACE_PLAYERS)[locale]
    path = tmp_path / "game.pnp"
    Table.new(path, SessionHeader(game, 3, header_players(players), locale=locale))
    words = AmberPolicy(3).words if game == "amber" else (lambda state: ["turn"])
    lines, _typed = play_through(path, locale, words, limit=40)
    found = turn_told_twice(lines)
    assert not found, "\n".join(found[:10])
    assert sum(1 for line in lines if GAME_TURN.match(line.strip())) >= 3  # the game told the turns


def test_play_says_no_turn_line_for_a_lone_hero(tmp_path):
    # Fighting Fantasy has one player: `play` said «Ходит: Аня» after every action
    from pnpkit.rules.session import Player, SessionHeader

    path = tmp_path / "game.pnp"
    Table.new(path, SessionHeader("fighting-fantasy", 3, (Player("Аня", "11/20/9", "f"),)))
    started = []

    def words(state):
        if not started:
            started.append(1)
            return ["fight", "--enemy", "Орк:6:5"]
        if state.fight is None or state.dead:
            return None
        return ["luck", "нет"] if state.fight.pending else ["fight"]

    lines, typed = play_through(path, "ru", words, limit=40)
    assert len(typed) >= 3 and not [line for line in lines if line.startswith("Ходит:")], lines


def test_the_scan_finds_what_session_12_read_in_whole_games():
    # lines of the seed-12 and seed-7 games before the fixes of session 12
    lines = ["    это значит: сбросить эту карту; особое состояние",
             "    3. Священная роща · условие; условие; условие; вытянуть 1 карту",
             "    у противника 7 = ПУ 5 + модификатор +2, плюс 1к6",
             "    шаг 1: вместо «тал.» — 3 ПУ (компенсация)",
             "  Вика платит 10 талеров другому путнику.",
             "  Аня: Назвать бросок хода самому (карта позволяет это дважды)?",
             "  Аня: Кого задеть: самого путника (пас, −1 ПЖ) или его друга?",
             "Карты на полях: «»: №80 Налоговый инспектор; «Гарь»: №195 Демон."]
    for line in lines:
        assert log_problems([line], "ru", ["Аня", "Вика"]), line
    assert not log_problems(["    у тебя 9 = свои ПМ 7 + Покинутый дом +2, плюс 1к6",
                             "  Вика платит 10 талеров Борису."], "ru", ["Вика", "Борис"])


def test_the_scan_meets_a_count_of_nothing():
    """A race log said «ещё пропустить: 0» and «идёт на 0»: the scan missed them."""
    for line in ("  Борис пропускает ход (ещё пропустить: 0).", "  С учётом прибавок Вика идёт на 0 (на кубике 1).",
                 "  Ann misses this turn (0 more to miss).", "  With bonuses Ann moves 0 (the die shows 1).",
                 "  Ann passes the obstacle of square 45 by (0 more to ignore).",
                 "  Борис пропускает ход (осталось пропусков: 0).",
                 "  Бросок Вики (5) достаётся соперникам (осталось отдать: 0).",
                 "  Vicky’s roll (5) goes to the rivals (0 more to give)."):
        assert any("a count of nothing" in p for p in log_problems([line], "ru", ["Борис", "Вика", "Ann"])), line
    assert not log_problems(["  Борис пропускает ход (это последний пропуск).",
                             "  С учётом прибавок Вика стоит на месте (на кубике 1)."], "ru", ["Борис", "Вика"])
    assert not log_problems(["  Chance to win: over 99.9%; about 5.0 more rounds."], "en", [])
    # session 13: inflation on an empty purse said «Инфляция: 0 талеров.»; a loan's «0 талеров» answer is fine
    assert any("a count of nothing" in p for p in log_problems(["  Инфляция: 0 талеров."], "ru", []))
    assert not log_problems(["    1. 0 талеров · не занимать"], "ru", []) and \
        not log_problems(["    1. 0 thalers · borrow nothing"], "en", [])


def test_a_race_s_last_missed_turn_and_a_move_of_nothing_are_said_as_such():
    from pnpkit.games.race.rules.referee_text import sentence

    class Names:
        texts = marks = cells = lanes = {}

    for locale, last, still in (("ru", "Аня пропускает ход (это последний пропуск).",
                                 "С учётом прибавок Аня стоит на месте (на кубике 1)."),
                                ("en", "Аня misses this turn (the last one to miss).",
                                 "With bonuses Аня stays put (the die shows 1).")):
        assert sentence("skip_turn", {"name": "Аня", "left": 0}, locale, Names()) == last
        assert sentence("roll", {"name": "Аня", "value": 0, "face": 1}, locale, Names()) == still
        assert "2" in sentence("skip_turn", {"name": "Аня", "left": 2}, locale, Names())
        # seeds 2, 11 and 12's races (session 13): «осталось отдать: 0», "0 more to give"
        gave = sentence("gave_roll", {"name": "Аня", "value": 5, "left": 0}, locale, Names())
        assert "0" not in gave and ("последний" in gave or "last one" in gave) and "5" in gave
        assert "2" in sentence("gave_roll", {"name": "Аня", "value": 5, "left": 2}, locale, Names())
        ignored = sentence("ignored", {"name": "Аня", "cell": 45, "left": 0}, locale, Names())
        assert "0" not in ignored.replace("45", "") and ("последнее" in ignored or "last one" in ignored)


def test_the_scan_finds_a_race_roll_told_twice():
    # seed 4's race of three (session 13): each die of a roll-off and of a meeting was a roll
    # line and then the sentence that tells it
    roll_off = ["#62 ход", "  кубики 1d6[5] = 5 (ход)", "  кубики 1d6[3] = 3 (все бросают)",
                "  Ходит Борис (круг 21).", "  Аня бросает 3.", "  Борис: клетка 43 → клетка 48."]
    meeting = ["#82 turn", "  dice 1d6[5] = 5 (meeting)", "  dice 1d6[4] = 4 (meeting)",
               "  A meeting: Ann 5, Vicky 4; Vicky steps one square back."]
    assert any("roll-off told twice" in p for p in log_problems(roll_off, "ru", ["Аня", "Борис"]))
    assert any("meeting roll told twice" in p for p in log_problems(meeting, "en", ["Ann", "Vicky"]))
    assert not log_problems(roll_off[:2] + roll_off[3:], "ru", ["Аня", "Борис"])


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_a_race_tells_each_roll_off_die_once(tmp_path, referee_run, locale):
    """Seed 5's race of three meets «Побег с завода» (everyone rolls): the log, ``play``'s
    words (the referee's) and the page's log say each die once, in its sentence."""
    from whole_games import finished_race

    from pnpkit.referee.narrate import action_lines
    from pnpkit.referee.server import log_json

    players = RACE_PLAYERS[locale]
    table = finished_race(tmp_path / "game.pnp", header_players(players), locale)
    names = [name for name, _ in players] + ["Homo Virtualis"]
    log = one_shot(referee_run, "log", "--file", str(tmp_path / "game.pnp"))
    rolled = re.compile(r"^\S+ (бросает|rolls) \d\.$")
    assert sum(1 for line in log if rolled.match(line.strip())) >= 3, log  # the roll-off is there
    spoken = [line for i, action in enumerate(table.actions)
              for line in action_lines(table.referee, action, table.history[i], locale)]
    page = [line for entry in log_json(table, locale, len(table.actions)) for line in entry["lines"]]
    for lines in (log, spoken, page):
        assert not log_problems(lines, locale, names)


def test_the_scan_finds_a_trigger_told_without_its_work():
    """Session 13's whole games: «Takes effect: Stargazer.» before «Greg: Stargazer: do this
    (it is up to you)?» answered «no», and «Takes effect: Mutant.» with nothing after it."""
    for lines in (["  Takes effect: Stargazer.", "  Greg: Stargazer: do this (it is up to you)?"],
                  ["  Takes effect: Mutant.", "  Vicky rolled 4 to move."],
                  ["  Срабатывает: Мутант.", "  Вика: на кубике хода 4."],
                  ["  Срабатывает: №102 Плащ-невидимка.", "  Ход переходит к Борису (круг 3)."]):
        assert any("a trigger told" in p for p in log_problems(lines, "ru", ["Greg", "Vicky", "Вика"])), lines
    assert not log_problems(["  Срабатывает: Мутант.", "  Вика: прибавка за шестёрку (+1 ПС и +1 ПУ) кончилась."],
                            "ru", ["Вика"])


def test_the_scan_finds_a_fall_told_twice():
    # session 13's page: the Orc's end in three lines
    lines = ["#5 удача нет", "  Орк теряет 2 ВЫНОСЛИВОСТИ, остаётся 0.", "  Противник повержен: Орк.", "  Бой выигран: Орк."]
    assert any("a fall told twice" in p for p in log_problems(lines, "ru", []))
    english = ["#5 luck no", "  Orc is slain.", "  You won the fight against Orc."]
    assert any("a fall told twice" in p for p in log_problems(english, "en", []))
    assert not log_problems(["#4 fight", "  Wolf is slain.", "#5 fight", "  You won the fight against Wolf and Orc."],
                            "en", [])


def test_the_scan_finds_two_brackets_in_a_row():
    # session 13: a roll typed in read «(сила удара: Орк) (введено)»
    assert any("two brackets" in p for p in log_problems(["  кубики 2d6[1,1] = 2 (сила удара: Орк) (введено)"], "ru", []))
    assert not log_problems(["  кубики 2d6[1,1] = 2 (сила удара: Орк; введено)"], "ru", [])


    # seed 8: «Срабатывает: Цыган.» before the Gypsy's failed roll, and a con's taking told twice
    assert log_problems(["  Срабатывает: Цыган.", "  Цыган (Аня), при встрече с путником: нужно 1–3, выпало 5 — не помогло."],
                        "ru", ["Аня"])
    assert any("a taking told twice" in p for p in log_problems(
        ["  Аня забирает у Гоши: 3 талера.", "  Аня: +3 талера."], "ru", ["Аня", "Гоши"]))
    assert not log_problems(["  Аня забирает у Гоши: 3 талера.", "  Ход переходит к Гоше (круг 3)."],
                            "ru", ["Аня", "Гоши", "Гоше"])


def test_the_scan_finds_what_session_13_left_to_puzzle_out():
    # seed 7 before round 2's fixes: a fraction of nothing, a quoted stat, a «да» saying the
    # whole «это значит» line again
    for line in ("  точные шансы: победа 0,0 % (0), ничья 0,0 % (0), поражение 100,0 % (1)",
                 "  exact odds: win 0.0% (0), draw 0.0% (0), loss 100.0% (1)",
                 "    шаг 2: вместо «ПМ» — 1 ПУ (компенсация)"):
        assert any("puzzle out" in p for p in log_problems([line], "ru", [])), line
    offer = ["  Вика: №102 Плащ-невидимка: выполнить это (по желанию)?", "  карта: №17 Крысы-мутанты",
             "  это значит: бросок кубика: 1–3 — противник тебя не видит, 4–6 — не вышло",
             "  1. нет · ничего не меняется", "  2. да · бросок кубика: 1–3 — противник тебя не видит, 4–6 — не вышло",
             "  Ответ: выбрать N (или да / нет / пас, где подходит)"]
    assert any("says again what the offer means" in p for p in log_problems(offer, "ru", ["Вика"]))
    offer[4] = "  2. да · выполнить"
    assert not log_problems(offer, "ru", ["Вика"])
    assert not log_problems(["  точные шансы: победа 41,7\u00a0% (5/12), ничья 0\u00a0%, поражение 100\u00a0%",
                             "    шаг 1: вместо «лошадь» — 2 ПС (компенсация)"], "ru", [])


def test_the_scan_finds_a_percent_sign_a_line_may_break_away():
    # session 14: outside the page, «95,1 %» had a plain space: a terminal wrapped before «%»
    for line in ("  точные шансы: победа 41,7 % (5/12)", "  Seat 3: 16 wins (40.0 %, 95 %: 26.3 %–55.4 %)"):
        assert any("break away" in p for p in log_problems([line], "ru", [])), line
    assert not log_problems(["  точные шансы: победа 41,7\u00a0% (5/12)"], "ru", [])
    assert not log_problems(["  exact odds: win 41.7%, draw 0%"], "en", [])

"""The race as a table reads it (issue #31, words), lines met in scripted races: a tied
meeting without its outcome («у Вики и Ани поровну (3).» — and then?), «Борис: старт →
старт.» for a pawn sent back while at the start, «пока не выпадет 2 или 3 или 6», and
«к 3 следующим броскам -1» with a hyphen for a minus."""

from __future__ import annotations

import pytest

from pnpkit.games.race.referee import REFEREE
from pnpkit.rules.session import Event


def tie(name="Вика", other="Аня", mine=3):
    return Event("collision", {"name": name, "other": other, "mine": mine, "theirs": mine, "loser": None})


def test_a_tied_meeting_says_what_comes_of_it():
    beaten = Event("collision", {"name": "Вика", "other": "Аня", "mine": 5, "theirs": 2, "loser": "Аня"})
    assert REFEREE.describe([tie(), beaten], "ru") == [
        "Встреча на клетке: у Вики и Ани поровну (3) — бросают снова.",
        "Встреча на клетке: Вика — 5, Аня — 2; Аня отступает на клетку."]
    assert REFEREE.describe([tie()], "ru") == ["Встреча на клетке: у Вики и Ани поровну (3) — никто не отступает."]
    beaten_en = Event("collision", {"name": "Vicky", "other": "Ann", "mine": 5, "theirs": 2, "loser": "Ann"})
    assert REFEREE.describe([tie("Vicky", "Ann"), beaten_en], "en")[0] == "A meeting: Vicky and Ann tie on 3 and roll again."


def test_a_tie_after_a_tie_is_not_the_same_sentence_twice():
    # seed 25's race (session 13): two ties on 3 in a row read as one sentence told twice
    beaten = Event("collision", {"name": "Вика", "other": "Аня", "mine": 5, "theirs": 1, "loser": "Аня"})
    assert REFEREE.describe([tie(), tie(), tie(mine=6), beaten], "ru") == [
        "Встреча на клетке: у Вики и Ани поровну (3) — бросают снова.",
        "Встреча на клетке: у Вики и Ани опять поровну (3) — бросают ещё раз.",
        "Встреча на клетке: у Вики и Ани опять поровну (6) — бросают ещё раз.",
        "Встреча на клетке: Вика — 5, Аня — 1; Аня отступает на клетку."]
    assert REFEREE.describe([tie("Vicky", "Ann"), tie("Vicky", "Ann"), tie("Vicky", "Ann")], "en") == [
        "A meeting: Vicky and Ann tie on 3 and roll again.", "A meeting: Vicky and Ann tie again on 3 and roll once more.",
        "A meeting: Vicky and Ann tie on 3; nobody steps back."]


def test_a_pawn_that_does_not_move_is_said_to_stay():
    stays = Event("move", {"name": "Борис", "frm": [0, None, 0], "to": [0, None, 0]})
    assert REFEREE.describe([stays], "ru") == ["Борис остаётся на месте: старт."]
    assert REFEREE.describe([stays], "en") == ["Борис stays put: Start."]


def test_faces_and_modifiers_read_as_written():
    stand = Event("stand_set", {"name": "Борис", "faces": [2, 3, 6]})
    assert REFEREE.describe([stand], "ru") == ["Борис стоит, пока не выпадет 2, 3 или 6."]
    assert REFEREE.describe([Event("stand_set", {"name": "Аня", "faces": [6]})], "ru") == \
        ["Аня стоит, пока не выпадет 6."]
    minus = Event("modifier", {"name": "Вика", "add": -1, "rolls": 3})
    assert REFEREE.describe([minus], "ru") == ["Вика: к 3 следующим броскам −1."]


def test_the_status_says_what_holds_a_pawn_in_words():
    """Session 13's table read «Борис: клетка 18 (не замечает 3)» (3 what?), «пропуск 2» and
    «стоит до 1/6» (a fraction?) in the status: now counted words and «1 или 6»."""
    from pnpkit.games.race.referee_status import status

    def pawn(name, pos, **held):
        return {"name": name, "pos": pos, "lane": None, "step": 0, "skip": 0, "stand": None, "mods": [],
                "ignore": 0, "give": 0, **held}

    view = {"pawns": [pawn("Аня", 40, skip=2), pawn("Борис", 18, ignore=3), pawn("Вика", 12, stand=[1, 6]),
                      pawn("Гоша", 9, ignore=1, skip=5)], "to_move": 0, "over": False, "round": 11}
    assert status(view, "ru")[:4] == [
        "→ Аня: клетка 40 (пропустит 2 хода)", "  Борис: клетка 18 (не заметит 3 следующих препятствия)",
        "  Вика: клетка 12 (стоит, пока не выпадет 1 или 6)",
        "  Гоша: клетка 9 (пропустит 5 ходов; не заметит 1 следующее препятствие)"]
    assert status(view, "en")[:4] == [
        "→ Аня: square 40 (will miss 2 turns)", "  Борис: square 18 (will ignore the next 3 obstacles)",
        "  Вика: square 12 (stays until rolling 1 or 6)",
        "  Гоша: square 9 (will miss 5 turns; will ignore the next obstacle)"]


def test_a_rule_for_the_rest_of_the_game_is_told_once(tmp_path):
    """Session 13's race of six heard «For the rest of the game: stop on a square with another
    counter …» at each of three landings on square 61, the rule long in force.  Seed 5's race
    of four lands on 66 four times and on 71 three times: each player's rule is told once."""
    from whole_games import finished_race, header_players

    players = header_players((("Аня", "f"), ("Борис", "m"), ("Гоша", "m"), ("Дина", "f")))
    table = finished_race(tmp_path / "game.pnp", players)
    events = [e for told in table.history for e in told]
    landings = [e.data["cell"] for e in events if e.kind == "obstacle" and e.data.get("cell") in (61, 66, 71)]
    rules = [(e.data["rule"], e.data["name"] if e.data["rule"] != "collisions" else "")
             for e in events if e.kind == "rule_on"]
    assert landings.count(66) > len([r for r in rules if r[0] == "curse_five"]) > 0, (landings, rules)
    assert len(rules) == len(set(rules)), rules
    assert table.verify().seed_checked


def test_rocky_s_story_counts_the_visit_in_plain_english():
    """«Rocky’s story: Ann lands here, visit 1.» (session 13's race of six) read as notes, and
    the Russian said «в 2-й раз» where Russian says «во второй»."""
    visit = Event("visit", {"name": "Ann", "count": 2})
    assert REFEREE.describe([visit], "en") == ["Rocky’s story: this is Ann’s visit number 2."]
    assert REFEREE.describe([Event("visit", {"name": "Аня", "count": 2})], "ru") == ["Сюжет Рокки: Аня здесь во 2-й раз."]
    assert REFEREE.describe([Event("visit", {"name": "Аня", "count": 3})], "ru") == ["Сюжет Рокки: Аня здесь в 3-й раз."]


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_a_rule_for_everyone_is_not_said_again_under_its_square(locale):
    """Session 13: square 61's text («… до конца игры для всех действует правило: встав на
    клетку с чужой фишкой …») was followed by «До конца игры: встав на клетку с чужой
    фишкой …», the same rule twice; 129 likewise.  A rule that lands on one player (66, 71)
    names them, so its line stays; a rule told without its square (an older log) stays."""
    said = {cell: REFEREE.describe([Event("obstacle", {"cell": cell, "name": "Аня"}),
                                    Event("rule_on", {"rule": rule, "name": "Аня"})], locale)
            for cell, rule in ((61, "collisions"), (129, "exact_finish"), (66, "curse_five"), (71, "curse_six"))}
    assert [len(said[c]) for c in (61, 129, 66, 71)] == [1, 1, 2, 2], said
    assert said[61][0].startswith(("Препятствие: клетка 61", "Obstacle: square 61"))
    assert "Ани" in said[66][1] or "Аня" in said[66][1]
    alone = REFEREE.describe([Event("rule_on", {"rule": "collisions", "name": "Аня"})], locale)
    assert alone and alone[0].startswith(("До конца игры", "For the rest of the game"))

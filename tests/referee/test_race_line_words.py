"""The race as a table reads it (issue #31, words), lines met in scripted races: a tied
meeting without its outcome («у Вики и Ани поровну (3).» — and then?), «Борис: старт →
старт.» for a pawn sent back while at the start, «пока не выпадет 2 или 3 или 6», and
«к 3 следующим броскам -1» with a hyphen for a minus."""

from __future__ import annotations

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

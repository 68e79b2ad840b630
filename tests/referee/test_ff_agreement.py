"""Fighting Fantasy at the table: the numbers and the opponents' names agree in Russian.

An opponent is whatever name the table types (`--enemy Ведьма:6:5`), of either gender,
so a sentence about it never puts a verb in the masculine after its name; a number of
STAMINA points takes the form the gamebooks use after it."""

import pytest

from pnpkit.games.fighting_fantasy.rules.referee_text import describe_events
from pnpkit.rules.session import Event


@pytest.mark.parametrize("amount, ru, en", [
    (1, "Ты теряешь 1 ВЫНОСЛИВОСТЬ (бьёт Ведьма), остаётся 16.", "You lose 1 STAMINA (Ведьма strikes); 16 left."),
    (2, "Ты теряешь 2 ВЫНОСЛИВОСТИ (бьёт Ведьма), остаётся 16.", "You lose 2 STAMINA (Ведьма strikes); 16 left."),
    (21, "Ты теряешь 21 ВЫНОСЛИВОСТЬ (бьёт Ведьма), остаётся 16.", "You lose 21 STAMINA (Ведьма strikes); 16 left."),
])
def test_stamina_lost_takes_the_form_of_its_number(amount, ru, en):
    event = Event("damage", {"who": "Аня", "by": "Ведьма", "amount": amount, "stamina": 16, "hero": True})
    assert describe_events([event], "ru") == [ru]
    assert describe_events([event], "en") == [en]
    theirs = Event("damage", {"who": "Ведьма", "amount": 1, "stamina": 3, "hero": False})
    assert describe_events([theirs], "ru") == ["Ведьма теряет 1 ВЫНОСЛИВОСТЬ, остаётся 3."]


def test_a_feminine_opponent_is_not_spoken_of_in_the_masculine(referee_run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert referee_run("new", "fighting-fantasy", "-p", "Аня::ж", "--seed", "3", "--preset", "classic").exit_code == 0
    said = referee_run("fight", "--enemy", "Ведьма:1:1", "--dice", "1,1,6,6").output  # Аня wounds her
    said += referee_run("luck", "нет").output
    assert "Бой выигран: Ведьма." in said and "Ведьма повержен" not in said
    assert referee_run("fight", "--enemy", "Крыса-переросток:12:9", "--dice", "6,6,1,1").exit_code == 0
    wounded = referee_run("status").output
    assert "Тебя ранит Крыса-переросток. Испытать удачу?" in wounded
    assert "Тебя ранил:" not in wounded

"""What a table met reading whole scripted games (issue #31, "done when"), each fixed
with its own test: an English word in a Russian fight line, a Russian choice in an
English game."""

from __future__ import annotations

from pnpkit.games.amber.referee import REFEREE


def test_a_fight_line_names_who_gave_a_bonus():
    # «у тебя 2 = свои ПС 0 + ability +2»: the Destroyer's +2 named in English
    from pnpkit.games.amber.rules.referee_text import fight_lines

    fight = {"kind": "battle", "card": "card.030", "stat": "strength", "you": 2, "enemy": 11,
             "parts": [["own strength", 0], ["traveller.destroyer", 2]], "enemy_parts": [["strength", 11]],
             "win": 0.0, "draw": 0.0, "loss": 1.0, "exact": {"win": "0", "draw": "0", "loss": "1"}}
    ru = "\n".join(fight_lines(REFEREE, fight, "ru"))
    assert "свои ПС 0 + Разрушитель +2" in ru and "ability" not in ru
    assert "own STR 0 + Destroyer +2" in "\n".join(fight_lines(REFEREE, fight, "en"))


def test_a_table_rows_choice_is_told_in_english():
    # the Cactus Thicket's roll of 5 asked «1. починить за 2 талера» in an English game
    from pnpkit.games.amber.rules.option_texts import option_texts

    texts = option_texts(REFEREE.game("ru"), REFEREE.game("en"))
    assert texts["починить за 2 талера"] == "repair it for 2 thalers"
    assert texts["расстаться с предметом"] == "part with the item"

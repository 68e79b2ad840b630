"""A battle's breakdown as a table reads it (issue #31, words): met in scripted games —
«модификатор -1» with a hyphen beside «Скалы −1», «full-moon +3» (a state's id) among the
parts, and «поражение можно отменить (…): оно останется — 0,0 % (0), отменится — 0,0 % (0)»
for a fight that cannot be lost."""

from __future__ import annotations

from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules.referee_text_fights import fight_lines

WON = {"kind": "battle", "card": "card.076", "stat": "strength", "you": 13, "enemy": 8,
       "parts": [["own strength", 7], ["card.169", 1], ["full-moon", 3], ["card.064", 2]],
       "enemy_parts": [["strength", 9], ["modifier", -1]],
       "win": 1.0, "draw": 0.0, "loss": 0.0, "exact": {"win": "1", "draw": "0", "loss": "0"},
       "cancel": [["traveller.gladiator", [4]]],
       "with_cancel": {"loss": 0.0, "cancelled": 0.0, "exact": {"loss": "0", "cancelled": "0"}}}


def test_a_battle_breakdown_names_every_part_in_words():
    ru = "\n".join(fight_lines(REFEREE, WON, "ru"))
    assert "ночь полнолуния +3" in ru and "full-moon" not in ru
    assert "ПС 9 + модификатор −1" in ru and "-1" not in ru
    en = "\n".join(fight_lines(REFEREE, WON, "en"))
    assert "full-moon night +3" in en and "modifier −1" in en


def test_no_cancelling_is_offered_for_a_fight_that_cannot_be_lost():
    assert not [line for line in fight_lines(REFEREE, WON, "ru") if "отменить" in line]
    lost = {**WON, "win": 0.5, "loss": 0.5, "with_cancel": {"loss": 0.25, "cancelled": 0.25,
                                                              "exact": {"loss": "1/4", "cancelled": "1/4"}}}
    assert [line for line in fight_lines(REFEREE, lost, "ru") if "отменить" in line]

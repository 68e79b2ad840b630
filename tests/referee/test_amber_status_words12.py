"""Amber's status and crown battle as a table reads them (issue #31, session 12, round 3):
worked examples on the shipped words, ru and en."""

from __future__ import annotations

import pytest

from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules.referee_text_fights import _crown_lines
from pnpkit.games.amber.rules.referee_text_say import _Say
from pnpkit.games.amber.rules.referee_text_status import _player_lines


def _player(board: str) -> dict:
    return {"name": "Анна", "traveller": "traveller.mercenary", "prince": None, "board": board,
            "position": "field.sacred-grove", "stats": {"life": 3}, "items": [], "cards": [],
            "friends": [], "trophies": [], "skip": 0,
            "quest": ("card.085", ["field.sacred-grove"])}


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_a_player_out_of_the_game_has_no_quest_left_to_finish(locale):
    # the CLI said «задание №85 …: осталось пройти …» for a traveller who had left the game,
    # where the live page hides it: out of the game there is no quest to finish
    say = _Say(REFEREE, locale)
    quest = say.m("status_quest", card=say.name("card.085"), fields=say.name("field.sacred-grove"))
    playing = "\n".join(_player_lines(say, _player("world"), moving=False))
    out = "\n".join(_player_lines(say, _player("out"), moving=False))
    assert quest in playing, playing
    assert quest not in out and say.m("status_out", player="Анна") in out, out


@pytest.mark.parametrize(("locale", "one", "two"), [
    ("ru", " Теряет: Борис −1 ПЖ.", " Теряют: Анна −2 ПЖ, Борис −1 ПЖ."),
    ("en", " Lost: Борис −1 LIFE.", " Lost: Анна −2 LIFE, Борис −1 LIFE.")])
def test_the_crown_round_verb_agrees_with_the_number_of_losers(locale, one, two):
    # «Теряют: Борис −1 ПЖ.» with one loser: the verb takes the count
    say = _Say(REFEREE, locale)
    lines = _crown_lines(say, {"rounds": [{"Анна": 9, "Борис": 7}, {"Анна": 5, "Борис": 8}],
                               "losses": [{"Анна": 0, "Борис": 1}, {"Анна": 2, "Борис": 1}],
                               "winner": "Анна"})
    assert lines[1].endswith(one), lines
    assert lines[2].endswith(two), lines

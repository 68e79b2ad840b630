"""Issue 18: when a pawn meets an obstacle the referee reads its text out, as the rules
sheet prints it, in the session's language — not only the square's name."""

from __future__ import annotations

import pytest

from pnpkit.paths import content_root
from pnpkit.readers.game_reader import load_game
from pnpkit.referee.registry import load_referee
from pnpkit.rules.session import Event


@pytest.mark.parametrize(("locale", "name", "text"), [
    ("ru", "«Побег Виталия»", "Бросьте кубик ещё раз."),
    ("en", "“Vitaly’s escape”", "Roll again."),
])
def test_an_obstacle_is_named_and_read_out(locale, name, text):
    referee = load_referee("race")
    (line,) = referee.describe([Event("obstacle", {"player": "Аня", "cell": 4})], locale)
    assert name in line and text in line


def test_every_obstacle_square_has_a_text_to_read():
    game = load_game(content_root() / "race").game
    silent = [f.id for f in game.fields if f.effects and f.number is not None and not f.text]
    assert silent == []


def test_an_obstacle_that_asks_for_a_player_is_told_before_the_question(tmp_path):
    """The race hid the obstacle behind its question (#31.7): the refusal that asks whom
    to pick now says first what was rolled and where the pawn stands."""
    from pnpkit.games.race.referee import REFEREE as RACE
    from pnpkit.rules.session import Player, RuleError, SessionHeader, perform

    for seed in range(1, 400):
        head = SessionHeader("race", seed, (Player("Аня"), Player("Борис"), Player("Вера")))
        state = RACE.new(head)
        for index in range(1, 60):
            try:
                state, _events, _record = perform(RACE, head, state, index, "turn")
            except RuleError as exc:
                ru, en = exc.text("ru"), exc.text("en")
                told = ru.split("Препятствие просит")[0]
                assert told.strip() and "выпало" in told or "бросок" in told or "клетк" in told, ru
                assert en.split("The obstacle asks")[0].strip(), en
                return
            if RACE.is_over(state):
                break
    raise AssertionError("no obstacle asked for a player in 400 seeds")

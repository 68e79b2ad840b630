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
    ("en", "'Vitaly's escape'", "Roll again."),
])
def test_an_obstacle_is_named_and_read_out(locale, name, text):
    referee = load_referee("race")
    (line,) = referee.describe([Event("obstacle", {"player": "Аня", "cell": 4})], locale)
    assert name in line and text in line


def test_every_obstacle_square_has_a_text_to_read():
    game = load_game(content_root() / "race").game
    silent = [f.id for f in game.fields if f.effects and f.number is not None and not f.text]
    assert silent == []

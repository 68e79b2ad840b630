"""`referee status` names a session's rules preset by its name in the session's language
(the game data's, through its catalogue), never by its id, in every shipped game."""

from __future__ import annotations

import pytest

from pnpkit.cli.referee import _status_lines
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader


@pytest.mark.parametrize(("game", "preset", "ru", "en"), [
    ("amber", "original", "Набор правил: Оригинальные правила", "Preset: Original rules"),
    ("race", "table", "Набор правил: Правила стола", "Preset: Table rules"),
    ("fighting-fantasy", "instant-kill", "Набор правил: дубль шестёрок убивает", "Preset: double six kills"),
])
def test_the_preset_is_named_not_shown_as_its_id(tmp_path, game, preset, ru, en):
    players = (Player("Аня"), Player("Борис"), Player("Вика"))[:3 if game == "race" else 1]
    table = Table.new(tmp_path / "g.pnp", SessionHeader(game, 1, players, preset=preset))
    assert ru in _status_lines(table, "ru") and en in _status_lines(table, "en")

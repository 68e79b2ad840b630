"""`referee status` names a session's rules preset by its name in the session's language
(the game data's, through its catalogue), never by its id, in every shipped game, and
once: Fighting Fantasy's own status tells its rules («Правила: дубль шестёрок убивает»),
so the header's «Набор правил: …» is not said beside it (#31.6, one message per fact)."""

from __future__ import annotations

import pytest

from pnpkit.cli.referee import _status_lines
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader


@pytest.mark.parametrize(("game", "preset", "ru", "en"), [
    ("amber", "original", "Набор правил: Оригинальные правила", "Preset: Original rules"),
    ("race", "table", "Набор правил: Правила стола", "Preset: Table rules"),
    ("fighting-fantasy", "instant-kill", "Правила: дубль шестёрок убивает", "Rules: double six kills"),
    ("fighting-fantasy", "classic", "Правила: классические", "Rules: classic"),
])
def test_the_preset_is_named_once_not_shown_as_its_id(tmp_path, game, preset, ru, en):
    players = (Player("Аня"), Player("Борис"), Player("Вика"))[:3 if game == "race" else 1]
    table = Table.new(tmp_path / "g.pnp", SessionHeader(game, 1, players, preset=preset))
    for locale, line in (("ru", ru), ("en", en)):
        lines = _status_lines(table, locale)
        assert line in lines, lines
        name = line.split(": ", 1)[1]
        assert sum(name in x for x in lines) == 1, lines
        assert not any(x.endswith(f": {preset}") for x in lines if x != line), lines

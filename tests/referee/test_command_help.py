"""#31.5: a game command's ``--help`` shows its arguments in each game that has it."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app


@pytest.mark.parametrize(("name", "lines"), [
    ("duel", ["amber: duel PLAYER — "]),
    ("trade", ["amber: trade GIVE GET — ", "amber: trade PLAYER THINGS… for THINGS… — "]),
    ("fight", ["amber: fight — ", "fighting-fantasy: fight --enemy NAME:SKILL:STAMINA"]),
    ("turn", ["race: turn"]),
    ("дуэль", ["amber: duel PLAYER — "]),  # a Russian name shows its command's arguments
])
def test_a_game_commands_help_shows_its_arguments(name, lines):
    result = CliRunner().invoke(get_app(), ["referee", name, "--help"])
    assert result.exit_code == 0, result.output
    assert "In each game:" in result.output
    for line in lines:
        assert line in result.output, result.output

"""Round 2 audit: ``play`` on a finished race still asked each player's gender before
saying the game was over. A finished game asks nothing: it says its end and stops."""

from __future__ import annotations

from typer.testing import CliRunner
from whole_games import finished_race

from pnpkit.cli.app import get_app
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player


def test_play_on_a_finished_game_asks_no_gender(tmp_path, monkeypatch):
    import pnpkit.cli.referee_play as referee_play

    monkeypatch.setattr(referee_play, "at_a_terminal", lambda: True)
    monkeypatch.setattr(referee_play, "install_completion", lambda completer: False)
    for locale, ask, over in (("ru", "Пол игрока", "окончен"), ("en", "Gender of", "over")):
        path = tmp_path / f"{locale}.pnp"
        finished_race(path, (Player("Аня"), Player("Борис"), Player("Вика")), locale)  # no genders given
        result = CliRunner().invoke(get_app(), ["referee", "play", "--file", str(path)], input="ж\nм\nж\n")
        assert result.exit_code == 0, result.output
        assert ask not in result.output and over in result.output, result.output
        assert all(p.gender is None for p in Table.open(path).header.players)  # nothing was asked or kept

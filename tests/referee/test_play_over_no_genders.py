"""Round 2 audit: ``play`` on a finished race still asked each player's gender before
saying the game was over. A finished game asks nothing: it says its end and stops."""

from __future__ import annotations

from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.referee.store import rewrite_session_file, session_lock
from pnpkit.referee.table import Table
from pnpkit.rules.commands import NeedsAnswer
from pnpkit.rules.session import Player, RuleError, SessionHeader, perform


def _finished_race(path, locale: str) -> None:
    """A race of three with no genders given (seed 5), played to its winner."""
    players = (Player("Аня"), Player("Борис"), Player("Вика"))
    table = Table.new(path, SessionHeader("race", 5, players, locale=locale))
    header, state, actions = table.header, table.state, []
    while not table.referee.is_over(state):
        assert len(actions) < 500, "no winner"
        for args in ([], ["Вика"], ["Борис"], ["Аня"]):  # an obstacle may ask for a rival
            try:
                state, _, action = perform(table.referee, header, state, len(actions) + 1, "turn", args)
                break
            except (NeedsAnswer, RuleError):
                continue
        actions.append(action)
    with session_lock(path) as lock:
        rewrite_session_file(table.file, tuple(actions), lock)


def test_play_on_a_finished_game_asks_no_gender(tmp_path, monkeypatch):
    import pnpkit.cli.referee_play as referee_play

    monkeypatch.setattr(referee_play, "at_a_terminal", lambda: True)
    monkeypatch.setattr(referee_play, "install_completion", lambda completer: False)
    for locale, ask, over in (("ru", "Пол игрока", "окончен"), ("en", "Gender of", "over")):
        path = tmp_path / f"{locale}.pnp"
        _finished_race(path, locale)
        result = CliRunner().invoke(get_app(), ["referee", "play", "--file", str(path)], input="ж\nм\nж\n")
        assert result.exit_code == 0, result.output
        assert ask not in result.output and over in result.output, result.output
        assert all(p.gender is None for p in Table.open(path).header.players)  # nothing was asked or kept

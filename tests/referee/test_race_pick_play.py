"""Session 13's table in a real terminal: a race turn whose obstacle picks a player was
refused in `play` as an error («pnpkit: … повторите ход как «ход ИМЯ» (…)»), the whole
turn in one red paragraph, to be typed again.  `play` now asks it: what came of the turn,
each player numbered with what the pick does to them, an answer by number or name."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.referee.store import rewrite_session_file, session_lock
from pnpkit.referee.table import Table
from pnpkit.rules.commands import NeedsAnswer
from pnpkit.rules.session import Player, SessionHeader, perform


def at_a_pick(path, locale: str) -> tuple[Table, NeedsAnswer]:
    """Seed 5's race of three played (naming no one) up to the first turn that asks whom to pick."""
    players = tuple(Player(n, None, g) for n, g in (("Аня", "f"), ("Борис", "m"), ("Вика", "f")))
    table = Table.new(path, SessionHeader("race", 5, players, locale=locale))
    header, state, actions = table.header, table.state, []
    for _ in range(500):
        try:
            state, _, action = perform(table.referee, header, state, len(actions) + 1, "turn", [])
        except NeedsAnswer as asked:
            with session_lock(path) as lock:
                rewrite_session_file(table.file, tuple(actions), lock)
            return Table.open(path), asked
        actions.append(action)
    raise AssertionError("no obstacle asked whom to pick")


@pytest.mark.parametrize(("locale", "ask", "done"), [("ru", "Ответ (1–", "Ответа нет: ничего не сделано."),
                                                     ("en", "Answer (1–", "No answer: nothing was done.")])
def test_play_asks_whom_an_obstacle_picks(tmp_path, locale, ask, done):
    path = tmp_path / "game.pnp"
    table, asked = at_a_pick(path, locale)
    n = len(table.actions)
    second = asked.answers[1]
    play = ["referee", "play", "--file", str(path)]
    out = CliRunner().invoke(get_app(), play, input="turn\nnobody\nturn\n2\nquit\n").output
    assert out.count(asked.question(locale)) == 2 and f"  2. {second.label(locale)}" in out, out
    assert ask in out and done in out and "pnpkit:" not in out, out
    after = Table.open(path)
    assert len(after.actions) == n + 1 and list(after.actions[-1].args) == list(second.args)
    assert after.verify().seed_checked

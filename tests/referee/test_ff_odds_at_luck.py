"""Round 2 audit: ``odds`` asked while a luck question waits answered «…шансы на каждый
выбор показаны выше», though a one-shot ``referee odds`` has nothing above it. It gives
the question's odds now, the chance each answer leaves, both as the referee answers in
``play`` and as a one-shot command answers from the kept view."""

from __future__ import annotations

from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader


def _at_a_luck_question(path) -> Table:
    table = Table.new(path, SessionHeader("fighting-fantasy", 3, (Player("Аня", "10/18/9", "f"),)))
    table.act("fight", ["--enemy", "Орк:9:12"], confirmed=True)
    while not table.state.fight.pending:
        table.act("fight")
    return table


def test_odds_at_a_luck_question_give_each_answers_chance(tmp_path):
    table = _at_a_luck_question(tmp_path / "g.pnp")
    offer = table.referee.describe(table.act("odds").events, "ru")
    assert not any("выше" in line for line in offer)
    assert any("победа:" in line or "Шанс" in line for line in offer), offer
    assert offer[-1] == "удача — испытать, удача нет — не испытывать"
    runner = CliRunner()
    for locale, above, choice in (("ru", "выше", "удача нет"), ("en", "above", "luck no")):
        said = runner.invoke(get_app(), ["referee", "odds", "--file", str(tmp_path / "g.pnp"), "--locale", locale])
        assert said.exit_code == 0, said.output
        assert above not in said.output and "%" in said.output and choice in said.output, said.output
    assert [line.strip() for line in said.output.splitlines()] == table.referee.describe(
        table.act("odds").events, "en")

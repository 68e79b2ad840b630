"""#31, session 14's table: ``take зелья 0`` was logged as an action (taking nothing);
a count of 0 to take, drop or pay, and a change of 0, are refused with what to type
instead, in both languages, and the log is left as it was."""

from __future__ import annotations

import pytest

from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, RuleError, SessionHeader


@pytest.mark.parametrize(("locale", "amount", "change"), [
    ("ru", "0 ничего не меняет: укажи количество больше нуля", "изменение на 0 ничего не меняет"),
    ("en", "0 changes nothing: give an amount above zero", "a change of 0 changes nothing")])
@pytest.mark.parametrize("typed", [("take", ["зелья", "0"]), ("take", ["gold", "0"]), ("drop", ["provisions", "0"]),
                                   ("pay", ["0"]), ("change", ["выносливость", "0"]), ("change", ["luck", "+0"])])
def test_nothing_taken_or_changed_is_refused_and_not_logged(tmp_path, locale, amount, change, typed):
    path = tmp_path / "game.pnp"
    table = Table.new(path, SessionHeader("fighting-fantasy", 3, (Player("Аня", "11/20/9", "f"),), locale=locale))
    command, args = typed
    with pytest.raises(RuleError) as why:
        table.act(command, args)
    said = why.value.text(locale)
    assert said.startswith(change) if command == "change" else said == amount, said
    assert not Table.open(path).actions
    table.act("take", ["зелья", "1"])  # a count above zero is an action
    assert len(Table.open(path).actions) == 1 and table.state.hero.potions == 1

"""Fighting Fantasy: ``escape`` refused with the rule that keeps it off the list (issue #31:
refusals that cite the rule).  Played: a fight started without ``--escape``, then
``бежать`` → «сейчас нет команды «бежать» (есть: бой, удача, …)», which does not say why."""

from __future__ import annotations

import pytest

from pnpkit.referee.table import Table
from pnpkit.rules.commands import RuleError
from pnpkit.rules.session import Player, SessionHeader


def table(tmp_path, locale="ru") -> Table:
    return Table.new(tmp_path / "g.pnp", SessionHeader("fighting-fantasy", 3, (Player("Аня", "11/20/9", "f"),),
                                                       locale=locale))


def refused(t: Table, *words: str) -> RuleError:
    with pytest.raises(RuleError) as caught:
        t.act(words[0], list(words[1:]))
    return caught.value


def test_escape_from_a_fight_without_escape_says_the_book_did_not_allow_it(tmp_path):
    t = table(tmp_path)
    assert "бежать не от кого" in refused(t, "escape").text("ru")
    t.act("fight", ["--enemy", "Дракон:12:20"])
    while t.state.fight is not None and t.state.fight.pending:  # a luck question first
        t.act("luck", ["нет"])
    said = refused(t, "escape")
    assert "из этого боя бежать нельзя" in said.text("ru") and "--escape" in said.text("en")

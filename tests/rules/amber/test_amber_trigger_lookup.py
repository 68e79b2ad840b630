"""The rules find a moment's triggers by asking the sources a command meets (the
traveller, his field, what he carries), not by reading the effects of every card, item
and field first: a write that reads only those could leave the rest of the game undecoded
(issue #31)."""

from __future__ import annotations

from pnpkit.games.amber.rules.rules import AmberRules
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader


def test_a_roll_reads_the_effects_of_the_sources_it_meets_only(tmp_path, monkeypatch):
    path = tmp_path / "game.pnp"
    players = (Player("Аня", "гоблин", "f"), Player("Борис"), Player("Вика", "оборотень", "f"))
    Table.new(path, SessionHeader("amber", 5, players, locale="ru"))
    read: set[str] = set()
    original = AmberRules._source_effects

    def counted(self, source):
        read.add(source)
        return original(self, source)

    monkeypatch.setattr(AmberRules, "_source_effects", counted)
    table = Table.open(path)
    table.act("roll", [], confirmed=True)
    cards = {source for source in read if source.startswith("card.")}
    assert len(read) < 20, sorted(read)
    assert len(cards) < 5, sorted(cards)

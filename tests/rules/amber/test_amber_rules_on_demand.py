"""The parts of the Amber rules made when first read (issue #31: a one-shot write reads
a few of them): the kingdom's track, what leaving a field does and the kingdom road's
forks, the items' rules.  Each is what the data says, whenever it is asked, and a write
makes only what it reads."""

from __future__ import annotations

import pytest

from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules.rules import ItemInfos, _item_info, load_rules
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game)


def test_leaving_a_field_is_read_from_its_effects(rules):
    board = rules.board
    said = {fid: board.leaving(board.index[fid]) for fid in board.ids}
    # the Cliffs and the Stream take 1 off the roll, the Burnt Ground bars the horse's step;
    # the Scorched Earth's leaving rolls on a table (its effects), which changes no step
    assert said["field.cliffs"] == said["field.stream"] == (-1, False)
    assert said["field.burnt-ground"] == (0, True)
    assert said["field.scorched-earth"] == (0, False)
    assert {fid for fid, leaving in said.items() if leaving != (0, False)} == {
        "field.cliffs", "field.stream", "field.burnt-ground"}
    assert board.forks == {}  # the main board has no fork


def test_the_kingdoms_track_is_built_when_first_read(amber_game):
    fresh = load_rules(amber_game)
    assert "kingdom" not in fresh.memo
    track = fresh.kingdom
    assert fresh.kingdom is track and fresh.memo["kingdom"] is track
    board = track.board
    forks = {board.ids[at]: (board.ids[even], board.ids[odd]) for at, (even, odd) in board.forks.items()}
    assert forks == {"field.kingdom-fork-1": ("field.kingdom-mountain-1", "field.kingdom-forest-1"),
                     "field.kingdom-fork-2": ("field.kingdom-sea-1", "field.kingdom-kolvir-1")}
    assert track.capital in board.index and track.start in board.index and len(track.rings) == 3


def test_each_items_rules_are_made_from_its_data(amber_game, rules):
    items = ItemInfos(amber_game)
    ids = [item.id for item in amber_game.items]
    assert "item.colt" in items and items.get("item.nothing") is None and "card.001" not in items
    with pytest.raises(KeyError):
        items["item.nothing"]
    assert not items._made  # nothing made by asking what is there
    for item in amber_game.items:  # each asked alone: the same as made from the item
        assert ItemInfos(amber_game)[item.id] == _item_info(item)
    assert list(items) == list(dict.fromkeys(ids)) and len(items) == len(set(ids))
    assert dict(items.items()) == {item.id: _item_info(item) for item in amber_game.items}
    assert rules.items.get("item.colt") == _item_info(amber_game.index("items")["item.colt"])


def test_a_write_makes_only_the_rules_it_reads(tmp_path):
    """Seed 12: a roll, a move to the Infirmary, its heal answered (the state kept beside
    the log read back): no kingdom, a few items, one field's leaving."""
    path = tmp_path / "game.pnp"
    players = (Player("Аня", "гоблин", "f"), Player("Борис"), Player("Вика", "оборотень", "f"))
    Table.new(path, SessionHeader("amber", 12, players))
    table = Table.open(path)
    for words in (["roll"], ["move", "Лазарет"], ["resolve"]):
        table.act(words[0], words[1:], confirmed=True)
    kept = dict(REFEREE._rules)
    REFEREE._rules.clear()  # the rules made afresh, as in a new process
    try:
        with Table.locked(path, restore=True) as table:
            table.act("choose", ["2"], confirmed=True)
        made = REFEREE.rules("original")
    finally:  # the other tests' states name the rules they were made with
        REFEREE._rules.clear()
        REFEREE._rules.update(kept)
    assert "kingdom" not in made.memo
    assert len(made.items._made) < 10 and len(made.items) > 40
    assert 0 < sum(1 for key in made.board.memo if key[0] == "leaving") <= 3

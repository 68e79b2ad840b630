"""Issue #31: a prince who reaches the palace after the first one waits at the Arena
(seed 000, «переносятся на арену»).  The engine parked him at a bare ``arena`` that
no board draws, so the live page and ``referee board`` showed no piece for him."""

from __future__ import annotations

from pnpkit.games.amber.amber_live import LIVE
from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules.context import Ctx
from pnpkit.games.amber.rules.kingdom import _arena
from pnpkit.games.amber.rules.rules import ScriptedDice
from pnpkit.referee.live import overlay_svg, picture_of_turn
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader

ARENA = "field.kingdom-arena"


def _prince_at_the_arena(path):
    """A two-player table where Борис, a prince, has walked into the palace second."""
    players = (Player("Аня", None, "f"), Player("Борис", None, "m"))
    table = Table.new(path, SessionHeader("amber", 5, players))
    game = table.state.game
    boris = game.players[1]
    boris.board, boris.prince = "kingdom", "prince.eric"
    _arena(Ctx(REFEREE.rules("original"), game, ScriptedDice([]), lambda *a: 0, 1, [], field=boris.position))
    return table


def test_the_waiting_prince_stands_on_the_arena_field_of_the_kingdom_board(tmp_path):
    table = _prince_at_the_arena(tmp_path / "game.pnp")
    assert table.state.game.players[1].position == ARENA
    view = LIVE.view(table.state, "ru")
    boris = view.panels[1]
    assert (boris.board, boris.place, boris.place_name) == ("kingdom", ARENA, "Арена")
    kingdom = next(p for p in LIVE.pictures("ru") if p.id == "kingdom")
    assert ARENA in kingdom.spots
    assert 'data-player="Борис"' in overlay_svg(kingdom, view)


def test_the_still_picture_shows_the_board_of_the_player_to_move(tmp_path):
    # `referee board` without --board drew the main board though the player to move (and
    # everyone waiting for the crown) stood in the kingdom
    table = _prince_at_the_arena(tmp_path / "game.pnp")
    pictures = LIVE.pictures("ru")
    assert picture_of_turn(pictures, LIVE.view(table.state, "ru")).id == "main"  # Аня to move
    table.state.game.turn = 1
    assert picture_of_turn(pictures, LIVE.view(table.state, "ru")).id == "kingdom"

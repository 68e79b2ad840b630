"""Session 14: seed 13's whole game (tests/referee/whole_games.py's driver) took ~3,000
actions, the four travellers on the main board for 145 tours: at an exchange the policy
bought only the weakest stat and left when that exchange did not sell it, one point a
trip (Вика at ПУ 2 and ПМ 1 with 211 thalers).  The rules were not at fault: the policy
now buys there whatever wanted stat it is lowest in, with money before stats, and the
game reaches its king."""

from __future__ import annotations

from types import SimpleNamespace

from whole_games import AMBER_PLAYERS, AmberPolicy, header_players

from pnpkit.games.amber.rules.policy import FIGHT_STATS, SimplePolicy
from pnpkit.referee.registry import load_referee
from pnpkit.rules.session import SessionHeader, perform

#: the East exchange (seed 000): ПС and ПМ for 5 thalers, 3 ПУ for 1 ПМ
EAST = [None, ("trade", {"give": {"mind": 3}, "get": {"magic": 1}}),
        ("buy", {"price": 5, "get": {"strength": 1}}), ("buy", {"price": 5, "get": {"magic": 1}})]


def _traveller(**stats) -> SimpleNamespace:
    return SimpleNamespace(stats={"strength": 5, "mind": 5, "magic": 5, "life": 5, "thalers": 0, **stats})


def test_an_exchange_sells_the_lowest_wanted_stat_it_offers():
    # ПУ is the weakest and not sold here: ПМ, the next, is bought (it left with nothing)
    assert SimplePolicy._exchange(_traveller(mind=2, magic=3, thalers=40), EAST, FIGHT_STATS) == 3
    assert SimplePolicy._exchange(_traveller(mind=2, strength=3, magic=9, thalers=40), EAST, FIGHT_STATS) == 2
    assert SimplePolicy._exchange(_traveller(mind=2, magic=3, thalers=6), EAST, FIGHT_STATS) == 0  # 2 thalers kept
    assert SimplePolicy._exchange(_traveller(strength=14, mind=14, magic=14, thalers=40), EAST, FIGHT_STATS) == 0
    # a trade that leaves the given stat at least 2 above the one bought; money first where there is some
    assert SimplePolicy._exchange(_traveller(mind=9, magic=3, strength=9), EAST, FIGHT_STATS) == 1
    assert SimplePolicy._exchange(_traveller(mind=9, magic=3, strength=9, thalers=40), EAST, FIGHT_STATS) == 3


def test_seed_13_reaches_its_king():
    # played in process as Table.act plays it (perform), nothing written: ~1,600 actions (2,981 before)
    header = SessionHeader("amber", 13, header_players(AMBER_PLAYERS["ru"]), locale="ru")
    referee = load_referee("amber")
    state, policy, actions = referee.new(header), AmberPolicy(13), 0
    while not referee.is_over(state) and actions < 2000:
        words = policy.words(state)
        actions += 1
        state, _, _ = perform(referee, header, state, actions, words[0], words[1:])
    assert state.game.over and state.game.winner is not None, f"no king after {actions} actions"

"""Issue 16, point 6: the Kingdom under the original preset.

Our rulebook (and seed 002, 002_0caa8c0beabe6b97): a prince whose ПЖ run out starts
again from the capital, and a prince out of the labyrinth may challenge the one in the
palace chambers (two dice each, the lower loses 1 ПЖ, the loser back to the capital).
Seed 000 (000_62aca085f94afda4): one who dies on the road before the capital is out
(«примите наши соболезнования»); on the road «помните о правиле компенсации», so in
``original`` a missing stat is paid by the compensation rule, while ``simplified``
keeps seed 002's flat 1 ПЖ — and seed 002's Провал, which rolls no die.
"""

import pytest
from amber_play import answer, ctx_for, game

from pnpkit.games.amber.rules.card_play import resolve_field
from pnpkit.games.amber.rules.dispatch import run
from pnpkit.games.amber.rules.kingdom import kingdom_turn, road_effects
from pnpkit.games.amber.rules.points import kill
from pnpkit.games.amber.rules.rules import load_rules
from pnpkit.games.amber.rules.state import IN_KINGDOM, OUT


@pytest.fixture(scope="module")
def original(amber_game):
    return load_rules(amber_game, "original")


@pytest.fixture(scope="module")
def simplified(amber_game):
    return load_rules(amber_game, "simplified")


def test_a_prince_out_of_life_starts_again_from_the_capital(original):
    state = game(original, "traveller.mercenary")
    p = state.players[0]
    p.board, p.prince, p.position, p.kingdom_step = IN_KINGDOM, "prince.corwin", "field.kingdom-labyrinth-2", 2
    kill(original, state, 0, [])
    assert p.board == IN_KINGDOM and p.position == original.kingdom.capital and p.kingdom_step == 0
    # issue #30, 9 — seed 002: «новый принц начинает из столицы»: the card is given up, and
    # the next turn in the capital draws a prince again with the prince's ПЖ
    assert p.prince is None and p.stats["life"] == 0
    ctx = ctx_for(original, state, dice=[2])
    kingdom_turn(ctx)
    assert p.prince is not None and p.stats["life"] == original.value("prince_bonus")
    assert "prince" in [e.kind for e in ctx.events]


def test_dying_on_the_road_before_the_capital_is_the_end(original, simplified):
    for rules, board in ((original, OUT), (simplified, IN_KINGDOM)):
        state = game(rules, "traveller.mercenary")
        p = state.players[0]
        p.board, p.position = IN_KINGDOM, "field.kingdom-mountain-1"
        kill(rules, state, 0, [])
        assert p.board == board


def test_a_prince_may_challenge_the_one_in_the_chambers_in_the_original_rules(original):
    state = game(original, "traveller.mercenary", "traveller.hussar")
    p, q = state.players
    rings = len(original.kingdom.rings)
    for x in (p, q):
        x.board, x.prince = IN_KINGDOM, "prince.x"
        x.stats["life"] = 1
    q.kingdom_step, q.position, state.palace = rings + 1, original.kingdom.chambers[0][0], 1
    p.kingdom_step, p.position = rings, original.kingdom.rings[-1][0]
    ctx = ctx_for(original, state, dice=[6, 6, 1, 1], decide=answer(**{"palace-duel": 1}))
    kingdom_turn(ctx)
    duel = [e for e in ctx.events if e.kind == "palace_duel"]
    assert duel and duel[0].data["winner"] == "P1"
    assert q.position == original.kingdom.capital and q.kingdom_step == 0
    assert state.palace == 0 and p.position == original.kingdom.chambers[0][0]  # the winner walks on


def test_a_road_cell_takes_what_is_missing_by_the_compensation_rule_in_the_original(original, simplified):
    cell = "field.kingdom-mountain-1"  # −2 ПС
    for rules, mind_after, life_after in ((original, 3, 5), (simplified, 5, 4)):
        state = game(rules, "traveller.mercenary")
        p = state.players[0]
        p.board, p.position = IN_KINGDOM, cell
        p.stats.update(strength=0, mind=5, magic=0, life=5)
        run(ctx_for(rules, state, field=cell), road_effects(rules, rules.effects_of(cell)))
        assert (p.stats["mind"], p.stats["life"]) == (mind_after, life_after), rules.preset


def test_the_simplified_provaly_rolls_no_die(original, simplified):
    """Seed 002: the thresholds met and the bag empty, the Провал lets you in; the
    original board's Провал rolls its die table (a 1 throws you back)."""
    for rules, board in ((simplified, IN_KINGDOM), (original, "main")):
        state = game(rules, "traveller.mercenary")
        p = state.players[0]
        p.items, p.friends, p.cards, p.position = [], [], [], "field.provaly-strength"
        for stat in ("strength", "mind", "magic", "experience"):
            p.stats[stat] = 14
        decide = answer(provaly=True, **{"thrown-back": "field.savanna"})
        resolve_field(ctx_for(rules, state, dice=[1] * 4, decide=decide), "field.provaly-strength")
        assert p.board == board, rules.preset

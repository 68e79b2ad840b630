"""The rulebook's worked examples on the shipped data: movement, the orc fight, trophies."""

from fractions import Fraction

from pnpkit.games.amber.rules.board import build_board
from pnpkit.games.amber.rules.card_play import resolve_card, resolve_field
from pnpkit.games.amber.rules.combat import fight_odds
from pnpkit.games.amber.rules.context import Ctx
from pnpkit.games.amber.rules.movement import destinations, legal_moves
from pnpkit.games.amber.rules.rules import ScriptedDice, load_rules
from pnpkit.games.amber.rules.state import GameState, PlayerState


def test_movement_examples_on_the_shipped_board(amber_game):
    board = build_board(amber_game)
    assert destinations(board, "field.mounted-barbarians", 2) == {"field.fortress", "field.savanna"}
    moves = legal_moves(board, "field.jungle", 3)
    assert {m.dest for m in moves if not m.in_passing} == {
        "field.hollow-hills", "field.abandoned-house", "field.scorched-earth", "field.tree-of-knowledge",
        "field.oasis", "field.savanna"}
    assert {m.dest for m in moves if m.in_passing} == {"field.trophy-office"}


def _orc_fighter(rules):
    """Own ПС 7, a Colt he has the experience for, and the centaur friend."""
    p = PlayerState(name="A", traveller="traveller.mercenary", position="field.gun-shop",
                    stats={"strength": 7, "mind": 5, "magic": 3, "life": 3, "experience": 2, "thalers": 0},
                    start_stats={}, alignment="neutral", items=["item.colt"], friends=["card.014"])
    state = GameState(players=[p], deck=[], supply=1000, rules=rules)
    return state, p


def _yes_to(*questions):
    def decide(state, who, question, options, info):
        if question in questions:
            return len(options) - 1 if options[0] in (False, None) else 0
        return 0
    return decide


def test_orc_example_win_15_to_14(amber_game):
    rules = load_rules(amber_game)
    state, p = _orc_fighter(rules)
    events = []
    dice = ScriptedDice([4, 3])  # the next player rolls 4 for the orc, you roll 3
    ctx = Ctx(rules, state, dice, lambda *a: 0, 0, events, field="field.gun-shop")
    resolve_card(ctx, "card.015")
    battle = next(e for e in events if e.kind == "battle")
    assert (battle.data["you"], battle.data["you_roll"]) == (12, 3)      # 7 + Colt 2 + centaur 3
    assert (battle.data["enemy"], battle.data["enemy_roll"]) == (10, 4)  # orc ПС 10
    assert battle.data["outcome"] == "win"                               # 15 against 14
    assert p.stats["strength"] == 8 and p.stats["life"] == 4             # +1 ПС, +1 ПЖ
    assert p.trophies == ["card.015"]
    # the odds of that fight, exactly
    odds = fight_odds(12, 10)
    assert (odds.win, odds.draw, odds.lose) == (Fraction(13, 18), Fraction(1, 9), Fraction(1, 6))


def test_orc_trophy_at_the_trophy_office(amber_game):
    rules = load_rules(amber_game)
    state, p = _orc_fighter(rules)
    p.trophies.append("card.015")
    p.position = "field.trophy-office"
    ctx = Ctx(rules, state, ScriptedDice([]), _yes_to("hand-in"), 0, [])
    resolve_field(ctx, "field.trophy-office")
    assert p.trophies == []
    assert p.stats["thalers"] == 12 and p.stats["experience"] == 4       # 12 thalers and 2 ПО
    assert state.discard == ["card.015"]


def test_orc_trophy_opens_the_treasure_cave_instead(amber_game):
    rules = load_rules(amber_game)
    state, p = _orc_fighter(rules)
    p.trophies.append("card.015")
    p.position = "field.treasure-cave"
    ctx = Ctx(rules, state, ScriptedDice([3]), _yes_to("may", "do-field"), 0, [])
    resolve_field(ctx, "field.treasure-cave")
    assert p.trophies == [] and "card.015" in state.discard
    assert p.stats["experience"] == 2                                     # no ПО this way
    assert p.stats["thalers"] == 20                                       # the cave's 3: 20 thalers


def test_treasure_cave_needs_a_pass(amber_game):
    rules = load_rules(amber_game)
    state, p = _orc_fighter(rules)
    p.position = "field.treasure-cave"
    ctx = Ctx(rules, state, ScriptedDice([]), _yes_to("may", "do-field"), 0, [])
    resolve_field(ctx, "field.treasure-cave")
    assert p.stats["thalers"] == 0

"""The battle for the crown: two dice each, the loss rules for ties and several challengers."""

from hypothesis import given
from hypothesis import strategies as st

from pnpkit.games.amber.rules.kingdom import crown_battle, crown_round_losses
from pnpkit.games.amber.rules.rules import RandomDice, ScriptedDice


def test_lower_sum_loses_one():
    assert crown_round_losses({"king": 9, "a": 7}) == {"king": 0, "a": 1}
    assert crown_round_losses({"king": 5, "a": 7}) == {"king": 1, "a": 0}


def test_all_below_the_best_lose_one_each():
    assert crown_round_losses({"king": 11, "a": 7, "b": 3, "c": 10}) == {"king": 0, "a": 1, "b": 1, "c": 1}


def test_equal_scores_each_lose_one():
    assert crown_round_losses({"king": 8, "a": 8}) == {"king": 1, "a": 1}
    assert crown_round_losses({"king": 6, "a": 6, "b": 6}) == {"king": 1, "a": 1, "b": 1}


def test_shared_top_loses_one_and_the_weaker_lose_two():
    assert crown_round_losses({"king": 10, "a": 10, "b": 4}) == {"king": 1, "a": 1, "b": 2}
    assert crown_round_losses({"king": 3, "a": 12, "b": 12, "c": 12}) == {"king": 2, "a": 1, "b": 1, "c": 1}


def test_simple_mode():
    assert crown_round_losses({"a": 8, "b": 8}, "simple") == {"a": 0, "b": 0}
    assert crown_round_losses({"a": 9, "b": 8}, "simple") == {"a": 0, "b": 1}


def test_battle_with_scripted_dice():
    # king 6+6=12, challenger 1+1=2 → challenger 2→1; then king 2, challenger 12 → king 2→1;
    # then king 6+5=11, challenger 3+3=6 → challenger dies
    dice = ScriptedDice([6, 6, 1, 1, 1, 1, 6, 6, 6, 5, 3, 3])
    winner, rounds, after = crown_battle({"king": 2, "a": 2}, dice, order=["king", "a"])
    assert winner == "king"
    assert [r.totals for r in rounds] == [{"king": 12, "a": 2}, {"king": 2, "a": 12}, {"king": 11, "a": 6}]
    assert after == {"king": 1, "a": 0}


def test_a_round_killing_everybody_is_rolled_again():
    dice = ScriptedDice([3, 3, 3, 3, 6, 6, 1, 1])
    winner, rounds, after = crown_battle({"king": 1, "a": 1}, dice, order=["king", "a"])
    assert rounds[0].replayed and winner == "king" and after == {"king": 1, "a": 0}


@given(st.lists(st.integers(1, 6), min_size=2, max_size=5), st.integers(0, 10_000))
def test_battle_always_leaves_exactly_one(lives, seed):
    names = [f"p{i}" for i in range(len(lives))]
    winner, rounds, after = crown_battle(dict(zip(names, lives, strict=True)), RandomDice(seed))
    assert winner in names
    assert [n for n, v in after.items() if v > 0] == [winner]


def test_palace_duel_in_the_simplified_rules(amber_game):
    from pnpkit.games.amber.rules.context import Ctx
    from pnpkit.games.amber.rules.engine import new_game
    from pnpkit.games.amber.rules.kingdom import kingdom_turn
    from pnpkit.games.amber.rules.rules import load_rules
    from pnpkit.games.amber.rules.state import IN_KINGDOM

    rules = load_rules(amber_game, "simplified")
    state = new_game(rules, [("A", "traveller.mercenary"), ("B", "traveller.goblin")], RandomDice(0))
    a, b = state.players
    for q in state.players:
        q.board, q.prince = IN_KINGDOM, "prince.x"
    a.kingdom_step, b.kingdom_step = 3, 5
    a.stats["life"], b.stats["life"] = 3, 1
    ctx = Ctx(rules, state, ScriptedDice([6, 6, 1, 1]), lambda s, w, q, o, i: len(o) - 1, 0, [])
    kingdom_turn(ctx)                          # A challenges B: 12 against 2
    assert b.kingdom_step == 0 and b.position == rules.kingdom.capital and b.stats["life"] == 1
    assert a.kingdom_step == 4                 # and then walks on into the first chamber

"""A traveller carried to a field «вместо хода» (card №65 Телепортация, №57 Ковёр-самолёт:
our texts, after seed 000's teleport cards) makes no move that turn: no die is rolled for
a move he will not make, and the turn passes once the field is done.  Seed 000 counts
teleports among the «перемещения» that replace the move (the madman's rule lists them)."""

from __future__ import annotations

import pytest
from amber_play import answer, game

from pnpkit.games.amber.rules.engine import RollMove, apply
from pnpkit.games.amber.rules.rules import load_rules


class CountedDice:
    """Dice that give 3 and keep why each roll was made."""

    def __init__(self) -> None:
        self.why: list[str] = []

    def roll(self, expr, why=""):
        from pnpkit.games.amber.rules.rules import ScriptedDice

        self.why.append(why)
        count = int(expr.split("d")[0] or 1)
        return ScriptedDice([3] * count).roll(expr, why)


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


@pytest.mark.parametrize(("card", "experience"), [("card.065", 0), ("card.057", 4)])
def test_a_teleport_instead_of_the_move_rolls_no_move(rules, card, experience):
    state = game(rules, "traveller.mercenary", "traveller.herbalist")
    p = state.players[0]
    state.turn = 0
    p.cards, p.stats["experience"] = [card], experience
    start = p.position
    dice = CountedDice()
    after, events = apply(state, RollMove(), dice, answer(may=True))
    kinds = [e.kind for e in events]
    assert "moved_to" in kinds, kinds  # the card carried him
    assert after.players[0].position != start
    assert "rolled_move" not in kinds, kinds
    assert "move" not in dice.why, dice.why
    assert after.phase == "roll" and after.turn == 1  # the turn passed: no move to choose


def test_without_the_teleport_the_move_is_rolled(rules):
    state = game(rules, "traveller.mercenary", "traveller.herbalist")
    state.turn = 0
    state.players[0].cards = ["card.065"]
    dice = CountedDice()
    after, events = apply(state, RollMove(), dice, answer(may=False))
    assert "rolled_move" in [e.kind for e in events] and dice.why.count("move") == 1


def test_a_returning_follower_is_not_a_card_drawn_and_stays_where_the_traveller_is(rules):
    # seed-7 game, action #1561: the tax inspector (№80) came back at Борис's turn, the
    # Monk's «взяв карту … молитва отводит карту» fired on it, and the card went to a field
    # with no name (the status listed «»: №80 Налоговый инспектор)
    state = game(rules, "traveller.monk", "traveller.herbalist")
    state.turn = 0
    p = state.players[0]
    p.cards, p.statuses["tax-follower"], p.stats["thalers"] = ["card.080"], 1, 0
    dice = CountedDice()
    after, events = apply(state, RollMove(), dice, lambda *a: 1 if a[2] in ("use-ability", "may") else 0)
    assert "" not in after.on_fields and None not in after.on_fields
    assert not [e for e in events if e.kind == "ability_roll"], [e.kind for e in events]
    assert "card.080" in after.players[0].cards  # no money: the inspector still follows

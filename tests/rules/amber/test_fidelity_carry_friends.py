"""Issue 16, points 7 and 4: how much a traveller carries, and friends who do not suit him.

Point 7, seed 000 (000_62aca085f94afda4), «Предметы…»: without a horse or a friend a
traveller carries at most 4 things; the horse card (our data) says up to 6; a friend
carries more too — the squire's card says 2 (``carries: 2``), any other friend 1 (our
reading, rulebook §readings).
Point 4, seed 000, «Друзья…»: a friend of the wrong alignment is an enemy — you fight
him; friends never go through a Провал and stay, at your first attempt, on a field next
to it that the player chooses.
"""

import pytest
from amber_play import answer, ctx_for, game

from pnpkit.games.amber.rules.card_play import resolve_card, resolve_field
from pnpkit.games.amber.rules.carrying import carry_limit, remove_thing, take_item
from pnpkit.games.amber.rules.rules import load_rules

ITEMS = ["item.colt", "item.winchester", "item.blaster", "item.telepathic-rifle", "item.mail", "item.helmet",
         "item.amulet-1"]


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


def _bare(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items, p.friends, p.cards = [], [], []
    return state, p


def test_on_his_own_four_with_a_horse_six(rules):
    state, p = _bare(rules)
    assert carry_limit(rules, p) == 4
    p.items = ["item.horse"]
    assert carry_limit(rules, p) == 6
    ctx = ctx_for(rules, state)
    for item in ITEMS:
        take_item(ctx, item)
    carried = [i for i in p.items if i != "item.horse"]
    assert len(carried) == 6 and sum(e.kind == "dropped" for e in ctx.events) == 1


def test_the_squire_carries_two_other_friends_one(rules):
    state, p = _bare(rules)
    p.friends = ["card.107"]  # the squire: carries 2
    assert carry_limit(rules, p) == 6
    p.friends = ["card.014"]  # the centaur: a friend carries 1
    assert carry_limit(rules, p) == 5
    p.friends, p.items = ["card.107", "card.014"], ["item.horse"]
    assert carry_limit(rules, p) == 4 + 2 + 2 + 1


def test_a_friend_leaving_leaves_the_surplus_behind(rules):
    state, p = _bare(rules)
    p.friends, p.alignment = ["card.014"], "neutral"
    p.items = ITEMS[:5]
    ctx = ctx_for(rules, state, decide=answer())
    remove_thing(ctx, "card.014")
    assert len(p.items) == 4


@pytest.mark.parametrize("card,alignment", [("card.014", "evil"), ("card.052", "neutral"), ("card.083", "good"),
                                            ("card.095", "evil")])
def test_a_friend_of_the_wrong_alignment_fights_you(rules, card, alignment):
    state, p = _bare(rules)
    p.alignment, p.position = alignment, "field.savanna"
    life = p.stats["life"]
    ctx = ctx_for(rules, state, dice=[6, 1], field="field.savanna")  # he rolls 6, you 1: you lose
    resolve_card(ctx, card)
    assert any(e.kind == "battle" for e in ctx.events)
    assert p.stats["life"] == life - 1 and card not in p.friends
    assert state.on_fields.get("field.savanna") == [card]
    won = ctx_for(rules, state, dice=[1, 6], field="field.savanna")
    p.stats["strength"] = p.stats["mind"] = p.stats["magic"] = 20
    resolve_card(won, card)
    assert card in state.discard and card not in p.friends


def test_friends_stay_next_to_the_provaly_at_the_first_attempt_where_the_player_says(rules):
    state, p = _bare(rules)
    for stat in ("strength", "mind", "magic", "experience"):
        p.stats[stat] = 14
    p.position, p.friends = "field.provaly-strength", ["card.014", "card.107"]
    p.items = ITEMS[:6]  # the squire and the centaur carry 3 more than 4: they stay, and so does the surplus
    decide = answer(provaly=True, **{"friends-stay": "field.mounted-barbarians", "thrown-back": "field.savanna"})
    ctx = ctx_for(rules, state, dice=[1] * 6, decide=decide, field="field.provaly-strength")
    resolve_field(ctx, "field.provaly-strength")  # a 1: thrown back, not through
    assert p.friends == []
    assert state.on_fields["field.mounted-barbarians"] == ["card.014", "card.107"]
    assert len(p.items) == 4

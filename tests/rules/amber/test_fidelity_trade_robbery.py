"""Issue 16, points 3 and 5: trading between travellers and robbing the bank.

Point 3, seed 000 (000_62aca085f94afda4), «Торговые сделки»: a traveller may offer a
deal to one standing on the same field or on a neighbouring one; trophies, items,
magic items and amulets change hands (not an owner's item); friends and game points
are never traded.
Point 5, seed 000, «Банк и чёрная касса мафии»: every guard must be beaten, and the
first fight lost to a guard costs 1 ПЖ and ends the robbery there.
"""

import pytest
from amber_play import answer, ctx_for, game

from pnpkit.games.amber.rules import IllegalAction, RandomDice, Trade, apply, trade_partners
from pnpkit.games.amber.rules.card_play import resolve_field
from pnpkit.games.amber.rules.rules import load_rules
from pnpkit.games.amber.rules.trade import trade_offers


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


@pytest.fixture
def two(rules):
    state = game(rules, "traveller.amazon", "traveller.hussar", "traveller.goblin")
    for p in state.players:
        p.position, p.items, p.cards, p.friends, p.trophies = "field.plain", [], [], [], []
        p.stats["thalers"] = 20
    state.players[2].position = "field.bookshop"  # two steps from the plain
    state.turn, state.phase = 0, "roll"
    return state


def deal(**kw):
    return Trade(consent=(True, True), **kw)


def test_a_neighbour_may_trade_and_a_traveller_two_fields_away_may_not(two):
    a, b, c = two.players
    b.position = "field.ford"  # next to the plain
    a.items = ["item.colt"]
    assert trade_partners(two) == [1]
    new, _ = apply(two, deal(other=1, give=("item.colt",), get_thalers=6), RandomDice(0))
    assert new.players[1].items == ["item.colt"] and new.players[0].stats["thalers"] == 26
    with pytest.raises(IllegalAction) as refused:
        apply(two, deal(other=2, give=("item.colt",)), RandomDice(0))
    assert refused.value.key == "too_far"


def test_friends_are_never_traded_nor_offered(two):
    a, b, _ = two.players
    b.friends = ["card.018"]  # a friend for anyone
    a.friends = ["card.014"]
    for bad in (deal(other=1, get=("card.018",), give_thalers=5), deal(other=1, give=("card.014",))):
        with pytest.raises(IllegalAction) as refused:
            apply(two, bad, RandomDice(0))
        assert refused.value.key == "friend_not_traded"
    assert trade_offers(two) == []


def test_points_cannot_even_be_put_in_a_deal():
    # a deal names things and thalers only: there is no field for ПС, ПУ, ПМ, ПЖ or ПО
    assert set(Trade.__dataclass_fields__) == {"other", "give", "get", "give_thalers", "get_thalers",
                                                "consent", "who"}


def _robbery(rules, strength, dice, *travellers):
    state = game(rules, *travellers)
    for p in state.players:
        p.position, p.items, p.friends = "field.bank", [], []
        p.stats["strength"] = strength
    state.bank = 30
    decide = answer(rob=True, may=True, **{"do-field": True, "join-robbery": True})
    ctx = ctx_for(rules, state, dice=dice, decide=decide)
    resolve_field(ctx, "field.bank")
    return state, ctx.events


def test_the_first_lost_fight_ends_the_robbery(rules):
    # guard 1 beaten (1 vs 6), guard 2 beats the robber (6 vs 1): −1 ПЖ and no third fight
    state, events = _robbery(rules, 14, [1, 6, 6, 1, 1, 6, 6, 6, 6], "traveller.mercenary")
    fights = [e for e in events if e.kind == "robbery_fight"]
    assert [(e.data["guard"], e.data["outcome"]) for e in fights] == [(1, "win"), (2, "lose")]
    assert state.bank == 30 and any(e.kind == "robbery_failed" for e in events)


def test_in_a_gang_the_first_loss_ends_it_for_everyone(rules):
    # the first robber loses to guard 1: his partner does not get a go
    state, events = _robbery(rules, 10, [6, 1, 1, 6, 1, 6, 1, 6, 6, 6, 6], "traveller.mercenary",
                             "traveller.goblin")
    fights = [e for e in events if e.kind == "robbery_fight"]
    assert [(e.data["player"], e.data["outcome"]) for e in fights] == [("P1", "lose")]
    assert state.bank == 30


def test_a_draw_passes_the_guard_to_the_next_robber(rules):
    # 10 + 2 (gang of two) + 3 = 15 = 14 + 1: a draw; the partner then beats the guard, and so on
    state, events = _robbery(rules, 10, [1, 3, 1, 6, 1, 6, 1, 6, 6, 6, 6], "traveller.mercenary",
                             "traveller.goblin")
    fights = [(e.data["player"], e.data["guard"], e.data["outcome"]) for e in events if e.kind == "robbery_fight"]
    assert fights[:2] == [("P1", 1, "draw"), ("P2", 1, "win")]
    assert state.bank == 0


def test_each_guard_fight_is_told_with_its_outcome_and_the_lost_life(rules):
    # #31.6: «Охранник №2: … — охранник сильнее: P1 теряет 1 ПЖ», not the sums alone
    from pnpkit.referee.registry import load_referee

    _, events = _robbery(rules, 14, [1, 6, 6, 1, 1, 6, 6, 6, 6], "traveller.mercenary")
    fights = [e for e in events if e.kind == "robbery_fight"]
    referee = load_referee("amber")
    ru, en = referee.describe(fights, "ru"), referee.describe(fights, "en")
    assert ru[0].startswith("Охранник №1: ") and ru[0].endswith(" — победил P1.")
    assert ru[1].endswith(" — охранник сильнее: P1 теряет 1 ПЖ, ограбление окончено.")
    assert en[1].endswith(": the guard wins: P1 loses 1 LIFE and the robbery ends.")

"""Trade between travellers (the engine's Trade action): both agree, same field."""

import pytest

from pnpkit.rules.amber import (
    IllegalAction,
    RandomDice,
    Trade,
    apply,
    load_rules,
    new_game,
    trade_partners,
)

FIELD, ELSEWHERE = "field.plain", "field.steppe"


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


@pytest.fixture
def state(rules):
    s = new_game(rules, [("Аня", "traveller.amazon"), ("Boris", "traveller.hussar"), ("Vera", "traveller.goblin")],
                 RandomDice(5), seed=5)
    for p in s.players:
        p.position, p.items, p.cards, p.friends, p.trophies = FIELD, [], [], [], []
        p.stats["thalers"] = 20
    s.players[2].position = ELSEWHERE
    s.turn = 0
    return s


def play(state, action):
    return apply(state, action, RandomDice(0))


def deal(**kw):
    kw.setdefault("consent", (True, True))
    return Trade(**kw)


def test_items_and_thalers_change_hands_and_money_is_conserved(state):
    a, b = state.players[0], state.players[1]
    a.items, b.items = ["item.colt"], ["item.magic-sword"]
    b.friends = ["card.003"]
    money = state.money_total()
    before = state.to_json()
    new, events = play(state, deal(other=1, give=("item.colt",), get=("item.magic-sword", "card.003"),
                                    give_thalers=7))
    assert state.to_json() == before  # the old state is never changed
    p, q = new.players[0], new.players[1]
    assert p.items == ["item.magic-sword"] and p.friends == ["card.003"] and p.stats["thalers"] == 13
    assert q.items == ["item.colt"] and q.friends == [] and q.stats["thalers"] == 27
    assert new.money_total() == money
    assert new.phase == state.phase and new.turn == state.turn  # the turn goes on
    assert events[-1].kind == "traded" and events[-1].data["with"] == "Boris"


def test_trophies_and_cards_keep_their_place(state):
    state.players[0].trophies = ["card.001"]
    new, _ = play(state, deal(other=1, give=("card.001",), get_thalers=12))
    assert new.players[1].trophies == ["card.001"] and new.players[0].trophies == []
    assert new.players[0].stats["thalers"] == 32


def test_refused_without_both_consents(state):
    state.players[0].items = ["item.colt"]
    for consent in ((True, False), (False, True), (False, False)):
        with pytest.raises(IllegalAction):
            play(state, Trade(other=1, give=("item.colt",), consent=consent))


def test_refused_when_not_on_the_same_field(state):
    state.players[0].items = ["item.colt"]
    assert trade_partners(state) == [1]
    with pytest.raises(IllegalAction):
        play(state, deal(other=2, give=("item.colt",)))


def test_refused_when_the_item_limit_would_be_broken(state):
    a, b = state.players[0], state.players[1]
    a.items = ["item.colt", "item.winchester", "item.blaster", "item.telepathic-rifle"]
    b.items = ["item.amulet-1"]
    with pytest.raises(IllegalAction) as refused:
        play(state, deal(other=1, get=("item.amulet-1",)))
    assert "4" in refused.value.en
    new, _ = play(state, deal(other=1, give=("item.colt",), get=("item.amulet-1",)))  # one for one is fine
    assert len(new.players[0].items) == 4
    b.items = ["item.crystal-ball"]
    a.items = ["item.magic-sword"]
    with pytest.raises(IllegalAction):  # only one magic item at a time
        play(state, deal(other=1, get=("item.crystal-ball",)))


def test_refused_for_things_not_held_owners_items_money_short_or_nothing(state):
    a, b = state.players[0], state.players[1]
    a.items = ["item.golden-owl"]
    for bad in (deal(other=1, give=("item.colt",)), deal(other=1, give=("item.golden-owl",)),
                deal(other=1, give_thalers=21), deal(other=1, get_thalers=-1), deal(other=1),
                deal(other=0, give_thalers=1)):
        with pytest.raises(IllegalAction):
            play(state, bad)
    b.friends = ["card.052"]  # a friend for the good only
    a.alignment = "evil"
    with pytest.raises(IllegalAction):
        play(state, deal(other=1, get=("card.052",)))


def test_any_traveller_may_trade_not_only_the_current_one(state):
    state.players[1].items = ["item.colt"]
    new, _ = play(state, deal(who=1, other=0, give=("item.colt",), get_thalers=5))
    assert new.players[0].items == ["item.colt"] and new.players[1].stats["thalers"] == 25

"""Trade between travellers (the engine's Trade action): both agree, same or neighbouring
field, no friends; the elementary deals ``legal_actions`` offers (``trade_offers``)."""

import pytest

from pnpkit.games.amber.rules import (
    Duel,
    IllegalAction,
    RandomDice,
    RollMove,
    Trade,
    apply,
    legal_actions,
    load_rules,
    new_game,
    trade_partners,
)
from pnpkit.games.amber.rules.trade import MAX_OFFERS, trade_offers

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
    b.trophies = ["card.015"]
    money = state.money_total()
    before = state.to_json()
    new, events = play(state, deal(other=1, give=("item.colt",), get=("item.magic-sword", "card.015"),
                                    give_thalers=7))
    assert state.to_json() == before  # the old state is never changed
    p, q = new.players[0], new.players[1]
    assert p.items == ["item.magic-sword"] and p.trophies == ["card.015"] and p.stats["thalers"] == 13
    assert q.items == ["item.colt"] and q.trophies == [] and q.stats["thalers"] == 27
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


# --------------------------------------------------------------------------- trade_offers


def gift(other, thing):
    return Trade(other, give=(thing,), consent=(True, True))


def ask_for(other, thing):
    return Trade(other, get=(thing,), consent=(True, True))


def test_offers_are_gifts_both_ways_with_travellers_on_the_same_field_only(state):
    a, b, c = state.players
    a.items, b.items, b.trophies, c.items = ["item.colt"], ["item.winchester"], ["card.015"], ["item.blaster"]
    offers = trade_offers(state)
    assert offers == [gift(1, "item.colt"), ask_for(1, "item.winchester"), ask_for(1, "card.015")]
    assert trade_offers(state) == offers  # the same state, the same list
    c.position = a.position  # Vera comes over: her things are on offer after Boris's
    assert trade_offers(state) == offers + [gift(2, "item.colt"), ask_for(2, "item.blaster")]
    for offer in trade_offers(state):
        new, events = play(state, offer)
        assert events[-1].kind == "traded" and new.turn == state.turn and new.phase == "roll"


def test_offers_only_what_the_engine_accepts(state):
    a, b = state.players[0], state.players[1]
    a.items = ["item.golden-owl", "item.regent-crown-mind", "item.colt", "item.winchester", "item.blaster"]
    a.cards, a.quest = ["card.001"], ("card.001", ("field.steppe",))
    b.items = ["item.telepathic-rifle"]  # Аня carries four things (not the crown): no fifth
    b.friends = ["card.052"]  # a friend for the good only; Аня is evil
    a.alignment = "evil"
    assert trade_offers(state) == [gift(1, "item.colt"), gift(1, "item.winchester"), gift(1, "item.blaster")]
    a.items, a.cards, a.quest = ["item.magic-sword"], [], None
    b.items = ["item.crystal-ball"]  # a second magic item, for either of them
    assert trade_offers(state) == []
    b.items = []
    assert trade_offers(state) == [gift(1, "item.magic-sword")]


def test_a_thing_held_twice_is_offered_once_and_the_list_is_bounded(state):
    a = state.players[0]
    a.items = ["item.colt", "item.colt"]
    assert trade_offers(state) == [gift(1, "item.colt")]
    a.trophies = [f"card.{n:03d}" for n in range(2, 2 + 3 * MAX_OFFERS)]
    offers = trade_offers(state)
    assert len(offers) == MAX_OFFERS and offers[0] == gift(1, "item.colt")


def test_offers_are_legal_actions_in_the_roll_phase_only(state):
    state.players[0].items = ["item.colt"]
    actions = legal_actions(state)
    assert actions[0] == RollMove() and gift(1, "item.colt") in actions
    assert [a for a in actions if isinstance(a, Trade)] == trade_offers(state)
    assert all(not isinstance(a, Duel) or a.target == 1 for a in actions)
    moving = state.clone()
    moving.phase, moving.pending_roll = "move", 3
    assert trade_offers(moving) == [] and not any(isinstance(a, Trade) for a in legal_actions(moving))
    state.players[1].position = ELSEWHERE
    assert trade_offers(state) == []


def test_a_refusal_keeps_its_key_and_values_and_says_them_plainly_or_with_names(state):
    """The engine's texts (ids as they are) stay for callers without names; ``text`` says
    the same refusal with a naming function, as the referee does."""
    from pnpkit.games.amber.rules.trade import TradeRefused, check_trade

    state.players[0].items = ["item.golden-owl"]
    with pytest.raises(TradeRefused) as refused:
        check_trade(state, deal(other=1, give=("item.golden-owl",)))
    error = refused.value
    assert (error.key, error.values) == ("not_transferable", {"thing": "item.golden-owl"})
    assert (error.ru, error.en) == ("item.golden-owl не передаётся", "item.golden-owl cannot change hands")
    named = {"item.golden-owl": "Golden Owl"}.get
    assert error.text("en", named) == "Golden Owl cannot change hands"
    short = TradeRefused("short_of_thalers", name="Аня", money=21)
    assert (short.ru, short.en, short.values["money"]) == ("у Ани нет 21 талера", "Аня has no 21 thalers", 21)
    assert short.text("ru", str.upper) == "у Ани нет 21 талера"  # a name is not an id: never renamed
    with pytest.raises(TradeRefused) as through_apply:  # apply lets the same refusal through:
        play(state, deal(other=1, give=("item.golden-owl",)))
    assert isinstance(through_apply.value, IllegalAction)  # one family for every refused action
    assert (through_apply.value.key, through_apply.value.values) == (error.key, error.values)
    assert through_apply.value.text("en", named) == "Golden Owl cannot change hands"


def test_an_unreachable_move_is_refused_with_the_field_as_an_id(state):
    """Engine refusals name fields by id (``dest``), so a referee can show their names."""
    from pnpkit.games.amber.rules import MoveTo, moves_for
    from pnpkit.games.amber.rules.rules import ScriptedDice

    rolled, _ = apply(state, RollMove(), ScriptedDice([1]))
    far = next(f for f in rolled.rules.board.ids if f != rolled.current.position
               and f not in {m.dest for m in moves_for(rolled)})
    with pytest.raises(IllegalAction) as refused:
        apply(rolled, MoveTo(far), ScriptedDice([]))
    assert refused.value.key == "unreachable" and refused.value.values["dest"] == far
    assert refused.value.text("en", lambda i: "THE FIELD" if i == far else i).startswith("THE FIELD is not")

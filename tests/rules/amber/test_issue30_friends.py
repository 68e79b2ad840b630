"""Issue #30, 6: setting your friend on a traveller.  Seed 000, «Друзья»: the traveller you
arrive by does your friend's card «по вашему желанию» and may defend himself; a friend's
win gives you the trophy, «в том числе 1 пункт жизни»; after a draw the friend
leaves you and his card stays on the battlefield.  A lost friend dies (seed 000: his card
goes to «колоду использованных карт»; our reading for a traveller, rulebook notes).  The
pocket spy «в битвах не участвует» (items.yaml) is set on nobody."""

from __future__ import annotations

import pytest
from amber_play import game
from hypothesis import given, settings
from hypothesis import strategies as st

from pnpkit.games.amber.rules.engine import IllegalAction, RollMove, apply, legal_actions
from pnpkit.games.amber.rules.friends import SetFriend
from pnpkit.games.amber.rules.rules import ScriptedDice, load_rules

FIELD = "field.saloon"  # the World of Strength: fought with ПС


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


def _table(rules, friend="card.014", target="traveller.mad-scientist"):
    state = game(rules, "traveller.hussar", target)
    state.turn = 0
    for p in state.players:
        p.position, p.world = FIELD, "world.strength"
    state.players[0].friends = [friend]
    return state


def _set(rules, state, dice, friend="card.014"):
    return apply(state, SetFriend(1, friend), ScriptedDice(dice))


def test_the_friend_wins_the_loser_s_life_is_yours(rules):
    state = _table(rules)  # centaur ПС 3 against the Mad Scientist's ПС 2
    life_p, life_q = state.players[0].stats["life"], state.players[1].stats["life"]
    new, events = _set(rules, state, [6, 1])  # the friend's die first (the opponent), then the traveller's
    assert [e.kind for e in events if e.kind in ("friend_set", "battle", "friend_won")] == \
        ["friend_set", "battle", "friend_won"]
    assert new.players[1].stats["life"] == life_q - 1
    assert new.players[0].stats["life"] == life_p + 1
    assert new.players[0].friends == ["card.014"]
    assert new.turn == 0 and new.phase == "roll"  # the turn goes on: the player still rolls
    assert not any(isinstance(a, SetFriend) for a in legal_actions(new))  # once a turn
    after, _ = apply(new, RollMove(), ScriptedDice([3] * 20))
    assert after.phase == "move"


def test_a_draw_the_friend_leaves_and_stays_on_the_field(rules):
    state = _table(rules)
    new, events = _set(rules, state, [1, 2])  # 3+1 against 2+2
    assert "card.014" not in new.players[0].friends
    assert "card.014" in new.on_fields.get(FIELD, [])
    assert any(e.kind == "friend_left" for e in events)


def test_the_friend_loses_and_dies(rules):
    state = _table(rules)
    life_q = state.players[1].stats["life"]
    new, events = _set(rules, state, [1, 6])
    assert "card.014" not in new.players[0].friends
    assert "card.014" in new.discard
    assert new.players[1].stats["life"] == life_q  # nothing more changes hands
    assert any(e.kind == "friend_died" for e in events)


def test_a_hired_friend_back_to_the_item_field(rules):
    state = _table(rules, friend="item.bodyguard")
    before = state.item_field["item.bodyguard"]
    state.players[1].stats["strength"] = 12
    new, _ = _set(rules, state, [1, 6], friend="item.bodyguard")  # 8+1 against 12+6: he dies
    assert new.players[0].friends == [] and new.item_field["item.bodyguard"] == before + 1


def test_the_pocket_spy_fights_nobody(rules):
    state = _table(rules, friend="item.pocket-spy")
    assert not any(isinstance(a, SetFriend) for a in legal_actions(state))
    with pytest.raises(IllegalAction):
        _set(rules, state, [1, 1], friend="item.pocket-spy")


def test_only_on_your_field_and_not_where_duels_are_forbidden(rules):
    state = _table(rules)
    assert SetFriend(1, "card.014") in legal_actions(state)
    state.players[1].position = "field.oasis"
    assert SetFriend(1, "card.014") not in legal_actions(state)
    state = _table(rules)
    office = rules.board.with_role("trophy-office")[0]
    for p in state.players:
        p.position = office
    assert SetFriend(1, "card.014") not in legal_actions(state)


def test_the_witch_sends_a_woman_to_the_inn(rules):
    state = _table(rules, friend="card.003", target="traveller.herbalist")
    new, events = _set(rules, state, [1] * 20, friend="card.003")
    assert new.players[1].position == "field.inn"
    assert not any(e.kind == "battle" for e in events)
    assert new.players[0].friends == ["card.003"]


@settings(max_examples=60, deadline=None)
@given(dice=st.lists(st.integers(1, 6), min_size=12, max_size=12),
       friend=st.sampled_from(["card.014", "card.018", "item.bodyguard", "item.vaquero"]),
       target=st.sampled_from(["traveller.mad-scientist", "traveller.gladiator", "traveller.alien",
                               "traveller.storyteller"]),
       answers=st.integers(0, 3))
def test_a_friend_set_never_costs_his_owner_and_one_life_changes_hands_at_most(rules, dice, friend, target,
                                                                                answers):
    state = _table(rules, friend=friend, target=target)
    p0, q0 = state.players[0].stats["life"], state.players[1].stats["life"]
    new, events = apply(state, SetFriend(1, friend), ScriptedDice(dice + [1] * 30),
                        lambda s, w, q, o, i: answers % len(o))
    p1, q1 = new.players[0].stats["life"], new.players[1].stats["life"]
    won = any(e.kind == "friend_won" for e in events)
    assert p1 == p0 + (1 if won else 0)
    assert won or q1 >= q0 - 1  # the target's own means may cost him, never the owner
    assert new.turn == 0 and new.phase == "roll"
    assert (friend in new.players[0].friends) or any(e.kind in ("friend_died", "friend_left") for e in events)

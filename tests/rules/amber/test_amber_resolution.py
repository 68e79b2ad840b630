"""Resolving fields and cards on the shipped data: order, precedence, options, Провалы,
the kingdom, duels, robbery, madness, carrying limits."""

import pytest
from amber_play import answer, ctx_for, game

from pnpkit.games.amber.rules.card_play import resolve_card, resolve_cards, resolve_field
from pnpkit.games.amber.rules.carrying import take_item
from pnpkit.games.amber.rules.context import PlayerOut
from pnpkit.games.amber.rules.engine import Duel, MoveTo, RollMove, apply, duel_targets
from pnpkit.games.amber.rules.rules import ScriptedDice, load_rules
from pnpkit.games.amber.rules.state import IN_KINGDOM, OUT


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game)


def test_cards_are_resolved_in_number_order_and_the_rest_stay_when_moved(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.stats["thalers"] = 20
    ctx = ctx_for(rules, state, dice=[1] * 10, field="field.gun-shop")
    resolve_cards(ctx, ["card.037", "card.015"])  # 15 the orc first, then 37 inflation
    order = [e.data["card"] for e in ctx.events if e.kind == "card"]
    assert order == ["card.015", "card.037"]


def test_a_card_that_moves_you_leaves_the_others_on_the_field(rules, amber_game):
    mover = next(c.id for c in amber_game.cards
                 if c.effects and any(isinstance(e, dict) and "go_to" in e for e in c.effects))
    later = next(c.id for c in sorted(amber_game.cards, key=lambda c: c.number)
                 if c.number > rules.cards[mover].number)
    state = game(rules, "traveller.mercenary")
    ctx = ctx_for(rules, state, dice=[1] * 20, field="field.gun-shop")
    resolve_cards(ctx, [later, mover])
    assert ctx.moved
    assert state.on_fields.get("field.gun-shop") == [later]


def test_cards_lying_on_a_field_are_done_instead_of_the_field(rules):
    state = game(rules, "traveller.mercenary")
    state.on_fields["field.savanna"] = ["card.037"]
    state.deck = ["card.015"]
    p = state.players[0]
    p.stats["thalers"] = 9
    ctx = ctx_for(rules, state, field="field.savanna")
    resolve_field(ctx, "field.savanna")
    assert p.stats["thalers"] == 6                 # inflation: a third of 9
    assert state.deck == ["card.015"]              # the field's own draw did not happen
    assert "field.savanna" not in state.on_fields


def test_inflation_card_rounds_up(rules):
    for money, left in ((2, 1), (20, 13), (0, 0)):
        state = game(rules, "traveller.mercenary")
        p = state.players[0]
        p.stats["thalers"] = money
        resolve_card(ctx_for(rules, state, field="field.savanna"), "card.037")
        assert p.stats["thalers"] == left
        assert state.discard == ["card.037"]


def test_optional_card_declined_stays_on_the_field(rules, amber_game):
    optional = next(c for c in amber_game.cards if c.attrs.get("may"))
    state = game(rules, "traveller.mercenary")
    ctx = ctx_for(rules, state, decide=answer(**{"take-card": False}), field="field.savanna")
    resolve_card(ctx, optional.id)
    assert state.on_fields["field.savanna"] == [optional.id]


def test_hunting_needs_a_firearm_or_a_hunting_friend(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items, p.friends = [], []
    p.position = "field.prairie-west"
    ctx = ctx_for(rules, state, decide=answer(may=True))
    resolve_card(ctx, "card.149")                      # the bison: no gun, no hunt
    assert not any(e.kind == "battle" for e in ctx.events)
    assert state.on_fields["field.prairie-west"] == ["card.149"]
    p.items = ["item.colt"]
    p.stats["experience"] = 2
    ctx = ctx_for(rules, state, dice=[1, 6], decide=answer(may=True))
    resolve_card(ctx, "card.149")
    battle = next(e for e in ctx.events if e.kind == "battle")
    assert battle.data["outcome"] == "win" and "card.149" in p.trophies


def test_cemetery_and_witches_meadow_modifiers(rules):
    from pnpkit.games.amber.rules.combat import creature_value, traveller_value
    state = game(rules, "traveller.witch-queen")  # evil
    p = state.players[0]
    evil, _ = traveller_value(rules, state, p, "magic", "field.cemetery", "enemy")
    p.alignment = "good"
    good, _ = traveller_value(rules, state, p, "magic", "field.cemetery", "enemy")
    assert evil - good == 4                     # +2 for the evil, −2 for the good
    undead = next(c for c in rules.cards.values() if c.kind == "undead" and "magic" in c.stats)
    there, _ = creature_value(rules, state, p, undead, "magic", "field.witches-meadow")
    elsewhere, _ = creature_value(rules, state, p, undead, "magic", "field.inn")
    assert there == elsewhere + 1


def test_provaly_attempt_thresholds_table_and_penalty(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.position = "field.provaly-strength"
    p.stats.update(strength=12, mind=12, magic=12, experience=11)   # ПО short of 12
    ctx = ctx_for(rules, state, decide=answer(provaly=True))
    resolve_field(ctx, "field.provaly-strength")
    assert p.board != IN_KINGDOM and p.stats["strength"] == 11      # not going through: −1 ПС
    p.stats.update(strength=12, experience=12)
    p.items = ["item.colt"]
    ctx = ctx_for(rules, state, dice=[5], decide=answer(provaly=True))
    resolve_field(ctx, "field.provaly-strength")
    assert p.board == IN_KINGDOM and p.items == [] and p.experience_aside == 12
    assert state.item_field["item.colt"] >= 1


def test_provaly_moves_you_to_another_and_only_one_try_a_tour(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.position = "field.provaly-magic"
    p.stats.update(strength=13, mind=13, magic=13, experience=13)
    ctx = ctx_for(rules, state, dice=[2], decide=answer(provaly=True))
    resolve_field(ctx, "field.provaly-magic")
    assert p.position == "field.provaly-mind" and p.stats["magic"] == 12
    ctx = ctx_for(rules, state, dice=[6], decide=answer(provaly=True))
    resolve_field(ctx, "field.provaly-mind")              # same tour: no second try
    assert p.board != IN_KINGDOM and p.stats["mind"] == 12


def test_kingdom_road_fork_by_parity(rules):
    track = rules.kingdom
    board = track.board
    fork = next(i for i in board.forks)
    even, odd = board.forks[fork]
    assert board.ids[even] != board.ids[odd]
    for roll, branch in ((2, even), (1, odd)):
        state = game(rules, "traveller.mercenary")
        p = state.players[0]
        p.board = IN_KINGDOM
        p.position = board.ids[fork]
        from pnpkit.games.amber.rules.kingdom import kingdom_turn
        kingdom_turn(ctx_for(rules, state, dice=[roll] + [1] * 10))
        path_ok = p.position == board.ids[branch] or board.index[p.position] in _reachable(board, branch)
        assert path_ok


def _reachable(board, start):
    seen, todo = {start}, [start]
    while todo:
        for n in board.neighbours[todo.pop()]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def test_kingdom_capital_labyrinth_chambers_and_coronation(rules):
    state = game(rules, "traveller.mercenary", "traveller.hussar")
    p, other = state.players
    p.board, p.position = IN_KINGDOM, rules.kingdom.capital
    p.stats.update(life=3, thalers=45, strength=11, mind=10, magic=4)
    from pnpkit.games.amber.rules.kingdom import kingdom_turn
    kingdom_turn(ctx_for(rules, state, dice=[1], decide=lambda s, w, q, o, i: len(o) - 1))
    assert p.prince is not None and p.stats["life"] == 3 + 4            # the prince's ПЖ: yours + 4
    kingdom_turn(ctx_for(rules, state, decide=lambda s, w, q, o, i: len(o) - 1))
    # the money changer: 2 ПЖ for 40 thalers, then 5 ПС, ПУ or ПМ a ПЖ (11 ПС → 2, 10 ПУ → 2)
    assert p.position == "field.kingdom-exchange" and p.stats["life"] == 3 + 4 + 2 + 2 + 2
    assert p.stats["thalers"] == 5
    life = p.stats["life"]
    for roll, change in ((6, +1), (1, -4), (4, +3)):
        kingdom_turn(ctx_for(rules, state, dice=[roll]))
        life += change
        assert p.stats["life"] == life
    for gain in (1, 1, 2, 3):
        kingdom_turn(ctx_for(rules, state))
        life += gain
        assert p.stats["life"] == life
    kingdom_turn(ctx_for(rules, state))
    assert p.crowned and state.king == 0 and state.provaly_closed
    assert other.board == OUT and state.winner == 0 and state.over


def test_duels_not_between_good_nor_in_the_infirmary(rules):
    state = game(rules, "traveller.amazon", "traveller.hussar", "traveller.goblin")  # good, good, evil
    for p in state.players:
        p.position = "field.savanna"
    state.turn = 0
    assert duel_targets(state) == [2]
    for p in state.players:
        p.position = "field.infirmary"
    assert duel_targets(state) == []


def test_duel_loser_gives_one_life(rules):
    state = game(rules, "traveller.goblin", "traveller.mercenary")
    for p in state.players:
        p.position = "field.savanna"
    state.turn = 0
    a, b = state.players
    la, lb = a.stats["life"], b.stats["life"]
    new, events = apply(state, Duel(1), ScriptedDice([1, 6]))   # the mercenary rolls 1, the goblin 6
    assert new.players[0].stats["life"] == la + 1 and new.players[1].stats["life"] == lb - 1


def test_robbery_three_guards_then_the_safe(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.position = "field.bank"
    p.stats["strength"] = 14
    state.bank = 30
    # each guard: guard rolls 1, you roll 6 (20 > 15); then the safe 3d6 = 6+6+1 = 13
    ctx = ctx_for(rules, state, dice=[1, 6, 1, 6, 1, 6, 6, 6, 1], decide=answer(rob=True, may=True, **{"do-field": True}))
    resolve_field(ctx, "field.bank")
    assert state.bank == 0 and p.stats["thalers"] == 20 + 30
    state.bank = 30
    ctx = ctx_for(rules, state, dice=[6, 1, 1, 6, 1, 6], decide=answer(rob=True, may=True, **{"do-field": True}))
    life = p.stats["life"]
    resolve_field(ctx, "field.bank")                         # the first guard wins: −1 ПЖ, the raid fails
    assert state.bank == 30 and p.stats["life"] == life - 1


def test_madness_and_its_cure(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.stats["mind"] = 0
    assert p.mad
    p.position = "field.infirmary"
    p.stats["thalers"] = 0
    resolve_field(ctx_for(rules, state), "field.infirmary")
    assert p.stats["mind"] == 3 and not p.mad


def test_at_most_four_items_without_a_horse(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items, p.friends = [], []
    ctx = ctx_for(rules, state)
    for item in ("item.colt", "item.helmet", "item.mail", "item.lasso", "item.atlas"):
        take_item(ctx, item)
    assert len(p.items) == 4
    state.item_field["item.horse"] = 1
    take_item(ctx, "item.horse")
    take_item(ctx, "item.colt")
    assert len(p.items) == 6


def test_a_whole_turn_through_apply(rules):
    state = game(rules, "traveller.mercenary")
    state.deck = ["card.037"]
    p = state.players[0]
    p.stats["thalers"] = 9
    s1, _ = apply(state, RollMove(), ScriptedDice([1]))
    assert s1.phase == "move" and s1.pending_roll == 1 and state.phase == "roll"
    s2, events = apply(s1, MoveTo("field.fortress"), ScriptedDice([]))
    assert s2.players[0].position == "field.fortress"
    assert s2.players[0].stats["thalers"] == 6             # the fortress drew the inflation card
    assert s2.phase == "roll" and s2.tour == 2
    assert [e.kind for e in events][:2] == ["moved", "field"]


def test_forced_clockwise_and_the_madman_on_the_shipped_board(rules):
    from pnpkit.games.amber.rules.engine import moves_for
    board = rules.board
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.position = "field.inn"
    state.pending_roll = 2
    free = {m.dest for m in moves_for(state) if not m.in_passing}
    p.statuses["clockwise"] = 1
    state.actions += 1
    state.__dict__.pop("_moves", None)
    forced = [m for m in moves_for(state) if not m.in_passing]
    assert len(forced) == 1 and forced[0].dest in free
    first = board.clockwise[board.index["field.inn"]]
    assert forced[0].route[0] == board.ids[first]
    # the madman walks the same way to the infirmary and stops there
    del p.statuses["clockwise"]
    p.stats["mind"] = 0
    p.position = "field.sinister-forest"
    state.pending_roll = 5
    state.__dict__.pop("_moves", None)
    assert [m.dest for m in moves_for(state)] == ["field.infirmary"]


def test_temple_walk_ends_on_bald_mountain_within_the_turn(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.position = "field.temple-of-baal"
    state.deck = ["card.037"]
    # sector 1 (may trade: no), roll 3 → sector 4, roll 4 → sector 8: out to the Bald Mountain
    ctx = ctx_for(rules, state, dice=[3, 4], decide=answer(may=False, exchange=None))
    resolve_field(ctx, "field.temple-of-baal")
    sectors = [e.data["number"] for e in ctx.events if e.kind == "sector"]
    assert sectors == [1, 4, 8]
    assert p.position == "field.bald-mountain"
    assert "item.amulet-7" in p.items                       # sector 4 gives amulet №7


def test_air_ticket_flies_you_next_turn(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.position = "field.airport"
    p.stats["thalers"] = 20
    ctx = ctx_for(rules, state, decide=answer(**{"do-field": True, "may": True}))
    ctx.decide = lambda s, w, q, o, i: (next(k for k, t in enumerate(o) if t and t["to"] == "field.infirmary")
                                         if q == "air-ticket" else (1 if o[:2] == [False, True] else 0))
    resolve_field(ctx, "field.airport")
    assert p.ticket == "field.infirmary" and p.stats["thalers"] == 15 and state.bank == 5
    new, events = apply(state, RollMove(), ScriptedDice([]))
    assert new.players[0].position == "field.infirmary"


def test_grenade_kills_without_a_trophy(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items, p.friends = ["item.grenade"], []
    p.stats["experience"] = 1
    ctx = ctx_for(rules, state, decide=answer(may=True), field="field.gun-shop")
    resolve_card(ctx, "card.015")
    assert not any(e.kind == "battle" for e in ctx.events)
    assert p.trophies == [] and "card.015" in state.discard and "item.grenade" not in p.items


def test_friend_fighting_instead_dies_and_you_do_not_do_the_card(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items, p.friends = [], ["card.014"]                      # the centaur, ПС 3
    life = p.stats["life"]
    ctx = ctx_for(rules, state, dice=[6, 1], decide=answer(champion="card.014"), field="field.gun-shop")
    resolve_card(ctx, "card.015")
    assert p.friends == [] and "card.014" in state.discard
    assert p.stats["life"] == life                             # the orc's "lose 1 ПЖ" is not yours
    assert state.on_fields["field.gun-shop"] == ["card.015"]


def test_a_friend_who_dies_leaves_what_he_carried_behind(rules):
    """Five things are allowed only with a friend (or a horse): when he dies, the
    surplus stays behind on the field (seed 000, rulebook §5.3; issue #30, 9), not back
    on the item field."""
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items = ["item.grenade", "item.silver-bullet", "item.helmet", "item.scimitar", "item.lasso"]
    p.friends = ["card.014"]
    before = {i: state.item_field[i] for i in p.items}
    ctx = ctx_for(rules, state, dice=[6, 1], decide=answer(champion="card.014"), field="field.gun-shop")
    resolve_card(ctx, "card.015")
    assert p.friends == [] and len(p.items) == 4
    dropped = [e.data["item"] for e in ctx.events if e.kind == "dropped"]
    assert len(dropped) == 1 and dropped[0] in before and dropped[0] not in p.items
    assert state.item_field[dropped[0]] == before[dropped[0]]
    assert dropped[0] in state.on_fields[p.position]


def test_a_traveller_who_falls_on_the_first_card_leaves_the_rest_on_the_field(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items, p.stats["life"] = [], 1
    ctx = ctx_for(rules, state, dice=[6, 1] + [1] * 10, field="field.gun-shop")
    with pytest.raises(PlayerOut):
        resolve_cards(ctx, ["card.037", "card.015"])  # the orc (15) first: lost, and the last ПЖ with it
    assert any(e.kind == "died" for e in ctx.events)
    assert state.on_fields["field.gun-shop"] == ["card.015", "card.037"]


def test_regent_keeps_points_above_14_until_the_crown_is_lost(rules):
    from pnpkit.games.amber.rules.carrying import remove_thing
    from pnpkit.games.amber.rules.ops_status import op_become_regent
    from pnpkit.games.amber.rules.points import gain
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.stats.update(strength=14, experience=10)
    ctx = ctx_for(rules, state)
    op_become_regent(ctx, "strength")
    crown = next(i for i in p.items if "crown" in i)
    gain(ctx, {"strength": 3})
    assert p.stats["strength"] == 17
    remove_thing(ctx, crown)
    assert p.stats["strength"] == 14 and p.regent == []


def test_several_challengers_fight_the_king_together(rules):
    from pnpkit.games.amber.rules.kingdom import kingdom_turn
    state = game(rules, "traveller.mercenary", "traveller.hussar", "traveller.goblin")
    king, a, b = state.players
    for q in state.players:
        q.board, q.prince = IN_KINGDOM, "prince.x"
        q.kingdom_step = 99
    king.crowned, state.king, state.palace = True, 0, 0
    king.stats["life"], a.stats["life"], b.stats["life"] = 5, 1, 1
    b.position = rules.kingdom.arena  # the board's Arena field
    # king 12, a 2, b 2 → both challengers lose their last ПЖ
    kingdom_turn(ctx_for(rules, state, who=1, dice=[6, 6, 1, 1, 1, 1]))
    assert a.board == OUT and b.board == OUT
    assert state.winner == 0 and state.over


def test_restart_with_another_traveller(rules, amber_game):
    restart = load_rules(amber_game, "original", {"death": "restart"})
    state = game(restart, "traveller.mercenary")
    p = state.players[0]
    p.stats["life"] = 1
    ctx = ctx_for(restart, state, dice=[3])  # the new traveller is drawn by lot
    from pnpkit.games.amber.rules.context import PlayerOut
    from pnpkit.games.amber.rules.points import lose
    with pytest.raises(PlayerOut):
        lose(ctx, {"life": 1})
    assert p.board != "out" and p.traveller != "traveller.mercenary" and p.stats["life"] > 0


def test_hussar_roulette_takes_a_life_from_the_traveller_met(rules):
    from pnpkit.games.amber.rules.card_play import meet_travellers
    state = game(rules, "traveller.hussar", "traveller.mercenary")
    hussar, other = state.players
    hussar.position = other.position = "field.savanna"
    lh, lo = hussar.stats["life"], other.stats["life"]
    money = state.money_total()
    ctx = ctx_for(rules, state, dice=[2], decide=answer(may=True))
    meet_travellers(ctx)
    assert hussar.stats["life"] == lh + 1 and other.stats["life"] == lo - 1
    assert state.money_total() == money


def test_black_double_follows_and_attacks_after_every_move(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items, p.friends = [], []
    ctx = ctx_for(rules, state, dice=[6, 1], field="field.gun-shop")   # lost: it follows you
    resolve_card(ctx, "card.072")
    assert "card.072" in p.cards and "pursued" in p.statuses
    state.deck = ["card.037", "card.037"]                                  # the fortress draws these
    state.pending_roll, state.phase = 1, "move"
    new, events = apply(state, MoveTo("field.fortress"), ScriptedDice([1, 6]))   # this time you win
    q = new.players[0]
    assert any(e.kind == "follower" for e in events)
    assert "card.072" not in q.cards and "pursued" not in q.statuses and "card.072" in new.discard


def test_a_carried_card_lets_you_stop_in_passing_where_it_is_handed_in(rules):
    from pnpkit.games.amber.rules.engine import moves_for
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.position = "field.fortress"
    state.pending_roll = 3
    assert not any(m.dest == "field.gun-shop" for m in moves_for(state))
    p.cards.append("card.004")
    state.__dict__.pop("_moves", None)
    assert any(m.dest == "field.gun-shop" and m.in_passing for m in moves_for(state))


def test_robbery_by_two_travellers_shares_the_loot(rules):
    state = game(rules, "traveller.mercenary", "traveller.goblin")
    a, b = state.players
    for q in state.players:
        q.position = "field.mafia-fund"
        q.stats["strength"] = 10
        q.items, q.friends = [], []
    state.mafia = 31
    life = a.stats["life"]
    money = state.money_total()
    dice = [1, 6, 1, 6, 1, 6, 6, 6, 6]   # A beats the three guards (each +2 ПС in a gang of two); safe 18
    decide = answer(rob=True, may=True, **{"do-field": True, "join-robbery": True})
    resolve_field(ctx_for(rules, state, dice=dice, decide=decide), "field.mafia-fund")
    assert a.stats["life"] == life
    assert state.mafia == 1 and a.stats["thalers"] == 20 + 15 and b.stats["thalers"] == 18 + 15
    assert state.money_total() == money


def test_only_one_magic_item_at_a_time(rules):
    magic = [i for i, info in rules.items.items() if info.kind == "magic-item"][:2]
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items, p.friends = [], []
    ctx = ctx_for(rules, state)
    for item in magic:
        state.item_field[item] = 1
        take_item(ctx, item)
    assert len([i for i in p.items if i in magic]) == 1

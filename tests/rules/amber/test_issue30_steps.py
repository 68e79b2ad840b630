"""Issue #30, points 6-8 and 13: the steps once left to the table («Сделайте вручную»)
done by the engine, each against its card (our card texts, after seed 000's appendix
and reference/amber-data.md)."""

from __future__ import annotations

import pytest
from amber_play import answer, ctx_for, game

from pnpkit.games.amber.rules.card_play import resolve_card
from pnpkit.games.amber.rules.dispatch import run_triggers
from pnpkit.games.amber.rules.rules import load_rules


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


def test_73_everyone_rolls_and_the_best_takes_the_purse(rules):
    """№73: «у кого больше всех, забирает кошелёк с 15 талерами (равные лучшие перебрасывают)»."""
    state = game(rules, "traveller.mercenary", "traveller.hussar", "traveller.monk")
    before = [p.stats["thalers"] for p in state.players]
    ctx = ctx_for(rules, state, dice=[6, 6, 2, 3, 5])  # a tie of the first two, then the second wins
    resolve_card(ctx, "card.073")
    gained = [p.stats["thalers"] - b for p, b in zip(state.players, before, strict=True)]
    assert gained == [0, 15, 0]


def test_119_the_debt_is_paid_to_the_winner_of_the_others_roll(rules):
    """№119: «все остальные игроки бросают кубик, у кого больше, тому ты и должен» 10 талеров."""
    state = game(rules, "traveller.mercenary", "traveller.hussar", "traveller.monk")
    a, b, c = state.players
    a.stats["thalers"] = 30
    before_b, before_c = b.stats["thalers"], c.stats["thalers"]
    ctx = ctx_for(rules, state, dice=[2, 5])
    resolve_card(ctx, "card.119")
    assert a.stats["thalers"] == 20 and c.stats["thalers"] == before_c + 10 and b.stats["thalers"] == before_b


def test_111_the_guard_leaves_once_both_treasures_are_gone(rules):
    """№111: «когда на поле предметов не останется ни магического меча, ни мифриловой
    кольчуги, страж уходит в сброс»."""
    for left, where in ((1, "field"), (0, "discard")):
        state = game(rules, "traveller.mercenary")
        p = state.players[0]
        p.stats["strength"] = 40
        state.item_field["item.magic-sword"], state.item_field["item.mithril-mail"] = left, 0
        ctx = ctx_for(rules, state, dice=[1, 6] * 4, field="field.savanna")
        resolve_card(ctx, "card.111")
        assert ("card.111" in state.discard) is (where == "discard")


def test_132_the_werewolf_grows_by_what_he_took(rules):
    """№132: lost, «положи 2 ПС на карту волколака: в следующих битвах они прибавляются»."""
    state = game(rules, "traveller.mercenary")
    ctx = ctx_for(rules, state, dice=[6, 1] * 4, field="field.savanna")
    resolve_card(ctx, "card.132")
    assert state.card_pools.get("card.132:strength") == 2
    ctx = ctx_for(rules, state, dice=[1, 1] * 4, field="field.savanna")
    resolve_card(ctx, "card.132")
    battle = next(e for e in ctx.events if e.kind == "battle")
    assert ("grown", 2) in [tuple(x) for x in battle.data["enemy_parts"]] or battle.data["stat"] != "strength"


def test_96_a_hex_doubles_a_card_on_a_neighbouring_field_but_not_for_its_caster(rules):
    state = game(rules, "traveller.mercenary", "traveller.hussar")
    a, b = state.players
    a.cards = ["card.096"]
    foe = next(c for c, card in sorted(rules.cards.items()) if card.kind == "enemy")
    state.on_fields[a.position] = [foe]
    ctx = ctx_for(rules, state, decide=answer(may=True))
    run_triggers(ctx, "turn-start")
    assert state.card_pools.get(f"{foe}:hex") == 1 and "card.096" not in a.cards
    from pnpkit.games.amber.rules import combat

    card = rules.cards[foe]
    mine, _ = combat.creature_value(rules, state, a, card, "strength", a.position)
    theirs, parts = combat.creature_value(rules, state, b, card, "strength", a.position)
    assert theirs == 2 * mine and "hexed" in [x[0] for x in parts]


@pytest.mark.parametrize("source", ["card.069", "item.grenade"])
def test_a_grenade_at_a_traveller_on_a_neighbouring_field(rules, source):
    """Seed 000 №69 and the shop's grenade: a traveller on your or a neighbouring field
    loses 1 ПЖ, or one of his friends dies (issue #30, 7)."""
    state = game(rules, "traveller.mercenary", "traveller.hussar")
    a, b = state.players
    a.stats["experience"] = 5
    b.position = next(iter(rules.board.neighbours_of(a.position)))
    life = b.stats["life"]
    if source.startswith("card."):
        a.cards = [source]
    else:
        a.items = [source]
    ctx = ctx_for(rules, state, decide=answer(may=True))
    run_triggers(ctx, "before-move")
    assert b.stats["life"] == life - 1
    assert source not in a.cards + a.items


def test_88_broken_items_work_again_once_mended_at_their_shop(rules):
    from pnpkit.games.amber.rules.conditions import usable
    from pnpkit.games.amber.rules.shops import op_shop

    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items, p.stats["experience"] = ["item.colt"], 5
    resolve_card(ctx_for(rules, state), "card.088")
    assert not usable(rules, p, "item.colt")
    shop = rules.item("item.colt").sold_at[0]
    op_shop(ctx_for(rules, state), shop)
    assert usable(rules, p, "item.colt")


def test_100_the_next_player_picks_the_cursed_item(rules):
    """№100: «один твой предмет (выбирает игрок, который ходит после тебя) проклят»."""
    state = game(rules, "traveller.mercenary", "traveller.hussar")
    p = state.players[0]
    p.items = ["item.colt", "item.lasso"]
    asked = []

    def decide(state, who, question, options, info):
        asked.append((who, question))
        return len(options) - 1
    resolve_card(ctx_for(rules, state, decide=decide), "card.100")
    assert (1, "lose-which") in asked and len(p.items) == 1


def test_66_the_next_player_sets_your_figure_within_six(rules):
    state = game(rules, "traveller.mercenary", "traveller.hussar")
    p = state.players[0]
    start = p.position
    asked = []

    def decide(state, who, question, options, info):
        asked.append((who, question))
        return 0
    resolve_card(ctx_for(rules, state, dice=[1] * 30, decide=decide), "card.066")
    assert (1, "set-figure") in asked and p.position != start


def test_43_what_the_chekist_took_lies_under_his_card_and_his_victor_takes_it(rules):
    state = game(rules, "traveller.mercenary", "traveller.hussar")
    a, b = state.players
    a.items, a.stats["strength"] = ["item.colt", "item.lasso"], 1
    resolve_card(ctx_for(rules, state, dice=[6, 1] * 4), "card.043")
    assert a.items == [] and state.card_pools.get("card.043:under:item.colt") == 1
    b.stats["strength"] = 40
    ctx = ctx_for(rules, state, who=1, dice=[1, 6] * 4)
    resolve_card(ctx, "card.043")
    assert {"item.colt", "item.lasso"} <= set(b.items)


def test_a_friend_joins_only_if_wanted(rules):
    """Seed 000: «решайте сами, забрать его с собой или нет» (issue #30, 6)."""
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    resolve_card(ctx_for(rules, state, decide=answer(befriend=False)), "card.044")
    assert "card.044" not in p.friends and "card.044" in state.on_fields.get(p.position, [])
    resolve_card(ctx_for(rules, state, decide=answer(befriend=True)), "card.044")
    assert "card.044" in p.friends


def test_the_pocket_spy_is_never_a_champion(rules):
    """Our pocket spy «в битвах не участвует» (issue #30, 13)."""
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.friends = ["item.pocket-spy"]
    asked = []

    def decide(state, who, question, options, info):
        asked.append(question)
        return 0
    resolve_card(ctx_for(rules, state, dice=[3] * 6, decide=decide, field="field.savanna"), "card.015")
    assert "champion" not in asked and "item.pocket-spy" in p.friends


def test_131_the_full_moon_wolf_must_challenge_and_goes_back_to_his_lair(rules):
    """№131 (seed 000's НОЧЬ ПОЛНОЛУНИЯ, our text): «до конца следующего тура у тебя +3 ПС,
    и ты обязан вызвать на бой путника на своём или соседнем поле»; after a good or neutral
    one, back to the lair."""
    from pnpkit.games.amber.rules import combat
    from pnpkit.games.amber.rules.engine import RollMove, apply
    from pnpkit.games.amber.rules.rules import ScriptedDice

    state = game(rules, "traveller.mercenary", "traveller.hussar")  # the hussar is good
    a, b = state.players
    state.turn = 0
    lair = a.position
    resolve_card(ctx_for(rules, state), "card.131")
    you, parts = combat.traveller_value(rules, state, a, "strength", a.position, "traveller")
    assert ("full-moon", 3) in parts
    b.position = next(iter(rules.board.neighbours_of(lair)))
    a.position = b.position
    state.phase = "roll"
    after, events = apply(state, RollMove(), ScriptedDice([3, 3]))  # the roll is the challenge
    assert any(e.kind == "full_moon" for e in events) and any(e.kind == "duel" for e in events)
    assert after.players[0].position == lair and after.pending_roll is None

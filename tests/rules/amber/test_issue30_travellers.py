"""Issue #30, point 5: every printed traveller and prince ability does something in the
engine, and the optional ones («может») are asked before their roll.  Quotes are from
our traveller and prince cards, written after reference/amber-data.md's travellers."""

from __future__ import annotations

import pytest
from amber_play import answer, ctx_for, game

from pnpkit.games.amber.rules.card_play import meet_travellers, resolve_card
from pnpkit.games.amber.rules.conditions import can_hunt
from pnpkit.games.amber.rules.dispatch import run_triggers
from pnpkit.games.amber.rules.engine import RollMove, apply, duel_targets
from pnpkit.games.amber.rules.kingdom import crown_battle
from pnpkit.games.amber.rules.rules import ScriptedDice, load_rules


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


def beast(rules) -> str:
    return next(c for c, card in sorted(rules.cards.items()) if card.kind == "beast"
                and any(isinstance(e, dict) and "fight" in e and not (e["fight"] or {}).get("hunt")
                        for e in card.effects))


def test_the_elf_hunts_without_a_gun(rules):
    """«Может охотиться без огнестрельного оружия»."""
    state = game(rules, "traveller.elf")
    state.players[0].items = []
    assert can_hunt(rules, state.players[0])


def test_no_traveller_acts_on_the_stargazer(rules):
    """«Другие путники никак не могут на него повлиять»: no duel, no meeting."""
    state = game(rules, "traveller.mercenary", "traveller.stargazer")
    a, b = state.players
    b.position = a.position
    assert 1 not in duel_targets(state, 0)
    ctx = ctx_for(rules, state, decide=answer(**{"use-ability": True}))
    meet_travellers(ctx)
    assert not any(e.kind in ("raid", "trigger") for e in ctx.events)


def test_beasts_never_attack_the_werewolf(rules):
    """«Звери сами на него никогда не нападают»."""
    state = game(rules, "traveller.werewolf")
    ctx = ctx_for(rules, state, dice=[6] * 10)
    card = beast(rules)
    resolve_card(ctx, card)
    assert not any(e.kind == "battle" for e in ctx.events)
    assert any(e.kind == "not_attacked" for e in ctx.events)


def test_the_herbalists_thaler_comes_from_a_move_roll_of_four(rules):
    """«Если на ход выпало 4, берёт себе 1 талер» — the move die, not a die of its own."""
    for roll, gets in ((4, 1), (3, 0)):
        state = game(rules, "traveller.herbalist")
        state.phase = "roll"
        before = state.players[0].stats["thalers"]
        after, events = apply(state, RollMove(), ScriptedDice([roll]), lambda *a: 0)
        assert after.players[0].stats["thalers"] - before == gets
        assert not any(e.kind == "ability_roll" for e in events)


def test_the_amazon_keeps_the_better_of_two_dice_in_magic(rules):
    """«В битве магией против магии бросает кубик дважды и оставляет лучший бросок»."""
    state = game(rules, "traveller.amazon")
    p = state.players[0]
    field = next(f for f in rules.board.ids if rules.board.region(f) == "world.magic")
    p.position = field
    magic_foe = next(c for c, card in sorted(rules.cards.items()) if card.kind == "enemy"
                     and any(isinstance(e, dict) and "fight" in e for e in card.effects))
    ctx = ctx_for(rules, state, dice=[3, 1, 5, 1, 1, 1], field=field)
    resolve_card(ctx, magic_foe)
    battle = next(e for e in ctx.events if e.kind == "battle")
    if battle.data["stat"] == "magic":
        assert battle.data["you_roll"] == 5


def test_an_optional_ability_is_asked_before_its_roll(rules):
    """The Monk «может помолиться»: declined, no die is rolled and the card is done."""
    state = game(rules, "traveller.monk")
    asked = []

    def decide(state, who, question, options, info):
        asked.append(question)
        return 0
    ctx = ctx_for(rules, state, dice=[6] * 10, decide=decide)
    run_triggers(ctx, "on-draw")
    assert "use-ability" in asked and not any(e.kind == "ability_roll" for e in ctx.events)


def test_the_mercenary_cancels_a_fight_lost_by_one(rules):
    """«Если проиграл битву всего на 1 очко, может не засчитывать её итог»."""
    for margin, cancelled in ((1, True), (2, False)):
        state = game(rules, "traveller.mercenary")
        ctx = ctx_for(rules, state, decide=answer(**{"use-ability": True}))
        ctx.fight_arg = {"margin": margin}
        run_triggers(ctx, "after-lost-fight")
        assert any(e.kind == "loss_cancelled" for e in ctx.events) is cancelled


def test_the_mercenary_attacks_and_the_fairy_charms_the_traveller_met(rules):
    state = game(rules, "traveller.mercenary", "traveller.hussar")
    a, b = state.players
    b.position = a.position
    life = b.stats["life"]
    ctx = ctx_for(rules, state, dice=[5, 2], decide=answer(**{"use-ability": True}))
    meet_travellers(ctx)
    assert b.stats["life"] == life - 1 and any(e.kind == "raid" for e in ctx.events)
    state = game(rules, "traveller.fairy", "traveller.hussar")
    a, b = state.players
    b.position = a.position
    ctx = ctx_for(rules, state, dice=[2], decide=answer(**{"use-ability": True}))
    meet_travellers(ctx)
    assert b.skip == 1


def test_the_gypsy_cons_by_the_others_alignment(rules):
    """«Доброго удаётся обмануть на 1, нейтрального — на 1–2, злого — на 1–3»."""
    for roll, taken in ((3, 10), (4, 0)):
        state = game(rules, "traveller.gypsy", "traveller.mercenary")  # the mercenary is evil
        a, b = state.players
        b.position, b.items = a.position, []
        before = a.stats["thalers"]
        ctx = ctx_for(rules, state, dice=[roll], decide=answer(**{"use-ability": True}))
        meet_travellers(ctx)
        assert a.stats["thalers"] - before == taken


def test_the_ninja_vanishes_to_a_neighbouring_field(rules):
    """«На 3–4 появляется на соседнем поле, а условия карты противника не выполняет»."""
    state = game(rules, "traveller.ninja")
    p = state.players[0]
    start = p.position
    ctx = ctx_for(rules, state, dice=[3], decide=answer(**{"use-ability": True}))
    ctx.fight_arg = {}
    run_triggers(ctx, "after-lost-fight")
    assert any(e.kind == "loss_cancelled" for e in ctx.events)
    assert p.position in rules.board.neighbours_of(start)


def test_the_goblin_steals_on_a_six_and_never_holds_two_stolen_things(rules):
    state = game(rules, "traveller.goblin")
    p = state.players[0]
    p.stats["thalers"] = 0
    ctx = ctx_for(rules, state, dice=[6, 6], decide=answer(steal=True))
    from pnpkit.games.amber.rules.shops import op_shop

    op_shop(ctx, "shop.gun-shop")
    stolen = [k for k in p.statuses if k.startswith("stolen:")]
    assert len(stolen) == 1 and stolen[0][7:] in p.items
    items = list(p.items)
    op_shop(ctx, "shop.gun-shop")  # a second try: not while he holds the first
    assert p.items == items


def test_princes_abilities_in_the_crown_battle():
    """Benedict «прибавляет 1 к сумме своих двух кубиков»; Random «при ничьей … не теряет ПЖ»."""
    dice = ScriptedDice([3, 3, 3, 3] + [6, 6] * 10)
    winner, rounds, _after = crown_battle({"B": 3, "K": 3}, dice, "full", order=["K", "B"], bonus={"B": 1})
    assert rounds[0].totals == {"K": 6, "B": 7} and rounds[0].losses == {"K": 1, "B": 0}
    dice = ScriptedDice([3, 3, 3, 3] + [6, 6, 1, 1] * 10)
    _w, rounds, _after = crown_battle({"R": 3, "K": 3}, dice, "full", order=["K", "R"], draw_safe=frozenset({"R"}))
    assert rounds[0].losses == {"K": 1, "R": 0}


def test_gerard_loses_less_in_the_labyrinth(rules):
    """Gerard «на неудачном броске в лабиринте теряет на 1 ПЖ меньше»."""
    from pnpkit.games.amber.rules.kingdom import _kingdom_exchange, kingdom_turn

    lost = {}
    for prince in ("prince.gerard", "prince.eric"):
        state = game(rules, "traveller.mercenary")
        p = state.players[0]
        p.board, p.prince, p.kingdom_step = "kingdom", prince, 0
        p.position = _kingdom_exchange(rules) or "capital"  # past the exchange: the first ring next
        p.stats["life"] = 10
        ctx = ctx_for(rules, state, dice=[1])
        kingdom_turn(ctx)
        lost[prince] = 10 - p.stats["life"]
    if lost["prince.eric"] == 0:
        pytest.skip("the first ring here costs nothing")
    assert lost["prince.gerard"] == lost["prince.eric"] - 1

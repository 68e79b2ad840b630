"""Every adventure card runs in the Amber engine: drawn on a field of each world with
different dice and choices, and (when carried) through every trigger moment."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from pnpkit.games.amber.rules.card_play import resolve_card
from pnpkit.games.amber.rules.context import Ctx, PlayerOut
from pnpkit.games.amber.rules.dispatch import run_triggers
from pnpkit.games.amber.rules.effects import MOMENTS
from pnpkit.games.amber.rules.engine import new_game
from pnpkit.games.amber.rules.rules import RandomDice, load_rules
from pnpkit.readers.game_reader import load_game

GAME = Path(__file__).resolve().parents[2] / "content" / "amber"
FIELDS = ("field.savanna", "field.plain", "field.cemetery")  # Мир Силы, Ума, Магии


@pytest.fixture(scope="module")
def rules():
    result = load_game(GAME)
    assert result.game is not None, [d.format() for d in result.diagnostics.items][:5]
    return load_rules(result.game)


def _deciders(seed: int):
    rng = random.Random(seed)
    return {
        "first": lambda state, player, question, options, info: 0,
        "last": lambda state, player, question, options, info: len(options) - 1,
        "random": lambda state, player, question, options, info: rng.randrange(max(1, len(options))),
    }


def _fresh(rules, seed: int):
    return new_game(rules, [("Анна", "traveller.amazon"), ("Борис", "traveller.hussar")], RandomDice(seed),
                    seed=seed)


def test_every_card_resolves_in_every_world(rules):
    cards = sorted(rules.cards, key=lambda c: rules.cards[c].number)
    assert len(cards) >= 196
    for seed in (1, 2):
        for name, decide in _deciders(seed).items():
            for card_id in cards:
                for field_id in FIELDS:
                    state = _fresh(rules, seed)
                    state.players[0].position = field_id
                    state.players[0].world = rules.board.region(field_id)
                    events: list = []
                    ctx = Ctx(rules, state, RandomDice(seed * 7919 + rules.cards[card_id].number), decide, 0, events,
                              field=field_id)
                    try:
                        resolve_card(ctx, card_id, field_id=field_id)
                    except PlayerOut:
                        pass
                    assert any(e.kind == "card" for e in events), (card_id, field_id, name)


def test_carried_cards_run_their_triggers(rules):
    carried = [c for c in rules.cards.values()
               if any(isinstance(e, dict) and "trigger" in e for e in (c.effects or []))]
    assert carried
    for card in carried:
        for decide in _deciders(3).values():
            state = _fresh(rules, 3)
            p = state.players[0]
            (p.friends if card.kind == "friend" else p.cards).append(card.id)
            p.stats["experience"] = 14
            ctx = Ctx(rules, state, RandomDice(11), decide, 0, [], field=p.position, card=None)
            for moment in MOMENTS:
                try:
                    run_triggers(ctx, moment)
                except PlayerOut:
                    break


def test_the_orc_example_of_the_rules(rules):
    """ПС 12 (7 own + colt 2 + centaur 3 in the rules; here 12 own) + 3 beats orc 10 + 4: the
    winner gains 1 ПЖ and 1 ПС and keeps the orc's card as a trophy worth 12 thalers and 2 ПО."""
    from pnpkit.games.amber.rules.rules import ScriptedDice

    orc = next(c for c in rules.cards.values() if c.name == "Орк")
    state = _fresh(rules, 5)
    p = state.players[0]
    p.position, p.world = "field.gun-shop", rules.board.region("field.gun-shop")
    p.stats.update(strength=12, life=4)
    ctx = Ctx(rules, state, ScriptedDice([4, 3]), _deciders(0)["first"], 0, [], field="field.gun-shop")
    resolve_card(ctx, orc.id, field_id="field.gun-shop")
    assert orc.id in p.trophies
    assert p.stats["strength"] == 13 and p.stats["life"] == 5
    assert orc.attrs["trophy"] == {"thalers": 12, "experience": 2} and orc.attrs["treasure_pass"]


def _resolve(rules, number: int, faces, *, field_id="field.savanna", decide="first", setup=None):
    from pnpkit.games.amber.rules.rules import ScriptedDice

    card_id = f"card.{number:03d}"
    state = _fresh(rules, 9)
    p = state.players[0]
    p.position, p.world = field_id, rules.board.region(field_id)
    if setup:
        setup(p)
    events: list = []
    ctx = Ctx(rules, state, ScriptedDice(list(faces) + [1] * 40), _deciders(0)[decide], 0, events, field=field_id)
    try:
        resolve_card(ctx, card_id, field_id=field_id)
    except PlayerOut:
        pass
    return state, p, events


def test_oberons_knight_by_the_card(rules):
    _, p, _ = _resolve(rules, 2, [3, 4], setup=lambda p: p.stats.update(life=5, experience=0))  # 7: defended
    assert p.stats["experience"] == 1 and p.stats["life"] == 5
    _, p, _ = _resolve(rules, 2, [3, 5], setup=lambda p: p.stats.update(life=5, magic=2, experience=0))  # 8
    assert (p.stats["life"], p.stats["magic"], p.stats["experience"]) == (2, 5, 3)


def test_fire_drives_off_the_hornets(rules):
    state, p, events = _resolve(rules, 26, [], setup=lambda p: p.cards.append("card.011"))
    assert not any(e.kind == "battle" for e in events)
    assert "card.026" in state.discard


def test_ant_men_carry_the_loser_to_the_pass(rules):
    state, p, events = _resolve(rules, 92, [6, 1], setup=lambda p: p.stats.update(strength=2, life=5))
    assert any(e.kind == "battle" and e.data["outcome"] == "lose" for e in events)
    assert "card.092" in state.on_fields.get("field.savanna", [])
    assert any(e.kind in ("moved_to", "walk_exit", "sector") for e in events)


def test_warrior_of_chaos_caps_at_eight(rules):
    _, p, _ = _resolve(rules, 187, [1, 6], setup=lambda p: p.stats.update(strength=12, mind=9, magic=3, life=5))
    assert p.stats["mind"] == 8 and p.stats["magic"] == 3
    state, p, events = _resolve(rules, 187, [], setup=lambda p: p.stats.update(strength=5, mind=5, magic=5))
    assert not any(e.kind == "battle" for e in events)
    assert "card.187" in state.on_fields.get("field.savanna", [])


def test_triffid_paralyses_until_nine_on_two_dice(rules):
    _, p, _ = _resolve(rules, 59, [6, 1], setup=lambda p: p.stats.update(strength=2, life=5))
    assert p.held is not None and tuple(p.held[1:]) == (9, 12)


def test_the_ostrich_settles_in_the_desert(rules):
    state, _, _ = _resolve(rules, 7, [])
    assert "card.007" in state.on_fields.get("field.desert-north", [])
    state, p, _ = _resolve(rules, 7, [5], field_id="field.desert-north",
                           setup=lambda p: p.stats.update(experience=0))
    assert "card.007" in p.trophies and p.stats["experience"] == 1


def test_a_spring_runs_dry_after_five_draughts(rules):
    from pnpkit.games.amber.rules.rules import ScriptedDice

    state = _fresh(rules, 4)
    p = state.players[0]
    p.position, p.world = "field.savanna", rules.board.region("field.savanna")
    take = _deciders(0)["last"]  # always accept
    for draught in range(5):
        state.on_fields.pop("field.savanna", None)  # taken up from the field to be resolved
        ctx = Ctx(rules, state, ScriptedDice([1] * 10), take, 0, [], field="field.savanna")
        resolve_card(ctx, "card.062", field_id="field.savanna")
        assert ("card.062" in state.discard) == (draught == 4)
    assert "card.062" in state.discard
    assert "card.062" not in state.on_fields.get("field.savanna", [])


def test_the_dragon_skin_protects_its_owner(rules):
    """№40 kept as a trophy: before a fight, 1–2 on a die and the opponent does not attack."""
    state, p, events = _resolve(rules, 15, [2], decide="last",
                                setup=lambda p: p.trophies.append("card.040"))
    assert not any(e.kind == "battle" for e in events)
    assert "card.015" in state.on_fields.get("field.savanna", [])

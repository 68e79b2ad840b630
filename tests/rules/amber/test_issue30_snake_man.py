"""Issue #30, point 8: №41 «Человек-змея» without a step left to the table.  Seed 000,
№41: lost to him, he follows you; meeting snakes or dragons you fight them first, then
him (our card: «ты бьёшься сначала с ними, а потом с ним»); beaten, his card is discarded."""

from __future__ import annotations

import pytest
from amber_play import ctx_for, game

from pnpkit.games.amber.rules.card_play import resolve_card
from pnpkit.games.amber.rules.rules import load_rules


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


def _snake(rules):
    return next(c.id for c in rules.cards.values() if c.kind == "snake-dragon" and c.id != "card.041"
                and c.stats and max(c.stats.values()) <= 6)


def test_lost_to_him_he_follows_and_comes_after_the_next_snake(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items, p.friends, p.cards, p.trophies = [], [], [], []
    ctx = ctx_for(rules, state, dice=[6, 1])                       # he rolls 6, you 1: lost
    resolve_card(ctx, "card.041")
    assert "card.041" in p.cards and "snake-follower" in p.statuses
    assert not [e for e in ctx.events if e.kind == "manual"]
    for stat in ("strength", "mind", "magic"):
        p.stats[stat] = 14
    snake = _snake(rules)
    ctx = ctx_for(rules, state, dice=[1, 6, 1, 6])                   # you win both fights
    resolve_card(ctx, snake)
    battles = [e.data["card"] for e in ctx.events if e.kind == "battle"]
    assert battles == [snake, "card.041"]                            # the snake first, then him
    assert "card.041" not in p.cards and "card.041" not in p.trophies and "card.041" in state.discard
    assert "snake-follower" not in p.statuses


def test_beaten_at_the_first_meeting_he_is_a_trophy(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items, p.friends, p.cards, p.trophies = [], [], [], []
    for stat in ("strength", "mind", "magic"):
        p.stats[stat] = 14
    ctx = ctx_for(rules, state, dice=[1, 6])
    resolve_card(ctx, "card.041")
    assert p.trophies == ["card.041"] and "snake-follower" not in p.statuses

"""The simulator's policy uses a field's on-draw privilege only when it helps: the Sinister
Forest's send, the tower's and the palace's cancel, the castle's gift of the card to a rival
(board.yaml: «могут отвести от себя любую карту», «может не исполнять карту, взятую здесь»,
«может вручить карту, взятую здесь, любому другому игроку»). It used to toss a coin, sending
a treasure away as readily as a curse."""
from __future__ import annotations

import pytest
from amber_play import ctx_for, game

from pnpkit.games.amber.rules.card_play import resolve_field
from pnpkit.games.amber.rules.policy import SimplePolicy
from pnpkit.games.amber.rules.rules import load_rules

GOOD, BAD = "card.036", "card.173"  # «Клад» (a treasure), «Порочный круг» (a curse)


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


def _at(rules, field, card, traveller, *, regent=None, stats=None, seed=1):
    state = game(rules, traveller, "traveller.monk")
    p = state.players[0]
    p.position, state.deck = field, [card, "card.110", "card.183"]
    p.stats.update(stats or {})
    if regent:
        p.regent = [regent]
    policy = SimplePolicy.seeded(seed)
    asked = []

    def decide(st, who, q, options, info):
        answer = policy.decide(st, who, q, options, info)
        asked.append((q, options[answer]))
        return answer
    ctx = ctx_for(rules, state, dice=[3] * 20, decide=decide)
    resolve_field(ctx, field)
    return state, [e.kind for e in ctx.events], asked


@pytest.mark.parametrize(("card", "sent"), [(GOOD, False), (BAD, True)])
def test_the_forest_sends_only_a_harmful_card(rules, card, sent):
    for seed in range(6):  # no coin: the same answer whatever the policy's seed
        _, kinds, asked = _at(rules, "field.sinister-forest", card, "traveller.witch-queen", seed=seed)
        assert ("may", sent) in asked
        assert ("sent_card" in kinds) is sent


def test_the_forest_sends_a_monster_too_strong_and_keeps_a_weak_one(rules):
    _, kinds, asked = _at(rules, "field.sinister-forest", "card.063", "traveller.witch-queen",
                          stats={"strength": 1, "magic": 1, "mind": 1, "life": 1})
    assert ("may", True) in asked and "battle" not in kinds
    _, kinds, asked = _at(rules, "field.sinister-forest", "card.063", "traveller.witch-queen",
                          stats={"strength": 30, "magic": 30, "mind": 30})
    assert ("may", False) in asked


@pytest.mark.parametrize(("field", "stat"), [("field.magic-tower", "magic"), ("field.mind-palace", "mind"),
                                             ("field.strength-castle", "strength")])
@pytest.mark.parametrize(("card", "used"), [(GOOD, False), (BAD, True)])
def test_a_regent_takes_his_privilege_only_when_it_gains(rules, field, stat, card, used):
    state, kinds, asked = _at(rules, field, card, "traveller.gladiator", regent=stat)
    assert ("may", used) in asked
    if not used:  # the treasure was his own to play, not cancelled nor handed on
        assert "gained" in kinds

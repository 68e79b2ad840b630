"""Issue #30 (no printed ability without an engine effect): amulet №8 «Ключ Провала»
(items.yaml: «Амулет можно пронести через Провал. Стоя на Провале, можешь один раз за тур
перебросить кубик попытки. Нужно 6 ПО.»)."""

from __future__ import annotations

import pytest
from amber_play import answer, ctx_for, game

from pnpkit.games.amber.rules.card_play import resolve_field
from pnpkit.games.amber.rules.rules import load_rules
from pnpkit.games.amber.rules.state import IN_KINGDOM, ON_MAIN


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


def _at_the_rift(rules, experience=12):
    state = game(rules, "traveller.gladiator", "traveller.monk")
    state.turn = 0
    p = state.players[0]
    rift = sorted(rules.board.with_role("provaly"))[0]
    p.position = rift
    p.stats.update(strength=14, mind=14, magic=14, experience=experience)
    p.items = ["item.amulet-8", "item.colt"]
    return state, p, rift


def test_a_failed_attempt_is_rolled_again_and_the_key_goes_through(rules):
    state, p, rift = _at_the_rift(rules)
    ctx = ctx_for(rules, state, dice=[1, 6] + [1] * 10, decide=answer(provaly=True, **{"provaly-reroll": True}))
    resolve_field(ctx, rift)
    assert [e.kind for e in ctx.events if e.kind in ("provaly_roll", "provaly_rerolled")] == ["provaly_roll", "provaly_rerolled"]
    assert p.board == IN_KINGDOM
    assert p.items == ["item.amulet-8"]  # the colt stays behind, the key goes through


def test_without_the_key_no_second_roll(rules):
    state, p, rift = _at_the_rift(rules, experience=12)
    p.items = ["item.colt"]
    ctx = ctx_for(rules, state, dice=[1, 6] + [1] * 10, decide=answer(provaly=True, **{"provaly-reroll": True}))
    resolve_field(ctx, rift)
    assert not any(e.kind == "provaly_rerolled" for e in ctx.events)
    assert p.board == ON_MAIN

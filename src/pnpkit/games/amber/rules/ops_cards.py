"""Ops on things and cards: items taken or lost, a card's fate, cards sent or given."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pnpkit.games.amber.rules.card_play import resolve_card
from pnpkit.games.amber.rules.carrying import _things_of_kinds, remove_thing, take_item
from pnpkit.games.amber.rules.context import Abort, Ctx, PlayerOut
from pnpkit.games.amber.rules.dispatch import _roll_expr, run
from pnpkit.games.amber.rules.movement import legal_moves
from pnpkit.games.amber.rules.points import gain, lose
from pnpkit.games.amber.rules.state import ON_MAIN, OUT


def op_take_item(ctx: Ctx, item_id) -> None:
    take_item(ctx, item_id)


def op_lose_item(ctx: Ctx, item_id) -> None:
    p = ctx.player
    if item_id in p.items or item_id in p.friends or item_id in p.cards:
        remove_thing(ctx, item_id)
        ctx.emit("lost_item", item=item_id)
        return
    info = ctx.rules.item(item_id)
    kind = info.kind if info else "item"
    if "horse" in (info.traits if info else ()):
        kind = "horse"
    lose(ctx, {}, {kind if kind in ("horse", "friend", "magic-item", "amulet") else "item": 1})


def op_lose_items(ctx: Ctx, arg) -> None:
    kinds = tuple(arg["kinds"])
    count = arg.get("count", 1)
    things = _things_of_kinds(ctx.rules, ctx.player, kinds)
    if count == "all":
        for thing in things:
            remove_thing(ctx, thing)
        ctx.emit("lost_items", items=things)
        return
    for _ in range(int(count)):
        things = _things_of_kinds(ctx.rules, ctx.player, kinds)
        if things:
            thing = things[ctx.ask("lose-which", things)]
            remove_thing(ctx, thing)
            ctx.emit("lost_item", item=thing)
        else:
            kind = kinds[0]
            lose(ctx, {}, {kind if kind in ("horse", "friend", "magic-item", "amulet") else "item": 1})


def _set_fate(fate: str) -> Callable[[Ctx, Any], None]:
    def handler(ctx: Ctx, arg) -> None:
        ctx.fate = fate
    return handler


def op_place_card(ctx: Ctx, target) -> None:
    if target == "neighbour":
        options = list(ctx.rules.board.neighbours_of(ctx.field)) if ctx.field in ctx.rules.board.index else []
        target = options[ctx.ask("place-card", options)] if options else ctx.field
    ctx.fate, ctx.fate_target = "placed", target


def op_keep_card(ctx: Ctx, arg) -> None:
    ctx.fate = "keep"


def op_befriend(ctx: Ctx, arg) -> None:
    ctx.fate = "friend"
    ctx.emit("befriended", card=ctx.card)


def op_trophy(ctx: Ctx, arg) -> None:
    ctx.fate = "trophy"


def op_use_pass(ctx: Ctx, arg) -> None:
    p = ctx.player
    passes = [c for c in p.trophies if ctx.rules.cards[c].attrs.get("treasure_pass")]
    if not passes:
        raise Abort()
    used = passes[ctx.ask("use-pass", passes)]
    p.trophies.remove(used)
    ctx.state.discard.append(used)
    ctx.emit("used_pass", card=used)


def op_destroy_opponent(ctx: Ctx, arg) -> None:
    ctx.fate = "discard"
    ctx.cancelled = True
    ctx.emit("destroyed", card=ctx.card)


def op_discard_self(ctx: Ctx, arg) -> None:
    if ctx.source:
        remove_thing(ctx, ctx.source)
        ctx.emit("used_up", source=ctx.source)


def op_cancel_card(ctx: Ctx, arg) -> None:
    ctx.cancelled = True
    ctx.fate = ctx.fate or "field"


def op_send_card(ctx: Ctx, arg) -> None:
    board = ctx.rules.board
    if ctx.field not in board.index:
        return
    steps = int(arg.get("steps") or ctx.roll(_roll_expr(arg.get("dice", "d6")), "send card"))
    lock = board.region(ctx.field) if arg.get("within_world") else None
    options = sorted({m.dest for m in legal_moves(board, ctx.field, steps, world_lock=lock) if not m.in_passing})
    if options:
        ctx.fate, ctx.fate_target = "placed", options[ctx.ask("send-card", options)]
        ctx.cancelled = True
        ctx.emit("sent_card", card=ctx.card, to=ctx.fate_target)


def op_give_card(ctx: Ctx, arg) -> None:
    others = [i for i, q in enumerate(ctx.state.players) if i != ctx.who and q.board != OUT and q.board == ON_MAIN]
    if not others or ctx.card is None:
        return
    target = others[ctx.ask("give-card", others)]
    ctx.cancelled = True
    ctx.fate = "held"  # the other player's resolution settles it
    sub = Ctx(ctx.rules, ctx.state, ctx.dice, ctx.decide, target, ctx.events, field=ctx.state.players[target].position,
              depth=ctx.depth + 1)
    try:
        resolve_card(sub, ctx.card)
    except PlayerOut:
        pass


def hand_in_here(ctx: Ctx) -> None:
    """Carried cards that can be handed in (or used) on this field (feathers at the inn…)."""
    p = ctx.player
    if not (p.cards or p.trophies or p.friends):
        return
    having = ctx.rules.hand_in_cards()
    for card_id in [c for group in (p.cards, p.trophies, p.friends) for c in group if c in having]:
        card = ctx.rules.cards.get(card_id)
        places = [h for h in (card.attrs.get("hand_in") or ()) if h.get("field") == p.position] if card else []
        if not places or not ctx.yes("hand-in", card=card_id, field=p.position):
            continue
        place = places[0]
        remove_thing(ctx, card_id)
        ctx.emit("handed_in", card=card_id, field=p.position)
        reward = {k: int(place[k]) for k in ("thalers", "experience") if place.get(k)}
        if reward:
            gain(ctx, reward)
        run(ctx, place.get("effects"))


"""Ops on things and cards: items taken or lost, a card's fate, cards sent or given."""

from __future__ import annotations

from pnpkit.games.amber.rules.card_play import resolve_card
from pnpkit.games.amber.rules.carrying import (
    _things_of_kinds,
    enforce_carry_limit,
    remove_thing,
    stow,
    take_item,
)
from pnpkit.games.amber.rules.context import Abort, Ctx, PlayerOut
from pnpkit.games.amber.rules.dispatch import _roll_expr, run
from pnpkit.games.amber.rules.movement import legal_moves
from pnpkit.games.amber.rules.points import gain, lose
from pnpkit.games.amber.rules.state import ON_MAIN, OUT
from pnpkit.games.amber.rules.vocabulary import OPPONENT_KINDS

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot referee command does not import typing
    from collections.abc import Callable

op_take_item = take_item  # its yes or no (was there one left) is for the other callers


def op_lose_item(ctx: Ctx, item_id) -> None:
    p = ctx.player
    if item_id in p.items or item_id in p.friends or item_id in p.cards:
        remove_thing(ctx, item_id)
        ctx.emit("lost_item", item=item_id)
        return
    info = ctx.rules.item(item_id)
    kind = "item" if info is None else "horse" if "horse" in info.traits else info.kind
    lose(ctx, {}, {kind if kind in ("horse", "friend", "magic-item", "amulet") else "item": 1})


def _chooser(ctx: Ctx, arg) -> Callable[[str, list], int]:
    """Who picks what is lost: you, or (``chooser: next``, №100) the player after you."""
    if arg.get("chooser") != "next":
        return ctx.ask
    namer = ctx.next_player()
    if namer is None:
        return ctx.ask

    def ask(question: str, options: list) -> int:
        choice = ctx.decide(ctx.state, namer, question, options, {"for": ctx.player.name})
        return choice if 0 <= choice < len(options) else 0
    return ask


def op_lose_items(ctx: Ctx, arg) -> None:
    kinds = tuple(arg["kinds"])
    pick = _chooser(ctx, arg)
    count = arg.get("count", 1)
    things = _things_of_kinds(ctx.rules, ctx.player, kinds)
    if count == "all":
        for thing in things:
            remove_thing(ctx, thing)
            _under(ctx, arg, thing)
        ctx.emit("lost_items", items=things)
        return
    for _ in range(int(count)):
        things = _things_of_kinds(ctx.rules, ctx.player, kinds)
        if things:
            thing = things[pick("lose-which", things)]
            remove_thing(ctx, thing)
            _under(ctx, arg, thing)
            ctx.emit("lost_item", item=thing)
        else:
            kind = kinds[0]
            lose(ctx, {}, {kind if kind in ("horse", "friend", "magic-item", "amulet") else "item": 1})


#: the ops that only say where the card goes after it is done: op -> the card's fate (the
#: engine's handler of each sets it)
FATES = {"keep_card": "keep", "trophy": "trophy", "discard_card": "discard", "leave_card": "field",
         "return_card": "deck"}


def op_place_card(ctx: Ctx, target) -> None:
    if target == "neighbour":
        options = list(ctx.rules.board.neighbours_of(ctx.field)) if ctx.field in ctx.rules.board.index else []
        target = options[ctx.ask("place-card", options)] if options else ctx.field
    ctx.fate, ctx.fate_target = "placed", target
    if target != ctx.field:  # where the card went is told (the Bison's prairie, a neighbour field)
        ctx.emit("sent_card", card=ctx.card, to=target)


def op_befriend(ctx: Ctx, arg) -> None:
    """A friend joins only if the player agrees (seed 000 leaves taking him along to the
    player); left behind, his card stays on the field."""
    if ctx.card is not None and not ctx.yes("befriend", card=ctx.card):
        ctx.fate = ctx.fate or "field"
        return
    ctx.fate = "friend"
    ctx.emit("befriended", card=ctx.card)
    op_take_under(ctx, None)  # №25: who befriends the pioneer gets what lies under his card


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


def op_follower_fight(ctx: Ctx, arg) -> None:
    """№41: the carried opponent (the trigger's source) comes at you again now — after the
    snake or dragon it follows you to; beaten, his card is discarded (the card says so)."""
    p, card_id = ctx.player, ctx.source
    if card_id is None or card_id not in p.cards or p.board == OUT:
        return
    p.cards.remove(card_id)
    ctx.emit("follower", card=card_id, status="snake-follower")
    resolve_card(ctx, card_id)


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
    sub = ctx.of(target)
    try:
        resolve_card(sub, ctx.card)
    except PlayerOut:
        pass


def hand_in_here(ctx: Ctx) -> None:
    """Carried cards that can be handed in (or used) on this field (feathers at the inn…)."""
    p = ctx.player
    having = ctx.rules.hand_in_cards()
    for card_id in [c for group in (p.cards, p.trophies, p.friends) for c in group if c in having]:
        place = ctx.rules.hand_in_place(card_id, p.position)
        if place is None or not ctx.yes("hand-in", card=card_id, field=p.position):
            continue
        remove_thing(ctx, card_id)
        ctx.emit("handed_in", card=card_id, field=p.position)
        reward = {k: int(place[k]) for k in ("thalers", "experience") if place.get(k)}
        if reward:
            gain(ctx, reward)
        run(ctx, place.get("effects"))


def op_card_pool(ctx: Ctx, arg) -> None:
    """Points laid on the current card (№132: the werewolf grows by the 2 ПС he took);
    ``reset`` gives them back to the supply."""
    if ctx.card is None:
        return
    pools = ctx.state.card_pools
    if arg == "reset":
        for key in [k for k in pools if k.startswith(f"{ctx.card}:") and not k.endswith(":hex")]:
            del pools[key]
        return
    for stat, n in dict(arg).items():
        pools[f"{ctx.card}:{stat}"] = pools.get(f"{ctx.card}:{stat}", 0) + int(n)
    ctx.emit("card_grows", card=ctx.card, points=dict(arg))


def op_hex(ctx: Ctx, arg) -> None:
    """№29, №96: a hex on an opponent's card lying on a field (any, or yours and the
    neighbouring ones): in battle its points double, except against the one who laid it."""
    rules, state, p = ctx.rules, ctx.state, ctx.player
    board = rules.board
    near = None
    if arg.get("reach") == "near" and p.position in board.index:
        near = {p.position, *board.neighbours_of(p.position)}
    options = sorted({c for f, cards in state.on_fields.items() if near is None or f in near for c in cards
                      if c in rules.cards and rules.cards[c].kind in OPPONENT_KINDS
                      and f"{c}:hex" not in state.card_pools})
    if not options:
        raise Abort()
    target = options[ctx.ask("hex", options)]
    state.card_pools[f"{target}:hex"] = ctx.who + 1
    ctx.emit("hexed", card=target)


def op_break_items(ctx: Ctx, arg) -> None:
    """№88: your items (not an owner's) stop working until each is mended at a shop that
    sells it (one sold nowhere: at any shop)."""
    p = ctx.player
    broken = [i for i in p.items if ctx.rules.item(i) and not ctx.rules.item(i).owner]
    p.statuses.update({f"broken:{item_id}": -1 for item_id in broken})
    ctx.emit("items_broken", items=broken)


def _under(ctx: Ctx, arg, thing: str) -> None:
    """``under: true``: a thing lost goes under the current card (№25, №43) instead of
    back to the item field or the discard pile; kept as ``CARD:under:THING`` counts."""
    if not arg.get("under") or ctx.card is None:
        return
    state = ctx.state
    if thing in ctx.rules.cards:
        if thing in state.discard:
            state.discard.remove(thing)
    elif state.item_field.get(thing, 0) > 0:
        state.item_field[thing] -= 1
    key = f"{ctx.card}:under:{thing}"
    state.card_pools[key] = state.card_pools.get(key, 0) + 1


def op_take_under(ctx: Ctx, arg) -> None:
    """Everything under the current card goes to the traveller (№43 beaten: his loot)."""
    if ctx.card is None:
        return
    pools, p = ctx.state.card_pools, ctx.player
    prefix = f"{ctx.card}:under:"
    found = [k for k in pools if k.startswith(prefix)]
    if not found:
        return
    taken = []
    for key in sorted(found):
        thing, n = key[len(prefix):], pools.pop(key)
        for _ in range(n):
            card = ctx.rules.cards.get(thing)
            if card is None:  # a shop's thing: a hired friend or an item
                stow(ctx.rules, p, thing)
            else:
                (p.friends if card.kind == "friend" else p.cards).append(thing)
            taken.append(thing)
    ctx.emit("took_under", card=ctx.card, things=taken)
    enforce_carry_limit(ctx)


def op_trophy_deadline(ctx: Ctx, tours) -> None:
    """№24 ХАМЕЛЕОН: the trophy just won must be handed in within ``tours`` of your turns
    (the one you won it in not counted), else it comes back to life where you stand then
    (seed 000, №24: the skin kept past three turns, «Хамелеон оживает»)."""
    card = ctx.rules.cards.get(ctx.card) if ctx.card else None
    if card is None:
        return
    p = ctx.player
    p.statuses["trophy-deadline"] = int(tours)
    p.statuses["trophy-deadline:card"] = card.number
    if ctx.who == ctx.state.turn:
        p.statuses["trophy-deadline:fresh"] = 1
    ctx.emit("trophy_deadline", card=card.id, turns=int(tours))


def trophy_deadline_over(ctx: Ctx) -> None:
    """The deadline of :func:`op_trophy_deadline` is over: a trophy still carried lies on
    the player's field (beside it on a Провал, where no card lies) and fights whoever comes."""
    rules, state, p = ctx.rules, ctx.state, ctx.player
    number = p.statuses.get("trophy-deadline:card")
    card_id = next((c for c in p.trophies if c in rules.cards and rules.cards[c].number == number), None)
    if card_id is None or p.board != ON_MAIN or p.position not in rules.board.index:
        return
    p.trophies.remove(card_id)
    spot = p.position
    if rules.board.role(spot) == "provaly":
        spot = next((f for f in rules.board.neighbours_of(spot) if rules.board.role(f) != "provaly"), spot)
    state.on_fields.setdefault(spot, []).append(card_id)
    ctx.emit("revived", card=card_id, field=spot)

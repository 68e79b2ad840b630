"""What a traveller carries: the limit of things, one magic item, taking and losing them."""

from __future__ import annotations

from pnpkit.games.amber.rules.context import CARRIED_KINDS, Ctx
from pnpkit.games.amber.rules.points import _return_item, apply_caps, put_back
from pnpkit.games.amber.rules.rules import AmberRules
from pnpkit.games.amber.rules.state import ON_MAIN, PlayerState


def carried_count(rules: AmberRules, p: PlayerState) -> int:
    return len(_things_of_kinds(rules, p, CARRIED_KINDS, owners=True))


#: how many things more a friend carries when his card says nothing (the squire's says 2)
FRIEND_CARRIES = 1


def carry_limit(rules: AmberRules, p: PlayerState) -> int:
    """How many things ``p`` may carry: 4 on his own (seed 000), plus what each carrier
    brings — the horse's ``carries`` (2: «до 6 вещей»), a friend's ``carries`` on his
    card (the squire: 2), any other friend :data:`FRIEND_CARRIES`."""
    limit = int(rules.value("max_items"))
    limit += sum(info.carries for i in p.items if (info := rules.item(i)) is not None and i not in p.friends)
    for f in p.friends:
        card = rules.cards.get(f)
        if card is not None:
            limit += int((card.attrs or {}).get("carries") or FRIEND_CARRIES)
        else:
            info = rules.item(f)
            limit += (info.carries if info is not None and info.carries else FRIEND_CARRIES)
    return limit


def magic_items(rules: AmberRules, p: PlayerState) -> list[str]:
    """The magic items ``p`` carries, bought or kept from a card."""
    return _things_of_kinds(rules, p, ("magic-item",), owners=True)


def carrier_lost(ctx: Ctx) -> None:
    """A friend or a horse is gone: what he carried beyond the new limit stays behind."""
    if ctx.player.board == ON_MAIN:
        enforce_carry_limit(ctx)


def enforce_carry_limit(ctx: Ctx) -> None:
    """At most :func:`carry_limit` things, and only one magic item at a time: the
    surplus stays on the field, shop items and cards alike."""
    rules, p = ctx.rules, ctx.player
    magic = magic_items(rules, p)
    while len(magic) > 1:
        drop = magic[ctx.ask("drop-magic-item", magic)]
        magic.remove(drop)
        _leave_behind(ctx, drop)
        ctx.emit("dropped", item=drop, rule="one-magic-item")
    limit = carry_limit(rules, p)
    while carried_count(rules, p) > limit:
        options = _things_of_kinds(rules, p, CARRIED_KINDS)  # an owner's item is never dropped
        if not options:
            break
        drop = options[ctx.ask("drop-item", options, limit=limit)]
        _leave_behind(ctx, drop)
        ctx.emit("dropped", item=drop, rule="carry-limit")


def _leave_behind(ctx: Ctx, drop: str) -> None:
    """A thing too many stays on the traveller's field, a shop's item as much as a card
    (seed 000 and rulebook §5.3; issue #30, 9): the next traveller there may pick it up."""
    p, board = ctx.player, ctx.rules.board
    item = drop in p.items
    (p.items if item else p.cards).remove(drop)
    # nothing lies on a Провал (it would be resolved instead of it): an item goes back
    if item and (p.board != ON_MAIN or p.position not in board.index or board.role(p.position) == "provaly"):
        _return_item(ctx.state, drop)
    else:
        ctx.state.on_fields.setdefault(p.position, []).append(drop)


def pick_up(ctx: Ctx, item_id: str) -> None:
    """A shop's item left lying on a field: the traveller who stops there may take it
    (within what he can carry); otherwise it stays."""
    p = ctx.player
    if not ctx.yes("take-item", item=item_id):
        ctx.state.on_fields.setdefault(ctx.field or p.position, []).append(item_id)
        ctx.emit("left_on_field", cards=[item_id], field=ctx.field or p.position)
        return
    _stow(ctx, item_id)


def take_item(ctx: Ctx, item_id: str) -> bool:
    state = ctx.state
    if state.item_field.get(item_id, 0) <= 0:
        ctx.emit("item_unavailable", item=item_id)
        return False
    state.item_field[item_id] -= 1
    _stow(ctx, item_id)
    return True


def stow(rules: AmberRules, p: PlayerState, item_id: str) -> None:
    """A shop's item joins the traveller: a hired friend among his friends, else his items."""
    info = rules.item(item_id)
    (p.friends if info is not None and info.kind == "friend" else p.items).append(item_id)


def _stow(ctx: Ctx, item_id: str) -> None:
    stow(ctx.rules, ctx.player, item_id)
    ctx.emit("took_item", item=item_id)
    enforce_carry_limit(ctx)


def friend_stays(ctx: Ctx, friend: str, field_id: str) -> None:
    """A friend leaves the traveller and stays on ``field_id`` (a hired one goes back to
    the item field)."""
    ctx.player.friends.remove(friend)
    if friend in ctx.rules.cards:
        ctx.state.on_fields.setdefault(field_id, []).append(friend)
    else:
        _return_item(ctx.state, friend)


def _things_of_kinds(rules: AmberRules, p: PlayerState, kinds, owners: bool = False) -> list[str]:
    """Items (an owner's too with ``owners``), carried cards and friends of ``kinds``."""
    out = [i for i in p.items if (info := rules.item(i)) and info.kind in kinds and (owners or not info.owner)]
    out += [c for c in p.cards if c in rules.cards and rules.cards[c].kind in kinds]
    if "friend" in kinds:
        out += list(p.friends)
    return out


def remove_thing(ctx: Ctx, thing: str) -> None:
    p = ctx.player
    if thing in p.items:
        p.items.remove(thing)
        _return_item(ctx.state, thing)
        info = ctx.rules.item(thing)
        regent = ctx.rules.game.index("items")[thing].attrs.get("regent") if info else None
        if regent and regent in p.regent:  # a lost crown: back under the cap of 14
            p.regent.remove(regent)
            apply_caps(p, ctx.rules.value("stat_cap"))
        if info is not None and "horse" in info.traits:
            carrier_lost(ctx)
    elif (bag := next((b for b in (p.friends, p.cards, p.trophies) if thing in b), None)) is not None:
        bag.remove(thing)
        put_back(ctx.rules, ctx.state, thing)  # a card (a trophy is one) to the discard, a hired friend back
        if bag is p.friends:
            carrier_lost(ctx)

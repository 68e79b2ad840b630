"""Setting your friend on another traveller (seed 000, «Друзья»; issue #30, 6): the fight
(the action and its offers are rules.friends').

Standing on one field with another traveller, you may have him do your friend's card:
a female traveller met by the jealous witch (№3) goes to the inn; with any other friend
he fights the friend, with every means he has (amulets, a grenade, his own friends,
items).  The friend wins: the loser's 1 ПЖ and the win are yours.  A draw: the friend
leaves you and stays on that field.  The friend loses: he dies (his card to the discard;
a hired one back to the item field) and nothing more is paid — the seeds are silent
there, our reading is in the rulebook's notes.  A friend «в битвах не участвует»
(``fights: none``, the pocket spy) is set on nobody.
"""

from __future__ import annotations

from contextlib import suppress

from pnpkit.games.amber.rules import combat
from pnpkit.games.amber.rules.card_play import resolve_field
from pnpkit.games.amber.rules.carrying import carrier_lost, friend_stays, remove_thing
from pnpkit.games.amber.rules.conditions import friend_rules
from pnpkit.games.amber.rules.context import Ctx, PlayerOut
from pnpkit.games.amber.rules.engine import SET_THIS_TURN
from pnpkit.games.amber.rules.points import gain, kill


def set_friend(ctx: Ctx, target: int, friend: str) -> None:
    """Play :class:`SetFriend` (checked by the engine); the turn goes on."""
    rules, state, p = ctx.rules, ctx.state, ctx.player
    q = state.players[target]
    p.statuses[SET_THIS_TURN] = 1  # counted down at this turn's end
    ctx.emit("friend_set", friend=friend, target=q.name)
    sub = ctx.of(target)
    card = rules.cards.get(friend)
    send_to = friend_rules(rules, friend).get("sends_women_to")
    if send_to and q.sex == "female" and send_to in rules.board.index:  # №3: the witch sends her to the inn
        q.position, q.world = send_to, rules.board.region(send_to)
        sub.emit("moved_to", field=send_to)
        with suppress(PlayerOut):
            resolve_field(sub, send_to)
        return
    sub.card = friend if card is not None else None
    stats = dict(combat.friend_stats(rules, friend))
    before = len(ctx.events)
    # the fights' op module, loaded when a friend fights (a roll without one never imports it)
    from pnpkit.games.amber.rules.fights import op_fight

    try:
        outcome = op_fight(sub, {k: stats[k] for k in ("strength", "mind", "magic") if k in stats})
    except PlayerOut:
        return
    _settle(ctx, target, friend, outcome, sub, before)


def _settle(ctx: Ctx, target: int, friend: str, outcome: str | None, sub: Ctx, before: int) -> None:
    state, p = ctx.state, ctx.player
    q = state.players[target]
    if outcome is None:  # no fight: an amulet threw the card away, a grenade killed him, or he did not attack
        if sub.fate == "discard" and friend in p.friends:
            remove_thing(ctx, friend)
            ctx.emit("friend_died", friend=friend)
        return
    if any(e.kind == "loss_cancelled" for e in ctx.events[before:]):
        return  # the traveller's own means cancelled his loss: nothing changes hands
    if outcome == combat.WIN:  # the traveller beat the friend: the friend dies
        remove_thing(ctx, friend)
        ctx.emit("friend_died", friend=friend)
    elif outcome == combat.DRAW:  # the friend leaves you and stays where the fight was (seed 000)
        friend_stays(ctx, friend, q.position)
        ctx.emit("friend_left", friend=friend, field=q.position)
        carrier_lost(ctx)
    else:  # the friend won: the loser's ПЖ is your trophy (seed 000)
        q.stats["life"] -= 1
        ctx.emit("friend_won", friend=friend, target=q.name, life=1)
        gain(ctx, {"life": 1})
        if q.stats["life"] <= 0:
            kill(ctx.rules, state, target, ctx.events, ctx.dice)

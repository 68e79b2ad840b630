"""Ops where other travellers take part: roll-offs, a traveller sent away, a grenade
thrown at a traveller, a move chosen by the next player (issue #30, 8: steps once left
to the table).  Each other traveller's choice is asked of him through the decider."""

from __future__ import annotations

from contextlib import suppress

from pnpkit.games.amber.rules.card_play import resolve_field
from pnpkit.games.amber.rules.carrying import remove_thing
from pnpkit.games.amber.rules.conditions import ability, travellers_near
from pnpkit.games.amber.rules.context import MAX_DEPTH, Ctx, PlayerOut
from pnpkit.games.amber.rules.dispatch import run
from pnpkit.games.amber.rules.ops_moves import move_player
from pnpkit.games.amber.rules.points import gain, kill
from pnpkit.games.amber.rules.state import ON_MAIN, OUT


def op_roll_off(ctx: Ctx, arg) -> None:
    """Everyone named rolls a die; the best rolls again among themselves until one is
    highest.  The winner takes ``prize`` (from the supply); ``effects`` run for the
    drawing player with the winner as the traveller met (``pay … to: player``)."""
    players = ctx.state.players
    rolling = [i for i, q in enumerate(players) if q.board != OUT and (arg.get("among") == "all" or i != ctx.who)]
    if not rolling:
        return
    for _ in range(20):
        rolls = {i: ctx.dice.roll("1d6", "roll-off").total for i in rolling}
        top = max(rolls.values())
        ctx.emit("roll_off", rolls={players[i].name: r for i, r in rolls.items()})
        rolling = [i for i in rolling if rolls[i] == top]
        if len(rolling) == 1:
            break
    winner = rolling[0]
    ctx.emit("roll_off_won", winner=players[winner].name)
    if arg.get("prize"):
        with suppress(PlayerOut):
            gain(ctx.of(winner), dict(arg["prize"]))
    if arg.get("effects"):
        saved, ctx.other = ctx.other, (winner if winner != ctx.who else None)
        try:
            run(ctx, arg["effects"])
        finally:
            ctx.other = saved


def op_send_other(ctx: Ctx, field_id) -> None:
    """The traveller met goes to ``field_id`` and does it (№10: to the Temple of Baal)."""
    if ctx.other is None or field_id not in ctx.rules.board.index:
        return
    other, sub = ctx.state.players[ctx.other], ctx.of(ctx.other)
    other.position = field_id
    other.world = ctx.rules.board.region(field_id)
    sub.emit("moved_to", field=field_id)
    if ctx.depth < MAX_DEPTH * 3:
        with suppress(PlayerOut):
            resolve_field(sub, field_id)


def op_grenade_traveller(ctx: Ctx, arg) -> None:
    """A grenade thrown at a traveller here or one field away (seed 000, №69 and the
    shop's grenade): he loses 1 ПЖ, or one of his friends dies — the thrower chooses."""
    targets = travellers_near(ctx.rules, ctx.state, ctx.player)
    if not targets:
        return
    target = targets[ctx.ask("grenade-target", targets)]
    q = ctx.state.players[target]
    options: list = [None, *q.friends]
    hit = options[ctx.ask("grenade-hit", options, target=q.name)] if q.friends else None
    if hit is None:
        q.stats["life"] -= 1
        ctx.emit("grenade", target=q.name, life=1)
        if q.stats["life"] <= 0:
            kill(ctx.rules, ctx.state, target, ctx.events, ctx.dice)
    else:
        sub = ctx.of(target)
        remove_thing(sub, hit)
        ctx.emit("grenade", target=q.name, friend=hit)


def _within(rules, start: str, steps: int) -> list[str]:
    """Fields at most ``steps`` away from ``start`` along the board's edges (no Провал); the
    main board's edges go both ways, so the steps to ``start`` are the steps from it."""
    board = rules.board
    dist = board.distances_to(board.index[start])
    return sorted(f for j, f in enumerate(board.ids) if 0 < dist[j] <= steps and board.roles[j] != "provaly")


def op_moved_by_next(ctx: Ctx, arg) -> None:
    """№66: the next player sets your figure on any field at most ``steps`` away; you do it."""
    p = ctx.player
    namer = ctx.next_player()
    if p.board != ON_MAIN or p.position not in ctx.rules.board.index or namer is None:
        return
    options = _within(ctx.rules, p.position, int(arg["steps"]))
    if not options or ability(ctx.rules, p, "untouchable"):
        return
    choice = ctx.decide(ctx.state, namer, "set-figure", options, {"for": p.name})
    move_player(ctx, options[choice if 0 <= choice < len(options) else 0])

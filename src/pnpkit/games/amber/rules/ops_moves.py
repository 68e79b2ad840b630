"""Ops that move the traveller: teleports, holds, the Temple and Pass walks, the Провалы;
and the ops where other travellers take part (issue #30, 8: steps once left to the
table): roll-offs, a traveller sent away, a grenade thrown at a traveller, a move chosen
by the next player.  Each other traveller's choice is asked of him through the decider."""

from __future__ import annotations

from pnpkit.games.amber.rules.card_play import resolve_field
from pnpkit.games.amber.rules.carrying import carrier_lost, friend_stays, remove_thing
from pnpkit.games.amber.rules.conditions import ability, travellers_near, usable
from pnpkit.games.amber.rules.context import MAX_DEPTH, Ctx, PlayerOut
from pnpkit.games.amber.rules.dispatch import _roll_expr, _row_for, run
from pnpkit.games.amber.rules.effect_walk import iter_ops
from pnpkit.games.amber.rules.points import _return_item, gain, kill, lose
from pnpkit.games.amber.rules.rules import AmberRules
from pnpkit.games.amber.rules.state import CAPPED, IN_KINGDOM, ON_MAIN, OUT


def move_player(ctx: Ctx, field_id: str, *, resolve: bool = True) -> None:
    p = ctx.player
    board = ctx.rules.board
    if field_id == "start":
        character = next((c for c in ctx.rules.game.characters if c.id == p.traveller), None)
        field_id = character.attrs.get("start", p.position) if character else p.position
    elif field_id in ("neighbour", "choose", "choose-world"):
        here = p.position in board.index
        if field_id == "neighbour":  # the Ninja vanishes to a neighbouring field
            options = [f for f in board.neighbours_of(p.position) if board.role(f) != "provaly"] if here else []
        else:
            world = board.region(p.position) if here and field_id == "choose-world" else None
            options = [f for f in _teleport_fields(ctx.rules, world) if f != p.position]
        if not options:
            return
        # the Ninja's escape is a move only: its answers must not promise the fields' effects
        field_id = options[ctx.ask("teleport", options, **({} if resolve else {"resolve": False}))]
    if field_id not in ctx.rules.board.index:
        ctx.emit("unknown_field", field=field_id)
        return
    ctx.moved = True
    p.position = field_id
    p.world = ctx.rules.board.region(field_id)
    ctx.emit("moved_to", field=field_id)
    if resolve and ctx.depth < MAX_DEPTH * 3:
        sub = Ctx(ctx.rules, ctx.state, ctx.dice, ctx.decide, ctx.who, ctx.events, depth=ctx.depth + 2)
        resolve_field(sub, field_id)


def _teleport_fields(rules: AmberRules, world: str | None) -> tuple[str, ...]:
    """Fields a teleport may choose (not a Провал), within ``world`` when given."""
    board = rules.board
    return rules.memoised(("teleport", world), lambda: tuple(
        f for f in board.ids if board.role(f) != "provaly" and (world is None or board.region(f) == world)))


def op_go_to(ctx: Ctx, arg) -> None:
    if isinstance(arg, str):
        move_player(ctx, arg)
    else:
        move_player(ctx, arg["field"], resolve=arg.get("resolve", True))


def op_skip_turns(ctx: Ctx, n) -> None:
    ctx.player.skip += int(n)
    ctx.emit("skips", turns=int(n))


def op_held(ctx: Ctx, arg) -> None:
    low, high = arg["release"]
    hold = (arg.get("dice", "d6"), int(low), int(high))
    # each_turn: the field's conditions are done on every turn still held (seed 000, №188)
    ctx.player.held = (*hold, True) if arg.get("each_turn") else hold
    ctx.emit("held", release=[low, high])


def op_walk(ctx: Ctx, arg) -> None:
    """The Temple / the Pass: sector 1, then roll and move round the 8 sectors doing each,
    out only by landing exactly on the last one; no items or abilities.  Each sector's text
    is told when the walk reaches it (the referee names it)."""
    sectors = arg["sectors"]
    last = len(sectors) - 1
    saved = ctx.no_items
    ctx.no_items = True
    try:
        here = 0
        ctx.emit("sector", number=1, text=sectors[0].get("text", ""))
        run(ctx, sectors[0].get("effects"))
        for _ in range(60):  # out by landing on the last sector (at least two, by the schema)
            if ctx.moved or ctx.player.board == OUT:
                return
            step = ctx.roll("1d6", "walk")
            here = (here + step) % len(sectors)
            ctx.emit("sector", number=here + 1, roll=step, text=sectors[here].get("text", ""))
            if here == last:
                break
            run(ctx, sectors[here].get("effects"))
        ctx.emit("walk_exit", to=arg["exit"])
        ctx.no_items = saved
        exit_effects = sectors[last].get("effects")
        if exit_effects and any(op == "go_to" for op, _ in iter_ops(exit_effects)):
            run(ctx, exit_effects)
        else:
            move_player(ctx, arg["exit"])
    finally:
        ctx.no_items = saved


def op_provaly(ctx: Ctx, arg) -> None:
    """A Провал: with all four own stats at the threshold and nothing in the bag you may
    try; the die (``original``; none in ``simplified``, seed 002) sends you through,
    throws you back or to another Провал; not going through costs the Провал's
    penalty.  One attempt per tour."""
    rules, state, p = ctx.rules, ctx.state, ctx.player
    field_id = ctx.field or p.position
    threshold = rules.provaly_threshold(field_id)
    eligible = (not state.provaly_closed and p.provaly_tour != state.tour
                and all(p.stats[s] >= threshold for s in CAPPED))
    entered = False
    if not eligible:  # say why the Провал stays shut, with the numbers
        _say_shut(ctx, threshold)
    if eligible and ctx.yes("provaly", threshold=threshold):
        p.provaly_tour = state.tour
        friends_stay_behind(ctx)
        if not rules.value("provaly_die"):  # seed 002: the thresholds met, the Провал lets you in
            enter_kingdom(ctx)
            return
        total = ctx.roll(_roll_expr(arg.get("dice", "d6")), "provaly")
        ctx.emit("provaly_roll", total=total, threshold=threshold)
        row = _row_for(arg.get("rows", ()), total)
        # amulet №8 «Ключ Провала»: the attempt's die may be rolled again once (the attempt: once a tour)
        key = next(iter(_flagged(ctx, "provaly_reroll")), None)
        enters = row is not None and any(op == "enter_kingdom" for op, _ in iter_ops(row.get("effects")))
        if key and not enters and ctx.yes("provaly-reroll", roll=total, source=key):
            total = ctx.roll(_roll_expr(arg.get("dice", "d6")), "provaly")
            ctx.emit("provaly_rerolled", roll=total, source=key)
            row = _row_for(arg.get("rows", ()), total)
        ctx.provaly = {"spot": ctx.provaly.get("spot")}
        if row is not None:
            run(ctx, row.get("effects"))
        entered = ctx.provaly.get("entered", False)
    if not entered and arg.get("refuse") and p.board == ON_MAIN:
        lose(ctx, dict(arg["refuse"]))


def _flagged(ctx: Ctx, flag: str) -> list[str]:
    """The player's usable items whose catalogue entry carries ``flag`` (amulet №8)."""
    items = ctx.rules.game.index("items")
    return [i for i in ctx.player.items if i in items and (items[i].attrs or {}).get(flag)
            and usable(ctx.rules, ctx.player, i)]


def _say_shut(ctx: Ctx, threshold: int) -> None:
    state, p = ctx.state, ctx.player
    if state.provaly_closed:
        ctx.emit("provaly_shut", reason="closed")
    elif p.provaly_tour == state.tour:
        ctx.emit("provaly_shut", reason="tried")
    else:
        short = {s: p.stats[s] for s in CAPPED if p.stats[s] < threshold}
        ctx.emit("provaly_short", threshold=threshold, short=short)


def op_thrown_back(ctx: Ctx, arg) -> None:
    p = ctx.player
    options = [f for f in ctx.rules.board.neighbours_of(p.position) if ctx.rules.board.role(f) != "provaly"]
    if options:
        move_player(ctx, options[ctx.ask("thrown-back", options)], resolve=False)
    ctx.emit("thrown_back")


def op_enter_kingdom(ctx: Ctx, arg) -> None:
    enter_kingdom(ctx)
    ctx.provaly["entered"] = True


def _spot_beside(ctx: Ctx) -> str:
    """The neighbouring field (never a Провал) where what may not go through waits; asked
    once per attempt (seed 000, the Провалы: without friends and things)."""
    rules, p = ctx.rules, ctx.player
    known = ctx.provaly.get("spot")
    if known:
        return known
    spots = [f for f in rules.board.neighbours_of(p.position) if rules.board.role(f) != "provaly"] \
        if p.position in rules.board.index else []
    spot = spots[ctx.ask("friends-stay", spots)] if spots else p.position
    ctx.provaly["spot"] = spot
    return spot


def friends_stay_behind(ctx: Ctx) -> None:
    """Friends never go through a Провал: at the first attempt they wait beside it, on a
    neighbouring field the player picks (seed 000, the Провалы); what they carried beyond
    the limit waits there too."""
    p = ctx.player
    if not p.friends:
        return
    spot = _spot_beside(ctx)
    for friend in list(p.friends):
        friend_stays(ctx, friend, spot)
        ctx.emit("friend_left", friend=friend, field=spot)
    carrier_lost(ctx)


def enter_kingdom(ctx: Ctx) -> None:
    """Through a Провал: friends and things stay behind (items back to the item field, one
    by one, said; carried cards on the neighbouring field with the friends, never on the
    Провал itself, where they would be done instead of it: issue #30, 12)."""
    rules, state, p = ctx.rules, ctx.state, ctx.player
    friends_stay_behind(ctx)  # already done at the attempt, unless a card sends you through
    if rules.value("provaly_bag_empty"):
        kept = set(_flagged(ctx, "through_provaly"))  # amulet №8 goes through with you
        for item_id in [i for i in p.items if i not in kept]:
            p.items.remove(item_id)
            _return_item(state, item_id)
            ctx.emit("dropped", item=item_id, rule="provaly")
        if p.cards:
            spot = _spot_beside(ctx)
            for card_id in list(p.cards):
                p.cards.remove(card_id)
                state.on_fields.setdefault(spot, []).append(card_id)
                ctx.emit("dropped", item=card_id, field=spot, rule="provaly")
    p.experience_aside = p.stats["experience"]
    p.stats["experience"] = 0  # put aside: not used beyond the Провал
    p.board = IN_KINGDOM
    p.position = rules.kingdom.start or rules.kingdom.capital or "capital"
    p.kingdom_step = 0
    p.statuses.clear()
    p.held = None
    p.quest = None
    ctx.moved = True
    ctx.emit("entered_kingdom", rule="provaly")


# --- ops where other travellers take part

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
        try:
            gain(ctx.of(winner), dict(arg["prize"]))
        except PlayerOut:
            pass
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
        try:
            resolve_field(sub, field_id)
        except PlayerOut:
            pass


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

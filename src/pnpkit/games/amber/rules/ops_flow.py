"""Ops that branch: table rolls, roulette, repeats, optional and chosen effects, conditions."""

from __future__ import annotations

from pnpkit.games.amber.rules.conditions import has_pass, holds
from pnpkit.games.amber.rules.context import Abort, Ctx
from pnpkit.games.amber.rules.dispatch import _roll_expr, _row_for, run
from pnpkit.games.amber.rules.points import gain


def op_roll(ctx: Ctx, arg) -> None:
    arg = arg or {}
    for _ in range(int(arg.get("times", 1) or 1)):
        if "table" in arg:
            table = ctx.rules.tables.get(arg["table"])
            if table is None:
                return
            total = ctx.roll(_roll_expr(table.dice), table.id)
            row = table.row_for(total)
            ctx.emit("rolled", dice=table.dice, total=total, table=table.id)
            if row is not None:
                run(ctx, row.effects)
        else:
            dice = arg.get("dice", "d6")
            total = ctx.roll(_roll_expr(dice), "table")
            row = _row_for(arg.get("rows", ()), total)
            # the row's own words, so the log tells what the roll gave (a card's table has no id to look up)
            told = {"text": row["text"]} if row is not None and row.get("text") else {}
            if ctx.source:  # a carried card's or item's own roll (№102's cloak): told by its name
                told["source"] = ctx.source
            ctx.emit("rolled", dice=dice, total=total, **told, nothing=row is None or not row.get("effects"))
            if row is not None:
                run(ctx, row.get("effects"))
        if ctx.moved:
            return


def op_guess(ctx: Ctx, arg) -> None:
    pays = {int(k): int(v) for k, v in (arg.get("pays") or {}).items()}
    counts = sorted(pays)
    k = counts[ctx.ask("guess-count", counts)]
    numbers: list[int] = []  # the player names them (the field: «назови одно или два числа»)
    for _ in range(k):
        left = [n for n in range(1, 7) if n not in numbers]
        numbers.append(left[ctx.ask("guess-number", left)])
    numbers.sort()
    total = ctx.roll("1d6", "roulette")
    ctx.emit("roulette", numbers=numbers, total=total)
    if total in numbers:
        gain(ctx, {"thalers": pays[k]})


def op_repeat(ctx: Ctx, arg) -> None:
    for _ in range(int(arg["times"])):
        run(ctx, arg.get("effects"))
        if ctx.moved:
            return


def _affordable(ctx: Ctx, effects) -> bool:
    return _shortfall(ctx, effects) is None


def _shortfall(ctx: Ctx, effects) -> tuple[str, int] | None:
    """What the effects need that the player lacks: ("points", 0), ("pass", 0) or
    ("thalers", the price); None when they can be done."""
    p = ctx.player
    need = 0
    for entry in effects or ():
        if not isinstance(entry, dict):
            continue
        ((op, arg),) = entry.items()
        if op == "pay":
            need += arg if isinstance(arg, int) else int(arg["amount"])
        elif op == "convert" and not arg.get("otherwise"):
            if not all(p.stats.get(s, 0) >= v for s, v in (arg.get("from") or {}).items()):
                return ("points", 0)
        elif op == "use_pass" and not has_pass(ctx.rules, p):
            return ("pass", 0)
    return None if p.stats["thalers"] >= need else ("thalers", need)


def op_may(ctx: Ctx, arg) -> None:
    effects = arg if isinstance(arg, list) else arg.get("effects")
    short = _shortfall(ctx, effects)
    if short is not None:
        if not ctx.in_trigger:  # the offer read out (a field's, a row's) is not left hanging, nor its reason
            ctx.emit("out_of_reach", reason=short[0], need=short[1])
        return
    # a fired trigger's offer names what fired it (a carried card, an item, one's own
    # traveller): a page shows the question alone, and «выполнить это?» must say whose —
    # in a card's fight too (the cloak's «1–3: не видит» was asked as the opponent's card)
    source = (ctx.source or ctx.player.traveller) if ctx.in_trigger else None
    if ctx.yes("may", effects=effects, card=ctx.card, field=ctx.field, **({"source": source} if source else {})):
        try:
            run(ctx, effects)
        except Abort:
            pass
    elif ctx.card is not None and ctx.fate is None and not ctx.in_trigger:
        ctx.fate = "field"  # a card's own offer declined stays; a declined privilege leaves the card as it is


def op_choose(ctx: Ctx, options) -> None:
    usable_options = [o for o in options if _affordable(ctx, o.get("effects"))] or list(options)
    pick = usable_options[ctx.ask("choose", usable_options)]
    try:
        run(ctx, pick.get("effects"))
    except Abort:
        pass


def op_if(ctx: Ctx, arg) -> None:
    met = holds(ctx.rules, ctx.state, ctx.player, arg.get("when"), ctx.fight_arg)
    when = arg.get("when") or {}
    if not met and not arg.get("else") and set(when) == {"at_least"} and not ctx.in_trigger:
        # a chosen step that needs points (a smugglers' cargo: «нужный опыт») says why nothing came of it
        need = {k: int(v) for k, v in when["at_least"].items()}
        ctx.emit("short_of", need=need, have={k: ctx.player.stats.get(k, 0) for k in need})
    run(ctx, arg.get("then" if met else "else"))


def op_manual(ctx: Ctx, arg) -> None:
    """A step left to the table; ``owes`` (data, never read off the words) is what its
    player pays with the referee's ``pay``."""
    if isinstance(arg, str):
        ctx.emit("manual", text=arg)
    else:
        ctx.emit("manual", text=arg["text"], owes=dict(arg.get("owes") or {}))


def op_peek(ctx: Ctx, n) -> None:
    ctx.emit("peek", cards=ctx.state.deck[: int(n)])


def op_nothing(ctx: Ctx, arg) -> None:
    return

"""Ops that change points and money: gain, lose, convert, pay, caps, loans."""

from __future__ import annotations

from pnpkit.games.amber.rules.context import Ctx
from pnpkit.games.amber.rules.dispatch import run
from pnpkit.games.amber.rules.payments import apply_caps, inflation
from pnpkit.games.amber.rules.points import _take_from_fund, check_alive, gain, lose, pay


def op_gain(ctx: Ctx, arg) -> None:
    gain(ctx, {k: v for k, v in arg.items() if k != "from"}, arg.get("from", "supply"))


def op_lose(ctx: Ctx, arg) -> None:
    lose(ctx, dict(arg))


def op_lose_all(ctx: Ctx, stat) -> None:
    p = ctx.player
    if stat == "thalers":
        ctx.state.supply += p.stats["thalers"]
    p.stats[stat] = 0
    ctx.emit("lost_all", stat=stat)
    check_alive(ctx)


def op_convert(ctx: Ctx, arg) -> None:
    p = ctx.player
    source = arg.get("from") or {}
    if all(p.stats.get(s, 0) >= v for s, v in source.items()):
        for s, v in source.items():
            p.stats[s] -= v
            if s == "thalers":
                ctx.state.supply += v
        ctx.emit("converted", give=dict(source), get=dict(arg.get("to") or {}))
        if arg.get("to"):
            gain(ctx, arg["to"])
        check_alive(ctx)
    elif arg.get("otherwise"):
        run(ctx, arg["otherwise"])


def op_pay(ctx: Ctx, arg) -> None:
    if isinstance(arg, int):
        pay(ctx, arg, "supply")
    else:
        pay(ctx, int(arg["amount"]), arg.get("to", "supply"), arg.get("otherwise"))


def op_pay_fraction(ctx: Ctx, arg) -> None:
    num, den = arg["fraction"]
    amount = inflation(ctx.player.stats["thalers"], num, den)
    ctx.emit("inflation", amount=amount, rule="inflation")
    pay(ctx, amount, arg.get("to", "supply"))


def op_cap(ctx: Ctx, arg) -> None:
    p = ctx.player
    if all(p.stats.get(s, 0) < v for s, v in arg.items()):
        ctx.fate = ctx.fate or "field"
        return
    for stat, value in arg.items():
        if p.stats.get(stat, 0) > value:
            if stat == "thalers":
                ctx.state.supply += p.stats[stat] - value
            p.stats[stat] = value
    ctx.emit("capped", to=dict(arg))
    check_alive(ctx)


def op_raise_to(ctx: Ctx, arg) -> None:
    p = ctx.player
    up = {s: v - p.stats.get(s, 0) for s, v in arg.items() if p.stats.get(s, 0) < v}
    if up:
        gain(ctx, up)


def op_restore_start(ctx: Ctx, stats) -> None:
    p = ctx.player
    for stat in stats:
        target = p.start_stats.get(stat, p.stats[stat])
        diff = target - p.stats[stat]
        if stat == "thalers":
            if diff > 0:
                diff = _take_from_fund(ctx.state, "supply", diff)
            else:
                ctx.state.supply += -diff
        p.stats[stat] += diff
    apply_caps(p, ctx.rules.value("stat_cap"))
    ctx.emit("restored", stats=list(stats))
    check_alive(ctx)


def op_merge(ctx: Ctx, arg) -> None:
    p = ctx.player
    total = sum(p.stats[s] for s in arg["stats"])
    for s in arg["stats"]:
        p.stats[s] = 0
    p.stats[arg["into"]] = total
    apply_caps(p, ctx.rules.value("stat_cap"))
    ctx.emit("merged", into=arg["into"], total=total)


def op_loan(ctx: Ctx, arg) -> None:
    p, state = ctx.player, ctx.state
    if p.debts:
        owed = sum(a + i for a, i in p.debts)
        if p.stats["thalers"] >= owed and ctx.yes("repay-loan", owed=owed):
            for principal, interest in p.debts:
                p.stats["thalers"] -= principal + interest
                state.supply += principal
                state.bank += interest
            ctx.emit("repaid", amount=owed)
            p.debts = []
        return
    amounts = [0] + [int(a) for a in arg["amounts"]]
    amount = amounts[ctx.ask("loan", amounts)]
    if amount:
        amount = _take_from_fund(state, "supply", amount)
        interest = -(-amount * int(ctx.rules.value("loan_interest")) // 100)
        p.stats["thalers"] += amount
        p.debts.append((amount, interest))
        ctx.emit("loan", amount=amount, interest=interest)

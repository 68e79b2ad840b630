"""Ops that change who the traveller is: alignment, statuses, quests, regency, tickets."""

from __future__ import annotations

from pnpkit.games.amber.rules.carrying import carrier_lost
from pnpkit.games.amber.rules.conditions import friend_rules
from pnpkit.games.amber.rules.context import Ctx
from pnpkit.games.amber.rules.dispatch import run
from pnpkit.games.amber.rules.effect_walk import iter_ops
from pnpkit.games.amber.rules.points import pay
from pnpkit.games.amber.rules.state import OUT


def op_become(ctx: Ctx, arg) -> None:
    rules, p = ctx.rules, ctx.player
    if arg:
        new = arg
    else:  # one of the travellers nobody plays, drawn by lot
        free = [t for t in rules.travellers if t not in {q.traveller for q in ctx.state.players if q.board != OUT}]
        if not free:
            return
        new = free[ctx.roll(f"1d{len(free)}", "traveller") - 1]
    character = rules.characters[new]
    p.traveller = new
    for key in ("alignment", "honest", "patient", "sex"):
        if key in character.attrs:
            setattr(p, key, character.attrs[key])
    ctx.emit("became", traveller=new)
    _friends_follow_alignment(ctx)


def op_set_alignment(ctx: Ctx, value) -> None:
    ctx.player.alignment = value
    ctx.emit("alignment", to=value)
    _friends_follow_alignment(ctx)


def op_shift_alignment(ctx: Ctx, way) -> None:
    order = ("evil", "neutral", "good")
    k = order.index(ctx.player.alignment) + (1 if way == "up" else -1)
    op_set_alignment(ctx, order[min(max(k, 0), 2)])


def _friends_follow_alignment(ctx: Ctx) -> None:
    p = ctx.player
    for friend in list(p.friends):
        allowed = friend_rules(ctx.rules, friend).get("for_alignments")
        if allowed and p.alignment not in allowed:
            p.friends.remove(friend)
            ctx.state.on_fields.setdefault(p.position, []).append(friend)
            ctx.emit("friend_left", friend=friend)
            carrier_lost(ctx)


def op_status(ctx: Ctx, arg) -> None:
    """A lasting status; ``tours`` counts the traveller's own coming turns: one set during
    his own turn is marked ``fresh`` so the end of that same turn does not count it
    (№5 «в течение 2-х туров»: the two turns after the card, not one)."""
    tours = int(arg.get("tours", 0) or 0)
    ctx.player.statuses[arg["name"]] = tours if tours else -1
    if tours and ctx.who == ctx.state.turn:
        ctx.player.statuses[f"{arg['name']}:fresh"] = 1
    for key in ("uses", "max", "experience_after"):
        if arg.get(key):
            ctx.player.statuses[f"{arg['name']}:{key}"] = int(arg[key])
    for stat, n in (arg.get("bonus") or {}).items():  # №131: +3 ПС while it lasts
        ctx.player.statuses[f"{arg['name']}:bonus:{stat}"] = int(n)
    board = ctx.rules.board
    if arg.get("lair") and ctx.player.position in board.index:  # the field to come back to
        ctx.player.statuses[f"{arg['name']}:lair"] = board.index[ctx.player.position]
    ctx.emit("status", name=arg["name"], tours=tours)


def op_clear_status(ctx: Ctx, name) -> None:
    cleared = [k for k in ctx.player.statuses if k == name or k.startswith(name + ":")]
    for key in cleared:
        del ctx.player.statuses[key]
    if name in cleared:  # told: the Mutant's turn-start trigger said «Срабатывает: Мутант.» and nothing
        ctx.emit("status_over", name=name)


def op_quest(ctx: Ctx, arg) -> None:
    ctx.player.quest = (ctx.card or "", tuple(arg["route"]))
    ctx.fate = "keep"
    ctx.emit("quest", route=list(arg["route"]))


def finish_quest(ctx: Ctx) -> None:
    p = ctx.player
    if p.quest is None:
        return
    card_id, _ = p.quest
    p.quest = None
    card = ctx.rules.cards.get(card_id)
    reward = next((a.get("reward") for o, a in iter_ops(card.effects if card else None) if o == "quest"), None)
    if card_id in p.cards:
        p.cards.remove(card_id)
        ctx.state.discard.append(card_id)
    ctx.emit("quest_done", card=card_id)
    run(ctx, reward)


def op_become_regent(ctx: Ctx, stat) -> None:
    p = ctx.player
    if stat not in p.regent:
        p.regent.append(stat)
    crown = next((i for i, info in ctx.rules.items.items()
                  if info.kind == "crown" and ctx.rules.game.index("items")[i].attrs.get("regent") == stat), None)
    if crown and ctx.state.item_field.get(crown, 0) > 0:
        ctx.state.item_field[crown] -= 1
        p.items.append(crown)
    ctx.emit("regent", stat=stat)


def op_air_tickets(ctx: Ctx, tickets) -> None:
    p = ctx.player
    options = [None] + [t for t in tickets if p.stats["thalers"] >= t["price"]]
    pick = options[ctx.ask("air-ticket", options)]
    if pick:
        pay(ctx, int(pick["price"]), "bank")
        p.ticket = pick["to"]
        ctx.emit("ticket", to=pick["to"])

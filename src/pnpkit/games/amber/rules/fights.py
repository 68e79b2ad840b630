"""Fights: a card's creature against the traveller or his champion, and bank robberies."""

from __future__ import annotations

from pnpkit.games.amber.rules import combat
from pnpkit.games.amber.rules.carrying import (
    carrier_lost,
    enforce_carry_limit,
    friend_stays,
    remove_thing,
)
from pnpkit.games.amber.rules.conditions import ability, can_hunt, friend_rules
from pnpkit.games.amber.rules.context import Ctx, PlayerOut
from pnpkit.games.amber.rules.dispatch import _roll_expr, loss_cancellers, run, run_triggers
from pnpkit.games.amber.rules.points import _take_from_fund, gain, kill
from pnpkit.games.amber.rules.state import OUT
from pnpkit.games.amber.rules.vocabulary import OPPONENT_KINDS

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot referee command does not import typing
    from collections.abc import Mapping


def op_fight(ctx: Ctx, arg: Mapping | None) -> str | None:
    """A battle against the current card's creature (or inline stats). Returns the outcome."""
    rules, state, p, arg = ctx.rules, ctx.state, ctx.player, arg or {}
    card = rules.cards.get(ctx.card) if ctx.card else None
    if arg.get("hunt") and not can_hunt(rules, p):
        ctx.emit("cannot_hunt", card=ctx.card)
        ctx.fate = ctx.fate or "field"
        return None
    if card is not None and card.attrs.get("sex") == "female" and _send_woman_away(ctx):
        return None
    kind = card.kind if card is not None else "enemy"
    if kind == "beast" and not arg.get("hunt") and ability(rules, p, "beasts_peaceful"):
        ctx.emit("not_attacked", card=ctx.card)  # the Werewolf: «звери сами никогда не нападают»
        ctx.fate = ctx.fate or "field"
        return None
    ctx.fight_arg = {**arg, "opponent_kind": kind}
    ctx.fight_bonuses = []
    run_triggers(ctx, "before-fight")
    if ctx.fate == "discard" and not ctx.cancelled:  # killed before the fight (a grenade): no trophy
        ctx.cancelled = True
        ctx.emit("destroyed", card=ctx.card)  # once: №69's own op has said it already
    if ctx.cancelled or p.board == OUT:
        return None
    stat = arg.get("with") or combat.world_stat(rules, ctx.field or p.position)
    field_id = ctx.field or p.position
    enemy, enemy_parts = _triggered_bonus(ctx, "creature", stat, kind,
                                          *combat.creature_value(rules, state, p, card, stat, field_id, arg))
    ghost = (ctx.fight_arg or {}).get("ghost")  # №9: the spell book's ghost fights instead
    champions = [] if ghost else [f for f in p.friends if combat.friend_fights(rules, f) in ("instead", "both")]
    options = [None, *champions]
    champion = options[ctx.ask("champion", options, stat=stat, enemy=enemy)] if champions else None
    if ghost or champion is not None:  # the champion's own points, no bonus of yours
        champion = ghost["source"] if ghost else champion
        you = int((ghost["stats"] if ghost else combat.friend_stats(rules, champion)).get(stat, 0) or 0)
        parts = [(champion, you)]
        rnd = combat.battle_round(you, enemy, ctx.own_dice())
    else:
        you, parts = _triggered_bonus(ctx, "traveller", stat, kind, *combat.traveller_value(
            rules, state, p, stat, field_id, kind, {**arg, "no_items": True} if ctx.no_items else arg))
        best_of = 2 if ability(rules, p, "best_of") == stat else 1  # the Amazon in magic: the better of two
        rnd = combat.battle_round(you, enemy, ctx.own_dice(), you_dice=_roll_expr(arg.get("traveller_dice", "d6")),
                                  best_of=best_of)
    ctx.fight_arg = {**ctx.fight_arg, "margin": rnd.enemy + rnd.enemy_roll - rnd.you - rnd.you_roll}
    ctx.emit("battle", card=ctx.card, stat=stat, you=rnd.you, enemy=rnd.enemy, you_roll=rnd.you_roll,
             enemy_roll=rnd.enemy_roll, outcome=rnd.outcome, parts=parts, enemy_parts=enemy_parts,
             champion=champion, **({"cancel": c} if champion is None and getattr(ctx.dice, "previews_fights", False)
                                   and (c := loss_cancellers(ctx)) else {}))
    return _outcome(ctx, arg, card, rnd.outcome, champion, bool(ghost), field_id)


def _outcome(ctx: Ctx, arg: Mapping, card, outcome: str, champion: str | None, ghost: bool,
             field_id: str) -> str:
    """The battle's outcome played: the card's fate, the friend or ghost who fought, the
    card's win/draw/lose effects.  A loss a trigger cancels is told as a draw."""
    if outcome == combat.WIN:
        if card is not None:
            ctx.state.card_pools.pop(f"{card.id}:hex", None)  # a beaten hexed card: the hex is spent
        trophy = card is not None and card.kind in OPPONENT_KINDS
        if trophy and ctx.rules.stats_only:
            # seed 002: only what a card says about points, ПЖ and thalers works, so no
            # trophy is carried; its worth (thalers, ПО) is handed in on the spot
            ctx.fate = "discard"
            value = card.attrs.get("trophy") or {}
            reward = {k: int(v) for k, v in value.items() if k in ("thalers", "experience") and v}
            if reward:
                ctx.emit("handed_in", card=card.id, value=dict(reward), rule="stats-only")
                gain(ctx, reward)
        else:
            ctx.fate = "trophy" if trophy else ctx.fate or "discard"
        run(ctx, arg.get("win"))
        run_triggers(ctx, "after-won-fight")
    elif outcome == combat.DRAW:
        ctx.fate = "field"
        if champion is not None and not ghost:  # a friend who draws leaves you and stays on the field
            friend_stays(ctx, champion, field_id)
            carrier_lost(ctx)
        run(ctx, arg.get("draw"))
    else:
        ctx.fate = "field"
        if champion is not None:  # the friend dies (the ghost: the book is gone); you do not do the card
            remove_thing(ctx, champion)
            ctx.emit("used_up" if ghost else "friend_died", **({"source": champion} if ghost else {"friend": champion}))
            return outcome
        before = len(ctx.events)
        run_triggers(ctx, "after-lost-fight")
        if any(e.kind == "loss_cancelled" for e in ctx.events[before:]):
            return combat.DRAW
        run(ctx, arg.get("lose"))
    return outcome


def _triggered_bonus(ctx: Ctx, side: str, stat: str, kind: str, value: int, parts: list
                     ) -> tuple[int, list[tuple[str, int]]]:
    """``value`` and its ``parts`` with what the fight modifiers given by triggers that fired
    before this fight add, as (source, value) parts: the line of the fight names the
    traveller or the thing that gave it («свои ПС 0 + Разрушитель +2», never an untranslated
    «ability»)."""
    extra = [(str(source), int(arg.get(stat, 0) or 0)) for source, arg in ctx.fight_bonuses
             if combat.bonus_counts(ctx.rules, ctx.state, ctx.player, arg, side, kind)
             and int(arg.get(stat, 0) or 0)]
    return value + sum(v for _, v in extra), [*parts, *extra]


def _send_woman_away(ctx: Ctx) -> bool:
    """Seed 000, №3 ВЛЮБЛЁННАЯ ВЕДЬМА: any woman who meets her, an opponent too, goes to
    the inn.  A female opponent met while such a friend is with you is sent there: her
    card lies on that field, and there is no fight."""
    for friend in ctx.player.friends:
        target = friend_rules(ctx.rules, friend).get("sends_women_to")
        if target:
            ctx.fate, ctx.fate_target, ctx.cancelled = "placed", target, True
            ctx.emit("sent_card", card=ctx.card, friend=friend, to=target)
            return True
    return False


def op_cancel_loss(ctx: Ctx, arg) -> None:
    ctx.emit("loss_cancelled")


def op_robbery(ctx: Ctx, arg) -> None:
    """Rob the bank or the mafia fund: the robbers (you and whoever on your field joins;
    each gets +1 ПС per robber when there are several) take on the guards one by one,
    each guard fought by the robbers in turn until one beats him.  The first lost fight
    costs that robber 1 ПЖ and ends the robbery (seed 000: «проиграли хотя бы одному …
    ограбление на этом заканчивается»); a guard no robber beats (draws only) also stands.
    Every guard fallen, 3d6 ≥ ``safe`` opens the safe and the loot is shared equally
    (the odd thalers stay)."""
    rules, state, p = ctx.rules, ctx.state, ctx.player
    fund = arg.get("fund", "bank")
    if not ctx.yes("rob", fund=fund):
        return
    robbers = [ctx.who] + [i for i, q in enumerate(state.players)  # each one here is asked in seat order
                           if i != ctx.who and q.board != OUT and q.board == p.board and q.position == p.position
                           and ctx.decide(state, i, "join-robbery", [False, True], {"fund": fund}) == 1]
    bonus = len(robbers) if len(robbers) > 1 else 0
    guards = int(arg.get("guards", 3))
    guard = int(arg.get("strength", 14))
    fallen = 0
    while fallen < guards:
        outcome = combat.DRAW  # the guard stands unless a robber beats him
        for i in robbers:
            robber = state.players[i]
            if robber.board == OUT:
                continue
            you, _ = combat.traveller_value(rules, state, robber, "strength", robber.position, "enemy")
            rnd = combat.battle_round(you + bonus, guard, ctx.own_dice() if i == ctx.who else ctx.dice)
            outcome = rnd.outcome
            ctx.emit("robbery_fight", player=robber.name, guard=fallen + 1, you=rnd.you_total,
                     guard_total=rnd.enemy_total, outcome=outcome)
            if outcome == combat.LOSE:
                robber.stats["life"] -= 1
                if robber.stats["life"] <= 0:
                    kill(rules, state, i, ctx.events, ctx.dice)
            if outcome != combat.DRAW:
                break
        if outcome != combat.WIN:
            break
        fallen += 1
    if p.board == OUT:
        raise PlayerOut()
    if fallen < guards:
        ctx.emit("robbery_failed", guards_left=guards - fallen)
        return
    safe = ctx.roll("3d6", "safe")
    if safe < int(arg.get("safe", 13)):
        ctx.emit("safe_held", safe=safe)
        return
    alive = [i for i in robbers if state.players[i].board != OUT]
    share = (state.bank if fund == "bank" else state.mafia) // len(alive)
    for i in alive:
        state.players[i].stats["thalers"] += _take_from_fund(state, fund, share)
    ctx.emit("robbed", fund=fund, share=share, robbers=[state.players[i].name for i in alive], safe=safe)


# --------------------------------------------------------------------------- travellers met


def op_raid(ctx: Ctx, arg) -> None:
    """The Mercenary attacks the traveller met: his die plus ``bonus`` against the other's
    die (his ПС one above theirs: the stats cancel out); ``win`` / ``lose`` as said."""
    if ctx.other is None:
        return
    other = ctx.state.players[ctx.other]
    mine = ctx.roll("1d6", "battle") + int(arg.get("bonus", 0) or 0)
    theirs = ctx.dice.roll("1d6", "opponent").total
    outcome = combat.WIN if mine > theirs else combat.DRAW if mine == theirs else combat.LOSE
    ctx.emit("raid", target=other.name, you=mine, them=theirs, outcome=outcome)
    run(ctx, arg.get("win") if outcome == combat.WIN else arg.get("lose") if outcome == combat.LOSE else None)


def op_con(ctx: Ctx, arg) -> None:
    """The Gypsy's con: a die, the faces by the other's alignment; taken, the Gypsy
    chooses his 10 thalers or one of his things."""
    if ctx.other is None:
        return
    other = ctx.state.players[ctx.other]
    low, high = (arg.get("on") or {}).get(other.alignment, (1, 1))
    roll = ctx.roll("1d6", "chance")
    ok = low <= roll <= high
    ctx.emit("ability_roll", source=ctx.player.traveller, moment="meet-traveller", need=list(range(low, high + 1)),
             roll=roll, success=ok)
    if not ok:
        return
    things = [i for i in other.items if ctx.rules.item(i) and not ctx.rules.item(i).owner]
    amount = int(arg.get("thalers", 10) or 10)
    options: list = [None, *things]
    pick = options[ctx.ask("con", options, thalers=amount, target=other.name)] if things else None
    if pick is None:
        gain(ctx, {"thalers": amount}, "player")
    else:
        other.items.remove(pick)
        ctx.player.items.append(pick)
        ctx.emit("conned", item=pick, target=other.name)
        enforce_carry_limit(ctx)
        # a horse conned away lowers what its owner may carry: his surplus stays behind
        carrier_lost(ctx.of(ctx.other))


MOVED_BY = "moved-by:"  # a status: whose player chooses this traveller's next move


def op_ghost(ctx: Ctx, arg) -> None:
    """№9: a ghost with these points fights instead of the traveller in this fight."""
    if ctx.fight_arg is None or ctx.source is None:
        return
    ctx.fight_arg = {**ctx.fight_arg, "ghost": {"source": ctx.source, "stats": dict(arg)}}


def op_charm(ctx: Ctx, arg) -> None:
    """The Fairy's charm: the traveller met stays where he is and misses his turn, and on
    his next move the Fairy's player says where he goes (issue #30, 5: «в следующем туре
    фея ходит за него»)."""
    if ctx.other is None:
        return
    other = ctx.state.players[ctx.other]
    skip = int((arg or {}).get("skip", 1) or 1)
    other.skip += skip
    other.statuses[f"{MOVED_BY}{ctx.who}"] = 1
    ctx.emit("charmed", target=other.name, turns=skip)

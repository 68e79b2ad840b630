"""Running effect lists: the op registry, ability triggers and their own rolls."""

from __future__ import annotations

from pnpkit.games.amber.rules.conditions import holds, usable
from pnpkit.games.amber.rules.context import MAX_DEPTH, STATS_ONLY_OPS
from pnpkit.games.amber.rules.vocabulary import STATIC_OPS

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot referee command does not import typing
    from collections.abc import Callable, Mapping
    from fractions import Fraction
    from typing import Any

    from pnpkit.games.amber.rules.context import Ctx
    from pnpkit.games.amber.rules.rules import Triggered

#: op name -> handler; filled by :mod:`pnpkit.games.amber.rules.op_registry`, which imports
#: an op's module when the op first runs (they import :func:`run`, so they cannot be imported
#: from here)
HANDLERS: dict[str, Callable[[Ctx, Any], None]] = {}


def run(ctx: Ctx, effects) -> None:
    if not effects:
        return
    ctx.depth += 1
    try:
        if ctx.depth > MAX_DEPTH * 4:
            ctx.emit("too_deep")
            return
        stats_only = ctx.rules.stats_only and ctx.card is not None
        for entry in effects:
            # a cancelled card does no more, but the trigger that cancelled it finishes its own
            # list: the sphinx charm «уходит в сброс», №55's and №179's card too (issue #30 audit)
            if ctx.moved or (ctx.cancelled and not ctx.in_trigger):
                return
            if entry.__class__ is str:
                op, arg = entry, None
            else:
                ((op, arg),) = entry.items()
            if op in STATIC_OPS:
                if op == "fight_bonus" and ctx.in_trigger:  # a fired trigger's modifier: this fight only
                    ctx.fight_bonuses.append((ctx.source or ctx.player.traveller, arg))
                continue
            if stats_only and op not in STATS_ONLY_OPS:
                continue
            (HANDLERS.get(op) or _registry().handler(op))(ctx, arg)
    finally:
        ctx.depth -= 1


def _registry():
    """rules.op_registry, imported by name when an op first runs (see HANDLERS)."""
    return __import__("pnpkit.games.amber.rules.op_registry", fromlist=["_"])


def _chance(ctx: Ctx, chance: Mapping | None, source: str = "", moment: str = "") -> bool:
    """An ability's own roll; the referee is told whose ability rolled, at what moment,
    what it needed and what came of it (``ability_roll``)."""
    if not chance:
        return True
    total = ctx.roll(_roll_expr(chance.get("dice", "d6")), "chance")
    faces = chance_faces(chance)
    ok = total in faces
    ctx.emit("ability_roll", source=source, moment=moment, need=sorted(faces), roll=total, success=ok)
    return ok


def chance_faces(chance: Mapping) -> set[int]:
    """The faces an ability's roll needs: ``on: [low, high]`` is a range, one face is itself."""
    on = list(chance.get("on", ()))
    return set(range(on[0], on[1] + 1)) if len(on) == 2 else set(on)


def loss_cancellers(ctx: Ctx) -> list[list]:
    """What would cancel this fight's loss, as run_triggers would find it after a loss:
    [source, faces needed, dice] for each trigger whose own effects cancel the loss (one
    with no roll of its own cancels it for certain: faces None).  Shown with the odds, so
    only asked for by a dice source that previews fights (the referee's), not by the sim."""
    if ctx.no_items:
        return []
    out = []
    for source in _trigger_sources(ctx, ctx.rules.trigger_sources("after-lost-fight")):
        for trig in ctx.rules.triggers(source, "after-lost-fight"):
            effects = trig.get("effects")
            if not (isinstance(effects, list) and any(
                    e == "cancel_loss" or (isinstance(e, dict) and "cancel_loss" in e) for e in effects)):
                continue  # a cancel nested in a choice or a condition is not counted
            if not holds(ctx.rules, ctx.state, ctx.player, trig.get("if"), ctx.fight_arg):
                continue
            chance = trig.get("chance")
            out.append([source, sorted(chance_faces(chance)) if chance else None,
                        _roll_expr(chance.get("dice", "d6")) if chance else None])
    return out


def cancel_chance(cancellers: list[list]) -> Fraction:
    """The chance that at least one of ``loss_cancellers`` works (each rolls its own dice)."""
    from fractions import Fraction  # exact odds only when a fight is announced

    from pnpkit.rules.dice import distribution

    missed = Fraction(1)
    for _source, faces, dice in cancellers:
        if faces is None:
            return Fraction(1)
        missed *= 1 - sum(p for total, p in distribution(dice).items() if total in faces)
    return 1 - missed


def _trigger_sources(ctx: Ctx, having: Triggered) -> list[str]:
    """Whose triggers may fire: the traveller's abilities, usable items, carried cards,
    friends and trophies (none in the Temple or on the Pass).  In a fight where items do
    not work (the Griffin's ``no_items``) or some kinds are powerless (the Sphinx's
    ``ignore: [amulet, magic-item]``), those things trigger nothing either (issue #30, 4)."""
    rules, p = ctx.rules, ctx.player
    out = [p.traveller] if p.traveller in having else []
    if ctx.field in having:  # the field the traveller does (Башня, Дворец: a regent at home)
        out.append(ctx.field)
    fight = ctx.fight_arg
    items_ok, ignore = True, frozenset()
    if fight is not None:
        from pnpkit.games.amber.rules.combat import items_work  # a fight is on: fights loaded it

        items_ok = items_work(rules, ctx.field or p.position, fight)
        ignore = frozenset(fight.get("ignore", ()))
    for group in (p.items, p.cards) if items_ok else ():  # a carried card works with its experience
        if group and not having.isdisjoint(group):
            out += [i for i in group if i in having and usable(rules, p, i) and not _ignored(rules, i, ignore)]
    for group in (p.friends, p.trophies):
        if group and not having.isdisjoint(group):
            out += [c for c in group if c in having]
    return out


def _ignored(rules, thing: str, ignore: frozenset[str]) -> bool:
    """Whether a fight's ``ignore`` list takes away this item or card (by kind or trait)."""
    if not ignore:
        return False
    info = rules.item(thing)
    if info is not None:
        return info.kind in ignore or bool(info.traits & ignore)
    card = rules.cards.get(thing)
    return card is not None and card.kind in ignore


def run_triggers(ctx: Ctx, moment: str) -> None:
    if ctx.no_items:
        return
    rules = ctx.rules
    having = rules.trigger_sources(moment)
    p = ctx.player
    if p.traveller not in having and ctx.field not in having and having.isdisjoint(p.items) and \
            having.isdisjoint(p.cards) and having.isdisjoint(p.friends) and having.isdisjoint(p.trophies):
        return  # the common case: nothing he has reacts to this moment
    for source in _trigger_sources(ctx, having):
        for trig in rules.triggers(source, moment):
            if moment == "before-fight" and (ctx.cancelled or ctx.fate == "discard"):
                return  # a grenade ended the fight: nothing else is offered (issue #30, 13)
            if not holds(rules, ctx.state, ctx.player, trig.get("if"), ctx.fight_arg):
                continue
            # an ability the card says one «может» use is offered before its roll (issue #30, 5)
            if trig.get("ask") and not ctx.yes("use-ability", source=source, moment=moment):
                continue
            if not _chance(ctx, trig.get("chance"), source, moment):
                continue
            saved = ctx.source
            ctx.source = None if source == ctx.player.traveller else source
            ctx.emit("trigger", moment=moment, source=source)
            told = len(ctx.events)
            ctx.in_trigger += 1
            try:
                run(ctx, trig.get("effects"))
            finally:
                ctx.in_trigger -= 1
                ctx.source = saved
            if len(ctx.events) == told:  # it did nothing to tell: a «may» out of reach (the stargazer's
                # thaler), or its player carried «вместо хода» (№65) before it ran. Kept, not dropped (a
                # pending action's count of shown events is in the state's digest), and marked: not told
                ctx.events[-1].data["idle"] = True


def _roll_expr(dice: str | None) -> str:
    return {"d6": "1d6", None: "1d6"}.get(dice, dice)


def _row_for(rows, total: int):
    for row in rows:
        on = row.get("on")
        low, high = (on, on) if isinstance(on, int) else (on[0], on[1])
        if low <= total <= high:
            return row
    return None

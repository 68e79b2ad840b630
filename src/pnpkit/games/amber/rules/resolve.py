"""The executor: runs the effects of fields, cards, items and abilities on a state.

Every op of :mod:`pnpkit.games.amber.rules.effects` has a handler here.  Choices are asked of
a *decider* (``decide(state, player, question, options, info) -> index``), so the same
code serves the referee (the player answers) and automatic play (a policy answers).
All dice go through the injected dice source.  The state passed in is changed: callers
(:mod:`pnpkit.games.amber.rules.engine`) work on a clone.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from dataclasses import field as dc_field
from fractions import Fraction
from typing import Any

from pnpkit.games.amber.rules import combat
from pnpkit.games.amber.rules.conditions import can_hunt, has_pass, holds, traits_of, usable
from pnpkit.games.amber.rules.effects import STATIC_OPS, iter_ops
from pnpkit.games.amber.rules.movement import legal_moves
from pnpkit.games.amber.rules.payments import apply_caps, apply_plan, compensation_plan, inflation
from pnpkit.games.amber.rules.rules import AmberRules, Roll, shuffle
from pnpkit.games.amber.rules.rules import _parse as _parse_dice
from pnpkit.games.amber.rules.schema import OPPONENT_KINDS
from pnpkit.games.amber.rules.state import IN_KINGDOM, ON_MAIN, OUT, GameState, PlayerState
from pnpkit.rules.dice import distribution
from pnpkit.rules.session import Event

Decider = Callable[[GameState, int, str, list, Mapping[str, Any]], int]

CARRIED_KINDS = frozenset({"item", "magic-item", "amulet", "owner-item", "contraband"})
KEEPABLE_CARD_KINDS = frozenset({"item", "magic-item", "amulet", "owner-item", "friend", "note"})
STATS_ONLY_OPS = frozenset({"gain", "lose", "lose_all", "pay", "pay_fraction", "convert", "roll", "if", "choose",
                            "may", "repeat", "cap", "raise_to", "merge", "fight"})
MAX_DEPTH = 12


def first_option(state, player, question, options, info) -> int:
    """The plainest decider: always the first option (declines when 'no' comes first)."""
    return 0


def _event_maker():
    """A fast Event constructor: the frozen dataclass's ``__init__`` sets each field
    through ``object.__setattr__``; filling ``__dict__`` directly gives the same object
    (about 4x cheaper; events are made several times per action).  Falls back to the
    constructor if Event ever stops having a ``__dict__``."""
    probe = Event("probe", {}, "")
    if not hasattr(probe, "__dict__") or set(vars(probe)) != {"kind", "data", "rule"}:
        return Event
    new = object.__new__

    def make(kind: str, data: dict, rule: str = "") -> Event:
        ev = new(Event)
        d = ev.__dict__
        d["kind"], d["data"], d["rule"] = kind, data, rule
        return ev
    return make


make_event = _event_maker()


class PlayerOut(Exception):
    """The acting traveller died or left the game: stop resolving for him."""


class Abort(Exception):
    """A block cannot go on (e.g. no treasure pass to give up)."""


@dataclass(slots=True)
class Ctx:
    rules: AmberRules
    state: GameState
    dice: Any
    decide: Decider
    who: int
    events: list[Event]
    field: str = ""
    card: str | None = None
    fate: str | None = None
    fate_target: str | None = None
    moved: bool = False
    no_items: bool = False
    depth: int = 0
    source: str | None = None          # carried card/item whose trigger runs
    sale_item: str | None = None
    wages: int = 0
    provaly: dict = dc_field(default_factory=dict)
    other: int | None = None            # the traveller met (``from: player``)
    fight_arg: Mapping | None = None
    cancelled: bool = False
    player: PlayerState = dc_field(init=False)

    def __post_init__(self) -> None:
        self.player = self.state.players[self.who]

    def ask(self, question: str, options: list, **info) -> int:
        if len(options) <= 1:
            return 0
        choice = self.decide(self.state, self.who, question, options, info)
        return choice if 0 <= choice < len(options) else 0

    def yes(self, question: str, **info) -> bool:
        return self.ask(question, [False, True], **info) == 1

    def emit(self, kind: str, rule: str = "", **data) -> None:
        # make_event inlined (events are the most frequent allocation of an action)
        ev = _new_object(Event)
        d = ev.__dict__
        d["kind"], d["data"], d["rule"] = kind, {"player": self.player.name, **data}, rule
        self.events.append(ev)

    def roll(self, expr: str, why: str) -> int:
        if "named-rolls" in self.player.statuses:
            return NamedDice(self).roll(expr, why).total
        return self.dice.roll(expr, why).total

    def own_dice(self):
        """The dice of the traveller's own rolls: under №5 НЕВЕЗЕНИЕ the next player names them."""
        return NamedDice(self) if "named-rolls" in self.player.statuses else self.dice


#: rolls that are not the traveller's own: №5 НЕВЕЗЕНИЕ leaves them to the dice
NOT_HIS_ROLLS = frozenset({"opponent", "shuffle", "first-player", "new-traveller", "traveller", "prince"})


class NamedDice:
    """Seed 000, №5 НЕВЕЗЕНИЕ: for two tours the player after you names every roll of
    yours, in battles too (the opponent's die stays a die).  He is asked ``name-roll``
    for a move roll and ``name-die`` for any other, with the totals the dice could show."""

    __slots__ = ("ctx",)

    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx

    def roll(self, expr: str, why: str = ""):
        ctx = self.ctx
        players = ctx.state.players
        namer = next((j for k in range(1, len(players)) if players[j := (ctx.who + k) % len(players)].board != OUT),
                     None)
        if namer is None or why in NOT_HIS_ROLLS:
            return ctx.dice.roll(expr, why)
        count, sides = _parse_dice(expr)
        options = list(range(count, count * sides + 1))
        question = "name-roll" if why in ("move", "release") else "name-die"
        choice = ctx.decide(ctx.state, namer, question, options, {"for": ctx.player.name, "roll": why})
        total = options[choice] if 0 <= choice < len(options) else options[0]
        ctx.emit("named_roll", player=players[namer].name, roll=total, **{"for": ctx.player.name})
        faces, left = [], total
        for k in range(count):
            faces.append(min(sides, left - (count - k - 1)))
            left -= faces[-1]
        return Roll(expr, tuple(faces), total)


_new_object = object.__new__
if make_event is Event:  # Event without a __dict__: build events through the constructor
    def _emit_slow(self: Ctx, kind: str, rule: str = "", **data) -> None:
        self.events.append(Event(kind, {"player": self.player.name, **data}, rule))
    Ctx.emit = _emit_slow


# --------------------------------------------------------------------------- points


def gain(ctx: Ctx, points: Mapping[str, int], fund: str = "supply") -> None:
    p = ctx.player
    for stat, amount in points.items():
        if stat not in p.stats or not amount:
            continue
        if amount < 0:
            lose(ctx, {stat: -amount})
            continue
        if fund == "player":
            amount = _take_from_other(ctx, stat, amount)
        elif stat == "thalers":
            amount = _take_from_fund(ctx.state, fund, amount)
        p.stats[stat] += amount
    life_cap = ctx.rules.value("life_cap")
    if life_cap and p.board == ON_MAIN and p.stats["life"] > life_cap and "life" in points:
        p.stats["life"] = max(life_cap, p.stats["life"] - points.get("life", 0))
    lost = apply_caps(p, ctx.rules.value("stat_cap"))
    ctx.emit("gained", points={k: v for k, v in points.items() if k != "from"}, capped=lost)


def _take_from_other(ctx: Ctx, stat: str, amount: int) -> int:
    """Points or money taken from the traveller met (none when nobody is there)."""
    if ctx.other is None:
        return 0
    other = ctx.state.players[ctx.other]
    amount = min(amount, other.stats.get(stat, 0))
    other.stats[stat] -= amount
    ctx.events.append(Event("taken_from", {"player": other.name, "by": ctx.player.name, "stat": stat,
                                           "amount": amount}))
    if other.stats["life"] <= 0 and other.board != OUT:
        kill(ctx.rules, ctx.state, ctx.other, ctx.events, ctx.dice)
    return amount


def _take_from_fund(state: GameState, fund: str, amount: int) -> int:
    if fund == "bank":
        amount = min(amount, state.bank)
        state.bank -= amount
    elif fund == "mafia":
        amount = min(amount, state.mafia)
        state.mafia -= amount
    else:
        amount = min(amount, state.supply)
        state.supply -= amount
    return amount


def _to_fund(state: GameState, fund: str | None, amount: int) -> None:
    if fund == "bank":
        state.bank += amount
    elif fund == "mafia":
        state.mafia += amount
    else:
        state.supply += amount


def lose(ctx: Ctx, points: Mapping[str, int], things: Mapping[str, int] | None = None) -> None:
    """Lose points (and missing things) by the compensation rule; money lost goes to the supply."""
    p = ctx.player
    debt = {k: v for k, v in points.items() if v and v > 0}
    debt.update(things or {})
    if p.mad and debt.get("mind"):
        debt["life"] = debt.get("life", 0) + debt.pop("mind")
    thalers_before = p.stats["thalers"]
    plan = compensation_plan(p, debt)
    apply_plan(p, plan)
    ctx.state.supply += thalers_before - p.stats["thalers"]
    ctx.emit("lost", points=dict(debt), plan=[(s.stat, s.amount, s.instead_of) for s in plan])
    check_alive(ctx)


def pay(ctx: Ctx, amount: int, fund: str | None, otherwise=None) -> bool:
    """Pay thalers to a fund; when short, ``otherwise`` or the compensation rule. True if paid in full."""
    p = ctx.player
    if amount <= 0:
        return True
    if p.stats["thalers"] >= amount:
        p.stats["thalers"] -= amount
        _to_fund(ctx.state, fund, amount)
        ctx.emit("paid", amount=amount, to=fund or "supply")
        _no_money_triggers(ctx)
        return True
    if otherwise is not None:
        ctx.emit("cannot_pay", amount=amount)
        run(ctx, otherwise)
        return False
    have = p.stats["thalers"]
    p.stats["thalers"] = 0
    _to_fund(ctx.state, fund, have)
    _compensate_money(ctx, amount - have)
    _no_money_triggers(ctx)
    return False


def _compensate_money(ctx: Ctx, short: int) -> None:
    p = ctx.player
    plan = compensation_plan(p, {"thalers": short})
    apply_plan(p, plan)
    ctx.emit("compensated", owed=short, plan=[(s.stat, s.amount, s.instead_of) for s in plan],
             rule="compensation")
    check_alive(ctx)


def _no_money_triggers(ctx: Ctx) -> None:
    if ctx.player.stats["thalers"] == 0:
        run_triggers(ctx, "no-money")


def check_alive(ctx: Ctx) -> None:
    p = ctx.player
    if p.stats["life"] > 0:
        return
    kill(ctx.rules, ctx.state, ctx.who, ctx.events, ctx.dice)
    raise PlayerOut()


def kill(rules: AmberRules, state: GameState, who: int, events: list[Event], dice=None) -> None:
    """A traveller at 0 ПЖ: by the preset he leaves the game, wakes in the infirmary
    (simplified) or starts again with a new traveller drawn at random with ``dice``
    (seed 000: «берет себе другую карту путника»; without dice, the first free one); in
    the kingdom a prince starts again from the capital (seed 002, our rulebook), and one
    who dies on the road before it is out (seed 000) unless the preset says ``capital``."""
    p = state.players[who]
    p.deaths += 1
    mode = rules.value("kingdom_death") if p.board == IN_KINGDOM else rules.value("death")
    events.append(Event("died", {"player": p.name, "where": p.position}))
    if mode == "infirmary" and p.board == ON_MAIN:
        p.position = rules.board.first_with_role("infirmary") or p.position
        p.stats["life"] = 1
        return
    if mode == "restart" and p.board == ON_MAIN:
        used = {q.traveller for q in state.players if q.board != OUT}
        free = [t for t in rules.travellers if t not in used]
        if free:
            _drop_everything(rules, state, p)
            drawn = free[dice.roll(f"1d{len(free)}", "new-traveller").total - 1] \
                if dice is not None and len(free) > 1 else free[0]
            character = rules.game.index("characters")[drawn]
            p.traveller = drawn
            stats = {s: int(character.stats.get(s, 0)) for s in p.stats}
            stats["thalers"] = _take_from_fund(state, "supply", stats["thalers"])
            p.stats, p.start_stats = stats, dict(stats)
            for key in ("alignment", "honest", "patient", "sex"):
                if key in character.attrs:
                    setattr(p, key, character.attrs[key])
            start = character.attrs.get("start")
            p.position = start if start in rules.board.index else p.position
            p.regent, p.statuses, p.skip, p.held, p.quest = [], {}, 0, None, None
            events.append(Event("new_traveller", {"player": p.name, "traveller": p.traveller}))
            return
    # the crown battle is to the death (seed 000): the King and the challengers at the arena are out
    in_crown_battle = p.crowned or p.position in ("arena", rules.kingdom.throne)
    if p.board == IN_KINGDOM and not in_crown_battle and \
            (mode == "capital" or (mode == "prince-capital" and p.prince is not None)):
        p.position = rules.kingdom.capital or "capital"
        p.stats["life"] = int(rules.value("prince_bonus"))
        p.kingdom_step = 0
        return
    _drop_everything(rules, state, p)
    p.board = OUT


def _drop_everything(rules: AmberRules, state: GameState, p: PlayerState) -> None:
    for item_id in p.items:
        _return_item(state, item_id)
    for card_id in p.cards + p.friends + p.trophies:
        if card_id in rules.cards:
            state.discard.append(card_id)
        else:
            _return_item(state, card_id)
    state.supply += p.stats["thalers"]
    p.stats["thalers"] = 0
    p.items, p.cards, p.friends, p.trophies = [], [], [], []


def _return_item(state: GameState, item_id: str) -> None:
    state.item_field[item_id] = state.item_field.get(item_id, 0) + 1


# --------------------------------------------------------------------------- items


def carried_count(rules: AmberRules, p: PlayerState) -> int:
    n = sum(1 for i in p.items if (rules.item(i) and rules.item(i).kind in CARRIED_KINDS))
    n += sum(1 for c in p.cards if c in rules.cards and rules.cards[c].kind in CARRIED_KINDS)
    return n


#: how many things more a friend carries when his card says nothing (the squire's says 2)
FRIEND_CARRIES = 1


def carry_limit(rules: AmberRules, p: PlayerState) -> int:
    """How many things ``p`` may carry: 4 on his own (seed 000), plus what each carrier
    brings — the horse's ``carries`` (2: «до 6 вещей»), a friend's ``carries`` on his
    card (the squire: 2), any other friend :data:`FRIEND_CARRIES`."""
    limit = int(rules.value("max_items"))
    for i in p.items:
        info = rules.item(i)
        if info is not None and info.carries and i not in p.friends:
            limit += info.carries
    for f in p.friends:
        card = rules.cards.get(f)
        if card is not None:
            limit += int((card.attrs or {}).get("carries") or FRIEND_CARRIES)
        else:
            info = rules.item(f)
            limit += (info.carries if info is not None and info.carries else FRIEND_CARRIES)
    return limit


def carrier_lost(ctx: Ctx) -> None:
    """A friend or a horse is gone: what he carried beyond the new limit stays behind."""
    if ctx.player.board == ON_MAIN:
        enforce_carry_limit(ctx)


def enforce_carry_limit(ctx: Ctx) -> None:
    """At most :func:`carry_limit` things, and only one magic item at a time: the
    surplus stays on the field (items go back to the item field)."""
    rules, p = ctx.rules, ctx.player
    magic = [i for i in p.items if rules.item(i) and rules.item(i).kind == "magic-item"] + \
            [c for c in p.cards if c in rules.cards and rules.cards[c].kind == "magic-item"]
    while len(magic) > 1:
        drop = magic[ctx.ask("drop-magic-item", magic)]
        magic.remove(drop)
        if drop in p.items:
            p.items.remove(drop)
            _return_item(ctx.state, drop)
        else:
            p.cards.remove(drop)
            ctx.state.on_fields.setdefault(p.position, []).append(drop)
        ctx.emit("dropped", item=drop, rule="one-magic-item")
    limit = carry_limit(rules, p)
    while carried_count(rules, p) > limit:
        options = [i for i in p.items if rules.item(i) and rules.item(i).kind in CARRIED_KINDS
                   and not rules.item(i).owner] + \
                  [c for c in p.cards if c in rules.cards and rules.cards[c].kind in CARRIED_KINDS]
        if not options:
            break
        drop = options[ctx.ask("drop-item", options, limit=limit)]
        if drop in p.items:
            p.items.remove(drop)
            _return_item(ctx.state, drop)
        else:
            p.cards.remove(drop)
            ctx.state.on_fields.setdefault(p.position, []).append(drop)
        ctx.emit("dropped", item=drop, rule="carry-limit")


def take_item(ctx: Ctx, item_id: str) -> bool:
    state, p = ctx.state, ctx.player
    if state.item_field.get(item_id, 0) <= 0:
        ctx.emit("item_unavailable", item=item_id)
        return False
    state.item_field[item_id] -= 1
    info = ctx.rules.item(item_id)
    if info is not None and info.kind == "friend":
        p.friends.append(item_id)
    else:
        p.items.append(item_id)
    ctx.emit("took_item", item=item_id)
    enforce_carry_limit(ctx)
    return True


def _things_of_kinds(rules: AmberRules, p: PlayerState, kinds) -> list[str]:
    out = [i for i in p.items if rules.item(i) and rules.item(i).kind in kinds and not rules.item(i).owner]
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
    elif thing in p.friends:
        p.friends.remove(thing)
        _discard_or_return(ctx, thing)
        carrier_lost(ctx)
    elif thing in p.cards:
        p.cards.remove(thing)
        _discard_or_return(ctx, thing)
    elif thing in p.trophies:
        p.trophies.remove(thing)
        ctx.state.discard.append(thing)


def _discard_or_return(ctx: Ctx, thing: str) -> None:
    if thing in ctx.rules.cards:
        ctx.state.discard.append(thing)
    else:
        _return_item(ctx.state, thing)


# --------------------------------------------------------------------------- running effects


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
            if ctx.moved or ctx.cancelled:
                return
            if entry.__class__ is str:
                op, arg = entry, None
            else:
                ((op, arg),) = entry.items()
            if op in STATIC_OPS:
                continue
            if stats_only and op not in STATS_ONLY_OPS:
                continue
            HANDLERS[op](ctx, arg)
    finally:
        ctx.depth -= 1


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
    having = ctx.rules.trigger_sources("after-lost-fight")
    if not having:
        return []
    out = []
    for source in _trigger_sources(ctx, having):
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
    missed = Fraction(1)
    for _source, faces, dice in cancellers:
        if faces is None:
            return Fraction(1)
        missed *= 1 - sum(p for total, p in distribution(dice).items() if total in faces)
    return 1 - missed


def _trigger_sources(ctx: Ctx, having: frozenset[str]) -> list[str]:
    """Whose triggers may fire: the traveller's abilities, usable items, carried cards,
    friends and trophies (none in the Temple or on the Pass)."""
    rules, p = ctx.rules, ctx.player
    out = [p.traveller] if p.traveller in having else []
    if p.items and not having.isdisjoint(p.items):
        out += [i for i in p.items if i in having and usable(rules, p, i)]
    for group in (p.cards, p.friends, p.trophies):
        if group and not having.isdisjoint(group):
            out += [c for c in group if c in having]
    return out


def followers(ctx: Ctx, status: str) -> None:
    """Carried cards that keep coming back while their status lasts: the black double
    attacks after every move (``pursued``), the tax inspector asks again (``tax-follower``)."""
    p = ctx.player
    if status not in p.statuses:
        return
    for card_id in list(p.cards):
        if not _sets_status(ctx.rules, card_id, status):
            continue
        p.cards.remove(card_id)
        p.statuses.pop(status, None)
        ctx.emit("follower", card=card_id, status=status)
        resolve_card(ctx, card_id)
        if p.board == OUT or ctx.moved:
            return


def _sets_status(rules: AmberRules, card_id: str, status: str) -> bool:
    """Whether a card's effects set ``status`` (memoised: asked after every move)."""
    key = ("sets-status", card_id, status)
    found = rules.memo.get(key)
    if found is None:
        card = rules.cards.get(card_id)
        found = card is not None and any(op == "status" and (arg or {}).get("name") == status
                                         for op, arg in iter_ops(card.effects))
        rules.memo[key] = found
    return found


def meet_travellers(ctx: Ctx) -> None:
    """Landing where other travellers stand: 'meet-traveller' abilities (roulette, hypnosis…)."""
    p = ctx.player
    others = [i for i, q in enumerate(ctx.state.players) if i != ctx.who and q.board != OUT and q.board == p.board
              and q.position == p.position]
    if not others:
        return
    ctx.other = others[ctx.ask("meet", others)]
    try:
        run_triggers(ctx, "meet-traveller")
    finally:
        ctx.other = None


def run_triggers(ctx: Ctx, moment: str) -> None:
    if ctx.no_items:
        return
    rules = ctx.rules
    having = rules.trigger_sources(moment)
    if not having:
        return
    p = ctx.player
    if p.traveller not in having and having.isdisjoint(p.items) and having.isdisjoint(p.cards) and \
            having.isdisjoint(p.friends) and having.isdisjoint(p.trophies):
        return  # the common case: nothing he has reacts to this moment
    sources = _trigger_sources(ctx, having)
    if not sources:
        return
    for source in sources:
        for trig in rules.triggers(source, moment):
            if not holds(rules, ctx.state, ctx.player, trig.get("if"), ctx.fight_arg):
                continue
            if not _chance(ctx, trig.get("chance"), source, moment):
                continue
            saved = ctx.source
            ctx.source = None if source == ctx.player.traveller else source
            try:
                ctx.emit("trigger", moment=moment, source=source)
                run(ctx, trig.get("effects"))
            finally:
                ctx.source = saved


def _roll_expr(dice: str | None) -> str:
    return {"d6": "1d6", None: "1d6"}.get(dice, dice)


def _row_for(rows, total: int):
    for row in rows:
        on = row.get("on")
        low, high = (on, on) if isinstance(on, int) else (on[0], on[1])
        if low <= total <= high:
            return row
    return None


def op_roll(ctx: Ctx, arg) -> None:
    arg = arg or {}
    times = int(arg.get("times", 1) or 1)
    for _ in range(times):
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
            ctx.emit("rolled", dice=dice, total=total)
            row = _row_for(arg.get("rows", ()), total)
            if row is not None:
                run(ctx, row.get("effects"))
        if ctx.moved:
            return


def op_guess(ctx: Ctx, arg) -> None:
    pays = {int(k): int(v) for k, v in (arg.get("pays") or {}).items()}
    counts = sorted(pays)
    k = counts[ctx.ask("guess-count", counts)]
    numbers = list(range(1, k + 1))
    total = ctx.roll("1d6", "roulette")
    ctx.emit("roulette", numbers=numbers, total=total)
    if total in numbers:
        gain(ctx, {"thalers": pays[k]})


def op_repeat(ctx: Ctx, arg) -> None:
    for _ in range(int(arg["times"])):
        run(ctx, arg.get("effects"))
        if ctx.moved:
            return


def op_draw(ctx: Ctx, n) -> None:
    n = int(n)
    keep = n
    if ctx.player.statuses.get("lucky-draw") or "lucky-draw" in traits_of(ctx.rules, ctx.player):
        n *= 2
    drawn = draw_cards(ctx, n)
    if keep < len(drawn):
        drawn = choose_cards(ctx, drawn, keep)
    resolve_cards(ctx, drawn)


def op_draw_choose(ctx: Ctx, arg) -> None:
    drawn = draw_cards(ctx, int(arg["draw"]))
    chosen = choose_cards(ctx, drawn, int(arg["keep"]))
    resolve_cards(ctx, chosen)


def draw_cards(ctx: Ctx, n: int) -> list[str]:
    state = ctx.state
    out = []
    for _ in range(n):
        if not state.deck and state.discard:
            state.deck, state.discard = state.discard, []
            shuffle(state.deck, ctx.dice)
            ctx.emit("reshuffled", cards=len(state.deck))
        if not state.deck:
            break
        out.append(state.deck.pop(0))
    ctx.emit("drew", cards=out)
    return out


def choose_cards(ctx: Ctx, drawn: list[str], keep: int) -> list[str]:
    chosen: list[str] = []
    rest = list(drawn)
    while len(chosen) < keep and rest:
        pick = rest[ctx.ask("choose-card", rest)]
        rest.remove(pick)
        chosen.append(pick)
    for card in rest:  # back into the middle of the deck
        ctx.state.deck.insert(len(ctx.state.deck) // 2, card)
    return chosen


def _number(ctx: Ctx, card_id: str) -> tuple[int, str]:
    card = ctx.rules.cards.get(card_id)
    return (card.number if card else 0, card_id)


def resolve_cards(ctx: Ctx, cards: list[str]) -> None:
    """Resolve in ascending number order; once a card moves the traveller, the rest
    stay on the field where they were taken."""
    ordered = sorted(cards, key=lambda c: _number(ctx, c))
    for k, card_id in enumerate(ordered):
        if ctx.moved or ctx.player.board == OUT:
            _leave_on_field(ctx, ordered[k:])
            return
        try:
            resolve_card(ctx, card_id)
        except PlayerOut:  # the traveller fell: the cards not yet done stay where they were
            _leave_on_field(ctx, ordered[k + 1:])
            raise


def _leave_on_field(ctx: Ctx, left: list[str]) -> None:
    if left:
        ctx.state.on_fields.setdefault(ctx.field, []).extend(left)
        ctx.emit("left_on_field", cards=left, field=ctx.field)


def resolve_card(ctx: Ctx, card_id: str, *, field_id: str | None = None) -> None:
    rules = ctx.rules
    card = rules.cards[card_id]
    sub = Ctx(rules, ctx.state, ctx.dice, ctx.decide, ctx.who, ctx.events, field=field_id or ctx.field,
              card=card_id, depth=ctx.depth + 1, no_items=ctx.no_items)
    sub.emit("card", card=card_id, number=card.number, name=card.name)
    try:
        if (card.attrs.get("moves_traveller") and sub.player.mad) or (
                card.attrs.get("ignored_when_busy") and _busy(sub.player)):
            sub.fate = "deck"
        elif card.attrs.get("may") and not sub.yes("take-card", card=card_id):
            sub.fate = "field"
        else:
            run_triggers(sub, "on-draw")
            if not sub.cancelled:
                before = len(sub.events)
                run(sub, card.effects)
                if card.attrs.get("pool"):
                    _drain_pool(sub, card, before)
                if sub.fate is None and card.kind in KEEPABLE_CARD_KINDS and not card.effects:
                    sub.fate = "keep" if sub.yes("keep-card", card=card_id) else "field"
    except PlayerOut:
        _settle(sub, card)
        ctx.moved = True
        raise
    _settle(sub, card)
    if sub.moved:
        ctx.moved = True


def _busy(p: PlayerState) -> bool:
    """Doing another card: a quest, or a walk in a fixed direction."""
    return bool(p.quest) or any(k in p.statuses for k in ("clockwise", "world-locked", "named-rolls"))


def _drain_pool(ctx: Ctx, card, before: int) -> None:
    """A spring: each traveller who takes from it lowers its pool by 1; dry, it is discarded."""
    if not any(e.kind == "gained" for e in ctx.events[before:]):
        return
    pools = ctx.state.card_pools
    left = pools.get(card.id, int(card.attrs["pool"])) - 1
    if left <= 0:
        pools.pop(card.id, None)
        ctx.fate = "discard"
        ctx.emit("dried_up", card=card.id)
    else:
        pools[card.id] = left


def _settle(ctx: Ctx, card) -> None:
    """Put the card where its resolution says (discard by default)."""
    state, p, card_id = ctx.state, ctx.player, card.id
    fate = ctx.fate or ("field" if ctx.cancelled else "discard")
    if fate == "keep":
        if card.kind == "friend":
            p.friends.append(card_id)
        else:
            p.cards.append(card_id)
            if p.board != OUT:
                enforce_carry_limit(ctx)
    elif fate == "trophy":
        p.trophies.append(card_id)
    elif fate == "friend":
        p.friends.append(card_id)
    elif fate == "field":
        state.on_fields.setdefault(ctx.field, []).append(card_id)
    elif fate == "placed" and ctx.fate_target:
        state.on_fields.setdefault(ctx.fate_target, []).append(card_id)
    elif fate == "deck":
        state.deck.insert(len(state.deck) // 2, card_id)
    elif fate == "held":
        pass
    else:
        state.discard.append(card_id)
    if p.board == OUT and fate in ("keep", "trophy", "friend"):
        _drop_everything(ctx.rules, state, p)


def resolve_field(ctx: Ctx, field_id: str) -> None:
    """Landing on a field: cards lying there are resolved instead of the field."""
    rules, state = ctx.rules, ctx.state
    ctx.field = field_id
    lying = state.on_fields.pop(field_id, [])
    if lying:
        ctx.emit("cards_on_field", field=field_id, cards=lying)
        resolve_cards(ctx, lying)
        return
    effects = rules.effects_of(field_id)
    if not effects:
        return
    if not _compulsory(rules, field_id) and not ctx.yes("do-field", field=field_id):
        ctx.emit("skipped_field", field=field_id)
        return
    ctx.emit("field", field=field_id)
    run(ctx, effects)


def _compulsory(rules: AmberRules, field_id: str) -> bool:
    key = ("compulsory", field_id)
    known = rules.memo.get(key)
    if known is None:
        known = rules.memo[key] = _compulsory_field(rules, field_id)
    return known


def _compulsory_field(rules: AmberRules, field_id: str) -> bool:
    f = rules.game.index("fields").get(field_id)
    if f is None:
        return True
    if "compulsory" in f.attrs:
        return bool(f.attrs["compulsory"])
    if rules.board.index.get(field_id) is not None and rules.board.role(field_id) == "police":
        return True
    return f.region != "world.gold"


# --------------------------------------------------------------------------- handlers: points


def op_gain(ctx: Ctx, arg) -> None:
    arg = dict(arg)
    fund = arg.pop("from", "supply")
    gain(ctx, arg, fund)


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


# --------------------------------------------------------------------------- handlers: items and cards


def op_take_item(ctx: Ctx, item_id) -> None:
    take_item(ctx, item_id)


def op_lose_item(ctx: Ctx, item_id) -> None:
    p = ctx.player
    if item_id in p.items or item_id in p.friends or item_id in p.cards:
        remove_thing(ctx, item_id)
        ctx.emit("lost_item", item=item_id)
        return
    info = ctx.rules.item(item_id)
    kind = info.kind if info else "item"
    if "horse" in (info.traits if info else ()):
        kind = "horse"
    lose(ctx, {}, {kind if kind in ("horse", "friend", "magic-item", "amulet") else "item": 1})


def op_lose_items(ctx: Ctx, arg) -> None:
    kinds = tuple(arg["kinds"])
    count = arg.get("count", 1)
    things = _things_of_kinds(ctx.rules, ctx.player, kinds)
    if count == "all":
        for thing in things:
            remove_thing(ctx, thing)
        ctx.emit("lost_items", items=things)
        return
    for _ in range(int(count)):
        things = _things_of_kinds(ctx.rules, ctx.player, kinds)
        if things:
            thing = things[ctx.ask("lose-which", things)]
            remove_thing(ctx, thing)
            ctx.emit("lost_item", item=thing)
        else:
            kind = kinds[0]
            lose(ctx, {}, {kind if kind in ("horse", "friend", "magic-item", "amulet") else "item": 1})


def _set_fate(fate: str) -> Callable[[Ctx, Any], None]:
    def handler(ctx: Ctx, arg) -> None:
        ctx.fate = fate
    return handler


def op_place_card(ctx: Ctx, target) -> None:
    if target == "neighbour":
        options = list(ctx.rules.board.neighbours_of(ctx.field)) if ctx.field in ctx.rules.board.index else []
        target = options[ctx.ask("place-card", options)] if options else ctx.field
    ctx.fate, ctx.fate_target = "placed", target


def op_keep_card(ctx: Ctx, arg) -> None:
    ctx.fate = "keep"


def op_befriend(ctx: Ctx, arg) -> None:
    ctx.fate = "friend"
    ctx.emit("befriended", card=ctx.card)


def op_trophy(ctx: Ctx, arg) -> None:
    ctx.fate = "trophy"


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
    sub = Ctx(ctx.rules, ctx.state, ctx.dice, ctx.decide, target, ctx.events, field=ctx.state.players[target].position,
              depth=ctx.depth + 1)
    try:
        resolve_card(sub, ctx.card)
    except PlayerOut:
        pass


# --------------------------------------------------------------------------- handlers: movement and state


def move_player(ctx: Ctx, field_id: str, *, resolve: bool = True) -> None:
    p = ctx.player
    board = ctx.rules.board
    if field_id == "start":
        character = next((c for c in ctx.rules.game.characters if c.id == p.traveller), None)
        field_id = character.attrs.get("start", p.position) if character else p.position
    elif field_id in ("choose", "choose-world"):
        world = board.region(p.position) if p.position in board.index else None
        options = [f for f in _teleport_fields(ctx.rules, None if field_id == "choose" else world)
                   if f != p.position]
        if not options:
            return
        field_id = options[ctx.ask("teleport", options)]
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
    key = ("teleport", world)
    cached = rules.memo.get(key)
    if cached is None:
        board = rules.board
        cached = tuple(f for f in board.ids if board.role(f) != "provaly"
                       and (world is None or board.region(f) == world))
        rules.memo[key] = cached
    return cached


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


def op_become(ctx: Ctx, arg) -> None:
    rules, p = ctx.rules, ctx.player
    used = {q.traveller for q in ctx.state.players if q.board != OUT}
    if arg:
        new = arg
    else:
        free = [t for t in rules.travellers if t not in used]
        if not free:
            return
        new = free[ctx.roll(f"1d{len(free)}", "traveller") - 1]
    character = next(c for c in rules.game.characters if c.id == new)
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
    order = ["evil", "neutral", "good"]
    k = order.index(ctx.player.alignment)
    k = min(k + 1, 2) if way == "up" else max(k - 1, 0)
    op_set_alignment(ctx, order[k])


def _friends_follow_alignment(ctx: Ctx) -> None:
    p = ctx.player
    for friend in list(p.friends):
        card = ctx.rules.cards.get(friend)
        allowed = ((card.attrs.get("friend") or {}).get("for_alignments")) if card else None
        if allowed and p.alignment not in allowed:
            p.friends.remove(friend)
            ctx.state.on_fields.setdefault(p.position, []).append(friend)
            ctx.emit("friend_left", friend=friend)
            carrier_lost(ctx)


def op_status(ctx: Ctx, arg) -> None:
    tours = int(arg.get("tours", 0) or 0)
    ctx.player.statuses[arg["name"]] = tours if tours else -1
    for key in ("uses", "max", "experience_after"):
        if arg.get(key):
            ctx.player.statuses[f"{arg['name']}:{key}"] = int(arg[key])
    ctx.emit("status", name=arg["name"], tours=tours)


def op_clear_status(ctx: Ctx, name) -> None:
    ctx.player.statuses.pop(name, None)
    ctx.player.statuses.pop(name + ":uses", None)
    ctx.player.statuses.pop(name + ":max", None)
    ctx.player.statuses.pop(name + ":experience_after", None)


def hand_in_here(ctx: Ctx) -> None:
    """Carried cards that can be handed in (or used) on this field (feathers at the inn…)."""
    p = ctx.player
    if not (p.cards or p.trophies or p.friends):
        return
    having = ctx.rules.hand_in_cards()
    for card_id in [c for group in (p.cards, p.trophies, p.friends) for c in group if c in having]:
        card = ctx.rules.cards.get(card_id)
        places = [h for h in (card.attrs.get("hand_in") or ()) if h.get("field") == p.position] if card else []
        if not places or not ctx.yes("hand-in", card=card_id, field=p.position):
            continue
        place = places[0]
        remove_thing(ctx, card_id)
        ctx.emit("handed_in", card=card_id, field=p.position)
        reward = {k: int(place[k]) for k in ("thalers", "experience") if place.get(k)}
        if reward:
            gain(ctx, reward)
        run(ctx, place.get("effects"))


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


# --------------------------------------------------------------------------- handlers: choices


def _affordable(ctx: Ctx, effects) -> bool:
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
                return False
        elif op == "use_pass" and not has_pass(ctx.rules, p):
            return False
    return p.stats["thalers"] >= need


def op_may(ctx: Ctx, arg) -> None:
    effects = arg if isinstance(arg, list) else arg.get("effects")
    if not _affordable(ctx, effects):
        return
    if ctx.yes("may", effects=effects, card=ctx.card, field=ctx.field):
        try:
            run(ctx, effects)
        except Abort:
            pass
    elif ctx.card is not None and ctx.fate is None:
        ctx.fate = "field"


def op_choose(ctx: Ctx, options) -> None:
    usable_options = [o for o in options if _affordable(ctx, o.get("effects"))] or list(options)
    pick = usable_options[ctx.ask("choose", usable_options)]
    try:
        run(ctx, pick.get("effects"))
    except Abort:
        pass


def op_if(ctx: Ctx, arg) -> None:
    ok = holds(ctx.rules, ctx.state, ctx.player, arg.get("when"), ctx.fight_arg)
    branch = arg.get("then") if ok else arg.get("else")
    run(ctx, branch)


def op_manual(ctx: Ctx, text) -> None:
    ctx.emit("manual", text=text)


def op_peek(ctx: Ctx, n) -> None:
    ctx.emit("peek", cards=ctx.state.deck[: int(n)])


def op_nothing(ctx: Ctx, arg) -> None:
    return


# --------------------------------------------------------------------------- handlers: fights


def op_fight(ctx: Ctx, arg) -> None:
    fight(ctx, arg or {})


def fight(ctx: Ctx, arg: Mapping) -> str | None:
    """A battle against the current card's creature (or inline stats). Returns the outcome."""
    rules, state, p = ctx.rules, ctx.state, ctx.player
    card = rules.cards.get(ctx.card) if ctx.card else None
    if arg.get("hunt") and not can_hunt(rules, p):
        ctx.emit("cannot_hunt", card=ctx.card)
        ctx.fate = ctx.fate or "field"
        return None
    if card is not None and card.attrs.get("sex") == "female" and _send_woman_away(ctx):
        return None
    ctx.fight_arg = arg
    run_triggers(ctx, "before-fight")
    if ctx.fate == "discard":  # killed before the fight (a grenade): no trophy
        ctx.cancelled = True
        ctx.emit("destroyed", card=ctx.card)
    if ctx.cancelled or p.board == OUT:
        return None
    stat = arg.get("with") or combat.world_stat(rules, ctx.field or p.position)
    field_id = ctx.field or p.position
    enemy, enemy_parts = combat.creature_value(rules, state, p, card, stat, field_id, arg)
    kind = card.kind if card is not None else "enemy"
    champions = [f for f in p.friends if combat.friend_fights(rules, f) in ("instead", "both")]
    champion = None
    if champions:
        options = [None] + champions
        champion = options[ctx.ask("champion", options, stat=stat, enemy=enemy)]
    if champion is not None:
        you = int(combat.friend_stats(rules, champion).get(stat, 0) or 0)
        parts = [(champion, you)]
        rnd = combat.battle_round(you, enemy, ctx.own_dice())
    else:
        items_ok = not ctx.no_items
        you, parts = combat.traveller_value(rules, state, p, stat, field_id, kind,
                                            arg if items_ok else {**arg, "no_items": True})
        rnd = combat.battle_round(you, enemy, ctx.own_dice(), you_dice=_roll_expr(arg.get("traveller_dice", "d6")))
    ctx.emit("battle", card=ctx.card, stat=stat, you=rnd.you, enemy=rnd.enemy, you_roll=rnd.you_roll,
             enemy_roll=rnd.enemy_roll, outcome=rnd.outcome, parts=parts, enemy_parts=enemy_parts,
             champion=champion, **({"cancel": c} if champion is None and getattr(ctx.dice, "previews_fights", False)
                                   and (c := loss_cancellers(ctx)) else {}))
    if rnd.outcome == combat.WIN:
        trophy = card is not None and card.kind in OPPONENT_KINDS
        if trophy and rules.stats_only:
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
    elif rnd.outcome == combat.DRAW:
        ctx.fate = "field"
        if champion is not None:  # a friend who draws leaves you and stays on the field
            p.friends.remove(champion)
            if champion in rules.cards:
                state.on_fields.setdefault(field_id, []).append(champion)
            else:
                _return_item(state, champion)
            carrier_lost(ctx)
        run(ctx, arg.get("draw"))
    else:
        ctx.fate = "field"
        if champion is not None:  # the friend dies; you do not do the card
            remove_thing(ctx, champion)
            ctx.emit("friend_died", friend=champion)
            return rnd.outcome
        before = len(ctx.events)
        run_triggers(ctx, "after-lost-fight")
        if any(e.kind == "loss_cancelled" for e in ctx.events[before:]):
            return combat.DRAW
        run(ctx, arg.get("lose"))
    return rnd.outcome


def _send_woman_away(ctx: Ctx) -> bool:
    """Seed 000, №3 ВЛЮБЛЁННАЯ ВЕДЬМА: any woman who meets her, an opponent too, goes to
    the inn.  A female opponent met while such a friend is with you is sent there: her
    card lies on that field, and there is no fight."""
    for friend in ctx.player.friends:
        card = ctx.rules.cards.get(friend)
        target = ((card.attrs.get("friend") or {}) if card is not None else {}).get("sends_women_to")
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
    robbers = [ctx.who]
    for i, q in enumerate(state.players):
        if i != ctx.who and q.board != OUT and q.board == p.board and q.position == p.position and \
                ctx.decide(state, i, "join-robbery", [False, True], {"fund": fund}) == 1:
            robbers.append(i)
    bonus = len(robbers) if len(robbers) > 1 else 0
    guards = int(arg.get("guards", 3))
    guard = int(arg.get("strength", 14))
    fallen = 0
    lost = False
    while fallen < guards and not lost:
        beaten = False
        for i in robbers:
            robber = state.players[i]
            if robber.board == OUT:
                continue
            you, _ = combat.traveller_value(rules, state, robber, "strength", robber.position, "enemy")
            rnd = combat.battle_round(you + bonus, guard, ctx.own_dice() if i == ctx.who else ctx.dice)
            ctx.events.append(Event("robbery_fight", {"player": robber.name, "guard": fallen + 1,
                                                      "you": rnd.you_total, "guard_total": rnd.enemy_total,
                                                      "outcome": rnd.outcome}))
            if rnd.outcome == combat.WIN:
                beaten = True
                break
            if rnd.outcome == combat.LOSE:
                lost = True
                robber.stats["life"] -= 1
                if robber.stats["life"] <= 0:
                    kill(rules, state, i, ctx.events, ctx.dice)
                break
        if not beaten:
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


# --------------------------------------------------------------------------- handlers: places


def op_shop(ctx: Ctx, shop_id) -> None:
    rules, state, p = ctx.rules, ctx.state, ctx.player
    key = ("shop", shop_id)
    stock = rules.memo.get(key)
    if stock is None:  # (item id, price) of everything the shop sells, by id
        stock = rules.memo[key] = sorted((i, info.price) for i, info in rules.items.items()
                                         if shop_id in info.sold_at and info.price is not None)
    for _ in range(4):
        money = p.stats["thalers"]
        options = [None] + [i for i, price in stock if price <= money and state.item_field.get(i, 0) > 0]
        prices = {i: price for i, price in stock if i in options}  # the question shows each price
        pick = options[ctx.ask("buy", options, shop=shop_id, prices=prices)]
        if pick is None:
            return
        pay(ctx, int(rules.items[pick].price), "supply")
        take_item(ctx, pick)


SIMPLE_EXCHANGE_STATS = ("strength", "mind", "magic", "experience")
SIMPLE_EXCHANGE = {  # seed 002: any of the four characteristics for 5 thalers, or 2 of one for 1 of another
    "trade": [{"give": {a: 2}, "get": {b: 1}} for a in SIMPLE_EXCHANGE_STATS for b in SIMPLE_EXCHANGE_STATS
              if a != b],
    "buy": [{"price": 5, "get": {s: 1}} for s in SIMPLE_EXCHANGE_STATS],
}


def _exchange_arg(ctx: Ctx, arg) -> Mapping:
    """The deals of an exchange office.  The ``simple`` exchange (seed 002) replaces
    the printed rates of the adventure world's offices only: the kingdom's money
    changer (points and thalers into ПЖ) keeps its own."""
    if ctx.rules.value("exchange") != "simple" or ctx.player.board != ON_MAIN:
        return arg
    return SIMPLE_EXCHANGE


def op_exchange(ctx: Ctx, arg) -> None:
    p = ctx.player
    arg = _exchange_arg(ctx, arg)
    done = 0
    for _ in range(30):
        options: list = [None]
        for trade in arg.get("trade", ()):
            if all(p.stats.get(s, 0) >= v for s, v in trade["give"].items()):
                options.append(("trade", trade))
        for buy in arg.get("buy", ()):
            if p.stats["thalers"] >= buy["price"]:
                options.append(("buy", buy))
        pick = options[ctx.ask("exchange", options)]
        if pick is None:
            break
        kind, deal = pick
        if kind == "trade":
            for s, v in deal["give"].items():
                p.stats[s] -= v
            gain(ctx, deal["get"])
        else:
            pay(ctx, int(deal["price"]), "supply")
            gain(ctx, deal["get"])
        done += 1
    if not done:
        _entry_fee(ctx, arg)


def _entry_fee(ctx: Ctx, arg) -> None:
    """An office visited without a deal charges its entry fee (or does ``no_money``)."""
    fee = int(arg.get("entry_fee") or 0)
    if not fee:
        return
    if ctx.player.stats["thalers"] >= fee:
        pay(ctx, fee, "supply")
    elif arg.get("no_money"):
        run(ctx, arg["no_money"])


def op_infirmary(ctx: Ctx, arg) -> None:
    p = ctx.player
    up_to, price = int(arg.get("up_to", 4)), int(arg.get("price", 2))
    if p.mad:
        p.stats["mind"] = max(p.stats["mind"], int(arg.get("cure_mind", 3)))
        ctx.emit("cured", mind=p.stats["mind"])
    need = max(0, up_to - p.stats["life"])
    affordable = min(need, p.stats["thalers"] // price) if price else need
    if affordable:
        options = list(range(affordable + 1))
        n = options[ctx.ask("heal", options)]
        if n:
            pay(ctx, n * price, "supply")
            p.stats["life"] += n
            ctx.emit("healed", life=n)
            return
    checkup = int(arg.get("checkup", 0) or 0)
    if checkup and p.stats["thalers"] >= checkup and ctx.yes("checkup"):
        pay(ctx, checkup, "supply")


def op_trophy_office(ctx: Ctx, arg) -> None:
    rules, p = ctx.rules, ctx.player
    handed = 0
    for card_id in list(p.trophies):
        value = rules.cards[card_id].attrs.get("trophy")
        if not value:
            continue
        if not ctx.yes("hand-in", card=card_id, value=dict(value)):
            continue
        p.trophies.remove(card_id)
        ctx.state.discard.append(card_id)
        ctx.emit("handed_in", card=card_id, value=dict(value))
        gain(ctx, {k: int(v) for k, v in value.items() if k in ("thalers", "experience")})
        handed += 1
    if not handed:
        _entry_fee(ctx, arg)


def op_sell_item(ctx: Ctx, arg) -> None:
    rules, p = ctx.rules, ctx.player
    goods = [i for i in p.items if rules.item(i) and rules.item(i).price and not rules.item(i).owner]
    options = [None] + goods
    pick = options[ctx.ask("sell", options)]
    if pick is None:
        return
    pay(ctx, int(arg.get("fee", 0) or 0), arg.get("to", "bank"))
    ctx.sale_item = pick
    total = ctx.roll("1d6", "bourse")
    row = _row_for(arg.get("rows", ()), total)
    if row is not None:
        run(ctx, row.get("effects"))
    ctx.sale_item = None


def op_sale(ctx: Ctx, arg) -> None:
    item = ctx.sale_item
    if item is None or item not in ctx.player.items:
        return
    if isinstance(arg, dict):
        price = int(ctx.rules.items[item].price or 0) + int(arg.get("bonus", 0))
        remove_thing(ctx, item)
        gain(ctx, {"thalers": price})
        ctx.emit("sold", item=item, price=price)
    elif arg == "confiscated":
        remove_thing(ctx, item)
        ctx.emit("confiscated", item=item)


def op_enlist(ctx: Ctx, arg) -> None:
    terms = [None] + list(arg["terms"])
    term = terms[ctx.ask("enlist", terms)]
    if term is None:
        return
    ctx.player.skip += int(term["tours"])
    ctx.wages = int(term["pay"])
    ctx.emit("enlisted", tours=term["tours"], pay=term["pay"])
    total = ctx.roll("1d6", "service")
    row = _row_for(arg.get("rows", ()), total)
    if row is not None:
        run(ctx, row.get("effects"))
    elif not arg.get("rows"):
        gain(ctx, {"thalers": ctx.wages})
    ctx.wages = 0


def op_wages(ctx: Ctx, arg) -> None:
    amount = ctx.wages // 2 if arg == "half" else ctx.wages
    if amount:
        gain(ctx, {"thalers": amount})


def _sector_text(sector: Any) -> str:
    """What a Temple or Pass sector says (the referee names it when the walk reaches it)."""
    return str(sector.get("text", "")) if isinstance(sector, dict) else ""


def op_walk(ctx: Ctx, arg) -> None:
    """The Temple / the Pass: sector 1, then roll and move round the 8 sectors doing each,
    out only by landing exactly on the last one; no items or abilities."""
    sectors = arg["sectors"]
    last = len(sectors) - 1
    saved = ctx.no_items
    ctx.no_items = True
    try:
        here = 0
        ctx.emit("sector", number=1, text=_sector_text(sectors[0]))
        run(ctx, sectors[0].get("effects"))
        for _ in range(60):
            if ctx.moved or ctx.player.board == OUT:
                return
            if here == last:
                break
            step = ctx.roll("1d6", "walk")
            here = (here + step) % len(sectors)
            ctx.emit("sector", number=here + 1, roll=step, text=_sector_text(sectors[here]))
            if here == last:
                break
            run(ctx, sectors[here].get("effects"))
        else:
            here = last
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
                and all(p.stats[s] >= threshold for s in ("strength", "mind", "magic", "experience")))
    entered = False
    if eligible and ctx.yes("provaly", threshold=threshold):
        p.provaly_tour = state.tour
        friends_stay_behind(ctx)
        if not rules.value("provaly_die"):  # seed 002: the thresholds met, the Провал lets you in
            enter_kingdom(ctx)
            return
        total = ctx.roll(_roll_expr(arg.get("dice", "d6")), "provaly")
        ctx.emit("provaly_roll", total=total, threshold=threshold)
        row = _row_for(arg.get("rows", ()), total)
        ctx.provaly = {}
        if row is not None:
            run(ctx, row.get("effects"))
        entered = ctx.provaly.get("entered", False)
    if not entered and arg.get("refuse") and p.board == ON_MAIN:
        lose(ctx, dict(arg["refuse"]))


def op_thrown_back(ctx: Ctx, arg) -> None:
    p = ctx.player
    options = [f for f in ctx.rules.board.neighbours_of(p.position) if ctx.rules.board.role(f) != "provaly"]
    if options:
        move_player(ctx, options[ctx.ask("thrown-back", options)], resolve=False)
    ctx.emit("thrown_back")


def op_enter_kingdom(ctx: Ctx, arg) -> None:
    enter_kingdom(ctx)
    ctx.provaly["entered"] = True


def friends_stay_behind(ctx: Ctx) -> None:
    """Friends never go through a Провал: at the first attempt they wait beside it, on a
    neighbouring field the player picks (seed 000, the Провалы); what they carried beyond
    the limit waits there too."""
    rules, state, p = ctx.rules, ctx.state, ctx.player
    if not p.friends:
        return
    spots = list(rules.board.neighbours_of(p.position)) if p.position in rules.board.index else []
    spot = spots[ctx.ask("friends-stay", spots)] if spots else p.position
    for friend in list(p.friends):
        p.friends.remove(friend)
        if friend in rules.cards:
            state.on_fields.setdefault(spot, []).append(friend)
        else:
            _return_item(state, friend)
        ctx.emit("friend_left", friend=friend, field=spot)
    carrier_lost(ctx)


def enter_kingdom(ctx: Ctx) -> None:
    rules, state, p = ctx.rules, ctx.state, ctx.player
    friends_stay_behind(ctx)  # already done at the attempt, unless a card sends you through
    if rules.value("provaly_bag_empty"):
        for item_id in list(p.items):
            p.items.remove(item_id)
            _return_item(state, item_id)
        for card_id in list(p.cards):
            p.cards.remove(card_id)
            state.on_fields.setdefault(p.position, []).append(card_id)
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


# kingdom ops run by the kingdom turn (see kingdom.py); as field effects they do nothing more
HANDLERS: dict[str, Callable[[Ctx, Any], None]] = {
    "draw": op_draw, "draw_choose": op_draw_choose, "roll": op_roll, "guess": op_guess, "repeat": op_repeat,
    "gain": op_gain, "lose": op_lose, "lose_all": op_lose_all, "convert": op_convert, "pay": op_pay,
    "pay_fraction": op_pay_fraction, "cap": op_cap, "raise_to": op_raise_to, "restore_start": op_restore_start,
    "merge": op_merge, "loan": op_loan,
    "take_item": op_take_item, "lose_item": op_lose_item, "lose_items": op_lose_items,
    "keep_card": op_keep_card, "discard_card": _set_fate("discard"), "leave_card": _set_fate("field"),
    "place_card": op_place_card, "return_card": _set_fate("deck"), "befriend": op_befriend,
    "trophy": op_trophy, "use_pass": op_use_pass,
    "go_to": op_go_to, "skip_turns": op_skip_turns, "held": op_held, "become": op_become,
    "set_alignment": op_set_alignment, "shift_alignment": op_shift_alignment, "status": op_status,
    "clear_status": op_clear_status, "quest": op_quest, "become_regent": op_become_regent,
    "air_tickets": op_air_tickets,
    "may": op_may, "choose": op_choose, "if": op_if,
    "fight": op_fight, "robbery": op_robbery,
    "shop": op_shop, "exchange": op_exchange, "infirmary": op_infirmary, "trophy_office": op_trophy_office,
    "sell_item": op_sell_item, "sale": op_sale, "enlist": op_enlist, "wages": op_wages, "walk": op_walk,
    "provaly": op_provaly, "thrown_back": op_thrown_back, "enter_kingdom": op_enter_kingdom,
    "capital": op_nothing, "labyrinth": op_nothing, "chamber": op_nothing, "throne": op_nothing,
    "peek": op_peek, "cancel_card": op_cancel_card, "cancel_loss": op_cancel_loss,
    "send_card": op_send_card, "give_card": op_give_card, "destroy_opponent": op_destroy_opponent,
    "discard_self": op_discard_self, "manual": op_manual,
}

IMPLEMENTED_OPS: frozenset[str] = frozenset(HANDLERS) | STATIC_OPS | {"extra_items"}

"""Points and money gained, lost and paid, a traveller's death, and the ops that change
points and money (gain, lose, convert, pay, caps, loans); inflation and the caps.

The compensation rule (правило компенсации), step by step, when you must pay what you
do not have:

* ПС missing → ПУ or ПМ, 1 for 1 (the larger first unless you prefer);
* ПМ missing → ПС or ПУ, 1 for 1;
* money missing → 1 ПУ for every 5 thalers (or part of 5); with no ПУ left → 1 ПЖ;
* ПУ missing → ПЖ 1 for 1 (the madman's rule);
* a missing item → 2 ПС; a missing magic item or amulet → 2 ПМ; a missing horse or
  friend → 1 ПС (each again compensated if need be);
* ПО are never paid: experience cannot be taken;
* when even the substitutes run out, the rest costs 1 ПЖ (the rule's last line).
"""

from __future__ import annotations

from pnpkit.games.amber.rules.context import Ctx, PlayerOut
from pnpkit.games.amber.rules.dispatch import run, run_triggers
from pnpkit.games.amber.rules.rules import AmberRules
from pnpkit.games.amber.rules.state import CAPPED, IN_KINGDOM, ON_MAIN, OUT, GameState, PlayerState
from pnpkit.rules.session import Event
from pnpkit.value_class import value_class

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot referee command does not import typing
    from collections.abc import Iterable, Mapping

THING_COST = {
    "item": ("strength", 2), "owner-item": ("strength", 2), "contraband": ("strength", 2),
    "magic-item": ("magic", 2), "amulet": ("magic", 2),
    "horse": ("strength", 1), "friend": ("strength", 1),
}
SUBSTITUTES = {"strength": ("mind", "magic"), "magic": ("strength", "mind")}
MONEY_PER_MIND = 5


@value_class(frozen=True)
class Step:
    """One line of a payment plan: pay ``amount`` of ``stat`` for what was owed."""

    stat: str
    amount: int
    instead_of: str

    @property
    def substitute(self) -> bool:
        return self.stat != self.instead_of


def compensation_plan(player: PlayerState | Mapping[str, int], debt: Mapping[str, int], *,
                      prefer: Iterable[str] = ()) -> list[Step]:
    """How ``player`` pays ``debt``: a mapping of stats (strength … thalers) and of missing
    things (item, magic-item, amulet, horse, friend: how many are missing) to amounts.
    ``prefer`` orders the substitutes (e.g. ``["magic"]`` pays missing ПС with ПМ
    first).  The plan never pays experience and never drives a stat below 0."""
    stats = player.stats if isinstance(player, PlayerState) else player
    avail = {k: int(v) for k, v in stats.items()}
    preferred = list(prefer)
    steps: list[Step] = []

    def take(stat: str, amount: int, instead: str) -> int:
        paid = min(avail.get(stat, 0), amount)
        if paid > 0:
            avail[stat] -= paid
            steps.append(Step(stat, paid, instead))
        return max(paid, 0)

    def owe(stat: str, amount: int, instead: str) -> None:
        short = amount - take(stat, amount, instead)
        if short <= 0 or stat in ("experience", "life"):
            return
        if stat in SUBSTITUTES:
            subs = sorted(SUBSTITUTES[stat], key=lambda s: (s not in preferred, -avail.get(s, 0)))
            for sub in subs:
                short -= take(sub, short, instead)
            if short > 0:  # the rule's last line: 1 ПЖ
                take("life", 1, instead)
        elif stat == "mind":
            take("life", short, instead)
        elif stat == "thalers":
            need = -(-short // MONEY_PER_MIND)
            if take("mind", need, instead) < need:
                take("life", 1, instead)

    for stat in ("experience", "strength", "mind", "magic", "thalers", "life"):
        if debt.get(stat, 0) > 0:
            owe(stat, int(debt[stat]), stat)
    for thing, (stat, cost) in THING_COST.items():
        for _ in range(int(debt.get(thing, 0))):
            owe(stat, cost, thing)
    return steps


def apply_plan(player: PlayerState, steps: Iterable[Step]) -> None:
    for step in steps:
        player.stats[step.stat] = max(0, player.stats[step.stat] - step.amount)


def inflation(amount: int, numerator: int, denominator: int) -> int:
    """The part of ``amount`` inflation takes, always rounded up (1/3 of 2 is 1, of 20 is 7)."""
    if amount <= 0:
        return 0
    return -(-amount * numerator // denominator)


def cap_limit(player: PlayerState, stat: str, cap: int) -> int | None:
    """The highest own value of ``stat`` allowed now (None = no limit): 14 before the
    Провал; a regent with 10 ПО has no limit on his world's stat."""
    if player.board != ON_MAIN or stat not in CAPPED:
        return None
    if stat in player.regent and player.stats["experience"] >= 10:
        return None
    return cap


def apply_caps(player: PlayerState, cap: int) -> dict[str, int]:
    """Drop own ПС/ПУ/ПМ/ПО above the cap; returns what was lost."""
    lost = {}
    for stat in CAPPED:
        limit = cap_limit(player, stat, cap)
        if limit is not None and player.stats[stat] > limit:
            lost[stat] = player.stats[stat] - limit
            player.stats[stat] = limit
    return lost



def gain(ctx: Ctx, points: Mapping[str, int], fund: str = "supply") -> None:
    p = ctx.player
    got = {k: v for k, v in points.items() if k != "from"}  # told as received: a purse of 3 gives 3, not 10
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
        got[stat] = amount
    life_cap = ctx.rules.value("life_cap")
    if life_cap and p.board == ON_MAIN and p.stats["life"] > life_cap and "life" in points:
        p.stats["life"] = max(life_cap, p.stats["life"] - points.get("life", 0))
    lost = apply_caps(p, ctx.rules.value("stat_cap"))
    if any(got.values()) or not got:
        ctx.emit("gained", points={k: v for k, v in got.items() if v or k not in p.stats}, capped=lost)


def _take_from_other(ctx: Ctx, stat: str, amount: int) -> int:
    """Points or money taken from the traveller met (none when nobody is there)."""
    if ctx.other is None:
        return 0
    other = ctx.state.players[ctx.other]
    amount = min(amount, other.stats.get(stat, 0))
    other.stats[stat] -= amount
    ctx.emit("taken_from", player=other.name, by=ctx.player.name, stat=stat, amount=amount)
    if other.stats["life"] <= 0 and other.board != OUT:
        kill(ctx.rules, ctx.state, ctx.other, ctx.events, ctx.dice)
    return amount


def _fund(fund: str | None) -> str:
    """The state's attribute holding a fund's thalers (any other fund: the supply)."""
    return fund if fund in ("bank", "mafia") else "supply"


def _take_from_fund(state: GameState, fund: str, amount: int) -> int:
    amount = min(amount, getattr(state, _fund(fund)))
    setattr(state, _fund(fund), getattr(state, _fund(fund)) - amount)
    return amount


def _to_fund(state: GameState, fund: str | None, amount: int) -> None:
    setattr(state, _fund(fund), getattr(state, _fund(fund)) + amount)


def lose(ctx: Ctx, points: Mapping[str, int], things: Mapping[str, int] | None = None) -> None:
    """Lose points (and missing things) by the compensation rule; money lost goes to the supply."""
    p = ctx.player
    debt = {k: v for k, v in points.items() if v and v > 0}
    debt.update(things or {})
    if p.mad and debt.get("mind"):
        debt["life"] = debt.get("life", 0) + debt.pop("mind")
    thalers_before, was_mad = p.stats["thalers"], p.mad
    plan = compensation_plan(p, debt)
    apply_plan(p, plan)
    ctx.state.supply += thalers_before - p.stats["thalers"]
    ctx.emit("lost", points=dict(debt), plan=[(s.stat, s.amount, s.instead_of) for s in plan])
    went_mad(ctx, was_mad)
    check_alive(ctx)


def pay(ctx: Ctx, amount: int, fund: str | None, otherwise=None) -> bool:
    """Pay thalers to a fund; when short, ``otherwise`` or the compensation rule. True if paid in full."""
    p = ctx.player
    if amount <= 0:
        return True
    if p.stats["thalers"] >= amount:
        p.stats["thalers"] -= amount
        if fund == "player" and ctx.other is not None:  # paid to the traveller met or named (№119)
            ctx.state.players[ctx.other].stats["thalers"] += amount
        else:
            _to_fund(ctx.state, fund, amount)
        paid_to = ctx.state.players[ctx.other].name if fund == "player" and ctx.other is not None else None
        ctx.emit("paid", amount=amount, to=fund or "supply", **({"to_player": paid_to} if paid_to else {}))
        _no_money_triggers(ctx)
        return True
    if otherwise is not None:
        ctx.emit("cannot_pay", amount=amount)
        run(ctx, otherwise)
        return False
    have = p.stats["thalers"]
    p.stats["thalers"] = 0
    _to_fund(ctx.state, fund, have)
    plan = compensation_plan(p, {"thalers": amount - have})  # what is short, by the compensation rule
    apply_plan(p, plan)
    ctx.emit("compensated", owed=amount - have, plan=[(s.stat, s.amount, s.instead_of) for s in plan],
             rule="compensation")
    check_alive(ctx)
    _no_money_triggers(ctx)
    return False


def _no_money_triggers(ctx: Ctx) -> None:
    if ctx.player.stats["thalers"] == 0:
        run_triggers(ctx, "no-money")


def went_mad(ctx: Ctx, was_mad: bool) -> None:
    """The last ПУ gone (seed 000, «Безумие»): said when it happens, not left for the
    table to find in the status (№85 Пентаграмма prints «0 ПУ — безумие»)."""
    p = ctx.player
    if not was_mad and p.mad and p.stats["life"] > 0:
        ctx.emit("went_mad")


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
    in_crown_battle = p.crowned or p.position in (rules.kingdom.arena, rules.kingdom.throne)
    if p.board == IN_KINGDOM and not in_crown_battle and \
            (mode == "capital" or (mode == "prince-capital" and p.prince is not None)):
        # seed 002: «новый принц начинает из столицы» — the dead prince's card is given up;
        # his next turn in the capital draws a prince again, with 0 + the prince's bonus ПЖ
        p.position = rules.kingdom.capital or "capital"
        p.stats["life"] = 0
        p.prince, p.kingdom_step = None, 0
        return
    _drop_everything(rules, state, p)
    p.board = OUT


def _drop_everything(rules: AmberRules, state: GameState, p: PlayerState) -> None:
    for item_id in p.items:
        _return_item(state, item_id)
    for card_id in p.cards + p.friends + p.trophies:
        put_back(rules, state, card_id)
    state.supply += p.stats["thalers"]
    p.stats["thalers"] = 0
    p.items, p.cards, p.friends, p.trophies = [], [], [], []


def _return_item(state: GameState, item_id: str) -> None:
    state.item_field[item_id] = state.item_field.get(item_id, 0) + 1


def put_back(rules: AmberRules, state: GameState, thing: str) -> None:
    """A card to the discard pile; a shop's thing (a hired friend…) back to the item field."""
    if thing in rules.cards:
        state.discard.append(thing)
    else:
        _return_item(state, thing)


# --------------------------------------------------------------------------- the ops


def op_gain(ctx: Ctx, arg) -> None:
    gain(ctx, {k: v for k, v in arg.items() if k != "from"}, arg.get("from", "supply"))


def op_lose(ctx: Ctx, arg) -> None:
    lose(ctx, dict(arg))


def op_lose_all(ctx: Ctx, stat) -> None:
    p = ctx.player
    was_mad = p.mad
    if stat == "thalers":
        ctx.state.supply += p.stats["thalers"]
    p.stats[stat] = 0
    ctx.emit("lost_all", stat=stat)
    went_mad(ctx, was_mad)
    check_alive(ctx)


def op_convert(ctx: Ctx, arg) -> None:
    p = ctx.player
    source = arg.get("from") or {}
    if all(p.stats.get(s, 0) >= v for s, v in source.items()):
        was_mad = p.mad
        for s, v in source.items():
            p.stats[s] -= v
            if s == "thalers":
                ctx.state.supply += v
        ctx.emit("converted", give=dict(source), get=dict(arg.get("to") or {}))
        if arg.get("to"):
            gain(ctx, arg["to"])
        went_mad(ctx, was_mad)
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
    ctx.emit("inflation", amount=amount, to=arg.get("to", "supply"), rule="inflation")
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
    was_mad = p.mad
    total = sum(p.stats[s] for s in arg["stats"])
    for s in arg["stats"]:
        p.stats[s] = 0
    p.stats[arg["into"]] = total
    lost = apply_caps(p, ctx.rules.value("stat_cap"))  # №85: «не больше 14»; the table hears what is left
    ctx.emit("merged", into=arg["into"], total=p.stats[arg["into"]], **({"capped": lost} if lost else {}))
    went_mad(ctx, was_mad)


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

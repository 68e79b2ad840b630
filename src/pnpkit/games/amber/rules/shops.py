"""Places that trade: shops, exchange offices, the infirmary, trophy office, bourse, service."""

from __future__ import annotations

from pnpkit.games.amber.rules.carrying import remove_thing, take_item
from pnpkit.games.amber.rules.conditions import ability, friend_rules
from pnpkit.games.amber.rules.context import Ctx
from pnpkit.games.amber.rules.dispatch import _row_for, run
from pnpkit.games.amber.rules.points import cap_limit, gain, pay
from pnpkit.games.amber.rules.state import CAPPED, ON_MAIN

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot referee command does not import typing
    from collections.abc import Mapping


def _stock(ctx: Ctx, shop_id: str) -> list[tuple[str, int]]:
    """(item id, price) of everything the shop sells, by id."""
    return ctx.rules.memoised(("shop", shop_id), lambda: sorted(
        (i, info.price) for i, info in ctx.rules.items.items() if shop_id in info.sold_at and info.price is not None))


def _buy(ctx: Ctx, shop_id: str, stock: list[tuple[str, int]], times: int) -> None:
    """Up to ``times`` things of ``stock`` picked one by one; the player may stop («пас»)."""
    state, p = ctx.state, ctx.player
    for _ in range(times):
        prices = {i: price for i, price in stock if price <= p.stats["thalers"] and state.item_field.get(i, 0) > 0}
        options = [None, *prices]
        pick = options[ctx.ask("buy", options, shop=shop_id, prices=prices)]  # the question shows each price
        if pick is None:
            return
        pay(ctx, int(prices[pick]), "supply")
        take_item(ctx, pick)


def op_shop(ctx: Ctx, shop_id) -> None:
    stock, p = _stock(ctx, shop_id), ctx.player
    for key in [k for k in p.statuses if k.startswith("broken:")]:
        info = ctx.rules.item(key[7:])  # broken items (№88) sold here, or sold nowhere, are mended on the visit
        if info is None or not info.sold_at or shop_id in info.sold_at:
            del p.statuses[key]
            ctx.emit("mended", item=key[7:])
    _try_to_steal(ctx, shop_id, stock)
    _buy(ctx, shop_id, stock, 4)


def op_half_price(ctx: Ctx, arg) -> None:
    """№4: up to ``items`` things of a shop, each for half its price rounded up."""
    stock = [(i, -(-price // 2)) for i, price in _stock(ctx, arg["shop"])]
    _buy(ctx, arg["shop"], stock, int(arg.get("items") or 2))


def _try_to_steal(ctx: Ctx, shop_id: str, stock) -> None:
    """The Goblin in a shop may try to steal one thing: a 6 and it is his.  He never holds
    two stolen things at once (the one he holds is marked ``stolen:ID``).  A thief friend
    (№44) steals for you whatever you pick, without a roll."""
    rules, state, p = ctx.rules, ctx.state, ctx.player
    goods = [i for i, _price in stock if state.item_field.get(i, 0) > 0]
    if any(friend_rules(rules, f).get("thief") for f in p.friends):
        if goods and ctx.yes("steal", shop=shop_id):
            take_item(ctx, goods[ctx.ask("steal-which", goods)])
        return
    if not ability(rules, p, "thief") or any(k.startswith("stolen:") and k[7:] in p.items for k in p.statuses):
        return
    if not goods or not ctx.yes("steal", shop=shop_id):
        return
    roll = ctx.roll("1d6", "chance")
    ok = roll == 6
    ctx.emit("ability_roll", source=p.traveller, moment="shop", need=[6], roll=roll, success=ok)
    if ok:
        pick = goods[ctx.ask("steal-which", goods)]
        for key in [k for k in p.statuses if k.startswith("stolen:")]:
            del p.statuses[key]
        if take_item(ctx, pick):
            p.statuses[f"stolen:{pick}"] = -1


SIMPLE_EXCHANGE = {  # seed 002: any of the four characteristics for 5 thalers, or 2 of one for 1 of another
    "trade": [{"give": {a: 2}, "get": {b: 1}} for a in CAPPED for b in CAPPED if a != b],
    "buy": [{"price": 5, "get": {s: 1}} for s in CAPPED],
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
        keys = [0]  # each option's place in the office's whole list: its number never moves
        gone: list = []  # the deals out of reach now, named with their numbers
        deals = [*(("trade", d) for d in arg.get("trade", ())), *(("buy", d) for d in arg.get("buy", ()))]
        for n, (kind, deal) in enumerate(deals, start=1):
            affordable = all(p.stats.get(s, 0) >= v for s, v in deal["give"].items()) if kind == "trade" \
                else p.stats["thalers"] >= deal["price"]
            if affordable and _keeps(ctx, deal["get"]):
                options.append((kind, deal))
                keys.append(n)
            else:
                gone.append([n, (kind, deal)])
        # leaving without a deal costs the entry fee: the answer says so (issue #30, 13)
        fee = 0 if done else int(arg.get("entry_fee") or 0)
        fee = fee if p.stats["thalers"] >= fee else 0
        asked = {"keys": keys, **({"gone": gone} if gone else {}),
                 **({"entry_fee": fee} if fee else {})}
        pick = options[ctx.ask("exchange", options, **asked)]
        if pick is None:
            break
        kind, deal = pick
        if kind == "trade":
            for s, v in deal["give"].items():
                p.stats[s] -= v
        else:
            pay(ctx, int(deal["price"]), "supply")
        gain(ctx, deal["get"])
        done += 1
    if not done:
        _entry_fee(ctx, arg)


def _keeps(ctx: Ctx, get) -> bool:
    """Whether the points a deal gives would be kept: an office does not sell a point
    above the cap of 14, which would be lost at once (issue #30, 9)."""
    p, cap = ctx.player, ctx.rules.value("stat_cap")
    return not cap or all((limit := cap_limit(p, stat, cap)) is None or p.stats.get(stat, 0) + int(n) <= limit
                          for stat, n in get.items())


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
    cured = p.mad  # treated already (free): no check-up
    if cured:
        p.stats["mind"] = max(p.stats["mind"], int(arg.get("cure_mind", 3)))
        ctx.emit("cured", mind=p.stats["mind"])
    need = max(0, up_to - p.stats["life"])
    affordable = min(need, p.stats["thalers"] // price) if price else need
    # the board's text: «Кто не лечится, проходит осмотр за 1 талер» — a fee, as the offices'
    # entry fees are, not an offer (it was asked, and every table would say no)
    checkup = 0 if cured else int(arg.get("checkup", 0) or 0)
    if affordable:  # how many ПЖ; the question shows each price, and the check-up's for none
        n = ctx.ask("heal", list(range(affordable + 1)), each=price, **({"checkup": checkup} if checkup else {}))
        if n:
            pay(ctx, n * price, "supply")
            p.stats["life"] += n
            ctx.emit("healed", life=n)
            return
    if checkup and p.stats["thalers"] >= checkup:
        ctx.emit("checkup", fee=checkup)
        pay(ctx, checkup, "supply")


def op_trophy_office(ctx: Ctx, arg) -> None:
    rules, p = ctx.rules, ctx.player
    handed = 0
    for card_id in list(p.trophies):
        value = rules.cards[card_id].attrs.get("trophy")
        if not value or not ctx.yes("hand-in", card=card_id, value=dict(value)):
            continue
        p.trophies.remove(card_id)
        ctx.state.discard.append(card_id)
        ctx.emit("handed_in", card=card_id, value=dict(value))
        gain(ctx, {k: int(v) for k, v in value.items() if k in ("thalers", "experience")})
        handed += 1
    if not handed:
        _entry_fee(ctx, arg)


def op_sell_item(ctx: Ctx, arg) -> None:
    """The Bourse (its board text): items, amulets or trophies put up one by one, a die
    for each; every thing is offered once a visit and the player stops when he likes."""
    rules, p = ctx.rules, ctx.player
    offered: set[str] = set()
    for _ in range(len(p.items) + len(p.trophies)):
        goods = [i for i in p.items if rules.item(i) and rules.item(i).price and not rules.item(i).owner]
        goods += [t for t in p.trophies if _trophy_price(ctx, t)]
        options = [None] + [g for g in dict.fromkeys(goods) if g not in offered]
        pick = options[ctx.ask("sell", options)]
        if pick is None:
            return
        offered.add(pick)
        pay(ctx, int(arg.get("fee", 0) or 0), arg.get("to", "bank"))
        ctx.sale_item = pick
        total = ctx.roll("1d6", "bourse")
        row = _row_for(arg.get("rows", ()), total)
        if row is not None:
            run(ctx, row.get("effects"))
        ctx.sale_item = None
        if ctx.moved or p.board != ON_MAIN:
            return  # a blacklisted thing: the police take him away, the sale is over


def _trophy_price(ctx: Ctx, card_id: str) -> int:
    """A trophy's catalogue price at the Bourse: the thalers its card pays at the trophy office."""
    card = ctx.rules.cards.get(card_id)
    return int(((card.attrs.get("trophy") or {}).get("thalers") or 0) if card else 0)


def op_sale(ctx: Ctx, arg) -> None:
    item = ctx.sale_item
    p = ctx.player
    if item is None or (item not in p.items and item not in p.trophies):
        return
    if isinstance(arg, dict):
        base = _trophy_price(ctx, item) if item in p.trophies else int(ctx.rules.items[item].price or 0)
        price = base + int(arg.get("bonus", 0))
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

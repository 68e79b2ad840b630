"""Trade between travellers: a deal both sides agreed at the table.

Two travellers in the adventure world, on the same field or on neighbouring ones, may
swap things — items, magic items, amulets, carried cards and trophies — and thalers,
in any mix, when both say yes (the referee asks them and passes both answers in the
action).  A thing keeps its kind of place (an item stays an item, a trophy a trophy).
Never changing hands (seed 000, 000_62aca085f94afda4): friends and game points (the
points are not even expressible here), an owner's item, a crown, the card of a quest
under way.  The deal is refused as a whole when either side would carry more than
allowed (4 things, more with a horse or friends; one magic item).  Thalers only move
between the two: money is conserved.  :func:`trade_offers` lists the single-thing
gifts ``legal_actions`` offers an automatic player.
"""

from __future__ import annotations

from collections import Counter

from pnpkit.games.amber.rules.carrying import carried_count, carry_limit, magic_items
from pnpkit.games.amber.rules.refusals import TRADE_REFUSALS, IllegalAction
from pnpkit.games.amber.rules.rules import AmberRules
from pnpkit.games.amber.rules.state import ON_MAIN, GameState, PlayerState
from pnpkit.rules.session import Event
from pnpkit.value_class import value_class

BAGS = ("items", "cards", "trophies")
#: where a traveller keeps things, friends included (a friend is found there, then refused)
HELD = (*BAGS, "friends")

#: why a deal is refused (refusals.json; the catalogue lists it as trade:REFUSALS)
REFUSALS = TRADE_REFUSALS


class TradeRefused(IllegalAction):
    """Why a deal cannot be made: a key of REFUSALS and its values (``thing`` is an id,
    ``name`` a player's name, ``money`` a number of thalers)."""

    TABLE = REFUSALS
    IDS = frozenset({"thing"})
    COUNTS = {"money": "counts.thalers"}


@value_class(frozen=True)
class Trade:
    """``who`` (default: the player whose turn it is) gives ``give`` and ``give_thalers``
    to ``other`` and receives ``get`` and ``get_thalers``; ``consent`` = (who agrees,
    other agrees), as the table answered."""

    other: int
    give: tuple[str, ...] = ()
    get: tuple[str, ...] = ()
    give_thalers: int = 0
    get_thalers: int = 0
    consent: tuple[bool, bool] = (False, False)
    who: int | None = None


def trade_partners(state: GameState, who: int | None = None) -> list[int]:
    """Travellers ``who`` may trade with now: in the adventure world, on his field or
    on a neighbouring one."""
    who = state.turn if who is None else who
    p = state.players[who]
    if p.board != ON_MAIN or state.phase == "over":
        return []
    board = state.rules.board
    near = (p.position, *board.neighbours_of(p.position))
    return [i for i, q in enumerate(state.players) if i != who and q.board == ON_MAIN and q.position in near]


#: at most this many offers at a time, so the list stays small (and a random player keeps
#: rolling) however many trophies a traveller hoards
MAX_OFFERS = 16


def trade_offers(state: GameState) -> list[Trade]:
    """The elementary deals the current player could make now, in the roll phase, with
    each traveller on his field or a neighbouring one: one thing of his given for nothing, or one thing of the
    partner's taken for nothing (gifts both ways cover every move of a single thing).
    Both sides agree, as at the table.  Only deals :func:`check_trade` accepts; at most
    :data:`MAX_OFFERS`, in a fixed order (partner by seat, giving first, things in bag
    order: items, cards, trophies)."""
    if state.phase != "roll":
        return []
    who = state.turn
    offers: list[Trade] = []
    for other in trade_partners(state, who):
        for giver in (who, other):
            for thing in dict.fromkeys(c for bag in BAGS for c in getattr(state.players[giver], bag)):
                offer = Trade(other, **{"give" if giver == who else "get": (thing,)}, consent=(True, True))
                try:
                    check_trade(state, offer)
                except TradeRefused:
                    continue
                offers.append(offer)
                if len(offers) == MAX_OFFERS:
                    return offers
    return offers


def check_trade(state: GameState, trade: Trade) -> None:
    """Raise :class:`TradeRefused` unless the deal may be made as it stands."""
    rules: AmberRules = state.rules
    who = state.turn if trade.who is None else trade.who
    n = len(state.players)
    if not (0 <= who < n and 0 <= trade.other < n) or who == trade.other:
        raise TradeRefused("not_another")
    if not all(trade.consent) or len(trade.consent) != 2:
        raise TradeRefused("not_agreed")
    if trade.other not in trade_partners(state, who):
        raise TradeRefused("too_far")
    if trade.give_thalers < 0 or trade.get_thalers < 0:
        raise TradeRefused("negative_thalers")
    if not (trade.give or trade.get or trade.give_thalers or trade.get_thalers):
        raise TradeRefused("empty")
    p, q = state.players[who], state.players[trade.other]
    for giver, things, money in ((p, trade.give, trade.give_thalers), (q, trade.get, trade.get_thalers)):
        if giver.stats["thalers"] < money:
            raise TradeRefused("short_of_thalers", name=giver.name, money=money)
        _check_things(rules, giver, things)
    probe_p, probe_q = p.clone(), q.clone()
    _move_things(probe_p, probe_q, trade)
    for probe in (probe_p, probe_q):  # each traveller as he would be after the deal
        limit = carry_limit(rules, probe)
        if limit is not None and carried_count(rules, probe) > limit:
            raise TradeRefused("carry_limit", name=probe.name, limit=limit)
        if len(magic_items(rules, probe)) > 1:
            raise TradeRefused("two_magic_items", name=probe.name)


def _check_things(rules: AmberRules, giver: PlayerState, things: tuple[str, ...]) -> None:
    held = Counter(c for bag in HELD for c in getattr(giver, bag))
    for thing, count in Counter(things).items():
        if held[thing] < count:
            raise TradeRefused("not_owned", name=giver.name, thing=thing)
        if thing in giver.friends:
            raise TradeRefused("friend_not_traded", thing=thing)
        info = rules.item(thing)
        if info is not None and (info.owner or info.kind == "crown"):
            raise TradeRefused("not_transferable", thing=thing)
        if giver.quest is not None and giver.quest[0] == thing:
            raise TradeRefused("quest_under_way", thing=thing)


def _move_things(p: PlayerState, q: PlayerState, trade: Trade) -> None:
    """Hand the things over; each keeps its kind of place (an item stays an item…)."""
    for giver, taker, things in ((p, q, trade.give), (q, p, trade.get)):
        for thing in things:
            for bag in BAGS:
                held = getattr(giver, bag)
                if thing in held:
                    held.remove(thing)
                    getattr(taker, bag).append(thing)
                    break


def make_trade(state: GameState, trade: Trade, events: list[Event]) -> None:
    """Check and carry out the deal on ``state`` (changed in place)."""
    check_trade(state, trade)
    who = state.turn if trade.who is None else trade.who
    p, q = state.players[who], state.players[trade.other]
    _move_things(p, q, trade)
    p.stats["thalers"] += trade.get_thalers - trade.give_thalers
    q.stats["thalers"] += trade.give_thalers - trade.get_thalers
    events.append(Event("traded", {"player": p.name, "with": q.name, "give": list(trade.give),
                                   "get": list(trade.get), "give_thalers": trade.give_thalers,
                                   "get_thalers": trade.get_thalers}, "amber.trade"))

"""What an Amber table does by hand: payments by the compensation rule, the game
master's place / give / adjust, deals between travellers, and the yes a big spend waits
for.  A mixin of :class:`pnpkit.games.amber.rules.referee.AmberReferee`.

A table types these rarely: the engine's parts they run (the engine for a deal and the
sentences of its refusal, the points' rules and an effect's context for a payment or a
correction, the deals' rules) are imported by the command that runs them, so that a
roll, a move or an undo, which load this mixin with the referee, load none of them for
it (issue #31).
"""

from __future__ import annotations

from pnpkit.games.amber.rules.referee_state import AmberTable, Pending, Step
from pnpkit.games.amber.rules.referee_text_say import _Say, points, thalers
from pnpkit.games.amber.rules.referee_words import (
    REFUSALS,
    SKIP_WORDS,
    STAT_WORDS,
    THALER_WORDS,
    THING_WORDS,
)
from pnpkit.games.amber.rules.state import STATS
from pnpkit.rules.messages import refusal
from pnpkit.rules.messages import say as message
from pnpkit.rules.session import Action, DiceSource, Event, RuleError
from pnpkit.value_class import replace

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot referee command does not import typing
    from collections.abc import Sequence

DECLINE = (None, False, 0)   # option values that mean "no" / "nothing"


class ByHand:
    """The referee's commands for what the table does by hand."""

    # -- confirming a big spend --------------------------------------------------------
    def confirm(self, before: AmberTable, after: AmberTable, action: Action, events: Sequence[Event]
                ) -> RuleError | None:
        """An answer, a deal or a payment that costs its player more than half of the
        thalers they had waits for a yes; the other actions (and declining) never ask.
        A deal between travellers waits for the other side's yes when they hand over
        anything (seed 000: trading is «по взаимному согласию»)."""
        deal = next((e for e in events if e.kind == "traded"), None)
        if action.command == "trade" and before.pending is None and deal is not None \
                and (deal.data.get("get") or deal.data.get("get_thalers")):
            return refusal(REFUSALS, "confirm_trade", player=deal.data["with"],
                           what=lambda locale: _Say(self, locale).deal_side(deal.data["get"],
                                                                            deal.data.get("get_thalers", 0)))
        spent = self._spent(before, after, action, events)
        if spent is None:
            return None
        who, amount = spent
        have = before.game.players[who].stats.get("thalers", 0)
        if amount <= 0 or 2 * amount <= have:
            return None
        return refusal(REFUSALS, "confirm_spend_all" if amount >= have else "confirm_spend",  # «5 из 5 — больше половины»
                       player=before.game.players[who].name,
                       spent=lambda locale: thalers(amount, locale), have=have)

    def _spent(self, before: AmberTable, after: AmberTable, action: Action, events: Sequence[Event]
               ) -> tuple[int, int] | None:
        """(who pays, the thalers paid) by a spending command, or None."""
        pending = before.pending
        if action.command in SPENDING_ANSWERS and pending is not None and pending.pause.kind == "question":
            pause = pending.pause
            if pause.options[self._answer_index(pause, action.command, list(action.args),
                                                _names(before))] in DECLINE and pause.question != "exchange":
                return None  # declining is not a choice to spend; leaving an office pays its fee
            name = before.game.players[pause.who].name
            return pause.who, sum(int(e.data.get("amount", 0)) for e in events
                                  if e.kind == "paid" and e.data.get("player") == name)
        if action.command in ("pay", "trade") and pending is None:  # a payment by hand, a deal
            who = self._find_player(before, action.actor) if action.actor else before.game.turn
            return who, before.game.players[who].stats.get("thalers", 0) - \
                after.game.players[who].stats.get("thalers", 0)
        return None

    # -- paying -------------------------------------------------------------------------
    def _pay(self, table: AmberTable, args: list[str], actor: str | None) -> tuple[AmberTable, list[Event]]:
        self._not_paused(table.pending, "pay")
        debt = parse_debt(args)
        who = self._find_player(table, actor) if actor else table.game.turn
        name = table.game.players[who].name
        owing = [i for i, step in enumerate(table.steps) if step[0] == who]
        if not owing:  # the engine pays every debt it knows itself: only a step by hand is left
            owners = sorted({table.game.players[step[0]].name for step in table.steps})
            raise refusal(REFUSALS, "nothing_owed", player=name, owners=", ".join(owners) or "—")
        # the player's oldest step whose data says what it owes is the one paid, and only that
        payable = [i for i in owing if step_owes(table.steps[i])]
        if not payable:
            raise refusal(REFUSALS, "step_not_paid", player=name,
                          step=lambda locale: self._step_text(table.steps[owing[0]][1], locale))
        text = table.steps[payable[0]][1]
        owed = step_owes(table.steps[payable[0]])
        if debt != owed:
            raise refusal(REFUSALS, "pay_what_is_owed", player=name,
                          step=lambda locale: self._step_text(text, locale),
                          owed=lambda locale: points(owed, locale, sign=False),
                          typed=lambda locale: points(debt, locale, sign=False))
        from pnpkit.games.amber.rules.context import Ctx, PlayerOut
        from pnpkit.games.amber.rules.points import compensation_plan, lose

        state = table.game.clone()
        p = state.players[who]
        if p.board == "out":
            raise refusal(REFUSALS, "traveller_out")
        plan = compensation_plan(p, debt)
        before = dict(p.stats)
        events: list[Event] = [Event("pay_plan", {"player": p.name, "debt": dict(debt),
                                                 "plan": [[s.stat, s.amount, s.instead_of] for s in plan],
                                                 "have": before}, rule="compensation")]
        ctx = Ctx(state.rules, state, None, lambda *a: 0, who, events)
        try:
            lose(ctx, {k: v for k, v in debt.items() if k in STATS},
                 {k: v for k, v in debt.items() if k not in STATS})
        except PlayerOut:  # a traveller who falls paying pays no further, as in play
            pass
        steps, settled = _settle(table, payable[0])
        events += [Event("paid_up", {"player": p.name, "before": before, "after": dict(p.stats)}), settled]
        return replace(table, game=state, steps=steps), events

    def _step_text(self, text: str, locale: str) -> str:
        """A step's words in ``locale`` (the steps keep the data's Russian)."""
        return self.effect_texts(locale).get(text, text)

    @staticmethod
    def _not_paused(pending: Pending | None, command: str) -> None:
        """Paying and the game master's corrections wait while an action waits for its
        answer: that action runs again from its start when answered, so a change made in
        between would be folded into its start (and could change what the answer means).
        The step it left stays open and is settled once the action is done."""
        if pending is not None:
            raise refusal(REFUSALS, "paused", waiting=lambda locale: message(REFUSALS, f"paused_{pending.pause.kind}",
                                                                            locale),
                          command=lambda locale: message(REFUSALS, f"verb_{command}", locale))

    # -- steps done by hand ---------------------------------------------------------------
    def _by_hand(self, table: AmberTable, command: str, args: list[str]) -> tuple[AmberTable, list[Event]]:
        """``place PLAYER FIELD``, ``give FROM TO WHAT N``, ``adjust PLAYER WHAT ±N``: the
        game master records what the table did by hand (logged, undone and replayed like
        any action); each settles the oldest step the rules left to the table."""
        self._not_paused(table.pending, command)
        state = table.game.clone()
        if command == "place":
            if len(args) < 2:
                raise refusal(REFUSALS, "place_usage")
            who = self._find_player(table, args[0])
            p = state.players[who]
            # the field is looked up only for a traveller on the main board, and must be on it
            if p.board != "main" or (field := self.find_field(" ".join(args[1:]))) not in state.rules.board.index:
                raise refusal(REFUSALS, "place_main_only", player=p.name)
            event = Event("placed", {"player": p.name, "from": p.position, "to": field}, rule="amber.by_hand")
            p.position = field
        elif command == "give":
            if len(args) != 4:
                raise refusal(REFUSALS, "give_usage")
            giver, taker = (self._find_player(table, a) for a in args[:2])
            if giver == taker:
                raise refusal(REFUSALS, "give_usage")
            stat, amount = self._hand_amount(args[2], args[3], positive=True)
            p, q = state.players[giver], state.players[taker]
            if p.stats.get(stat, 0) < amount:
                raise refusal(REFUSALS, "give_too_much", player=p.name, have=p.stats.get(stat, 0),
                              what=lambda locale: _Say(self, locale).stat(stat))
            p.stats[stat] -= amount
            q.stats[stat] = q.stats.get(stat, 0) + amount
            event = Event("given", {"player": p.name, "to": q.name, "stat": stat, "amount": amount},
                          rule="amber.by_hand")
        else:  # adjust
            if len(args) != 3:
                raise refusal(REFUSALS, "adjust_usage")
            who = self._find_player(table, args[0])
            if args[1].casefold() in SKIP_WORDS:  # a turn the table says is missed (issue #30, 13)
                return self._record_skip(table, state, who, args[2])
            stat, amount = self._hand_amount(args[1], args[2], positive=False)
            p = state.players[who]
            before = p.stats.get(stat, 0)
            if before + amount < 0:
                raise refusal(REFUSALS, "adjust_below_zero", player=p.name, have=before,
                              what=lambda locale: _Say(self, locale).stat(stat))
            p.stats[stat] = before + amount
            event = Event("adjusted", {"player": p.name, "stat": stat, "amount": amount, "before": before,
                                       "after": p.stats[stat]}, rule="amber.by_hand")
        events = [event, *_over_cap(state, event)]
        # a placed traveller settles only a step of their own, never another player's (issue #30, 13)
        mine = [i for i, step in enumerate(table.steps)
                if command != "place" or state.players[step[0]].name == event.data["player"]]
        steps, settled = _settle(table, mine[0]) if mine else \
            (table.steps, Event("by_hand_only", {"player": event.data["player"]}))
        return replace(table, game=state, steps=steps), [*events, settled]

    def _record_skip(self, table: AmberTable, state, who: int, number: str) -> tuple[AmberTable, list[Event]]:
        """``adjust PLAYER skip ±N``: turns the player will miss, served by the engine at
        the start of their turn; it settles the oldest step of that player, if any."""
        amount = _amount(number, positive=False, limit=100)
        p = state.players[who]
        if p.skip + amount < 0:
            raise refusal(REFUSALS, "adjust_below_zero", player=p.name, have=p.skip,
                          what=lambda locale: "skip" if locale == "en" else "пропуск")
        p.skip += amount
        events = [Event("skips", {"player": p.name, "turns": p.skip}, rule="amber.by_hand")]
        mine = [i for i, step in enumerate(table.steps) if step[0] == who]
        if not mine:
            return replace(table, game=state), events
        steps, settled = _settle(table, mine[0])
        return replace(table, game=state, steps=steps), [*events, settled]

    @staticmethod
    def _hand_amount(word: str, number: str, positive: bool) -> tuple[str, int]:
        stat = STAT_WORDS.get(word.casefold())
        if stat is None:
            raise refusal(REFUSALS, "hand_unknown_stat", word=word)
        return stat, _amount(number, positive, limit=10**6)

    # -- trade between travellers ---------------------------------------------------------
    def _player_trade(self, table: AmberTable, args: list[str], actor: str | None, dice: DiceSource
                      ) -> tuple[AmberTable, list[Event]]:
        """``trade PLAYER THINGS… for THINGS…`` (or ``за``; a bare number is thalers): a
        deal both sides agreed at the table.  The words become the engine's ``Trade`` and
        the engine decides: its refusal (same field, what may change hands, loads,
        friends) is said with the names of the things, in the session's language."""
        self._no_pending(table.pending)
        words = list(args)
        split = next((i for i, w in enumerate(words) if w.casefold() in ("for", "за")), None)
        if split is None or split < 1:
            raise refusal(REFUSALS, "deal_usage")
        state = table.game
        me = self._find_player(table, actor) if actor else state.turn
        other = self._find_player(table, words[0])
        give, give_thalers = self._trade_side(state.players[me], words[1:split])
        get, get_thalers = self._trade_side(state.players[other], words[split + 1:])
        from pnpkit.games.amber.rules import engine
        from pnpkit.games.amber.rules.referee_text import said_with_names
        from pnpkit.games.amber.rules.trade import Trade

        deal = Trade(other, give, get, give_thalers, get_thalers, consent=(True, True), who=me)
        try:
            new, events = engine.apply(state, deal, dice)
        except engine.IllegalAction as exc:  # a TradeRefused among them
            raise said_with_names(self, exc) from None
        return replace(table, game=new), events

    def _trade_side(self, p, words: list[str]) -> tuple[tuple[str, ...], int]:
        """One side of a deal: the things ``p`` hands over, and thalers (bare numbers, or a
        number and the money's name: «за 2 талера», ``for 2 thalers``)."""
        from pnpkit.rules.names import number as number_of  # only a deal reads it: not every write

        things: list[str] = []
        money = 0
        for i, word in enumerate(words):
            owned = self._owned_thing(p, word)  # a thing's name wins over a number word
            if owned is None and number_of(word) is not None:
                money += number_of(word)
            elif owned is None and i and number_of(words[i - 1]) is not None and word.casefold() in THALER_WORDS:
                continue  # the unit after the number just read
            else:
                things.append(owned or self._thing_of(p, word))
        return tuple(things), money

    def _thing_of(self, p, word: str) -> str:
        thing = self._owned_thing(p, word)
        if thing is None:
            raise refusal(REFUSALS, "deal_no_thing", name=p.name, word=word)
        return thing

    def _owned_thing(self, p, word: str) -> str | None:
        """What ``p`` holds that ``word`` names: its id (with or without the kind) or its
        name in either language as a table types it (case, ё, quotes and a card's number
        do not count: «Подкова» is «№140 Подкова»)."""
        from pnpkit.games.amber.rules.trade import HELD
        from pnpkit.rules.names import same_name

        wanted = word.casefold()
        owned = [thing for bag in HELD for thing in getattr(p, bag)]  # friends too: the engine says why not
        for thing in owned:
            if wanted in (thing.casefold(), thing.casefold().split(".", 1)[-1]):
                return thing
        for locale in ("ru", "en"):
            names = self.names(locale)
            for thing in owned:
                if same_name(word, names.get(thing, "")):
                    return thing
        return None


#: the answers to a question that may spend thalers (``no`` and ``pass`` decline)
SPENDING_ANSWERS = ("choose", "yes", "buy", "sell", "trade", "pass", "no")


def _names(table: AmberTable) -> tuple[str, ...]:
    return tuple(p.name for p in table.game.players)


def _noted(table: AmberTable, events: Sequence[Event], who: int) -> AmberTable:
    """The table with the steps the rules just left to the players («Сделайте вручную»)."""
    steps = tuple((who, str(e.data.get("text", "")), tuple(sorted((e.data.get("owes") or {}).items())))
                  for e in events if e.kind == "manual")
    return replace(table, steps=table.steps + steps) if steps else table


def step_owes(step: Step) -> dict[str, int]:
    """What a step left to the table owes, from its data's ``owes:`` (empty: nothing to pay)."""
    return dict(step[2]) if len(step) > 2 else {}


def _over_cap(state, event: Event) -> list[Event]:
    """``adjust`` past the cap of 14 before the Провал is recorded, with a warning that the
    rules would not keep those points (seed 000: own points stop at 14 before the Провал)."""
    if event.kind != "adjusted":
        return []
    from pnpkit.games.amber.rules.points import cap_limit

    p = next(q for q in state.players if q.name == event.data["player"])
    cap = state.rules.value("stat_cap")
    limit = cap_limit(p, event.data["stat"], cap) if cap else None
    if limit is None or event.data["after"] <= limit or event.data["amount"] < 0:
        return []
    return [Event("over_cap", {"player": p.name, "stat": event.data["stat"], "after": event.data["after"],
                               "amount": {event.data["stat"]: event.data["after"]}, "cap": limit},
                  rule="amber.by_hand")]


def _settle(table: AmberTable, index: int) -> tuple[tuple[Step, ...], Event]:
    """The steps left once the one at ``index`` is done, and the event that says so."""
    who, text, *_owes = table.steps[index]
    return table.steps[:index] + table.steps[index + 1:], \
        Event("settled", {"player": table.game.players[who].name, "step": text})


def parse_debt(args: Sequence[str]) -> dict[str, int]:
    """``thalers 12 strength 2 item 1`` (words in Russian or English) → a debt mapping."""
    from pnpkit.games.amber.rules.points import THING_COST

    if not args or len(args) % 2:
        raise refusal(REFUSALS, "pay_usage")
    debt: dict[str, int] = {}
    for word, number in zip(args[::2], args[1::2], strict=True):
        key = STAT_WORDS.get(word.casefold()) or THING_WORDS.get(word.casefold())
        if key is None or key not in (*STATS, *THING_COST):
            raise refusal(REFUSALS, "pay_unknown_thing", word=word)
        if key == "experience":
            raise refusal(REFUSALS, "pay_experience")
        debt[key] = debt.get(key, 0) + _amount(number, positive=True)
    return debt


def _amount(number: str, positive: bool, limit: float = float("inf")) -> int:
    """``number`` as a whole amount, not zero, at most ``limit`` either way and above zero
    when ``positive``; else the refusal that says which."""
    try:
        amount = int(number)
    except ValueError:
        raise refusal(REFUSALS, "pay_not_whole", number=number) from None
    if amount == 0 or abs(amount) > limit or (positive and amount < 0):
        raise refusal(REFUSALS, "pay_not_positive")
    return amount

"""A simple automatic player, and whole games played by it.

The policy heads for a Провал once all four own stats reach its threshold, for the
infirmary when low on ПЖ, for the trophy office with trophies, for an exchange office
with money to spend; otherwise it wanders towards the fields worth most.  Either way it
steps round a monster lying on a field that it would likely lose to (counting the
fall at its last ПЖ, which starts the traveller again from nothing).  It answers the engine's questions
plainly: take what is offered, heal, hand in trophies, buy the weakest stat, try the
Провал, change everything into ПЖ in the capital.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from pnpkit.games.amber.rules import combat
from pnpkit.games.amber.rules.context import STATS_ONLY_OPS
from pnpkit.games.amber.rules.dispatch import _row_for
from pnpkit.games.amber.rules.effects import FIGHT_STATS, OPPONENT_KINDS, iter_ops
from pnpkit.games.amber.rules.engine import (
    MoveTo,
    RollMove,
    apply,
    legal_actions,
    moved_by,
    moves_for,
    new_game,
)
from pnpkit.games.amber.rules.friends import SetFriend, set_friend_actions
from pnpkit.games.amber.rules.rules import AmberRules, RandomDice
from pnpkit.games.amber.rules.state import CAPPED, IN_KINGDOM, GameState, PlayerState
from pnpkit.rules.dice import distribution

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time
if TYPE_CHECKING:
    from pnpkit.games.amber.rules.play import Action

ALWAYS_YES = frozenset({"provaly", "keep-card", "take-card", "hand-in", "repay-loan",
                        "reroll", "provaly-reroll"})  # a second roll is offered only after a poor one
ALWAYS_NO = frozenset({"rob"})
WANDER_MARGIN = 0.5


def exchange_offers(rules: AmberRules, field_id: str) -> frozenset[str]:
    """The stats an exchange office sells or trades for."""
    if rules.value("exchange") == "simple":
        return frozenset(CAPPED)
    return rules.memoised(("offers", field_id), lambda: frozenset(
        stat for op, arg in iter_ops(rules.effects_of(field_id)) if op == "exchange"
        for deal in (*arg.get("trade", ()), *arg.get("buy", ())) for stat in deal.get("get", {})))


def _wanted_stats(rules: AmberRules) -> tuple[str, ...]:
    """The stats worth buying: all four Провал stats where an exchange sells experience
    (the simple exchange), else the three fighting stats."""
    return CAPPED if rules.value("exchange") == "simple" else FIGHT_STATS


#: questions answered with their first option: decline a purchase, a loan, a ticket, the
#: legion, a champion, a pass (the traveller's own strength is the plan), lose the first thing
FIRST_OPTION = frozenset({"buy", "loan", "air-ticket", "enlist", "champion", "guess-count", "lose-which",
                          "use-pass"})
#: every question the engine asks, each with a deliberate answer above or in ``decide``; the
#: rest (chance, a place, a card to choose…) by the rough worth or a fair coin, as noted
QUESTIONS_ANSWERED = ALWAYS_YES | ALWAYS_NO | FIRST_OPTION | frozenset({
    "name-roll", "name-die", "heal", "capital-money", "capital-points", "exchange", "drop-item",
    "drop-magic-item", "sell", "set-figure", "teleport", "may", "do-field", "choose",
    # by a coin or at random among equals: who is met, which card, which field, a guess
    "befriend", "choose-card", "con", "friends-stay", "full-moon-duel", "give-card", "grenade-hit",
    "grenade-target", "guess-number", "hex", "join-robbery", "meet", "palace-duel", "place-card",
    "send-card", "steal", "steal-which", "take-item", "thrown-back", "use-ability", "use-free-move"})


#: the ops of a field's on-draw privilege that take the drawn card away (send it on, cancel it,
#: hand it to a rival): worth using only on a card that would hurt
CARD_AWAY_OPS = frozenset({"send_card", "cancel_card", "discard_card", "return_card", "give_card"})


def _card_away(effects) -> bool:
    return isinstance(effects, list) and any(
        (next(iter(e)) if isinstance(e, dict) else e) in CARD_AWAY_OPS for e in effects)


def _drawn_worth(state: GameState, p: PlayerState, card_id, field_id) -> float:
    """The rough worth for ``p`` of the card just drawn: an opponent by the chances of
    beating it here, any other card by its effects (0 when there is none)."""
    rules = state.rules
    card = rules.cards.get(card_id) if card_id is not None else None
    if card is None:
        return 0.0
    if card.kind in OPPONENT_KINDS and card.stats and field_id:
        return fight_worth(rules, state, p, card_id, field_id)
    return cached_value(rules, card.effects, True)


def _office_experience(state: GameState, card_id: str) -> int:
    card = state.rules.cards.get(card_id)
    return int(((card.attrs.get("trophy") or {}).get("experience") or 0) if card is not None else 0)


def _least_useful(rules: AmberRules, options: list) -> int:
    """The thing worth least in a fight (its bonus points), the first of equals."""
    def worth(thing) -> int:
        info = rules.item(thing) if isinstance(thing, str) else None
        return sum(int(v or 0) for v in (info.bonus or {}).values()) if info is not None else 0
    return min(range(len(options)), key=lambda i: worth(options[i]))


@dataclass
class SimplePolicy:
    rng: random.Random
    #: questions met that the policy has no deliberate answer for (a test keeps it empty)
    unanswered: dict = field(default_factory=dict)

    @classmethod
    def seeded(cls, seed: int | None = 0) -> SimplePolicy:
        return cls(random.Random(seed))

    # ----------------------------------------------------------------- actions

    def choose_action(self, state: GameState) -> Action:
        if state.phase == "roll":
            return _friend_worth_setting(state) or RollMove()  # №131's challenge happens inside the roll
        moves = moves_for(state)
        if not moves:
            return RollMove()
        rules: AmberRules = state.rules
        p = state.current
        if moved_by(state) is not None:  # the Fairy moves a charmed rival: to the field worth least to him
            return min((MoveTo(m.dest, m.in_passing) for m in moves),
                       key=lambda a: (field_value(rules, a.dest), a.dest, a.in_passing))
        targets = self._targets(rules, state, p)
        if targets:
            board = rules.board
            dist = rules.memoised(("dist-any", tuple(targets)), lambda: [min(steps) for steps in zip(
                *(board.distances_to(board.index[t]) for t in targets), strict=True)])  # to the nearest target
            best, best_key = None, None
            lying = state.on_fields
            for m in moves:
                d = dist[board.index[m.dest]]
                if best_key is not None and d > best_key[0]:
                    continue  # detours only add: it cannot beat the best move so far
                danger = lying_value(rules, state, p, m.dest) if d and lying.get(m.dest) else 0.0
                if danger < 0:
                    d -= danger  # a monster likely to win is worth a detour as long as its cost
                elif d and field_value(rules, m.dest) < 0:
                    d += 0.5  # on the way, a field that costs is worth half a step round it
                key = (d, m.in_passing, m.dest)
                if best_key is None or key < best_key:
                    best, best_key = m, key
            if best is not None and best_key[0] != math.inf:
                return MoveTo(best.dest, best.in_passing)
        full = [m for m in moves if not m.in_passing] or moves
        full = self._worth_going(rules, state, full)
        m = full[int(self.rng.random() * len(full))]
        return MoveTo(m.dest, m.in_passing)

    @staticmethod
    def _worth_going(rules: AmberRules, state: GameState, moves: list) -> list:
        """Wandering: the moves to the best fields by their rough worth (cards lying
        on a field count as cards drawn); a margin keeps some variety."""
        if len(moves) <= 1:
            return moves
        lying = state.on_fields
        p = state.current
        scores = [lying_value(rules, state, p, m.dest) if lying.get(m.dest) else field_value(rules, m.dest)
                  for m in moves]
        best = max(scores)
        return [m for m, score in zip(moves, scores, strict=True) if score >= best - WANDER_MARGIN]

    def _targets(self, rules: AmberRules, state: GameState, p: PlayerState) -> list[str]:
        if state.provaly_closed:
            return []
        low = min(p.stats[stat] for stat in CAPPED)
        thresholds = rules.memoised("provaly-thresholds", lambda: tuple(
            (f, rules.provaly_threshold(f)) for f in rules.board.with_role("provaly")))
        ready = [f for f, threshold in thresholds if low >= threshold]  # a Провал he may try
        if ready:
            return ready
        if p.stats["life"] <= 3 and p.stats["thalers"] >= 2:
            return list(rules.board.with_role("infirmary"))
        if p.trophies and any(rules.cards[c].attrs.get("trophy") for c in p.trophies):
            return list(rules.board.with_role("trophy-office"))
        if p.stats["thalers"] >= 12:
            weakest = min(_wanted_stats(rules), key=p.stats.__getitem__)
            if p.stats[weakest] < 14:
                return list(rules.memoised(("exchanges-selling", weakest), lambda: [
                    f for f in rules.board.with_role("exchange") if weakest in exchange_offers(rules, f)]))
        return []

    # ----------------------------------------------------------------- questions

    def decide(self, state: GameState, who: int, question: str, options: list, info) -> int:
        if question not in QUESTIONS_ANSWERED:
            self.unanswered[question] = self.unanswered.get(question, 0) + 1  # a question new to the policy
        p = state.players[who]
        if question in ("name-roll", "name-die") and info.get("for"):
            return 0  # naming a rival's roll (№5 НЕВЕЗЕНИЕ): the lowest
        yes_no = options[:2] == [False, True]
        if question in ALWAYS_YES and yes_no:
            return 1
        if question in FIRST_OPTION or (question in ALWAYS_NO and yes_no):
            return 0
        if question in ("heal", "capital-money", "capital-points"):
            return len(options) - 1
        if question == "exchange":
            if p.board == IN_KINGDOM:  # beyond the Провал only ПЖ matter: change everything
                return len(options) - 1
            return self._exchange(p, options, _wanted_stats(state.rules))
        if question in ("drop-item", "drop-magic-item"):  # a thing too many: leave the least useful
            return _least_useful(state.rules, options)
        if question == "sell":  # the Bourse: a trophy worth no ПО at the office turns into money; items kept
            return next((i for i, o in enumerate(options) if o in p.trophies and not _office_experience(state, o)), 0)
        if question == "set-figure":  # №66: the rival's figure goes to the field worth least
            return min(range(len(options)), key=lambda i: field_value(state.rules, options[i]))
        if question == "teleport":
            wanted = self._targets(state.rules, state, p)
            for i, f in enumerate(options):
                if f in wanted:
                    return i
        if question == "may" and yes_no and _card_away(info.get("effects")):
            return 1 if _drawn_worth(state, p, info.get("card"), info.get("field") or p.position) < 0 else 0
        worth = self._worth(state.rules, question, options, info)
        if worth is not None:
            return worth
        if yes_no:
            return 1 if self.rng.random() < 0.6 else 0
        return int(self.rng.random() * len(options))

    @staticmethod
    def _worth(rules: AmberRules, question: str, options: list, info) -> int | None:
        """Answer by the rough worth of what is offered (None: no opinion): take a
        ``may`` or an optional field when it pays, refuse it when it costs, pick the
        best ``choose`` option."""
        in_card = info.get("card") is not None
        if question == "may" and options[:2] == [False, True]:
            worth = cached_value(rules, info.get("effects"), in_card)
        elif question == "do-field" and options[:2] == [False, True]:
            worth = field_value(rules, info.get("field"))
        elif question == "choose" and all(isinstance(o, dict) for o in options):
            values = [cached_value(rules, o.get("effects"), in_card) for o in options]
            best = max(values)
            return values.index(best) if values.count(best) == 1 else None
        else:
            return None
        if abs(worth) < 0.05:
            return None
        return 1 if worth > 0 else 0

    @staticmethod
    def _exchange(p: PlayerState, options: list, wanted: tuple[str, ...] = FIGHT_STATS) -> int:
        """The deal raising the lowest wanted stat under 14 that this exchange offers and the
        traveller can afford (bought with money rather than traded for stats), else 0 (leave).  Not the weakest stat alone: an exchange sells
        two of the three, and leaving once the weakest was not sold here bought one point a
        trip (seed 13's four stayed on the main board for 145 tours, Вика with 211 thalers
        at ПУ 2 and ПМ 1)."""
        best, lowest = 0, (14, 0)
        for i, option in enumerate(options):
            if option is None:
                continue
            kind, deal = option
            for stat in deal["get"]:
                # money before stats: a trade of 2 ПМ for 1 ПУ with thalers to spare only moves the gap
                key = (p.stats[stat], kind != "buy")
                if stat not in wanted or key >= lowest:
                    continue
                if (kind == "buy" and p.stats["thalers"] - deal["price"] >= 2) or (kind == "trade" and all(
                        p.stats[s] - v >= p.stats[stat] + 2 for s, v in deal["give"].items())):
                    best, lowest = i, key
        return best


def _friend_worth_setting(state: GameState) -> SetFriend | None:
    """A friend set on a traveller here when he is clearly the stronger in this world
    (two points or more: a win brings 1 ПЖ, a loss costs the friend)."""
    actions = set_friend_actions(state) if state.current.friends else ()
    for action in actions:
        rules: AmberRules = state.rules
        q = state.players[action.target]
        stat = combat.world_stat(rules, q.position)
        mine = int(combat.friend_stats(rules, action.friend).get(stat, 0) or 0)
        theirs, _ = combat.traveller_value(rules, state, q, stat, q.position, "friend")
        if mine - theirs >= 2:
            return action
    return None


@dataclass
class RandomPolicy:
    """Any legal action and any answer, uniformly at random (for property tests)."""

    rng: random.Random

    def choose_action(self, state: GameState) -> Action:
        actions = legal_actions(state)
        return actions[int(self.rng.random() * len(actions))] if actions else RollMove()

    def decide(self, state: GameState, who: int, question: str, options: list, info) -> int:
        return int(self.rng.random() * len(options))


def play_game(rules: AmberRules, seed: int, players: int = 3, *, policy=None,
              max_actions: int = 50_000, copy: bool = True, observe=None) -> GameState:
    """A whole game by the simple policy (the same seed gives the same game).
    ``observe(state, events)``, if given, sees each action's events (the simulator's
    tallies); it must not change the state."""
    dice = RandomDice(seed)
    policy = policy or SimplePolicy.seeded(seed)
    state = new_game(rules, players, dice, seed=seed)
    while state.phase != "over" and state.actions < max_actions:
        action = policy.choose_action(state)
        state, events = apply(state, action, dice, policy.decide, copy=copy)
        if observe is not None:
            observe(state, events)
    return state


# --------------------------------------------------------------------------- field values

WORTH = {"strength": 1.0, "mind": 1.0, "magic": 1.0, "experience": 1.0, "life": 1.0, "thalers": 0.2}


def _points(points) -> float:
    return sum(WORTH.get(k, 0.0) * v for k, v in (points or {}).items() if isinstance(v, int | float))


def _rolled_value(rules: AmberRules, effects_on, dice: str | None, depth: int, in_card: bool) -> float:
    """The expected worth of a roll of ``dice`` whose total picks the effects ``effects_on(total)``."""
    return sum(float(chance) * effects_value(rules, effects_on(face), depth + 1, in_card)
               for face, chance in distribution(dice or "d6").items())


def cached_value(rules: AmberRules, effects, in_card: bool = False) -> float:
    """:func:`effects_value` of a data list, memoised by identity (the list is kept)."""
    if not isinstance(effects, list):
        return 0.0
    key = ("effects-value", id(effects), in_card)
    hit = rules.memo.get(key)
    if hit is None or hit[0] is not effects:
        hit = rules.memo[key] = (effects, effects_value(rules, effects, 0, in_card))
    return hit[1]


def effects_value(rules: AmberRules, effects, depth: int = 0, in_card: bool = False) -> float:
    """A rough expected worth of doing ``effects`` once (points and ПЖ 1, a thaler 0.2),
    for the policy's choice of where to go: gains, losses, payments and rolls count;
    choices are taken at their best; everything else is worth nothing."""
    if not isinstance(effects, list) or depth > 8:
        return 0.0
    total = 0.0
    for entry in effects:
        if not isinstance(entry, dict) or len(entry) != 1:
            continue
        ((op, arg),) = entry.items()
        if in_card and rules.stats_only and op not in ("draw", "roll", "walk", "provaly", "trophy_office", "exchange") and \
                op not in STATS_ONLY_OPS:
            continue
        worth = _OP_WORTH.get(op)
        if worth is not None:
            total += worth(rules, arg, depth, in_card)
    return total


def _roll_worth(rules: AmberRules, arg, depth: int, in_card: bool) -> float:
    if "table" not in arg:
        rows = arg.get("rows", ())
        return _rolled_value(rules, lambda face: (_row_for(rows, face) or {}).get("effects"), arg.get("dice"),
                             depth, in_card) * int(arg.get("times", 1) or 1)
    table = rules.tables.get(arg["table"])
    return _rolled_value(rules, lambda face: getattr(table.row_for(face), "effects", None), table.dice,
                         depth, in_card) if table is not None else 0.0


def _walk_worth(rules: AmberRules, arg, depth: int, in_card: bool) -> float:
    sectors = arg.get("sectors", ())
    return 2 * sum(effects_value(rules, s.get("effects"), depth + 1, in_card) for s in sectors) / len(sectors) \
        if sectors else 0.0


#: the worth of one op: (rules, its argument, the depth it is met at, in a card) -> worth
_OP_WORTH = {
    "gain": lambda r, arg, d, c: _points({k: v for k, v in arg.items() if k != "from"}),
    "lose": lambda r, arg, d, c: -_points(arg),
    "pay": lambda r, arg, d, c: -(0.2 * (arg if isinstance(arg, int) else int(arg.get("amount", 0)))),
    "convert": lambda r, arg, d, c: _points(arg.get("to")) - _points(arg.get("from")),
    "lose_all": lambda r, arg, d, c: -3.0,
    "roll": _roll_worth,
    "draw": lambda r, arg, d, c: int(arg) * deck_value(r),
    "repeat": lambda r, arg, d, c: int(arg.get("times", 1)) * effects_value(r, arg.get("effects"), d + 1, c),
    "may": lambda r, arg, d, c: max(0.0, effects_value(r, arg if isinstance(arg, list) else arg.get("effects"), d + 1, c)),
    "choose": lambda r, arg, d, c: max((effects_value(r, o.get("effects"), d + 1, c) for o in arg), default=0.0),
    "if": lambda r, arg, d, c: 0.5 * (effects_value(r, arg.get("then"), d + 1, c) + effects_value(r, arg.get("else"), d + 1, c)),
    "provaly": lambda r, arg, d, c: -_points(arg.get("refuse")),
    "trophy_office": lambda r, arg, d, c: -(0.2 * int(arg.get("entry_fee", 0) or 0)) if isinstance(arg, dict) else 0.0,
    "walk": _walk_worth,
    "skip_turns": lambda r, arg, d, c: -(0.5 * int(arg)),
}
_OP_WORTH["exchange"] = _OP_WORTH["trophy_office"]


def deck_value(rules: AmberRules) -> float:
    """The average worth of one adventure card (as above)."""
    if "deck-value" not in rules.memo:
        rules.memo["deck-value"] = 0.0  # a card that draws cards: no endless recursion
        cards = list(rules.cards.values())
        rules.memo["deck-value"] = sum(effects_value(rules, c.effects, 1, True)
                                       for c in cards) / len(cards) if cards else 0.0
    return rules.memo["deck-value"]


#: win and loss chances of a battle (1d6 each side) by the difference of the fixed values
CHANCES = {diff: (float(odds.win), float(odds.lose)) for diff in range(-6, 7)
           for odds in (combat.fight_odds(diff, 0),)}
TROPHY_WORTH = 2.0      # a won fight: the card's points and a trophy to hand in
LOST_FIGHT_COST = 1.5   # a lost fight: usually a ПЖ or a point or two
DEATH_COST = 8.0        # falling at the last ПЖ: the traveller starts again from nothing


def lying_value(rules: AmberRules, state: GameState, p: PlayerState, field_id: str) -> float:
    """The rough worth of the cards lying on a field for ``p``: an opponent by the
    chances of beating it there (most cards left lying are monsters that won before),
    any other card as an average card."""
    total = 0.0
    for card_id in state.on_fields.get(field_id) or ():
        card = rules.cards.get(card_id)
        if card is None or card.kind not in OPPONENT_KINDS or not card.stats:
            total += deck_value(rules)
        else:
            total += fight_worth(rules, state, p, card_id, field_id)
    return total


def fight_worth(rules: AmberRules, state: GameState, p: PlayerState, card_id: str, field_id: str) -> float:
    """The rough worth for ``p`` of fighting the opponent on ``card_id`` at ``field_id``."""
    card = rules.cards[card_id]
    fight = rules.memoised(("fight-arg", card_id), lambda: next(  # its first fight: the stat, the modifiers
        (arg for op, arg in iter_ops(card.effects) if op == "fight" and arg), {}))
    stat = fight.get("with") or combat.world_stat(rules, field_id)
    you, _ = combat.traveller_value(rules, state, p, stat, field_id, card.kind, fight)
    enemy, _ = combat.creature_value(rules, state, p, card, stat, field_id, fight)
    win, loss = CHANCES[max(-6, min(6, you - enemy))]
    cost = LOST_FIGHT_COST + (DEATH_COST if p.stats["life"] <= 2 else 0.0)
    return win * TROPHY_WORTH - loss * cost


def field_value(rules: AmberRules, field_id: str) -> float:
    return rules.memoised(("field-value", field_id), lambda: effects_value(rules, rules.effects_of(field_id)))

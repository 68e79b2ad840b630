"""A simple automatic player, and whole games played by it.

The policy heads for a Провал once all four own stats reach its threshold, for the
infirmary when low on ПЖ, for the trophy office with trophies, for an exchange office
with money to spend; otherwise it wanders at random.  It answers the engine's questions
plainly: take what is offered, heal, hand in trophies, buy the weakest stat, try the
Провал, change everything into ПЖ in the capital.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from pnpkit.rules.amber.effects import iter_ops
from pnpkit.rules.amber.engine import (
    Action,
    MoveTo,
    RollMove,
    apply,
    legal_actions,
    moves_for,
    new_game,
)
from pnpkit.rules.amber.rules import AmberRules, RandomDice
from pnpkit.rules.amber.state import IN_KINGDOM, GameState, PlayerState

FIGHT_STATS = ("strength", "mind", "magic")
GOAL_STATS = ("strength", "mind", "magic", "experience")
ALWAYS_YES = frozenset({"provaly", "keep-card", "take-card", "hand-in", "repay-loan"})
ALWAYS_NO = frozenset({"rob", "checkup"})


def exchange_offers(rules: AmberRules, field_id: str) -> frozenset[str]:
    """The stats an exchange office sells or trades for."""
    key = ("offers", field_id)
    cached = rules.memo.get(key)
    if cached is None:
        if rules.value("exchange") == "simple":
            cached = frozenset(FIGHT_STATS)
        else:
            got: set[str] = set()
            for op, arg in iter_ops(rules.effects_of(field_id)):
                if op == "exchange":
                    for deal in list(arg.get("trade", ())) + list(arg.get("buy", ())):
                        got.update(deal.get("get", {}))
            cached = frozenset(got)
        rules.memo[key] = cached
    return cached


def _distance_to_any(rules: AmberRules, targets: tuple[str, ...]) -> list[float]:
    key = ("dist-any", targets)
    cached = rules.memo.get(key)
    if cached is None:
        board = rules.board
        tables = [board.distances_to(board.index[t]) for t in targets]
        cached = [min(t[i] for t in tables) for i in range(len(board.ids))]
        rules.memo[key] = cached
    return cached


def _thresholds(rules: AmberRules) -> tuple[tuple[str, int], ...]:
    cached = rules.memo.get("provaly-thresholds")
    if cached is None:
        cached = tuple((f, rules.provaly_threshold(f)) for f in rules.board.with_role("provaly"))
        rules.memo["provaly-thresholds"] = cached
    return cached


def provaly_targets(rules: AmberRules, p: PlayerState) -> list[str]:
    st = p.stats
    low = min(st["strength"], st["mind"], st["magic"], st["experience"])
    return [f for f, threshold in _thresholds(rules) if low >= threshold]


def _exchanges_selling(rules: AmberRules, stat: str) -> list[str]:
    key = ("exchanges-selling", stat)
    cached = rules.memo.get(key)
    if cached is None:
        cached = [f for f in rules.board.with_role("exchange") if stat in exchange_offers(rules, f)]
        rules.memo[key] = cached
    return list(cached)


@dataclass
class SimplePolicy:
    rng: random.Random

    @classmethod
    def seeded(cls, seed: int | None = 0) -> SimplePolicy:
        return cls(random.Random(seed))

    # ----------------------------------------------------------------- actions

    def choose_action(self, state: GameState) -> Action:
        if state.phase == "roll":
            return RollMove()
        moves = moves_for(state)
        if not moves:
            return RollMove()
        rules: AmberRules = state.rules
        p = state.current
        targets = self._targets(rules, state, p)
        if targets:
            board = rules.board
            dist = _distance_to_any(rules, tuple(targets))
            best, best_key = None, None
            for m in moves:
                d = dist[board.index[m.dest]]
                key = (d, m.in_passing, m.dest)
                if best_key is None or key < best_key:
                    best, best_key = m, key
            if best is not None and best_key[0] != math.inf:
                return MoveTo(best.dest, best.in_passing)
        full = [m for m in moves if not m.in_passing] or moves
        m = full[int(self.rng.random() * len(full))]
        return MoveTo(m.dest, m.in_passing)

    def _targets(self, rules: AmberRules, state: GameState, p: PlayerState) -> list[str]:
        if state.provaly_closed:
            return []
        ready = provaly_targets(rules, p)
        if ready:
            return ready
        if p.stats["life"] <= 2 and p.stats["thalers"] >= 2:
            return list(rules.board.with_role("infirmary"))
        if p.trophies and any(rules.cards[c].attrs.get("trophy") for c in p.trophies):
            return list(rules.board.with_role("trophy-office"))
        if p.stats["thalers"] >= 12:
            weakest = min(FIGHT_STATS, key=p.stats.__getitem__)
            if p.stats[weakest] < 14:
                return _exchanges_selling(rules, weakest)
        return []

    # ----------------------------------------------------------------- questions

    def decide(self, state: GameState, who: int, question: str, options: list, info) -> int:
        p = state.players[who]
        if question in ALWAYS_YES and options[:2] == [False, True]:
            return 1
        if question in ALWAYS_NO and options[:2] == [False, True]:
            return 0
        if question in ("heal", "capital-money", "capital-points"):
            return len(options) - 1
        if question == "exchange":
            if p.board == IN_KINGDOM:  # beyond the Провал only ПЖ matter: change everything
                return len(options) - 1
            return self._exchange(p, options)
        if question in ("buy", "loan", "air-ticket", "enlist", "sell", "champion", "guess-count", "lose-which",
                        "drop-item", "use-pass"):
            return 0
        if question == "teleport":
            wanted = self._targets(state.rules, state, p)
            for i, f in enumerate(options):
                if f in wanted:
                    return i
        if options[:2] == [False, True]:
            return 1 if self.rng.random() < 0.6 else 0
        return int(self.rng.random() * len(options))

    @staticmethod
    def _exchange(p: PlayerState, options: list) -> int:
        weakest = min(FIGHT_STATS, key=lambda s: p.stats[s])
        if p.stats[weakest] >= 14:
            return 0
        for i, option in enumerate(options):
            if option is None:
                continue
            kind, deal = option
            get = deal["get"]
            if weakest not in get:
                continue
            if kind == "buy" and p.stats["thalers"] - deal["price"] >= 2:
                return i
            if kind == "trade" and all(p.stats[s] - v >= p.stats[weakest] + 2 for s, v in deal["give"].items()):
                return i
        return 0


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
              max_actions: int = 50_000, copy: bool = True) -> GameState:
    """A whole game by the simple policy (the same seed gives the same game)."""
    dice = RandomDice(seed)
    policy = policy or SimplePolicy.seeded(seed)
    state = new_game(rules, players, dice, seed=seed)
    while state.phase != "over" and state.actions < max_actions:
        action = policy.choose_action(state)
        state, _ = apply(state, action, dice, policy.decide, copy=copy)
    return state


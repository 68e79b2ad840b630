"""Exact chance of winning a fight, by dynamic programming over the fight's states.

State between rounds: the hero's STAMINA, every opponent's STAMINA and the hero's LUCK.
A round's outcome (blow on the target, number of wounds taken) has an exact probability
counted over the 36^(1+k) dice; a round in which nothing happens leaves the state as it
was, so it is conditioned out: V = sum over the other outcomes of p(o)·V(o) / (1 - p(nothing)).
Every other outcome lowers the total STAMINA, so the states form an acyclic graph and a
memoised recursion solves them exactly.  Decisions (which opponent to strike, whether
to Test your Luck after a blow or after each wound) take the best value under the
chosen luck policy; target choice always maximises the chance of winning.

Numbers are floats by default and exact ``Fraction``s with ``exact=True``.
"""

from __future__ import annotations

import sys
from _collections import _tuplegetter  # namedtuple's C field reader (see FightOdds)

from pnpkit.games.fighting_fantasy.rules.damage import BLOW_DAMAGE, WOUND_DAMAGE
from pnpkit.games.fighting_fantasy.rules.dice import PAIRS, TWO_DICE_COUNTS, count_at_most

# `pnpkit odds fighting-fantasy` starts by importing this module: typing, dataclasses and
# fractions (a third of its start-up) are left to type checkers and to exact=True
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from fractions import Fraction
    from typing import Literal

    Number = float | Fraction
    DecisionKind = Literal["blow", "wound"]
    # A policy callable answers: test your luck now?  (kind, hero stamina, opponent staminas, luck)
    PolicyFn = Callable[[DecisionKind, int, tuple[int, ...], int], bool]
    Policy = Literal["never", "always", "optimal"] | PolicyFn

_EPSILON = 1e-12  # floats: testing must be better by more than rounding noise


class FightOdds(tuple):
    """A named tuple rather than a dataclass: the solver makes millions of them.
    ``expected_rounds``: attack rounds, parries included, until the fight ends.  Written
    out as collections.namedtuple makes one (the same C field readers): a one-shot fight
    imports no collections (~1 ms)."""

    __slots__ = ()
    _fields = ("win", "expected_rounds")
    win = _tuplegetter(0, "The chance to win.")
    expected_rounds = _tuplegetter(1, "The attack rounds expected until the fight ends.")

    def __new__(cls, win: Number, expected_rounds: Number) -> FightOdds:
        return tuple.__new__(cls, (win, expected_rounds))

    def __getnewargs__(self) -> tuple:
        return tuple(self)

    def __repr__(self) -> str:
        return f"FightOdds(win={self[0]!r}, expected_rounds={self[1]!r})"


class LuckChoice(tuple):
    """The chance of winning from a choice point (``kind``: blow or wound), testing your
    luck or not; ``win_if_test`` is None when no LUCK is left to test.  A named tuple
    written out as :class:`FightOdds` is."""

    __slots__ = ()
    _fields = ("kind", "win_if_test", "win_if_not")
    kind = _tuplegetter(0, "blow or wound.")
    win_if_test = _tuplegetter(1, "The chance to win testing your luck (None: no LUCK left).")
    win_if_not = _tuplegetter(2, "The chance to win not testing it.")

    def __new__(cls, kind: str, win_if_test: Number | None, win_if_not: Number) -> LuckChoice:
        return tuple.__new__(cls, (kind, win_if_test, win_if_not))

    def __getnewargs__(self) -> tuple:
        return tuple(self)

    def __repr__(self) -> str:
        return f"LuckChoice(kind={self[0]!r}, win_if_test={self[1]!r}, win_if_not={self[2]!r})"

    @property
    def should_test(self) -> bool:
        return self.win_if_test is not None and _better(self.win_if_test, self.win_if_not)


def _better(a: Number, b: Number) -> bool:
    if not isinstance(a, float) and not isinstance(b, float):  # exact numbers (Fraction)
        return a > b
    return float(a) > float(b) + _EPSILON


# Outcome of a round: (blow on target: 0 none / 1 wound / 2 kill, wounds the hero takes).
Outcome = tuple[int, int]


def _beat_tie_counts(attack: int, skill: int) -> tuple[int, int]:
    """Of 36 rolls of an opponent with ``skill``, how many beat / tie ``attack``."""
    beat = sum(c for s, c in TWO_DICE_COUNTS.items() if skill + s > attack)
    tie = sum(c for s, c in TWO_DICE_COUNTS.items() if skill + s == attack)
    return beat, tie


def round_outcome_counts(hero_skill: int, skills: Sequence[int], alive: Sequence[bool], target: int,
                         instant_kill: bool) -> tuple[dict[Outcome, int], int]:
    """Counts of each outcome over all dice of the living fighters, and the total."""
    living = [i for i, a in enumerate(alive) if a]
    total = PAIRS ** (1 + len(living))
    counts: dict[Outcome, int] = {}
    for hero_sum, hero_count in TWO_DICE_COUNTS.items():
        hero_attack = hero_skill + hero_sum
        # (6,6) is the only pair summing to 12, so sum 12 is the double six.
        kill = instant_kill and hero_sum == 12
        # Target's part: distribution over (blow, wounds from target).
        if kill:
            target_part = {(2, 0): PAIRS}
        else:
            beat, tie = _beat_tie_counts(hero_attack, skills[target])
            target_part = {(1, 0): PAIRS - beat - tie, (0, 0): tie, (0, 1): beat}
        # Every other living opponent adds one wound with its count of beating rolls.
        wounds: dict[int, int] = {0: 1}
        for i in living:
            if i == target:
                continue
            beat, _ = _beat_tie_counts(hero_attack, skills[i])
            nxt: dict[int, int] = {}
            for n, c in wounds.items():
                if beat:
                    nxt[n + 1] = nxt.get(n + 1, 0) + c * beat
                if PAIRS - beat:
                    nxt[n] = nxt.get(n, 0) + c * (PAIRS - beat)
            wounds = nxt
        for (blow, from_target), tc in target_part.items():
            if not tc:
                continue
            for n, wc in wounds.items():
                key = (blow, n + from_target)
                counts[key] = counts.get(key, 0) + hero_count * tc * wc
    return counts, total


class FightSolver:
    """Solves one fight setting (skills, instant kill, luck policy); reuse it for many states."""

    def __init__(self, hero_skill: int, opponent_skills: Sequence[int], *,
                 instant_kill: bool = False, policy: Policy = "never", exact: bool = False) -> None:
        if not opponent_skills:
            raise ValueError("a fight needs at least one opponent")
        self.hero_skill = hero_skill
        self.skills = tuple(opponent_skills)
        self.instant_kill = instant_kill
        self.policy = policy
        self.exact = exact
        if exact:
            from fractions import Fraction

            self._fraction = Fraction
        self._zero: Number = self._ratio(0, 1)
        self._one: Number = self._ratio(1, 1)
        self._rounds: dict[tuple, FightOdds] = {}
        self._after: dict[tuple, FightOdds] = {}
        self._outcomes: dict[tuple, tuple[list[tuple[Outcome, Number]], Number]] = {}
        self._target: dict[tuple, int] = {}
        self._lucky_cache: dict[int, Number] = {}

    # -- numbers -------------------------------------------------------------------------
    def _ratio(self, a: int, b: int) -> Number:
        return self._fraction(a, b) if self.exact else a / b

    def _lucky(self, luck: int) -> Number:
        q = self._lucky_cache.get(luck)
        if q is None:
            q = self._lucky_cache[luck] = self._ratio(count_at_most(luck), PAIRS)
        return q

    # -- public queries ------------------------------------------------------------------
    def odds(self, hero_stamina: int, staminas: Sequence[int], luck: int = 0) -> FightOdds:
        """Chance to win and expected rounds from the start of a round."""
        _deepen_recursion(hero_stamina + sum(staminas))
        return self._round(hero_stamina, tuple(max(0, s) for s in staminas), luck)

    def best_target(self, hero_stamina: int, staminas: Sequence[int], luck: int = 0) -> int:
        self.odds(hero_stamina, staminas, luck)
        return self._target[(hero_stamina, tuple(max(0, s) for s in staminas), luck)]

    def blow_choice(self, hero_stamina: int, staminas: Sequence[int], luck: int, target: int,
                    wounds_to_take: int) -> LuckChoice:
        """You wounded ``target`` (staminas before the blow); ``wounds_to_take`` still to come."""
        es = tuple(staminas)
        _deepen_recursion(hero_stamina + sum(es))
        plain = self._wounds(hero_stamina, _hit(es, target, BLOW_DAMAGE[None]), luck, wounds_to_take).win
        tested = (self._blow_test(hero_stamina, es, luck, target, wounds_to_take).win
                  if luck >= 1 else None)
        return LuckChoice("blow", tested, plain)

    def wound_choice(self, hero_stamina: int, staminas: Sequence[int], luck: int,
                     wounds_to_take: int) -> LuckChoice:
        """You are about to lose STAMINA to the first of ``wounds_to_take`` wounds."""
        es = tuple(staminas)
        _deepen_recursion(hero_stamina + sum(es))
        plain = self._wounds(hero_stamina - WOUND_DAMAGE[None], es, luck, wounds_to_take - 1).win
        tested = self._wound_test(hero_stamina, es, luck, wounds_to_take).win if luck >= 1 else None
        return LuckChoice("wound", tested, plain)

    # -- the recursion -------------------------------------------------------------------
    def _round(self, h: int, es: tuple[int, ...], luck: int) -> FightOdds:
        if not any(es):
            return FightOdds(self._one, self._zero)
        if h <= 0:
            return FightOdds(self._zero, self._zero)
        key = (h, es, luck)
        found = self._rounds.get(key)
        if found is not None:
            return found
        best: FightOdds | None = None
        best_target = -1
        for target, e in enumerate(es):
            if e <= 0:
                continue
            outcomes, mean_rounds = self._outcome_table(es, target)
            win = self._zero
            rounds = mean_rounds
            for (blow, n), p in outcomes:
                after = self._after_outcome(h, es, luck, target, blow, n)
                win += p * after.win
                rounds += p * after.expected_rounds
            if best is None or _better(win, best.win):
                best, best_target = FightOdds(win, rounds), target
        assert best is not None
        self._rounds[key] = best
        self._target[key] = best_target
        return best

    def _outcome_table(self, es: tuple[int, ...], target: int
                       ) -> tuple[list[tuple[Outcome, Number]], Number]:
        """Outcomes other than 'nothing happens', with conditional probabilities."""
        alive = tuple(e > 0 for e in es)
        key = (alive, target)
        cached = self._outcomes.get(key)
        if cached is None:
            counts, total = round_outcome_counts(self.hero_skill, self.skills, alive, target,
                                                 self.instant_kill)
            happening = total - counts.get((0, 0), 0)
            table = [(o, self._ratio(c, happening)) for o, c in sorted(counts.items())
                     if o != (0, 0) and c]
            cached = (table, self._ratio(total, happening))
            self._outcomes[key] = cached
        return cached

    def _after_outcome(self, h: int, es: tuple[int, ...], luck: int, target: int, blow: int,
                       n: int) -> FightOdds:
        if blow == 2:
            return self._wounds(h, _hit(es, target, es[target]), luck, n)
        if blow == 0:
            return self._wounds(h, es, luck, n)
        plain = self._wounds(h, _hit(es, target, BLOW_DAMAGE[None]), luck, n)
        return self._decide("blow", h, es, luck, plain, self._blow_test, target, n)

    def _blow_test(self, h: int, es: tuple[int, ...], luck: int, target: int, n: int) -> FightOdds:
        q = self._lucky(luck)
        lucky = self._wounds(h, _hit(es, target, BLOW_DAMAGE[True]), luck - 1, n)
        unlucky = self._wounds(h, _hit(es, target, BLOW_DAMAGE[False]), luck - 1, n)
        return _mix(q, lucky, unlucky)

    def _wounds(self, h: int, es: tuple[int, ...], luck: int, n: int) -> FightOdds:
        """The hero still has ``n`` wounds to take this round, one luck choice each."""
        if h <= 0:
            return FightOdds(self._zero, self._zero)
        if n == 0:
            return self._round(h, es, luck)
        key = (h, es, luck, n)
        found = self._after.get(key)
        if found is not None:
            return found
        plain = self._wounds(h - WOUND_DAMAGE[None], es, luck, n - 1)
        result = self._decide("wound", h, es, luck, plain, self._wound_test, n)
        self._after[key] = result
        return result

    def _wound_test(self, h: int, es: tuple[int, ...], luck: int, n: int) -> FightOdds:
        q = self._lucky(luck)
        lucky = self._wounds(h - WOUND_DAMAGE[True], es, luck - 1, n - 1)
        unlucky = self._wounds(h - WOUND_DAMAGE[False], es, luck - 1, n - 1)
        return _mix(q, lucky, unlucky)

    # -- policy --------------------------------------------------------------------------
    def _decide(self, kind: DecisionKind, h: int, es: tuple[int, ...], luck: int,
                plain: FightOdds, test: Callable[..., FightOdds], *more: int) -> FightOdds:
        """The odds after a luck choice under the policy; ``test(h, es, luck, *more)`` is
        solved only when the policy may test (it needs LUCK left)."""
        policy = self.policy
        if luck < 1 or policy == "never":
            return plain
        if policy == "optimal":
            tested = test(h, es, luck, *more)
            return tested if _better(tested.win, plain.win) else plain
        if policy == "always" or policy(kind, h, es, luck):  # type: ignore[operator]
            return test(h, es, luck, *more)
        return plain


def _hit(es: tuple[int, ...], target: int, damage: int) -> tuple[int, ...]:
    left = es[target] - damage
    return es[:target] + (left if left > 0 else 0,) + es[target + 1 :]


def _mix(q: Number, a: FightOdds, b: FightOdds) -> FightOdds:
    rounds = q * a.expected_rounds + (1 - q) * b.expected_rounds
    return FightOdds(q * a.win + (1 - q) * b.win, rounds)


def _deepen_recursion(total_stamina: int) -> None:
    # Each round lowers the total STAMINA by at least 1 and costs a few frames per level.
    needed = 200 + 12 * max(0, total_stamina)
    if sys.getrecursionlimit() < needed:
        sys.setrecursionlimit(needed)


def fight_odds(hero_skill: int, hero_stamina: int, opponents: Sequence[tuple[int, int]], *,
               luck: int = 0, policy: Policy = "never", instant_kill: bool = False,
               exact: bool = False) -> FightOdds:
    """Chance to win and expected rounds; ``opponents`` are (SKILL, STAMINA) pairs."""
    solver = FightSolver(hero_skill, [s for s, _ in opponents], instant_kill=instant_kill,
                         policy=policy, exact=exact)
    return solver.odds(hero_stamina, [t for _, t in opponents], luck)


def single_round_counts(hero_skill: int, enemy_skill: int, instant_kill: bool
                        ) -> tuple[int, int, int]:
    """Of 36² dice, how many rounds the hero wins, loses, or ends by a double six."""
    counts, _ = round_outcome_counts(hero_skill, (enemy_skill,), (True,), 0, instant_kill)
    return counts.get((1, 0), 0), counts.get((0, 1), 0), counts.get((2, 0), 0)


def duel_win_table(hero_skill: int, enemy_skill: int, max_hero: int, max_enemy: int, *,
                   instant_kill: bool = False) -> list[list[float]]:
    """P(win) without luck for every hero STAMINA 0..max_hero and enemy STAMINA 0..max_enemy.

    A plain bottom-up table for one pair of SKILLs: cheap enough to print whole odds grids.
    """
    w, lose, k = single_round_counts(hero_skill, enemy_skill, instant_kill)
    moving, blow, wound = w + lose + k, BLOW_DAMAGE[None], WOUND_DAMAGE[None]
    table = [[0.0] * (max_enemy + 1) for _ in range(max_hero + 1)]
    for h in range(max_hero + 1):
        for e in range(max_enemy + 1):
            if e <= 0:
                table[h][e] = 1.0
            elif h <= 0:
                table[h][e] = 0.0
            else:
                table[h][e] = (w * table[h][max(0, e - blow)] + lose * table[max(0, h - wound)][e]
                               + k) / moving
    return table

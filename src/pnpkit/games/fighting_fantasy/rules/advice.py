"""Test your Luck and the advice on it: two dice at or under the current LUCK succeed
(every test costs 1 LUCK); during a fight, the exact chance to win or survive with and
without testing.  Apart from the referee so that its texts (referee_text) can quote the
numbers without importing the referee, which imports them."""

from __future__ import annotations

from math import prod

from pnpkit.games.fighting_fantasy.rules.dice import PAIRS, count_at_most
from pnpkit.games.fighting_fantasy.rules.odds import FightSolver
from pnpkit.memo import cache

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot `referee odds` does not import typing
    from collections.abc import Sequence
    from fractions import Fraction
    from typing import Any

EXACT_STATE_LIMIT = 60_000  # above this many fight states, exact odds take too long


def is_lucky(luck: int, total: int) -> bool:
    """Whether two dice showing ``total`` pass a test at ``luck`` (the caller spends the
    point); with no LUCK left there is nothing to test."""
    if luck < 1:
        raise ValueError("no LUCK left to test")
    return total <= luck


def chance_lucky(luck: int) -> Fraction:
    # imported here: a one-shot `referee odds` imports neither fractions nor decimal
    from fractions import Fraction

    return Fraction(count_at_most(luck), PAIRS)


@cache(maxsize=64)
def solver_for(hero_skill: int, skills: tuple[int, ...], instant_kill: bool) -> FightSolver:
    """A shared optimal-luck solver per fight setting (its memo is reused by every query);
    ``skills`` is a tuple, part of the key it is shared by."""
    return FightSolver(hero_skill, skills, instant_kill=instant_kill, policy="optimal")


def exact_is_feasible(hero_stamina: int, staminas: Sequence[int], luck: int) -> bool:
    return (hero_stamina + 1) * (luck + 1) * prod(s + 1 for s in staminas) <= EXACT_STATE_LIMIT


def luck_advice(data: dict[str, Any]) -> tuple[float | None, float] | None:
    """(win if you test, win if you do not) for a ``luck_offer`` event, or for an escape's
    parting wound (survive if you test, if you do not); None if too big."""
    h, staminas, luck = data["hero_stamina"], data["staminas"], data["luck"]
    if data["kind"] == "escape":
        return escape_survival(h, luck)
    if not exact_is_feasible(h, staminas, luck):
        return None
    solver = solver_for(data["hero_skill"], tuple(data["skills"]), data["instant_kill"])
    if data["kind"] == "blow":
        choice = solver.blow_choice(h, staminas, luck, data["opponent"], data["wounds_after"])
    else:
        choice = solver.wound_choice(h, staminas, luck, data["wounds_after"])
    test = None if choice.win_if_test is None else float(choice.win_if_test)
    return test, float(choice.win_if_not)


def escape_survival(hero_stamina: int, luck: int) -> tuple[float, float]:
    """Chance to survive the parting wound if you test your luck, and if you do not."""
    q = float(chance_lucky(luck))  # 0 with no LUCK left
    test = (q if hero_stamina - 1 > 0 else 0.0) + ((1 - q) if hero_stamina - 3 > 0 else 0.0)
    return test, (1.0 if hero_stamina - 2 > 0 else 0.0)

"""Paying points, money and things: the compensation rule, inflation, caps.

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

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from pnpkit.games.amber.rules.state import CAPPED, ON_MAIN, PlayerState

THING_COST = {
    "item": ("strength", 2), "owner-item": ("strength", 2), "contraband": ("strength", 2),
    "magic-item": ("magic", 2), "amulet": ("magic", 2),
    "horse": ("strength", 1), "friend": ("strength", 1),
}
SUBSTITUTES = {"strength": ("mind", "magic"), "magic": ("strength", "mind")}
MONEY_PER_MIND = 5


@dataclass(frozen=True)
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

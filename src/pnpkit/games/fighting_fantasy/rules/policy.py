"""The optimal luck policy of a fight: where it tests, how often, and a rule in words.

The exact policy is a table over (your STAMINA, its STAMINA, LUCK).  To say it in a
sentence we weigh every choice point by how likely the fight reaches it when played
optimally, then pick the simple rule ("test while LUCK is at least 8") that agrees
with the optimal choice on the largest share of that weight, and say how large it is.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from pnpkit.games.fighting_fantasy.rules.damage import BLOW_DAMAGE, WOUND_DAMAGE
from pnpkit.games.fighting_fantasy.rules.odds import FightSolver, _hit
from pnpkit.rules.numbers import percent
from pnpkit.word_files import word_file

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pnpkit.games.fighting_fantasy.rules.odds import DecisionKind


@dataclass(frozen=True)
class ChoicePoint:
    kind: DecisionKind
    weight: float  # probability that an optimally played fight reaches this choice
    hero_stamina: int
    target_stamina: int  # before the blow lands
    luck: int
    test: bool  # what the optimal policy does


@dataclass(frozen=True)
class Rule:
    """A one-line rule: ``test`` when ``field`` compares to ``bound`` (or always/never)."""

    kind: DecisionKind
    form: str  # "never" | "always" | "luck_at_least" | "stamina_at_most" | "target_at_most"
    bound: int
    agreement: float  # share of the reached choices where the rule matches the optimum


#: each rule's form: does it test at this choice point, given its bound?
_FORMS = {"never": lambda point, bound: False, "always": lambda point, bound: True,
          "luck_at_least": lambda point, bound: point.luck >= bound,
          "stamina_at_most": lambda point, bound: point.hero_stamina <= bound,
          "target_at_most": lambda point, bound: point.target_stamina <= bound}


@dataclass(frozen=True)
class PolicySummary:
    blow: Rule
    wound: Rule
    # For blows: per opponent STAMINA (before the blow), the LUCK from which testing pays.
    blow_thresholds: tuple[tuple[int, int | None, float], ...]


def choice_points(solver: FightSolver, hero_stamina: int, staminas: Sequence[int], luck: int
                  ) -> list[ChoicePoint]:
    """Every luck choice an optimal fight can reach, with its probability."""
    if solver.policy != "optimal":
        raise ValueError("choice points describe the optimal policy")
    solver.odds(hero_stamina, staminas, luck)
    # Process states from the largest total STAMINA down: every transition either lowers
    # it or turns a round into choices at the same total, so masses are complete on arrival.
    rounds: dict[int, dict[tuple, float]] = defaultdict(lambda: defaultdict(float))
    blows: dict[int, dict[tuple, float]] = defaultdict(lambda: defaultdict(float))
    wounds: dict[int, dict[tuple, float]] = defaultdict(lambda: defaultdict(float))
    start = tuple(staminas)
    rounds[hero_stamina + sum(start)][(hero_stamina, start, luck)] = 1.0
    points: list[ChoicePoint] = []

    def add_wounds(h: int, es: tuple[int, ...], lk: int, n: int, mass: float) -> None:
        if h <= 0 or not any(es) or mass == 0.0:
            return
        if n == 0:
            rounds[h + sum(es)][(h, es, lk)] += mass
        else:
            wounds[h + sum(es)][(h, es, lk, n)] += mass

    total = hero_stamina + sum(start)
    while total > 0:
        for (h, es, lk), mass in rounds.pop(total, {}).items():
            target = solver.best_target(h, es, lk)
            table, _ = solver._outcome_table(es, target)
            for (blow, n), p in table:
                if blow == 2:
                    add_wounds(h, _hit(es, target, es[target]), lk, n, mass * float(p))
                elif blow == 0:
                    add_wounds(h, es, lk, n, mass * float(p))
                else:
                    blows[total][(h, es, lk, target, n)] += mass * float(p)
        for (h, es, lk, target, n), mass in blows.pop(total, {}).items():
            test = lk >= 1 and solver.blow_choice(h, es, lk, target, n).should_test
            if lk >= 1:
                points.append(ChoicePoint("blow", mass, h, es[target], lk, test))
            for lucky, left, share in _luck_branches(solver, lk, test):
                add_wounds(h, _hit(es, target, BLOW_DAMAGE[lucky]), left, n, mass * share)
        for (h, es, lk, n), mass in wounds.pop(total, {}).items():
            test = lk >= 1 and solver.wound_choice(h, es, lk, n).should_test
            target_stamina = max(es)
            if lk >= 1:
                points.append(ChoicePoint("wound", mass, h, target_stamina, lk, test))
            for lucky, left, share in _luck_branches(solver, lk, test):
                add_wounds(h - WOUND_DAMAGE[lucky], es, left, n - 1, mass * share)
        total -= 1
    return points


def _luck_branches(solver: FightSolver, luck: int, test: bool) -> tuple:
    """(the test's result, LUCK left, share of the mass) of each way a choice goes."""
    if not test:
        return ((None, luck, 1.0),)
    q = float(solver._lucky(luck))
    return ((True, luck - 1, q), (False, luck - 1, 1 - q))


def _best_rule(kind: DecisionKind, points: list[ChoicePoint]) -> Rule:
    mine = [p for p in points if p.kind == kind]
    weight = sum(p.weight for p in mine)
    if weight == 0.0:
        return Rule(kind, "never", 0, 1.0)
    # A blow's worth depends on the opponent, a wound's on you.
    form, most = (("stamina_at_most", max(p.hero_stamina for p in mine)) if kind == "wound"
                  else ("target_at_most", max(p.target_stamina for p in mine)))
    candidates = [("never", 0), ("always", 0), *(("luck_at_least", b) for b in range(1, 13)),
                  *((form, b) for b in range(1, most + 1))]
    best: Rule | None = None
    for form, bound in candidates:
        says = _FORMS[form]
        agree = sum(p.weight for p in mine if says(p, bound) == p.test) / weight
        # Earlier (simpler) candidates win ties.
        if best is None or agree > best.agreement + 1e-9:
            best = Rule(kind, form, bound, agree)
    assert best is not None
    return best


def _blow_thresholds(points: list[ChoicePoint]) -> tuple[tuple[int, int | None, float], ...]:
    by_target: dict[int, list[ChoicePoint]] = defaultdict(list)
    for p in points:
        if p.kind == "blow":
            by_target[p.target_stamina].append(p)
    rows = []
    for target in sorted(by_target, reverse=True):
        group = by_target[target]
        weight = sum(p.weight for p in group)
        best_bound: int | None = None
        best_agree = sum(p.weight for p in group if not p.test) / weight
        for bound in range(12, 0, -1):
            agree = sum(p.weight for p in group if (p.luck >= bound) == p.test) / weight
            if agree > best_agree + 1e-9:
                best_bound, best_agree = bound, agree
        rows.append((target, best_bound, best_agree))
    return tuple(rows)


def summarise_policy(solver: FightSolver, hero_stamina: int, staminas: Sequence[int], luck: int
                     ) -> PolicySummary:
    points = choice_points(solver, hero_stamina, staminas, luck)
    return PolicySummary(_best_rule("blow", points), _best_rule("wound", points),
                         _blow_thresholds(points))


#: how a luck policy is said, kept in policy.json beside this module
_TEXT: dict[str, dict[str, str]] = word_file(__file__, "policy.json")["_TEXT"]


def describe_policy(summary: PolicySummary, locale: str = "ru") -> list[str]:
    """The policy as a few lines of plain text in ``locale`` (ru or en)."""
    words = _TEXT["ru" if locale == "ru" else "en"]
    lines = []
    for rule in (summary.blow, summary.wound):
        line = f"{words[rule.kind]}: {words[rule.form].format(b=rule.bound)}"
        if rule.agreement < 0.9995:
            line += " " + words["agreement"].format(pct=percent(rule.agreement, locale, 0))
        lines.append(line + ".")
    inexact = summary.blow.agreement < 0.9995 and summary.blow.form != "never"
    if inexact and summary.blow_thresholds:
        lines.append(words["detail"])
        for target, bound, _ in summary.blow_thresholds:
            key = "row" if bound is not None else "row_never"
            lines.append(words[key].format(t=target, b=bound))
    return lines

"""The odds of a Fighting Fantasy fight under way, from plain values: the referee asks
through this after a replay (fight_state.odds_event) and a one-shot ``referee odds``
from the kept view (rules.referee_status), without the rest of the engine."""

from __future__ import annotations

from pnpkit.games.fighting_fantasy.rules.advice import exact_is_feasible, solver_for
from pnpkit.games.fighting_fantasy.rules.odds import FightSolver
from pnpkit.rules.session_records import Event

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from collections.abc import Sequence


def fight_odds_event(skill: int, h: int, luck: int, opponents: Sequence[tuple[str, int, int]],
                     instant_kill: bool, begun: bool = True) -> Event:
    """The odds of the fight under way from plain values (the hero's skill, stamina and
    luck; each opponent's name, skill and stamina): a kept view asks through this too.
    A luck question due is answered by its offer instead (the odds of each choice).
    ``begun`` is False before round 1: the rounds to come are then not "more" rounds."""
    staminas = [stamina for _name, _skill, stamina in opponents]
    if not exact_is_feasible(h, staminas, luck):
        return Event("odds", {"exact": False})
    skills = tuple(o_skill for _name, o_skill, _stamina in opponents)
    best = solver_for(skill, skills, instant_kill)
    plain = FightSolver(skill, skills, instant_kill=instant_kill).odds(h, staminas)
    optimal = best.odds(h, staminas, luck)
    target = best.best_target(h, staminas, luck)
    data = {"exact": True, "win": float(plain.win), "win_optimal_luck": float(optimal.win),
            "expected_rounds": float(optimal.expected_rounds), "best_target": opponents[target][0]}
    if not begun:  # only then, so the odds of a fight under way keep their bytes
        data["before"] = True
    return Event("odds", data)

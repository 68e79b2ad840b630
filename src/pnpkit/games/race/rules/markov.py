"""The one-player race as an exact Markov chain, built from the engine itself.

Each chain state is a frozen one-pawn game; its successors are found by running the
engine's own step with a dice source that branches on every die it is asked for
(outcomes grouped by sum and "all dice equal", the only things the engine reads).
So the chain and the simulation share one rules implementation, and the chain is
exact for one player.  Cells that act on other players do what they do to a lone
pawn; :func:`solo_cells` says which ones that leaves out, and how.

Expected game length solves ``E = r + P E`` (r = 1 for a regular turn, 0 for an
extra turn, plus the turns missed) directly: one sparse LU factorisation of ``I - P``
(SciPy's SuperLU), a fraction of a second for the 61,576 states of the shipped track.
The tests check the solve against plain value iteration on a small track.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from dataclasses import dataclass
from functools import cache

from pnpkit.games.race.rules.dice import ReplayedDice, Unforeseen
from pnpkit.games.race.rules.effects import (
    Activate,
    ForPlayers,
    GiveRolls,
    RollOff,
    ToObstacleNearLeader,
    WaitToBeOvertaken,
    walk,
)
from pnpkit.games.race.rules.engine import Table
from pnpkit.games.race.rules.state import RaceState, new_state
from pnpkit.games.race.rules.track import Options, Track


@cache
def dice_classes(count: int) -> list[tuple[tuple[int, ...], float]]:
    """Outcomes of ``count`` d6 grouped by (sum, all equal): a representative and its
    probability."""
    groups: dict[tuple[int, bool], list] = {}  # the first faces of each class, and its count
    for faces in itertools.product(range(1, 7), repeat=count):
        groups.setdefault((sum(faces), len(set(faces)) == 1), [faces, 0])[1] += 1
    return [(faces, n / 6 ** count) for faces, n in sorted(groups.values())]


def step_outcomes(state: RaceState, track: Track, options: Options
                  ) -> dict[tuple[RaceState, int], float]:
    """Successors of one step (a regular or an extra turn) with their probabilities.

    Each successor comes with the turns it will miss, folded out of the state: a lone
    pawn that must miss k turns is the same pawn k turns later (unless an extra turn is
    pending, which a missed turn would use up)."""
    out: dict[tuple[RaceState, int], float] = defaultdict(float)
    stack: list[tuple[tuple[tuple[int, ...], ...], float]] = [((), 1.0)]
    while stack:
        prefix, prob = stack.pop()
        table = Table(state, track, options, ReplayedDice(prefix))
        p = table.pawns[0]
        try:
            if p.extra > 0:
                p.extra -= 1
            table.play_step(0)
        except Unforeseen as need:  # a step asks for more dice than the branch has
            for faces, q in dice_classes(need.args[0]):
                stack.append((prefix + (faces,), prob * q))
            continue
        skipped = 0
        if p.finished:
            p.extra = 0
        elif p.skip and not p.extra:
            skipped, p.skip = p.skip, 0
        out[(table.freeze(), skipped)] += prob
    return dict(out)


@dataclass(frozen=True)
class Chain:
    """Transitions are (next state, probability, turns spent): a regular turn costs 1,
    an extra turn 0, and turns to miss are folded into the cost of reaching a state."""

    states: tuple[RaceState, ...]
    transitions: tuple[tuple[tuple[int, float, int], ...], ...]
    absorbing: frozenset[int]


def build_chain(track: Track, options: Options, limit: int = 400_000) -> Chain:
    start = new_state(1)  # a step never changes the round or whose turn it is
    index = {start: 0}
    states = [start]
    transitions: list[tuple[tuple[int, float, int], ...]] = []
    absorbing: set[int] = set()
    for i, state in enumerate(states):  # states grows as the loop finds new ones
        pawn = state.pawns[0]
        if pawn.finished:
            absorbing.add(i)
            transitions.append(())
            continue
        turn_cost = 0 if pawn.extra > 0 else 1
        row = []
        for (nxt, skipped), prob in step_outcomes(state, track, options).items():
            j = index.get(nxt)
            if j is None:
                if len(states) >= limit:
                    raise RuntimeError(f"the one-player chain passed {limit} states")
                j = index[nxt] = len(states)
                states.append(nxt)
            row.append((j, prob, turn_cost + skipped))
        transitions.append(tuple(row))
    return Chain(tuple(states), tuple(transitions), frozenset(absorbing))


def expected_turns(chain: Chain) -> float:
    """Expected number of turns from the start until the pawn finishes: the linear
    system ``(I - P) E = r`` over the states that are not finished, solved at once."""
    import warnings

    import numpy as np
    from scipy.sparse import csc_matrix
    from scipy.sparse.linalg import MatrixRankWarning, spsolve

    n = len(chain.states)
    if 0 in chain.absorbing:
        return 0.0
    if not _finish_reachable(chain):  # every state is reached from the start
        raise RuntimeError("the expected length is infinite (the finish is unreachable)")
    rows, cols, values = list(range(n)), list(range(n)), [1.0] * n
    cost = [0.0] * n
    for s, row in enumerate(chain.transitions):
        for j, prob, spent in row:
            cost[s] += prob * spent
            if j not in chain.absorbing:  # a finished pawn's value is 0
                rows.append(s)
                cols.append(j)
                values.append(-prob)
    matrix = csc_matrix((np.array(values), (np.array(rows), np.array(cols))), shape=(n, n))
    with warnings.catch_warnings():
        warnings.simplefilter("error", MatrixRankWarning)
        solution = spsolve(matrix, np.array(cost))
    return float(solution[0])


def _finish_reachable(chain: Chain) -> bool:
    """Whether the finish can be reached from every state (else some expectation is
    infinite and ``I - P`` singular, though rounding may hide it)."""
    into: list[list[int]] = [[] for _ in chain.states]
    for s, row in enumerate(chain.transitions):
        for j, prob, _spent in row:
            if prob > 0:
                into[j].append(s)
    seen = set(chain.absorbing)
    queue = list(seen)
    while queue:
        for s in into[queue.pop()]:
            if s not in seen:
                seen.add(s)
                queue.append(s)
    return len(seen) == len(chain.states)


@dataclass(frozen=True)
class SoloCells:
    """How cells that involve other players behave with one player."""

    no_effect_alone: tuple[int, ...]   # they only touch other players
    own_part_only: tuple[int, ...]     # their effect on you is kept, the rest is dropped


_OTHERS_ONLY_GROUPS = {"others", "chosen", "ahead_within", "farther_than", "nearest"}


def _social(effect) -> bool:
    return isinstance(effect, (ForPlayers, RollOff, GiveRolls, WaitToBeOvertaken,
                               ToObstacleNearLeader)) or (
        isinstance(effect, Activate) and effect.rule in ("collisions", "curse_six"))


def _others_only(effect) -> bool:
    return (isinstance(effect, ForPlayers) and effect.who in _OTHERS_ONLY_GROUPS) or (
        isinstance(effect, Activate) and effect.rule in ("collisions", "curse_six"))


def solo_cells(track: Track) -> SoloCells:
    none, partly = [], []
    for cell in track.obstacles:
        effects = track.effects_at(cell)
        if not any(_social(e) for e in walk(effects)):
            continue
        if all(_others_only(e) for e in effects):
            none.append(cell)
        else:
            partly.append(cell)
    return SoloCells(tuple(none), tuple(partly))

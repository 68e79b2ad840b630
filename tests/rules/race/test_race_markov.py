"""The exact one-player chain against the one-player simulation (same engine)."""

import pytest

from pnpkit.games.race.race_data import load_race
from pnpkit.games.race.rules.markov import (
    build_chain,
    expected_turns,
    solo_cells,
)
from pnpkit.games.race.rules.sim import simulate
from pnpkit.games.race.rules.track import Options, track_from_data

SMALL = track_from_data(
    {3: [{"stand_until": {"faces": [1, 6]}}], 5: ["go_to_start", {"skip": 1}],
     8: [{"roll": {"rows": [{"on": [1, 2, 3], "do": [{"move_rolled": -1}]},
                            {"on": [4, 5, 6], "do": [{"extra_turns": 1}]}]}}],
     10: [{"enter_lane": "loop"}], 12: [{"activate": "exact_finish"}],
     14: [{"roll_modifier": {"add": -1, "rolls": 2}}]},
    [{"id": "loop", "entry": 10, "length": 3, "rejoin": 11, "marks": {2: [{"skip": 2}]},
      "on_exit": [{"skip": 1}]}],
    last_cell=18,
)


def test_small_track_exact_matches_simulation():
    chain = build_chain(SMALL, Options())
    exact = expected_turns(chain)
    sim = simulate(SMALL, Options(), players=1, games=20_000, seed=7)
    assert sim.finished == 20_000
    assert abs(sim.mean - exact) < 3 * sim.se, (exact, sim.mean, sim.se)


def _by_iteration(chain, sweeps: int = 200_000) -> float:
    """The expectation by plain value iteration (Gauss–Seidel, pure Python): slow on the
    shipped track, quick on a small one."""
    value = [0.0] * len(chain.states)  # a finished pawn's row is empty: its value stays 0
    for _ in range(sweeps):
        change = 0.0
        for s, row in enumerate(chain.transitions):
            new = sum(prob * (spent + value[j]) for j, prob, spent in row)
            change, value[s] = max(change, abs(new - value[s])), new
        if change < 1e-13:
            return value[0]
    raise AssertionError("the value iteration did not converge")


@pytest.mark.parametrize("options", [Options(), Options(exact_finish="lander")])
def test_the_sparse_solve_agrees_with_value_iteration(options):
    """The direct solve (SciPy's sparse LU) and value iteration are two independent ways
    to the same expectation."""
    chain = build_chain(SMALL, options)
    assert expected_turns(chain) == pytest.approx(_by_iteration(chain), rel=1e-9)


def test_an_unreachable_finish_is_an_error_not_a_number():
    walled = track_from_data({cell: ["go_to_start"] for cell in range(1, 7)}, last_cell=18)
    with pytest.raises(RuntimeError, match="infinite"):
        expected_turns(build_chain(walled, Options()))


def test_one_step_game_is_exact():
    track = track_from_data({}, last_cell=0)   # any roll finishes
    assert expected_turns(build_chain(track, Options())) == pytest.approx(1.0)


def test_solo_cells_lists_cells_about_other_players():
    cells = solo_cells(load_race().track)
    assert set(cells.no_effect_alone) == {54, 61, 71, 78, 133}
    assert {25, 43, 51, 101, 105, 115, 121, 146, 148} <= set(cells.own_part_only)


@pytest.mark.slow
def test_full_track_exact_matches_10000_simulated_games():
    track = load_race().track
    exact = expected_turns(build_chain(track, Options()))
    sim = simulate(track, Options(), players=1, games=10_000, seed=2026, cap=10**7)
    assert sim.finished == 10_000
    assert abs(sim.mean - exact) < 3 * sim.se, (exact, sim.mean, sim.se)

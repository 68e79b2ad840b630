"""Property tests: any game, any switches, stays on the board and ends or hits the cap."""

import random

from hypothesis import given
from hypothesis import strategies as st

from pnpkit.games.race.race_data import load_race
from pnpkit.games.race.rules import Options, RandomDice, Table, new_state
from pnpkit.games.race.rules.track import SWITCHES

TRACK = load_race().track  # content/race, as the referee reads it
CAP = 400

options_strategy = st.builds(Options, **{name: st.sampled_from(values)
                                         for name, values in SWITCHES.items()})


def run(players, seed, options):
    table = Table(new_state(players), TRACK, options, RandomDice(random.Random(seed)))
    seen = []
    while not table.over and table.round < CAP:
        table.play_turn()
        for p in table.pawns:
            assert 0 <= p.pos <= TRACK.finish
            assert p.finished == (p.pos == TRACK.finish)
            if p.lane:
                lane = TRACK.lanes[p.lane]
                assert p.pos == lane.entry and 0 <= p.step <= lane.length
            assert p.skip >= 0 and p.ignore >= 0 and p.give >= 0
        seen.append(table.freeze())
    return table, seen


@given(players=st.integers(1, 6), seed=st.integers(0, 2**32), options=options_strategy)
def test_games_stay_on_the_board_and_end_or_hit_the_cap(players, seed, options):
    table, _ = run(players, seed, options)
    if table.over:
        assert table.winners and all(table.pawns[s].finished for s in table.winners)
        assert all(p.finished == (s in table.winners) for s, p in enumerate(table.pawns))


@given(players=st.integers(1, 4), seed=st.integers(0, 2**32))
def test_same_seed_same_game(players, seed):
    _, first = run(players, seed, Options())
    _, second = run(players, seed, Options())
    assert first == second

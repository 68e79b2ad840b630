"""Speed of the race simulation against a trivial roll-and-move baseline.

    python benchmarks/race_sim.py [--games 2000] [--players 4]

The baseline plays the same number of players on a bare 148-cell track (one die, no
obstacles) in this process, so the ratio says what the obstacles and the explained
engine cost; the games-per-second line says whether 10 000 games fit in a minute.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from pnpkit.games.race.race_data import load_race  # noqa: E402
from pnpkit.games.race.rules.sim import simulate  # noqa: E402
from pnpkit.games.race.rules.track import Options  # noqa: E402


def baseline(players: int, games: int, seed: int) -> float:
    start = time.perf_counter()
    for g in range(games):
        rng = random.Random(f"{seed}:{g}")
        pos = [0] * players
        while True:
            done = False
            for seat in range(players):
                pos[seat] += int(rng.random() * 6) + 1
                done = done or pos[seat] > 148
            if done:
                break
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    track = load_race().track
    base = baseline(args.players, args.games, args.seed)
    start = time.perf_counter()
    result = simulate(track, Options(), args.players, args.games, args.seed)
    engine = time.perf_counter() - start
    rate = args.games / engine
    print(f"players={args.players} games={args.games} mean_rounds={result.mean:.2f} "
          f"capped={args.games - result.finished}")
    print(f"race engine: {rate:,.0f} games/s ({engine:.2f} s); 10 000 games ≈ {10_000 / rate:.1f} s")
    print(f"baseline (bare track): {args.games / base:,.0f} games/s ({base:.2f} s)")
    print(f"ratio engine/baseline time: {engine / base:.1f}x")


if __name__ == "__main__":
    main()

"""Many simulated races: game length in rounds and each seat's wins, with error bars.

Game ``g`` of seed ``S`` draws its dice from ``random.Random(f"{S}:{g}")``, so any one
game can be replayed on its own (for example in the referee).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from pnpkit.games.race.rules.dice import RandomDice
from pnpkit.games.race.rules.engine import Table
from pnpkit.games.race.rules.state import new_state
from pnpkit.games.race.rules.track import Options, Track
from pnpkit.rules.stats import Interval, quantile, summarize_mean, wilson


@dataclass(frozen=True)
class SeatWins:
    seat: int
    wins: int            # games this seat won, alone or with others
    sole_wins: int
    rate: float
    interval: Interval   # Wilson 95 % interval of ``rate``


@dataclass(frozen=True)
class SimResult:
    players: int
    games: int
    seed: int
    cap: int
    finished: int        # games that ended before the cap
    mean: float          # rounds, over finished games
    sd: float
    se: float
    mean_interval: Interval
    median: float
    p10: float
    p90: float
    longest: int
    shared_wins: int     # games with more than one winner
    seats: tuple[SeatWins, ...]

    def as_dict(self) -> dict:
        return {
            "players": self.players, "games": self.games, "seed": self.seed, "cap": self.cap,
            "finished": self.finished, "capped": self.games - self.finished,
            "length": {"unit": "rounds", "mean": self.mean, "sd": self.sd, "se": self.se,
                       "ci95": [self.mean_interval.low, self.mean_interval.high],
                       "median": self.median, "p10": self.p10, "p90": self.p90,
                       "longest": self.longest},
            "shared_wins": self.shared_wins,
            "seats": [{"seat": s.seat, "wins": s.wins, "sole_wins": s.sole_wins, "rate": s.rate,
                       "ci95": [s.interval.low, s.interval.high]} for s in self.seats],
        }


def play_game(track: Track, options: Options, players: int, rng: random.Random,
              cap: int) -> tuple[int, tuple[int, ...]]:
    """One game to its end (or the cap): (rounds played, winning seats)."""
    table = Table(new_state(players), track, options, RandomDice(rng))
    while not table.over and table.round <= cap:
        table.play_turn()
    return (table.round, table.winners) if table.over else (cap, ())


#: games between two calls of ``simulate``'s progress callback
PROGRESS_EVERY = 100


def simulate(track: Track, options: Options, players: int, games: int, seed: int,
             cap: int = 1000, progress: Callable[[int], None] | None = None) -> SimResult:
    """``progress(n)``, if given, is told every ``PROGRESS_EVERY`` games (and at the end);
    ``players`` and ``games`` are at least 1 (`pnpkit sim race` refuses fewer)."""
    lengths: list[int] = []
    wins = [0] * players
    sole = [0] * players
    shared = 0
    for g in range(games):
        if progress is not None and g and g % PROGRESS_EVERY == 0:
            progress(PROGRESS_EVERY)
        rounds, winners = play_game(track, options, players, random.Random(f"{seed}:{g}"), cap)
        if not winners:
            continue
        lengths.append(rounds)
        for seat in winners:
            wins[seat] += 1
        if len(winners) == 1:
            sole[winners[0]] += 1
        else:
            shared += 1
    if progress is not None:
        progress(games - (games - 1) // PROGRESS_EVERY * PROGRESS_EVERY)
    length = summarize_mean(lengths)
    ordered = sorted(lengths)
    return SimResult(
        players=players, games=games, seed=seed, cap=cap, finished=length.n, mean=length.mean,
        sd=length.sd, se=length.se, mean_interval=length.interval,
        median=quantile(ordered, 0.5), p10=quantile(ordered, 0.1), p90=quantile(ordered, 0.9),
        longest=ordered[-1] if ordered else 0, shared_wins=shared,
        seats=tuple(SeatWins(s, wins[s], sole[s], wins[s] / games, wilson(wins[s], games))
                    for s in range(players)),
    )

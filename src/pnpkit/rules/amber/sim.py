"""Many games of «Корона Эмбера» played by the engine's simple policy: how often someone
is crowned and when, how a game ends, falls, and who wins (pure; the CLI prints it).

Game ``g`` of seed ``S`` is ``play_game(rules, S + g, players)``, so any one game can be
replayed on its own.  The only thing the final state does not keep is the tour of the
coronation (in the original rules the game goes on in the kingdom), so the policy is
wrapped to note the tour of each action until a king appears.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from pnpkit.rules.stats import Interval, MeanSummary, quantile, summarize_mean, wilson

#: how a game ended: a winner; the rules' tour limit; everyone out and no king;
#: play_game's cap on actions; anything else the engine may add
ENDS = ("won", "turn_limit", "all_out", "action_limit", "other")


@dataclass(frozen=True)
class GameOutcome:
    seed: int
    travellers: tuple[str, ...]   # by seat
    winner: int | None            # seat
    crowned_tour: int | None      # the tour of the first coronation
    tours: int                    # the tour the game stopped in
    falls: int                    # deaths of all players
    end: str                      # one of ENDS


class _Watch:
    """The simple policy unchanged, noting the tour of every action until someone is
    crowned: the crowning action is the last one seen before ``state.king`` is set."""

    def __init__(self, policy) -> None:
        self.policy = policy
        self.decide = policy.decide
        self.tour: int | None = None
        self.crowned_tour: int | None = None

    def choose_action(self, state):
        if self.crowned_tour is None:
            if state.king is None:
                self.tour = state.tour
            else:
                self.crowned_tour = self.tour
        return self.policy.choose_action(state)


def _end(state, turn_limit: float) -> str:
    from pnpkit.rules.amber.state import OUT

    if state.phase != "over":
        return "action_limit"
    if state.winner is not None:
        return "won"
    if state.tour > turn_limit:
        return "turn_limit"
    if state.king is None and all(p.board == OUT for p in state.players):
        return "all_out"
    return "other"


def play_one(rules, seed: int, players: int) -> GameOutcome:
    """One game by the engine's simple policy (exactly ``play_game(rules, seed, players)``)."""
    from pnpkit.rules.amber.policy import SimplePolicy, play_game

    watch = _Watch(SimplePolicy.seeded(seed))
    state = play_game(rules, seed, players, policy=watch, copy=False)
    crowned = watch.crowned_tour
    if crowned is None and state.king is not None:
        crowned = watch.tour  # the game ended with the coronation itself
    return GameOutcome(seed=seed, travellers=tuple(p.traveller for p in state.players),
                       winner=state.winner, crowned_tour=crowned, tours=state.tour,
                       falls=sum(p.deaths for p in state.players), end=_end(state, rules.turn_limit))


@dataclass(frozen=True)
class Share:
    count: int
    of: int
    share: float
    interval: Interval   # Wilson 95 %


def _share(count: int, of: int) -> Share:
    return Share(count, of, count / of if of else math.nan, wilson(count, of))


@dataclass(frozen=True)
class TravellerWins:
    traveller: str
    played: int
    wins: Share          # of the games this traveller played


@dataclass(frozen=True)
class AmberSimResult:
    preset: str
    players: int
    games: int
    seed: int
    turn_limit: float
    crowned: Share
    coronation: MeanSummary       # tour of the coronation, over crowned games
    coronation_median: float
    coronation_p10: float
    coronation_p90: float
    ends: Mapping[str, int]       # ENDS -> games
    falls: MeanSummary            # per game
    falls_total: int
    seats: tuple[Share, ...]
    no_winner: int
    travellers: tuple[TravellerWins, ...]   # most winning first

    def as_dict(self) -> dict:
        def num(x: float) -> float | None:  # JSON has no NaN
            return None if isinstance(x, float) and math.isnan(x) else x

        def share(s: Share) -> dict:
            return {"count": s.count, "of": s.of, "share": num(s.share),
                    "ci95": [s.interval.low, s.interval.high]}

        def mean(m: MeanSummary) -> dict:
            return {"mean": num(m.mean), "sd": num(m.sd), "se": num(m.se),
                    "ci95": [num(m.interval.low), num(m.interval.high)]}

        return {
            "preset": self.preset, "players": self.players, "games": self.games,
            "seeds": [self.seed, self.seed + self.games - 1],
            "turn_limit": None if math.isinf(self.turn_limit) else int(self.turn_limit),
            "crowned": share(self.crowned),
            "coronation_tour": {"games": self.coronation.n, **mean(self.coronation),
                                "median": num(self.coronation_median), "p10": num(self.coronation_p10),
                                "p90": num(self.coronation_p90)},
            "ends": dict(self.ends),
            "falls": {"total": self.falls_total, "per_game": mean(self.falls)},
            "seats": [{"seat": i, "player": f"P{i + 1}", "wins": s.count, "share": num(s.share),
                       "ci95": [s.interval.low, s.interval.high]} for i, s in enumerate(self.seats)],
            "no_winner": self.no_winner,
            "travellers": [{"id": t.traveller, "played": t.played, "wins": t.wins.count,
                            "share": num(t.wins.share), "ci95": [t.wins.interval.low, t.wins.interval.high]}
                           for t in self.travellers],
        }


def summarize(outcomes: list[GameOutcome], *, preset: str, players: int, seed: int,
              turn_limit: float) -> AmberSimResult:
    games = len(outcomes)
    tours = sorted(o.crowned_tour for o in outcomes if o.crowned_tour is not None)
    ends = dict.fromkeys(ENDS, 0)
    seat_wins = [0] * players
    played: dict[str, int] = {}
    won: dict[str, int] = {}
    for o in outcomes:
        ends[o.end] += 1
        for t in o.travellers:
            played[t] = played.get(t, 0) + 1
        if o.winner is not None:
            seat_wins[o.winner] += 1
            t = o.travellers[o.winner]
            won[t] = won.get(t, 0) + 1
    travellers = [TravellerWins(t, n, _share(won.get(t, 0), n)) for t, n in played.items()]
    # surest first: by the low end of the 95 % interval, so one win in one game does not top the list
    travellers.sort(key=lambda t: (-t.wins.interval.low, -t.wins.share, -t.played, t.traveller))
    return AmberSimResult(
        preset=preset, players=players, games=games, seed=seed, turn_limit=turn_limit,
        crowned=_share(len(tours), games), coronation=summarize_mean(tours),
        coronation_median=quantile(tours, 0.5), coronation_p10=quantile(tours, 0.1),
        coronation_p90=quantile(tours, 0.9), ends=ends,
        falls=summarize_mean([o.falls for o in outcomes]), falls_total=sum(o.falls for o in outcomes),
        seats=tuple(_share(w, games) for w in seat_wins),
        no_winner=games - sum(seat_wins), travellers=tuple(travellers),
    )


def simulate(rules, games: int, players: int, seed: int) -> AmberSimResult:
    """``games`` games with seeds ``seed`` … ``seed + games - 1``."""
    if players < 1 or games < 1:
        raise ValueError("players and games must be at least 1")
    outcomes = [play_one(rules, seed + g, players) for g in range(games)]
    return summarize(outcomes, preset=rules.preset, players=players, seed=seed,
                     turn_limit=rules.turn_limit)

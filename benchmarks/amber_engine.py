"""Amber engine speed: legal-moves queries and whole games, against baselines in the same run.

    python benchmarks/amber_engine.py [--queries 20000] [--games 60] [--preset original]

Prints the median time of a legal-moves query (targets: <= 20 µs), warm (the board's
memo already holds the answer, as in a running game or the CLI asking twice) and cold
(memo cleared before every query), next to a naive route walk over a dict of lists;
and full games per second by the simple policy (target: >= 100 on one core), next to a
"movement only" game loop (roll and walk, no fields or cards).  Games are timed both
by the wall clock and by this process's CPU time (the machine is shared: the CPU
rate is the steadier one).  Then the same for uniformly random games (every legal
action and answer equally likely, trades included: they play to the 250-tour limit).
``--copy`` also plays the games with ``apply`` copying every state (as the referee and
the property tests do); ``--skeleton`` times the turn loop alone (fields, cards and
triggers switched off), an upper bound for anything built on it.  Not a test: it
never fails on time.

Measured on the shared 2-core machine (load 3-4), 60 games, original preset,
3 players, one run after the other:

    before (09506f3)  3.7 games/s  ratio 0.05  1139 actions a game, 237 µs an action, 30/60 crowned
    after             8.1 games/s  ratio 0.08   942 actions a game, 131 µs an action, 48/60 crowned
                      [CPU 11.5 games/s]; copying every state: 6.3 games/s [CPU 9.6]
    simplified, 20 games: before 5.2 games/s, 0/20 crowned; after 6.2 games/s, 10/20 crowned

Engine work per action (valgrind instruction count, warm memo, same 3 games):
287k -> 232k instructions (the engine changes alone, same games: 287k -> 221k).
The rest of the gain is the policy's shorter games.  The >= 100 games/s target is
NOT met: the time is spread thinly over the effect walk, events and triggers.

Later (6177f39 -> 970173e, same games byte for byte; valgrind, seeds 0-2, 3885
actions, cold memo): 258k -> 250k instructions an action without copying (memoised
follower cards and move kit, events built in place), 388k -> 351k when ``apply``
copies every state (the clone alone 129k -> 100k).  Wall-clock games/s did not move
beyond the shared machine's +-10 % noise (about 10-11 games/s either way).

2026-12-02, an idle machine (load 0.5), 60 games: simple policy 25.5 games/s (942
actions, 170 tours, 48/60 crowned, 42 µs an action); uniformly random 17.3 games/s
(1412 actions, 251 tours, 41 µs an action).  Later the same day, after the policy
learnt to step round monsters (shorter games) and trades were listed, on a quicker
spell of the same machine (the movement-only baseline 471 instead of 359 games/s):
policy 32.5 games/s (851 actions, 154 tours, 58/60 crowned, 36 µs an action), uniformly
random 19.6 games/s (1484 actions, 34 µs an action), ``--skeleton`` 140.8 games/s
(8 µs an action).

Why >= 100 is out of reach for this engine: 100 policy games/s leaves about 11.7 µs an
action; the turn loop alone (roll, legal moves, the policy's choice, the move, the next
player) takes 8 of them, so resolving the rules (on average 0.7 field resolutions, 0.7
cards, 0.3 fights and a few trigger checks an action) would have to fit in ~3.5 µs an
action, where it takes ~28 µs: a single fight (both fixed values, their parts, the dice)
costs ~10 µs in CPython.  The profile is flat (no function above ~8 % of the time).
Reaching the target needs a compiled engine, which the rules package's stdlib-only,
pure-Python design rules out.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from pnpkit.games.amber.rules.movement import legal_moves  # noqa: E402
from pnpkit.games.amber.rules.policy import RandomPolicy, play_game  # noqa: E402
from pnpkit.games.amber.rules.rules import load_rules  # noqa: E402
from pnpkit.readers.game_reader import load_game  # noqa: E402


def naive_routes(adjacency: dict[str, list[str]], start: str, steps: int, back: str | None) -> set[str]:
    out: set[str] = set()

    def walk(here: str, prev: str | None, left: int) -> None:
        if left == 0:
            out.add(here)
            return
        for nxt in adjacency[here]:
            if nxt != prev:
                walk(nxt, here, left - 1)

    walk(start, back, steps)
    return out


def median_us(fn, cases, repeat: int = 1) -> float:
    times = []
    for case in cases:
        start = time.perf_counter()
        for _ in range(repeat):
            fn(*case)
        times.append((time.perf_counter() - start) / repeat)
    return statistics.median(times) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--queries", type=int, default=20000)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--preset", default="original")
    parser.add_argument("--copy", action="store_true", help="also time games where apply copies every state")
    parser.add_argument("--skeleton", action="store_true",
                        help="also time the turn loop alone (no fields, cards or triggers): an upper bound")
    args = parser.parse_args()

    result = load_game(ROOT / "content" / "amber")
    if result.game is None:
        sys.exit("content/amber does not read: run `pnpkit check amber`")
    rules = load_rules(result.game, args.preset)
    board = rules.board
    rng = random.Random(1)
    cases = []
    for _ in range(args.queries):
        start = rng.choice(board.ids)
        back = rng.choice(board.neighbours_of(start) + (None,))
        cases.append((start, rng.randint(1, 6), back, rng.random() < 0.3))
    adjacency = {f: list(board.neighbours_of(f)) for f in board.ids}

    base = median_us(lambda s, r, b, h: naive_routes(adjacency, s, r, b), cases[:2000], repeat=5)

    def cold(s, r, b, h):
        board.memo.clear()
        legal_moves(board, s, r, came_from=b, horse=h)

    cold_us = median_us(cold, cases[:2000])
    for case in cases:  # fill the memo
        legal_moves(board, case[0], case[1], came_from=case[2], horse=case[3])
    warm_us = median_us(lambda s, r, b, h: legal_moves(board, s, r, came_from=b, horse=h), cases, repeat=5)
    print(f"legal moves, naive walk baseline   {base:8.2f} µs (median)")
    print(f"legal moves, cold (memo cleared)   {cold_us:8.2f} µs  ratio {cold_us / base:5.2f}")
    print(f"legal moves, warm                  {warm_us:8.2f} µs  ratio {warm_us / base:5.2f}  target <= 20 µs")

    start = time.perf_counter()
    moved = 0
    for seed in range(args.games):
        r = random.Random(seed)
        here, back = board.ids[0], None
        for _ in range(int(rules.value("turn_limit")) * args.players):
            dests = naive_routes(adjacency, here, r.randint(1, 6), back)
            here, back = r.choice(sorted(dests)), None
            moved += 1
    walk_rate = args.games / (time.perf_counter() - start)

    print(f"movement-only game loop baseline   {walk_rate:8.1f} games/s")
    runs = [("simple policy", False)] + ([("simple policy, copying", True)] if args.copy else [])
    runs.append(("uniformly random", False))
    policy_actions = 0
    for who, copy in runs:
        start, cpu = time.perf_counter(), time.process_time()
        tours = actions = crowned = 0
        for seed in range(args.games):
            policy = RandomPolicy(random.Random(seed)) if who == "uniformly random" else None
            state = play_game(rules, seed, args.players, policy=policy, copy=copy)
            tours += state.tour
            actions += state.actions
            crowned += state.winner is not None
        elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
        rate = args.games / elapsed
        label = f"full games ({args.preset}, {args.players} players, {who})"
        print(f"{label:52s} {rate:8.1f} games/s  ratio {rate / walk_rate:5.2f}  target >= 100"
              f"  [CPU {args.games / cpu:.1f} games/s]  ({actions / args.games:.0f} actions,"
              f" {tours / args.games:.0f} tours a game, {crowned}/{args.games} crowned,"
              f" {elapsed / actions * 1e6:.0f} µs an action)")
        if who == "simple policy":
            policy_actions = actions // args.games
    if args.skeleton:
        _time_turn_skeleton(rules, args, policy_actions, walk_rate)


def _time_turn_skeleton(rules, args, actions_a_game: int, walk_rate: float) -> None:
    """The same policy games with everything a field, a card or a trigger does switched
    off (patched out of the engine module here, for this measurement only): what is
    left is the turn itself (roll, legal moves, the policy's choice, the move, the next
    player).  Nothing progresses, so each game is cut at the policy games' average
    length: the rate is an upper bound for any engine built on this turn loop."""
    from pnpkit.games.amber.rules import engine

    for name in ("resolve_field", "hand_in_here", "meet_travellers", "run_triggers", "followers"):
        setattr(engine, name, lambda *_args, **_kw: None)
    start, cpu = time.perf_counter(), time.process_time()
    for seed in range(args.games):
        play_game(rules, seed, args.players, copy=False, max_actions=actions_a_game)
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    rate = args.games / elapsed
    label = f"turn skeleton only ({actions_a_game} actions a game)"
    print(f"{label:52s} {rate:8.1f} games/s  ratio {rate / walk_rate:5.2f}  target >= 100"
          f"  [CPU {args.games / cpu:.1f} games/s]  ({elapsed / (args.games * actions_a_game) * 1e6:.0f} µs an action)")


if __name__ == "__main__":
    main()

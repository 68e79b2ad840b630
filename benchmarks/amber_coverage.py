"""Amber card-effect coverage: for every card, item, traveller and prince, what the engine
applies, asks about or leaves to the table; then the share of card resolutions that
left a step to the table in simulated games (target: <= 1 %).

    python benchmarks/amber_coverage.py [--games 200] [--seed 1] [--players 3] [--table]

Not a test: it prints figures.  Measured (200 games, seeds 1-200, 3 players, original):
before issue 30 (206e175) 2,964 steps by hand in 59,811 card resolutions (4.96 %);
after (e1869b0) 116 in 53,569 (0.22 %), from four cards (№4, №9, №24, №41); with №4 (half
price at the gun shop), №9 (the ghost), №41 (the snake-man follows) and №24 (the chameleon
comes back to life) in the engine (amber3, 2026-12-04): 0 in 56,379 (0.00 %), and no entity
of the table is "none" or "table" any more; after the second sampled audit (the sealed bottle
uncorked, kept cards' bonuses, amber3 round 2): 0 in 58,368 (0.00 %), crowned 185/200 (184
before), mean tour 148.3 (145.3); with the fields' on-draw privileges working (the Sinister
Forest, the lords' castle, tower and palace): 0 in 62,411, crowned 174/200, mean tour 155.3 —
the policy took those «may» privileges by a coin, sending good cards away, which slowed the
game; with the policy taking them only on a card that would hurt (amber3 round 3, 33bd86d):
0 in 58,212 (0.00 %), crowned 191/200, mean tour 147.4.  The same table without
the games:
``pnpkit check amber --coverage``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from pnpkit.games.amber.rules.coverage import ManualTally, coverage_table  # noqa: E402
from pnpkit.games.amber.rules.policy import play_game  # noqa: E402
from pnpkit.games.amber.rules.rules import load_rules  # noqa: E402
from pnpkit.readers.game_reader import load_game  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--preset", default="original")
    parser.add_argument("--table", action="store_true", help="print the whole table, not only the steps by hand")
    args = parser.parse_args()
    result = load_game(ROOT / "content" / "amber")
    if result.game is None:
        sys.exit("content/amber does not read: run `pnpkit check amber`")
    rows = coverage_table(result.game)
    counts: dict[str, int] = {}
    for row in rows:
        counts[row.verdict] = counts.get(row.verdict, 0) + 1
        if args.table or row.verdict == "table":
            extra = "; ".join(row.by_hand) if row.by_hand else ", ".join(row.asks or row.applies)
            print(f"{row.verdict:8} {row.id:28} {row.name[:34]:34} {extra[:110]}")
    print("entities:", ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    rules = load_rules(result.game, args.preset)
    tally = ManualTally()
    crowned = tours = 0
    for g in range(args.games):
        state = play_game(rules, args.seed + g, args.players, observe=tally.observe)
        crowned += any(p.crowned for p in state.players)
        tours += state.tour
    print(f"{args.games} games: {tally.cards} card resolutions, {tally.manual} steps by hand "
          f"({100 * tally.share:.2f} %); crowned {crowned}/{args.games}, mean tour {tours / args.games:.1f}")
    for card, n in sorted((tally.by_card or {}).items(), key=lambda kv: -kv[1])[:25]:
        print(f"    {card:12} {n}")


if __name__ == "__main__":
    main()

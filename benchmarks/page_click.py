"""A click on the live page late in an Amber game: what the server does for it — the
session read to write, the action, the page's state read again — with the table read from
the engine's state kept beside the log (as the CLI's one-shot writes read it) against the
whole log replayed (the page before), interleaved in one process, CPU time.

    python benchmarks/page_click.py [--actions 600] [--rounds 7]

Not a test: it prints figures.  Measured (amber, seed 12, four players; page12,
2026-12-05, the shared two-core machine): after 600 actions a click costs 172 ms replayed,
12 ms from the kept state (14.6x); after 2,200 actions 607 ms against 21 ms (28.7x)."""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "tests" / "referee"))

from whole_games import AMBER_PLAYERS, AmberPolicy, header_players  # noqa: E402

from pnpkit.games.amber.amber_live import LIVE  # noqa: E402
from pnpkit.referee.server import state_json  # noqa: E402
from pnpkit.referee.table import Table  # noqa: E402
from pnpkit.rules.session import SessionHeader  # noqa: E402

SEED = 12


def played(path: Path, actions: int) -> AmberPolicy:
    Table.new(path, SessionHeader("amber", SEED, header_players(AMBER_PLAYERS["ru"]), locale="ru"))
    policy = AmberPolicy(SEED)
    with Table.locked(path, restore=True) as table:
        for _ in range(actions):
            if table.referee.is_over(table.state):
                break
            words = policy.words(table.state)
            table.act(words[0], words[1:], confirmed=True)
    return policy


def click(path: Path, policy: AmberPolicy, restore: bool) -> float:
    """One click's work on the server, CPU seconds: read locked, act, tell the page; then
    the action taken back so every round clicks on the same log."""
    start = time.process_time()
    with Table.locked(path, restore=restore) as table:
        words = policy.words(table.state)
        table.act(words[0], words[1:], confirmed=True)
    state_json(table, LIVE, "ru", True)
    spent = time.process_time() - start
    with Table.locked(path, restore=True) as table:
        table.undo()
    return spent


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--actions", type=int, default=600)
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.pnp"
        policy = played(path, args.actions)
        n = len(Table.open(path).actions)
        LIVE.pictures("ru")
        state_json(Table.open(path), LIVE, "ru", True)  # imports and pictures, once
        replayed, kept = [], []
        for _ in range(args.rounds):
            replayed.append(click(path, policy, restore=False))
            kept.append(click(path, policy, restore=True))
    before, after = statistics.median(replayed), statistics.median(kept)
    print(f"a click after {n} actions, CPU median of {args.rounds}: "
          f"replayed {before * 1000:.0f} ms, kept state {after * 1000:.0f} ms, ratio {before / after:.1f}x")


if __name__ == "__main__":
    main()

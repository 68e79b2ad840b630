"""Dice rolls per second through the public function, against random.randint in this process.

Target (issue 8): at least 500 000 rolls/s for 2d6+10 through ``pnpkit.rules.dice.roll``.
Also reports how fast hostile notation is refused (target: under 0.1 s each).

    python benchmarks/dice_rolls.py [--seconds 1.0]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from pnpkit.rules.dice import DiceError, compile_dice, roll  # noqa: E402

HOSTILE = {
    "99999999999d6": "99999999999d6",
    "1000000d1000000": "1000000d1000000",
    "1d10^18 sides": "1d1000000000000000000",
    "5 000 summed terms": "+".join(["1d6"] * 5000),
    "500 brackets": "(" * 500 + "1d6" + ")" * 500,
    "1 MB of text": "1" * 1_000_000,
}


def rate(fn, seconds: float) -> float:
    """Calls per second: median of three timed runs of about ``seconds / 3`` each."""
    rates = []
    for _ in range(3):
        n, start = 0, time.perf_counter()
        deadline = start + seconds / 3
        while True:
            for _ in range(1000):
                fn()
            n += 1000
            now = time.perf_counter()
            if now >= deadline:
                break
        rates.append(n / (now - start))
    return statistics.median(rates)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=1.5)
    seconds = parser.parse_args().seconds
    rng = random.Random(1)
    randint = rng.randint

    def baseline() -> int:
        return randint(1, 6) + randint(1, 6) + 10

    base = rate(baseline, seconds)
    print(f"baseline random.randint(1,6)*2+10: {base:12,.0f} /s")
    for expr in ("2d6+10", "1d20", "4d6kh3", "2к6+3", "d66"):
        compile_dice(expr)
        r = rate(lambda e=expr: roll(e, rng), seconds)
        mark = ""
        if expr == "2d6+10":
            mark = "  (target ≥ 500,000: " + ("met" if r >= 500_000 else "NOT met") + ")"
        print(f"roll({expr!r:9}, rng): {r:12,.0f} /s   ratio to baseline {r / base:5.2f}{mark}")
    print()
    worst = 0.0
    for label, text in HOSTILE.items():
        start = time.perf_counter()
        try:
            compile_dice(text)
            outcome = "ACCEPTED"
        except DiceError as exc:
            outcome = exc.text("en")
        took = time.perf_counter() - start
        worst = max(worst, took)
        print(f"hostile {label:20} refused in {took * 1000:7.3f} ms: {outcome[:60]}")
    print(f"slowest refusal {worst * 1000:.3f} ms (target < 100 ms: "
          f"{'met' if worst < 0.1 else 'NOT met'})")


if __name__ == "__main__":
    main()

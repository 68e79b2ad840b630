"""Typesetting a word longer than any language writes, against the same letters in
ordinary words (issue #27 point 5): the PDF engine broke a word wider than its line in
time quadratic in its length (200,000 letters: about a minute); cut into pieces first
(render.rulebook.markup.broken_long_words), it costs about what the words do.

    python benchmarks/long_word.py [--letters 200000]

Not a test: it prints both times and their ratio, measured in this process.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from pnpkit.render.rulebook import markup  # noqa: E402
from pnpkit.render.rulebook.document import typeset  # noqa: E402


def _seconds(body: str) -> float:
    started = time.perf_counter()
    document = markup.parse("# Title\n\n" + body + "\n")
    typeset(document, pagesize=(595.0, 842.0), locale="en", title="t", header_title="t",
            contents_title="Contents", figures={})
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--letters", type=int, default=200_000)
    args = parser.parse_args()
    words = _seconds(" ".join(["x" * 9] * (args.letters // 10)))  # the baseline: ordinary words
    long_word = _seconds("x" * args.letters)
    print(f"{args.letters} letters as words: {words:.2f} s; as one word: {long_word:.2f} s; "
          f"ratio {long_word / words:.2f}")


if __name__ == "__main__":
    main()

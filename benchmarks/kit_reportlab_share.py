"""How much of a cold Amber kit build is reportlab's own work, against the raw floor.

    python benchmarks/kit_reportlab_share.py [--runs 3] [--locale ru]

Issue 21 asks for the whole kit cold at <= 4x the raw reportlab floor (1000 simple cards
drawn directly, benchmarks/deck_speed.py's baseline).  This script measures, in one
serial build (``PNPKIT_JOBS=1``, so every part runs in the measured process) and in the
floor measured in this process, what no drawing code of ours can take away while the
kit's files are reportlab's PDFs:

- importing reportlab's canvas, platypus and TrueType modules (the kit needs all three);
- ``Canvas.save`` of every PDF (serialising the objects, compressing the page streams,
  subsetting the embedded fonts), and of that the zlib compression alone;
- the rulebook's typesetting inside platypus (``Paragraph.wrap``/``split``/``draw``);
- the page-stream bytes handed to zlib, the kit's against the floor's: how much more
  drawing the kit's outputs hold than the floor's 1000 cards.

It prints each as seconds of CPU and as a ratio to the floor.  The sum is what is left
of the 4x budget before pnpkit reads a game or draws anything; if the kit's drawing went
at the floor's own speed per byte it would take the bytes ratio times the floor alone.
Not a test: it never fails on time.

2026-12-03 (main 746f106, idle machine but a CI run beside it, load 1.0), medians of 3:
floor 0.21 s CPU, 1.75 MB of streams; the serial cold kit 1.88 s = 8.9x; it hands zlib
8.04 MB of streams, 4.6x the floor's; reportlab's own work in it: imports 0.08 s, saves
0.29 s (zlib 0.16 s of it), platypus 0.28 s, summed 0.64 s = 3.0x the floor.  So 0.21 s
(1.0x) of the 4x budget is left for reading the game and drawing 4.6x the floor's content,
which the floor itself needs 1.0x to draw once (its save included): the 4x target is below
what the kit's outputs cost in reportlab, whatever pnpkit's own code does.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from deck_speed import baseline  # noqa: E402
from kit_speed import child_env  # noqa: E402

# run in the child: time reportlab's entry points around a serial `pnpkit build`
CHILD = r"""
import json, sys, time, zlib
spent = {"imports": 0.0, "save": 0.0, "zlib": 0.0, "platypus": 0.0, "zlib_bytes": 0}
start = time.process_time()
import reportlab.pdfgen.canvas, reportlab.platypus, reportlab.pdfbase.ttfonts  # noqa: E401
spent["imports"] = time.process_time() - start
active = []

def timed(owner, name, key):
    inner = getattr(owner, name)
    def wrapper(*args, **kwargs):
        if active:  # nested in another timed call: counted there
            return inner(*args, **kwargs)
        active.append(key)
        began = time.process_time()
        try:
            return inner(*args, **kwargs)
        finally:
            spent[key] += time.process_time() - began
            active.pop()
    setattr(owner, name, wrapper)

compress = zlib.compress
def counted_compress(data, *args, **kwargs):
    began = time.process_time()
    try:
        return compress(data, *args, **kwargs)
    finally:
        spent["zlib"] += time.process_time() - began
        spent["zlib_bytes"] += len(data)
zlib.compress = counted_compress
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus.paragraph import Paragraph
timed(Canvas, "save", "save")
for name in ("wrap", "split", "draw"):
    timed(Paragraph, name, "platypus")
from pnpkit.cli.app import main
sys.argv = ["pnpkit", *sys.argv[1:]]
try:
    main()
except SystemExit as end:
    if end.code:
        raise
spent["total"] = time.process_time()
print(json.dumps(spent), file=sys.stderr)
"""


def child_run(argv: list[str], cwd: str, env: dict) -> dict:
    done = subprocess.run([sys.executable, "-c", CHILD, *argv], cwd=cwd, env=env, check=True,
                          capture_output=True, text=True)
    return json.loads(done.stderr.strip().splitlines()[-1])


def floor_run() -> dict:
    """The floor in this process: its CPU and the stream bytes it hands zlib."""
    compress, handed = zlib.compress, [0]

    def counted(data, *args, **kwargs):
        handed[0] += len(data)
        return compress(data, *args, **kwargs)

    zlib.compress = counted
    try:
        began = time.process_time()
        baseline(1000)
        return {"cpu": time.process_time() - began, "zlib_bytes": handed[0]}
    finally:
        zlib.compress = compress


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--locale", default="ru")
    args = parser.parse_args()
    baseline(16)  # imports and font parsing
    with tempfile.TemporaryDirectory() as tmp:
        env = child_env(tmp, PNPKIT_JOBS="1")
        build = ["build", "amber", "--locale", args.locale, "--out", str(Path(tmp) / "out"), "--force"]
        child_run(build, tmp, env)  # bytecode and caches written once, as after installing
        floors, kits = [], []
        for _ in range(args.runs):
            floors.append(floor_run())
            kits.append(child_run(build, tmp, env))
    floor = statistics.median(f["cpu"] for f in floors)
    kit = {key: statistics.median(k[key] for k in kits) for key in kits[0]}
    floor_bytes = floors[0]["zlib_bytes"]
    own = kit["imports"] + kit["save"] + kit["platypus"]
    print(f"medians of {args.runs} runs in turns; load average {os.getloadavg()[0]:.1f}")
    print(f"floor, raw reportlab, 1000 cards: {floor:6.2f} s CPU, {floor_bytes / 1e6:.2f} MB of streams")
    print(f"whole Amber kit cold, serial:     {kit['total']:6.2f} s CPU  {kit['total'] / floor:5.2f}x the floor")
    print(f"  streams handed to zlib:         {kit['zlib_bytes'] / 1e6:6.2f} MB  "
          f"{kit['zlib_bytes'] / floor_bytes:5.2f}x the floor's")
    for key, label in (("imports", "reportlab imported"), ("save", "Canvas.save, every PDF"),
                       ("zlib", "  of which zlib"), ("platypus", "platypus paragraphs")):
        print(f"  {label + ':':32} {kit[key]:6.2f} s CPU  {kit[key] / floor:5.2f}x the floor")
    print(f"reportlab's own work, summed:     {own:6.2f} s CPU  {own / floor:5.2f}x the floor; "
          f"left of the 4x budget: {4 * floor - own:+.2f} s for reading the game and all drawing")


if __name__ == "__main__":
    main()

"""Rulebook speed: the Amber rulebook part (templates rendered, then typeset) as a kit
build runs it, against a floor measured in the same process: the same paragraphs set by
plain reportlab in one pass (plain text: no contents, links, hyphenation, tables or boxes).  With
``--old`` the same is measured for another source tree (a frozen copy of main), the two
taking turns, and the whole Amber kit built cold (``pnpkit build --force``) by each.

    python benchmarks/rulebook_speed.py [--runs 7] [--locale ru] [--old /work/wt-old/src] [--kit]

Each sample is a fresh interpreter that first imports what a kit build has imported by
the time the rulebook is made (reportlab's platypus, Jinja, pyphen, the fonts), then
measures CPU (user + system) of ``typeset_rulebook`` and of the floor.  The cache folder
(compiled templates) is a private one per tree, filled by a warm-up run, as after one
build.  Medians are printed in CPU seconds; the PDF's SHA-256 shows both trees make the
same bytes.  Not a test: it never fails on time.

With ``--kit`` the rulebook part's CPU inside the real kit build is measured too (the
build's own per-part figure is wall time).

Measured on the shared 2-core machine (load 3.7 from other sessions), medians of 7 turns,
main at e1d6fac (old) against the rulebook branch (compiled templates kept, colours as
Color objects, one hyphenator, no header on the measuring pass, collector held):

    rulebook part inside the kit build: 0.685 s -> 0.492 s CPU (0.72x)
    whole Amber kit cold (ru):          2.88 s  -> 2.63 s  CPU (0.92x)
    rulebook alone in a fresh process:  0.740 s -> 0.595 s CPU (0.80x); 10.0x -> 8.2x the floor
    the same PDF bytes from both trees
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

WORKER = r"""
import hashlib, json, sys, time
from pathlib import Path
import jinja2, jinja2.sandbox, pyphen, reportlab.platypus, reportlab.platypus.tableofcontents
from pnpkit.i18n.translator import localize
from pnpkit.readers.game_reader import load_game
from pnpkit.render.fonts import register_fonts
from pnpkit.render.rulebook import build as rulebook

locale, folder = sys.argv[1], Path(sys.argv[2])
register_fonts()
game, translator = localize(load_game(folder).game, folder, locale)
from pnpkit.render.rulebook import markup  # noqa: E402 (after the game: as in a build)

def floor(text):
    # the paragraphs of the same book as plain text (no links, no fonts), one pass
    import io, re
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph, SimpleDocTemplate
    from pnpkit.render.fonts import SERIF
    doc = markup.parse(text)
    style = ParagraphStyle("plain", fontName=SERIF, fontSize=10, leading=13.8)
    paras = [Paragraph(re.sub(r"<[^>]*>", "", b.text), style) for b in doc.blocks if isinstance(b, markup.Para)]
    out = io.BytesIO()
    SimpleDocTemplate(out, invariant=1, initialFontName=SERIF).build(paras)
    return len(paras)

cpu = time.process_time()
book = rulebook.typeset_rulebook(game, locale, "a4", False, game_folder=folder, text_for=translator.text)
spent = time.process_time() - cpu
cpu = time.process_time()
floor(book.text)
base = time.process_time() - cpu
print(json.dumps({"rulebook": spent, "floor": base, "sha256": hashlib.sha256(book.data).hexdigest()}))
"""


def sample(src: Path, locale: str, cache: Path) -> dict:
    env = {**os.environ, "PYTHONPATH": str(src), "PNPKIT_CACHE_DIR": str(cache)}
    env.pop("PNPKIT_NO_CACHE", None)
    done = subprocess.run([sys.executable, "-c", WORKER, locale, str(src.parent / "content" / "amber")],
                          cwd=src.parent, env=env, check=True, capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


KIT_WORKER = r"""
import sys, time
from pnpkit.render.rulebook import build as rulebook
made = rulebook.typeset_rulebook
spent = []

def timed(*args, **kwargs):
    cpu = time.process_time()
    try:
        return made(*args, **kwargs)
    finally:
        spent.append(time.process_time() - cpu)

rulebook.typeset_rulebook = timed  # the kit's rulebook part calls it through the module
from pnpkit.cli.app import main
sys.argv = ["pnpkit", *sys.argv[1:]]
try:
    main()
except SystemExit as exit:
    if exit.code:
        raise
print("rulebook-cpu", sum(spent))
"""


def kit_cpu(src: Path, locale: str, cache: Path, out: Path) -> tuple[float, float]:
    """CPU seconds of a cold whole-kit build (``pnpkit build amber --force``) and of its
    rulebook part (``--jobs 1``: the part is timed in this build's own process)."""
    env = {**os.environ, "PYTHONPATH": str(src), "PNPKIT_CACHE_DIR": str(cache)}
    env.pop("PNPKIT_NO_CACHE", None)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run([sys.executable, "-c", KIT_WORKER, "build", "amber", "--locale", locale, "--out",
                           str(out), "--force", "--jobs", "1"], cwd=src.parent, env=env, check=True, capture_output=True,
                          text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    part = re.search(r"rulebook-cpu ([0-9.]+)", done.stdout)
    return ((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime),
            float(part.group(1)) if part else float("nan"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--locale", default="ru")
    parser.add_argument("--old", type=Path, help="the src/ folder of another tree to compare with")
    parser.add_argument("--kit", action="store_true", help="also build the whole kit cold in turns")
    args = parser.parse_args()
    trees = {"this": ROOT / "src"}
    if args.old is not None:
        trees = {"old": args.old.resolve(), **trees}
    with tempfile.TemporaryDirectory() as tmp:
        caches = {name: Path(tmp) / f"cache-{name}" for name in trees}
        for name, src in trees.items():
            sample(src, args.locale, caches[name])  # warm-up: bytecode, the kept template code
        found: dict[str, list[dict]] = {name: [] for name in trees}
        kits: dict[str, list[tuple[float, float]]] = {name: [] for name in trees}
        for _ in range(args.runs):
            for name, src in trees.items():  # in turns: a burst of load hits both alike
                found[name].append(sample(src, args.locale, caches[name]))
                if args.kit:
                    kits[name].append(kit_cpu(src, args.locale, caches[name], Path(tmp) / f"out-{name}"))

    def kit_median(name: str) -> float:
        return statistics.median(k for k, _ in kits[name])

    def part_median(name: str) -> float:
        return statistics.median(p for _, p in kits[name])

    print(f"medians of {args.runs} runs in turns, CPU seconds; load average {os.getloadavg()[0]:.1f}")
    medians = {}
    for name, runs in found.items():
        medians[name] = {key: statistics.median(r[key] for r in runs) for key in ("rulebook", "floor")}
        ratio = medians[name]["rulebook"] / medians[name]["floor"]
        line = (f"{name:5} rulebook {medians[name]['rulebook']:.3f} s, floor {medians[name]['floor']:.3f} s "
                f"= {ratio:.2f}x the floor")
        if args.kit:
            line += (f"; whole kit cold {kit_median(name):.2f} s, its rulebook part "
                     f"{statistics.median(p for _, p in kits[name]):.3f} s")
        print(line)
    if args.old is not None:
        old, new = medians["old"], medians["this"]
        print(f"this / old: rulebook {new['rulebook'] / old['rulebook']:.2f}, "
              f"as floor ratios {(new['rulebook'] / new['floor']) / (old['rulebook'] / old['floor']):.2f}"
              + (f"; whole kit {kit_median('this') / kit_median('old'):.2f}, its rulebook part "
                 f"{part_median('this') / part_median('old'):.2f}" if args.kit else ""))
        same = {r["sha256"] for runs in found.values() for r in runs}
        print("same PDF bytes from both trees" if len(same) == 1 else f"PDF bytes DIFFER: {sorted(same)}")


if __name__ == "__main__":
    main()

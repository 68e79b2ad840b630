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

Measured on the shared 2-core machine (load 6-12 from other sessions), 7 turns each, main
at e1d6fac against the rulebook branch:

    rulebook part (render + typeset), CPU medians: see the commit that adds this script
"""

from __future__ import annotations

import argparse
import json
import os
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


def kit_cpu(src: Path, locale: str, cache: Path, out: Path) -> float:
    env = {**os.environ, "PYTHONPATH": str(src), "PNPKIT_CACHE_DIR": str(cache)}
    env.pop("PNPKIT_NO_CACHE", None)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-m", "pnpkit", "build", "amber", "--locale", locale, "--out", str(out),
                    "--force"], cwd=src.parent, env=env, check=True, capture_output=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


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
        kits: dict[str, list[float]] = {name: [] for name in trees}
        for _ in range(args.runs):
            for name, src in trees.items():  # in turns: a burst of load hits both alike
                found[name].append(sample(src, args.locale, caches[name]))
                if args.kit:
                    kits[name].append(kit_cpu(src, args.locale, caches[name], Path(tmp) / f"out-{name}"))
    print(f"medians of {args.runs} runs in turns, CPU seconds; load average {os.getloadavg()[0]:.1f}")
    medians = {}
    for name, runs in found.items():
        medians[name] = {key: statistics.median(r[key] for r in runs) for key in ("rulebook", "floor")}
        ratio = medians[name]["rulebook"] / medians[name]["floor"]
        line = (f"{name:5} rulebook {medians[name]['rulebook']:.3f} s, floor {medians[name]['floor']:.3f} s "
                f"= {ratio:.2f}x the floor")
        if args.kit:
            line += f"; whole kit cold {statistics.median(kits[name]):.2f} s"
        print(line)
    if args.old is not None:
        old, new = medians["old"], medians["this"]
        print(f"this / old: rulebook {new['rulebook'] / old['rulebook']:.2f}, "
              f"as floor ratios {(new['rulebook'] / new['floor']) / (old['rulebook'] / old['floor']):.2f}"
              + (f"; whole kit {statistics.median(kits['this']) / statistics.median(kits['old']):.2f}"
                 if args.kit else ""))
        same = {r["sha256"] for runs in found.values() for r in runs}
        print("same PDF bytes from both trees" if len(same) == 1 else f"PDF bytes DIFFER: {sorted(same)}")


if __name__ == "__main__":
    main()

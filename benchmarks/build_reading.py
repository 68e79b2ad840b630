"""What `pnpkit build amber` costs before its first part is drawn (imports, reading,
checking and localising the game, planning the kit), and the whole forced build, for
this tree against another (a frozen copy of main), in turns.

    python benchmarks/build_reading.py --old /path/to/old/tree [--runs 7] [--locale ru] [--whole]

Each run is a fresh interpreter started as the installed console script is (bytecode
cached in a private folder, as an installed package has it; a private game cache,
warmed by one build first, as a user's is after the first build).  The phase is
measured by stopping the build where pnpkit.render.pipeline.run_kit would start drawing:
CPU (user + system) of the whole child, interpreter start-up included.  The trees take
turns, so a burst of load from other jobs hits both alike; medians are printed, with
the ratio new / old.  Not a test: it never fails on time.

Measured on the shared 2-core machine (other sessions building too, load ~3), branch
reading (game cache, Typer-free build, kept PO rows) against main e1d6fac, medians of 7
in turns, CPU seconds (a bare ``python -c pass`` with this sandbox's site hook is ~0.09):

    --locale ru   before the first part 0.531 -> 0.238 (0.45x); whole build 2.610 -> 2.163 (0.83x)
    --locale en   before the first part 0.631 -> 0.274 (0.43x); whole build 2.745 -> 2.291 (0.83x)

with the game heads kept too, against main 6945866 (load ~4), medians of 7 in turns:

    --locale ru   before the first part 0.608 -> 0.251 (0.41x); whole build 2.989 -> 2.455 (0.82x)
    --locale en   before the first part 0.653 -> 0.274 (0.42x); whole build 3.042 -> 2.452 (0.81x)

What the phase still holds: the interpreter and site hook, importing what the drawing
needs anyway (reportlab, svgwrite, jinja2, rich, the kit modules: imported while the kit
is planned), typer itself (build.py's messages and exits), decoding the kept game (~15 ms),
the plugins' entry points (~15 ms) and the keys of the kit and of its parts: each of the
~16 parts' keys reads and hashes every content file again (~2 MB each time, ~30 ms in
all; pipeline.hash_inputs, left as it is here: the keys are written in manifest.json).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# the console script (pip's template), with run_kit replaced by an exit: the phase only
PHASE = ("import re, sys, os\nimport pnpkit.render.pipeline as pipeline\n"
         "pipeline.run_kit = lambda *a, **k: os._exit(0)\nfrom pnpkit.cli.app import main\n"
         "sys.argv[0] = re.sub(r'(-script\\.pyw|\\.exe)?$', '', sys.argv[0])\nsys.exit(main())\n")
WHOLE = ("import re\nimport sys\nfrom pnpkit.cli.app import main\n"
         "sys.argv[0] = re.sub(r'(-script\\.pyw|\\.exe)?$', '', sys.argv[0])\nsys.exit(main())\n")


def cpu_of(argv: list[str], env: dict, cwd: str) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(argv, env=env, cwd=cwd, check=True, capture_output=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", required=True, type=Path, help="the tree to compare with")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--locale", default="ru")
    parser.add_argument("--whole", action="store_true", help="also the whole forced build")
    args = parser.parse_args()
    trees = {"old": args.old.resolve(), "new": ROOT}
    samples: dict[str, list[float]] = {f"{kind} {tree}": [] for kind in ("phase", "whole") for tree in trees}
    with tempfile.TemporaryDirectory() as tmp:
        envs = {}
        for name, tree in trees.items():
            env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PNPKIT_NO_CACHE")}
            env.update(PYTHONPATH=str(tree / "src"), PNPKIT_CACHE_DIR=str(Path(tmp) / f"cache-{name}"),
                       PYTHONPYCACHEPREFIX=str(Path(tmp) / f"pycache-{name}"))
            envs[name] = env
        def command(script: str, name: str) -> list[str]:
            return [sys.executable, "-c", script, "build", "amber", "--locale", args.locale,
                    "--out", str(Path(tmp) / f"out-{name}"), "--force"]
        for name in trees:  # bytecode written and the game cache filled, as after a first build
            cpu_of(command(WHOLE, name), envs[name], tmp)
        for _ in range(args.runs):
            for name in trees:
                samples[f"phase {name}"].append(cpu_of(command(PHASE, name), envs[name], tmp))
                if args.whole:
                    samples[f"whole {name}"].append(cpu_of(command(WHOLE, name), envs[name], tmp))
    print(f"medians of {args.runs} runs in turns (CPU s, user + system); load {os.getloadavg()[0]:.1f}")
    for kind in ("phase", "whole"):
        if not samples[f"{kind} old"]:
            continue
        old, new = (statistics.median(samples[f"{kind} {t}"]) for t in ("old", "new"))
        label = "before the first part" if kind == "phase" else "whole forced build"
        print(f"{label:24} old {old:6.3f}  new {new:6.3f}  new/old {new / old:5.2f}  "
              f"(old {min(samples[f'{kind} old']):.3f}-{max(samples[f'{kind} old']):.3f}, "
              f"new {min(samples[f'{kind} new']):.3f}-{max(samples[f'{kind} new']):.3f})")


if __name__ == "__main__":
    main()

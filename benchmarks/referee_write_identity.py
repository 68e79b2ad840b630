"""Amber's one-shot writes give the same bytes from this checkout as from another one (a
speed-up must change no output): a scripted game per language, each command run by both
on copies of the same session, stdout, stderr, exit code and the session's files compared.

    python benchmarks/referee_write_identity.py --src OTHER/src [--commands 70]

``OTHER/src`` is e.g. an export of main (``git archive main src content``, its content/
beside it).  The commands are those the simulator's policy gives (the latency
benchmarks' ``_amber_words``), with an ``undo`` every 15th and ``--json`` every 10th;
each side keeps its own game cache.  Prints the first difference and exits 1, or the
count of commands compared."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from referee_status_latency import _amber_words

PLAYERS = ["-p", "Аня:гоблин:ж", "-p", "Борис", "-p", "Вика:оборотень:ж"]


def _files(path: Path) -> dict[str, bytes]:
    return {suffix: Path(str(path) + suffix).read_bytes() for suffix in ("", ".state")
            if Path(str(path) + suffix).exists()}


def _copy(source: Path, target: Path) -> None:
    for suffix in ("", ".state"):
        Path(str(target) + suffix).unlink(missing_ok=True)
        if Path(str(source) + suffix).exists():
            shutil.copyfile(str(source) + suffix, str(target) + suffix)


def _next_words(path: Path, policy) -> list[str]:
    from pnpkit.referee.table import Table

    return _amber_words(Table.open(path).state, policy)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", required=True, help="the other checkout's source folder")
    parser.add_argument("--commands", type=int, default=70)
    args = parser.parse_args()
    from pnpkit.games.amber.rules.policy import SimplePolicy

    folder = Path(tempfile.mkdtemp(prefix="pnpkit-same-"))
    base = {k: v for k, v in os.environ.items() if k not in ("PNPKIT_NO_CACHE", "PYTHONPATH")}
    here = str(Path(__file__).resolve().parent.parent / "src")
    sides = {name: {**base, "PYTHONPATH": src, "PNPKIT_CACHE_DIR": str(folder / f"cache-{name}")}
             for name, src in (("this", here), ("other", str(Path(args.src).resolve())))}
    compared = refused = 0
    for locale in ("ru", "en"):
        game = folder / f"game-{locale}.pnp"
        subprocess.run([sys.executable, "-m", "pnpkit", "referee", "new", "amber", *PLAYERS, "--seed", "3",
                        "--locale", locale, "--file", str(game)], check=True, capture_output=True,
                       env=sides["this"], cwd=folder)
        policy = SimplePolicy.seeded(2)
        for step in range(args.commands):
            words = ["undo"] if step % 15 == 14 else [*_next_words(game, policy), "--yes"]
            if step % 10 == 9:
                words.append("--json")
            seen = {}
            for name, env in sides.items():
                work = folder / f"{name}.pnp"
                _copy(game, work)
                done = subprocess.run([sys.executable, "-m", "pnpkit", "referee", *words, "--file", str(work)],
                                      capture_output=True, env=env, cwd=folder, check=False)
                seen[name] = (done.returncode, done.stdout, done.stderr, _files(work))
            if seen["this"] != seen["other"]:
                print(f"{locale} step {step} {' '.join(words)}: the outputs differ")
                for name, (code, out, err, _) in seen.items():
                    print(f"--- {name}: exit {code}\n{out.decode()}{err.decode()}")
                return 1
            compared += 1
            refused += seen["this"][0] != 0
            _copy(folder / "this.pnp", game)
    shutil.rmtree(folder, ignore_errors=True)
    print(f"{compared} commands ({refused} refused), the same bytes from both")
    return 0


if __name__ == "__main__":
    sys.exit(main())

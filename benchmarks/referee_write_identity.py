"""Amber's one-shot writes give the same bytes from this checkout as from another one (a
speed-up must change no output): a scripted game per language, each command run by both
on copies of the same session, stdout, stderr, exit code and the session's files compared
(the kept state by its bytes when both keep the same format, else by what it holds: the
view, the events and the engine's state now and before).

    python benchmarks/referee_write_identity.py --src OTHER/src [--commands 70]

``OTHER/src`` is e.g. an export of main (``git archive main src content``, its content/
beside it).  The commands are those the simulator's policy gives (the latency
benchmarks' ``_amber_words``), with an ``undo`` every 15th and ``--json`` every 10th;
each side keeps its own game cache.  Prints the first difference and exits 1, or the
count of commands compared."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from referee_status_latency import _amber_words

from pnpkit.rules.session_state import PARTS

PLAYERS = ["-p", "Аня:гоблин:ж", "-p", "Борис", "-p", "Вика:оборотень:ж"]


def _files(path: Path) -> dict[str, object]:
    """The session's bytes and its kept state's: its bytes, and what they hold (:func:`_kept`)."""
    files: dict[str, object] = {suffix: Path(str(path) + suffix).read_bytes() for suffix in ("", ".state")
                                if Path(str(path) + suffix).exists()}
    if ".state" in files:
        files[".state"] = _Kept(files[".state"])
    return files


class _Kept:
    """A kept state compared by its bytes when both sides keep it in the same format, by
    what it holds (the view, the events, the engine's state now and before) when not: a
    checkout that keeps another format must keep the same things."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.head, self.parts = _kept(data)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, _Kept):
            return NotImplemented
        if self.head.get("pnpkit_state") == other.head.get("pnpkit_state"):
            return self.data == other.data
        keys = ("pnpkit_state", "events", "sizes", "check", "engine", "engine_check", *PARTS)  # the formats' own
        same_head = {k: v for k, v in self.head.items() if k not in keys} == \
                    {k: v for k, v in other.head.items() if k not in keys}
        _Kept.by_content += 1
        return same_head and self.parts == other.parts

    by_content = 0  # comparisons of two formats: said at the end


def _kept(data: bytes) -> tuple[dict, dict]:
    """A kept state's head and parts (decoded), in format 1 (the view and the engine's state
    in the head, the events on the second line) or 2 (a line each, pnpkit.rules.session_state)."""
    lines = data.decode("utf-8").split("\n")
    head = json.loads(lines[0])
    if head.get("pnpkit_state") == 1:
        engine = head.get("engine") or {}
        return head, {"view": head.get("view"), "events": json.loads(lines[1]) if lines[1:] and lines[1] else None,
                      "now": engine.get("now"), "before": engine.get("before")}
    return head, {name: json.loads(line) if line else None for name, line in zip(PARTS, lines[1:], strict=False)}


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
    kept = f" (kept states of two formats compared by what they hold: {_Kept.by_content})" if _Kept.by_content else ""
    print(f"{compared} commands ({refused} refused), the same bytes from both{kept}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Which pnpkit modules a one-shot command loads but runs no function of (issue #31: a
write's CPU is mostly imports; a module loaded and never called is a lazy import to
consider).

    python benchmarks/idle_imports.py referee roll --file GAME.pnp

Runs the command in this process under ``sys.setprofile`` and prints, on stderr, the
pnpkit modules loaded and those none of whose functions ran outside an import (a call
made while some pnpkit module's top level runs, a decorator or a word table read at
import, does not count).  A package's ``__init__`` and a data module (word tables read
at import, read later by other modules' functions) are listed too: judge each by hand,
then measure a change interleaved against the other checkout (CPU medians), e.g. with
``referee_action_latency.py --src``.  The command really runs: pass a copy of a session.
"""

from __future__ import annotations

import sys

CO_NEWLOCALS = 0x2  # set on a function's code, not on a module's or a class body's
_called: set[str] = set()


def _on_call(frame, event, arg) -> None:
    if event != "call":
        return
    code = frame.f_code
    if "pnpkit" not in code.co_filename or not code.co_flags & CO_NEWLOCALS:
        return
    outer = frame.f_back
    while outer is not None:  # a call during an import is the import's own work
        if outer.f_code.co_name == "<module>" and "pnpkit" in outer.f_code.co_filename:
            return
        outer = outer.f_back
    _called.add(code.co_filename)


def _module(filename: str) -> str:
    return filename.split("/src/")[-1].removesuffix(".py").replace("/", ".").removesuffix(".__init__")


def main() -> None:
    sys.argv = ["pnpkit", *sys.argv[1:]]
    sys.setprofile(_on_call)
    from pnpkit.cli import app

    try:
        app.main()
    except SystemExit:
        pass
    sys.setprofile(None)
    called = {_module(f) for f in _called}
    loaded = sorted(m for m in sys.modules if m == "pnpkit" or m.startswith("pnpkit."))
    idle = [m for m in loaded if m not in called]
    sys.stderr.write(f"loaded {len(loaded)}, no function run in {len(idle)}:\n" + "\n".join(idle) + "\n")


if __name__ == "__main__":
    main()

"""What a one-shot referee command imports, seen from a child process: the modules of a
given list that `pnpkit referee WORDS --file F` brought in (none is what a light path wants)."""

from __future__ import annotations

import os
import subprocess
import sys

#: a child's script: ``pnpkit`` run on ``sys.argv[FIRST:]`` with its output muted; what
#: follows it writes its answer to ``out``, the real stdout (see :func:`muted_command`)
_MUTED_RUN = """
import os, sys
before = set(sys.modules)
SETUP
from pnpkit.cli.app import main
out = os.dup(1)
os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
try:
    main(sys.argv[FIRST:])
except SystemExit:
    pass
"""


def muted_command(then: str, first: int = 1, setup: str = "") -> str:
    """The script of a child that runs ``setup``, then ``pnpkit`` on its arguments from
    ``first`` on, its output muted, then ``then`` (which may read ``before``, the modules
    loaded at its start)."""
    return _MUTED_RUN.replace("FIRST", str(first)).replace("SETUP", setup) + then


#: a child's script that writes the names of the files the command opened (an audit hook
#: set before pnpkit is imported), one per line
OPENED = muted_command('os.write(out, "\\n".join(opened).encode())\n', setup="""opened = []
sys.addaudithook(lambda event, args: opened.append(str(args[0])) if event == "open" else None)""")


PROBE = muted_command('os.write(out, " ".join(sorted((set(sys.modules) - before) & set(sys.argv[1].split()))).encode())\n',
                      first=2)


def unwanted_imports(words: list[str], file, unwanted: tuple[str, ...], cache_dir) -> list[str]:
    """The modules of ``unwanted`` that ``pnpkit referee *words --file file`` imports, with
    the parsed-game cache in ``cache_dir`` warm (the first run fills it)."""
    imports_once(words, file, unwanted, cache_dir)
    return imports_once(words, file, unwanted, cache_dir)


def imports_once(words: list[str], file, unwanted: tuple[str, ...], cache_dir) -> list[str]:
    """The modules of ``unwanted`` that one run of ``pnpkit referee *words --file file`` imports."""
    env = {**os.environ, "PNPKIT_CACHE_DIR": str(cache_dir)}
    env.pop("PNPKIT_NO_CACHE", None)
    argv = [sys.executable, "-c", PROBE, " ".join(unwanted), "referee", *words, "--file", str(file)]
    result = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=300, check=True)
    return result.stdout.split()

"""What a one-shot referee command imports, seen from a child process: the modules of a
given list that `pnpkit referee WORDS --file F` brought in (none is what a light path wants)."""

from __future__ import annotations

import os
import subprocess
import sys

PROBE = """
import os, sys
before = set(sys.modules)
from pnpkit.cli.app import main
out = os.dup(1)
os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
try:
    main(sys.argv[2:])
except SystemExit:
    pass
os.write(out, " ".join(sorted((set(sys.modules) - before) & set(sys.argv[1].split()))).encode())
"""


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

"""The same-output-as-Typer harness of the Typer-free way in (pnpkit.cli.fast_path and the
games' cli.fast), shared by tests/cli/test_fast_*.py (a plain module: pytest puts this
folder on sys.path).

``run_fast`` runs main() as the console script does, telling on stderr (at exit) whether
Typer was loaded; ``run_typer`` runs the same command line with every Typer-free way
(the table commands) switched off, so Typer parses and answers everything."""

import os
import subprocess
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src"
MARK = "\n@@typer-loaded="
FAST = ("import atexit, sys\n"
        f"atexit.register(lambda: sys.stderr.write({MARK!r} + str('typer' in sys.modules) + '@@\\n'))\n"
        "from pnpkit.cli.app import main\nmain()\n")
TYPER = ("import pnpkit.cli.fast_path as fast\nfast.answer = lambda argv: None\n"
         "import sys\nfrom pnpkit.cli.app import main\nmain()\n")


def run_script(script: str, args: list[str], env: dict, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", script, *args], env=env, capture_output=True,
                          timeout=300, cwd=cwd)


def run_fast(args, env, cwd=None):
    """The fast run, and whether Typer was loaded in it (its stderr without the mark)."""
    result = run_script(FAST, args, env, cwd)
    stderr, _, tail = result.stderr.decode().rpartition(MARK)
    result.stderr = stderr.encode()
    return result, tail.startswith("True")


def run_typer(args, env, cwd=None):
    return run_script(TYPER, args, env, cwd)


def compare(args, env, cwd=None):
    """Assert the fast run prints Typer's bytes, stderr and exit code; return the fast
    run and whether Typer was loaded in it."""
    fast, typer_loaded = run_fast(args, env, cwd)
    slow = run_typer(args, env, cwd)
    assert fast.stdout == slow.stdout
    assert fast.returncode == slow.returncode
    assert fast.stderr.decode() == slow.stderr.decode()
    assert b"Traceback" not in fast.stderr
    return fast, typer_loaded


def same_as_typer(args, env, cwd=None) -> bool:
    """:func:`compare`, telling only whether Typer was loaded in the fast run."""
    return compare(args, env, cwd)[1]


def private_env(tmp_path_factory) -> dict:
    """The environment of the runs: this checkout's sources, a private cache."""
    return {**os.environ, "PYTHONPATH": str(SRC), "PYTHONIOENCODING": "utf-8",
            "PNPKIT_CACHE_DIR": str(tmp_path_factory.mktemp("cache"))}

"""`pnpkit odds amber` answers on the fast path: the bytes, stderr and exit code Typer's
command prints, without importing Typer, the game reader or the rules engine; and the
36-outcome count gives the engine's own fractions."""

import os
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.games.amber.cli.odds_run import MAX_VALUE, odds_report

SRC = Path(__file__).resolve().parents[2] / "src"
MARK = "\n@@typer-loaded={}@@\n"
FAST = ("import atexit, sys\n"
        f"atexit.register(lambda: sys.stderr.write({MARK!r}.format('typer' in sys.modules)))\n"
        "from pnpkit.cli.app import main\nmain(sys.argv[1:])\n")
TYPER = ("import pnpkit.cli.fast_path as fast\nfast.answer = lambda argv: None\n"
         "import sys\nfrom pnpkit.cli.app import main\nmain(sys.argv[1:])\n")
FAST_CASES = [
    ["odds", "amber", "--you", "5", "--enemy", "4"],
    ["odds", "amber", "--enemy", "4", "--you", "5", "--locale", "en"],
    ["odds", "amber", "--you=0", "--enemy=200", "--json"],
    ["odds", "amber", "--you", "7", "--enemy", "7", "--json", "--locale", "en"],
    ["odds", "amber", "--you", "-1", "--enemy", "3"],
    ["odds", "amber", "--you", "201", "--enemy", "3", "--locale", "en"],
    ["odds", "amber", "--you", "3", "--enemy", "3", "--locale", "de"],
]
TYPER_CASES = [
    ["odds", "amber", "--help"],
    ["odds", "amber", "--you", "3"],
    ["odds", "amber", "--you", "x", "--enemy", "3"],
    ["odds", "amber", "--you", "3", "--enemy", "3", "--bogus"],
    ["odds", "amber", "--you", "3", "--enemy", "3", "extra"],
    ["odds", "--help"],
    ["odds"],
]


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    return {**os.environ, "PYTHONPATH": str(SRC), "PYTHONIOENCODING": "utf-8",
            "PNPKIT_CACHE_DIR": str(tmp_path_factory.mktemp("cache"))}


def _compare(args, env):
    fast = subprocess.run([sys.executable, "-c", FAST, *args], env=env, capture_output=True, timeout=120)
    slow = subprocess.run([sys.executable, "-c", TYPER, *args], env=env, capture_output=True, timeout=120)
    stderr, _, tail = fast.stderr.decode().rpartition("\n@@typer-loaded=")
    assert fast.stdout == slow.stdout
    assert fast.returncode == slow.returncode
    assert stderr == slow.stderr.decode()
    assert b"Traceback" not in fast.stderr
    return tail.startswith("True")


@pytest.mark.parametrize("args", FAST_CASES, ids=lambda a: " ".join(a)[:50])
def test_fast_odds_print_what_typer_prints(args, env):
    assert not _compare(args, env), "the fast path should have answered without Typer"


@pytest.mark.parametrize("args", TYPER_CASES, ids=lambda a: " ".join(a)[:50])
def test_what_the_fast_odds_do_not_know_goes_to_typer(args, env):
    assert _compare(args, env), "Typer should have answered"


def test_fast_odds_import_nothing_heavy(env):
    probe = ("import sys\nfrom pnpkit.cli.app import main\n"
             "try:\n    main(['odds', 'amber', '--you', '5', '--enemy', '4'])\nexcept SystemExit:\n    pass\n"
             "banned = ('typer', 'click', 'rich', 'pydantic', 'yaml', 'fractions', 'json',\n"
             "          'pnpkit.games.amber.rules', 'pnpkit.readers', 'pnpkit.model')\n"
             "print(sorted(m for m in sys.modules if any(m == b or m.startswith(b + '.') for b in banned)))\n")
    result = subprocess.run([sys.executable, "-S", "-c", probe], env=env, capture_output=True, text=True,
                            timeout=120)
    assert result.stdout.strip().splitlines()[-1] == "[]", result.stderr


@given(st.integers(0, MAX_VALUE), st.integers(0, MAX_VALUE))
def test_the_count_over_36_outcomes_is_the_engines_odds(you, enemy):
    from pnpkit.games.amber.rules.combat import fight_odds

    odds = fight_odds(you, enemy)
    report = odds_report(you, enemy)
    for key, exact in (("win", odds.win), ("draw", odds.draw), ("loss", odds.lose)):
        assert Fraction(report["exact"][key]) == exact
        assert report["exact"][key] == f"{exact.numerator}/{exact.denominator}"
        assert report[key] == float(exact)

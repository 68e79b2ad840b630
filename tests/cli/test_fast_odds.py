"""`pnpkit odds amber` and `pnpkit odds fighting-fantasy` answer on the fast path: the
bytes, stderr and exit code Typer's command prints, without importing Typer or the game
reader (nor, for Amber, the rules engine); and the 36-outcome count gives the Amber
engine's own fractions."""

import subprocess
import sys
from fractions import Fraction

import pytest
from fast_harness import private_env, same_as_typer
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.games.amber.cli.odds_run import MAX_VALUE, odds_report

FAST_CASES = [
    ["odds", "amber", "--you", "5", "--enemy", "4"],
    ["odds", "amber", "--enemy", "4", "--you", "5", "--locale", "en"],
    ["odds", "amber", "--you=0", "--enemy=200", "--json"],
    ["odds", "amber", "--you", "7", "--enemy", "7", "--json", "--locale", "en"],
    ["odds", "amber", "--you", "-1", "--enemy", "3"],
    ["odds", "amber", "--you", "201", "--enemy", "3", "--locale", "en"],
    ["odds", "amber", "--you", "3", "--enemy", "3", "--locale", "de"],
    ["odds", "fighting-fantasy", "--skill", "10", "--stamina", "20", "--enemy-skill", "8", "--enemy-stamina", "10"],
    ["odds", "fighting-fantasy", "--skill=9", "--stamina=14", "--enemy-skill=9", "--enemy-stamina=9",
     "--luck", "9", "--locale", "en"],
    ["odds", "fighting-fantasy", "--enemy-stamina", "6", "--enemy-skill", "7", "--stamina", "12", "--skill", "8",
     "--luck", "0", "--instant-kill", "--json"],
    ["odds", "fighting-fantasy", "--skill", "7", "--stamina", "5", "--enemy-skill", "11", "--enemy-stamina", "18",
     "--luck", "12", "--json", "--locale", "en", "--debug"],
    ["odds", "fighting-fantasy", "--skill", "0", "--stamina", "20", "--enemy-skill", "8", "--enemy-stamina", "10"],
    ["odds", "fighting-fantasy", "--skill", "10", "--stamina", "61", "--enemy-skill", "8", "--enemy-stamina", "10"],
    ["odds", "fighting-fantasy", "--skill", "10", "--stamina", "6", "--enemy-skill", "8", "--enemy-stamina", "1",
     "--luck", "13", "--locale", "en"],
    ["odds", "fighting-fantasy", "--skill", "10", "--stamina", "6", "--enemy-skill", "8", "--enemy-stamina", "1",
     "--locale", "fr"],
]
TYPER_CASES = [
    ["odds", "amber", "--help"],
    ["odds", "amber", "--you", "3"],
    ["odds", "amber", "--you", "x", "--enemy", "3"],
    ["odds", "amber", "--you", "3", "--enemy", "3", "--bogus"],
    ["odds", "amber", "--you", "3", "--enemy", "3", "extra"],
    ["odds", "--help"],
    ["odds"],
    ["odds", "fighting-fantasy", "--help"],
    ["odds", "fighting-fantasy", "--skill", "10", "--stamina", "20", "--enemy-skill", "8"],
    ["odds", "fighting-fantasy", "--skill", "10", "--stamina", "20", "--enemy-skill", "8", "--enemy-stamina", "x"],
    ["odds", "fighting-fantasy", "--skill", "10", "--stamina", "20", "--enemy-skill", "8", "--enemy-stamina", "9",
     "--no-instant-kill"],
    ["odds", "fighting-fantasy", "--skill", "10", "--stamina", "20", "--enemy-skill", "8", "--enemy-stamina", "9",
     "--luck"],
    ["odds", "fighting-fantasy", "--skill", "10", "--stamina", "20", "--enemy-skill", "8", "--enemy-stamina", "9",
     "--json=1"],
]


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    return private_env(tmp_path_factory)


@pytest.mark.parametrize("args", FAST_CASES, ids=lambda a: " ".join(a)[:50])
def test_fast_odds_print_what_typer_prints(args, env):
    assert not same_as_typer(args, env), "the fast path should have answered without Typer"


@pytest.mark.parametrize("args", TYPER_CASES, ids=lambda a: " ".join(a)[:50])
def test_what_the_fast_odds_do_not_know_goes_to_typer(args, env):
    assert same_as_typer(args, env), "Typer should have answered"


@pytest.mark.parametrize(("args", "banned"), [
    (["odds", "amber", "--you", "5", "--enemy", "4"],
     # of the rules only the count over the 36 outcomes (referee_asked, whose imports wait for a question)
     ("typer", "click", "rich", "pydantic", "yaml", "fractions", "json", "pnpkit.games.amber.rules.engine",
      "pnpkit.games.amber.rules.combat", "pnpkit.games.amber.rules.referee_words", "pnpkit.rules.messages",
      "pnpkit.rules.session_records", "pnpkit.readers", "pnpkit.model")),
    (["odds", "fighting-fantasy", "--skill", "9", "--stamina", "12", "--enemy-skill", "8", "--enemy-stamina", "8",
      "--luck", "9"],
     ("typer", "click", "rich", "pydantic", "yaml", "pnpkit.readers", "pnpkit.model")),
], ids=("amber", "fighting-fantasy"))
def test_fast_odds_import_nothing_heavy(args, banned, env):
    probe = ("import sys\nfrom pnpkit.cli.app import main\n"
             f"try:\n    main({args!r})\nexcept SystemExit:\n    pass\n"
             f"banned = {banned!r}\n"
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

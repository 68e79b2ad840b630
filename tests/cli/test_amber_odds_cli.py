"""`pnpkit odds amber`: exact by enumeration, agreeing with a seeded simulation."""

import json
import math
import random
from fractions import Fraction
from itertools import product

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

runner = CliRunner()


def enumerate_battle(you: int, enemy: int) -> dict[str, Fraction]:
    """The 36 equally likely (your die, their die) pairs, counted by outcome."""
    counts = {"win": 0, "draw": 0, "loss": 0}
    for a, b in product(range(1, 7), repeat=2):
        mine, theirs = you + a, enemy + b
        counts["win" if mine > theirs else "draw" if mine == theirs else "loss"] += 1
    return {k: Fraction(v, 36) for k, v in counts.items()}


def odds_json(you: int, enemy: int) -> dict:
    result = runner.invoke(get_app(), ["odds", "amber", "--you", str(you), "--enemy", str(enemy), "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_the_rulebook_orc_example():
    # own ПС 7 + Colt 2 + centaur friend 3 = 12 against the orc's ПС 10
    data = odds_json(7 + 2 + 3, 10)
    assert data["exact"] == {"win": "13/18", "draw": "1/9", "loss": "1/6"}
    assert data["win"] == pytest.approx(13 / 18)
    assert (data["you"], data["enemy"]) == (12, 10)


@pytest.mark.parametrize("you,enemy", [(0, 0), (3, 9), (12, 10), (7, 7), (14, 2), (5, 11), (20, 20)])
def test_exact_equals_enumeration(you, enemy):
    data = odds_json(you, enemy)
    expected = enumerate_battle(you, enemy)
    assert {k: Fraction(v) for k, v in data["exact"].items()} == expected
    assert sum(Fraction(v) for v in data["exact"].values()) == 1


@pytest.mark.parametrize("you,enemy", [(12, 10), (6, 8), (9, 9)])
def test_exact_agrees_with_a_seeded_simulation(you, enemy):
    data = odds_json(you, enemy)
    rng = random.Random(f"amber-odds:{you}:{enemy}")
    n = 20_000
    seen = {"win": 0, "draw": 0, "loss": 0}
    for _ in range(n):
        mine, theirs = you + rng.randint(1, 6), enemy + rng.randint(1, 6)
        seen["win" if mine > theirs else "draw" if mine == theirs else "loss"] += 1
    for key, count in seen.items():
        p = data[key]
        se = math.sqrt(p * (1 - p) / n)
        assert abs(count / n - p) <= 3 * se + 1e-12, (key, count / n, p)


def test_text_output_in_both_locales():
    ru = runner.invoke(get_app(), ["odds", "amber", "--you", "12", "--enemy", "10"])
    assert ru.exit_code == 0
    assert "победа: 72,22\u00a0% (13/18)" in ru.stdout
    en = runner.invoke(get_app(), ["odds", "amber", "--you", "12", "--enemy", "10", "--locale", "en"])
    assert "win: 72.22% (13/18)" in en.stdout and "loss: 16.67% (1/6)" in en.stdout


def test_bad_input_is_a_one_line_error():
    result = runner.invoke(get_app(), ["odds", "amber", "--you", "-3", "--enemy", "10"])
    assert result.exit_code == 2
    assert "--you: нужно число от 0 до 200, получено -3" in result.output  # the output's language
    result = runner.invoke(get_app(), ["odds", "amber", "--you", "3", "--enemy", "201", "--locale", "en"])
    assert result.exit_code == 2 and "--enemy must be between 0 and 200 (got 201)" in result.output
    result = runner.invoke(get_app(), ["odds", "amber", "--you", "3", "--enemy", "1", "--locale", "de"])
    assert result.exit_code == 2


def test_a_sure_or_impossible_outcome_has_no_fraction():
    # «победа: 0,00 % (0/1)», «поражение: 100,00 % (1/1)»: a fraction of nothing to read
    ru = runner.invoke(get_app(), ["odds", "amber", "--you", "0", "--enemy", "9"])
    assert ru.stdout.splitlines()[1:] == ["  победа: 0\u00a0%", "  ничья: 0\u00a0%", "  поражение: 100\u00a0%"], ru.stdout
    en = runner.invoke(get_app(), ["odds", "amber", "--you", "0", "--enemy", "5", "--locale", "en"])
    assert en.stdout.splitlines()[1:] == ["  win: 0%", "  draw: 2.78% (1/36)", "  loss: 97.22% (35/36)"], en.stdout

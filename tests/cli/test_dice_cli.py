"""`pnpkit dice` as a user runs it: rolls, JSON, --exact against enumeration, refusals."""

import itertools
import json
from collections import Counter
from fractions import Fraction

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

runner = CliRunner()


def run(*args):
    return runner.invoke(get_app(), ["dice", *args])


def test_json_roll_shape_and_seed():
    first = json.loads(run("2к6+3", "--seed", "5", "--json").output)
    again = json.loads(run("2d6+3", "--seed", "5", "--json").output)
    assert first == again
    assert set(first) == {"expr", "rolls", "total"} and first["expr"] == "2d6+3"
    assert len(first["rolls"]) == 2 and first["total"] == sum(first["rolls"]) + 3


def test_text_roll_shows_the_dice():
    result = run("4d6kh3", "--seed", "1")
    assert result.exit_code == 0
    shown, total = result.output.strip().rsplit(" = ", 1)
    assert shown.startswith("4d6kh3[") and shown.count("(") == 1 and 3 <= int(total) <= 18


def _enumerate(sides, value):
    counts = Counter(value(faces) for faces in itertools.product(*(range(1, s + 1) for s in sides)))
    n = sum(counts.values())
    return {v: Fraction(c, n) for v, c in counts.items()}


@pytest.mark.parametrize("expr, sides, value", [
    ("3d6", [6, 6, 6], sum),
    ("4d6kh3", [6] * 4, lambda f: sum(sorted(f)[1:])),
    ("2d20kl1+2", [20, 20], lambda f: min(f) + 2),
    ("d66", [6, 6], lambda f: 10 * f[0] + f[1]),
    ("1d8-1d4", [8, 4], lambda f: f[0] - f[1]),
])
def test_exact_matches_enumeration(expr, sides, value):
    result = run(expr, "--exact", "--json")
    assert result.exit_code == 0, result.output
    out = json.loads(result.output)
    got = {row["total"]: Fraction(row["probability"]) for row in out["distribution"]}
    expected = _enumerate(sides, value)
    assert got == expected
    assert Fraction(out["mean"]) == sum(v * p for v, p in expected.items())
    assert all(abs(row["percent"] - 100 * float(got[row["total"]])) < 1e-4
               for row in out["distribution"])


def test_exact_text_in_both_locales():
    ru = run("2d6", "--exact")
    assert "точное распределение 2d6 (36 исходов)" in ru.output
    assert "1/6" in ru.output and "16,67\u00a0%" in ru.output and "среднее: 7" in ru.output
    en = run("4d6kh3", "--exact", "--locale", "en")
    assert "mean: 15869/1296 ≈ 12.2446" in en.output and "12.89%" in en.output


@pytest.mark.parametrize("expr, words", [
    ("99999999999d6", "too many dice"),
    ("1000000d1000000", "too many dice"),
    ("+".join(["1d6"] * 5000), "too many terms"),
    ("(" * 500 + "1d6" + ")" * 500, "nested too deeply"),
    ("2d6+", "ends too early"),
])
def test_hostile_and_bad_input(expr, words):
    result = run(expr, "--locale", "en")
    assert result.exit_code == 2 and words in result.output
    assert "Traceback" not in result.output and len(result.output.strip().splitlines()) == 1


@pytest.mark.parametrize("expr, words", [
    ("1000d1000", "too large (up to 999001 distinct totals, limit 10000)"),
    ("17d100*17d100", "too large (up to 2835856 distinct totals, limit 10000)"),
    ("1000d6", "too costly (5001006 steps, limit 1000000)"),
])
def test_exact_beyond_the_budget_is_refused_with_the_limit(expr, words):
    result = run(expr, "--exact", "--locale", "en")
    assert result.exit_code == 2 and words in result.output
    assert len(result.output.strip().splitlines()) == 1


# ---------------------------------------------------------------- labels, several, minus


def test_a_label_follows_its_expression():
    result = run("2d6+3", "атака", "--seed", "1")
    assert result.exit_code == 0 and result.output.endswith(" — атака\n")
    shown = json.loads(run("2d6+3", "атака", "--seed", "1", "--json").output)
    assert shown["label"] == "атака" and shown["expr"] == "2d6+3"


def test_several_expressions_in_one_call_roll_in_order_with_one_seed():
    result = run("3d6", "урон", "1d20", "спасбросок", "15", "d66", "--seed", "4")
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert len(lines) == 3 and lines[0].endswith("— урон") and lines[1].endswith("— спасбросок 15")
    again = json.loads(run("3d6", "урон", "1d20", "спасбросок", "15", "d66", "--seed", "4", "--json").output)
    assert [r["expr"] for r in again["rolls"]] == ["3d6", "1d20", "1d66"]
    assert [str(r["total"]) for r in again["rolls"]] == [line.split(" = ")[1].split()[0] for line in lines]
    exact = run("d4", "d6", "--exact")
    assert exact.exit_code == 0 and exact.output.count("(4 исхода)") == 1 and "(6 исходов)" in exact.output


def test_a_label_first_or_a_broken_expression_is_one_line():
    for args in (["атака", "2d6"], ["2d6+", "атака"]):
        result = run(*args)
        assert result.exit_code != 0 and result.output.count("\n") == 1 and "Traceback" not in result.output
    assert "сначала выражение" in run("атака", "2d6").output


def test_a_negative_expression_is_not_an_option(tmp_path):
    import subprocess
    import sys

    for argv in (["-1d6", "--seed", "3"], ["2d6", "-1d6", "штраф", "--seed", "3"]):
        done = subprocess.run([sys.executable, "-m", "pnpkit", "dice", *argv, "--json"],
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        rolls = json.loads(done.stdout)
        last = rolls["rolls"][-1] if isinstance(rolls.get("rolls"), list) and isinstance(
            rolls["rolls"][0], dict) else rolls
        assert last["expr"] == "-1d6" and last["total"] == -last["rolls"][0]


def test_d666_is_refused_with_the_reading_that_goes_with_d66():
    for expr in ("d666", "1d666", "2d6666"):
        result = run(expr)
        assert result.exit_code != 0 and "d66*10+d6" in result.output and result.output.count("\n") == 1
    exact = json.loads(run("d66*10+d6", "--exact", "--json").output)["distribution"]
    assert (exact[0]["total"], exact[-1]["total"], len(exact)) == (111, 666, 216)
    assert run("d600", "--seed", "1").exit_code == 0  # other big dice are dice


@pytest.mark.parametrize("expr, ru, en", [
    ("1d1", "(1 исход)", "(1 outcome)"),
    ("1d2", "(2 исхода)", "(2 outcomes)"),
    ("1d21", "(21 исход)", "(21 outcomes)"),
    ("d12", "(12 исходов)", "(12 outcomes)"),
    ("1d6*1d4", "(24 исхода)", "(24 outcomes)"),
])
def test_exact_counts_outcomes_in_the_right_plural(expr, ru, en):
    assert ru in run(expr, "--exact").output.splitlines()[0]
    assert en in run(expr, "--exact", "--locale", "en").output.splitlines()[0]


@pytest.mark.parametrize("expr", ["1d1", "1d2", "7", "2d6", "4d6kh3", "d66"])
def test_exact_bars_fit_a_terminal_and_keep_their_proportions(expr):
    rows = [line for line in run(expr, "--exact").output.splitlines()[1:-1]]
    bars = [line.split("%")[-1].strip() for line in rows]
    assert max(len(bar) for bar in bars) <= 60
    assert all(set(bar) <= {"#"} for bar in bars)


def test_exact_bars_of_a_wide_table_stay_half_a_percent_a_mark():
    out = run("2d6", "--exact").output
    assert "   7   1/6    16,67\u00a0%  " + "#" * 33 + "\n" in out


@pytest.mark.parametrize("expr, ru, en", [
    ("2d", "после «d» нужно число граней (позиция 3), например 2d6 или d%",
     "a number of sides must follow “d” (column 3), e.g. 2d6 or d%"),
    ("4dF", "после «d» нужно число граней (позиция 3)", "a number of sides must follow “d” (column 3)"),
    ("d", "после «d» нужно число граней (позиция 2)", "a number of sides must follow “d” (column 2)"),
    ("3к", "после «к» нужно число граней (позиция 3), например 2к6 или к%",
     "a number of sides must follow “к” (column 3)"),
    ("", "пустое выражение", "empty expression"),
])
def test_dice_without_sides_say_so(expr, ru, en):
    for locale, words in (("ru", ru), ("en", en)):
        result = run(expr, "--locale", locale)
        assert result.exit_code == 2 and words in result.output, result.output
        assert len(result.output.strip().splitlines()) == 1


def test_a_word_first_is_still_asked_to_come_after_the_dice():
    result = run("атака", "2d6")
    assert result.exit_code == 2 and "сначала выражение, потом подпись" in result.output


@pytest.mark.parametrize("words, expr, label", [
    (["2d6", "+", "3"], "2d6+3", None),
    (["2d6", "+3", "атака"], "2d6+3", "атака"),
    (["2d6+", "3"], "2d6+3", None),
    (["1d20", "+", "5", "спасбросок", "15"], "1d20+5", "спасбросок 15"),
    (["2d6", "-", "1d6"], "2d6-1d6", None),
    (["3d6", "урон", "+", "2"], "3d6", "урон + 2"),  # after a label, words are the label's
])
def test_an_expression_typed_with_spaces_is_one_expression(words, expr, label):
    """`pnpkit dice 2d6 + 3` rolled 2d6 and labelled it «+ 3»: a wrong total, silently."""
    out = json.loads(run(*words, "--seed", "2", "--json").output)
    assert out["expr"] == expr and out.get("label") == label
    plain = json.loads(run(expr, "--seed", "2", "--json").output)
    assert out["total"] == plain["total"]


@pytest.mark.parametrize("words, text", [(["2d6", "+"], "ends too early"),
                                         (["2d6", "+", "атака"], "unexpected “а” at column 7")])
def test_a_spaced_expression_that_does_not_read_is_refused(words, text):
    result = run(*words, "--locale", "en")
    assert result.exit_code == 2 and text in result.output


def test_a_spaced_negative_number_after_dice_is_part_of_the_expression():
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "pnpkit", "dice", "2d6", "-2", "--seed", "2", "--json"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["expr"] == "2d6-2" and out["total"] == sum(out["rolls"]) - 2 and "label" not in out


def test_the_command_list_says_what_dice_does_in_one_sentence():
    from pnpkit.cli.root_help import page

    line = next(line for line in page(100).splitlines() if " dice " in line)
    assert "Roll dice, or with --exact print every total's exact probability." in line


@pytest.mark.parametrize("locale", ["xx", "pseudo", "de"])
def test_an_unknown_locale_is_refused(locale):
    result = run("2d6", "--locale", locale)
    assert result.exit_code == 2 and "--locale must be ru or en" in result.output


def test_a_huge_count_of_outcomes_is_written_as_its_order_of_magnitude():
    """100d100 has 10^200 outcomes: the heading wrote all 201 digits."""
    ru = run("100d100", "--exact").output.splitlines()[0]
    en = run("20d6", "--exact", "--locale", "en").output.splitlines()[0]
    assert ru.endswith("(≈1·10^200 исходов):") and en.endswith("(≈3.66·10^15 outcomes):")
    assert run("3d6", "--exact").output.splitlines()[0].endswith("(216 исходов):")

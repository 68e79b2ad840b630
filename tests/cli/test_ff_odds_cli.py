"""`pnpkit odds fighting-fantasy`: text and JSON output, and refusal of bad input."""

import json

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

runner = CliRunner()
BASE = [
    "odds",
    "fighting-fantasy",
    "--skill",
    "9",
    "--stamina",
    "18",
    "--enemy-skill",
    "10",
    "--enemy-stamina",
    "12",
]


def test_json_has_win_and_rounds():
    result = runner.invoke(get_app(), [*BASE, "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["win"] == pytest.approx(0.44034, abs=1e-5)
    assert data["expected_rounds"] == pytest.approx(13.44, abs=0.01)
    assert "win_optimal_luck" not in data


def test_json_with_luck_has_optimal_value_and_policy():
    result = runner.invoke(get_app(), [*BASE, "--luck", "9", "--json", "--locale", "en"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["win_optimal_luck"] == pytest.approx(0.697, abs=5e-4)
    assert data["win_optimal_luck"] >= max(data["win"], data["win_always_luck"])
    assert data["policy"][0].startswith("When you wound")


def test_instant_kill_switch():
    result = runner.invoke(get_app(), [*BASE, "--instant-kill", "--json"])
    assert json.loads(result.stdout)["win"] == pytest.approx(0.58160, abs=1e-5)


def test_text_in_russian_by_default_and_english_on_request():
    ru = runner.invoke(get_app(), [*BASE, "--luck", "9"])
    assert ru.exit_code == 0
    assert "Шанс победы без удачи: 44,03\u00a0%" in ru.stdout
    assert "Лучшая тактика" in ru.stdout
    en = runner.invoke(get_app(), [*BASE, "--locale", "en"])
    assert "Chance to win without luck: 44.03%" in en.stdout


@pytest.mark.parametrize(
    "extra",
    [["--luck", "13"], ["--locale", "de"]],
)
def test_bad_input_is_a_clear_error(extra):
    result = runner.invoke(get_app(), [*BASE, *extra])
    assert result.exit_code == 2
    assert "Traceback" not in result.output


def test_zero_stamina_is_refused():
    args = [
        "odds",
        "fighting-fantasy",
        "--skill",
        "9",
        "--stamina",
        "0",
        "--enemy-skill",
        "10",
        "--enemy-stamina",
        "12",
    ]
    result = runner.invoke(get_app(), args)
    assert result.exit_code == 2
    assert "--stamina: нужно число от 1 до 60, получено 0" in result.output  # the output's language
    result = runner.invoke(get_app(), [*args, "--locale", "en"])
    assert result.exit_code == 2 and "--stamina must be between 1 and 60 (got 0)" in result.output

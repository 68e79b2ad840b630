"""`pnpkit sim race`: output shape, switches, and clear errors."""

import json

from typer.testing import CliRunner

from pnpkit.cli.app import get_app

runner = CliRunner()


def run(*args):
    return runner.invoke(get_app(), ["sim", "race", *args])


def test_json_report_has_lengths_and_seats():
    result = run("--players", "3", "--games", "40", "--seed", "5", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["players"] == 3 and len(data["seats"]) == 3
    assert data["length"]["unit"] == "rounds" and data["length"]["ci95"][0] <= data["length"]["mean"]
    assert sum(s["wins"] for s in data["seats"]) >= data["finished"]


def test_same_seed_same_report():
    assert run("--games", "20", "--json").output == run("--games", "20", "--json").output


def test_switch_is_applied_and_shown():
    result = run("--games", "5", "--set", "cell148=shared", "--locale", "en")
    assert result.exit_code == 0 and "cell148=shared" in result.output


def test_bad_switch_is_a_usage_error():
    result = run("--games", "5", "--set", "cell137=seven")
    assert result.exit_code == 2 and "cell137" in result.output


def test_exact_needs_one_player():
    result = run("--players", "2", "--exact", "--locale", "en")
    assert result.exit_code == 2 and "--players 1" in result.output

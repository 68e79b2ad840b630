"""Issue #30: `pnpkit check amber --coverage` prints the card-effect coverage table (the
one rules/coverage.py builds and benchmarks/amber_coverage.py prints): for every card,
item, traveller and prince, what the engine applies, asks about or leaves to the table."""

import json

from typer.testing import CliRunner

from pnpkit.cli.app import get_app

runner = CliRunner()


def run(*args):
    return runner.invoke(get_app(), list(args))


def test_check_amber_coverage_prints_a_line_per_entity_and_a_tally():
    result = run("check", "amber", "--coverage")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    rows = [line for line in lines if line.split(" ", 1)[0] in ("applies", "asks", "table", "none")]
    assert any(" card.069 " in line and "Граната" in line for line in rows)
    assert not any(line.startswith(("table ", "none ")) for line in rows)  # issue #30: none left to the table
    assert any("flag:bonus@combat.traveller_value" in line for line in rows)  # where a flag is read
    tally = next(line for line in lines if line.startswith("amber coverage: "))
    assert sum(int(part.split()[-1]) for part in tally.split(": ", 1)[1].split(", ")) == len(rows)
    assert lines[-1].startswith("«Корона Эмбера»")                # the usual summary comes last


def test_check_coverage_json_and_a_game_without_an_engine():
    report = json.loads(run("check", "amber", "--coverage", "--json").output)
    grenade = next(row for row in report["coverage"] if row["id"] == "card.069")
    assert grenade["kind"] == "card" and grenade["verdict"] in ("applies", "asks")
    race = run("check", "race", "--coverage")
    assert race.exit_code == 0 and "race: no coverage table" in race.output


def test_check_without_coverage_prints_no_table():
    result = run("check", "amber")
    assert "amber coverage:" not in result.output and "card.069" not in result.output

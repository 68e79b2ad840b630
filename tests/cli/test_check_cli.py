"""`pnpkit check` and `pnpkit games` as a user runs them."""

import json
import shutil
from pathlib import Path

from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.readers.game_yaml import installed_heads

DEMO = Path(__file__).parent.parent / "fixtures" / "demo"
runner = CliRunner()


def run(*args):
    return runner.invoke(get_app(), list(args))


def test_check_clean_game_exits_zero():
    result = run("check", str(DEMO))
    assert result.exit_code == 0, result.output
    assert result.output.strip().endswith("0 errors, 0 warnings (3 fields, 2 edges, 2 cards, 1 character, 1 item, 30 tokens)")


def test_check_json_shape():
    result = run("check", str(DEMO), "--json")
    report = json.loads(result.output)
    assert report["ok"] is True and report["errors"] == [] and report["warnings"] == []
    assert report["counts"]["fields"] == 3 and report["counts"]["edges"] == 2


def test_check_reports_every_error_and_exits_one(tmp_path, monkeypatch):
    shutil.copytree(DEMO, tmp_path / "demo")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "demo" / "extra.yaml").write_text(
        "items:\n  - {id: item.x, kind: tool, name: X, prise: 1}\nedges:\n  - between: [field.start, field.nope]\n",
        encoding="utf-8")
    result = run("check", "demo")
    assert result.exit_code == 1
    out = result.output.splitlines()
    assert out[0].startswith("demo/extra.yaml:2:39: error[E101]")
    assert out[1].startswith("demo/extra.yaml:4:28: error[E202]: unknown field 'field.nope'")
    assert out[-1] == "demo: 2 errors, 0 warnings"
    report = json.loads(run("check", "demo", "--json").output)
    assert report["ok"] is False and [e["code"] for e in report["errors"]] == ["E101", "E202"]


def test_unknown_game_is_a_usage_error():
    result = runner.invoke(get_app(), ["check", "amberr"])
    assert result.exit_code == 2
    assert "unknown game 'amberr'" in result.output


def test_every_shipped_game_is_clean():
    for game_id in sorted(installed_heads()):
        result = run("check", game_id)
        assert result.exit_code == 0, result.output[-3000:]


def test_games_lists_shipped_games():
    result = run("games", "--json")
    assert result.exit_code == 0
    assert [row["id"] for row in json.loads(result.output)] == sorted(installed_heads())

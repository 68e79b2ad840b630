"""`pnpkit schema` is generated from the reader's schema, and the shipped games, the demo
fixture and the scaffold of `pnpkit new` all validate against it."""

import json
from pathlib import Path

import jsonschema
import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.model.diagnostics import Diagnostics
from pnpkit.model.schema import _plain
from pnpkit.paths import content_root
from pnpkit.readers.yaml_source import read_yaml

runner = CliRunner()
FIXTURES = Path(__file__).parent.parent / "fixtures"


def _schema(*args: str) -> dict:
    result = runner.invoke(get_app(), ["schema", *args])
    assert result.exit_code == 0, result.output
    schema = json.loads(result.output)
    jsonschema.Draft202012Validator.check_schema(schema)
    return schema


def _documents(folder: Path):
    for path in sorted(folder.rglob("*.yaml")):
        if "locales" not in path.parts:
            yield path, _plain(read_yaml(path, str(path), Diagnostics()))


@pytest.mark.parametrize("folder, args", [
    (content_root() / "amber", ["amber"]),
    (content_root() / "race", ["race"]),
    (content_root() / "fighting-fantasy", ["fighting-fantasy"]),
    (FIXTURES / "demo", ["--rules", "generic"]),
    (None, []),
])
def test_game_files_validate_against_the_printed_schema(folder, args, tmp_path, monkeypatch):
    if folder is None:  # a game made by `pnpkit new`
        monkeypatch.chdir(tmp_path)
        assert runner.invoke(get_app(), ["new", "scaffolded", "--locale", "ru"]).exit_code == 0
        folder = tmp_path / "scaffolded"
    validator = jsonschema.Draft202012Validator(_schema(*args))
    for path, document in _documents(folder):
        errors = [f"{list(e.absolute_path)}: {e.message[:120]}" for e in validator.iter_errors(document)]
        assert not errors, (path, errors[:3])


def test_the_schema_catches_what_the_reader_catches():
    validator = jsonschema.Draft202012Validator(_schema())
    bad = {"cards": [{"id": "card.1", "deck": "d", "number": "one", "kind": "k", "name": "x"}],
           "decks": [{"id": "d", "name": "D", "colour": "red"}],
           "kit": [{"kind": "deck", "layuot": "poker"}, {"kind": "dekc"}],
           "layouts": {"l": {"boxes": {"t": {"x": "5 inches"}}}}}
    paths = {tuple(e.absolute_path) for e in validator.iter_errors(bad)}
    assert ("cards", 0, "number") in paths
    assert ("decks", 0) in paths and ("kit", 0) in paths and ("kit", 1, "kind") in paths
    assert ("layouts", "l", "boxes", "t", "x") in paths


def test_an_unknown_rules_name_is_a_clear_error():
    result = runner.invoke(get_app(), ["schema", "--rules", "ambr"])
    assert result.exit_code == 2 and "did you mean 'amber'" in result.output


def test_the_kit_kinds_offered_are_the_generic_ones_and_the_rules_plugins():
    generic = _schema()["properties"]["kit"]["items"]["properties"]["kind"]["enum"]
    assert "deck" in generic and "sheet" in generic and "amber-board" not in generic
    amber = _schema("amber")["properties"]["kit"]["items"]["properties"]["kind"]["enum"]
    assert set(generic) < set(amber) and "amber-board" in amber

"""A long-running process (pnpkit preview) keeps each file's parsed document while its
bytes stay the same: the game read that way is the game read afresh, the budget is
spent all the same, and a changed file is parsed again."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.readers import yaml_source
from pnpkit.readers.game_reader import load_game

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def kept():
    yaml_source.keep_parsed_documents()
    try:
        yield
    finally:
        yaml_source.keep_parsed_documents(False)


@pytest.mark.parametrize("game", ["content/amber", "tests/fixtures/demo"])
def test_a_game_read_from_kept_documents_is_the_game_read_afresh(game, kept):
    first = load_game(ROOT / game)
    again = load_game(ROOT / game)
    yaml_source.keep_parsed_documents(False)
    fresh = load_game(ROOT / game)
    assert again.game == fresh.game == first.game
    assert [d.format() for d in again.diagnostics.sorted()] == [
        d.format() for d in fresh.diagnostics.sorted()]


def test_a_changed_file_is_parsed_again_and_an_unchanged_one_is_not(tmp_path, kept, monkeypatch):
    folder = tmp_path / "demo"
    shutil.copytree(ROOT / "tests/fixtures/demo", folder)
    load_game(folder)
    parsed = []
    real = yaml_source._parse_yaml_bytes
    monkeypatch.setattr(yaml_source, "_parse_yaml_bytes",
                        lambda data, display, *a: parsed.append(display) or real(data, display, *a))
    game = folder / "game.yaml"
    game.write_text(game.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    load_game(folder)
    assert parsed == [p for p in parsed if p.endswith("game.yaml")] and len(parsed) == 1


def test_kept_documents_still_spend_the_games_budget(tmp_path, kept):
    budget = yaml_source.ReadBudget(10)
    diags = yaml_source.Diagnostics()
    data = b"a: [1, 2, 3]\nb: 2\n"
    assert yaml_source.parse_yaml_bytes(data, "x.yaml", diags, budget) is not None
    spent = 10 - budget.values
    assert yaml_source.parse_yaml_bytes(data, "x.yaml", diags, budget) is not None
    assert budget.values == 10 - 2 * spent
    small = yaml_source.ReadBudget(1)
    assert yaml_source.parse_yaml_bytes(data, "x.yaml", diags, small) is None
    assert "more than" in diags.errors[-1].message

_scalars = st.one_of(st.integers(-1000, 1000), st.text(st.characters(
    codec="utf-8", exclude_categories=("Cs", "Cc")), max_size=12), st.booleans(), st.none())
_documents = st.dictionaries(st.text("abcdefgh_", min_size=1, max_size=6), st.recursive(
    _scalars, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.text("abc", min_size=1, max_size=3), inner, max_size=3), max_leaves=8), max_size=5)


@given(first=_documents, second=_documents)
def test_any_document_read_again_or_after_a_change_is_the_one_read_afresh(first, second):
    import yaml

    def parse(document) -> tuple:
        diags = yaml_source.Diagnostics()
        data = yaml.safe_dump(document, allow_unicode=True).encode()
        return yaml_source.parse_yaml_bytes(data, "g.yaml", diags), [d.format() for d in diags.errors]

    fresh = [parse(first), parse(second)]
    yaml_source.keep_parsed_documents()
    try:
        kept = [parse(first), parse(first), parse(second), parse(second)]
    finally:
        yaml_source.keep_parsed_documents(False)
    assert kept == [fresh[0], fresh[0], fresh[1], fresh[1]]

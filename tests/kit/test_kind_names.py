"""A designer's item kinds are names in print, not ids: ``kinds:`` names them, the PO
catalogue translates them (context ``kind.<id>.name``), and the generic trade catalogue
heads its sections with them, in a game scaffolded in English and built in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.i18n.strings import collect
from pnpkit.readers.game_reader import load_game

ITEMS = """\
items:
  - {id: item.sword, kind: weapon, name: Sword, text: Strikes harder., price: 5}
  - {id: item.axe, kind: weapon, name: Axe, price: 6}
  - {id: item.potion, kind: potion, name: Healing potion, price: 3}
kinds:
  weapon: Weapons
"""
RUSSIAN = {"Weapons": "Оружие", "potion": "Зелья", "Sword": "Меч", "Axe": "Топор",
           "Healing potion": "Лечебное зелье", "Strikes harder.": "Бьёт сильнее."}


def _run(*args: str):
    result = CliRunner().invoke(get_app(), list(args))
    assert result.exit_code == 0, result.output
    return result


def _text(pdf: Path) -> str:
    return " ".join(" ".join((p.extract_text() or "").split()) for p in PdfReader(pdf).pages)


@pytest.fixture
def game(tmp_path, monkeypatch) -> Path:
    monkeypatch.chdir(tmp_path)
    _run("new", "Lost Valley", "--locale", "en")
    folder = tmp_path / "Lost Valley"
    (folder / "items.yaml").write_text(ITEMS, encoding="utf-8")
    yaml = folder / "game.yaml"
    yaml.write_text(yaml.read_text(encoding="utf-8").replace(
        "  - {kind: tokens}", "  - {kind: items}\n  - {kind: catalogue}\n  - {kind: tokens}"),
        encoding="utf-8")
    _run("i18n", "update", str(folder))
    po = folder / "locales" / "ru.po"
    text = po.read_text(encoding="utf-8")
    for source, translation in RUSSIAN.items():
        text = text.replace(f'msgid "{source}"\nmsgstr ""', f'msgid "{source}"\nmsgstr "{translation}"')
    po.write_text(text, encoding="utf-8")
    return folder


def test_kinds_are_strings_of_the_catalogue(game):
    entries = {e.context: e for e in collect(load_game(game).game)}
    assert entries["kind.weapon.name"].source == "Weapons"
    assert entries["kind.potion.name"].source == "potion"  # no name: the id, still translatable
    assert entries["kind.potion.name"].location.path.endswith("items.yaml")
    po = (game / "locales" / "ru.po").read_text(encoding="utf-8")
    assert 'msgctxt "kind.weapon.name"\nmsgid "Weapons"\nmsgstr "Оружие"' in po


@pytest.mark.parametrize(("locale", "headings", "ids"), [
    ("en", ("WEAPONS", "POTION"), ("weapon",)),
    ("ru", ("ОРУЖИЕ", "ЗЕЛЬЯ"), ("weapon", "potion", "WEAPONS", "POTION")),
])
def test_the_catalogue_heads_its_sections_with_the_kinds_names(game, tmp_path, locale, headings, ids):
    _run("build", str(game), "--locale", locale, "--only", "catalogue", "--out", str(tmp_path / "out"))
    text = _text(tmp_path / "out" / "lost-valley" / locale / "catalogue.pdf")
    for heading in headings:
        assert heading in text, text
    for raw in ids:
        assert raw not in text, text


def test_a_kind_named_twice_is_one_error(game):
    (game / "more.yaml").write_text("kinds:\n  weapon: Arms\n", encoding="utf-8")
    result = load_game(game)
    assert [d.code for d in result.diagnostics.errors] == ["E201"]
    assert "duplicate kind name 'weapon'" in result.diagnostics.errors[0].message

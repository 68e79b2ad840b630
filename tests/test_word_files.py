"""Word tables kept as JSON beside their modules (pnpkit.word_files): every such file in
the package reads, and a table written per locale gives each locale the same entries with
the same ``{placeholders}``, so no language can miss a sentence or a value to fill in.
A choice by a person's gender (``{player:ранил|ранила}``) prints no value, only picks a
word form that one language needs and another does not, so it is not compared."""

from __future__ import annotations

import json
import string
from pathlib import Path

import pytest

from pnpkit.word_files import word_file

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "pnpkit"
LOCALES = {"ru", "en"}
WORD_FILES = sorted(p for p in PACKAGE.rglob("*.json") if "art" not in p.relative_to(PACKAGE).parts)


def _fields(text: str) -> set[str]:
    """The placeholders whose value the text prints (not a gender choice ``{x:a|b}``)."""
    return {name.split(".")[0].split("[")[0]
            for _, name, spec, _ in string.Formatter().parse(text) if name and "|" not in (spec or "")}


def _shape(tree, where: str, found: dict) -> None:
    """Collect every leaf of a locale's tree as path -> placeholders."""
    if isinstance(tree, dict):
        for key, value in tree.items():
            _shape(value, f"{where}/{key}", found)
    elif isinstance(tree, list):
        for index, value in enumerate(tree):
            _shape(value, f"{where}[{index}]", found)
    elif isinstance(tree, str):
        found[where] = _fields(tree)
    else:
        found[where] = set()


def _per_locale_tables(tree, where: str = ""):
    if isinstance(tree, dict):
        if tree and LOCALES <= set(tree):
            yield where, tree
            return
        for key, value in tree.items():
            yield from _per_locale_tables(value, f"{where}/{key}")


def test_word_file_reads_beside_module(tmp_path):
    module = tmp_path / "speaker.py"
    (tmp_path / "words.json").write_text('{"HELLO": {"ru": "привет", "en": "hello"}}', encoding="utf-8")
    assert word_file(str(module), "words.json")["HELLO"]["ru"] == "привет"


@pytest.mark.parametrize("path", WORD_FILES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_locales_say_the_same_things(path):
    tables = json.loads(path.read_text(encoding="utf-8"))
    for where, table in _per_locale_tables(tables):
        shapes = {}
        for locale in sorted(LOCALES):
            found: dict = {}
            _shape(table[locale], "", found)
            shapes[locale] = found
        assert shapes["ru"].keys() == shapes["en"].keys(), f"{path.name}{where}: entries differ by locale"
        for leaf, fields in shapes["ru"].items():
            assert fields == shapes["en"][leaf], f"{path.name}{where}{leaf}: placeholders differ"


def test_gender_choice_is_no_placeholder():
    assert _fields("{player:Ты ранил|Ты ранила}: {name}") == {"name"}
    assert _fields("фишка {player:gen}, {roll.total}") == {"player", "roll"}

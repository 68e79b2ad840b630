"""The Amber referee's word tables are data: each table the catalogue lists for the
referee (its rules modules and the live page) is the very object read from a JSON file
beside its module (pnpkit.word_files), not a dict written in Python, and those modules
keep no long literal table of their own."""

from __future__ import annotations

import ast
import importlib
import sys
from pathlib import Path

import pytest
from import_probe import OPENED

from pnpkit.games.amber.plugin import PLUGIN
from pnpkit.games.amber.rules.referee_words import RareTable
from pnpkit.word_files import word_file

REFEREE_MODULES = ("pnpkit.games.amber.rules.", "pnpkit.games.amber.amber_live:")
SPECS = [spec for spec in PLUGIN.code_texts if spec.startswith(REFEREE_MODULES)]
#: the longest literal a referee module may still hold (a matcher, a short list of ids)
LONGEST_LITERAL = 10


def _word_tables(module) -> list:
    """The tables the modules of ``module``'s folder read from its JSON files (word_file
    keeps one copy per reading module and file: the same objects the modules hold)."""
    folder = Path(module.__file__).parent
    readers = [m.__file__ for m in list(sys.modules.values())
               if getattr(m, "word_file", None) is word_file and Path(m.__file__).parent == folder]
    return [table for reader in readers for path in sorted(folder.glob("*.json"))
            for table in word_file(reader, path.name).values()]


def test_the_referee_lists_its_tables():
    assert len(SPECS) >= 16  # MESSAGES, OPTION_WORDS, the live page's, 13 of referee_text, refusals


@pytest.mark.parametrize("spec", SPECS)
def test_a_referee_table_is_read_from_json(spec):
    module_name, _, attr = spec.partition(":")
    module = importlib.import_module(module_name)
    table = getattr(module, attr)
    if isinstance(table, RareTable):  # read at its first look-up (referee_words' lazy boundary)
        table = table.loaded()
    assert any(table is found for found in _word_tables(module)), f"{spec} is not read from a JSON word file"


@pytest.mark.parametrize("module_name", sorted({spec.partition(":")[0] for spec in SPECS} | {
    "pnpkit.games.amber.rules.referee_words",
    "pnpkit.games.amber.rules.referee_text_questions", "pnpkit.games.amber.rules.referee_hand",
    "pnpkit.games.amber.rules.coverage"}))
def test_no_long_literal_table_in_code(module_name):
    source = Path(importlib.import_module(module_name).__file__).read_text(encoding="utf-8")
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign | ast.AnnAssign) and isinstance(node.value, ast.Dict | ast.Tuple | ast.List):
            if isinstance(node.value, ast.Dict) and all(isinstance(v, ast.Lambda | ast.Name) for v in node.value.values):
                continue  # a table of functions (a dispatch by kind) is code, not words
            lines = node.end_lineno - node.lineno + 1
            assert lines <= LONGEST_LITERAL, f"{module_name}:{node.lineno}: a {lines}-line table belongs in JSON"


#: a child that runs ``pnpkit`` on its arguments, its output muted, and then says whether it
#: opened referee_words_rare.json (the tables a refusal or a rule explained reads)


def test_a_write_reads_the_refusals_and_rules_only_to_refuse(tmp_path):
    """referee_words' lazy boundary: a roll (the game cache warm) reads none of REFUSALS
    and RULES; a roll refused after it reads them and says the refusal as written."""
    import os
    import subprocess

    from pnpkit.referee.table import Table
    from pnpkit.rules.session import Player, SessionHeader

    path = tmp_path / "game.pnp"
    Table.new(path, SessionHeader("amber", 5, (Player("Аня", None, "f"), Player("Борис"))))
    env = {**os.environ, "PNPKIT_CACHE_DIR": str(tmp_path / "cache")}
    env.pop("PNPKIT_NO_CACHE", None)

    def run(*words):
        argv = [sys.executable, "-c", OPENED, "referee", *words, "--file", str(path)]
        result = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=300)
        result.stdout = "read" if "referee_words_rare" in result.stdout else "unread"
        return result

    run("status")  # the game cache filled
    rolled = run("roll", "--yes")
    assert (rolled.stdout, rolled.stderr) == ("unread", "") and len(Table.open(path).file.actions) == 1
    refused = run("roll", "--yes")
    assert refused.stdout == "read" and len(Table.open(path).file.actions) == 1
    assert refused.stderr.startswith("pnpkit: error: кубик уже брошен (") and refused.stderr.endswith("): идти ПОЛЕ\n")


def test_the_rare_tables_are_in_their_own_file_alone():
    """REFUSALS and RULES live in referee_words_rare.json and nowhere else (a refusal added
    to referee_words.json would be read by nobody): each table in one of the two files."""
    import json

    from pnpkit.games.amber.rules import referee_words

    folder = Path(referee_words.__file__).parent
    common = json.loads((folder / "referee_words.json").read_text(encoding="utf-8"))
    rare = json.loads((folder / "referee_words_rare.json").read_text(encoding="utf-8"))
    assert sorted(rare) == ["REFUSALS", "RULES"] and not set(common) & set(rare)
    for name in rare:
        assert isinstance(getattr(referee_words, name), RareTable)
        assert getattr(referee_words, name).loaded() == rare[name]

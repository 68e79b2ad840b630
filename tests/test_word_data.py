"""Word tables are data: every table the catalogue lists (the common ones and each game
plugin's ``code_texts``) holds what a JSON word file beside its module holds
(pnpkit.word_files), but for the few kept in code for a reason named here."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

from pnpkit.i18n.code_texts import CODE_TEXTS
from pnpkit.plugins import plugins

KEPT_IN_CODE = {
    # the fast odds paths load no JSON reader (tests/cli/test_fast_odds.py, test_startup_imports.py)
    "pnpkit.games.amber.cli.odds_run:_WORDS", "pnpkit.games.fighting_fantasy.cli.fast:_WORDS",
}
SPECS = sorted({*CODE_TEXTS["*"], *(spec for p in plugins().values() for spec in p.code_texts)}
               - KEPT_IN_CODE)


@pytest.mark.parametrize("spec", SPECS)
def test_a_word_table_is_read_from_json(spec):
    module_name, _, attr = spec.partition(":")
    module = importlib.import_module(module_name)
    table = getattr(module, attr)
    if not isinstance(table, dict | list | tuple):  # a table read at its first look-up: a mapping of locales
        table = dict(table)
    table = json.loads(json.dumps(table))  # a pair read back as a tuple is a list here
    folder = Path(module.__file__).parent
    files = [json.loads(path.read_text(encoding="utf-8")) for path in sorted(folder.glob("*.json"))]
    assert any(table == found for tables in files for found in tables.values()), (
        f"{spec} is a table written in code: move it to a JSON file beside {Path(module.__file__).name}")


def test_the_tables_kept_in_code_are_still_listed():
    listed = {*CODE_TEXTS["*"], *(spec for p in plugins().values() for spec in p.code_texts)}
    assert KEPT_IN_CODE <= listed


@pytest.mark.parametrize("spec", sorted({"pnpkit.i18n.plurals:NOUNS",
                                         *(p.plural_nouns for p in plugins().values() if p.plural_nouns)}))
def test_plural_nouns_are_read_from_json(spec):
    """A noun's forms are one string in the file, ``|`` between them (word_files.noun_forms)."""
    module_name, _, attr = spec.partition(":")
    module = importlib.import_module(module_name)
    written = {noun: {locale: "|".join(forms) for locale, forms in by_locale.items()}
               for noun, by_locale in getattr(module, attr).items()}
    path = Path(module.__file__).with_suffix(".json")
    assert path.is_file() and json.loads(path.read_text(encoding="utf-8"))[attr] == written, spec


def test_the_hand_edited_log_refusal_is_a_table_entry():
    """It was a sentence written in code, so the catalogue did not hold it."""
    from pnpkit.i18n.code_texts import code_entries
    from pnpkit.referee import table

    class Log:
        where = "game.pnp"

        def line_of(self, index: int) -> int:
            return index + 1

    refused = table._hand_edit(Log(), 4, 2)
    assert (refused.line, refused.ru, refused.en) == (5, *(
        table.MESSAGES[locale]["hand_edit"].format(index=4, version=2) for locale in ("ru", "en")))
    assert "kit.table.MESSAGES.hand_edit" in {entry.context for entry in code_entries("race")}

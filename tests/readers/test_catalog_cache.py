"""The translations of a PO catalogue are kept while the file is unchanged, and give
the localised game the catalogue read afresh gives."""

from __future__ import annotations

import shutil

import pytest

import pnpkit.readers.po_reader as po_reader
from pnpkit.i18n.translator import load_translator, localize_game
from pnpkit.paths import content_root
from pnpkit.readers.game_reader import load_game
from pnpkit.readers.po_reader import PoReadError


@pytest.fixture
def parses(monkeypatch):
    calls = []
    real = po_reader.parse_catalog

    def counted(data, shown, locale=None):
        calls.append(shown)
        return real(data, shown, locale)

    monkeypatch.setattr(po_reader, "parse_catalog", counted)
    return calls


@pytest.fixture(scope="module")
def amber():
    return load_game(content_root() / "amber").game


def _po_entries(cache):
    return [p for p in cache.iterdir() if p.name.startswith("catalog-rows-")]


def test_the_kept_translations_localise_as_the_catalogue_does(cache, parses, amber, monkeypatch):
    folder = content_root() / "amber"
    monkeypatch.setenv("PNPKIT_NO_CACHE", "1")
    fresh = load_translator(folder, "en")
    assert not cache.exists() and len(parses) == 1
    monkeypatch.delenv("PNPKIT_NO_CACHE")
    load_translator(folder, "en")
    kept = load_translator(folder, "en")
    assert len(parses) == 2 and len(_po_entries(cache)) == 1  # parsed once more, then kept
    assert kept._known == fresh._known and kept._known
    assert localize_game(amber, kept) == localize_game(amber, fresh)
    assert kept.warnings() == fresh.warnings()


def test_a_changed_catalogue_is_parsed_again(tmp_path, cache, parses, amber):
    folder = tmp_path / "amber"
    shutil.copytree(content_root() / "amber", folder)
    first = localize_game(amber, load_translator(folder, "en"))
    po = folder / "locales" / "en.po"
    text = po.read_text(encoding="utf-8")
    assert f'msgstr "{first.title}"' in text
    po.write_text(text.replace(f'msgstr "{first.title}"', 'msgstr "Amber, edited"', 1), encoding="utf-8")
    assert localize_game(amber, load_translator(folder, "en")).title == "Amber, edited"
    assert len(parses) == 2 and len(_po_entries(cache)) == 2  # each version kept


def test_a_broken_catalogue_is_never_kept(tmp_path, cache, parses):
    folder = tmp_path / "game"
    (folder / "locales").mkdir(parents=True)
    (folder / "locales" / "en.po").write_text('msgid "a"\nmsgstr "b"\nmsgid\n', encoding="utf-8")
    for _ in range(2):
        with pytest.raises(PoReadError):
            load_translator(folder, "en")
    assert len(parses) == 2 and not (cache.exists() and _po_entries(cache))


def test_a_damaged_entry_is_ignored(cache, parses):
    folder = content_root() / "amber"
    fresh = load_translator(folder, "en")
    (entry,) = _po_entries(cache)
    for damaged in (b"[[1, 2]]", b'[["c", "a", "b", "no"]]', b'[["c", [], "b", false]]', b"\xff", b"{}"):
        entry.write_bytes(damaged)
        assert load_translator(folder, "en")._known == fresh._known, damaged

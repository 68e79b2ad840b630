"""A PO catalogue is read each time a translator is made (nothing kept between runs):
an edit shows at once, a broken file is refused every time."""

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


def test_a_changed_catalogue_is_read_again(tmp_path, parses, amber):
    folder = tmp_path / "amber"
    shutil.copytree(content_root() / "amber", folder)
    first = localize_game(amber, load_translator(folder, "en"))
    po = folder / "locales" / "en.po"
    text = po.read_text(encoding="utf-8")
    assert f'msgstr "{first.title}"' in text
    po.write_text(text.replace(f'msgstr "{first.title}"', 'msgstr "Amber, edited"', 1), encoding="utf-8")
    assert localize_game(amber, load_translator(folder, "en")).title == "Amber, edited"
    assert len(parses) == 2


def test_a_broken_catalogue_is_refused_every_time(tmp_path, parses):
    folder = tmp_path / "game"
    (folder / "locales").mkdir(parents=True)
    (folder / "locales" / "en.po").write_text('msgid "a"\nmsgstr "b"\nmsgid\n', encoding="utf-8")
    for _ in range(2):
        with pytest.raises(PoReadError):
            load_translator(folder, "en")
    assert len(parses) == 2

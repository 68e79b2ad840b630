"""`i18n update` never reads or writes a catalogue through a link that leads out of the
game folder (issue #27 point 9): a linked locales/ or en.po is one error, the files
outside untouched."""

from __future__ import annotations

import shutil

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

runner = CliRunner()


@pytest.fixture
def game(tmp_path):
    folder = tmp_path / "mygame"
    assert runner.invoke(get_app(), ["new", str(folder), "--locale", "ru"]).exit_code == 0
    return folder


def _snapshot(folder):
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def test_a_linked_locales_folder_is_refused(game, tmp_path):
    outside = tmp_path / "elsewhere"
    shutil.move(game / "locales", outside)
    (game / "locales").symlink_to(outside)
    before = _snapshot(outside)
    result = runner.invoke(get_app(), ["i18n", "update", str(game)])
    assert result.exit_code == 1, result.output
    assert "links to a place outside the game folder" in result.output
    assert _snapshot(outside) == before and not (outside / "messages.pot").exists()


def test_a_linked_catalogue_is_refused(game, tmp_path):
    victim = tmp_path / "victim.po"
    victim.write_bytes((game / "locales" / "en.po").read_bytes())
    (game / "locales" / "en.po").unlink()
    (game / "locales" / "en.po").symlink_to(victim)
    before = victim.read_bytes()
    result = runner.invoke(get_app(), ["i18n", "update", str(game)])
    assert result.exit_code == 1 and "en.po links to a place outside" in result.output, result.output
    assert victim.read_bytes() == before and (game / "locales" / "en.po").is_symlink()


def test_an_ordinary_update_still_writes(game):
    result = runner.invoke(get_app(), ["i18n", "update", str(game)])
    assert result.exit_code == 0, result.output

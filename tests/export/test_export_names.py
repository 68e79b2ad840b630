"""Every file of an export has a name of its own: a board or deck named like another's
sheet, back or the game is refused in one line, never written over (issue #27 point 9)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.export.targets import ExportNameClash, UniqueFiles

runner = CliRunner()


def test_a_second_file_of_a_name_is_refused():
    files = UniqueFiles()
    files["main-1.png"] = b"sheet"
    with pytest.raises(ExportNameClash, match="'main-1.png'"):
        files["main-1.png"] = b"board"
    assert files["main-1.png"] == b"sheet"


def test_a_board_named_like_a_sheet_is_refused_not_overwritten(tmp_path):
    game = tmp_path / "mygame"
    assert runner.invoke(get_app(), ["new", str(game), "--locale", "ru"]).exit_code == 0
    kit = game / "game.yaml"  # the board's part named like the deck's first sheet
    kit.write_text(kit.read_text(encoding="utf-8").replace(
        "{kind: board, board: main}", "{kind: board, board: main, part: main-deck-1}"), encoding="utf-8")
    result = runner.invoke(get_app(), ["export", str(game), "--out", str(tmp_path / "out"),
                                       "--to", "tts"])
    assert result.exit_code == 1, result.output
    errors = [line for line in result.output.splitlines() if "error" in line]
    assert len(errors) == 1 and "'main-deck-1.png'" in errors[0], result.output
    assert not list((tmp_path / "out").rglob("*.json"))


def test_an_export_into_a_kit_folder_shipped_as_a_link_is_refused(tmp_path):
    game = tmp_path / "mygame"
    assert runner.invoke(get_app(), ["new", str(game), "--locale", "ru"]).exit_code == 0
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (tmp_path / "out" / "mygame").mkdir(parents=True)
    (tmp_path / "out" / "mygame" / "ru").symlink_to(elsewhere)
    result = runner.invoke(get_app(), ["export", str(game), "--out", str(tmp_path / "out"),
                                       "--to", "tgc", "--limit", "1"])
    assert result.exit_code == 1 and "this folder of the kit is a link" in result.output, result.output
    assert list(elsewhere.iterdir()) == []

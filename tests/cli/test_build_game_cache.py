"""`pnpkit build` reads the game from the per-user game cache while nothing it depends
on changed: the same kit, the same messages, and a fresh read after any change."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

import pnpkit.readers.game_reader as game_reader
from pnpkit.cli.app import get_app
from pnpkit.paths import content_root

runner = CliRunner()
DEMO = Path(__file__).parent.parent / "fixtures" / "demo"
# an edge of the Amber board between two worlds: not a crossing, it is warning W301
CROSSING = "- between: [field.border-post, field.magic-tower]\n  crossing: true\n"
WARNING = "warning[W301]: edge field.border-post – field.magic-tower joins two worlds"


@pytest.fixture
def reads(monkeypatch):
    """How many times the game was read from its files."""
    calls = []
    real = game_reader.load_game

    def counted(folder):
        calls.append(folder)
        return real(folder)

    monkeypatch.setattr(game_reader, "load_game", counted)
    return calls


def _build(*args) -> str:
    result = runner.invoke(get_app(), ["build", *map(str, args)])
    assert result.exit_code == 0, result.output
    return result.output


def _warned_amber(tmp_path) -> Path:
    folder = tmp_path / "amber-copy"
    shutil.copytree(content_root() / "amber", folder)
    board = folder / "board.yaml"
    text = board.read_text(encoding="utf-8")
    assert CROSSING in text
    board.write_text(text.replace(CROSSING, CROSSING.replace("true", "false")), encoding="utf-8")
    return folder


def _entries(cache: Path, folder_name: str) -> list[Path]:
    pattern = re.compile(re.escape(folder_name) + r"-[0-9a-f]{16}\.json")
    return [p for p in cache.iterdir() if pattern.fullmatch(p.name)]


def _kit_bytes(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_the_kit_built_from_the_kept_game_is_the_kit_read_afresh(tmp_path, cache, reads, monkeypatch):
    monkeypatch.setenv("PNPKIT_NO_CACHE", "1")
    _build("amber", "--locale", "ru", "--out", tmp_path / "fresh")
    assert len(reads) == 1 and not cache.exists()
    monkeypatch.delenv("PNPKIT_NO_CACHE")
    _build("amber", "--locale", "ru", "--out", tmp_path / "first", "--only", "calibration")
    assert len(reads) == 2 and len(_entries(cache, "amber")) == 1  # read once more, and kept
    _build("amber", "--locale", "ru", "--out", tmp_path / "kept")
    assert len(reads) == 2  # the whole kit from the kept game
    fresh, kept = _kit_bytes(tmp_path / "fresh"), _kit_bytes(tmp_path / "kept")
    assert len(fresh) > 20 and fresh.keys() == kept.keys()
    assert [name for name in fresh if fresh[name] != kept[name]] == []


def test_the_kept_game_prints_the_same_warnings(tmp_path, cache, reads):
    game = _warned_amber(tmp_path)
    first = _build(game, "--out", tmp_path / "out", "--only", "calibration", "--force")
    again = _build(game, "--out", tmp_path / "out", "--only", "calibration", "--force")
    assert len(reads) == 1
    warned = [line for line in first.splitlines() if "warning" in line]
    assert len(warned) == 1 and WARNING in warned[0]
    assert [line for line in again.splitlines() if "warning" in line] == warned


def test_a_changed_file_is_read_again(tmp_path, cache, reads):
    game = _warned_amber(tmp_path)
    assert WARNING in _build(game, "--out", tmp_path / "out", "--only", "calibration")
    board = game / "board.yaml"
    board.write_text(board.read_text(encoding="utf-8").replace(
        CROSSING.replace("true", "false"), CROSSING), encoding="utf-8")
    assert WARNING not in _build(game, "--out", tmp_path / "out", "--only", "calibration")
    assert len(reads) == 2 and len(_entries(cache, "amber-copy")) == 2  # each version kept


def test_a_deleted_picture_is_reported_not_kept(tmp_path, cache, reads):
    game = tmp_path / "demo"
    shutil.copytree(DEMO, game)
    _build(game, "--out", tmp_path / "out", "--only", "calibration")
    (game / "art" / "lake.svg").unlink()
    result = runner.invoke(get_app(), ["build", str(game), "--out", str(tmp_path / "out"),
                                       "--only", "calibration"])
    assert result.exit_code != 0 and "E204" in result.output and "art/lake.svg" in result.output
    assert len(reads) == 2


def test_messages_name_the_files_from_the_working_folder(tmp_path, cache, reads, monkeypatch):
    game = _warned_amber(tmp_path)
    monkeypatch.chdir(tmp_path)
    assert "amber-copy/board.yaml:" in _build(game, "--out", tmp_path / "out", "--only", "calibration")
    monkeypatch.chdir(game)
    inside = _build(game, "--out", tmp_path / "out", "--only", "calibration", "--force")
    assert "\nboard.yaml:" in "\n" + inside and "amber-copy/board.yaml" not in inside
    assert len(reads) == 2

"""The per-user game cache answers only while nothing it depends on changed."""

import shutil
from pathlib import Path

from pnpkit.readers.game_cache import load_game_cached

DEMO = Path(__file__).parent.parent / "fixtures" / "demo"


def test_cache_hit_and_invalidation(tmp_path, monkeypatch):
    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(tmp_path / "cache"))
    folder = tmp_path / "demo"
    shutil.copytree(DEMO, folder)
    first = load_game_cached(folder)
    assert first.game is not None and len(list((tmp_path / "cache").iterdir())) == 1
    again = load_game_cached(folder)
    assert again.game == first.game
    board = folder / "board.yaml"
    board.write_text(board.read_text(encoding="utf-8").replace("name: Лес", "name: Бор"), encoding="utf-8")
    changed = load_game_cached(folder)
    assert changed.game.field("field.forest").name == "Бор"


def test_a_damaged_cache_entry_is_ignored(tmp_path, monkeypatch):
    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(tmp_path / "cache"))
    load_game_cached(DEMO)
    (entry,) = (tmp_path / "cache").iterdir()
    entry.write_bytes(b"not a pickle")
    assert load_game_cached(DEMO).game.id == "demo"


def test_cache_can_be_turned_off(tmp_path, monkeypatch):
    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("PNPKIT_NO_CACHE", "1")
    assert load_game_cached(DEMO).game.id == "demo"
    assert not (tmp_path / "cache").exists()

"""A part of a game kept in the game cache (readers/game_cache.load_game_part_cached) is the
fresh partial read, on every shipped game; a changed content file, a changed code file, a
planted, foreign or truncated entry each mean reading afresh."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pnpkit.paths import content_root
from pnpkit.readers import game_cache
from pnpkit.readers.game_cache import load_game_part_cached
from pnpkit.readers.game_reader import load_game_part

GAMES = ("amber", "fighting-fantasy", "race")
PACKAGE = Path(game_cache.__file__).resolve().parents[1]


def _files(game_id: str) -> list[str]:
    folder = content_root() / game_id
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*.yaml")
                  if "locales" not in p.parts and p.name != "game.yaml")


def _board_check():
    from pnpkit.games.amber.rules.board import check_main_board

    return (check_main_board,)


def _counting(monkeypatch) -> list:
    """The fresh part reads made from now on."""
    from pnpkit.readers import game_reader

    reads: list = []
    real = game_reader.load_game_part
    monkeypatch.setattr(game_reader, "load_game_part", lambda *a: reads.append(a) or real(*a))
    return reads


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_kept_part_is_the_fresh_read(game_id, data, tmp_path_factory, monkeypatch):
    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
    monkeypatch.delenv("PNPKIT_NO_CACHE", raising=False)
    files = tuple(sorted(data.draw(st.sets(st.sampled_from(_files(game_id)), min_size=1, max_size=3))))
    checks = _board_check() if game_id == "amber" and "board.yaml" in files else ()
    folder = content_root() / game_id
    fresh = load_game_part(folder, files, checks)
    reads = _counting(monkeypatch)
    filled = load_game_part_cached(folder, files, checks)
    kept = load_game_part_cached(str(folder), files, checks)
    assert len(reads) == 1  # the second answered from the entry
    assert filled == fresh and kept == fresh
    assert kept.game.fields == fresh.game.fields and kept.game.kit == fresh.game.kit


@pytest.fixture
def demo(tmp_path, monkeypatch):
    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("PNPKIT_NO_CACHE", raising=False)
    folder = tmp_path / "amber"
    shutil.copytree(content_root() / "amber", folder, ignore=shutil.ignore_patterns("locales"))
    return folder


def _entry(folder: Path) -> Path:
    (entry,) = (folder.parent / "cache").iterdir()
    return entry


def test_a_changed_content_file_is_read_afresh(demo, monkeypatch):
    checks = _board_check()
    first = load_game_part_cached(demo, ("board.yaml",), checks)
    name = first.game.fields[0].name
    board = demo / "board.yaml"
    board.write_text(board.read_text(encoding="utf-8").replace(f"name: {name}", "name: Другое имя", 1),
                     encoding="utf-8")
    changed = load_game_part_cached(demo, ("board.yaml",), checks)
    assert changed.game.fields[0].name == "Другое имя"
    assert changed == load_game_part(demo, ("board.yaml",), checks)


def test_a_changed_code_file_is_read_afresh(demo, monkeypatch, tmp_path):
    """The code by its files' stats: one touched (a checkout, an edit) is a new key."""
    code = tmp_path / "code"
    for name in (*game_cache._CODE_FOLDERS, "games"):
        source = PACKAGE / name
        if source.is_dir():
            shutil.copytree(source, code / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            code.mkdir(exist_ok=True)
            shutil.copy2(source, code / name)
    monkeypatch.setattr(game_cache, "_PACKAGE", str(code))
    game_cache._code_stamp.cache_clear()
    reads = _counting(monkeypatch)
    try:
        load_game_part_cached(demo, ("board.yaml",))
        load_game_part_cached(demo, ("board.yaml",))
        assert len(reads) == 1
        stamp = game_cache._code_stamp()
        movement = code / "games" / "amber" / "rules" / "movement.py"
        info = movement.stat()
        os.utime(movement, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000))
        game_cache._code_stamp.cache_clear()
        assert game_cache._code_stamp() != stamp
        load_game_part_cached(demo, ("board.yaml",))
        assert len(reads) == 2
    finally:
        game_cache._code_stamp.cache_clear()


@pytest.mark.parametrize("damage", ["truncated", "planted", "foreign", "linked"])
def test_a_damaged_or_planted_entry_is_read_afresh(demo, monkeypatch, tmp_path, damage):
    from dataclasses import replace

    from pnpkit.readers.game_codec import encode_result

    fresh = load_game_part_cached(demo, ("board.yaml",))
    entry = _entry(demo)
    reads = _counting(monkeypatch)
    stamp, key, _ = entry.read_bytes().split(b"\n", 2)  # its rules and key, another game
    forged = b"\n".join((stamp, key, encode_result(replace(fresh, game=replace(fresh.game, title="Подделка")))))
    if damage in ("foreign", "linked"):  # as the user's own regular file, it would be trusted
        entry.write_bytes(forged)
        assert load_game_part_cached(demo, ("board.yaml",)).game.title == "Подделка"
    if damage == "truncated":
        entry.write_bytes(entry.read_bytes()[: entry.stat().st_size // 2])
    elif damage == "planted":
        entry.write_bytes(b"\n".join((stamp, key, b'["c", "Popen", "touch x"]')))
    elif damage == "foreign":
        entry.write_bytes(forged)
        monkeypatch.setattr(os, "getuid", lambda: entry.stat().st_uid + 1)
    else:
        elsewhere = tmp_path / "elsewhere.json"
        elsewhere.write_bytes(forged)
        entry.unlink()
        entry.symlink_to(elsewhere)
    result = load_game_part_cached(demo, ("board.yaml",))
    assert result == fresh and result.game.title != "Подделка"
    assert len(reads) == 1


def test_a_part_of_other_files_or_checks_has_its_own_entry(demo):
    load_game_part_cached(demo, ("board.yaml",))
    load_game_part_cached(demo, ("board.yaml",), _board_check())
    assert len(list((demo.parent / "cache").iterdir())) == 2


def test_a_touched_file_of_the_same_bytes_is_not_read_again(demo, monkeypatch):
    """Content by (size, mtime, inode), its bytes hashed when those change: a touch or a
    branch switched there and back finds the kept read by the bytes, without reading."""
    board = demo / "board.yaml"
    first = load_game_part_cached(demo, ("board.yaml",))
    reads = _counting(monkeypatch)
    info = board.stat()
    os.utime(board, ns=(info.st_atime_ns, info.st_mtime_ns + 5_000_000))
    assert load_game_part_cached(demo, ("board.yaml",)) == first and reads == []
    text = board.read_text(encoding="utf-8")
    board.write_text(text.replace(f"name: {first.game.fields[0].name}", "name: Иное", 1), encoding="utf-8")
    assert load_game_part_cached(demo, ("board.yaml",)).game.fields[0].name == "Иное" and len(reads) == 1
    board.write_text(text, encoding="utf-8")  # back: the first bytes, new stats
    assert load_game_part_cached(demo, ("board.yaml",)) == first and len(reads) == 1


def test_a_file_gone_while_the_key_is_made_is_read_afresh(demo, monkeypatch):
    from pnpkit.readers import safe_files

    def gone(path):
        raise FileNotFoundError(2, "No such file or directory", path)

    monkeypatch.setattr(safe_files, "budgeted_digest", gone)
    assert load_game_part_cached(demo, ("board.yaml",)) == load_game_part(demo, ("board.yaml",))


def test_entries_of_the_earlier_naming_are_pruned_as_the_oldest(demo):
    cache = demo.parent / "cache"
    cache.mkdir()
    old = cache / f"amber-part-{'0' * 32}.json"
    old.write_bytes(b"an entry named as they were before")
    os.utime(old, ns=(0, 0))
    board = demo / "board.yaml"
    text = board.read_text(encoding="utf-8")
    for n in range(game_cache.KEEP_GAME_ENTRIES):  # as many new entries as are kept
        board.write_text(text + f"# {n}\n", encoding="utf-8")
        load_game_part_cached(demo, ("board.yaml",))
    assert not old.exists() and len(list(cache.iterdir())) == game_cache.KEEP_GAME_ENTRIES

"""The derived-data cache answers only while nothing it depends on changed."""

import shutil
from pathlib import Path

from pnpkit.readers.derived_cache import load_derived

DEMO = Path(__file__).parent.parent / "fixtures" / "demo"


def _counting(data):
    calls = []

    def build():
        calls.append(1)
        return data
    return build, calls


def test_hit_then_rebuild_when_the_content_changes(tmp_path, monkeypatch):
    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(tmp_path / "cache"))
    folder = tmp_path / "demo"
    shutil.copytree(DEMO, folder)
    build, calls = _counting({"names": ["Лес", "Поле"], "n": [1, 2], "flag": True})
    assert load_derived(folder, "test ru", build) == {"names": ["Лес", "Поле"], "n": [1, 2], "flag": True}
    assert load_derived(folder, "test ru", build)["names"] == ["Лес", "Поле"]
    assert len(calls) == 1
    load_derived(folder, "test en", build)  # another kind is another entry
    assert len(calls) == 2
    board = folder / "board.yaml"
    board.write_text(board.read_text(encoding="utf-8") + "\n# changed\n", encoding="utf-8")
    load_derived(folder, "test ru", build)
    assert len(calls) == 3
    (folder / "locales").mkdir(exist_ok=True)
    (folder / "locales" / "en.po").write_text('msgid ""\nmsgstr ""\n', encoding="utf-8")
    load_derived(folder, "test ru", build)  # a new catalogue counts too
    assert len(calls) == 4


def test_same_content_new_stamp_keeps_the_entry(tmp_path, monkeypatch):
    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(tmp_path / "cache"))
    folder = tmp_path / "demo"
    shutil.copytree(DEMO, folder)
    build, calls = _counting({"a": 1})
    load_derived(folder, "k", build)
    board = folder / "board.yaml"
    board.write_bytes(board.read_bytes())  # touched, not changed: rehashed, same key
    load_derived(folder, "k", build)
    assert len(calls) == 1


def test_damaged_entries_are_ignored(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(cache))
    build, calls = _counting({"a": 1})
    load_derived(DEMO, "k", build)
    for entry in cache.iterdir():
        entry.write_bytes(b"\x00garbage")
    assert load_derived(DEMO, "k", build) == {"a": 1}
    assert len(calls) == 2


def test_the_cache_can_be_turned_off(tmp_path, monkeypatch):
    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("PNPKIT_NO_CACHE", "1")
    build, calls = _counting({"a": 1})
    load_derived(DEMO, "k", build)
    load_derived(DEMO, "k", build)
    assert len(calls) == 2 and not (tmp_path / "cache").exists()


def test_the_pointer_label_is_zlibs_crc32():
    import zlib

    from pnpkit.readers.derived_cache import _crc32

    for data in (b"", b"a", "/home/игрок/content/amber\0moves main ru".encode(), bytes(range(256)) * 3):
        assert _crc32(data) == zlib.crc32(data)


def test_an_entry_holding_code_or_owned_by_another_user_is_rebuilt(tmp_path, monkeypatch):
    import marshal
    import os

    cache = tmp_path / "cache"
    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(cache))
    folder = tmp_path / "demo"
    shutil.copytree(DEMO, folder)
    build, calls = _counting({"a": 1})
    load_derived(folder, "k", build)
    (entry,) = cache.glob("*-derived-*.marshal")
    entry.write_bytes(marshal.dumps({"kind": "k", "data": compile("1 + 1", "x", "eval")}))
    assert load_derived(folder, "k", build) == {"a": 1} and len(calls) == 2
    entry.write_bytes(marshal.dumps({"kind": "k", "data": {"a": 2}}))
    assert load_derived(folder, "k", build) == {"a": 2}  # the user's own plain entry is used
    monkeypatch.setattr(os, "getuid", lambda: os.stat(entry).st_uid + 1)
    assert load_derived(folder, "k", build) == {"a": 1} and len(calls) == 3

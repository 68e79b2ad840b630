"""The per-user game cache answers only while nothing it depends on changed."""

import os
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


class _Payload:
    """What a planted pickle would run on loading: it makes a marker file."""

    def __init__(self, marker):
        self.marker = marker

    def __reduce__(self):

        return os.system, (f"touch {self.marker}",)


def test_a_planted_pickle_never_runs(tmp_path, monkeypatch):
    import pickle

    cache = tmp_path / "cache"
    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(cache))
    load_game_cached(DEMO)
    (entry,) = cache.iterdir()
    marker = tmp_path / "pwned"
    payload = pickle.dumps(_Payload(marker))
    entry.write_bytes(payload)  # where the entry is, and where a pickle used to be
    (cache / entry.name.replace(".json", ".pickle")).write_bytes(payload)
    result = load_game_cached(DEMO)
    assert result.game is not None and result.game.id == "demo"
    assert not marker.exists()


def test_an_entry_of_another_user_is_ignored(tmp_path, monkeypatch):

    from pnpkit.readers.game_codec import encode_result
    from pnpkit.readers.game_reader import load_game

    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(tmp_path / "cache"))
    load_game_cached(DEMO)
    (entry,) = (tmp_path / "cache").iterdir()
    forged = load_game(DEMO)
    forged = type(forged)(forged.game.__class__(**{**forged.game.__dict__, "title": "Подделка"}),
                          forged.diagnostics)
    stamp, key, _ = entry.read_bytes().split(b"\n", 2)
    entry.write_bytes(b"\n".join((stamp, key, encode_result(forged))))  # its rules, its key, another game
    assert load_game_cached(DEMO).game.title == "Подделка"  # the user's own entry is trusted
    monkeypatch.setattr(os, "getuid", lambda: os.stat(entry).st_uid + 1)
    assert load_game_cached(DEMO).game.title == "Демо-игра"  # someone else's is not


def test_entries_of_the_wrong_shape_are_ignored(tmp_path, monkeypatch):
    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(tmp_path / "cache"))
    load_game_cached(DEMO)
    (entry,) = (tmp_path / "cache").iterdir()
    for forged in (b'["c", "Popen", "touch x"]', b'["c", "LoadResult", null]', b'{"game": 1}',
                   b'["c", "LoadResult", ["c", "Game"], ["c", "Diagnostics", ["l"]]]', b"[" * 100_000,
                   b'["x"]', b"\xff\xfe"):
        entry.write_bytes(forged)
        assert load_game_cached(DEMO).game.id == "demo", forged[:40]


def test_a_linked_entry_is_not_followed(tmp_path, monkeypatch):
    from pnpkit.readers.game_codec import encode_result
    from pnpkit.readers.game_reader import load_game

    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(tmp_path / "cache"))
    load_game_cached(DEMO)
    (entry,) = (tmp_path / "cache").iterdir()
    result = load_game(DEMO)
    elsewhere = tmp_path / "elsewhere.json"
    stamp, key, _ = entry.read_bytes().split(b"\n", 2)
    elsewhere.write_bytes(stamp + b"\n" + key + b"\n" + encode_result(type(result)(
        result.game.__class__(**{**result.game.__dict__, "title": "Чужое"}), result.diagnostics)))
    entry.unlink()
    entry.symlink_to(elsewhere)
    assert load_game_cached(DEMO).game.title == "Демо-игра"


def test_a_link_out_of_the_folder_added_later_is_reported(tmp_path, monkeypatch):
    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(tmp_path / "cache"))
    folder = tmp_path / "demo"
    shutil.copytree(DEMO, folder)
    assert load_game_cached(folder).diagnostics.ok
    outside = tmp_path / "elsewhere.yaml"
    outside.write_text("regions: []\n", encoding="utf-8")
    (folder / "more.yaml").symlink_to(outside)  # not a content file of the key: the paths are
    result = load_game_cached(folder)
    assert result.game is None and [d.code for d in result.diagnostics.errors] == ["E203"]


def test_a_folder_keeps_its_newest_entries_and_its_own_per_working_folder(tmp_path, monkeypatch):
    from pnpkit.readers.game_cache import KEEP_GAME_ENTRIES, _entry_key

    cache = tmp_path / "cache"
    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(cache))
    folder = tmp_path / "demo"
    shutil.copytree(DEMO, folder)
    board = folder / "board.yaml"
    names = [f"Лес {n}" for n in range(KEEP_GAME_ENTRIES + 2)]
    previous = "Лес"
    for name in names:
        board.write_text(board.read_text(encoding="utf-8").replace(f"name: {previous}", f"name: {name}", 1),
                         encoding="utf-8")
        previous = name
        assert load_game_cached(folder).game.field("field.forest").name == name
    assert len(list(cache.iterdir())) == KEEP_GAME_ENTRIES
    here = _entry_key(folder)
    monkeypatch.chdir(folder)  # messages name its files from here: an entry of its own
    assert _entry_key(folder) != here
    assert load_game_cached(folder).diagnostics.ok


def _counting_reads(monkeypatch) -> list:
    from pnpkit.readers import game_reader

    reads: list = []
    real = game_reader.load_game
    monkeypatch.setattr(game_reader, "load_game", lambda folder: reads.append(folder) or real(folder))
    return reads


def test_a_warm_read_looks_up_only_its_own_plugin(tmp_path, monkeypatch):
    """The rules' plugin is checked apart from the key: a plugin registered since, for other
    rules, changes nothing, and a warm read of a shipped game scans no entry points."""
    from pnpkit import plugins
    from pnpkit.paths import content_root

    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(tmp_path / "cache"))
    reads = _counting_reads(monkeypatch)
    race = content_root() / "race"
    first = load_game_cached(race)
    plugins.plugins.cache_clear()
    try:
        assert load_game_cached(race).game == first.game
        assert plugins.plugins.cache_info().currsize == 0  # no scan
        monkeypatch.setitem(plugins.plugins(), "zz-test", plugins.GamePlugin(rules="zz-test"))
        assert load_game_cached(race).game == first.game
        assert len(reads) == 1
    finally:
        plugins.plugins.cache_clear()


def test_another_plugin_of_its_rules_reads_afresh(tmp_path, monkeypatch):
    import dataclasses

    from pnpkit import plugins
    from pnpkit.paths import content_root

    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(tmp_path / "cache"))
    reads = _counting_reads(monkeypatch)
    race = content_root() / "race"
    load_game_cached(race)
    real = plugins.plugin_for
    changed = dataclasses.replace(real("race"), ink_apart=not real("race").ink_apart)
    monkeypatch.setattr(plugins, "plugin_for", lambda rules: changed if rules == "race" else real(rules))
    load_game_cached(race)
    assert len(reads) == 2


def test_another_pyyaml_is_a_new_key(tmp_path, monkeypatch):
    """The read game depends on PyYAML too (its version, its C loader): a new one reads afresh."""
    from pnpkit.readers import game_cache, library_files

    real = library_files.library_file("yaml")
    assert real is not None and Path(real).name == "__init__.py"
    before = game_cache._code_stamp()
    other = tmp_path / "yaml" / "__init__.py"
    other.parent.mkdir()
    other.write_bytes(Path(real).read_bytes().replace(b"__version__", b"__version__ = '0.0'  #"))
    monkeypatch.setattr(library_files, "library_file", lambda package, name="__init__.py": str(other))
    game_cache._code_stamp.cache_clear()
    try:
        assert game_cache._code_stamp() != before
        (other.parent / "_yaml.so").write_bytes(b"")  # the C loader built: another key again
        with_c = game_cache._code_stamp.__wrapped__()
        assert with_c != game_cache._code_stamp()
    finally:
        game_cache._code_stamp.cache_clear()


def test_the_listing_names_paths_alike_however_the_folder_is_written(tmp_path, monkeypatch):
    """Paths in a folder's listing are relative to it (os.path.relpath's answer), whether the
    folder is named with a trailing slash, a dot, a doubled slash or from the working folder."""
    from pnpkit.readers.game_cache import folder_listing

    folder = tmp_path / "demo"
    shutil.copytree(DEMO, folder)
    (folder / "more" / "deeper").mkdir(parents=True)
    (folder / "more" / "deeper" / "x.yaml").write_text("a: 1\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    listing = folder_listing(str(folder))
    shown = [line.split("\0")[0] for line in listing[0].split("\n")]
    walked = sorted(os.path.relpath(os.path.join(where, name), folder)
                    for where, folders, names in os.walk(folder) for name in folders + names)
    assert sorted(shown) == walked and os.path.join("more", "deeper", "x.yaml") in shown
    for spelled in (f"{folder}/", f"{folder}/.", f"{tmp_path}//demo", "demo", "./demo/", "demo/./"):
        assert folder_listing(spelled) == listing, spelled

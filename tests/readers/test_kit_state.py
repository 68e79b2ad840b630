"""The kit key is the hash of the kit's content files and options, and any change to a
file it hashes (or to an option) gives a new one."""

from __future__ import annotations

import os
import shutil

import pytest

from pnpkit.readers import kit_state

OPTIONS = {"locale": "ru", "paper": "a4", "out": None, "back_offset": (0.0, 0.0)}


@pytest.fixture
def game(tmp_path):
    folder = tmp_path / "game"
    (folder / "cards").mkdir(parents=True)
    (folder / "game.yaml").write_text("game: {id: g}\n", encoding="utf-8")
    (folder / "cards" / "a.csv").write_text("number,name\n1,A\n", encoding="utf-8")
    (folder / "notes.bin").write_bytes(b"not content")  # not a content file: not hashed
    _age(folder)
    return folder


def _age(folder) -> None:
    """Files last changed an hour ago: settled, so their digests may be kept in-process."""
    for path in folder.rglob("*"):
        info = path.stat()
        os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns - 3600 * 10**9))


def _hashed(folder, options=OPTIONS) -> str:
    return kit_state.hash_inputs(*kit_state.content_files(folder), options)


def test_a_file_changed_just_now_is_hashed_every_time(game):
    """Racy stamps: a file saved twice within the clock's tick keeps its size and time;
    a key computed over a file that has not settled is never kept."""
    card = game / "cards" / "a.csv"
    card.write_text("number,name\n1,C\n", encoding="utf-8")
    first = kit_state.kit_key(game, OPTIONS)
    info = card.stat()
    card.write_text("number,name\n1,D\n", encoding="utf-8")  # same size, in place
    os.utime(card, ns=(info.st_atime_ns, info.st_mtime_ns))  # and the same time
    second = kit_state.kit_key(game, OPTIONS)
    assert second != first and second == _hashed(game)


def test_a_changed_file_of_the_same_size_and_time_is_still_seen(game):
    before = kit_state.kit_key(game, OPTIONS)
    card = game / "cards" / "a.csv"
    info = card.stat()
    replacement = game / "new.csv"
    replacement.write_text("number,name\n1,B\n", encoding="utf-8")
    os.utime(replacement, ns=(info.st_atime_ns, info.st_mtime_ns))
    os.replace(replacement, card)  # same size and time, another inode (as an editor saving does)
    after = kit_state.kit_key(game, OPTIONS)
    assert after != before and after == _hashed(game)


@pytest.mark.parametrize("change", ["edit", "add", "remove", "option"])
def test_every_change_gives_a_new_key(game, change):
    before = kit_state.kit_key(game, OPTIONS)
    options = OPTIONS
    if change == "edit":
        (game / "game.yaml").write_text("game: {id: h}\n", encoding="utf-8")
    elif change == "add":
        (game / "cards" / "b.csv").write_text("number,name\n2,B\n", encoding="utf-8")
    elif change == "remove":
        shutil.rmtree(game / "cards")
    else:
        options = {**OPTIONS, "locale": "en"}
    after = kit_state.kit_key(game, options)
    assert after != before and after == _hashed(game, options)


def test_a_link_out_of_the_folder_is_not_hashed(game, tmp_path):
    secret = tmp_path / "secret.yaml"
    secret.write_text("password: x\n", encoding="utf-8")
    (game / "leak.yaml").symlink_to(secret)
    assert all(path.name != "leak.yaml" for path in kit_state.content_files(game))
    assert kit_state.kit_key(game, OPTIONS) == _hashed(game)


def test_drawing_code_counts_its_word_tables(tmp_path, monkeypatch):
    """A kit's printed words may live in JSON beside its module: editing them rebuilds."""
    (tmp_path / "games" / "g").mkdir(parents=True)
    (tmp_path / "games" / "g" / "kit.py").write_text("WORDS = 1\n", encoding="utf-8")
    (tmp_path / "games" / "g" / "kit.json").write_text('{"WORDS": {"ru": "а"}}', encoding="utf-8")
    monkeypatch.setattr(kit_state, "_PACKAGE", str(tmp_path))
    assert [name for name, _ in kit_state._code_files()] == ["games/g/kit.json", "games/g/kit.py"]

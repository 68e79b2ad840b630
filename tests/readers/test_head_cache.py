"""A game.yaml's head is kept by the file's bytes: the same values as read, and read
again whenever the file changed."""

from __future__ import annotations

import pytest

import pnpkit.readers.yaml_source as yaml_source
from pnpkit.readers.game_reader import read_game_head

HEAD = "game: {id: tiny, title: Tiny, rules: generic, locales: [ru, en], default_locale: ru, default: true}\n"


@pytest.fixture
def parses(monkeypatch):
    calls = []
    real = yaml_source.parse_yaml_bytes

    def counted(data, *args, **kwargs):
        calls.append(data)
        return real(data, *args, **kwargs)

    monkeypatch.setattr(yaml_source, "parse_yaml_bytes", counted)
    return calls


def _game(tmp_path, text=HEAD):
    folder = tmp_path / "tiny"
    folder.mkdir(exist_ok=True)
    (folder / "game.yaml").write_text(text, encoding="utf-8")
    return folder


def _heads(cache):
    return [p for p in cache.iterdir() if p.name.startswith("game-head-")] if cache.exists() else []


def test_the_kept_head_is_the_head_read(tmp_path, cache, parses, monkeypatch):
    folder = _game(tmp_path)
    monkeypatch.setenv("PNPKIT_NO_CACHE", "1")
    fresh = read_game_head(folder)
    assert fresh["id"] == "tiny" and not _heads(cache)
    monkeypatch.delenv("PNPKIT_NO_CACHE")
    assert read_game_head(folder) == fresh
    assert read_game_head(folder) == fresh and list(read_game_head(folder)) == list(fresh)
    assert len(parses) == 2 and len(_heads(cache)) == 1  # YAML read once with the cache on


def test_a_changed_game_yaml_is_read_again(tmp_path, cache, parses):
    folder = _game(tmp_path)
    assert read_game_head(folder)["id"] == "tiny"
    _game(tmp_path, HEAD.replace("id: tiny", "id: small"))
    assert read_game_head(folder)["id"] == "small"
    assert len(parses) == 2 and len(_heads(cache)) == 2  # each version kept


def test_a_head_that_is_not_plain_is_read_every_time(tmp_path, cache, parses):
    folder = _game(tmp_path, HEAD.replace("default: true}", "default: true, extra: {a: 1}, when: 2024-01-02}"))
    for _ in range(2):
        head = read_game_head(folder)
        assert head["extra"] == {"a": 1} and str(head["when"]) == "2024-01-02"
    assert len(parses) == 2 and not _heads(cache)


def test_damaged_entries_are_ignored(tmp_path, cache):
    folder = _game(tmp_path)
    fresh = read_game_head(folder)
    (entry,) = _heads(cache)
    for damaged in (b"[1]", b'{"id": {"a": 1}}', b"\xff", b"{" * 10_000):
        entry.write_bytes(damaged)
        assert read_game_head(folder) == fresh, damaged


def test_an_unusable_game_yaml_has_an_empty_head(tmp_path, cache):
    assert read_game_head(_game(tmp_path, "game: [1, 2]\n")) == {}
    assert read_game_head(_game(tmp_path, "\x00")) == {}
    assert read_game_head(tmp_path / "nowhere") == {}

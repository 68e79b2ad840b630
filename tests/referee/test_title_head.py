"""A status names its game by the title in game.yaml, read alone (readers/game_head):
never the whole game (it was read twice per status: once for the title)."""

from __future__ import annotations

import pytest

from pnpkit.readers import game_cache, game_reader
from pnpkit.referee import titles


@pytest.fixture
def no_whole_read(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("the whole game was read for a title")

    monkeypatch.setattr(game_reader, "load_game", refuse)
    monkeypatch.setattr(game_cache, "load_game_cached", refuse)
    titles._title.cache_clear()
    yield
    titles._title.cache_clear()


@pytest.mark.parametrize(("game", "locale", "title"), [
    ("amber", "ru", "«Корона Эмбера»"), ("amber", "en", "Crown of Amber"),
    ("fighting-fantasy", "ru", "Боевое фэнтези"), ("race", "ru", "Гонка"),
])
def test_the_title_comes_from_game_yaml_alone(no_whole_read, game, locale, title):
    assert titles.plain_title(game, locale) == title


def test_a_game_without_data_is_named_by_its_id(no_whole_read):
    assert titles.plain_title("no-such-game", "ru") == "no-such-game"

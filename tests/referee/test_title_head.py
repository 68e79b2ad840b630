"""A status names its game by the title in game.yaml, read alone (a part read, cached):
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


@pytest.mark.parametrize("game", ["amber", "fighting-fantasy", "race"])
@pytest.mark.parametrize("locale", ["ru", "en"])
def test_a_referee_that_read_its_game_names_it_as_game_yaml_does(game, locale):
    """The status takes the title from the referee when it read its game for the replay
    (Amber, the race): the very title game.yaml gives, in each language."""
    from pnpkit.cli.referee_status import game_title
    from pnpkit.referee.registry import load_referee

    referee = load_referee(game)
    titles._title.cache_clear()
    assert game_title(game, locale, referee) == game_title(game, locale)
    told = referee.game_title(locale)
    assert told is None or told == titles.plain_title(game, locale)

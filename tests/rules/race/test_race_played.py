"""The race a referee plays with is decoded from the game cache with race_data.PLAYED
alone (the names and what the track is built of, no model object): the same track,
presets and Russian names as the whole game gives."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from pnpkit.games.race.race_data import PLAYED
from pnpkit.games.race.rules.from_game import race_from_game
from pnpkit.games.race.rules.place_words import place_names, switch_words
from pnpkit.paths import content_root
from pnpkit.readers.game_cache import load_game_cached


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("PNPKIT_NO_CACHE", raising=False)
    return tmp_path


def test_the_played_race_is_the_whole_race(cache):
    whole = load_game_cached(content_root() / "race").game  # fills the cache
    played = load_game_cached(content_root() / "race", PLAYED).game  # read back from it, cut down
    assert isinstance(played, SimpleNamespace) and not hasattr(played, "cards")
    assert all(set(f.attrs) <= {"on_exit"} for f in played.fields)
    assert any(f.attrs for f in played.fields)  # the forest's way out
    ours, theirs = race_from_game(played), race_from_game(whole)
    assert ours.track == theirs.track and ours.track.lanes and ours.track.obstacles
    assert {k: dict(v) for k, v in ours.presets.items()} == {k: dict(v) for k, v in theirs.presets.items()}
    assert place_names(played) == place_names(whole) and switch_words(played) == switch_words(whole)


def test_the_referee_plays_and_names_from_the_played_race(cache, monkeypatch):
    from pnpkit.games.race import race_data

    for cached in (race_data.load_race_game, race_data.played_race):
        cached.cache_clear()
    monkeypatch.setattr(race_data, "load_race_game", race_data.load_race_game.__wrapped__)
    whole = load_game_cached(content_root() / "race").game
    assert race_data.played_race().track == race_from_game(whole).track
    assert isinstance(race_data.referee_names("ru"), SimpleNamespace)
    assert place_names(race_data.referee_names("ru")) == place_names(whole)
    race_data.played_race.cache_clear()

"""A kept game decoded for its names alone (game_codec.decode_names): the same names as
the whole game, none of the rest built, and a damaged entry refused like a whole one."""

from __future__ import annotations

import pytest

from pnpkit.games.amber.rules.referee_text_say import case_forms, names_of
from pnpkit.games.amber.shipped import NAMED, load_shipped_amber
from pnpkit.readers.game_cache import load_game_cached
from pnpkit.readers.game_codec import CacheFormatError, decode_names, encode_result


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("PNPKIT_NO_CACHE", raising=False)
    return tmp_path


def test_a_named_amber_names_things_as_the_whole_one(cache):
    whole = load_shipped_amber()  # fills the cache
    named = load_shipped_amber(NAMED)  # read back from it, names only
    assert not hasattr(named.cards[0], "effects") and not hasattr(named, "boards")
    assert list(named.extra) == ["cases"]  # of the extra data, the case forms alone
    assert names_of(named, "ru") == names_of(whole, "ru")
    assert case_forms(named, "ru") == case_forms(whole, "ru")
    assert named.title == whole.title
    assert [(p.id, p.name) for p in named.presets] == [(p.id, p.name) for p in whole.presets]


def test_decode_names_refuses_what_decode_result_refuses():
    from pnpkit.paths import content_root

    body = encode_result(load_game_cached(content_root() / "race"))
    game = decode_names(body, {"Game": ("title",)}).game
    assert game.title and not hasattr(game, "cards")
    for bad in (b'["c","Game"]', b'["x"]', b'["c","LoadResult",["c","Os","system"],null]'):
        with pytest.raises((CacheFormatError, TypeError, ValueError)):
            decode_names(bad, {"Game": ("title",)})


def test_a_named_race_names_its_places_as_the_whole_one(cache):
    from pnpkit.games.race.race_data import NAMED as RACE_NAMED
    from pnpkit.games.race.rules.place_words import place_names, switch_words
    from pnpkit.paths import content_root

    whole = load_game_cached(content_root() / "race").game  # fills the cache
    named = load_game_cached(content_root() / "race", RACE_NAMED).game
    assert not hasattr(named, "edges") and list(named.extra) == ["rulebook"]
    assert place_names(named) == place_names(whole)
    assert switch_words(named) == switch_words(whole)
    assert named.title == whole.title

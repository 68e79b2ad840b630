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
    assert sorted(named.extra) == ["articles", "cases"]  # of the extra data, the case forms and the articles
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


def _reads(monkeypatch) -> list:
    from pnpkit.readers import game_cache

    reads: list = []
    real = game_cache.read_own_entry
    monkeypatch.setattr(game_cache, "read_own_entry", lambda path, *a: reads.append(path) or real(path, *a))
    return reads


def test_a_named_read_reads_the_names_part_alone(cache, monkeypatch):
    """The whole entry (Amber's 470 kB of JSON) is read once more to cut the names part
    out of it; from then on a status reads the part (~65 kB) alone, and names the same."""
    whole = load_shipped_amber()
    first = load_shipped_amber(NAMED)
    (part,) = [p for p in cache.iterdir() if "~names-" in p.name]
    reads = _reads(monkeypatch)
    named = load_shipped_amber(NAMED)
    assert reads == [str(part)] and part.stat().st_size * 5 < sum(p.stat().st_size for p in cache.iterdir())
    assert named == first and names_of(named, "ru") == names_of(whole, "ru")
    assert case_forms(named, "ru") == case_forms(whole, "ru")


@pytest.mark.parametrize("game, wanted", [("amber", NAMED), ("race", None)])
def test_a_names_part_decodes_as_the_names_of_the_whole(game, wanted):
    from pnpkit.games.race.race_data import NAMED as RACE_NAMED
    from pnpkit.paths import content_root
    from pnpkit.readers.game_codec import decode_names_part, names_part

    wanted = wanted or RACE_NAMED
    body = encode_result(load_game_cached(content_root() / game))
    assert decode_names_part(names_part(body, wanted)) == decode_names(body, wanted)


def test_a_names_part_follows_its_game_and_a_damaged_one_is_ignored(cache, tmp_path):
    import shutil
    from pathlib import Path

    folder = tmp_path / "demo"
    shutil.copytree(Path(__file__).parent.parent / "fixtures" / "demo", folder)
    wanted = {"Game": ("title", "rules", "fields"), "Field": ("id", "name")}
    load_game_cached(folder)
    assert [f.name for f in load_game_cached(folder, wanted).game.fields if f.id == "field.forest"] == ["Лес"]
    board = folder / "board.yaml"
    board.write_text(board.read_text(encoding="utf-8").replace("name: Лес", "name: Бор"), encoding="utf-8")
    assert [f.name for f in load_game_cached(folder, wanted).game.fields if f.id == "field.forest"] == ["Бор"]
    for part in cache.glob("demo~names-*.json"):
        part.write_bytes(b"junk")
    assert [f.name for f in load_game_cached(folder, wanted).game.fields if f.id == "field.forest"] == ["Бор"]

"""A game's names part in another language (readers.game_cache.load_names_in): what an
English ``referee status`` names things by, without Babel nor the catalogue on each call.
It holds what the whole game localized through the Translator holds (the same text, a
missing translation marked as the whole game marks it), follows its catalogue, and any
trouble (no cache, no catalogue, a broken one, a damaged part) is the caller's to
replay: the whole game localized then tells what is wrong."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from pnpkit.games.amber.rules.referee_text_say import article_forms, names_of
from pnpkit.games.amber.shipped import NAMED
from pnpkit.games.race.race_data import NAMED as RACE_NAMED
from pnpkit.i18n.translator import localize
from pnpkit.paths import content_root
from pnpkit.readers.game_cache import load_game_cached, load_names_in
from pnpkit.readers.game_codec import decode_names, encode_result
from pnpkit.readers.load_result import LoadResult

DEMO = Path(__file__).parent.parent / "fixtures" / "demo"
DEMO_NAMED = {"Game": ("title", "rules", "fields", "presets"), "Field": ("id", "name")}


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("PNPKIT_NO_CACHE", raising=False)
    return tmp_path / "cache"


def _localized(folder, locale: str):
    return lambda game: localize(game, folder, locale)[0]


def _whole_named(folder, wanted, locale: str):
    """The whole game localized, then cut down to ``wanted`` as the part is."""
    whole = load_game_cached(folder)
    return decode_names(encode_result(LoadResult(localize(whole.game, folder, locale)[0], whole.diagnostics)),
                        wanted).game


@pytest.mark.parametrize("game, wanted", [("amber", NAMED), ("race", RACE_NAMED)])
def test_a_localized_names_part_holds_what_the_whole_game_localized_holds(game, wanted, cache):
    folder = str(content_root() / game)
    made = load_names_in(folder, wanted, "en", _localized(folder, "en")).game  # made on a miss
    kept = load_names_in(folder, wanted, "en", lambda g: pytest.fail("a kept part is not made again")).game
    expected = _whole_named(folder, wanted, "en")
    assert made == expected and kept == expected
    assert [p.name for p in (cache).iterdir() if f"{game}~en~names-" in p.name]


def test_amber_in_english_names_things_as_the_whole_game_localized(cache):
    folder = str(content_root() / "amber")
    named = load_names_in(folder, NAMED, "en", _localized(folder, "en")).game
    whole = localize(load_game_cached(folder).game, folder, "en")[0]
    assert named.title == whole.title == "Crown of Amber"
    assert names_of(named, "en") == names_of(whole, "en")
    assert article_forms(named, "en") == article_forms(whole, "en") != {}


def _demo(tmp_path, po: str | None) -> str:
    folder = tmp_path / "demo"
    shutil.copytree(DEMO, folder)
    if po is not None:
        (folder / "locales").mkdir(exist_ok=True)
        (folder / "locales" / "en.po").write_text(po, encoding="utf-8")
    return str(folder)


def _po(forest: str) -> str:
    return ('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: en\\n"\n\n'
            f'msgctxt "field.forest.name"\nmsgid "Лес"\nmsgstr "{forest}"\n')


def _forest(folder: str, locale: str = "en") -> str:
    game = load_names_in(folder, DEMO_NAMED, locale, _localized(folder, locale)).game
    return next(f.name for f in game.fields if f.id == "field.forest")


def test_the_part_follows_its_catalogue_and_marks_a_missing_translation(cache, tmp_path):
    folder = _demo(tmp_path, _po("Forest"))
    assert _forest(folder) == "Forest"
    Path(folder, "locales", "en.po").write_text(_po("Woods"), encoding="utf-8")
    assert _forest(folder) == "Woods"
    whole = _whole_named(folder, DEMO_NAMED, "en")
    assert [f.name for f in whole.fields] == [f.name for f in load_names_in(
        folder, DEMO_NAMED, "en", _localized(folder, "en")).game.fields]
    assert any(f.name.startswith("⟨ru⟩ ") for f in whole.fields)  # untranslated: marked as the whole game marks it
    for part in cache.glob("demo~en~names-*.json"):
        part.write_bytes(b"junk")
    assert _forest(folder) == "Woods"  # a damaged part is made again


def test_no_catalogue_no_cache_or_a_broken_one_is_the_callers_to_tell(cache, tmp_path, monkeypatch):
    from pnpkit.readers.po_reader import PoReadError

    folder = _demo(tmp_path, None)
    with pytest.raises(LookupError):
        _forest(folder)
    Path(folder, "locales").mkdir()
    Path(folder, "locales", "en.po").write_text('msgid "x"\nmsgstr "unterminated\n', encoding="utf-8")
    with pytest.raises(PoReadError):
        _forest(folder)
    assert not list(cache.glob("demo~en~names-*.json"))
    monkeypatch.setenv("PNPKIT_NO_CACHE", "1")
    with pytest.raises(LookupError):
        load_names_in(str(content_root() / "race"), RACE_NAMED, "en", _localized(str(content_root() / "race"), "en"))


def test_a_table_of_texts_is_made_once_per_catalogue_and_remade_when_damaged(cache, tmp_path, monkeypatch):
    """readers.game_cache.load_texts_in: Amber's texts inside effects in English are
    walked from both games once, then read back as they were made."""
    from pnpkit.readers.game_cache import load_texts_in

    folder = _demo(tmp_path, _po("Forest"))
    made = []

    def make(text="Forest"):
        made.append(text)
        return {"Лес": text}

    assert load_texts_in(folder, "en", "t", make) == {"Лес": "Forest"}
    assert load_texts_in(folder, "en", "t", lambda: pytest.fail("a kept table is not made again")) == {"Лес": "Forest"}
    Path(folder, "locales", "en.po").write_text(_po("Woods"), encoding="utf-8")
    assert load_texts_in(folder, "en", "t", lambda: make("Woods")) == {"Лес": "Woods"}
    for part in cache.glob("demo~en~t-*.json"):
        part.write_bytes(part.read_bytes().replace(b'"Woods"', b'7'))
    assert load_texts_in(folder, "en", "t", lambda: make("Woods")) == {"Лес": "Woods"}  # not a table of texts
    assert made == ["Forest", "Woods", "Woods"]
    with pytest.raises(LookupError):
        load_texts_in(folder, "de", "t", make)  # no catalogue
    monkeypatch.setenv("PNPKIT_NO_CACHE", "1")
    with pytest.raises(LookupError):
        load_texts_in(folder, "en", "t", make)


def test_amber_texts_inside_effects_in_english_are_the_whole_games(cache):
    """The table the light referee reads from the cache is what walking both whole
    games gives (referee_names.option_texts), made and kept."""
    from pnpkit.games.amber.referee_told import ToldNames
    from pnpkit.games.amber.rules.referee_names import option_texts
    from pnpkit.games.amber.shipped import load_shipped_amber

    folder = str(content_root() / "amber")
    whole = option_texts(load_shipped_amber(), localize(load_shipped_amber(), folder, "en")[0])
    assert ToldNames().effect_texts("en") == whole != {}
    assert ToldNames().effect_texts("en") == whole  # read back
    assert list(cache.glob("amber~en~effect-texts-*.json"))

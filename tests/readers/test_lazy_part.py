"""A names part of the game cache laid out to be decoded a thing at a time
(readers.lazy_part): it holds what the names part holds, names things as the whole game
names them, and a damaged or planted one is refused, never used."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pnpkit.games.amber.referee_told import LAYOUT, TEXTS, ToldNames, told_game
from pnpkit.games.amber.rules.referee_text_say import case_forms, names_of
from pnpkit.paths import content_root
from pnpkit.readers.game_cache import load_game_cached
from pnpkit.readers.game_codec import CacheFormatError, encode_result
from pnpkit.readers.lazy_part import LazyGame, decode_lazy_part, lazy_part

#: what a damaged part may raise where it is read (game_cache._kept and the log's reading catch these)
REFUSED = (ValueError, TypeError, LookupError, RecursionError)


@pytest.fixture(scope="module")
def amber():
    """The shipped Amber game read whole, its texts part in the lazy layout, and that
    part cut down the plain way (game_codec.names_part), to compare."""
    folder = content_root() / "amber"
    body = encode_result(load_game_cached(folder))
    return body, decode_lazy_part(lazy_part(body, TEXTS, LAYOUT)).game, load_game_cached(folder, TEXTS).game


def _fields(thing) -> dict:
    return {name: getattr(thing, name) for name in vars(thing) if not name.startswith("_")}


def test_each_thing_is_the_names_part_s(amber):
    _, lazy, plain = amber
    for kind in LAYOUT[0]:
        things = getattr(plain, kind)
        assert lazy.ids(kind) == [t.id for t in things]
        for thing in things:
            found = lazy.item(kind, thing.id)
            assert {name: getattr(found, name) for name in vars(thing)} == vars(thing)
        assert [vars(t) for t in things] == [{n: getattr(t2, n) for n in vars(t)} for t, t2 in
                                            zip(things, getattr(lazy, kind), strict=True)]
    for field in ("title", "rules", "extra"):
        assert getattr(lazy, field) == getattr(plain, field)
    assert [_fields(p) for p in lazy.presets] == [vars(p) for p in plain.presets]
    assert lazy.item("fields", "field.nowhere") is None and lazy.item("fields", ["not", "an", "id"]) is None
    assert lazy.entry("extra", "cases", "card.nowhere") is None


def test_a_thing_s_effects_are_decoded_when_read(amber):
    body, _, plain = amber
    lazy = decode_lazy_part(lazy_part(body, TEXTS, LAYOUT)).game
    field = next(f for f in plain.fields if f.effects)
    found = lazy.item("fields", field.id)
    assert "effects" not in vars(found) and found.effects == field.effects and "effects" in vars(found)
    with pytest.raises(AttributeError):
        found.nothing_of_the_kind  # noqa: B018


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_names_and_case_forms_are_the_whole_game_s(locale):
    """The names and case forms a lazy part gives, one id at a time, are those of the game
    the part was cut from (referee_text_say.names_of, case_forms)."""
    told_game(locale)  # the lazy part made
    names = ToldNames()
    told = names.game(locale)
    assert told.lazy
    whole = told_game(locale, TEXTS, None).game  # the same part, decoded whole
    assert names.names(locale) == names_of(whole, locale)
    forms = case_forms(whole, locale)
    assert forms and dict(names.cases(locale)) == forms
    assert names.cases(locale).get("field.nowhere") is None and names.names(locale).get(7) is None


def test_a_part_of_another_layout_or_broken_is_refused(amber):
    body, _, _ = amber
    part = lazy_part(body, TEXTS, LAYOUT)
    line, _, blob = part.partition(b"\n")
    index = json.loads(line)
    for damage in (lambda i: i["ends"].reverse(), lambda i: i["ends"].append(10 ** 9),
                   lambda i: i["items"]["fields"].__setitem__(2, -1), lambda i: i["items"]["fields"].__setitem__(2, 10 ** 6),
                   lambda i: i["items"]["cards"][1].__setitem__(0, 5), lambda i: i["items"]["cards"][3]["name"].pop(),
                   lambda i: i["items"]["cards"][3]["name"].__setitem__(0, [1]),
                   lambda i: i["whole"].__setitem__("title", -1), lambda i: i.__setitem__("entries", []),
                   lambda i: i["items"]["fields"].__setitem__(0, "x"), lambda i: i.__setitem__("diagnostics", 1)):
        broken = json.loads(line)
        damage(broken)
        with pytest.raises(CacheFormatError):
            decode_lazy_part(json.dumps(broken).encode() + b"\n" + blob)
    swapped = json.loads(line)  # two things' places swapped: the one asked for is not where the index says
    ids = swapped["items"]["fields"][1]
    ids[0], ids[1] = ids[1], ids[0]
    game = decode_lazy_part(json.dumps(swapped).encode() + b"\n" + blob).game
    with pytest.raises(CacheFormatError):
        game.item("fields", index["items"]["fields"][1][0])



def _one_thing(*pieces: bytes) -> LazyGame:
    """A lazy game of one thing ``a`` of the field ``things``, made of these pieces."""
    ends = [0]
    for piece in pieces:
        ends.append(ends[-1] + len(piece))
    index = {"ends": ends, "whole": {}, "items": {"things": ["l", ["a"], 0, {}]}, "entries": {}}
    return LazyGame(b"".join(pieces), index)


@pytest.mark.parametrize("pieces, read", [
    ((b'{"id":"a","_later":1}', b"[]"), "name"),  # a name the object keeps for itself
    ((b'{"id":"a","name":[1]}', b"[]"), "name"),  # a plain value that is not
    ((b'["id","a"]', b"[]"), "name"),  # not an object
    ((b'{"id":"b"}', b"[]"), "name"),  # another thing than the index says
    ((b'{"id":"a"}', b"[1,2,3]"), "effects"),  # its other values not in pairs
    ((b'{"id":"a"}', b'["1 not a name",2]'), "effects"),
    ((b'{"id":"a"}', b"x"), "effects"),  # not JSON
    ((b'{"id":"a"}', b"[] []"), "effects"),  # two values
    ((b'{"id":"a"}', b'["effects",["q"]]'), "effects"),  # a tag game_codec does not know
])
def test_a_damaged_thing_is_refused_when_read(pieces, read):
    with pytest.raises(CacheFormatError):
        getattr(_one_thing(*pieces).item("things", "a"), read)


def test_a_thing_s_other_values_are_read_once_and_a_missing_one_is_missing():
    thing = _one_thing(b'{"id":"a","name":"x"}', b'["effects",["l",1,2]]').item("things", "a")
    assert thing.name == "x" and "effects" not in vars(thing)
    assert thing.effects == [1, 2] and vars(thing)["effects"] == [1, 2]
    with pytest.raises(AttributeError):
        thing.rows  # noqa: B018


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(at=st.integers(0, 10 ** 6), byte=st.integers(0, 255))
def test_a_damaged_part_is_refused_or_read_never_anything_else(amber, at, byte):
    """Any byte of a part changed: it reads, or it is refused with the errors a cache
    entry's reader catches (never another exception: the command then replays)."""
    body, _, _ = amber
    part = bytearray(lazy_part(body, TEXTS, LAYOUT))
    part[at % len(part)] = byte
    try:
        game = decode_lazy_part(bytes(part)).game
        for kind in LAYOUT[0]:
            for ident in game.ids(kind)[:40]:
                thing = game.item(kind, ident)
                _fields(thing)
                for name in ("effects", "attrs", "rows", "abilities", "text"):
                    getattr(thing, name, None)
            game.heads(kind)
        game.entry("extra", "cases", "card.orc")
        for field in ("title", "rules", "extra", "presets", "regions"):
            getattr(game, field, None)
    except REFUSED:
        pass


def test_the_cache_keeps_the_lazy_part_and_remakes_a_damaged_one(cache):
    folder = content_root() / "amber"
    first = load_game_cached(folder, TEXTS, LAYOUT)  # made (from a read game or an entry)
    kept = load_game_cached(folder, TEXTS, LAYOUT).game
    assert isinstance(kept, LazyGame) and kept.title == first.game.title
    [entry] = cache.glob("amber~lazy-*.json")
    stamp, head, body = entry.read_bytes().split(b"\n", 2)
    entry.write_bytes(b"\n".join((stamp, head, b'{"ends": [1]}\n' + body.partition(b"\n")[2])))
    again = load_game_cached(folder, TEXTS, LAYOUT).game  # refused: answered from the whole entry, made again
    assert again.title == kept.title
    assert isinstance(load_game_cached(folder, TEXTS, LAYOUT).game, LazyGame)

"""The parsed faces kept in the per-user cache (render/font_cache.py) are the faces
reportlab parses, attribute by attribute, and a kit drawn with them has the same bytes."""

from __future__ import annotations

import glob
import marshal
import os
import subprocess
import sys

import pytest
from reportlab.pdfbase.ttfonts import TTFNameBytes, TTFont, TTFontFace

from pnpkit.paths import fonts_root
from pnpkit.render import font_cache
from pnpkit.render.fonts import FONT_FILES, _split_font_class

PATHS = {name: str(fonts_root() / filename) for name, filename in FONT_FILES.items()}
SCALED = (0, 1, -40, 87, 1229, 2048, 12.5, -0.75)


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("PNPKIT_NO_CACHE", raising=False)
    return tmp_path


def _entries(folder) -> list[str]:
    return glob.glob(os.path.join(folder, "fonts-*.marshal"))


def _cached_faces(cache) -> dict:
    font_cache.load_faces(PATHS)  # parses and keeps
    assert len(_entries(cache)) == 1
    return font_cache.load_faces(PATHS)


def _assert_same_face(ours, parsed):
    assert type(ours) is type(parsed)
    assert vars(ours).keys() == vars(parsed).keys()
    for attribute, value in vars(parsed).items():
        mine = getattr(ours, attribute)
        if attribute == "_pdfScale":
            assert [mine(x) for x in SCALED] == [value(x) for x in SCALED]
            continue
        assert type(mine) is type(value), attribute
        assert mine == value, attribute
        if isinstance(value, TTFNameBytes):
            assert mine.ustr == value.ustr, attribute
    # the table index holds the very records of the table list, as reportlab's does
    assert all(ours.table[record["tag"]] is record for record in ours.tables)


def test_a_cached_face_is_the_parsed_face_attribute_by_attribute(cache):
    faces = _cached_faces(cache)
    assert faces.keys() == PATHS.keys()
    for name, path in PATHS.items():
        _assert_same_face(faces[name], TTFontFace(path))


def test_a_font_around_a_cached_face_is_reportlabs_font(cache):
    split_font = _split_font_class()
    faces = _cached_faces(cache)
    for name, path in PATHS.items():
        ours, parsed = split_font.from_face(name, faces[name]), TTFont(name, path)
        assert vars(ours).keys() == vars(parsed).keys()
        for attribute, value in vars(parsed).items():
            mine = getattr(ours, attribute)
            if attribute == "face":
                _assert_same_face(mine, value)
            elif attribute in ("encoding", "state"):
                assert type(mine) is type(value) and mine is not value
                assert vars(mine) == vars(value) if attribute == "encoding" else len(mine) == 0
            else:
                assert mine == value, attribute
        assert ours.shapable == parsed.shapable
        assert ours.stringWidth("Янтарь — Amber №7", 9.5) == parsed.stringWidth("Янтарь — Amber №7", 9.5)


def test_the_second_load_is_answered_from_the_cache(cache, monkeypatch):
    font_cache.load_faces(PATHS)

    def no_parsing(paths):
        raise AssertionError("parsed although the cache holds the faces")

    monkeypatch.setattr(font_cache, "_parse", no_parsing)
    assert font_cache.load_faces(PATHS).keys() == PATHS.keys()


def test_a_different_format_or_reportlab_is_not_answered_from_an_old_entry(cache, monkeypatch):
    font_cache.load_faces(PATHS)
    monkeypatch.setattr(font_cache, "FORMAT", font_cache.FORMAT + 1)
    parsed = []
    real = font_cache._parse
    monkeypatch.setattr(font_cache, "_parse", lambda paths: parsed.append(1) or real(paths))
    font_cache.load_faces(PATHS)
    assert parsed == [1]
    assert len(_entries(cache)) == 2


def test_a_face_file_that_changed_is_parsed_again(cache, tmp_path):
    copy = tmp_path / "copy.ttf"
    name = next(iter(PATHS))
    copy.write_bytes(open(PATHS[name], "rb").read())
    first = font_cache.load_faces({name: str(copy)})[name]
    copy.write_bytes(open(PATHS[next(reversed(PATHS))], "rb").read())  # another face, same name
    second = font_cache.load_faces({name: str(copy)})[name]
    assert second.name != first.name
    _assert_same_face(second, TTFontFace(str(copy)))


@pytest.mark.parametrize("kept", [
    b"not marshal at all",
    marshal.dumps({"key": "x", "faces": {}}),
    marshal.dumps([1, 2, 3]),
])
def test_a_broken_or_foreign_entry_falls_back_to_parsing(cache, kept):
    font_cache.load_faces(PATHS)
    (entry,) = _entries(cache)
    with open(entry, "wb") as handle:
        handle.write(kept)
    faces = font_cache.load_faces(PATHS)
    _assert_same_face(faces[next(iter(PATHS))], TTFontFace(PATHS[next(iter(PATHS))]))


def test_an_entry_holding_code_is_not_used(cache, monkeypatch):
    font_cache.load_faces(PATHS)
    (entry,) = _entries(cache)
    kept = marshal.loads(open(entry, "rb").read())
    name = next(iter(PATHS))
    kept["faces"][name]["plain"]["defaultWidth"] = compile("1", "x", "eval")
    with open(entry, "wb") as handle:
        handle.write(marshal.dumps(kept))
    faces = font_cache.load_faces(PATHS)
    assert faces[name].defaultWidth == TTFontFace(PATHS[name]).defaultWidth


def test_plain_values_are_told_from_code():
    assert font_cache._plain({"a": [(1, 2.0), (3, 4)], 5: [[6], [7, "x"]], "b": b"", "c": None})
    assert not font_cache._plain({"a": [(1, compile("1", "x", "eval"))]})
    assert not font_cache._plain([[1], [{2: {3, 4}}]])
    assert not font_cache._plain({compile("1", "x", "eval"): 1})


def test_no_cache_parses_and_keeps_nothing(cache, monkeypatch):
    monkeypatch.setenv("PNPKIT_NO_CACHE", "1")
    faces = font_cache.load_faces(PATHS)
    assert faces.keys() == PATHS.keys()
    assert _entries(cache) == []


def test_a_kit_has_the_same_bytes_with_and_without_the_font_cache(tmp_path):
    def build(out, **env):
        command = [sys.executable, "-m", "pnpkit", "build", "amber", "--locale", "en",
                   "--only", "print-guide,items", "--out", str(out), "--force", "--jobs", "1"]
        environment = {**os.environ, "PNPKIT_CACHE_DIR": str(tmp_path / "cache")}
        environment.pop("PNPKIT_NO_CACHE", None)
        environment.update(env)
        subprocess.run(command, check=True, env=environment, capture_output=True)
        return {p.name: p.read_bytes() for p in sorted(out.rglob("*.pdf"))}

    parsed = build(tmp_path / "parsed", PNPKIT_NO_CACHE="1")
    kept = build(tmp_path / "kept")  # parses and keeps the faces
    assert _entries(tmp_path / "cache")
    cached = build(tmp_path / "cached")  # draws with the kept faces
    assert len(parsed) >= 2
    assert parsed == kept == cached

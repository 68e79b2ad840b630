"""The rulebook templates' compiled code is kept between runs (the per-user cache folder):
the kept code prints what compiling afresh prints, an edited template is compiled again,
and an entry that is not exactly this user's own, for this source, is never loaded."""

from __future__ import annotations

import marshal
import os
from pathlib import Path

import jinja2
import pytest

from pnpkit.readers.game_reader import load_game
from pnpkit.render.rulebook import template_code_cache
from pnpkit.render.rulebook.build import render_markup, typeset_rulebook
from pnpkit.render.rulebook.templates import environment

ROOT = Path(__file__).parents[2]
NAME = "rulebook/own.md.j2"


@pytest.fixture()
def compiles(monkeypatch):
    """The names of the templates Jinja compiles (not loaded from the cache)."""
    names: list[str] = []
    compile_ = jinja2.Environment.compile

    def counting(self, source, name=None, filename=None, raw=False, defer_init=False):
        names.append(name)
        return compile_(self, source, name, filename, raw, defer_init)

    monkeypatch.setattr(jinja2.Environment, "compile", counting)
    return names


@pytest.fixture()
def cache(tmp_path, monkeypatch):
    monkeypatch.delenv("PNPKIT_NO_CACHE", raising=False)
    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache" / "rulebook-templates"


def _own_template(folder: Path, text: str) -> str:
    """``text`` as the game folder's template NAME, rendered by a fresh environment."""
    path = folder / "templates" / NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return environment("amber", folder).get_template(NAME).render(n=3)


def test_kept_code_is_used_and_an_edited_template_is_compiled_again(tmp_path, cache, compiles):
    assert _own_template(tmp_path, "Шагов: {{ n * 2 }}.\n") == "Шагов: 6.\n"
    assert compiles == [NAME] and len(list(cache.iterdir())) == 1
    assert _own_template(tmp_path, "Шагов: {{ n * 2 }}.\n") == "Шагов: 6.\n"
    assert compiles == [NAME]  # the second environment loaded the kept code
    assert _own_template(tmp_path, "Шагов: {{ n * 3 }}.\n") == "Шагов: 9.\n"
    assert compiles == [NAME, NAME]
    assert _own_template(tmp_path, "Шагов: {{ n * 2 }}.\n") == "Шагов: 6.\n"
    assert compiles == [NAME, NAME]  # each source keeps its own entry


def test_a_translation_is_part_of_the_source(tmp_path, cache, compiles):
    path = tmp_path / "templates" / NAME
    path.parent.mkdir(parents=True)
    path.write_text("Привет.\n", encoding="utf-8")
    assert environment("amber", tmp_path).get_template(NAME).render() == "Привет.\n"
    english = environment("amber", tmp_path, lambda context, text: "Hello.")
    assert english.get_template(NAME).render() == "Hello.\n"
    assert compiles == [NAME, NAME]


def test_a_damaged_or_foreign_entry_is_compiled_afresh(tmp_path, cache, compiles):
    _own_template(tmp_path, "Шагов: {{ n * 2 }}.\n")
    (entry,) = cache.iterdir()
    kept = entry.read_bytes()
    header = kept[:kept.index(b"\n", len(template_code_cache.MAGIC)) + 1]
    another_key = template_code_cache.MAGIC + b"0" * 64 + b"\n"
    for planted in (b"\x00garbage", header + b"\xff\x00", another_key + kept[len(header):],
                    header + marshal.dumps("not code")):
        entry.write_bytes(planted)
        assert _own_template(tmp_path, "Шагов: {{ n * 2 }}.\n") == "Шагов: 6.\n"
    assert len(compiles) == 5
    assert entry.read_bytes() == kept  # compiled afresh and kept again


def test_code_in_a_folder_others_may_write_is_not_loaded(tmp_path, cache, compiles):
    _own_template(tmp_path, "Шагов: {{ n * 2 }}.\n")
    os.chmod(cache, 0o777)
    _own_template(tmp_path, "Шагов: {{ n * 2 }}.\n")
    os.chmod(cache, 0o755)
    _own_template(tmp_path, "Шагов: {{ n * 2 }}.\n")
    assert len(compiles) == 2


def test_no_cache_keeps_nothing(tmp_path, cache, compiles, monkeypatch):
    monkeypatch.setenv("PNPKIT_NO_CACHE", "1")
    _own_template(tmp_path, "Шагов: {{ n * 2 }}.\n")
    _own_template(tmp_path, "Шагов: {{ n * 2 }}.\n")
    assert len(compiles) == 2 and not cache.exists()


def test_the_amber_rulebook_is_the_same_from_kept_code(cache, compiles, monkeypatch):
    game = load_game(ROOT / "content" / "amber").game
    cold = typeset_rulebook(game, "ru")
    assert len(compiles) >= 10
    warm = typeset_rulebook(game, "ru")
    assert len(compiles) == len(set(compiles))  # every template compiled once, then kept
    monkeypatch.setenv("PNPKIT_NO_CACHE", "1")
    plain = typeset_rulebook(game, "ru")
    assert cold.text == warm.text == plain.text
    assert cold.data == warm.data == plain.data


def test_an_error_still_names_the_template_line_from_kept_code(tmp_path, cache):
    from pnpkit.render.rulebook.templates import TemplateError

    own = tmp_path / "templates" / "rulebook"
    own.mkdir(parents=True)
    (own / "06-advice.md.j2").write_text("# Советы\n\n{{ nowhere.to_be_found }}\n", encoding="utf-8")
    game = load_game(ROOT / "content" / "amber").game
    problems = []
    for _ in range(2):  # compiled, then from the cache
        with pytest.raises(TemplateError) as caught:
            render_markup(game, game_folder=tmp_path)
        problems.append(str(caught.value))
    assert problems[0] == problems[1] and "06-advice.md.j2:3" in problems[0]


def test_only_the_newest_entries_stay(tmp_path, cache, compiles, monkeypatch):
    monkeypatch.setattr(template_code_cache, "KEEP_ENTRIES", 2)
    for n in range(4):
        _own_template(tmp_path, f"Шагов: {{{{ n * {n} }}}}.\n")
        for entry in cache.iterdir():  # older by a minute each round, whatever the clock's grain
            stamp = entry.stat().st_mtime - 60
            os.utime(entry, (stamp, stamp))
    assert len(list(cache.iterdir())) == 2
    compiles.clear()
    assert _own_template(tmp_path, "Шагов: {{ n * 3 }}.\n") == "Шагов: 9.\n"
    assert compiles == []  # the newest one stayed
    assert _own_template(tmp_path, "Шагов: {{ n * 0 }}.\n") == "Шагов: 0.\n"
    assert compiles == [NAME]  # the oldest went


def test_another_compiler_compiles_afresh(tmp_path, cache, compiles, monkeypatch):
    _own_template(tmp_path, "Шагов: {{ n * 2 }}.\n")
    fingerprint = template_code_cache._compiler_fingerprint()
    assert len(fingerprint) == 32
    # a new Jinja, Python or sandbox (templates.py) makes another fingerprint
    monkeypatch.setattr(template_code_cache, "_compiler_fingerprint", lambda: b"another compiler")
    _own_template(tmp_path, "Шагов: {{ n * 2 }}.\n")
    assert compiles == [NAME, NAME]

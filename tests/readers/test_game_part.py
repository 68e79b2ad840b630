"""A partial game read (readers/game_reader.load_game_part) is the whole read of fewer files: on every
shipped game it gives the entities of the files it reads exactly as the whole read
does, and a hostile file is refused with the same diagnostic."""

from __future__ import annotations

import dataclasses
import importlib.util
import os
import shutil
import sys
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pnpkit.paths import content_root, display_path
from pnpkit.readers.game_reader import load_game, load_game_part
from pnpkit.readers.game_yaml import read_head

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("amber", "fighting-fantasy", "race")


@cache
def _whole(game_id: str):
    result = load_game(content_root() / game_id)
    assert result.game is not None and result.diagnostics.ok
    return result.game


def _files(game_id: str) -> list[str]:
    folder = content_root() / game_id
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*.yaml")
                  if "locales" not in p.parts and p.name != "game.yaml")


def _entities(game, paths: set[str]) -> dict:
    """Every entity of ``game`` defined in one of ``paths``, by the Game field holding it."""
    out = {}
    for item in dataclasses.fields(game):
        value = getattr(game, item.name)
        if isinstance(value, tuple) and item.name != "kit":
            out[item.name] = tuple(e for e in value if getattr(e, "source", None) is not None
                                   and e.source.path in paths)
    return out


def _agrees(game_id: str, files: tuple[str, ...]) -> None:
    folder = content_root() / game_id
    result = load_game_part(folder, files)
    assert result.game is not None, [d.format() for d in result.diagnostics.items]
    assert result.diagnostics.ok
    whole, part = _whole(game_id), result.game
    paths = {display_path(folder / name) for name in ("game.yaml", *files)}
    assert _entities(part, paths) == _entities(whole, paths)
    assert (part.id, part.title, part.rules, part.locales, part.default_locale, part.kit) == (
        whole.id, whole.title, whole.rules, whole.locales, whole.default_locale, whole.kit)
    for key, value in part.extra.items():  # the extra sections of the files read
        assert whole.extra[key] == value


@pytest.mark.parametrize("game_id", GAMES)
def test_each_file_alone_reads_as_in_the_whole_game(game_id):
    for name in _files(game_id):
        _agrees(game_id, (name,))


@pytest.mark.slow
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_files_read_together_as_in_the_whole_game(data):
    game_id = data.draw(st.sampled_from(GAMES))
    files = data.draw(st.sets(st.sampled_from(_files(game_id)), max_size=4))
    _agrees(game_id, tuple(sorted(files)))


def test_the_amber_board_for_moves_is_the_whole_games():
    from pnpkit.games.amber.cli.moves_run import BOARD_FILES
    from pnpkit.games.amber.rules.board import build_board
    from pnpkit.games.amber.rules.checks import check_main_board

    result = load_game_part(content_root() / "amber", BOARD_FILES, (check_main_board,))
    assert result.game is not None and result.diagnostics.ok
    whole = _whole("amber")
    assert build_board(result.game, "main") == build_board(whole, "main")
    assert result.game.fields_of("main") == whole.fields_of("main")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_head_is_the_whole_games(game_id):
    head = read_head(content_root() / game_id / "game.yaml", rules_too=False)
    whole = _whole(game_id)
    info = head.checked
    assert head.errors == 0 and info is not None
    assert (info["id"], info["title"], tuple(info["locales"])) == (whole.id, whole.title, whole.locales)


HEAD_OK = "game: {id: g, title: G, rules: generic, locales: [en], default_locale: en}\n"


@pytest.mark.parametrize(("text", "errors"), [
    (HEAD_OK, 0),
    ("", 1),  # empty: E102
    ("game: {}\n", 1),  # an empty section is one missing section, whatever it lacks
    ("game: {id: g, title: G, locales: [en], default_locale: ru}\n", 1),  # no rules (E104 unchecked)
    ("game: {id: g, title: G, rules: generic, locales: [en], default_locale: ru}\n", 1),  # E104
    ("game: {id: G!, title: '', rules: generic, locales: [en], default_locale: en}\n", 2),
])
def test_one_head_for_the_listing_the_titles_and_the_whole_read(tmp_path, text, errors):
    (tmp_path / "game.yaml").write_text(text, "utf-8")
    alone = read_head(tmp_path / "game.yaml", rules_too=False)
    assert alone.errors == errors and (alone.checked is None) == bool(errors)
    whole = load_game(tmp_path)  # the whole read goes through the same head
    assert whole.diagnostics.ok == (not errors)
    if not errors:
        assert alone.checked["title"] == whole.game.title


# --------------------------------------------------------------------------- hostile files


def _corpus():
    """The makers of tests/hostile/test_hostile_corpus.py (a FIFO, a link, a sparse file)."""
    spec = importlib.util.spec_from_file_location("hostile_corpus", ROOT / "tests/hostile/test_hostile_corpus.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


CORPUS = _corpus()
BOARD = "board.yaml"


def _text(old: str, new: str):
    return CORPUS._edit(BOARD, old, new)


HOSTILE = {
    "a FIFO": CORPUS._fifo(BOARD),
    "a link to a file outside": CORPUS._link(BOARD, "{victim}"),
    "a link to nothing": CORPUS._link(BOARD, "{victim}.gone"),
    "a sparse 4 GB file": CORPUS._sparse(BOARD),
    "binary data": CORPUS._write(BOARD, b"fields:\n\x00\x01"),
    "not UTF-8": CORPUS._write(BOARD, b"fields: [\xff]\n"),
    "an alias": CORPUS._write(BOARD, "a: &x [1]\nb: *x\n"),
    "a tab for indentation": CORPUS._write(BOARD, "fields:\n\t- id: x\n"),
    "brackets nested deep": CORPUS._write(BOARD, "extra: " + "[" * 5000 + "]" * 5000 + "\n"),
    "a python tag": CORPUS._write(BOARD, "extra: !!python/object:os.system {}\n"),
    "a duplicate key": CORPUS._write(BOARD, "extra: {}\nextra: {}\n"),
    "a second game section": CORPUS._write(BOARD, "game: {id: x}\n"),
    "a wrong type": _text("- id: field.jungle\n", "- id: 5\n"),
}


@pytest.fixture(scope="module")
def amber_copy(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("src") / "amber"
    folder.mkdir()
    for name in ("game.yaml", BOARD):
        shutil.copy(content_root() / "amber" / name, folder / name)
    return folder


@pytest.mark.skipif(os.name == "nt", reason="FIFOs and links are POSIX")
@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_hostile_file_is_refused_as_the_whole_read_refuses_it(name, amber_copy, tmp_path):
    folder = tmp_path / "amber"
    shutil.copytree(amber_copy, folder)
    victim = tmp_path / "victim.txt"
    victim.write_bytes(b"secret\n")
    HOSTILE[name](folder, victim)
    part = load_game_part(folder, (BOARD,))
    whole = load_game(folder)
    assert part.game is None and not part.diagnostics.ok
    shown = display_path(folder / BOARD)

    def about_board(result):  # references are the whole read's (this copy has two files)
        return sorted(d.format() for d in result.diagnostics.items
                      if d.source.path == shown and d.code != "E202")

    assert about_board(part), [d.format() for d in part.diagnostics.items]
    assert about_board(part) == about_board(whole)
    assert victim.read_bytes() == b"secret\n"


def test_the_boards_own_check_runs_on_the_part(amber_copy, tmp_path):
    from pnpkit.games.amber.rules.checks import check_main_board

    folder = tmp_path / "amber"
    shutil.copytree(amber_copy, folder)
    text = (folder / BOARD).read_text(encoding="utf-8")
    (folder / BOARD).write_text(text.replace("edges:\n", "edges:\n- between: [field.jungle, field.jungle]\n", 1),
                                encoding="utf-8")
    result = load_game_part(folder, (BOARD,), (check_main_board,))
    assert any("E301" in d.format() and "to itself" in d.format() for d in result.diagnostics.errors)

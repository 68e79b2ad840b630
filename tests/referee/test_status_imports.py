"""A one-shot ``referee status`` read from a kept state imports neither pathlib nor typing
(issue #31: a status within 4x a bare interpreter; the two cost ~7 ms of its ~40), for
each shipped game, beyond what the interpreter's own start-up loaded; and names its
session as the replayed status does (pnpkit.referee.session_read.shown_path, not pathlib)."""

from __future__ import annotations

from pathlib import PurePosixPath

import pytest
from hypothesis import given
from hypothesis import strategies as st
from import_probe import unwanted_imports

from pnpkit.cli.referee_status import kept_status_lines, status_lines
from pnpkit.referee.session_read import shown_path
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader

#: what a status must not bring: json, re and enum (pnpkit.quick_json reads; the console
#: script imports re itself, ``python -m pnpkit`` does not), pathlib with what it brings,
#: typing, string, the replaying side of the session
#: (rules.session with the dice; a status reads the records alone, rules.session_records),
#: the name matcher (its patterns compiled: a status types no name)
UNWANTED = ("json", "re", "enum", "pathlib", "typing", "contextlib", "urllib.parse", "ipaddress", "fnmatch", "string",
            "pnpkit.rules.session", "pnpkit.rules.dice", "pnpkit.rules.names",
            # an English status reads its names from the game cache's English names part
            # (readers.game_cache.load_names_in): neither Babel nor the localizing code
            "babel", "pnpkit.i18n.translator", "pnpkit.i18n.strings", "pnpkit.readers.po_reader",
            # importlib and its warnings (~0.4 ms): the light module, a lazy export and a
            # library's file are found without it
            "importlib", "warnings",
            "encodings.utf_8_sig")  # the header's byte-order mark is taken off by hand


GAMES = {"amber": ((Player("Аня", None, "f"), Player("Борис"), Player("Вика", None, "f")), "roll"),
         "race": ((Player("Аня"), Player("Борис"), Player("Вика")), "turn"),
         "fighting-fantasy": ((Player("Аня", None, "f"),), "luck")}


def _session(game: str, path, locale: str | None = None) -> None:
    players, command = GAMES[game]
    Table.new(path, SessionHeader(game, 5, players, locale=locale)).act(command, [], confirmed=True)


@pytest.mark.parametrize("locale", ["ru", "en"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_kept_status_imports_no_pathlib_nor_typing(game, locale, tmp_path):
    path = tmp_path / "game.pnp"
    _session(game, path, locale)
    assert unwanted_imports(["status"], path, UNWANTED, tmp_path / "cache") == []


@given(st.text(alphabet="/.ab", max_size=12).filter(bool))
def test_a_path_is_shown_as_pathlib_shows_it(text):
    assert shown_path(text) == str(PurePosixPath(text))


@pytest.mark.parametrize("given_as, shown", [("./game.pnp", "game.pnp"), ("sub//./game.pnp", "sub/game.pnp"),
                                             ("sub/../sub/game.pnp", "sub/../sub/game.pnp")])
def test_a_kept_status_names_the_session_as_the_replayed_one(given_as, shown, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "sub").mkdir()
    _session("amber", tmp_path / ("sub" if "sub" in given_as else "") / "game.pnp")
    kept = kept_status_lines(given_as, "ru")
    assert kept is not None and kept == status_lines(Table.open(given_as), "ru")
    assert kept[0].endswith(f" — {shown}")


def test_a_referee_command_looks_up_no_game_package():
    """``referee status`` is no game: the fast path does not look for a package
    ``pnpkit.games.status`` (a failed import search on every status)."""
    from pnpkit.cli.fast_path import _game_commands

    assert _game_commands(["referee", "amber"]) == {}
    assert ("moves", "amber") in _game_commands(["moves", "amber"])


@pytest.mark.parametrize("locale", ["ru", "en"])
@pytest.mark.parametrize("game", ["race", "fighting-fantasy"])
def test_a_kept_status_of_the_race_or_ff_imports_no_functools_operator_or_collections(game, locale, tmp_path):
    """The kept log's events and a lazy part are read with _operator's itemgetter (operator.py
    is ~1.6M instructions) and the C pickle starts without functools (readers.game_codec):
    a race's or an adventure's status imports none of them (Amber's sentences import
    collections themselves)."""
    path = tmp_path / "game.pnp"
    _session(game, path, locale)
    unwanted = ("functools", "collections", "operator", "types", "keyword", "reprlib")
    assert unwanted_imports(["status"], path, unwanted, tmp_path / "cache") == []

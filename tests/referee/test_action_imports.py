"""A one-shot writing referee command (a game's action, ``undo``) imports no Typer, no
Babel and none of what only costs its start-up (issue #31: an action within 4x a bare
interpreter): tempfile (the writer makes its temporary file itself), hashlib (OpenSSL,
for the state digests the built-in SHA-256 gives alike)."""

from __future__ import annotations

import pytest
from import_probe import unwanted_imports

from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader

UNWANTED = ("typer", "click", "pydantic", "rich", "tempfile", "shutil", "hashlib", "babel",
            "pnpkit.i18n.translator", "pnpkit.readers.po_reader")
FF_UNWANTED = ("dataclasses", "inspect", "typing", "fractions", "decimal", "pathlib", "urllib.parse", "ipaddress",
               "contextlib", "importlib", "shlex", "pnpkit.referee.typed")
GAMES = {"amber": ((Player("Аня", None, "f"), Player("Борис"), Player("Вика", None, "f")), ["roll"]),
         "race": ((Player("Аня"), Player("Борис"), Player("Вика")), ["turn"]),
         "fighting-fantasy": ((Player("Аня", None, "f"),), ["fight", "--enemy", "Крыса:2:3"])}


@pytest.mark.parametrize("locale", ["ru", "en"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_an_action_and_an_undo_import_only_what_they_use(game, locale, tmp_path):
    players, words = GAMES[game]
    path = tmp_path / "game.pnp"
    Table.new(path, SessionHeader(game, 5, players, locale=locale))
    assert unwanted_imports(words, path, UNWANTED, tmp_path / "cache") == []
    assert unwanted_imports(["undo"], path, UNWANTED, tmp_path / "cache") == []


def test_a_fight_restored_from_the_kept_state_imports_no_dataclasses_typing_fractions(tmp_path):
    """FF's state classes and the table's are value classes, typing is for annotations only
    and fractions for the luck chance only, and the session's files are named by strings: a
    fight, its luck test (the engine state restored from beside the log) and an undo import
    none of dataclasses (with inspect), typing, fractions (with decimal), pathlib (with urllib
    and ipaddress), contextlib, importlib (the referee's module is found by __import__),
    the typed-line reader (shlex; no --dice given)."""
    path = tmp_path / "game.pnp"
    Table.new(path, SessionHeader("fighting-fantasy", 5, GAMES["fighting-fantasy"][0]))
    for words in (["fight", "--enemy", "Крыса:2:3"], ["luck"], ["undo"]):
        assert unwanted_imports(words, path, FF_UNWANTED, tmp_path / "cache") == []

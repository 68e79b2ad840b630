"""A one-shot writing referee command (a game's action, ``undo``) imports no Typer, no
Babel and none of what only costs its start-up (issue #31: an action within 4x a bare
interpreter): tempfile (the writer makes its temporary file itself), hashlib (OpenSSL,
for the state digests the built-in SHA-256 gives alike), the json package (with re and its
patterns: pnpkit.quick_json calls the same C codec), the game plugins (the game's referee
is found by its record, pnpkit.referee_spec), the read-only commands' module."""

from __future__ import annotations

import shutil

import pytest
from import_probe import OPENED, imports_once, muted_command, unwanted_imports

from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader

UNWANTED = ("typer", "click", "pydantic", "rich", "tempfile", "shutil", "hashlib", "babel",
            "pnpkit.i18n.translator", "pnpkit.readers.po_reader", "json",
            # the referee found by its record alone (pnpkit.referee.registry.shipped_referee)
            "pnpkit.plugins", "pnpkit.games.amber.plugin", "pnpkit.games.race.plugin",
            "pnpkit.games.fighting_fantasy.plugin",
            # the read-only commands (a write shares pnpkit.cli.referee_session with them)
            "pnpkit.cli.referee_status")
FF_UNWANTED = ("dataclasses", "inspect", "typing", "fractions", "decimal", "pathlib", "urllib.parse", "ipaddress",
               "contextlib", "importlib", "shlex", "pnpkit.referee.typed", "re", "functools", "collections", "types")
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
    the typed-line reader (shlex; no --dice given), re (no pattern is compiled), functools,
    collections or types (pnpkit.memo caches; collections.abc only for annotations; named
    tuples written out; FF reads no pickled game)."""
    path = tmp_path / "game.pnp"
    Table.new(path, SessionHeader("fighting-fantasy", 5, GAMES["fighting-fantasy"][0]))
    for words in (["fight", "--enemy", "Крыса:2:3"], ["luck"], ["undo"]):
        assert unwanted_imports(words, path, FF_UNWANTED, tmp_path / "cache") == []


def test_a_fight_imports_no_enum(tmp_path):
    """A blow is a plain string, not an enum member (enum's import is ~0.5 ms): a fight,
    played once on a fresh session with the game cache warm, imports no enum."""
    path = tmp_path / "game.pnp"
    Table.new(path, SessionHeader("fighting-fantasy", 5, GAMES["fighting-fantasy"][0]))
    shutil.copyfile(path, tmp_path / "warm.pnp")
    words = ["fight", "--enemy", "Крыса:2:3"]
    imports_once(words, tmp_path / "warm.pnp", ("enum",), tmp_path / "cache")
    assert imports_once(words, path, ("enum",), tmp_path / "cache") == []
    assert len(Table.open(path).file.actions) == 1


#: the pnpkit modules (no game's) a command loaded, printed by a child process
_LOADED = muted_command('os.write(out, " ".join(sorted(m for m in sys.modules if m.startswith("pnpkit") '
                        'and not m.startswith("pnpkit.games"))).encode())\n')
#: imported alone, in a fresh process: what they import
_IMPORTS = """
import sys
before = set(sys.modules)
for name in sys.argv[2:]:
    __import__(name)
print(" ".join(sorted((set(sys.modules) - before) & set(sys.argv[1].split()))))
"""
SHARED_UNWANTED = ("functools", "collections", "types", "contextlib", "typing", "re", "enum", "dataclasses")


@pytest.mark.parametrize("game", ["amber", "race"])
def test_the_shared_write_path_imports_no_functools_or_collections(game, tmp_path):
    """The framework's modules an Amber roll or a race turn loads (the fast path, the table,
    the game cache, the rules, the writer) import none of functools, collections, types,
    contextlib, typing, re, enum, dataclasses themselves: a game that needs none of them
    pays for none (FF: test above; the race's whole turn: test below; Amber's rules import
    collections themselves), so this looks at the modules alone."""
    import os
    import subprocess
    import sys

    players, words = GAMES[game]
    path = tmp_path / "game.pnp"
    Table.new(path, SessionHeader(game, 5, players))
    env = {**os.environ, "PNPKIT_CACHE_DIR": str(tmp_path / "cache")}
    env.pop("PNPKIT_NO_CACHE", None)
    shutil.copyfile(path, tmp_path / "warm.pnp")
    for file in (tmp_path / "warm.pnp", path):  # the game cache filled by the first
        argv = [sys.executable, "-c", _LOADED, "referee", *words, "--yes", "--file", str(file)]
        loaded = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=300, check=True).stdout.split()
    assert {"pnpkit.cli.fast_path", "pnpkit.referee.table", "pnpkit.readers.game_cache"} <= set(loaded)
    result = subprocess.run([sys.executable, "-c", _IMPORTS, " ".join(SHARED_UNWANTED), *loaded], env=env,
                            capture_output=True, text=True, timeout=300, check=True)
    assert result.stdout.split() == []


@pytest.mark.parametrize("game, words", [("amber", ["undo"]), ("fighting-fantasy", ["take", "gold", "1"])])
def test_a_write_that_rolls_nothing_reads_no_dice(game, words, tmp_path):
    """The dice notation (pnpkit.rules.dice) is read at the first roll (rules.session names
    DiceError from rules.dice_error): an undo of Amber's first roll (its state kept) and
    the adventure's ``take gold 1`` import it not."""
    players, first = GAMES[game]
    path = tmp_path / "game.pnp"
    table = Table.new(path, SessionHeader(game, 5, players))
    if words == ["undo"]:
        table.act(first[0], first[1:], confirmed=True)
    shutil.copyfile(path, tmp_path / "warm.pnp")
    if (tmp_path / "game.pnp.state").exists():
        shutil.copyfile(tmp_path / "game.pnp.state", tmp_path / "warm.pnp.state")
    argv = words if words == ["undo"] else [*words, "--yes"]
    imports_once(argv, tmp_path / "warm.pnp", (), tmp_path / "cache")  # the game cache filled
    assert imports_once(argv, path, ("pnpkit.rules.dice", "pnpkit.rules.dice_scan"), tmp_path / "cache") == []
    assert len(Table.open(path).file.actions) == (0 if words == ["undo"] else 1)


def test_a_race_turn_from_the_game_cache_imports_no_functools_or_collections(tmp_path):
    """The race's played part comes from the game cache as a pickle, and CPython's _pickle
    imports functools at its start (for functools.partial alone, which it is handed from
    _functools: readers.game_codec._c_unpickler): a turn then imports none of functools,
    collections, types, operator's keyword and reprlib neighbours."""
    players, words = GAMES["race"]
    path = tmp_path / "game.pnp"
    Table.new(path, SessionHeader("race", 5, players))
    shutil.copyfile(path, tmp_path / "warm.pnp")
    imports_once([*words, "--yes"], tmp_path / "warm.pnp", (), tmp_path / "cache")  # the game cache filled
    unwanted = ("functools", "collections", "types", "keyword", "reprlib", "_pickle")
    assert imports_once([*words, "--yes"], path, unwanted, tmp_path / "cache") == ["_pickle"]


def test_the_read_only_words_are_the_read_only_commands():
    """The fast dispatch tells a read-only command by its word alone (READ_WORDS), so a
    write imports none of them: the words are exactly the commands'."""
    from pnpkit.cli.referee_session import READ_WORDS
    from pnpkit.cli.referee_status import READ_COMMANDS

    assert READ_WORDS == set(READ_COMMANDS)


def test_a_write_that_goes_well_reads_no_error_words(tmp_path):
    """The store's and the session records' word tables (store.json, session.json: what
    is wrong with a file, a refusal of the framework) are read at the first said: a roll
    and an undo that go well read neither, and an error still says its words."""
    import os
    import subprocess
    import sys

    from pnpkit.referee import store
    from pnpkit.rules import session

    path = tmp_path / "game.pnp"
    Table.new(path, SessionHeader("race", 5, GAMES["race"][0]))
    env = {**os.environ, "PNPKIT_CACHE_DIR": str(tmp_path / "cache")}
    for words in (["turn", "--yes"], ["undo"], ["turn", "--yes"]):
        argv = [sys.executable, "-c", OPENED, "referee", *words, "--file", str(path)]
        found = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=300, check=True).stdout
        opened = [os.path.basename(p) for p in found.splitlines() if p.endswith(".json")]
        assert "store.json" not in opened and "session.json" not in opened, opened
    assert len(Table.open(path).file.actions) == 1
    argv = [sys.executable, "-m", "pnpkit", "referee", "turn", "--file", str(tmp_path / "none.pnp")]
    said = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=300).stderr
    assert any(store.MESSAGES[locale]["missing"] in said for locale in ("ru", "en")), said
    assert session.MESSAGES["ru"]["question_rolls"] and session.FORMAT_MESSAGES["en"]
    assert store.OS_REASONS["en"]

"""The race's one-shot writing commands (issue #31: within 4x a bare interpreter) import
no dataclasses (with inspect, ast, dis, tokenize), no typing, no dice module of the race's
(a pick's look ahead only): its state, effects and track are value classes, typing and the
dice source are for annotations only.
A turn on a session just started (replayed) and on one restored from the kept state,
its undo, in Russian and in English."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from import_probe import PROBE, unwanted_imports

from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader

UNWANTED = ("dataclasses", "inspect", "typing", "ast", "tokenize",
            "pnpkit.games.race.rules.dice")  # the replayed dice of a pick's outcomes only


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_a_race_turn_and_its_undo_import_no_dataclasses_or_typing(locale, tmp_path):
    path = tmp_path / "race.pnp"
    Table.new(path, SessionHeader("race", 5, (Player("Аня"), Player("Борис"), Player("Вика")), locale=locale))
    for words in (["turn"], ["turn"], ["ход"], ["undo"]):  # the first replays an empty log, the rest restore
        assert unwanted_imports([*words, "--yes"] if words != ["undo"] else words, path, UNWANTED,
                                tmp_path / "cache") == [], words


def test_an_undo_plays_no_turn_so_imports_no_engine(tmp_path):
    """An undo goes back to the state kept before the last action and tells the status:
    neither the race's turn engine nor its track builder is imported."""
    path = tmp_path / "race.pnp"
    Table.new(path, SessionHeader("race", 5, (Player("Аня"), Player("Борис"), Player("Вика"))))
    engine = ("pnpkit.games.race.rules.engine", "pnpkit.games.race.rules.from_game")
    assert unwanted_imports(["turn", "--yes"], path, (), tmp_path / "cache") == []  # two turns, the cache warm
    env = {**os.environ, "PNPKIT_CACHE_DIR": str(tmp_path / "cache")}
    env.pop("PNPKIT_NO_CACHE", None)
    once = subprocess.run([sys.executable, "-c", PROBE, " ".join(engine), "referee", "undo", "--file", str(path)], env=env,
                          capture_output=True, text=True, timeout=300, check=True)  # once: a second undo replays
    assert once.stdout.split() == []
    assert len(Table.open(path).actions) == 1


def test_a_turn_restored_from_the_kept_state_reads_no_house_rules(tmp_path):
    """The house rules are read when a session starts or is replayed (games.race.rules.house_rules);
    a turn restored from the state kept beside the log does not import their reader."""
    path = tmp_path / "race.pnp"
    Table.new(path, SessionHeader("race", 5, (Player("Аня"), Player("Борис"), Player("Вика")),
                                  options=(("chain", "да"),)))
    reader = ("pnpkit.games.race.rules.house_rules",)
    assert unwanted_imports(["turn", "--yes"], path, (), tmp_path / "cache") == []  # replays: keeps the state
    assert unwanted_imports(["turn", "--yes"], path, reader, tmp_path / "cache") == []

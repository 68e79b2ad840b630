"""The race's one-shot writing commands (issue #31: within 4x a bare interpreter) import
no dataclasses (with inspect, ast, dis, tokenize), no typing and no random of their own:
the race's state, effects and track are value classes, typing is for annotations only.
A turn on a session just started (replayed) and on one restored from the kept state,
its undo, in Russian and in English."""

from __future__ import annotations

import pytest
from import_probe import unwanted_imports

from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader

UNWANTED = ("dataclasses", "inspect", "typing", "ast", "tokenize")


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_a_race_turn_and_its_undo_import_no_dataclasses_or_typing(locale, tmp_path):
    path = tmp_path / "race.pnp"
    Table.new(path, SessionHeader("race", 5, (Player("Аня"), Player("Борис"), Player("Вика")), locale=locale))
    for words in (["turn"], ["turn"], ["ход"], ["undo"]):  # the first replays an empty log, the rest restore
        assert unwanted_imports([*words, "--yes"] if words != ["undo"] else words, path, UNWANTED,
                                tmp_path / "cache") == [], words

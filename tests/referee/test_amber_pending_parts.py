"""An Amber write decodes few of the kept game's cards, die tables and characters
(readers.pending_parts: a pending one is its head and the pickle of its other fields):
a roll, a move, a shop's question and its answer, an undo each read the effects of the
few sources they meet, not the 196 cards' (issue #31: the whole game's unpickle was a
seventh of a write).  Each command runs in a child process with the game cache warm,
and must have been logged (a refused command would prove nothing)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

from import_probe import muted_command

from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader

PROBE = muted_command("""from pnpkit.games.amber.referee import REFEREE
game = REFEREE.game("ru")
counts = [sum(type(x).__name__.startswith("Pending") and "_rest" in x.__dict__ for x in group)
          for group in (game.cards, game.tables, game.characters)]
os.write(out, " ".join(map(str, counts)).encode())
""")
COMMANDS = (["roll"], ["move", "Караван-сарай"], ["resolve"], ["choose", "2"], ["undo"])
LOGGED = (1, 2, 3, 4, 3)


def _pending(words: list[str], path, cache) -> list[int]:
    env = {**os.environ, "PNPKIT_CACHE_DIR": str(cache)}
    env.pop("PNPKIT_NO_CACHE", None)
    argv = [sys.executable, "-c", PROBE, "referee", *words, *(["--yes"] if words != ["undo"] else []),
            "--file", str(path)]
    result = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=300, check=True)
    return [int(n) for n in result.stdout.split()]


def test_an_amber_write_decodes_few_cards_tables_and_characters(tmp_path):
    path = tmp_path / "game.pnp"
    players = (Player("Аня", "гоблин", "f"), Player("Борис"), Player("Вика", "оборотень", "f"))
    Table.new(path, SessionHeader("amber", 5, players))
    shutil.copyfile(path, tmp_path / "warm.pnp")
    for words in COMMANDS:  # the game cache filled (a first read is the YAML's: nothing pending)
        _pending(words, tmp_path / "warm.pnp", tmp_path / "cache")
    for words, logged in zip(COMMANDS, LOGGED, strict=True):
        cards, tables, characters = _pending(words, path, tmp_path / "cache")
        assert cards >= 190 and tables >= 30 and characters >= 18, (words, cards, tables, characters)
        assert len(Table.open(path).file.actions) == logged, words

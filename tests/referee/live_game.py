"""An Amber session that reaches a fight in its first turn: found by playing the rules
in memory (so the tests follow the rules if they change), then written as a session."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader, perform

PLAYERS = ("Аня", "Борис")


def header(seed: int) -> SessionHeader:
    return SessionHeader("amber", seed, tuple(Player(name) for name in PLAYERS))


def _first_turn(found: Callable[[Any], bool], what: str) -> tuple[int, str]:
    """The first seed and field (in order) whose resolve right after the first roll
    leaves a pause ``found`` takes."""
    from pnpkit.games.amber.referee import REFEREE
    from pnpkit.games.amber.rules import engine

    for seed in range(1, 200):
        h = header(seed)
        rolled, _, _ = perform(REFEREE, h, REFEREE.new(h), 1, "roll")
        if rolled.pending is not None or rolled.game.phase != "move":
            continue
        for dest in sorted({m.dest for m in engine.moves_for(rolled.game)}):
            moved, _, _ = perform(REFEREE, h, rolled, 2, "move", [dest])
            try:
                resolved, _, _ = perform(REFEREE, h, moved, 3, "resolve")
            except Exception:  # noqa: BLE001 - a field this turn cannot resolve: try the next
                continue
            if resolved.pending is not None and found(resolved.pending.pause):
                return seed, dest
    raise AssertionError(f"no seed below 200 {what} in its first turn")


@cache
def fight_turn() -> tuple[int, str]:
    """A seed and the field whose resolve starts a battle (neither won nor lost before
    the dice), right after the first roll."""
    def worth_showing(pause) -> bool:
        fight = (pause.fight or {}) if pause.kind == "fight" else {}
        return fight.get("kind") == "battle" and 0 < fight["win"] < 1

    return _first_turn(worth_showing, "fights")


@cache
def question_turn() -> tuple[int, str]:
    """A seed and the field whose resolve asks a question of the rules after the first roll."""
    return _first_turn(lambda pause: pause.kind == "question" and len(pause.options) >= 2, "asks a question")


def new_session(path: Path, seed: int | None = None) -> Path:
    Table.new(path, header(fight_turn()[0] if seed is None else seed))
    return path


def two_on_the_savanna(rival: str, trophy: str, seed: int = 3):
    """(header, state) of an Amber game of Аня (a mercenary with the Colt, the card
    ``trophy`` and no thalers) and ``rival`` (a gladiator with 30 thalers) on the Savanna,
    Аня to move: two travellers on one field, who may trade, duel or set a friend."""
    from pnpkit.games.amber.referee import REFEREE
    from pnpkit.value_class import replace

    header = SessionHeader("amber", seed, (Player("Аня", "traveller.mercenary"), Player(rival, "traveller.gladiator")))
    table = REFEREE.new(header)
    game = table.game.clone()
    a, b = game.players
    a.position = b.position = "field.savanna"
    a.items, a.trophies, b.stats["thalers"], a.stats["thalers"] = ["item.colt"], [trophy], 30, 0
    game.turn = 0
    return header, replace(table, game=game)

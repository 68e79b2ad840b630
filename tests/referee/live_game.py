"""An Amber session that reaches a fight in its first turn: found by playing the rules
in memory (so the tests follow the rules if they change), then written as a session."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader, perform

PLAYERS = ("Аня", "Борис")


def header(seed: int) -> SessionHeader:
    return SessionHeader("amber", seed, tuple(Player(name) for name in PLAYERS))


@cache
def fight_turn() -> tuple[int, str]:
    """A seed and the field whose resolve starts a battle (neither won nor lost before
    the dice), right after the first roll."""
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
            pause = resolved.pending.pause if resolved.pending else None
            fight = (pause.fight or {}) if pause is not None and pause.kind == "fight" else {}
            if fight.get("kind") == "battle" and 0 < fight["win"] < 1:  # a fight worth showing
                return seed, dest
    raise AssertionError("no seed below 200 fights in its first turn")


@cache
def question_turn() -> tuple[int, str]:
    """A seed and the field whose resolve asks a question of the rules after the first roll."""
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
            pause = resolved.pending.pause if resolved.pending else None
            if pause is not None and pause.kind == "question" and len(pause.options) >= 2:
                return seed, dest
    raise AssertionError("no seed below 200 asks a question in its first turn")


def new_session(path: Path, seed: int | None = None) -> Path:
    Table.new(path, header(fight_turn()[0] if seed is None else seed))
    return path

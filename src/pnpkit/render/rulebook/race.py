"""Template context for the race rulebook: the rule texts and switches the race data
carries (``extra.rulebook``), the presets, and every square with an obstacle."""

from __future__ import annotations

from pnpkit.model.game import Game


def context(game: Game, locale: str = "ru", text_for=None) -> dict:
    book = dict(game.extra.get("rulebook", {}))
    words = book.get("values", {})

    def shown(value) -> str:
        if value is True:
            return words.get("yes", "да")
        if value is False:
            return words.get("no", "нет")
        return words.get(str(value), str(value))

    obstacles = [f for f in game.fields if f.text]
    return {
        "game": game,
        "book": book,
        "presets": list(game.presets),
        "shown": shown,
        "track": [f for f in obstacles if f.board == "track"],
        "paths": [f for f in obstacles if f.board != "track"],
        "boards": {b.id: b.name for b in game.boards},
        "last_cell": max((f.number or 0) for f in game.fields if f.board == "track"),
    }


def figures(game: Game, ctx: dict) -> dict:
    return {}

"""The template context for games without a rulebook module of their own: the game and
a few lookups."""

from __future__ import annotations

from pnpkit.model.game import Game


def context(game: Game, locale: str = "ru", text_for=None) -> dict:
    return {
        "game": game,
        "field": game.index("fields").__getitem__,
        "cards": sorted(game.cards, key=lambda c: c.number),
        "tables": game.index("tables"),
        "presets": list(game.presets),
    }


def figures(game: Game, ctx: dict) -> dict:
    return {}

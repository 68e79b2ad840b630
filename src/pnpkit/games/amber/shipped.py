"""The shipped Amber content, read once per process and localized from that one copy:
what the referee plays with and what a kept status is told in (no engine here)."""

from __future__ import annotations

import os

from pnpkit.model.game import Game

#: what a status names things by (pnpkit.games.amber.rules.referee_names): a kept game
#: decoded with these fields alone skips the cards' effects and the extra data but the case forms
NAMED = {
    "Game": ("title", "rules", "fields", "cards", "items", "characters", "regions", "tables", "presets", "extra"),
    "Field": ("id", "name"), "Card": ("id", "number", "name"), "Item": ("id", "name"),
    "Character": ("id", "name", "kind"), "Region": ("id", "name"), "DieTable": ("id", "name"),
    "Preset": ("id", "name"), "Game.extra": ("cases", "articles")}


def load_shipped_amber(wanted: dict[str, tuple[str, ...]] | None = None) -> Game:
    """The shipped Amber game as written (in Russian, its source language); with
    ``wanted``, maybe only those fields (pnpkit.readers.game_cache.load_game_cached)."""
    from pnpkit.paths import content_dir  # a string: a status does not import pathlib
    from pnpkit.readers.game_cache import load_game_cached as load_game

    result = load_game(os.path.join(content_dir(), "amber"), wanted)
    if result.game is None or not result.diagnostics.ok:
        first = result.diagnostics.sorted()[0].format() if result.diagnostics.items else "unreadable"
        raise ValueError(f"content/amber has errors ({first}); run `pnpkit check amber`")
    return result.game


def load_named_amber(locale: str = "ru"):
    """The shipped Amber game with only what names things (:data:`NAMED`): in Russian, or
    in another language as the whole game localized has them (a names part of the game
    cache of its own, readers.game_cache.load_names_in); None when that part cannot be
    had (no cache, a broken catalogue): the caller localizes the whole game, and tells."""
    if locale == "ru":
        return load_shipped_amber(NAMED)
    from pnpkit.paths import content_dir
    from pnpkit.readers.game_cache import load_names_in

    folder = os.path.join(content_dir(), "amber")
    try:
        return load_names_in(folder, NAMED, locale, lambda game: _localized(game, folder, locale)).game
    except Exception:  # noqa: BLE001 - the whole game's localizing reports it, if it is an error
        return None


def _localized(game: Game, folder: str, locale: str) -> Game:
    """``game`` in ``locale``, as the referee plays it (:class:`_ShippedAmber`)."""
    from pnpkit.i18n.translator import localize  # Babel only for a catalogue

    return localize(game, folder, locale)[0]


class _ShippedAmber:
    """Reads the content once and localizes from that one copy."""

    def __init__(self) -> None:
        self._source: Game | None = None

    def __call__(self, locale: str) -> Game:
        if self._source is None:
            self._source = load_shipped_amber()
        if locale == "ru":
            return self._source
        from pnpkit.paths import content_dir

        return _localized(self._source, os.path.join(content_dir(), "amber"), locale)

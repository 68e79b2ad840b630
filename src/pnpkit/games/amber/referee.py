"""The Amber referee with its data: the shipped content, read once per process.

The rules module (pnpkit.games.amber.rules.referee) is pure; this module gives it the loader
that opens content/amber and its English catalogue."""

from __future__ import annotations

from pnpkit.games.amber.rules.referee import AmberReferee
from pnpkit.model.game import Game


def load_shipped_amber(locale: str = "ru") -> Game:
    """The shipped Amber game, localized for ``locale`` (ru is the source)."""
    from pnpkit.paths import content_root
    from pnpkit.readers.game_cache import load_game_cached as load_game

    folder = content_root() / "amber"
    result = load_game(folder)
    if result.game is None or not result.diagnostics.ok:
        first = result.diagnostics.sorted()[0].format() if result.diagnostics.items else "unreadable"
        raise ValueError(f"content/amber has errors ({first}); run `pnpkit check amber`")
    if locale == "ru":
        return result.game
    from pnpkit.i18n.translator import localize  # Babel only for a catalogue

    game, _translator = localize(result.game, folder, locale)
    return game


class _ShippedAmber:
    """Reads the content once and localizes from that one copy."""

    def __init__(self) -> None:
        self._source: Game | None = None

    def __call__(self, locale: str) -> Game:
        if self._source is None:
            self._source = load_shipped_amber("ru")
        if locale == "ru":
            return self._source
        from pnpkit.i18n.translator import localize  # Babel only for a catalogue
        from pnpkit.paths import content_root

        game, _translator = localize(self._source, content_root() / "amber", locale)
        return game


REFEREE = AmberReferee(_ShippedAmber())

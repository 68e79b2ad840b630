"""The shipped Amber content, read once per process and localized from that one copy:
what the referee plays with and what a kept status is told in (no engine here)."""

from __future__ import annotations

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

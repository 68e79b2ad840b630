"""The Amber referee with its data: the shipped content, read once per process.

The rules module (pnpkit.games.amber.rules.referee) is pure; this module gives it the loader
that opens content/amber and its English catalogue."""

from __future__ import annotations

from pnpkit.games.amber.rules.referee import AmberReferee
from pnpkit.games.amber.shipped import _ShippedAmber, load_named_amber, load_shipped_amber

__all__ = ["REFEREE", "load_shipped_amber"]

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from typing import Any


class ShippedAmberReferee(AmberReferee):
    """The referee of the shipped game.  The rules read the whole game in Russian, and so
    do the Russian sentences; another language's sentences read their texts as a status
    does (referee_told: the game cache's texts part of that language, the table of texts
    inside effects), not the whole game localized through its catalogue (Babel and the PO
    file: ~150 ms of an English ``move``), which only the live page's pictures need."""

    def __init__(self) -> None:
        # another language named from the names part a status reads (Babel only on its miss);
        # Russian from the whole game the rules read (None: no second decode)
        super().__init__(_ShippedAmber(), lambda locale: None if locale == "ru" else load_named_amber(locale))
        self._told: Any = None

    def _told_names(self) -> Any:
        if self._told is None:
            from pnpkit.games.amber.referee_told import ToldNames  # another language only

            self._told = ToldNames()
        return self._told

    def told(self, locale: str = "ru") -> Any:
        return self.game("ru") if locale != "en" else self._told_names().game(locale)

    def effect_texts(self, locale: str) -> dict[str, str]:
        return {} if locale != "en" else self._told_names().effect_texts(locale)


REFEREE = ShippedAmberReferee()

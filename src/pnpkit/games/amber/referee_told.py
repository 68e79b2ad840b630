"""The texts a light Amber table (games.amber.referee_status) tells from: parts of the
game cache cut down to what its sentences read (a fifth to a half of the whole game's
entry; in English the localized game's part, readers.game_cache.load_names_in), the
effects only when a text inside them is told in another language.  Without the cache
the whole game is read, as the referee reads it."""

from __future__ import annotations

import os

from pnpkit.games.amber.rules.referee_names import AmberNames

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from typing import Any

_BASE = {"Game": ("title", "rules", "fields", "cards", "items", "characters", "tables", "regions", "presets",
                  "extra"),
         "Character": ("id", "name", "kind", "abilities"), "Region": ("id", "name"), "DieTable": ("id", "name", "rows"),
         "Preset": ("id", "name"), "Game.extra": ("cases", "articles")}
#: the texts the sentences read (of the effects, the fields' alone: a choice of a field tells
#: them; of a field's attributes, its wording on the board)
TEXTS = {**_BASE, "Field": ("id", "name", "text", "effects", "attrs"), "Card": ("id", "number", "name", "text"),
         "Item": ("id", "name", "text"), "TableRow": ("low", "high", "text"), "Field.attrs": ("on_board",)}
#: with the effects, for the texts inside them (referee_names.option_texts walks both languages')
EFFECTS = {**_BASE, "Field": ("id", "name", "text", "effects", "attrs"), "Card": ("id", "number", "name", "text", "effects"),
           "Item": ("id", "name", "text", "effects"),
           # a traveller's own die tables («гусар выиграл»): their abilities' effects
           "Character": ("id", "name", "kind", "abilities", "attrs"), "Character.attrs": ("abilities",)}


class _Rows:
    """A die table of a part: its rows, and the row a roll lands on (DieTable.row_for)."""

    def __init__(self, table: Any) -> None:
        self.table = table

    def __getattr__(self, name: str) -> Any:
        return getattr(self.table, name)

    def row_for(self, roll: int) -> Any:
        return next((row for row in self.table.rows if row.low <= roll <= row.high), None)


class Told:
    """A part of the game as the sentences read a Game: its entities by id (Game.index)
    and its die tables with their rows."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.tables = tuple(_Rows(t) for t in game.tables)
        self._index: dict[str, dict[str, Any]] = {}

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)

    def index(self, kind: str) -> dict[str, Any]:
        if kind not in self._index:
            self._index[kind] = {entity.id: entity for entity in getattr(self, kind)}
        return self._index[kind]


def told_game(locale: str, wanted: dict[str, tuple[str, ...]] = TEXTS) -> Told:
    """The shipped game's part ``wanted`` in ``locale`` (ru, or en through the cache's
    localized part; the whole localized game when that cannot be had)."""
    from pnpkit.games.amber.shipped import _localized, load_shipped_amber

    if locale == "ru":
        return Told(load_shipped_amber(wanted))
    from pnpkit.paths import content_dir
    from pnpkit.readers.game_cache import load_names_in

    folder = os.path.join(content_dir(), "amber")
    try:
        return Told(load_names_in(folder, wanted, locale, lambda game: _localized(game, folder, locale)).game)
    except Exception:  # noqa: BLE001 - the whole game's localizing reports it, if it is an error
        return Told(_localized(load_shipped_amber(), folder, locale))


class ToldNames(AmberNames):
    """AmberNames reading the game's texts from :func:`told_game`'s parts; a whole log's
    names too (:attr:`names_from_texts`), not from a names part read besides."""

    #: set for a log (referee_status.before_log): its texts part holds every name
    names_from_texts = False

    def __init__(self) -> None:
        from pnpkit.games.amber.shipped import load_named_amber

        super().__init__(told_game, load_named_amber)

    def named(self, locale: str = "ru") -> Any:
        return self.game(locale) if self.names_from_texts else super().named(locale)

    def effect_texts(self, locale: str) -> dict[str, str]:
        if locale == "ru":
            return {}
        return self._kept(("texts", locale), lambda: self._effect_texts(locale))

    def _effect_texts(self, locale: str) -> dict[str, str]:
        """Both games' effects walked once per game and catalogue, the table kept in the
        game cache (readers.game_cache.load_texts_in): the walk and its two parts were
        two thirds of a long English log; without the cache, walked on each call."""
        from pnpkit.games.amber.rules.referee_names import option_texts
        from pnpkit.paths import content_dir
        from pnpkit.readers.game_cache import load_texts_in

        def walked() -> dict[str, str]:
            return option_texts(self._read("effects ru", lambda lang: told_game(lang, EFFECTS), "ru"),
                                self._read(f"effects {locale}", lambda lang: told_game(lang, EFFECTS), locale))

        try:
            return load_texts_in(os.path.join(content_dir(), "amber"), locale, "effect-texts-travellers", walked)
        except LookupError:
            return walked()

"""The texts a light Amber table (games.amber.referee_status) tells from: parts of the
game cache cut down to what its sentences read (a fifth to a half of the whole game's
entry; in English the localized game's part, readers.game_cache.load_names_in), the
effects only when a text inside them is told in another language.  Without the cache
the whole game is read, as the referee reads it."""

from __future__ import annotations

import os

# collections.abc's Mapping itself, from the module the interpreter's start has loaded:
# importing collections.abc loads the collections package (~0.7 ms of a one-shot status)
from _collections_abc import Mapping

from pnpkit.games.amber.rules.referee_names import AmberNames

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
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


#: the kinds names_of names, in its order (a later kind's name of an id wins)
_NAMED_KINDS = ("fields", "cards", "items", "characters", "regions", "tables")
#: how the texts part is laid out (readers.lazy_part): its things read one id at a time (a
#: long log names ~100 of ~700: decoding the whole part was ~5 ms of it), what names them
#: (id, name, number) in the index, and the case forms and articles' rules one key at a time
LAYOUT = (_NAMED_KINDS, (("extra", "cases"), ("extra", "articles")), ("id", "name", "number"))


#: the kinds whose names case_forms gives forms in each language: a card's or an item's
#: cases in Russian, a field's, an item's or a traveller's article in English (the
#: others' ~60 of a long log's ~100 names need no piece of the part decoded)
_FORMED_KINDS = {"ru": ("cards", "items"), "en": ("fields", "items", "characters")}


class _Rows:
    """A die table of a part: its rows, and the row a roll lands on (DieTable.row_for)."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.id = table.id  # looked up for each table a roll's row is looked for in

    def __getattr__(self, name: str) -> Any:
        return getattr(self.table, name)

    def row_for(self, roll: int) -> Any:
        return next((row for row in self.table.rows if row.low <= roll <= row.high), None)


class _ById(Mapping):
    """A lazy part's things of one kind by id (Game.index), each decoded when asked."""

    def __init__(self, game: Any, kind: str) -> None:
        self.game, self.kind = game, kind
        self._found: dict[str, Any] = {}

    def __getitem__(self, ident: Any) -> Any:
        found = self.get(ident)
        if found is None:
            raise KeyError(ident)
        return found

    def get(self, ident: Any, default: Any = None) -> Any:
        found = self._found.get(ident, self) if type(ident) is str else None
        if found is self:
            found = self._found[ident] = self.game.item(self.kind, ident)
        return default if found is None else found

    def __iter__(self) -> Iterator[str]:
        return iter(dict.fromkeys(self.game.ids(self.kind)))

    def __len__(self) -> int:
        return len(dict.fromkeys(self.game.ids(self.kind)))


class Told:
    """A part of the game as the sentences read a Game: its entities by id (Game.index)
    and its die tables with their rows; of a lazy part (readers.lazy_part), each thing
    decoded when it is asked for."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.lazy = callable(getattr(game, "item", None))
        self._index: dict[str, Mapping[str, Any]] = {}

    def __getattr__(self, name: str) -> Any:
        if name == "tables":  # read once, when a table's row is told
            self.tables = tuple(_Rows(t) for t in self.game.tables)
            return self.tables
        return getattr(self.game, name)

    def index(self, kind: str) -> Mapping[str, Any]:
        if kind not in self._index:
            self._index[kind] = _ById(self.game, kind) if self.lazy and kind in LAYOUT[0] else \
                {entity.id: entity for entity in getattr(self, kind)}
        return self._index[kind]


class _Heads:
    """A lazy part's things by their heads (id, name, number: readers.lazy_part), as
    names_of and case_forms read a game: no thing's piece decoded to name it."""

    def __init__(self, game: Any, kind: str | None = None, thing: Any = None, extra: dict | None = None) -> None:
        for named in _NAMED_KINDS:  # one thing alone (its case forms), or all of them
            setattr(self, named, game.heads(named) if kind is None else [thing] if named == kind else [])
        self.extra = extra or {}


class _NamedOnce(Mapping):
    """case_forms (``say``) of a lazy part, one id at a time: the head of the last kind
    holding the id, named alone with its ``extra`` (its case forms, the articles' rule)."""

    def __init__(self, told: Told, say: Callable[[Any], dict[str, Any]], extra: Callable[[str], dict],
                 kinds: tuple[str, ...] = _NAMED_KINDS) -> None:
        self.told, self.say, self.extra, self.kinds = told, say, extra, kinds
        self._said: dict[Any, Any] = {}
        self._heads: dict[str, tuple[str, Any]] = {}

    def __getitem__(self, ident: Any) -> Any:
        said = self.get(ident)
        if said is None:
            raise KeyError(ident)
        return said

    def get(self, ident: Any, default: Any = None) -> Any:
        """(Mapping.get, without its exception: the sentences ask ~1,000 times a log)"""
        said = self._said.get(ident, self) if type(ident) is str else None
        if said is self:
            said = self._said[ident] = self._one(ident)
        return default if said is None else said

    def __contains__(self, ident: Any) -> bool:
        return self.get(ident) is not None

    def _one(self, ident: str) -> Any:
        if not self._heads:  # each id's head of the last kind holding it, as names_of takes it
            self._heads = {head.id: (kind, head) for kind in _NAMED_KINDS for head in self.told.game.heads(kind)}
        kind, head = self._heads.get(ident, (None, None))
        if kind not in self.kinds:  # none, or of a kind ``say`` gives no forms (a field in Russian)
            return None
        return self.say(_Heads(None, kind, head, self.extra(ident))).get(ident)

    def __iter__(self) -> Iterator[str]:
        ids = dict.fromkeys(i for kind in _NAMED_KINDS for i in self.told.game.ids(kind))
        return (ident for ident in ids if self.get(ident) is not None)

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __bool__(self) -> bool:
        return any(True for _ in self)


def told_game(locale: str, wanted: dict[str, tuple[str, ...]] = TEXTS, lazy: tuple | None = LAYOUT) -> Told:
    """The shipped game's part ``wanted`` in ``locale`` (ru, or en through the cache's
    localized part; the whole localized game when that cannot be had), in the ``lazy``
    layout when the cache keeps it."""
    from pnpkit.paths import content_dir
    from pnpkit.readers.game_cache import load_game_cached, load_names_in

    folder = os.path.join(content_dir(), "amber")
    if locale == "ru":
        result = load_game_cached(folder, wanted, lazy)
        if result.game is not None and result.diagnostics.ok:
            return Told(result.game)
    try:
        if locale != "ru":
            return Told(load_names_in(folder, wanted, locale, lambda game: _localized(game, folder, locale), lazy).game)
    except Exception:  # noqa: BLE001 - the whole game's localizing reports it, if it is an error
        pass
    # the whole game, which says what is wrong, if anything
    from pnpkit.games.amber.shipped import load_shipped_amber

    return Told(load_shipped_amber(wanted) if locale == "ru" else _localized(load_shipped_amber(), folder, locale))


def _localized(game: Any, folder: str, locale: str) -> Any:
    """The whole game localized (only on a miss of the cache: shipped is not imported otherwise)."""
    from pnpkit.games.amber.shipped import _localized as localized

    return localized(game, folder, locale)


class ToldNames(AmberNames):
    """AmberNames reading the game's names and texts from :func:`told_game`'s part (one
    part for a status, a log and a question): of a lazy part, each name, case form and
    text decoded when it is asked for."""

    def __init__(self) -> None:
        super().__init__(told_game)

    def names(self, locale: str) -> dict[str, str]:
        said = self._memo.get(("names", locale))  # asked by each action's sentences: no more than a look-up
        return said if said is not None else self._names(locale)

    def cases(self, locale: str) -> Mapping[str, dict[str, str]]:
        said = self._memo.get(("cases", locale))
        return said if said is not None else self._cases(locale)

    def _names(self, locale: str) -> dict[str, str]:
        told = self.game(locale)
        if not told.lazy:
            return super().names(locale)
        from pnpkit.games.amber.rules.referee_text_say import names_of

        return self._kept(("names", locale), lambda: names_of(_Heads(told.game), locale))

    def _cases(self, locale: str) -> Mapping[str, dict[str, str]]:
        told = self.game(locale)
        if not told.lazy:
            return super().cases(locale)
        from pnpkit.games.amber.rules.referee_text_say import case_forms

        game = told.game
        if locale == "ru":
            def extra(ident: str) -> dict:
                return {"cases": {ident: game.entry("extra", "cases", ident)}}
        else:
            rule = game.entry("extra", "articles", locale)

            def extra(ident: str) -> dict:
                return {"articles": {locale: rule}}
        return self._kept(("cases", locale), lambda: _NamedOnce(told, lambda one: case_forms(one, locale), extra,
                                                                _FORMED_KINDS[locale]))

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
            return option_texts(self._read("effects ru", lambda lang: told_game(lang, EFFECTS, None), "ru"),
                                self._read(f"effects {locale}", lambda lang: told_game(lang, EFFECTS, None), locale))

        try:
            return load_texts_in(os.path.join(content_dir(), "amber"), locale, "effect-texts-travellers", walked)
        except LookupError:
            return walked()

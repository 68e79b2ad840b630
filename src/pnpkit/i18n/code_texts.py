"""Printed words that a kit keeps in code rather than in the game data.

Some kits hold their fixed wording (sheet labels, a one-page rulebook) in a module as a
table ``{locale: nested strings}`` — the Fighting Fantasy sheets are one.  So that the
catalogue still holds *every* player-facing string, such tables are listed here per
game: their Russian tree becomes catalogue entries (context ``kit.<module>.<TABLE>.<path>``),
the locales the code already has are copied into the PO on ``update`` (the code stays
authoritative for them), and any other locale is translated in its PO like the rest.

A renderer asks :func:`localized_table` for the words of its locale.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from functools import cache
from typing import Any

from pnpkit.i18n.strings import Entry, collect, map_texts, walk_texts
from pnpkit.model.diagnostics import Source
from pnpkit.model.game import Game

SOURCE_LOCALE = "ru"

#: game id -> "module:TABLE" of word tables kept in code
CODE_TEXTS: dict[str, tuple[str, ...]] = {
    "fighting-fantasy": (
        "pnpkit.render.ff_texts:SHEET",
        "pnpkit.render.ff_texts:RULES_TITLE",
        "pnpkit.render.ff_texts:RULES",
        "pnpkit.render.ff_texts:ODDS",
    ),
}


def table_name(spec: str) -> str:
    module, _, attr = spec.partition(":")
    return f"{module.rsplit('.', 1)[-1]}.{attr}"


@cache
def _table(spec: str) -> Mapping[str, Any] | None:
    module_name, _, attr = spec.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError:
        return None
    table = getattr(module, attr, None)
    return table if isinstance(table, Mapping) and SOURCE_LOCALE in table else None


def _tables(game_id: str) -> list[tuple[str, str, Mapping[str, Any]]]:
    found = []
    for spec in CODE_TEXTS.get(game_id, ()):
        table = _table(spec)
        if table is not None:
            found.append((spec, table_name(spec), table))
    return found


def code_entries(game_id: str) -> list[Entry]:
    entries = []
    for spec, name, table in _tables(game_id):
        where = Source(spec.partition(":")[0].replace(".", "/") + ".py")
        for context, text, _at in walk_texts(table[SOURCE_LOCALE], f"kit.{name}", True, where):
            entries.append(Entry(context, text, "rulebook",
                                 f"printed word of the kit, kept in code ({spec})", where))
    return entries


def all_entries(game: Game) -> tuple[Entry, ...]:
    """Every player-facing string of the game and of its kit's code tables."""
    return collect(game) + tuple(code_entries(game.id))


def code_translations(game_id: str, locale: str) -> dict[str, str]:
    """The translations a kit's code already holds for ``locale`` (context -> text);
    only where the locale's tree has the same shape as the Russian one."""
    result: dict[str, str] = {}
    for _spec, name, table in _tables(game_id):
        tree = table.get(locale)
        if tree is None:
            continue
        source = dict((c, t) for c, t, _ in walk_texts(table[SOURCE_LOCALE], f"kit.{name}", True,
                                                        Source("<code>")))
        for context, text, _at in walk_texts(tree, f"kit.{name}", True, Source("<code>")):
            if context in source:
                result[context] = text
    return result


def localized_table(spec: str, text_for, locale: str) -> Any:
    """The words of a code table in ``locale``: the code's own when it has that locale,
    otherwise the Russian tree passed through ``text_for(context, source)`` (a
    Translator's ``text``, which falls back visibly)."""
    table = _table(spec)
    if table is None:
        raise KeyError(f"no word table '{spec}'")
    if locale in table:
        return table[locale]
    return map_texts(table[SOURCE_LOCALE], f"kit.{table_name(spec)}", True, text_for)

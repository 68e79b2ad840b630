"""Printed words that a kit keeps in code rather than in the game data.

Some kits hold their fixed wording (sheet labels, a one-page rulebook) in a module as a
table ``{locale: nested strings}`` — the Fighting Fantasy sheets are one.  So that the
catalogue still holds *every* player-facing string, such tables are listed here per
game: their Russian tree becomes catalogue entries (context ``kit.<module>.<TABLE>.<path>``),
the locales the code already has are copied into the PO on ``update`` (the code stays
authoritative for them), and any other locale is translated in its PO like the rest.

A renderer asks :func:`code_words` for the words of its locale.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

from pnpkit.i18n.strings import Entry, collect
from pnpkit.model.diagnostics import Source
from pnpkit.model.game import Game
from pnpkit.rules.messages import messages

SOURCE_LOCALE = "ru"

#: "module:TABLE" of word tables kept in code, by rules name; "*" tables belong to every
#: kit.  A game plugin lists its own (GamePlugin.code_texts); entries here are for tests
#: and games without a package.  A table whose module cannot be imported is skipped.
CODE_TEXTS: dict[str, tuple[str, ...]] = {
    "*": (
        "pnpkit.render.board_tiles:_WORDS",
        "pnpkit.render.calibration:_WORDS",
        "pnpkit.render.calibration:_FLIP_WORDS",
        "pnpkit.render.deck:_SIDE_WORDS",
        "pnpkit.rules.session:MESSAGES",
        "pnpkit.rules.dice:MESSAGES",
        "pnpkit.referee.table:MESSAGES",
        "pnpkit.referee.store:MESSAGES",
        "pnpkit.referee.store:OS_REASONS",
        "pnpkit.rules.session:FORMAT_MESSAGES",
        "pnpkit.cli.referee:CLI_MESSAGES",
        "pnpkit.referee.narrate:MESSAGES",
        "pnpkit.referee.typed:MESSAGES",
        "pnpkit.referee.server:WORDS",
        "pnpkit.referee.requests:MESSAGES",
    ),
}


#: modules whose tables are str.format templates a command prints (what ``pnpkit referee``
#: says at the table, unless the table is a simulator's below)
_SPOKEN_PACKAGES = frozenset({"rules", "referee", "cli"})


def said_at_the_table(spec: str) -> bool:
    """A table of a rules, referee or command module (generic or a game's)."""
    return not _SPOKEN_PACKAGES.isdisjoint(spec.partition(":")[0].split(".")[1:])


def specs_of(rules: str) -> tuple[str, ...]:
    """The word tables of a game with these rules: its plugin's, then the common ones."""
    from pnpkit.plugins import plugin_for

    plugin = plugin_for(rules)
    own = plugin.code_texts if plugin is not None else ()
    return CODE_TEXTS.get(rules, ()) + own + CODE_TEXTS.get("*", ())


def simulator_prefixes() -> tuple[str, ...]:
    """The tables of ``pnpkit sim``: a report printed after many games, not a word at the
    table (each plugin names its own)."""
    from pnpkit.plugins import plugins

    return tuple(prefix for plugin in plugins().values() for prefix in plugin.simulator_texts)


def _walk(tree: Any, path: str) -> Iterator[tuple[str, str]]:
    """Every string of a word table, keys included in the path; unlike game data, a word
    table has no identifiers in it, so nothing is skipped."""
    return ((f"{path}.{key}" if key else path, text) for key, text in messages(tree) if text)


def _map(tree: Any, path: str, text_for) -> Any:
    if isinstance(tree, str):
        return text_for(path, tree) if tree else tree
    if isinstance(tree, Mapping):
        return {key: _map(value, f"{path}.{key}", text_for) for key, value in tree.items()}
    if isinstance(tree, list | tuple):
        items = [_map(value, f"{path}.{index}", text_for) for index, value in enumerate(tree)]
        return tuple(items) if isinstance(tree, tuple) else items
    return tree


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


def _tables(rules: str) -> list[tuple[str, str, Mapping[str, Any]]]:
    return [(spec, table_name(spec), table) for spec in specs_of(rules)
            if (table := _table(spec)) is not None]


def _where_shown(spec: str) -> str:
    """The translator's note on where a code table's strings appear."""
    placeholders = "keep every {placeholder} as it is"
    if spec.startswith(simulator_prefixes()):
        return f"what the simulator prints (pnpkit sim), kept in code ({spec}); {placeholders}"
    if said_at_the_table(spec):
        return f"what the referee says at the table, kept in code ({spec}); {placeholders}"
    return f"printed word of the kit, kept in code ({spec})"


def code_entries(rules: str) -> list[Entry]:
    entries = []
    for spec, name, table in _tables(rules):
        where = Source(spec.partition(":")[0].replace(".", "/") + ".py")
        where_shown = _where_shown(spec)
        for context, text in _walk(table[SOURCE_LOCALE], f"kit.{name}"):
            entries.append(Entry(context, text, "rulebook", where_shown, where))
    return entries


def all_entries(game: Game) -> tuple[Entry, ...]:
    """Every player-facing string of the game, of its kit's code tables and of its
    rulebook templates."""
    from pnpkit.i18n.rulebook_strings import rulebook_entries  # jinja2 only when asked

    return collect(game) + tuple(code_entries(game.rules)) + tuple(rulebook_entries(game))


def code_translations(rules: str, locale: str) -> dict[str, str]:
    """The translations a kit's code already holds for ``locale`` (context -> text);
    only where the locale's tree has the same shape as the Russian one."""
    result: dict[str, str] = {}
    for _spec, name, table in _tables(rules):
        if locale in table:
            source = dict(_walk(table[SOURCE_LOCALE], f"kit.{name}"))
            result.update((c, text) for c, text in _walk(table[locale], f"kit.{name}") if c in source)
    return result


def code_words(spec: str, locale: str, text_for=None) -> Any:
    """The words of a kit's or a rulebook's code table for ``locale``: the code's own for
    its language (``en_US`` reads ``en``), else the Russian tree passed through
    ``text_for(context, source)`` (a Translator's ``text``, which falls back visibly), else
    (nothing to translate with) the Russian."""
    table = _table(spec)
    if table is None:
        raise KeyError(f"no word table '{spec}'")
    language = locale.split("_")[0]
    if language in table or locale in table:
        return table[language if language in table else locale]
    if text_for is None:
        return table[SOURCE_LOCALE]
    return _map(table[SOURCE_LOCALE], f"kit.{table_name(spec)}", text_for)

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
from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

from pnpkit.i18n.strings import Entry, collect
from pnpkit.model.diagnostics import Source
from pnpkit.model.game import Game

SOURCE_LOCALE = "ru"

#: game id -> "module:TABLE" of word tables kept in code; "*" tables belong to every kit
#: (a table whose module has not landed is skipped)
CODE_TEXTS: dict[str, tuple[str, ...]] = {
    "*": (
        "pnpkit.render.board_tiles:_WORDS",
        "pnpkit.render.calibration:_WORDS",
        "pnpkit.render.deck:_SIDE_WORDS",
        "pnpkit.rules.session:MESSAGES",
        "pnpkit.rules.dice:MESSAGES",
        "pnpkit.referee.table:MESSAGES",
        "pnpkit.referee.store:MESSAGES",
        "pnpkit.cli.referee:CLI_MESSAGES",
        "pnpkit.referee.narrate:MESSAGES",
        "pnpkit.referee.typed:MESSAGES",
        "pnpkit.referee.server:WORDS",
    ),
    "amber": (
        "pnpkit.render.character_face:WORDS",
        "pnpkit.render.amber_kit:WORDS",
        "pnpkit.rules.amber.referee_text:MESSAGES",
        "pnpkit.referee.amber_live:WORDS",
        "pnpkit.rules.amber.referee_text:REFUSALS",
        "pnpkit.rules.amber.referee_text:COMMANDS",
        "pnpkit.rules.amber.referee_text:QUESTIONS",
        "pnpkit.rules.amber.referee_text:RULES",
        "pnpkit.rules.amber.referee_text:ROLLS",
        "pnpkit.rules.amber.referee_text:STATUS_NAMES",
        "pnpkit.rules.amber.referee_text:OP_WORDS",
        "pnpkit.rules.amber.referee_text:ALIGNMENTS",
        "pnpkit.rules.amber.referee_text:STAT_SHORT",
        "pnpkit.rules.amber.referee_text:THING_NAMES",
        "pnpkit.rules.amber.referee_text:FUNDS",
        "pnpkit.rules.amber.referee_text:COUNTS",
        "pnpkit.rules.amber.refusals:REFUSALS",
        "pnpkit.rules.amber.trade:REFUSALS",
        "pnpkit.render.rulebook.amber:WORDS",
        "pnpkit.cli.amber_sim:WORDS",
        "pnpkit.cli.amber_odds:_WORDS",
    ),
    "fighting-fantasy": (
        "pnpkit.render.ff_texts:SHEET",
        "pnpkit.render.ff_texts:RULES_TITLE",
        "pnpkit.render.ff_texts:RULES",
        "pnpkit.render.ff_texts:ODDS",
        "pnpkit.rules.fighting_fantasy.referee_text:MESSAGES",
        "pnpkit.rules.fighting_fantasy.referee_text:RULES",
        "pnpkit.rules.fighting_fantasy.referee_text:REFUSALS",
        "pnpkit.rules.fighting_fantasy.referee_text:COMMANDS",
        "pnpkit.rules.fighting_fantasy.policy:_TEXT",
        "pnpkit.cli.ff_odds:_WORDS",
    ),
    "race": (
        "pnpkit.render.race_print:WORDS",
        "pnpkit.rules.race.referee_text:TEXT",
        "pnpkit.rules.race.referee_text:REFUSALS",
        "pnpkit.rules.race.referee_text:COMMANDS",
        "pnpkit.rules.race.referee_text:ROLLS",
        "pnpkit.rules.race.referee_text:STATUS",
        "pnpkit.cli.race_sim:WORDS",
    ),
}


#: modules whose tables are str.format templates a command prints (what ``pnpkit referee``
#: says at the table, unless the table is a simulator's below)
SAID_AT_THE_TABLE = ("pnpkit.rules.", "pnpkit.referee.", "pnpkit.cli.")
#: of those, the tables of ``pnpkit sim``: a report printed after many games, not a word at the table
PRINTED_BY_A_SIMULATOR = ("pnpkit.cli.amber_sim:", "pnpkit.cli.race_sim:")


def _walk(tree: Any, path: str) -> Iterator[tuple[str, str]]:
    """Every string of a word table, keys included in the path; unlike game data, a word
    table has no identifiers in it, so nothing is skipped."""
    if isinstance(tree, str):
        if tree:
            yield path, tree
    elif isinstance(tree, Mapping):
        for key, value in tree.items():
            yield from _walk(value, f"{path}.{key}")
    elif isinstance(tree, list | tuple):
        for index, value in enumerate(tree):
            yield from _walk(value, f"{path}.{index}")


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


def _tables(game_id: str) -> list[tuple[str, str, Mapping[str, Any]]]:
    found = []
    for spec in CODE_TEXTS.get(game_id, ()) + CODE_TEXTS.get("*", ()):
        table = _table(spec)
        if table is not None:
            found.append((spec, table_name(spec), table))
    return found


def _where_shown(spec: str) -> str:
    """The translator's note on where a code table's strings appear."""
    placeholders = "keep every {placeholder} as it is"
    if spec.startswith(PRINTED_BY_A_SIMULATOR):
        return f"what the simulator prints (pnpkit sim), kept in code ({spec}); {placeholders}"
    if spec.startswith(SAID_AT_THE_TABLE):
        return f"what the referee says at the table, kept in code ({spec}); {placeholders}"
    return f"printed word of the kit, kept in code ({spec})"


def code_entries(game_id: str) -> list[Entry]:
    entries = []
    for spec, name, table in _tables(game_id):
        where = Source(spec.partition(":")[0].replace(".", "/") + ".py")
        where_shown = _where_shown(spec)
        for context, text in _walk(table[SOURCE_LOCALE], f"kit.{name}"):
            entries.append(Entry(context, text, "rulebook", where_shown, where))
    return entries


def all_entries(game: Game) -> tuple[Entry, ...]:
    """Every player-facing string of the game, of its kit's code tables and of its
    rulebook templates."""
    from pnpkit.render.rulebook.build import rulebook_entries  # jinja2 only when asked

    return collect(game) + tuple(code_entries(game.id)) + tuple(rulebook_entries(game))


def code_translations(game_id: str, locale: str) -> dict[str, str]:
    """The translations a kit's code already holds for ``locale`` (context -> text);
    only where the locale's tree has the same shape as the Russian one."""
    result: dict[str, str] = {}
    for _spec, name, table in _tables(game_id):
        tree = table.get(locale)
        if tree is None:
            continue
        source = dict(_walk(table[SOURCE_LOCALE], f"kit.{name}"))
        for context, text in _walk(tree, f"kit.{name}"):
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
    return _map(table[SOURCE_LOCALE], f"kit.{table_name(spec)}", text_for)

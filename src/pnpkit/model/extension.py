"""How a game's rules extend the common data schema, and which extension each game uses.

A game's ``game.yaml`` names its rules with ``rules: <name>``: ``generic`` for a game
that is only data, or the name a game plugin is registered under (pnpkit.plugins, whose
code is imported only when needed).  The plugin's ``extension`` is a
:class:`GameExtension` that says what its ``effects``, ``attrs`` and ``stats`` look
like, which kinds of cards, characters, items and tokens exist, and which extra checks
run over the whole game once it has been read.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pnpkit.model.diagnostics import Diagnostic
from pnpkit.model.schema import AnyValue, MapOf, Schema, Str

if TYPE_CHECKING:  # a game.yaml read alone (a title) needs no data model
    from pnpkit.model.game import Game

GameCheck = Callable[["Game"], list[Diagnostic]]


@dataclass(frozen=True)
class GameExtension:
    #: schema of ``effects`` wherever it appears (fields, cards, items, table rows)
    effects: Schema = field(default_factory=AnyValue)
    #: section name ('fields', 'cards', …) -> schema of that section's ``attrs``
    attrs: Mapping[str, Schema] = field(default_factory=dict)
    #: section name -> schema of ``stats`` (cards, characters)
    stats: Mapping[str, Schema] = field(default_factory=dict)
    #: section name -> the allowed ``kind`` values (cards, characters, items, tokens)
    kinds: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    #: schema of the free top-level ``extra`` section
    extra: Schema = field(default_factory=lambda: MapOf(Str(), AnyValue()))
    checks: tuple[GameCheck, ...] = ()

    def attrs_for(self, section: str) -> Schema:
        return self.attrs.get(section) or MapOf(Str(), AnyValue())

    def stats_for(self, section: str) -> Schema:
        return self.stats.get(section) or MapOf(Str(), AnyValue())


GENERIC = GameExtension()
GENERIC_RULES = "generic"


def known_rules() -> list[str]:
    from pnpkit.plugins import plugins

    return sorted({GENERIC_RULES, *plugins()})


def extension_for(rules: str) -> GameExtension:
    """The extension of a known rules name (the generic one for ``generic``)."""
    from pnpkit.plugins import load, plugin_for

    if rules == GENERIC_RULES:
        return GENERIC
    plugin = plugin_for(rules)
    if plugin is None:
        raise KeyError(rules)
    return load(plugin.extension) if plugin.extension else GENERIC

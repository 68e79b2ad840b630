"""How a game's rules module extends the common data schema.

A rules module (listed in :mod:`pnpkit.rules.registry`) exposes ``EXTENSION``, a
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

"""What reading a game gives: the game (None when it has errors) and every diagnostic.

A module of its own (pnpkit.readers.game_reader re-exports it), so that the game cache
decodes a kept read without importing the reader, its schema or YAML."""

from __future__ import annotations

from pnpkit.value_class import value_class

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from pnpkit.model.diagnostics import Diagnostics
    from pnpkit.model.game import Game


@value_class(frozen=True)
class LoadResult:
    game: Game | None
    diagnostics: Diagnostics

"""What reading a game gives: the game (None when it has errors) and every diagnostic;
and the one error of a kept read that is not what the game cache's codec writes.

A module of its own (pnpkit.readers.game_reader re-exports LoadResult), so that the game
cache decodes a kept read without importing the reader, its schema or YAML; the codec and
the parts it decodes lazily (readers.pending_parts) both raise CacheFormatError without
importing each other (one module a read loads, not two)."""

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


class CacheFormatError(ValueError):
    """A cache file that is not what the game cache's codec writes."""

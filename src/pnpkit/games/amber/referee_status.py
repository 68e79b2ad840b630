"""An Amber table's status, log and questions told from its kept view (plain data:
rules.referee_state.status_view) without the engine, in the replayed referee's words;
the names and texts (``NAMES``, which pnpkit.referee.kept also asks) from a part of the
game cache, decoded a thing at a time."""

from __future__ import annotations

from pnpkit.games.amber.referee_told import ToldNames

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot status does not import typing
    from collections.abc import Sequence
    from types import ModuleType
    from typing import Any

#: the referee's rules version (a kept view from other rules is not used; a test holds them equal)
RULES_VERSION = 5

#: the names and texts of the shipped game, read from a part of the game cache (referee_told)
NAMES = ToldNames()


def status(view: dict[str, Any], locale: str) -> list[str]:
    from pnpkit.games.amber.rules.referee_text_status import status_lines

    return status_lines(NAMES, view, locale)


def over_line(view: dict[str, Any], locale: str) -> str:
    from pnpkit.games.amber.rules.referee_text_say import _Say
    from pnpkit.games.amber.rules.referee_text_status import over_line

    return over_line(_Say(NAMES, locale), view["king"]) if view["over"] else ""


def options_text(options: Sequence[tuple[str, str]], locale: str) -> str:
    from pnpkit.games.amber.rules.option_words import options_text as text
    from pnpkit.games.amber.rules.rules import house_rules

    return text(house_rules(options), options, locale)


#: the questions answered from a kept view, by the functions the referee asks through
QUESTIONS = ("moves", "odds")


def ask(view: dict[str, Any], command: str, args: list[str]) -> list:
    from pnpkit.games.amber.rules.referee_asked import moves_event, odds_event

    mover, pause = view["mover"], view["pause"]
    if command == "odds":
        return [odds_event(args, pause["fight"] if pause and pause["kind"] == "fight" else None, mover["player"])]
    if command == "moves":
        return [moves_event(main_board(), mover, args)]
    raise LookupError(command)


def main_board() -> Any:
    """The shipped main board from its part of the game cache (as ``pnpkit moves amber``
    reads it), checked as the whole read checks it."""
    import os

    from pnpkit.games.amber.cli.moves_run import BOARD_FILES, BOARD_ID
    from pnpkit.games.amber.rules.board import build_board, check_main_board
    from pnpkit.paths import content_dir
    from pnpkit.readers.game_cache import load_game_part_cached

    result = load_game_part_cached(os.path.join(content_dir(), GAME_ID), BOARD_FILES, (check_main_board,))
    if result.game is None or not result.diagnostics.ok:
        raise ValueError("the board does not read: the replay says why")
    return build_board(result.game, BOARD_ID)


#: the sentences (rules.referee_text), imported when a log first tells an event: a status
#: does not need them, and an import statement on each of a long log's ~250 calls cost ~1 %
_TEXT: ModuleType | None = None


def _text() -> ModuleType:
    global _TEXT
    if _TEXT is None:
        from pnpkit.games.amber.rules import referee_text

        _TEXT = referee_text
    return _TEXT


def describe(events: Sequence, locale: str) -> list[str]:
    return _text().describe_events(NAMES, events, locale)


GAME_ID = "amber"


def roll_label(why: str, locale: str) -> str:
    return _text().roll_label(why, locale, NAMES.names(locale))


def rolls_told(events: Sequence) -> frozenset[str]:
    _text()  # the text modules in the order the referee loads them
    from pnpkit.games.amber.rules.referee_text_fights import rolls_told as told

    return told(events)


def roll_whys(events: Sequence) -> dict[str, str]:
    if all(e.kind != "palace_duel" for e in events):  # as the referee's: no sentences loaded for nothing
        return {}
    _text()
    from pnpkit.games.amber.rules.referee_text_fights import roll_whys as whys

    return whys(events)

"""What ``referee status`` says of an Amber table, composed from its kept view (plain
data: pnpkit.games.amber.rules.referee_state.status_view) with the names of the shipped
game, without the engine: the words are the replayed status's own
(rules.referee_text_status), see pnpkit.rules.session_state."""

from __future__ import annotations

from pnpkit.games.amber.referee_told import ToldNames

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot status does not import typing
    from collections.abc import Sequence
    from typing import Any

#: the referee's rules version (a kept view from other rules is not used; a test holds them equal)
RULES_VERSION = 2

#: the names and texts of the shipped game, read from parts of the game cache (referee_told)
NAMES = ToldNames()


def status(view: dict[str, Any], locale: str) -> list[str]:
    from pnpkit.games.amber.rules.referee_text_status import status_lines

    return status_lines(NAMES, view, locale)


def over_line(view: dict[str, Any], locale: str) -> str:
    from pnpkit.games.amber.rules.referee_text_say import _Say
    from pnpkit.games.amber.rules.referee_text_status import over_line

    return over_line(_Say(NAMES, locale), view["king"]) if view["over"] else ""


def preset_name(preset: str, locale: str) -> str:
    return NAMES.preset_name(preset, locale)


def game_title(locale: str) -> str | None:
    return NAMES.game_title(locale)


def character_name(character: str, locale: str) -> str:
    return NAMES.character_name(character, locale)


def options_text(options: Sequence[tuple[str, str]], locale: str) -> str:
    from pnpkit.games.amber.rules.option_words import house_rules
    from pnpkit.games.amber.rules.option_words import options_text as text

    return text(house_rules(options), options, locale)


#: the questions answered from a kept view (pnpkit.games.amber.referee_read)
QUESTIONS = ("moves", "odds")


def ask(view: dict[str, Any], command: str, args: list[str]) -> list:
    from pnpkit.games.amber.referee_read import ask as asked

    return asked(view, command, args)


def describe(events: Sequence, locale: str) -> list[str]:
    from pnpkit.games.amber.rules.referee_text import describe_events

    return describe_events(NAMES, events, locale)


#: the game the light module tells (``referee log`` from the kept events: pnpkit.referee.kept)
GAME_ID = "amber"


def names(locale: str) -> dict[str, str]:
    return NAMES.names(locale)


def roll_label(why: str, locale: str) -> str:
    from pnpkit.games.amber.rules.referee_text import roll_label as label

    return label(why, locale, NAMES.names(locale))

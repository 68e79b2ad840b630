"""What ``referee status`` says of a race, composed from its kept view with the names of
the shipped race in each language (pnpkit.games.race.race_data), without the track and
its effects: the words are the replayed status's own (rules.referee_status)."""

from __future__ import annotations

from pnpkit.games.race.race_data import named_race
from pnpkit.games.race.rules import referee_status as words
from pnpkit.games.race.rules.referee_status import RULES_VERSION, RaceNames

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot status does not import typing
    from collections.abc import Sequence
    from typing import Any

__all__ = ["GAME_ID", "NAMES", "RULES_VERSION", "describe", "over_line", "roll_label", "rolls_told", "status"]

NAMES = RaceNames(named_race)


def status(view: dict[str, Any], locale: str) -> list[str]:
    return words.status_lines(NAMES, view, locale)


def over_line(view: dict[str, Any], locale: str) -> str:
    return words.over_line(NAMES, view, locale)


GAME_ID = "race"


def roll_label(why: str, locale: str) -> str:
    from pnpkit.games.race.rules.referee_text import ROLLS
    from pnpkit.rules.messages import tree

    return tree(ROLLS, locale).get(why, why)


def rolls_told(events: Sequence) -> frozenset[str]:
    from pnpkit.games.race.rules.referee_text import rolls_told as told

    return told(events)


def describe(events: Sequence, locale: str) -> list[str]:
    """The referee's sentences for logged events (a ``where`` answer is a question's,
    never logged: the replay tells one)."""
    from pnpkit.games.race.rules.referee_text import told

    if any(e.kind.startswith("where") for e in events):
        raise LookupError("a where answer is told by the referee")
    return told(events, locale, NAMES.names(locale))

"""The race's house rules read from words: a preset of the race data and NAME=VALUE
switches.  One reader for the referee's session header (`referee new race --option …`)
and the simulator (`sim race --option …`), so both take the same spellings («да», on,
True …) and refuse the same ones with the same line.  Pure: the presets are handed in."""

from __future__ import annotations

from pnpkit.games.race.rules.place_words import SWITCHES
from pnpkit.games.race.rules.referee_status import FALSE_WORDS, FEW_PLAYERS, TRUE_WORDS
from pnpkit.games.race.rules.referee_text import REFUSALS
from pnpkit.rules.messages import refusal

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping
    from typing import Any


def house_rules(preset: str | None, pairs: Iterable[tuple[str, str]],
                presets: Mapping[str, Mapping[str, Any]]) -> dict[str, Any]:
    """The switches' values: ``preset``'s, then each (name, raw word) pair over them.
    ``few_players`` is checked but left out (it is the referee's, asked at the start:
    see :func:`few_players`).  Raises a RuleError naming the preset or switch and what
    to write."""
    values: dict[str, Any] = {}
    if preset:
        if preset not in presets:
            raise refusal(REFUSALS, "unknown_preset", preset=preset, known=", ".join(sorted(presets)))
        values.update(presets[preset])
    for name, raw in pairs:
        if name == FEW_PLAYERS:
            yes(name, raw)
            continue
        if name not in SWITCHES:
            raise refusal(REFUSALS, "unknown_switch", name=name, known=", ".join(SWITCHES))
        allowed = SWITCHES[name]
        value: Any = yes(name, raw) if isinstance(allowed[0], bool) else raw
        if value not in allowed:
            choices = ", ".join(str(a) for a in allowed)
            raise refusal(REFUSALS, "not_allowed", name=name, raw=raw, choices=choices)
        values[name] = value
    return values


def few_players(pairs: Iterable[tuple[str, str]]) -> bool:
    """Whether the house rule lets fewer than three play."""
    return any(name == FEW_PLAYERS and yes(name, raw) for name, raw in pairs)


def yes(name: str, raw: str) -> bool:
    """A yes/no switch's word in either language, in any letter case."""
    if raw.lower() not in TRUE_WORDS | FALSE_WORDS:
        raise refusal(REFUSALS, "yes_or_no", name=name, raw=raw)
    return raw.lower() in TRUE_WORDS

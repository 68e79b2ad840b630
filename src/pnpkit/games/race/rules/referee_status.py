"""What ``referee status`` says of a race, composed from its view (plain data:
RaceReferee.status_view) and the names of the race's places in the language asked for,
without the track and its effects: the same words whether the view was kept beside the
session or taken from a replay (pnpkit.rules.session_state)."""

from __future__ import annotations

from pnpkit.games.race.rules.place_words import (
    SWITCHES,
    PlaceNames,
    SwitchWords,
    place_names,
    switch_words,
)
from pnpkit.games.race.rules.referee_text import (
    COUNTS,
    STATUS,
    TEXT,
    any_of,
    place_text,
    sentence,
    switches_text,
)
from pnpkit.rules.messages import SOURCE_LOCALE, counted, say

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot status does not import typing
    from collections.abc import Callable, Mapping, Sequence
    from typing import Any

FEW_PLAYERS = "few_players"  # the house rule that lets fewer play (checked at the start only)
TRUE_WORDS = {"true", "yes", "1", "да", "on"}
FALSE_WORDS = {"false", "no", "0", "нет", "off"}
#: the referee's rules version (a kept view from other rules is not used; a test holds them equal)
RULES_VERSION = 1


class RaceNames:
    """The race's words from its data: ``game_in(locale)`` gives the race game in a
    language (None: no data, every name as the log has it)."""

    def __init__(self, game_in: Callable[[str], Any]) -> None:
        self._game_in = game_in
        self._names: dict[str, PlaceNames] = {}
        self._switches: dict[str, SwitchWords] = {}

    def game_title(self, locale: str) -> str | None:
        game = self._game_in(locale)
        return game.title if game is not None else None  # the data read for the replay

    def names(self, locale: str) -> PlaceNames:
        """The names of the race's places in ``locale`` (a language the referee does not
        speak reads the source's, as its sentences do)."""
        locale = locale if locale in TEXT else SOURCE_LOCALE
        if locale not in self._names:
            game = self._game_in(locale)
            self._names[locale] = place_names(game) if game is not None else PlaceNames()
        return self._names[locale]

    def switch_words(self, locale: str) -> SwitchWords:
        """What the rules sheet calls the switches and their values in ``locale``."""
        locale = locale if locale in TEXT else SOURCE_LOCALE
        if locale not in self._switches:
            game = self._game_in(locale)
            self._switches[locale] = switch_words(game) if game is not None else SwitchWords()
        return self._switches[locale]

    def preset_name(self, preset: str, locale: str) -> str:
        """The preset's name in the data («Правила стола»), not its id."""
        game = self._game_in(locale if locale in TEXT else SOURCE_LOCALE)
        presets = game.presets if game is not None else ()
        return next((p.name for p in presets if p.id.split(".", 1)[-1] == preset), preset)

    def options_text(self, options: Sequence[tuple[str, str]], locale: str) -> str:
        """The session's switches in words («Цепочка: да»): each value read as the session
        reads it (``true``/``да`` is yes)."""
        values: dict[str, Any] = {}
        for name, raw in options:
            allowed = SWITCHES.get(name, (True,) if name == FEW_PLAYERS else ("",))
            values[name] = raw.lower() in TRUE_WORDS if isinstance(allowed[0], bool) else raw
        words = self.switch_words(locale)
        words = SwitchWords({**words.headings, FEW_PLAYERS: say(STATUS, "few_players", locale)}, words.values)
        return switches_text(values, words, locale)


def status_lines(names: RaceNames, view: Mapping[str, Any], locale: str) -> list[str]:
    """Each pawn where it stands and what holds it, then the round or the winners."""
    lines = []
    place_words = names.names(locale)
    for seat, p in enumerate(view["pawns"]):
        where = place_text([p["pos"], p["lane"], p["step"]], locale, place_words)
        notes = []
        if p["skip"]:
            notes.append(say(STATUS, "skip", locale, turns=counted(COUNTS, "turns", p["skip"], locale)))
        if p["stand"] == "waits":
            notes.append(say(STATUS, "waits", locale))
        elif p["stand"] is not None:
            notes.append(say(STATUS, "stands", locale, faces=any_of(p["stand"], locale)))
        if p["mods"]:
            mods = " ".join(f"×{t}{a:+d}" if t != 1 else f"{a:+d}" for a, t in p["mods"])
            notes.append(say(STATUS, "mods", locale, mods=mods))
        if p["ignore"]:
            notes.append(say(STATUS, "ignores", locale, count=counted(COUNTS, "obstacles", p["ignore"], locale)))
        if p["give"]:
            notes.append(say(STATUS, "gives", locale, rolls=counted(COUNTS, "rolls", p["give"], locale)))
        mark = "→ " if seat == view["to_move"] and not view["over"] else "  "
        lines.append(f"{mark}{p['name']}: {where}" + (f" ({'; '.join(notes)})" if notes else ""))
    if view["over"]:
        lines.append(over_line(names, view, locale))
    else:
        lines.append(say(STATUS, "round", locale, round=view["round"]))
    return lines


def over_line(names: RaceNames, view: Mapping[str, Any], locale: str) -> str:
    if not view["over"]:
        return ""
    return sentence("game_over", {"winners": list(view["winners"])}, locale, names.names(locale)) or ""

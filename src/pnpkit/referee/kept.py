"""A session read with its kept state (pnpkit.rules.session_state) instead of replayed:
a stand-in for :class:`pnpkit.referee.table.Table` with what ``referee status`` reads
(header, path, actions, the view as its state, a referee that composes from the view),
so the status is composed by the one function either way; likewise what ``referee
log`` reads (:func:`kept_log`: the actions and each one's kept events) and a question's
events (:func:`kept_events`: ``moves``, ``odds`` asked of the view).

The game's engine is not imported: the game's light status module (its RefereeSpec's
``status``) composes the words and answers the questions.  Each function gives None
whenever the kept state cannot be trusted (none, another log, other rules, not plain
data) or the light module cannot answer alike: the caller replays.
"""

from __future__ import annotations

import importlib
import json

from pnpkit.referee.session_read import read_bytes_with_state, read_header, shown_path
from pnpkit.rules.session_state import (
    COMMANDS,
    CURRENT,
    GAME,
    OVER,
    log_digest,
    log_sum,
    read_events,
    read_view,
)
from pnpkit.value_class import value_class

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # a status imports neither typing nor pathlib (referee.session_read)
    from os import PathLike
    from types import ModuleType
    from typing import Any

    from pnpkit.rules.session_records import SessionHeader


@value_class(frozen=True)
class KeptCommand:
    name: str


class KeptReferee:
    """The referee methods a status calls, answered from the view by the light module
    (its optional ``game_title``, ``character_name``, ``options_text`` default as
    GameReferee's do)."""

    def __init__(self, words: ModuleType) -> None:
        self.words = words

    def status(self, view: dict[str, Any], locale: str) -> list[str]:
        return list(self.words.status(view[GAME], locale))

    def is_over(self, view: dict[str, Any]) -> bool:
        return view[OVER]

    def current_player(self, view: dict[str, Any]) -> str | None:
        return view[CURRENT]

    def over_line(self, view: dict[str, Any], locale: str) -> str:
        return self.words.over_line(view[GAME], locale)

    def preset_name(self, preset: str, locale: str) -> str:
        return self.words.preset_name(preset, locale)

    def game_title(self, locale: str) -> str | None:
        title = getattr(self.words, "game_title", None)
        return title(locale) if title is not None else None

    def character_name(self, character: str, locale: str) -> str:
        name = getattr(self.words, "character_name", None)
        return name(character, locale) if name is not None else character

    @property
    def game_id(self) -> str:
        return self.words.GAME_ID

    def describe(self, events, locale: str) -> list[str]:
        return list(self.words.describe(events, locale))

    def names(self, locale: str):
        names = getattr(self.words, "names", None)  # a game whose actions name nothing by id has none
        return names(locale) if names is not None else {}

    def roll_label(self, why: str, locale: str) -> str:
        return self.words.roll_label(why, locale)

    def options_text(self, options, locale: str) -> str:
        text = getattr(self.words, "options_text", None)
        if text is not None:
            return text(options, locale)
        return ", ".join(f"{name}={value}" for name, value in options)


@value_class(frozen=True)
class KeptFile:
    path: str  # as str(pathlib.Path(...)) shows it, as the replayed Table's file names it


@value_class
class KeptTable:
    """What a status reads of a table: the session's path and header, how many actions
    its log holds (not the actions: the kept state stands for them) and the view."""

    file: KeptFile
    header: SessionHeader
    actions: range
    referee: KeptReferee
    state: dict[str, Any]

    def commands(self) -> list[KeptCommand]:
        return [KeptCommand(name) for name in self.state[COMMANDS]]


def status_words(game_id: str) -> ModuleType | None:
    """The game's light status module, or None (a game that keeps no view)."""
    from pnpkit.referee.registry import refereed_game

    entry = refereed_game(game_id)
    if entry is None or not entry.status:
        return None
    try:
        return importlib.import_module(entry.status)
    except ImportError:
        return None


def kept_table(path: str | PathLike[str]) -> KeptTable | None:
    """The session with its kept view when that view stands for its log's bytes exactly
    (so the log is one pnpkit wrote: a header, whole action lines, nothing torn); None
    when the log must be replayed (and for any error: the replay reports it)."""
    try:
        data, kept = read_bytes_with_state(path)
        if kept is None or not data.endswith(b"\n"):
            return None
        header = read_header(path, data)
    except Exception:  # noqa: BLE001 - the replay reads the file again and says what is wrong
        return None
    words = status_words(header.game)
    if words is None or header.rules != getattr(words, "RULES_VERSION", None):
        return None
    view = read_view(kept, header.game, header.rules, log_digest(log_sum(data)))
    if view is None:
        return None
    actions = range(data.count(b"\n") - 1)  # one line each after the header's
    return KeptTable(KeptFile(shown_path(path)), header, actions, KeptReferee(words), view)


def kept_events(path: str | PathLike[str], command: str, args: list[str]):
    """(the light referee, the events) of a question (``moves``, ``odds``) asked of the
    session's kept view by the game's light module (its ``QUESTIONS`` and ``ask``); None
    when the kept state cannot answer it (none, not offered now, not a question the
    light module knows, a view it cannot read): the caller replays.  A refusal of the
    rules (RuleError) is raised as the referee raises it."""
    from pnpkit.rules.commands import RuleError
    from pnpkit.rules.messages import speaking_of

    table = kept_table(path)
    words = table.referee.words if table is not None else None
    if words is None or command not in getattr(words, "QUESTIONS", ()) or command not in table.state[COMMANDS]:
        return None
    speaking_of({p.name: p.gender for p in table.header.players if p.gender})
    try:
        return table.referee, list(words.ask(table.state[GAME], command, args))
    except RuleError:
        raise
    except Exception:  # noqa: BLE001 - a view it cannot read: the replay says what is wrong, if anything
        return None


@value_class
class KeptLog:
    """What ``referee log`` reads of a table: the header, the actions and each one's
    events as kept beside the log (no replay), and the light referee that tells them."""

    header: SessionHeader
    actions: tuple
    history: list
    referee: KeptReferee


def kept_log(path: str | PathLike[str]) -> KeptLog | None:
    """The session's actions with their kept events when those stand for the log's bytes
    exactly and the game's light module tells events (``describe``, ``roll_label``,
    ``names``); None when the log must be replayed (and for any error)."""
    from pnpkit.referee.session_read import UTF8_BOM, bounded_int
    from pnpkit.rules.session_records import action_from_json

    try:
        data, kept = read_bytes_with_state(path)
        if kept is None or not data.endswith(b"\n"):
            return None
        header = read_header(path, data)
        words = status_words(header.game)
        if words is None or header.rules != getattr(words, "RULES_VERSION", None) or \
                not hasattr(words, "describe") or not hasattr(words, "GAME_ID"):
            return None
        lines = data.removeprefix(UTF8_BOM).split(b"\n")[1:-1]
        history = kept_history(kept, header.game, header.rules, log_digest(log_sum(data)), len(lines))
        if history is None:
            return None
        records = json.loads(b"[" + b",".join(lines) + b"]", parse_int=bounded_int)  # one parse, not one a line
        if len(records) != len(lines):  # a line that is not one record: the replay says which
            return None
        actions = tuple(action_from_json(record, i) for i, record in enumerate(records, start=1))
    except Exception:  # noqa: BLE001 - the replay reads the file again and says what is wrong
        return None
    return KeptLog(header, actions, history, KeptReferee(words))


def kept_history(kept: bytes | None, game: str, rules: int | None, log: str, count: int) -> list | None:
    """Each of the log's ``count`` actions' events (a tuple of Events each) kept beside
    this log (``log``: its digest), as a replay gives them; None when not kept for it.
    (A table restored from a kept engine state may take its history from here.)"""
    from pnpkit.rules.session_records import Event

    events = read_events(kept, game, rules, log, count)
    if events is None:
        return None
    return [tuple(Event(kind, data, rule) for kind, data, rule in action) for action in events]

"""A session read with its kept state (pnpkit.rules.session_state) instead of replayed,
so a read-only command need not import the game's engine: stand-ins for what ``referee
status`` (:func:`kept_table`) and ``referee log`` (:func:`kept_log`) read of a Table, and a
question's events (:func:`kept_events`), told by the game's light module (its RefereeSpec's
``status``).  Each gives None when the kept state cannot be trusted or the light module
cannot answer alike: the caller replays."""

from __future__ import annotations

# operator's own itemgetter, from its C module: operator.py costs ~1.6M instructions of a one-shot command
from _operator import itemgetter

from pnpkit import quick_json
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

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # a status imports neither typing nor pathlib (referee.session_read)
    from os import PathLike
    from types import ModuleType
    from typing import Any

    from pnpkit.rules.session_records import SessionHeader


class KeptCommand:
    """A command offered now, by name (what a status lists of a CommandSpec)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name


#: GameReferee's answers where the light module and its NAMES have no function of that name
_DEFAULTS = {"game_title": lambda locale: None, "character_name": lambda character, locale: character,
             "names": lambda locale: {},  # a game whose actions name nothing by id
             "options_text": lambda options, locale: ", ".join(f"{name}={value}" for name, value in options)}


class KeptReferee:
    """The referee methods a status or log calls, answered from the view by the light
    module, else by its ``NAMES``, else as GameReferee answers them."""

    def __init__(self, words: ModuleType) -> None:
        self.words = words
        self.game_id = getattr(words, "GAME_ID", None)

    def __getattr__(self, name: str) -> Any:
        for source in (self.words, getattr(self.words, "NAMES", None)):
            found = getattr(source, name, _DEFAULTS)
            if found is not _DEFAULTS:
                break
        else:
            found = _DEFAULTS.get(name, _DEFAULTS)
            if found is _DEFAULTS:
                raise AttributeError(name)
        # kept: a long log asks ~1,000 times, and a miss on the module raised and
        # formatted an AttributeError each time (~5% of its telling)
        self.__dict__[name] = found
        return found

    def status(self, view: dict[str, Any], locale: str) -> list[str]:
        return list(self.words.status(view[GAME], locale))

    def is_over(self, view: dict[str, Any]) -> bool:
        return view[OVER]

    def current_player(self, view: dict[str, Any]) -> str | None:
        return view[CURRENT]

    def over_line(self, view: dict[str, Any], locale: str) -> str:
        return self.words.over_line(view[GAME], locale)


class KeptFile:
    """The session file as a status names it."""

    __slots__ = ("path",)

    def __init__(self, path: str) -> None:
        self.path = path  # as str(pathlib.Path(...)) shows it, as the replayed Table's file names it


class KeptTable:
    """What a status reads of a table: the session's path and header, how many actions
    its log holds (not the actions: the kept state stands for them) and the view.
    (Plain classes, not value classes: a read command makes one of each, and a value
    class costs its import twice a plain one's.)"""

    __slots__ = ("file", "header", "actions", "referee", "state")

    def __init__(self, file: KeptFile, header: SessionHeader, actions: range, referee: KeptReferee,
                 state: dict[str, Any]) -> None:
        self.file, self.header, self.actions, self.referee, self.state = file, header, actions, referee, state

    def commands(self) -> list[KeptCommand]:
        return [KeptCommand(name) for name in self.state[COMMANDS]]


def status_words(game_id: str) -> ModuleType | None:
    """The game's light status module, or None (a game that keeps no view)."""
    from pnpkit.referee.registry import refereed_game

    entry = refereed_game(game_id)
    if entry is None or not entry.status:
        return None
    try:
        return __import__(entry.status, fromlist=["__name__"])  # importlib (and warnings) not imported
    except ImportError:
        return None


def _read(path: str | PathLike[str], *needs: str) -> tuple[bytes, bytes, SessionHeader, ModuleType] | None:
    """(the log's bytes, the kept state's, the header, the light module offering ``needs``)
    when a kept state may stand for the log (one pnpkit wrote: whole lines, the light
    module's rules); None when the log must be replayed (and for any error: the replay
    reports it)."""
    try:
        data, kept = read_bytes_with_state(path)
        if kept is None or not data.endswith(b"\n"):
            return None
        header = read_header(path, data)
    except Exception:  # noqa: BLE001 - the replay reads the file again and says what is wrong
        return None
    from pnpkit.rules.messages import speaking_of

    speaking_of({p.name: p.gender for p in header.players if p.gender})  # as Table.open does
    words = status_words(header.game)
    if words is None or header.rules != getattr(words, "RULES_VERSION", None) or \
            not all(hasattr(words, need) for need in needs):
        return None
    return data, kept, header, words


def kept_table(path: str | PathLike[str]) -> KeptTable | None:
    """The session with its kept view when that view stands for its log's bytes exactly."""
    read = _read(path)
    if read is None:
        return None
    data, kept, header, words = read
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

    table = kept_table(path)
    words = table.referee.words if table is not None else None
    if words is None or command not in getattr(words, "QUESTIONS", ()) or command not in table.state[COMMANDS]:
        return None
    try:
        return table.referee, list(words.ask(table.state[GAME], command, args))
    except RuleError:
        raise
    except Exception:  # noqa: BLE001 - a view it cannot read: the replay says what is wrong, if anything
        return None


class KeptLog:
    """What ``referee log`` reads of a table: the header, the actions and each one's
    events as kept beside the log (no replay), and the light referee that tells them."""

    __slots__ = ("header", "actions", "history", "referee")

    def __init__(self, header: SessionHeader, actions: tuple, history: list, referee: KeptReferee) -> None:
        self.header, self.actions, self.history, self.referee = header, actions, history, referee


def kept_log(path: str | PathLike[str]) -> KeptLog | None:
    """The session's actions with their kept events when those stand for the log's bytes
    exactly and the game's light module tells events; None when the log must be replayed.

    What a log reads of them is read lightly (:class:`ToldAction`, :class:`ToldEvent`:
    the model's value classes cost a long log ~1 ms): the kept state stands for exactly
    these bytes, which pnpkit wrote from its own records; anything else the replay reports."""
    from pnpkit.referee.session_read import UTF8_BOM, bounded_int

    read = _read(path, "describe", "GAME_ID")
    if read is None:
        return None
    data, kept, header, words = read
    try:
        lines = data.removeprefix(UTF8_BOM).split(b"\n")[1:-1]
        events = read_events(kept, header.game, header.rules, log_digest(log_sum(data)), len(lines))
        if events is None:
            return None
        records = quick_json.loads(b"[" + b",".join(lines) + b"]", parse_int=bounded_int)  # one parse, not one a line
        if len(records) != len(lines):  # a line that is not one record: the replay says which
            return None
        actions = tuple(_told_action(record, i) for i, record in enumerate(records, start=1))
    except Exception:  # noqa: BLE001 - the replay reads the file again and says what is wrong
        return None
    return KeptLog(header, actions, [tuple(map(ToldEvent, action)) for action in events], KeptReferee(words))


class ToldEvent(tuple):
    """A kept event as a log tells it: ``[kind, data, rule]`` read as Event's fields."""

    __slots__ = ()
    kind = property(itemgetter(0))
    data = property(itemgetter(1))
    rule = property(itemgetter(2))


class ToldAction:
    """An action as a log tells it (Action's fields a title and the rolls read)."""

    __slots__ = ("command", "args", "actor", "rolls")

    def __init__(self, command: str, args: tuple, actor: str | None, rolls: tuple) -> None:
        self.command, self.args, self.actor, self.rolls = command, args, actor, rolls


class ToldRoll:
    """A roll of an action as a log tells it (RollRecord's fields)."""

    __slots__ = ("expr", "faces", "total", "entered", "why")

    def __init__(self, expr: str, faces: tuple, total: int, entered: bool, why: str) -> None:
        self.expr, self.faces, self.total, self.entered, self.why = expr, faces, total, entered, why


def _told_action(record: dict[str, Any], n: int) -> ToldAction:
    """An action line as session_records.action_from_json reads it, its values of the
    types it checks (ValueError otherwise, or any error of a line of another shape: the
    replay then says what is wrong).  The types are looked over by C loops (``map``), not
    a generator an action (a long log's 150 actions: ~2.7M instructions -> ~1M)."""
    command, args, actor, rolls = record["cmd"], record["args"], record.get("actor"), record["rolls"]
    if record["n"] != n or type(command) is not str or type(args) is not list or not _STR.issuperset(map(type, args)) \
            or not (actor is None or type(actor) is str) or type(rolls) is not list:
        raise ValueError(f"action {n}")
    return ToldAction(command, tuple(args), actor, tuple(map(_told_roll, rolls)))


_STR, _INT = frozenset({str}), frozenset({int})


def _told_roll(r: dict[str, Any]) -> ToldRoll:
    """A roll of an action line (session_records' RollRecord), its values of the types it checks."""
    expr, faces, total, entered, why = r["expr"], r["faces"], r["total"], r.get("entered", False), r.get("why", "")
    if type(expr) is not str or type(total) is not int or type(entered) is not bool or type(why) is not str \
            or type(faces) is not list or not _INT.issuperset(map(type, faces)):
        raise ValueError("a roll")
    return ToldRoll(expr, tuple(faces), total, entered, why)


def kept_history(kept: bytes | None, game: str, rules: int | None, log: str, count: int) -> list | None:
    """Each of the log's ``count`` actions' events (a tuple of Events each) kept beside
    this log (``log``: its digest), as a replay gives them; None when not kept for it.
    (A table restored from a kept engine state may take its history from here.)"""
    from pnpkit.rules.session_records import Event

    events = read_events(kept, game, rules, log, count)
    if events is None:
        return None
    return [tuple(Event(kind, data, rule) for kind, data, rule in action) for action in events]

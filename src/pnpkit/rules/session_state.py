"""A session's kept state, saved beside the log so a read-only command need not import
the engine and replay: the game's state and each action's events as plain JSON (a saved
game, not a kept answer: the words are composed from it on every call), standing for one
log by the digest of its bytes.  A state not the log's or not plain data is not used: the
command replays.  Pure: no I/O (pnpkit.referee.store reads and writes the file).

The file is a head line (the game, the rules, the log's digest, the CRC of each part)
and a line for each part: the view (``referee status``), each action's events (``referee
log``), the engine's state now and before the last action (a write, an undo).  Each
reader decodes the head and the parts it needs only, and checks a part by the CRC of its
bytes as written, not by encoding it again."""

from __future__ import annotations

from itertools import chain, repeat

from pnpkit import quick_json

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot status does not import typing
    from collections.abc import Sequence
    from typing import Any

#: the kept state's own format (a different one is ignored: the log replays)
STATE_FORMAT = 2
STATE_TAG = "pnpkit_state"
#: a kept state larger than this is not read (a four-player Amber table is ~2 KB, its
#: events ~0.5 KB an action)
MAX_STATE_BYTES = 16 << 20
MAX_DEPTH = 24

#: the framework's keys of a view (the game's own data is under "game")
CURRENT, OVER, COMMANDS, GAME = "current", "over", "commands", "game"


def log_sum(data: bytes, before: tuple[int, int] | None = None) -> tuple[int, int]:
    """(length, CRC-32) of a log's bytes, or of ``before``'s bytes followed by ``data``
    (an appended line: the file need not be read again).  A hand edit, an undo or another
    process's append changes it; it guards against mistakes, not against forgery (whoever
    can edit the state can edit the log)."""
    import zlib

    size, crc = before if before is not None else (0, 0)
    return size + len(data), zlib.crc32(data, crc)


def log_digest(log: tuple[int, int]) -> str:
    """The digest written with a kept state: ``length-crc``."""
    return f"{log[0]}-{log[1]:08x}"


def table_view(game_view: Any, current: str | None, over: bool, commands: Sequence[str]) -> dict[str, Any]:
    """The whole view a status is composed from: whose turn, whether the game is over,
    the names of the commands offered now and the game's own data."""
    return {CURRENT: current, OVER: over, COMMANDS: list(commands), GAME: game_view}


def action_json(events: Sequence) -> str | None:
    """One action's events as an item of the kept events' line (``[kind, data, rule]``
    triples), or None when they are not JSON's own data."""
    try:
        return quick_json.dumps([[e.kind, e.data, e.rule] for e in events], ensure_ascii=False,
                          separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError):
        return None


def state_data(game: str, rules: int | None, log: str, view: dict[str, Any], now: bytes | None = None,
               before: bytes | None = None, events: Sequence[bytes | None] | None = None) -> bytes:
    """The kept state as written: a head line, then one line for each part (the view, the
    events, the engine's state ``now`` and ``before`` the last action), each part's CRC in
    the head taken over its exact bytes (a read checks it without encoding anything again;
    an empty line and a null CRC: not kept).  ``now`` and ``before`` are the engine's state
    as JSON (:func:`engine_line`); the events' line is made of each action's ``action_json``
    in UTF-8 (left out when one is None: the log then replays), encoded once per action by
    the caller, so a long game's write does not encode its whole history again: the
    parts are bytes, a long game's ~85 kB of events passed on as read."""
    line = None
    if events is not None and None not in events:
        line = b"[" + b",".join(events) + b"]"
    view_line = quick_json.dumps(view, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    # a head small enough to be decoded whole: the parts are read only by those who need them
    head = {STATE_TAG: STATE_FORMAT, "game": game, "rules": rules, "log": log}
    if line is not None:
        head["sizes"] = [len(item) for item in events]  # where each action's bytes end: kept_texts
    parts = (view_line, line, now, before)
    head.update(zip(PARTS, map(_crc, parts), strict=True))
    text = quick_json.dumps(head, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return b"\n".join((text, *(part or b"" for part in parts))) + b"\n"


def engine_line(data: Any) -> bytes:
    """The engine's state as data (pnpkit.referee.engine_state.encode's) as its kept line."""
    return quick_json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")


#: the parts after the head, a line each in this order, each named in the head by its CRC
PARTS = ("view", "events", "now", "before")


def _crc(data: bytes | None) -> str | None:
    import zlib

    return None if data is None else f"{zlib.crc32(data):08x}"


def kept_part(head: dict[str, Any] | None, data: bytes | None, name: str) -> bytes | None:
    """The line of the part ``name`` (:data:`PARTS`) of the kept state ``data`` whose head
    is ``head`` (:func:`read_head`), when the head names its CRC and the line's bytes have
    it (an edited byte, a line missing or out of place: None, the part is not used)."""
    if head is None or data is None:
        return None
    check = head.get(name)
    if type(check) is not str:
        return None
    start = 0
    for _ in range(PARTS.index(name) + 1):
        start = data.find(b"\n", start) + 1
        if not start:
            return None
    end = data.find(b"\n", start)
    line = data[start:end] if end > 0 else b""
    return line if line and _crc(line) == check else None


def read_view(data: bytes | None, game: str, rules: int | None, log: str) -> dict[str, Any] | None:
    """The view kept in ``data`` when it stands for this log of this game under these
    rules and is plain data with the framework's keys well typed; else None (replay)."""
    line = kept_part(_head(data, game, rules, log), data, "view")
    if line is None:
        return None
    try:  # NaN and infinities are not JSON's own: refused as is_plain refuses them
        view = quick_json.loads(line.decode("utf-8"), parse_constant=_not_plain)
    except (ValueError, RecursionError):
        return None
    if not isinstance(view, dict) or not is_plain(view):
        return None
    current, commands = view.get(CURRENT), view.get(COMMANDS)
    if current is not None and not isinstance(current, str):
        return None
    if not isinstance(view.get(OVER), bool) or not isinstance(commands, list):
        return None
    if not all(isinstance(c, str) for c in commands) or GAME not in view:
        return None
    return view


def kept_texts(head: dict[str, Any] | None, data: bytes | None, count: int) -> list[bytes] | None:
    """Each of the log's ``count`` actions' events as kept, one JSON text each in UTF-8
    (what :func:`action_json` gave), cut from the events' line by the sizes the head
    (:func:`read_head`) records, not decoded: a write passes them on as they are.
    None when not kept so (the line's CRC, the sizes and the separators must all agree)."""
    sizes = None if head is None else head.get("sizes")
    if not isinstance(sizes, list) or len(sizes) != count or not count:
        return None
    line = kept_part(head, data, "events")
    if line is None or not all(type(n) is int and n > 1 for n in sizes) or len(line) != sum(sizes) + count + 1:
        return None  # the brackets and the commas between
    items, at = [], 1
    for size in sizes:
        item = line[at:at + size]
        if item[0] != 0x5B or item[-1] != 0x5D or line[at + size] != (0x2C if len(items) < count - 1 else 0x5D):
            return None  # [ … ] followed by a comma, the last by the closing bracket
        items.append(item)
        at += size + 1
    return items


def read_head(data: bytes | None, game: str, rules: int | None, log: str) -> dict[str, Any] | None:
    """The kept state's head when it stands for this log of this game under these rules
    (its parts not yet read: :func:`kept_part`); else None."""
    return _head(data, game, rules, log)


def _head(data: bytes | None, game: str, rules: int | None, log: str) -> dict[str, Any] | None:
    if data is None or len(data) > MAX_STATE_BYTES:
        return None
    end = data.find(b"\n")
    try:
        obj = quick_json.loads(data[:end if end >= 0 else len(data)].decode("utf-8"))
    except (ValueError, RecursionError):  # not UTF-8, not JSON, nested too deep
        return None
    if not isinstance(obj, dict) or obj.get(STATE_TAG) != STATE_FORMAT:
        return None
    if obj.get("game") != game or obj.get("rules") != rules or obj.get("log") != log:
        return None
    return obj


def read_events(data: bytes | None, game: str, rules: int | None, log: str, count: int) -> list | None:
    """Each of the log's ``count`` actions' events as ``[kind, data, rule]`` triples, kept
    beside the view for this log (its CRC in the head), or None (replay)."""
    line = kept_part(_head(data, game, rules, log), data, "events")
    if line is None:
        return None
    try:  # NaN and infinities are not JSON's own: refused as is_plain refuses them
        events = quick_json.loads(line.decode("utf-8"), parse_constant=_not_plain)
    except (ValueError, RecursionError):
        return None
    return events if kept_events_shape(events, count) else None


def kept_events_shape(events: Any, count: int) -> bool:
    """``events`` is a list of ``count`` actions, each a list of ``[kind, data, rule]``
    (json.loads makes exactly these types).  Looked over by C loops, not a generator an
    action and a tuple an event (~1M instructions of a long log)."""
    if type(events) is not list or len(events) != count or not _LIST.issuperset(map(type, events)):
        return False
    every = list(chain.from_iterable(events))
    return _LIST.issuperset(map(type, every)) and all(map(_EVENT.__eq__, map(tuple, map(map, repeat(type), every))))


_LIST = frozenset({list})
#: the types of an event's [kind, data, rule]
_EVENT = (str, dict, str)


def _not_plain(constant: str) -> Any:
    raise ValueError(constant)


def is_plain(value: Any, depth: int = 0) -> bool:
    """JSON's own values only (no NaN), nested at most :data:`MAX_DEPTH` deep."""
    if depth > MAX_DEPTH:
        return False
    if value is None or isinstance(value, (bool, str, int)):
        return True
    if isinstance(value, float):
        return value == value and value not in (float("inf"), float("-inf"))
    if isinstance(value, list):
        return all(is_plain(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and is_plain(v, depth + 1) for k, v in value.items())
    return False

"""A session's kept state, saved beside the log so a read-only command need not import
the engine and replay: the game's state and each action's events as plain JSON (a saved
game, not a kept answer: the words are composed from it on every call), standing for one
log by the digest of its bytes.  A state not the log's or not plain data is not used: the
command replays.  Pure: no I/O (pnpkit.referee.store reads and writes the file)."""

from __future__ import annotations

from itertools import chain, repeat

from pnpkit import quick_json

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot status does not import typing
    from collections.abc import Sequence
    from typing import Any

#: the kept state's own format (a different one is ignored: the log replays)
STATE_FORMAT = 1
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


def state_text(game: str, rules: int | None, log: str, view: dict[str, Any], engine: Any = None,
               events: Sequence[str | None] | None = None) -> str:
    """The kept state as written: the view's line (keys in the view's order, as a replay
    words a card's effects; ``engine``: the engine's state as data, ``now`` and ``before``
    the last action, pnpkit.referee.engine_state) and the events' line made of each
    action's ``action_json`` (its CRC in the first line; left out when one is None: the log
    then replays).  The items are encoded once per action by the caller, so a long game's
    write does not encode its whole history again."""
    import zlib

    line = None
    if events is not None and None not in events:
        line = "[" + ",".join(events) + "]"
    # the keys a read looks for first, the view next, the engine's state (a write's, the bulk
    # of the line) last: a read decodes the line up to what it needs (_head's ``needs``)
    head = {STATE_TAG: STATE_FORMAT, "game": game, "rules": rules, "log": log}
    if line is not None:
        head["events"] = f"{zlib.crc32(line.encode('utf-8')):08x}"
        head["sizes"] = [len(text) for text in events]  # where each action's text ends: kept_texts
    head.update(view=view, check=view_check(view))
    if engine is not None:
        head.update(engine=engine, engine_check=view_check(engine))
    text = quick_json.dumps(head, ensure_ascii=False, separators=(",", ":")) + "\n"
    return text + line + "\n" if line is not None else text


def read_engine(data: bytes | None, game: str, rules: int | None, log: str) -> Any:
    """The engine's state kept in ``data`` when it stands for this log of this game under
    these rules and was not edited (its check holds); else None (replay)."""
    return engine_of(_head(data, game, rules, log))


def engine_of(head: dict[str, Any] | None) -> Any:
    """The engine's state in a kept state's first line (:func:`read_head`) when its check
    holds; else None."""
    obj = head or {}
    engine = obj.get("engine")
    kept = isinstance(engine, dict) and set(engine) == {"now", "before"}
    return engine if kept and obj.get("engine_check") == view_check(engine) else None


def view_check(view: Any) -> str:
    """CRC-32 of the view's canonical JSON: a view edited by hand (the log's digest kept)
    is not used either."""
    import zlib

    text = quick_json.dumps(view, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return f"{zlib.crc32(text.encode('utf-8')):08x}"


def read_view(data: bytes | None, game: str, rules: int | None, log: str) -> dict[str, Any] | None:
    """The view kept in ``data`` when it stands for this log of this game under these
    rules and is plain data with the framework's keys well typed; else None (replay)."""
    obj = _head(data, game, rules, log, _VIEW_KEYS)
    if obj is None:
        return None
    view = obj.get("view")
    if not isinstance(view, dict) or not is_plain(view) or obj.get("check") != view_check(view):
        return None
    current, commands = view.get(CURRENT), view.get(COMMANDS)
    if current is not None and not isinstance(current, str):
        return None
    if not isinstance(view.get(OVER), bool) or not isinstance(commands, list):
        return None
    if not all(isinstance(c, str) for c in commands) or GAME not in view:
        return None
    return view


def kept_texts(head: dict[str, Any] | None, data: bytes | None, count: int) -> list[str] | None:
    """Each of the log's ``count`` actions' events as kept, one JSON text each (what
    :func:`action_json` gave), cut from the events' line by the sizes the first line
    (``head``, :func:`read_head`) records, not decoded: a write passes them on as they are.
    None when not kept so (the line's CRC, the sizes and the separators must all agree)."""
    import zlib

    sizes = None if head is None else head.get("sizes")
    if data is None or not isinstance(sizes, list) or len(sizes) != count or not count:
        return None
    line = data.partition(b"\n")[2].rstrip(b"\n")
    if head.get("events") != f"{zlib.crc32(line):08x}" or not all(type(n) is int and n > 1 for n in sizes):
        return None
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if len(text) != sum(sizes) + count + 1:  # the brackets and the commas between
        return None
    texts, at = [], 1
    for size in sizes:
        item = text[at:at + size]
        if item[0] != "[" or item[-1] != "]" or text[at + size] != ("," if len(texts) < count - 1 else "]"):
            return None
        texts.append(item)
        at += size + 1
    return texts


def read_head(data: bytes | None, game: str, rules: int | None, log: str) -> dict[str, Any] | None:
    """The kept state's first line when it stands for this log of this game under these
    rules (its view and engine not yet checked); else None."""
    return _head(data, game, rules, log)


def _head(data: bytes | None, game: str, rules: int | None, log: str,
          needs: frozenset[str] | None = None) -> dict[str, Any] | None:
    """The kept state's first line when it stands for this log of this game under these
    rules: with ``needs``, only its keys up to the last of those (the rest of the line, the
    engine's state above all, not decoded), when the line has them all."""
    if data is None or len(data) > MAX_STATE_BYTES:
        return None
    try:
        first = data.partition(b"\n")[0].decode("utf-8")
        obj = _keys_up_to(first, needs) if needs else None
        if obj is None:
            obj = quick_json.loads(first)
    except (ValueError, RecursionError):  # not UTF-8, not JSON, nested too deep
        return None
    if not isinstance(obj, dict) or obj.get(STATE_TAG) != STATE_FORMAT:
        return None
    if obj.get("game") != game or obj.get("rules") != rules or obj.get("log") != log:
        return None
    return obj


#: what a status reads of the first line, and what a log reads of it
_VIEW_KEYS = frozenset({STATE_TAG, "game", "rules", "log", "view", "check"})
_EVENTS_KEYS = frozenset({STATE_TAG, "game", "rules", "log", "events"})


def _keys_up_to(text: str, needs: frozenset[str]) -> dict[str, Any] | None:
    """The first line's keys read one by one (JSON's scanner, a value at a time) until it
    has all of ``needs`` (a key met twice: its first value); None when the line ends first
    or is not laid out as state_text writes it (then it is decoded whole, as JSON reads it).
    A long Amber game's line is ~15 kB, ~12 kB of them the engine's state only a write reads."""
    scan, got, at = _scanner(), {}, 1
    if text[:1] != "{":
        return None
    try:
        while text[at] == '"':
            key, at = scan(text, at)
            if text[at] != ":":
                return None
            value, at = scan(text, at + 1)
            got.setdefault(key, value)
            if needs <= got.keys():
                return got
            if text[at] != ",":
                return None
            at += 1
    except (StopIteration, IndexError, ValueError):  # the whole line's decoding says what is wrong
        return None
    return None


_SCANNER: list = []


def _scanner() -> Any:
    if not _SCANNER:
        _SCANNER.append(quick_json.scanner())
    return _SCANNER[0]


def read_events(data: bytes | None, game: str, rules: int | None, log: str, count: int) -> list | None:
    """Each of the log's ``count`` actions' events as ``[kind, data, rule]`` triples, kept
    beside the view for this log (its CRC in the first line), or None (replay)."""
    import zlib

    obj = _head(data, game, rules, log, _EVENTS_KEYS)
    line = data.partition(b"\n")[2].rstrip(b"\n") if obj is not None and data is not None else b""
    if not line or obj.get("events") != f"{zlib.crc32(line):08x}":
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

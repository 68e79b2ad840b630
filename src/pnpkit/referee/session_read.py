"""The reading side of a session file (pnpkit.referee.store): its lock taken shared, its
bytes and its kept state's, its header, the language its header names, and the errors a
read can give (SessionFileError with ``path:line``).

A one-shot ``referee status`` runs this and nothing else of the store, so it works on
path strings with :mod:`os.path`: pathlib (it brings ``re``, ``fnmatch``, ``urllib``,
``ipaddress``) would cost the command more than reading the session does.  The store
re-exports all of it and writes through pnpkit.writer.
"""

from __future__ import annotations

import errno
import os
import stat

from pnpkit import quick_json
from pnpkit.referee.filelock import LockTimeout, NotRegularFile, SessionLock
from pnpkit.rules.messages import say
from pnpkit.word_files import word_file

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from os import PathLike
    from typing import Any

    from pnpkit.rules.session_records import SessionHeader

    AnyPath = str | PathLike[str]

MAX_FILE_BYTES = 32 * 1024 * 1024   # a long campaign is well under 1 MB
MAX_LINE_BYTES = 256 * 1024         # one action with a thousand dice is ~10 KB
MAX_NUMBER_DIGITS = 30              # seeds and dice faces are far shorter
DEFAULT_LOCK_WAIT = 10.0            # seconds a command waits for another one to finish
LOCK_WAIT_VARIABLE = "PNPKIT_LOCK_WAIT"
STATE_SUFFIX = ".state"             # the kept state beside the session (rules/session_state)
#: what Windows Notepad and some other editors put before a UTF-8 file they saved
UTF8_BOM = b"\xef\xbb\xbf"



def _tables() -> dict:
    """store.json: ``MESSAGES``, what is wrong with a session file (shown after its
    ``path:line``); ``OS_REASONS``, the reasons an OS call gives most often, by errno name
    (others keep the OS's words).  Read at the first error said: a command whose session
    reads well reads no file for them (the module attributes, :func:`__getattr__`)."""
    return word_file(__file__, "store.json")


def __getattr__(name: str):
    if name in ("MESSAGES", "OS_REASONS"):
        return _tables()[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def shown_path(path: AnyPath) -> str:
    """``str(pathlib.Path(path))`` (how a status names its session: ``./a//b.pnp`` as
    ``a/b.pnp``) without importing pathlib; on Windows pathlib itself says it."""
    if os.sep != "/":  # pragma: no cover - drives and backslashes: pathlib's own rules
        from pathlib import Path

        return str(Path(path))
    text = os.fspath(path)
    # POSIX keeps exactly two leading slashes (an implementation-defined root), folds more
    root = "//" if text.startswith("//") and not text.startswith("///") else "/" if text.startswith("/") else ""
    return root + "/".join(part for part in text.split("/") if part and part != ".") or "."


def _os_reason(exc: BaseException) -> Any:
    """Why an OS call failed, as a function of the locale (for ``say``)."""
    name = errno.errorcode.get(getattr(exc, "errno", None) or -1, "")
    if not name and isinstance(exc, ValueError) and "null" in str(exc):
        name = "NUL"
    reasons = _tables()["OS_REASONS"]
    if name in reasons["en"]:
        return lambda locale: say(reasons, name, "en" if locale == "en" else "ru")
    return getattr(exc, "strerror", None) or str(exc) or exc.__class__.__name__


def _error(path: AnyPath, line: int, key: str, **values: Any) -> SessionFileError:
    messages = _tables()["MESSAGES"]
    return SessionFileError(path, line, say(messages, key, "ru", **values),
                            say(messages, key, "en", **values), key)


class SessionFileError(Exception):
    """A session file that cannot be used, with the place (``path:line``) when known.

    ``key`` names the problem (a key of MESSAGES, e.g. ``"changed"``) when the store
    raised it."""

    def __init__(self, path: AnyPath, line: int, ru: str, en: str, key: str = "") -> None:
        self.path = str(path)
        self.line = line
        self.ru = ru
        self.en = en
        self.key = key
        super().__init__(self.text("en"))

    def where(self) -> str:
        return f"{self.path}:{self.line}" if self.line else self.path

    def text(self, locale: str = "ru") -> str:
        return f"{self.where()}: {self.en if locale == 'en' else self.ru}"


def lock_wait() -> float:
    """Seconds to wait for the lock (``PNPKIT_LOCK_WAIT`` overrides the default)."""
    try:
        return max(0.0, float(os.environ.get(LOCK_WAIT_VARIABLE, DEFAULT_LOCK_WAIT)))
    except ValueError:
        return DEFAULT_LOCK_WAIT


def acquired(path: AnyPath, exclusive: bool) -> SessionLock:
    """The session's lock, held (the caller releases it); any failure to get it is a
    SessionFileError naming ``path`` as given."""
    wait = lock_wait()
    lock = SessionLock(path, exclusive, wait)
    try:
        lock.acquire()
    except FileNotFoundError:
        raise _error(path, 0, "missing") from None
    except NotRegularFile:
        raise _error(path, 0, "not_regular") from None
    except LockTimeout:
        raise _error(path, 0, "busy", seconds=f"{wait:g}") from None
    except (OSError, ValueError) as exc:  # ELOOP, EACCES, a NUL byte in the path …
        raise _error(path, 0, "unreadable", why=_os_reason(exc)) from None
    return lock


def read_all(fd: int, limit: int) -> bytes:
    """Up to ``limit`` bytes of the open file ``fd`` from its start."""
    os.lseek(fd, 0, os.SEEK_SET)
    chunks, size = [], 0
    while size < limit:
        chunk = os.read(fd, min(1 << 20, limit - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def read_bytes_with_state(path: AnyPath) -> tuple[bytes, bytes | None]:
    """The session's bytes, unparsed, and its kept state's, under one shared lock: a
    status whose kept state stands for exactly these bytes (rules.session_state) need
    not read the actions, which pnpkit wrote itself.  Raises SessionFileError."""
    lock = acquired(path, exclusive=False)
    try:
        try:
            size = os.fstat(lock.fd).st_size
            if size > MAX_FILE_BYTES:
                raise _error(path, 0, "too_big", size=size, limit=MAX_FILE_BYTES)
            data = read_all(lock.fd, MAX_FILE_BYTES + 1)
        except OSError as exc:
            raise _error(path, 0, "unreadable", why=_os_reason(exc)) from None
        return data, read_state(path)
    finally:
        lock.release()


def bounded_int(digits: str) -> int:
    """``int`` for json's ``parse_int``, refusing a number of more than MAX_NUMBER_DIGITS."""
    if len(digits.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise LongNumber(len(digits.lstrip("-")))
    return int(digits)


class LongNumber(ValueError):
    def __init__(self, n: int) -> None:
        super().__init__(n)
        self.n = n


def read_header(path: AnyPath, data: bytes) -> SessionHeader:
    """The header of a session's bytes (its first line; a byte-order mark tolerated)."""
    from pnpkit.rules.session_records import header_from_json

    first = data.removeprefix(UTF8_BOM).split(b"\n", 1)[0]
    try:
        return header_from_json(quick_json.loads(first.decode("utf-8"), parse_int=bounded_int))
    except (ValueError, RecursionError) as exc:  # FormatError is a ValueError
        raise _error(path, 1, "bad_record", why=str(exc)) from None


def state_file(path: AnyPath) -> str:
    """Where a session keeps its state: beside the file its name leads to
    (``game.pnp.state``)."""
    return os.path.realpath(path) + STATE_SUFFIX


def read_state(path: AnyPath) -> bytes | None:
    """The kept state's bytes, or None (none, not a regular file, too big, unreadable:
    the caller then replays the log)."""
    from pnpkit.rules.session_state import MAX_STATE_BYTES

    try:
        fd = os.open(state_file(path), os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except (OSError, ValueError):
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_STATE_BYTES:
            return None
        return read_all(fd, MAX_STATE_BYTES + 1)
    except OSError:
        return None
    finally:
        os.close(fd)


def peek_locale(path: AnyPath, key: str = "locale") -> str | None:
    """The language (or another ``key``: the game) a session file's header names, read from
    its first line only (None when there is none or the file cannot be read: opening it
    reports that properly)."""
    try:
        # opened without blocking and checked after opening: a FIFO put in its place
        # between a check and the open would otherwise hang the command
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as handle:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                return None
            first = handle.readline(1 << 16)
        # the mark taken off by hand: the utf-8-sig codec is a module to import (~0.5 ms)
        value = quick_json.loads(first.removeprefix(UTF8_BOM).decode("utf-8")).get(key)
    except (OSError, ValueError, AttributeError, RecursionError):
        return None
    return value if isinstance(value, str) else None

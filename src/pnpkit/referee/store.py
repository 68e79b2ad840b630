"""Session files: one header line, then one JSON line per action (JSON Lines, UTF-8).

Locking: every command holds an OS lock on the session for its whole read-check-write
(:mod:`pnpkit.referee.filelock`; readers share it, writers hold it alone), so
concurrent commands queue; one that waits longer than :func:`lock_wait` is refused.

Durability: the header is written atomically (temporary file, fsync, rename); each
action is appended as one line with one write and fsync (writer.py
``append_line_durable``); undo rewrites the file atomically without its last action.
A kill -9 at any moment therefore leaves either the old or the new file.  A power cut
mid-append can leave a last line without its newline: it is the action in flight, so
it is dropped with a warning, and removed from the file (atomically) before the next
append.  Blank lines at the end (an editor's) are tolerated and removed the same way.
Any other bad line is an error naming ``file:line``.

The kept state (``game.pnp.state``, pnpkit.rules.session_state) is written atomically
after each write of the log, under the same exclusive lock, and read under the shared
lock with the log; a failure to write it only costs the next status a replay.
The reading side (the shared lock, the bytes, the header, the kept state) is
:mod:`pnpkit.referee.session_read`, re-exported here: a status imports that alone.

Writes go through a symlink to the file it names (the link stays), and a read-only
session file is refused rather than replaced.  Only a regular file is ever read, up to
:data:`MAX_FILE_BYTES`, with lines up to :data:`MAX_LINE_BYTES` and numbers up to
:data:`MAX_NUMBER_DIGITS` digits: a FIFO, a device or a hostile file is one error line.
"""

from __future__ import annotations

import errno
import os
import stat

from pnpkit import quick_json
from pnpkit.referee.action_lines import ActionLines
from pnpkit.referee.session_read import (  # noqa: F401 - the reading side, re-exported
    DEFAULT_LOCK_WAIT,
    LOCK_WAIT_VARIABLE,
    MAX_FILE_BYTES,
    MAX_LINE_BYTES,
    MAX_NUMBER_DIGITS,
    STATE_SUFFIX,
    UTF8_BOM,
    SessionFileError,
    _error,
    _os_reason,
    acquired,
    lock_wait,
    peek_locale,
    read_bytes_with_state,
    read_header,
    read_state,
    shown_path,
    state_file,
)
from pnpkit.referee.session_read import LongNumber as _LongNumber
from pnpkit.referee.session_read import bounded_int as _bounded_int
from pnpkit.referee.session_read import read_all as _read_all
from pnpkit.rules.session import (
    Action,
    FormatError,
    SessionHeader,
    action_from_json,
    action_to_json,
    header_from_json,
    header_to_json,
    to_line,
)
from pnpkit.rules.session_state import log_sum
from pnpkit.value_class import replace, value_class
from pnpkit.writer import append_line_durable, write_bytes_atomic, write_text_atomic


def __getattr__(name: str):
    """The reading side's word tables (MESSAGES, OS_REASONS), read at the first error said."""
    if name in ("MESSAGES", "OS_REASONS"):
        from pnpkit.referee import session_read

        return getattr(session_read, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # a one-shot write names files by strings: pathlib (~1.5 ms) is not imported
    from os import PathLike
    from pathlib import Path

    from pnpkit.referee.filelock import SessionLock

    AnyPath = str | PathLike[str]


@value_class(frozen=True)
class SessionFile:
    #: the session's path as ``str(pathlib.Path(given))`` shows it (session_read.shown_path)
    where: str
    header: SessionHeader
    actions: tuple[Action, ...]
    torn_tail: bool = False   # a half-written last line was found and ignored
    stamp: tuple[int, int] | None = None  # (inode, size) as read: detects a writer meanwhile
    blank_tail: bool = False  # blank lines after the last action (removed at the next write)
    #: (length, CRC-32) of the file's bytes as read or written: the log a kept state
    #: stands for (rules.session_state); None when not known
    log: tuple[int, int] | None = None

    @property
    def path(self) -> Path:
        """The session's path (pathlib imported by whoever asks for it)."""
        from pathlib import Path

        return Path(self.where)

    def decoded(self) -> SessionFile:
        """This file with every action decoded (a lazily read one's: a bad line is a
        SessionFileError at that line, as a whole read gives it)."""
        return self if type(self.actions) is tuple else replace(self, actions=tuple(self.actions))

    def line_of(self, action_index: int) -> int:
        """The file line of action number ``action_index`` (1-based; line 1 = header)."""
        return action_index + 1


class _Held:
    """A session lock held for a ``with`` block (released at its end)."""

    def __init__(self, lock: SessionLock) -> None:
        self.lock = lock

    def __enter__(self) -> SessionLock:
        return self.lock

    def __exit__(self, *exc: object) -> None:
        self.lock.release()


def session_lock(path: AnyPath, exclusive: bool = True) -> _Held:
    """The session's lock, taken now and held for a ``with`` block; any failure to get
    it is a SessionFileError."""
    return _Held(acquired(shown_path(path), exclusive))


def _render(header: SessionHeader, actions: tuple[Action, ...] | ActionLines) -> str:
    lines = [to_line(header_to_json(header))]
    if type(actions) is ActionLines:  # a log read lazily: its lines as they are
        lines += actions.texts()
    else:
        lines += [to_line(action_to_json(a, i)) for i, a in enumerate(actions, start=1)]
    return "\n".join(lines) + "\n"


def _target(path: str) -> str:
    """Where writes go: through a symlink to its file, so the link is kept."""
    return os.path.realpath(path)


def _write_error(path: str, exc: OSError) -> SessionFileError:
    return _error(path, 0, "write_failed", why=_os_reason(exc))


def create_session_file(path: AnyPath, header: SessionHeader, force: bool = False
                        ) -> SessionFile:
    path = shown_path(path)
    created = False
    try:
        if not force:
            # Claim the name first: of two `new` at once, exactly one wins.
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
            created = True
        elif not os.path.exists(path):
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT, 0o644))
            created = True
    except FileExistsError:
        try:  # a folder or a pipe by that name: --force would not help, so do not offer it
            regular = stat.S_ISREG(os.stat(path).st_mode)
        except OSError:
            regular = True
        raise _error(path, 0, "exists" if regular else "not_regular") from None
    except OSError as exc:
        raise _write_error(path, exc) from None
    with session_lock(path) as lock:
        _check_writable(path, lock)
        text = _render(header, ())
        try:
            write_text_atomic(_target(path), text)
        except OSError as exc:
            if created:  # a full disk: the empty name claimed above is no session; take it back
                _unclaim(path)
            raise _write_error(path, exc) from None
        return SessionFile(path, header, (), stamp=_stamp(path), log=log_sum(text.encode("utf-8")))


def _unclaim(path: str) -> None:
    """Remove the empty file ``create_session_file`` claimed (only while it is still empty)."""
    try:
        if os.lstat(path).st_size == 0:
            os.unlink(path)
    except OSError:
        pass


def read_session_file(path: AnyPath) -> SessionFile:
    """Read a session under a shared lock (an append in flight is never seen torn)."""
    with session_lock(path, exclusive=False) as lock:
        return read_locked(path, lock)


def read_locked(path: AnyPath, lock: SessionLock, lazy: bool = False) -> SessionFile:
    """Read the session whose lock is held (through the locked descriptor); ``lazy``: its
    actions decoded when first asked for (:class:`ActionLines`: a bad line is met then,
    see :meth:`SessionFile.decoded`)."""
    path = shown_path(path)
    try:
        info = os.fstat(lock.fd)
        if info.st_size > MAX_FILE_BYTES:
            raise _error(path, 0, "too_big", size=info.st_size, limit=MAX_FILE_BYTES)
        data = _read_all(lock.fd, MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise _error(path, 0, "unreadable", why=_os_reason(exc)) from None
    if len(data) > MAX_FILE_BYTES:
        raise _error(path, 0, "too_big", size=len(data), limit=MAX_FILE_BYTES)
    complete, torn, blank = _lines(path, data)
    header = _record(path, 1, complete[0])
    actions = ActionLines(complete[1:], lambda n, raw: _record(path, n + 1, raw))
    if not lazy:
        actions = tuple(actions)
    return SessionFile(path, header, actions, torn, (info.st_ino, len(data)), blank, log_sum(data))


def _lines(path: str, data: bytes) -> tuple[list[bytes], bool, bool]:
    """The file's complete lines (at least the header's), whether a torn last line and
    whether blank lines at the end were left out."""
    # a session edited by hand and saved with a byte-order mark still reads (the next
    # rewrite drops it); the stamp keeps the file's real size
    raw_lines = data.removeprefix(UTF8_BOM).split(b"\n")
    # The last element is what follows the final newline: empty for a whole file,
    # the half-written action otherwise (or an editor's stray blanks).
    tail = raw_lines[-1]
    complete = raw_lines[:-1]
    torn = tail.strip() != b""
    blank = tail != b""  and not torn
    while complete and not complete[-1].strip():
        complete.pop()
        blank = True
    if not complete:
        if torn:
            raise _error(path, 1, "torn_header")
        raise _error(path, 0, "empty")
    return complete, torn, blank


def _record(path: str, number: int, raw: bytes):
    """The header (line 1) or the action of line ``number``; a SessionFileError at that
    line when it is not one."""
    if len(raw) > MAX_LINE_BYTES:
        raise _error(path, number, "line_too_long", size=len(raw), limit=MAX_LINE_BYTES)
    try:
        obj = quick_json.loads(raw.decode("utf-8"), parse_int=_bounded_int)
        return header_from_json(obj) if number == 1 else action_from_json(obj, number - 1)
    except UnicodeDecodeError:
        raise _error(path, number, "not_utf8") from None
    except quick_json.decode_error() as exc:  # json imported only on an error
        raise _error(path, number, "not_json", column=exc.colno) from None
    except _LongNumber as exc:
        raise _error(path, number, "long_number", n=exc.n, limit=MAX_NUMBER_DIGITS) from None
    except RecursionError:
        raise _error(path, number, "too_deep") from None
    except FormatError as exc:
        raise _error(path, number, "bad_record", why=exc.text) from None
    except ValueError:  # any other value json cannot turn into Python
        raise _error(path, number, "not_json", column=1) from None


def _stamp(path: str) -> tuple[int, int]:
    info = os.stat(path)
    return info.st_ino, info.st_size


def check_unchanged(session: SessionFile) -> None:
    """Refuse to write over a change made by another process since we read the file."""
    try:
        now = _stamp(session.where)
    except OSError:
        now = None
    if session.stamp is not None and now != session.stamp:
        raise _error(session.where, 0, "changed")


def _check_writable(path: str, lock: SessionLock) -> None:
    """A read-only session file is the user's decision: refuse (even as root)."""
    info = os.fstat(lock.fd)
    if not info.st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH) or not os.access(
            _target(path), os.W_OK):
        raise _error(path, 0, "read_only")


def append_action(session: SessionFile, action: Action, lock: SessionLock) -> SessionFile:
    """Durably add one action; repairs a torn or blank tail first so lines never merge.

    The caller holds the session's exclusive ``lock`` and has checked nothing changed."""
    _check_writable(session.where, lock)
    line = to_line(action_to_json(action, len(session.actions) + 1))
    if type(session.actions) is ActionLines:
        actions = session.actions.appended(action, line)
    else:
        actions = (*session.actions, action)
    target = _target(session.where)
    if session.torn_tail or session.blank_tail or session.log is None:
        text = _render(session.header, actions)
        _rewrite(session.where, target, text)
        log = log_sum(text.encode("utf-8"))
    else:
        size = os.fstat(lock.fd).st_size
        try:
            append_line_durable(target, line)
        except OSError as exc:
            _truncate_back(target, size)
            raise _write_error(session.where, exc) from None
        log = log_sum((line + "\n").encode("utf-8"), session.log)
    return SessionFile(session.where, session.header, actions, stamp=_stamp(session.where), log=log)


def _truncate_back(target: str, size: int) -> None:
    """After a failed append (disk full …), cut the partial line off again."""
    try:
        os.truncate(target, size)
    except OSError:
        pass  # the reader drops a torn last line anyway


def rewrite_session_file(session: SessionFile, actions: tuple[Action, ...],
                         lock: SessionLock) -> SessionFile:
    """Replace the log atomically (undo); the caller holds the exclusive ``lock``."""
    _check_writable(session.where, lock)
    text = _render(session.header, actions)
    _rewrite(session.where, _target(session.where), text)
    return SessionFile(session.where, session.header, actions, stamp=_stamp(session.where),
                       log=log_sum(text.encode("utf-8")))


def backed_up(session: SessionFile, lock: SessionLock) -> Path:
    """A copy of the session file as it is now, beside it (``game.pnp.bak``), written
    atomically before the log is re-recorded; the caller holds the exclusive ``lock``."""
    from pathlib import Path

    _check_writable(session.where, lock)
    copy = Path(_target(session.where) + ".bak")
    try:
        write_text_atomic(copy, _render(session.header, session.actions))
    except OSError as exc:
        raise _write_error(session.where, exc) from None
    return copy


def rewrite_header(session: SessionFile, header: SessionHeader, lock: SessionLock) -> SessionFile:
    """Replace the header, keeping every action (a gender told in ``play``), atomically;
    the caller holds the exclusive ``lock``."""
    _check_writable(session.where, lock)
    text = _render(header, session.actions)
    _rewrite(session.where, _target(session.where), text)
    return SessionFile(session.where, header, session.actions, stamp=_stamp(session.where),
                       log=log_sum(text.encode("utf-8")))


def _rewrite(path: str, target: str, text: str) -> None:
    mode = stat.S_IMODE(os.stat(target).st_mode)
    try:
        write_text_atomic(target, text)
        os.chmod(target, mode)  # the session keeps its permissions
    except OSError as exc:
        if exc.errno in (errno.ENOENT,):
            raise _error(path, 0, "missing") from None
        raise _write_error(path, exc) from None


def state_path(path: AnyPath) -> Path:
    """Where a session keeps its state: beside the file its name leads to
    (``game.pnp.state``)."""
    from pathlib import Path

    return Path(state_file(path))


def keep_state(session: SessionFile, lock: SessionLock, data: bytes | None) -> None:
    """Write the state ``data`` stands for (state_data of the log as it now is) beside
    the session, atomically, under the session's exclusive ``lock``; None removes a kept
    state the game cannot keep.  A failure only costs the next read a replay, so it is
    not fsynced: the log line it stands for was, and a state a crash left unwritten is
    not that log's."""
    where = state_file(session.where)
    try:
        if data is None:
            if os.path.lexists(where):
                os.unlink(where)
        else:
            write_bytes_atomic(where, data, durable=False)
    except OSError:
        pass  # the log is what counts: a state whose digest is not the log's is not used

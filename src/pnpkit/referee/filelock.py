"""An OS lock on a session file, taken with a bounded wait.

POSIX: ``flock`` on the session file itself (shared for readers, exclusive for
writers).  Undo replaces the file by an atomic rename, so a lock won on the old file
would guard nothing: after locking we check that the path still names the file we
locked, and start over when it does not.

Windows: a file that is open cannot be replaced by a rename, so the lock lives in a
sidecar ``<name>.lock`` next to the (resolved) session file, held with
``msvcrt.locking`` (exclusive only: Windows has no shared byte-range lock there).

The file is opened with ``O_NONBLOCK`` and checked to be a regular file before
anything else, so a FIFO or a device given as a session never hangs or floods memory.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
import time

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from os import PathLike

POLL_SECONDS = 0.02  # how often a waiting command tries the lock again


class LockTimeout(Exception):
    """Another process held the lock for longer than the allowed wait."""


class NotRegularFile(Exception):
    """The path names a FIFO, a device, a folder …: never a session."""


def _open_regular(path: str) -> tuple[int, os.stat_result]:
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    flags |= getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise NotRegularFile(path)
    return fd, info


class SessionLock:
    """Hold with ``acquire()`` / ``release()``; ``fd`` reads the locked file."""

    def __init__(self, path: str | PathLike[str], exclusive: bool, wait: float) -> None:
        self.path = os.fspath(path)  # a string: pathlib is not worth its import to a status
        self.exclusive = exclusive
        self.wait = wait
        self.fd = -1
        self._sidecar = -1

    def acquire(self) -> SessionLock:
        deadline = time.monotonic() + self.wait
        if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
            self._acquire_windows(deadline)
            return self
        import fcntl

        mode = fcntl.LOCK_EX if self.exclusive else fcntl.LOCK_SH
        while True:
            fd, info = _open_regular(self.path)
            try:
                _poll(lambda fd=fd: fcntl.flock(fd, mode | fcntl.LOCK_NB), deadline)
                now = os.stat(self.path)
            except BaseException:
                os.close(fd)
                raise
            if (now.st_dev, now.st_ino) == (info.st_dev, info.st_ino):
                self.fd = fd
                return self
            os.close(fd)  # replaced (undo) while we waited: lock the new file

    def _acquire_windows(self, deadline: float) -> None:  # pragma: no cover
        import msvcrt

        self.fd, _ = _open_regular(self.path)
        sidecar = os.path.realpath(self.path) + ".lock"
        try:
            self._sidecar = os.open(sidecar, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            if self.exclusive:
                os.close(self.fd)
                raise
            return  # a reader in a read-only folder: nobody can write there either
        try:
            _poll(lambda: msvcrt.locking(self._sidecar, msvcrt.LK_NBLCK, 1), deadline)
        except BaseException:
            self.release()
            raise

    def release(self) -> None:
        if self._sidecar >= 0:  # pragma: no cover - Windows
            import msvcrt

            try:
                os.lseek(self._sidecar, 0, os.SEEK_SET)
                msvcrt.locking(self._sidecar, msvcrt.LK_UNLCK, 1)
            except OSError:
                pass
            os.close(self._sidecar)
            self._sidecar = -1
        if self.fd >= 0:
            os.close(self.fd)  # closing the descriptor drops its flock
            self.fd = -1

    def __enter__(self) -> SessionLock:
        return self.acquire()

    def __exit__(self, *exc: object) -> None:
        self.release()


#: what a non-blocking lock attempt raises while someone else holds the lock
_BUSY = {getattr(errno, name) for name in ("EAGAIN", "EWOULDBLOCK", "EACCES", "EDEADLK", "EDEADLOCK")
         if hasattr(errno, name)}


def _poll(try_lock, deadline: float) -> None:
    while True:
        try:
            try_lock()
            return
        except OSError as exc:
            if exc.errno not in _BUSY:
                raise
        if time.monotonic() >= deadline:
            raise LockTimeout
        time.sleep(POLL_SECONDS)

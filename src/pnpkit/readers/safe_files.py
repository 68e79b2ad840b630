"""Reading a file of a game folder safely: nothing is read before ``lstat`` says it is a
regular file within its byte budget, and hashes are taken in chunks.

A game folder is untrusted: a FIFO would hang a plain ``read()``, a link to
``/dev/zero`` or a sparse 4 GB file would fill memory before any size check, and a link
may lead out of the folder.  Every reader goes through :func:`read_bytes` (or
:func:`sha256_of` for a key), whose refusal, :class:`UnsafeFile`, is one line naming the
file.  The standard library alone, so the unchanged-build check may use it too.
"""

from __future__ import annotations

import os
import stat

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # a FIFO opens without waiting for a writer
_BINARY = getattr(os, "O_BINARY", 0)


class UnsafeFile(OSError):
    """A file a reader refuses before reading it: ``reason`` says why, ``path`` which."""

    def __init__(self, path: str | os.PathLike, reason: str) -> None:
        super().__init__(f"{os.fspath(path)}: {reason}")
        self.path, self.reason = os.fspath(path), reason
        self.strerror = reason  # what the readers' OSError handlers print


def _within(path: str, folder: str) -> bool:
    real = os.path.realpath(path)
    root = os.path.realpath(folder)
    return real == root or real.startswith(os.path.join(root, ""))


def _size_text(size: int) -> str:
    if size >= 1 << 20:
        return f"{size / (1 << 20):.1f} MiB"
    return f"{size // 1024} KiB" if size >= 1024 else f"{size} bytes"


def _check_kind(path: str, info: os.stat_result, budget: int | None) -> None:
    if not stat.S_ISREG(info.st_mode):
        what = ("a FIFO" if stat.S_ISFIFO(info.st_mode) else "a folder" if stat.S_ISDIR(info.st_mode)
                else "a device" if stat.S_ISCHR(info.st_mode) or stat.S_ISBLK(info.st_mode)
                else "a socket" if stat.S_ISSOCK(info.st_mode) else "not a regular file")
        raise UnsafeFile(path, f"is {what}, not a regular file; put a plain file there")
    if budget is not None and info.st_size > budget:
        raise UnsafeFile(path, f"is {_size_text(info.st_size)}; the limit is {_size_text(budget)}")


def checked(path: str | os.PathLike, budget: int | None = None,
            inside: str | os.PathLike | None = None) -> os.stat_result:
    """The ``stat`` of ``path`` once it is known to be a regular file (a link followed
    only while it stays inside ``inside``) of at most ``budget`` bytes; else UnsafeFile
    (FileNotFoundError when there is nothing there)."""
    path = os.fspath(path)
    info = os.lstat(path)
    if stat.S_ISLNK(info.st_mode):
        if inside is not None and not _within(path, os.fspath(inside)):
            raise UnsafeFile(path, "is a link leading out of the game folder; copy the file in")
        info = os.stat(path)
    _check_kind(path, info, budget)
    return info


def _open_checked(path: str, budget: int | None, inside) -> tuple[int, os.stat_result]:
    checked(path, budget, inside)
    real = os.path.realpath(path)
    fd = os.open(real, os.O_RDONLY | _NOFOLLOW | _NONBLOCK | _BINARY)
    try:
        info = os.fstat(fd)  # the file opened is the one checked, not one swapped in since
        _check_kind(path, info, budget)
    except BaseException:
        os.close(fd)
        raise
    return fd, info


def read_bytes(path: str | os.PathLike, budget: int, inside: str | os.PathLike | None = None) -> bytes:
    """The bytes of the regular file ``path`` of at most ``budget`` bytes (see
    :func:`checked`); reading stops one byte past the budget whatever the file claims."""
    path = os.fspath(path)
    fd, _ = _open_checked(path, budget, inside)
    with os.fdopen(fd, "rb") as handle:
        data = handle.read(budget + 1)
    if len(data) > budget:  # grown since it was checked
        raise UnsafeFile(path, f"is over the limit of {_size_text(budget)}")
    return data


def sha256_of(path: str | os.PathLike, budget: int | None = None) -> bytes:
    """SHA-256 of a regular file, read in chunks (see :func:`checked`)."""
    import hashlib  # a key or a digest only: a plain read (moves, a title) loads no OpenSSL

    fd, _ = _open_checked(os.fspath(path), budget, None)
    with os.fdopen(fd, "rb") as handle:
        return hashlib.file_digest(handle, "sha256").digest()


#: a content file larger than this is over every reader's budget: a key takes its size
#: and time, not its bytes (a sparse 4 GB notes.txt is never read)
KEY_FILE_BUDGET = 64 << 20


def budgeted_digest(path: str | os.PathLike, info: os.stat_result | None = None) -> bytes:
    """SHA-256 of a regular file within :data:`KEY_FILE_BUDGET`, read in chunks, for a
    key; for any other file (too large, a FIFO, a device) a digest of what it is and its
    stamp, never its bytes (the reader refuses it in its own words)."""
    try:
        return sha256_of(path, KEY_FILE_BUDGET)
    except UnsafeFile as exc:
        info = info or os.stat(path)
        import hashlib

        return hashlib.sha256(f"{exc.reason}\0{info.st_size}\0{info.st_mtime_ns}".encode()).digest()


def plain_name(name: object) -> bool:
    """Whether ``name`` (a manifest entry) is a plain relative "/"-separated name: no
    absolute path, drive, ``..``, ``.``, backslash or control character."""
    if not isinstance(name, str) or not name or len(name) > 255 * 8:
        return False
    if name.startswith("/") or "\\" in name or ":" in name:
        return False
    if any(ord(c) < 32 or c == "\x7f" for c in name):
        return False
    return all(piece not in ("", ".", "..") for piece in name.split("/"))


def own_file(folder: str | os.PathLike, name: object, sha256_hex: object) -> str | None:
    """The path of the file ``name`` in ``folder`` when it is one a build wrote there: a
    plain name (:func:`plain_name`), no link anywhere on the way, inside the folder, a
    regular file whose SHA-256 is ``sha256_hex``.  Else None: it is not the build's to
    touch."""
    if not plain_name(name) or not isinstance(sha256_hex, str):
        return None
    folder = os.fspath(folder)
    path = os.path.join(folder, *str(name).split("/"))
    step = folder
    try:
        for piece in str(name).split("/"):
            step = os.path.join(step, piece)
            if stat.S_ISLNK(os.lstat(step).st_mode):
                return None
        if not _within(path, folder):
            return None
        return path if sha256_of(path).hex() == sha256_hex else None
    except OSError:
        return None

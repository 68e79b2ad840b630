"""Every file pnpkit writes goes through here: a temporary file, fsync, then rename.

A reader never sees a half-written file, and an interrupted write leaves the previous
file as it was.  A file that is derived and checked when read (a referee session's kept
state) is written with ``durable=False``: the rename still makes it whole-or-nothing, and
one whose bytes a crash kept from the disk fails its check and is made again.

The files are named by strings (:mod:`os.path`): a referee's write imports neither
pathlib (with urllib and ipaddress, ~1.5 ms of a one-shot command) nor contextlib; the
folder writes of a kit take pathlib when they run.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from os import PathLike
    from pathlib import Path


def _fsync_dir(folder: str | PathLike[str]) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _temporary(path: str) -> tuple[int, str]:
    """A new file beside ``path`` for its next bytes, made as tempfile.mkstemp makes one
    (a random name, O_EXCL, 0600) without importing tempfile (shutil, bz2, lzma: ~2 ms)."""
    flags = os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    folder, name = os.path.split(path)
    for _ in range(100):
        temporary = os.path.join(folder, f".{name}.{os.urandom(6).hex()}.tmp")
        try:
            return os.open(temporary, flags, 0o600), temporary
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {path}")


def write_bytes_atomic(path: str | PathLike[str], data: bytes, durable: bool = True) -> None:
    path = os.fspath(path)
    folder = os.path.dirname(path) or os.curdir
    if not os.path.isdir(folder):  # one stat where the folder is there (a session's, always)
        os.makedirs(folder, exist_ok=True)
    fd, tmp = _temporary(path)
    try:
        os.fchmod(fd, 0o644)  # made 0600 as mkstemp does; kits and catalogues are for sharing
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            if durable:
                handle.flush()
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        remove_quietly([tmp])
        raise
    if durable:
        _fsync_dir(folder)


def remove_quietly(paths) -> None:
    """Remove each of ``paths`` (a cache's stale entries); one gone already, or one that
    cannot be removed, is left as it is."""
    for path in paths:
        try:
            os.unlink(path)
        except OSError:
            pass


def write_text_atomic(path: str | PathLike[str], text: str, durable: bool = True) -> None:
    write_bytes_atomic(path, text.encode("utf-8"), durable)


def append_line_durable(path: str | PathLike[str], line: str) -> None:
    """Append one line and fsync it: for append-only logs such as referee sessions."""
    if "\n" in line:
        raise ValueError("a log line must not contain a newline")
    with open(path, "ab") as handle:
        handle.write(line.encode("utf-8") + b"\n")
        handle.flush()
        os.fsync(handle.fileno())


def write_new_folder(folder: Path | str, files: dict[str, bytes]) -> None:
    """Create ``folder`` holding ``files`` (relative path -> bytes) all at once: they are
    written into a hidden sibling first, which is then renamed; an existing ``folder``
    is never touched (FileExistsError)."""
    from pathlib import Path

    folder = Path(folder)
    if folder.exists():
        raise FileExistsError(str(folder))
    folder.parent.mkdir(parents=True, exist_ok=True)
    _swap_in(folder, files, new=True)
    _fsync_dir(folder.parent)


def replace_folder(folder: Path | str, files: dict[str, bytes]) -> None:
    """Make ``folder`` hold exactly ``files`` (relative path -> bytes), all at once.

    The files are written into a hidden sibling, which then takes the folder's place by
    two renames (the old folder is moved aside first and removed last): a reader sees
    the old set or the new one, and a failure before the swap leaves the old folder as
    it was.  Paths must stay inside the folder.
    """
    from pathlib import Path

    folder = Path(folder)
    for rel in files:
        if Path(rel).is_absolute() or ".." in Path(rel).parts or not rel:
            raise ValueError(f"bad file name {rel!r}")
    folder.parent.mkdir(parents=True, exist_ok=True)
    try:  # two processes replacing the same folder take turns: the lock is on its parent,
        # which the swap does not rename (and no lock file is left beside the folder)
        with folder_lock(folder.parent, 60.0):
            _swap_in(folder, files)
    except FolderBusy:
        raise TimeoutError(f"{folder} is being written by another process") from None
    _fsync_dir(folder.parent)


class FolderBusy(Exception):
    """Another process holds the folder's lock (see ``folder_lock``)."""


def folder_lock(folder: Path | str, wait: float = 0.0):
    """An exclusive OS lock on the folder itself (``flock`` on the directory), created
    when missing; raises FolderBusy when another process keeps it longer than ``wait``
    seconds.  Nothing is written for the lock, so it leaves no file behind whatever
    happens to the process (POSIX; where there is no ``flock``, no lock).  The folder
    must not be renamed while locked (lock its parent to guard a rename).  Yields the
    lock's descriptor (None without ``flock``): a forked worker closes its copy."""
    from contextlib import contextmanager  # a kit's build, not a referee's write

    return contextmanager(_folder_lock)(folder, wait)


def _folder_lock(folder: Path | str, wait: float):
    from pathlib import Path

    folder = Path(folder)
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows
        folder.mkdir(parents=True, exist_ok=True)
        yield None
        return
    import time

    deadline = time.monotonic() + wait
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_CLOEXEC", 0)
    while True:
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(folder, flags)
        try:
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() >= deadline:
                        raise FolderBusy(str(folder)) from None
                    time.sleep(0.05)
            held, now = os.fstat(fd), os.stat(folder)
        except BaseException:
            os.close(fd)
            raise
        if (held.st_dev, held.st_ino) == (now.st_dev, now.st_ino):
            break
        os.close(fd)  # removed and made again while we waited: lock the new one
    try:
        yield fd
    finally:
        os.close(fd)


def _swap_in(folder: Path, files: dict[str, bytes], new: bool = False) -> None:
    """The files written into a hidden sibling, which takes the folder's place; ``new``:
    a folder made there meanwhile is left alone (FileExistsError), not moved aside."""
    import shutil
    import tempfile
    from pathlib import Path

    staging = Path(tempfile.mkdtemp(prefix=f".{folder.name}.", suffix=".new", dir=folder.parent))
    aside = None
    try:
        for rel, data in sorted(files.items()):
            write_bytes_atomic(staging / rel, data)
        os.chmod(staging, 0o755)  # mkdtemp makes 0700; a game folder, an export are for sharing
        if folder.exists() and new:
            raise FileExistsError(str(folder))
        if folder.exists():
            aside = Path(tempfile.mkdtemp(prefix=f".{folder.name}.", suffix=".old",
                                          dir=folder.parent))
            os.rmdir(aside)
            os.rename(folder, aside)
        os.rename(staging, folder)
    except BaseException:
        if aside is not None and not folder.exists():
            os.rename(aside, folder)  # put the old set back
            aside = None
        shutil.rmtree(staging, ignore_errors=True)
        raise
    finally:
        if aside is not None:
            shutil.rmtree(aside, ignore_errors=True)

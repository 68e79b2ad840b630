"""Every file pnpkit writes goes through here: a temporary file, fsync, then rename.

A reader never sees a half-written file, and an interrupted write leaves the previous
file as it was.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def _fsync_dir(folder: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def write_bytes_atomic(path: Path | str, data: bytes) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.fchmod(fd, 0o644)  # mkstemp makes 0600; kits and catalogues are for sharing
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(path.parent)


def write_text_atomic(path: Path | str, text: str) -> None:
    write_bytes_atomic(path, text.encode("utf-8"))


def append_line_durable(path: Path | str, line: str) -> None:
    """Append one line and fsync it: for append-only logs such as referee sessions."""
    path = Path(path)
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
    folder = Path(folder)
    if folder.exists():
        raise FileExistsError(str(folder))
    folder.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{folder.name}.", suffix=".new", dir=folder.parent))
    try:
        for rel, data in sorted(files.items()):
            write_bytes_atomic(staging / rel, data)
        os.chmod(staging, 0o755)  # mkdtemp makes 0700; a game folder is for sharing
        if folder.exists():
            raise FileExistsError(str(folder))
        os.rename(staging, folder)
    except BaseException:
        import shutil

        shutil.rmtree(staging, ignore_errors=True)
        raise
    _fsync_dir(folder.parent)

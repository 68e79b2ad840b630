"""Keys kept beside the stamp of the files they hash, so nothing is hashed again while the
files stand.

A stamp is the names, sizes, modification times and inodes of a key's files (as Python
tells stale bytecode).  A pointer file in the per-user cache holds a key and the stamp it
was computed for; while the stamp is the same the key is read from there.  A file changed
less than :data:`SETTLE_NS` before it was stamped may change again within the clock's
tick and keep its size and time ("racy git"): a key over such a file is never kept.
Standard library only, no pathlib: the fast paths of table commands use it.
"""

from __future__ import annotations

import contextlib
import os
import time

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

SETTLE_NS = 2_000_000_000
_HEX = frozenset("0123456789abcdef")
_clock = time.time_ns  # injected by the tests


def settled(mtime_ns: int) -> bool:
    """Whether a file last changed at ``mtime_ns`` can no longer change unseen."""
    return _clock() - mtime_ns > SETTLE_NS


def stamp(paths: Iterable[str], head: str) -> tuple[str, bool] | None:
    """The stamp of ``paths`` after ``head`` (what else the key covers), and whether every
    file has settled; None when one cannot be seen."""
    parts, all_settled = [head], True
    try:
        for path in paths:
            st = os.stat(path)
            parts.append(f"{path}\0{st.st_size}\0{st.st_mtime_ns}\0{st.st_ino}")
            all_settled = all_settled and settled(st.st_mtime_ns)
    except OSError:
        return None
    return "\n".join(parts), all_settled


def crc32(data: bytes) -> int:
    """``zlib.crc32(data)``, bit by bit: for the short text it labels that takes less
    time than importing zlib, and the pointer files keep their names."""
    crc = 0xFFFFFFFF
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = (crc >> 1) ^ (0xEDB88320 & -(crc & 1))
    return crc ^ 0xFFFFFFFF


def kept_key(pointer: str, stamped: tuple[str, bool], compute: Callable[[], str | None],
             family: tuple[str, int] | None = None) -> str | None:
    """The key the pointer file holds for this stamp, or ``compute()`` kept there (when
    every file has settled); ``family``: the pointers' name pattern and how many stay
    (pnpkit.readers.cache_pruning)."""
    from pnpkit.readers.cache_files import read_own_file

    text, all_settled = stamped
    with contextlib.suppress(Exception):
        key, _, stored = read_own_file(pointer).decode("utf-8").partition("\n")
        if stored == text and len(key) == 64 and _HEX.issuperset(key):
            return key
    key = compute()
    if key is None or not all_settled:
        return key
    from pnpkit.writer import write_text_atomic

    with contextlib.suppress(OSError, ValueError):
        write_text_atomic(pointer, key + "\n" + text)
        if family is not None:
            from pnpkit.readers import cache_pruning

            cache_pruning.prune(os.path.dirname(pointer), *family)
    return key

"""Reading a file of the per-user cache: only the user's own regular file, of bounded size.

The cache folder may be anywhere ``PNPKIT_CACHE_DIR`` or ``XDG_CACHE_HOME`` say, a shared
one included; a file someone else put there, a link, a folder or a giant file is not
the cache's and is ignored (the caller reads the game afresh).  No pathlib here: the
derived cache sits on the fast path of table commands.
"""

from __future__ import annotations

import os
import stat
from itertools import chain


def cache_dir() -> str | None:
    """The per-user cache folder (None with ``PNPKIT_NO_CACHE``), as a string."""
    if os.environ.get("PNPKIT_NO_CACHE"):
        return None
    explicit = os.environ.get("PNPKIT_CACHE_DIR")
    if explicit:
        return explicit
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "pnpkit", "games")


#: no cache entry of a game is near this (the Amber game is about 1.5 MB as JSON)
MAX_CACHE_BYTES = 32 * 1024 * 1024


def read_own_file(path: str, max_bytes: int = MAX_CACHE_BYTES) -> bytes | None:
    """The bytes of ``path`` when it is a regular file (not a link) owned by the current
    user and at most ``max_bytes`` long; otherwise None.  Never raises OSError."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except OSError:
        return None
    try:
        info = os.fstat(fd)  # of the file opened, not of whatever the name points to later
        getuid = getattr(os, "getuid", None)
        if not stat.S_ISREG(info.st_mode) or info.st_size > max_bytes:
            return None
        if getuid is not None and info.st_uid != getuid():
            return None
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(max_bytes + 1)
        return data if len(data) <= max_bytes else None
    except OSError:
        return None
    finally:
        os.close(fd)


_SCALARS = frozenset({str, int, float, bool, type(None), bytes})
_SEQUENCES = frozenset({list, tuple})
_CONTAINERS = _SEQUENCES | {dict}


def plain_values(value) -> bool:
    """Whether ``value`` holds only plain values (texts, numbers, bytes, None in lists,
    tuples and dicts): what a marshal entry of the cache may hold, as marshal can also
    rebuild code objects, which no entry ever holds.  The types of a container's elements
    are taken at once, as a font face holds maps of thousands of numbers."""
    stack = [value]
    while stack:
        item = stack.pop()
        kind = type(item)
        if kind is dict:
            groups = (item.keys(), item.values())
        elif kind in _SEQUENCES:
            groups = (item,)
        elif kind in _SCALARS:
            continue
        else:
            return False
        for elements in groups:
            kinds = set(map(type, elements))
            if kinds <= _SCALARS:
                continue
            if kinds <= _SEQUENCES and set(map(type, chain.from_iterable(elements))) <= _SCALARS:
                continue  # e.g. a face's glyph metrics: thousands of pairs of numbers
            if not kinds <= _SCALARS | _CONTAINERS:
                return False
            stack.extend(e for e in elements if type(e) in _CONTAINERS)
    return True

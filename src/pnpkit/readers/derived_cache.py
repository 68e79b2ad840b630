"""Small data derived from a game, kept in the per-user cache next to the games.

``pnpkit moves`` needs only the movement graph and the field names of one board; read
from here (a few kilobytes, stored with :mod:`marshal`) it starts in milliseconds
instead of reading the whole game.  The key is the game cache's key (every YAML file of
the game and the code of model/, readers/ and rules/) plus the game's translation
catalogues, the extra code the caller names, the caller's ``kind`` (e.g. the locale)
and the Python version, so any change to any of them rebuilds the entry.

Hashing all that (two megabytes) would take longer than the command itself, so a
pointer file per game folder and kind remembers the key together with the stamp it was
computed for: the paths, sizes, modification times and inodes of those files.  Only
when the stamp differs are the contents hashed again.  Problems with the cache silently
fall back to building; so does an entry or pointer the user does not own, or one that
holds anything but plain values (see :mod:`pnpkit.readers.cache_files`).  Nothing here imports hashlib unless it must hash.
"""

from __future__ import annotations

import contextlib
import marshal
import os
import sys

from pnpkit.readers import stamps
from pnpkit.readers.game_cache import _CODE_FOLDERS, cache_dir
from pnpkit.readers.stamps import crc32 as _crc32

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator
    from pathlib import Path

# plain strings on the way to a cache hit: pathlib is imported only to compute a key
_PACKAGE = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
# marshal's format belongs to one Python version: the version is part of every key
_VERSION = f"2 python{sys.version_info[0]}.{sys.version_info[1]} marshal{marshal.version}"


def _derived_key(folder: str, kind: str, code: Iterable[str]) -> str | None:
    import hashlib
    from pathlib import Path

    from pnpkit.readers.game_cache import _content_key

    folder, package = Path(folder), Path(_PACKAGE)
    base = _content_key(folder)
    if base is None:
        return None
    digest = hashlib.sha256(f"{_VERSION}\0{base}\0{kind}\0".encode())
    try:
        inside = os.path.join(os.path.realpath(folder), "")  # a link out of the folder is never read
        for path in sorted(p for p in folder.rglob("*.po") if p.is_file()
                           and os.path.realpath(p).startswith(inside)):
            digest.update(path.relative_to(folder).as_posix().encode() + b"\0")
            digest.update(path.read_bytes())
        for name in code:
            where = package / name
            for path in sorted(where.rglob("*.py")) if where.is_dir() else [where]:
                digest.update(path.relative_to(package).as_posix().encode() + b"\0")
                digest.update(path.read_bytes())
    except OSError:
        return None
    return digest.hexdigest()


def _walk(base: str, suffixes: tuple[str, ...]) -> Iterator[str]:
    if not os.path.isdir(base):
        yield base
        return
    for where, folders, names in os.walk(base):
        folders.sort()
        yield from (os.path.join(where, n) for n in sorted(names) if n.endswith(suffixes))


def _stamp(folder: str, code: Iterable[str]) -> tuple[str, bool] | None:
    """The stamp of every file the key hashes: while it is the same, so is the key."""
    bases = [(folder, (".yaml", ".yml", ".po"))]
    bases += [(os.path.join(_PACKAGE, name), (".py",)) for name in (*_CODE_FOLDERS, *code)]
    return stamps.stamp((path for base, suffixes in bases for path in _walk(base, suffixes)), _VERSION)


def _key(where: str, folder: str, kind: str, code: tuple[str, ...]) -> str | None:
    """The content key, from the pointer file while the stamp has not changed."""
    stamped = _stamp(folder, code)
    if stamped is None:
        return None
    label = _crc32(f"{os.path.abspath(folder)}\0{kind}".encode())
    pointer = os.path.join(where, f"{os.path.basename(folder)}-stamp-{label:08x}.txt")
    return stamps.kept_key(pointer, stamped, lambda: _derived_key(folder, kind, code))


def load_derived(folder: Path | str, kind: str, build: Callable[[], dict],
                 code: Iterable[str] = ()) -> dict:
    """``build()``, answered from the cache while nothing it depends on changed.

    ``build`` returns plain data (dicts, lists, strings, numbers, booleans, None).
    ``code`` names the modules or packages (relative to the pnpkit package, e.g.
    ``"i18n"`` or ``"cli/moves_run.py"``) whose code ``build`` depends on beyond
    model/, readers/ and rules/.  Errors raised by ``build`` pass through."""
    folder, code = os.path.normpath(os.fspath(folder)), tuple(code)
    where = cache_dir()
    key = _key(where, folder, kind, code) if where is not None and os.path.isdir(folder) else None
    if key is None:
        return build()
    entry = os.path.join(where, f"{os.path.basename(folder)}-derived-{key[:32]}.marshal")
    from pnpkit.readers.cache_files import plain_values, read_own_file

    stored = read_own_file(entry)
    with contextlib.suppress(Exception):
        data = marshal.loads(stored) if stored is not None else None
        if isinstance(data, dict) and data.get("kind") == kind and plain_values(data["data"]):
            return data["data"]
    data = build()
    from pnpkit.writer import write_bytes_atomic

    with contextlib.suppress(OSError, ValueError):
        write_bytes_atomic(entry, marshal.dumps({"kind": kind, "data": data}))
        from pnpkit.readers import cache_pruning

        cache_pruning.prune(where, cache_pruning.derived_entries(os.path.basename(folder)),
                            cache_pruning.KEEP_DERIVED_ENTRIES)
    return data

"""The ``game:`` section of a game.yaml, kept in the per-user cache by the file's bytes.

Finding a game by its id reads the head of every shipped game, and the build reads its
game's head before anything else; with the game itself kept (pnpkit.readers.game_cache)
those heads were all a build still needed YAML for (~12 ms to import, before parsing).
A head is kept only when it is plain (texts, numbers, yes/no, and lists of them: what a
head holds), under a key made of game.yaml's bytes and the code that reads it; the
newest entries stay (pnpkit.readers.cache_pruning), each data only, read from the
user's own file (pnpkit.readers.cache_files).  ``PNPKIT_NO_CACHE=1`` and any problem
read the file.
"""

from __future__ import annotations

import json
import os

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

_FORMAT = b"pnpkit-game-head 1"
_CODE = ("readers/yaml_source.py", "readers/game_reader.py", "readers/head_cache.py")
# more than any content file may hold (yaml_source.MAX_FILE_BYTES): such a file is read as before
_MAX_BYTES = 4 * 1024 * 1024
_SCALARS = (str, int, float, bool, type(None))


def _plain(head) -> bool:
    """Whether ``head`` comes back from JSON as it is: a dict of texts to scalars and
    lists of scalars (the YAML reader's lists are lists, their positions aside)."""
    return isinstance(head, dict) and all(
        isinstance(key, str) and (type(value) in _SCALARS or (
            isinstance(value, list) and all(type(v) in _SCALARS for v in value)))
        for key, value in head.items())


def kept_head(path: Path, head_of: Callable[..., dict]) -> dict:
    """The head of the game.yaml at ``path``: ``head_of(path, data)`` of its bytes, kept;
    ``head_of(path)`` (read as before) when the cache is off or the file too big."""
    import hashlib

    from pnpkit.readers.cache_files import cache_dir

    where = cache_dir()
    if where is None:
        return head_of(path)
    package = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
    try:
        with open(path, "rb") as handle:
            data = handle.read(_MAX_BYTES + 1)
        digest = hashlib.sha256(_FORMAT)
        for name in _CODE:
            with open(os.path.join(package, name), "rb") as handle:
                digest.update(name.encode() + b"\0" + handle.read())
    except OSError:
        return head_of(path)
    if len(data) > _MAX_BYTES:
        return head_of(path)
    digest.update(b"\0" + data)
    entry = os.path.join(where, f"game-head-{digest.hexdigest()[:32]}.json")
    from pnpkit.readers.cache_files import read_own_file

    kept = read_own_file(entry)
    if kept is not None:
        try:  # a damaged or foreign entry just means reading the YAML again
            head = json.loads(kept.decode("utf-8"))
            if _plain(head):
                return head
        except (ValueError, RecursionError):
            pass
    head = head_of(path, data)
    if not _plain(head):
        return head
    from pnpkit.writer import write_bytes_atomic

    try:
        write_bytes_atomic(entry, json.dumps(head, ensure_ascii=False).encode("utf-8"))
    except (OSError, TypeError, ValueError):  # a read-only cache folder, a lone surrogate
        return head
    from pnpkit.readers import cache_pruning

    cache_pruning.prune(where, cache_pruning.HEAD_ENTRIES, cache_pruning.KEEP_HEAD_ENTRIES)
    return head

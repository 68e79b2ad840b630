"""A per-user cache of read games, so table commands start quickly.

Reading and checking the Amber data takes most of a second; the referee, `moves` and
`games` read it on every call.  The result of :func:`load_game` is kept in the user's
cache folder under a key made of every content file's bytes and the code that reads
and checks them, so any change to either reads afresh; the key also holds what else the
answer depends on (:func:`_entry_key`): where the folder is and is shown from and the
kind of every path in it (a referenced picture deleted, a link); the plugin of the
game's rules is kept in the entry and compared when it is read (:func:`_rules_stamp`).
Each folder keeps its newest few entries.  An entry is data only (JSON of plain values
and the model's dataclasses, see :mod:`pnpkit.readers.game_codec`), read only from a
regular file the user owns, of bounded size: a planted entry is ignored, never run.  ``PNPKIT_NO_CACHE=1`` turns the cache off, and any problem with it
silently falls back to reading.
"""

from __future__ import annotations

import os
import stat
from functools import cache

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # the reader (and YAML, and pathlib) are imported only when a game is read
    from pathlib import Path

    from pnpkit.readers.game_reader import LoadResult

#: how many read versions of one game folder stay (branches, a kit and its fork)
KEEP_GAME_ENTRIES = 4
#: no entry is near this (the Amber game is about 1.5 MB as JSON)
MAX_CACHE_BYTES = 32 * 1024 * 1024

# the code that reads and checks a game: these folders, and the modules it imports beside them
_CODE_FOLDERS = ("model", "readers", "rules", "layout", "games", "card_template.py", "paths.py",
                 "plugins.py")


def cache_dir() -> str | None:
    """The per-user cache folder (None with ``PNPKIT_NO_CACHE``), as a string."""
    if os.environ.get("PNPKIT_NO_CACHE"):
        return None
    explicit = os.environ.get("PNPKIT_CACHE_DIR")
    if explicit:
        return explicit
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "pnpkit", "games")


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


def stale_entries(where: str, folder_name: str, keep: int = KEEP_GAME_ENTRIES) -> list[str]:
    """The entries of one game folder in ``where`` beyond the newest ``keep``: the user's
    own regular files named exactly as this cache names them (the folder may be shared)."""
    import re

    pattern = re.compile(re.escape(folder_name) + r"-[0-9a-f]{32}\.json")
    try:
        names = os.listdir(where)
    except OSError:
        return []
    getuid = getattr(os, "getuid", None)
    found = []
    for name in names:
        if not pattern.fullmatch(name):
            continue
        path = os.path.join(where, name)
        try:
            info = os.lstat(path)
        except OSError:
            continue
        if stat.S_ISREG(info.st_mode) and (getuid is None or info.st_uid == getuid()):
            found.append((info.st_mtime_ns, name, path))
    found.sort(reverse=True)  # newest first; the name breaks ties, so the choice is stable
    return [path for _, _, path in found[keep:]]


def cache_folder() -> Path | None:
    from pathlib import Path

    where = cache_dir()
    return Path(where) if where is not None else None


@cache
def _code_fingerprint() -> str:
    import hashlib
    from pathlib import Path

    from pnpkit.readers.library_files import library_file

    root = Path(__file__).resolve().parent.parent
    digest = hashlib.sha256()
    # PyYAML reads the files: its version (in __init__.py), and which of its modules are
    # there (the C loader, LibYAML's, is used where it is built and marks errors its own way)
    yaml_init = library_file("yaml")
    if yaml_init is not None:
        digest.update(Path(yaml_init).read_bytes())
        digest.update("\0".join(sorted(n for n in os.listdir(os.path.dirname(yaml_init))
                                       if n.startswith("_yaml"))).encode())
    for folder in _CODE_FOLDERS:
        where = root / folder
        for path in sorted(where.rglob("*.py")) if where.is_dir() else [where]:
            digest.update(path.relative_to(root).as_posix().encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def _content_key(folder: Path) -> str | None:
    import hashlib

    from pnpkit.readers.safe_files import budgeted_digest

    digest = hashlib.sha256(_code_fingerprint().encode())
    try:
        inside = os.path.join(os.path.realpath(folder), "")  # a link out of the folder is never read
        for path in sorted(p for p in folder.rglob("*") if p.suffix in (".yaml", ".yml", ".csv") and p.is_file()
                           and os.path.realpath(p).startswith(inside)):
            digest.update(path.relative_to(folder).as_posix().encode() + b"\0")
            digest.update(budgeted_digest(path))  # in chunks; a sparse 4 GB file is never read
    except OSError:
        return None
    return digest.hexdigest()


def _paths_stamp(folder: Path) -> str:
    """Every path in the folder with its kind, and where each link leads: load_game reports
    a missing or odd file a game names (a picture, a card table), a link out of the
    folder or to nothing, and none of that is in the content files' bytes."""
    import stat

    root = os.path.realpath(folder)
    lines = []
    for where, folders, names in os.walk(folder, followlinks=False):
        folders.sort()
        for name in sorted(folders + names):
            path = os.path.join(where, name)
            info = os.lstat(path)  # an OSError means no entry: load_game reads afresh
            line = f"{os.path.relpath(path, folder)}\0{stat.S_IFMT(info.st_mode)}"
            if stat.S_ISLNK(info.st_mode):
                real = os.path.realpath(path)
                inside = os.path.relpath(real, root) if os.path.join(real, "").startswith(
                    os.path.join(root, "")) else "outside"
                try:
                    kind = stat.S_IFMT(os.stat(path).st_mode)
                except OSError as exc:
                    kind = f"error {exc.errno}"
                line += f"\0{inside}\0{kind}"
            lines.append(line)
    return "\n".join(lines)


def _rules_stamp(rules: str) -> bytes:
    """The plugin of the rules a read game names (its extension, kit kinds ...), all a
    successful read takes from the plugins (a game naming unknown rules is an error, and
    errors are never kept): kept in the entry and compared when it is read, so a warm
    read looks up one plugin instead of scanning the entry points for all of them."""
    from pnpkit.rules.registry import GENERIC_RULES

    if rules == GENERIC_RULES:
        return b"generic"
    from pnpkit.plugins import plugin_for

    return repr(plugin_for(rules)).encode("utf-8", "surrogateescape")


def _entry_key(folder: Path) -> str | None:
    """The key of the folder's entry: its content key, where it is read and shown from
    (messages name files relative to the working folder, see pnpkit.paths.display_path)
    and the paths in it (the plugin of its rules is checked apart, see _rules_stamp)."""
    import hashlib

    content = _content_key(folder)
    if content is None:
        return None
    place = "\0".join((os.path.abspath(folder), os.path.realpath(folder), os.getcwd()))
    try:
        paths = _paths_stamp(folder)
    except OSError:
        return None
    digest = hashlib.sha256("\0".join((content, place, paths)).encode(
        "utf-8", "surrogateescape"))
    return digest.hexdigest()


def load_game_cached(folder: Path | str) -> LoadResult:
    """Like load_game, answered from the cache when nothing it depends on changed."""
    from pathlib import Path

    from pnpkit.readers.game_codec import decode_result, encode_result
    from pnpkit.readers.game_reader import load_game

    folder = Path(folder)
    where = cache_folder()
    key = _entry_key(folder) if where is not None and folder.is_dir() else None
    if key is None:
        return load_game(folder)
    entry = where / f"{folder.name}-{key[:32]}.json"
    data = read_own_file(str(entry))
    if data is not None:
        stamp, _, data = data.partition(b"\n")  # the rules' plugin when it was kept
        try:  # a stale, damaged or foreign entry just means reading the YAML again
            kept = decode_result(data)
            if kept.game is not None and stamp == _rules_stamp(kept.game.rules):
                return kept
        except (ValueError, TypeError, LookupError, RecursionError):
            pass
    result = load_game(folder)
    if result.game is not None:
        from pnpkit.writer import write_bytes_atomic

        try:
            stamp = _rules_stamp(result.game.rules)
            if b"\n" in stamp:
                return result  # a plugin whose description spans lines is read afresh
            write_bytes_atomic(entry, stamp + b"\n" + encode_result(result))
        except (OSError, TypeError, ValueError):  # a read-only cache folder, an odd value
            return result
        from pnpkit.writer import remove_quietly

        remove_quietly(stale_entries(str(where), folder.name))
    return result

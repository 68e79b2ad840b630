"""Keeping the per-user cache small: after an entry is written, the older entries of
its family go.

A family is what one cache keeps under one name pattern (one game folder's read
results, its derived data, the kept answers of commands).  Each keeps its newest
entries by modification time; a designer editing a game makes a new entry at every
change, and without this the folder would grow by a read game (~0.4 MB) per edit.
Only the user's own regular files whose names match the family exactly are ever
removed: the cache folder may be a shared one.  No pathlib: table commands' fast path.
"""

from __future__ import annotations

import os
import re
import stat

#: how many entries each family keeps (a few games' versions side by side: branches,
#: a kit and its fork; many command lines for the kept answers)
KEEP_GAME_ENTRIES = 4
KEEP_DERIVED_ENTRIES = 16
KEEP_ANSWERS = 256
KEEP_KIT_POINTERS = 64  # one per game folder and set of build options
KEEP_CATALOG_ENTRIES = 8  # a few catalogues (locales, games) and their versions
KEEP_HEAD_ENTRIES = 64  # every installed game's game.yaml is looked at together
KEEP_FONT_ENTRIES = 4  # the parsed faces of a few pnpkit or reportlab versions


def stale_entries(where: str, pattern: str, keep: int) -> list[str]:
    """The paths in ``where`` whose names match ``pattern`` (a regular expression, whole
    name), the user's own regular files, beyond the newest ``keep``."""
    try:
        names = os.listdir(where)
    except OSError:
        return []
    matcher = re.compile(pattern)
    getuid = getattr(os, "getuid", None)
    found = []
    for name in names:
        if not matcher.fullmatch(name):
            continue
        path = os.path.join(where, name)
        try:
            info = os.lstat(path)
        except OSError:
            continue
        if not stat.S_ISREG(info.st_mode) or (getuid is not None and info.st_uid != getuid()):
            continue
        found.append((info.st_mtime_ns, name, path))
    found.sort(reverse=True)  # newest first; the name breaks ties, so the choice is stable
    return [path for _, _, path in found[keep:]]


def prune(where: str, pattern: str, keep: int) -> None:
    """Remove the entries :func:`stale_entries` names; never raises OSError."""
    stale = stale_entries(where, pattern, keep)
    if stale:
        from pnpkit.writer import remove_quietly

        remove_quietly(stale)


def game_entries(folder_name: str) -> str:
    """The pattern of one game folder's read results (readers.game_cache)."""
    return re.escape(folder_name) + r"-[0-9a-f]{32}\.json"


def derived_entries(folder_name: str) -> str:
    """The pattern of one game folder's derived data (readers.derived_cache)."""
    return re.escape(folder_name) + r"-derived-[0-9a-f]{32}\.marshal"


ANSWER_ENTRIES = r"answer-[0-9a-f]{40}\.json"
KIT_POINTERS = r"kit-stamp-[0-9a-f]{8}\.txt"
CATALOG_ENTRIES = r"catalog-rows-[0-9a-f]{32}\.json"
HEAD_ENTRIES = r"game-head-[0-9a-f]{32}\.json"
FONT_ENTRIES = r"fonts-[0-9a-f]{32}\.marshal"

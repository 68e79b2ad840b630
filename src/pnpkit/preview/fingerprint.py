"""The files of a game folder a face may show besides its data (pictures, fonts), as
one stamp; the data's own digest is pnpkit.model.fingerprint's."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from pnpkit.model.fingerprint import digest

#: files a face may show (pictures, fonts) besides the data the reader gives
ART_SUFFIXES = frozenset({".png", ".jpg", ".jpeg", ".webp", ".svg", ".ttf", ".otf"})


def art_stamp(folder: Path) -> str:
    """The game folder's pictures and fonts by name and content (a picture replaced on
    disk redraws the faces, also one copied in with its size and time kept, as cp -p or
    an unzip does; the data files are read anyway).  Read as a build's key reads a file:
    a FIFO or an oversized file counts by what it is, never read."""
    from pnpkit.readers.safe_files import budgeted_digest

    seen: list[str] = []
    for path in _art_files(folder):
        try:
            seen.append(f"{path.relative_to(folder).as_posix()}:{budgeted_digest(path).hex()}")
        except OSError:  # gone since the walk, or a dangling link: the reader says so
            continue
    return digest("\n".join(sorted(seen)))


def _art_files(folder: Path) -> Iterable[Path]:
    for root, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if not d.startswith(".") and d != "output"]
        for name in files:
            if os.path.splitext(name)[1].lower() in ART_SUFFIXES:
                yield Path(root) / name

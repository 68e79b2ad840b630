"""What a picture of the kit is drawn from, as one digest: a face is drawn again only
when its digest changes, so an edited CSV row redraws that card and nothing else.

Where a thing was read (``source``: file, line, column) is left out: a row added above
a card moves its line but not its face."""

from __future__ import annotations

import dataclasses
import hashlib
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

#: files a face may show (pictures, fonts) besides the data the reader gives
ART_SUFFIXES = frozenset({".png", ".jpg", ".jpeg", ".webp", ".svg", ".ttf", ".otf"})


def plain(value: Any) -> Any:
    """``value`` as nested tuples of text, without any ``source`` field."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__, tuple(
            (f.name, plain(getattr(value, f.name))) for f in dataclasses.fields(value)
            if f.name != "source"))
    if isinstance(value, dict):
        return tuple((repr(k), plain(v)) for k, v in value.items())
    if isinstance(value, list | tuple | frozenset | set):
        items = [plain(v) for v in value]
        return tuple(sorted(items, key=repr) if isinstance(value, frozenset | set) else items)
    return repr(value)


def digest(*parts: Any) -> str:
    h = hashlib.sha256()
    for part in parts:
        chunk = (part if isinstance(part, str) else repr(plain(part))).encode()
        h.update(len(chunk).to_bytes(8, "big"))
        h.update(chunk)
    return h.hexdigest()[:24]


def art_stamp(folder: Path) -> str:
    """The game folder's pictures and fonts by name, size and modification time (a
    picture replaced on disk redraws the faces; the data files are read anyway)."""
    seen: list[str] = []
    for path in _art_files(folder):
        try:
            st = path.stat()
        except OSError:
            continue
        seen.append(f"{path.relative_to(folder).as_posix()}:{st.st_size}:{st.st_mtime_ns}")
    return digest("\n".join(sorted(seen)))


def _art_files(folder: Path) -> Iterable[Path]:
    for root, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if not d.startswith(".") and d != "output"]
        for name in files:
            if os.path.splitext(name)[1].lower() in ART_SUFFIXES:
                yield Path(root) / name

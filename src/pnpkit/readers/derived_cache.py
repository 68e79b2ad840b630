"""Small JSON data derived from a game, kept in the per-user cache next to the games.

``pnpkit moves`` needs only the movement graph and the field names of one board; read
from here (a few kilobytes of JSON) it starts in milliseconds instead of reading the
whole game.  The key is the game cache's key (every YAML file of the game and the code
of model/, readers/ and rules/) plus the game's translation catalogues, the extra code
the caller names and the caller's ``kind`` (e.g. the locale), so any change to any of
them rebuilds the entry.  Problems with the cache silently fall back to building.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from collections.abc import Callable, Iterable
from pathlib import Path

from pnpkit.readers.game_cache import _content_key, cache_folder

_PACKAGE = Path(__file__).resolve().parent.parent
_VERSION = "1"


def _derived_key(folder: Path, kind: str, code: Iterable[str]) -> str | None:
    base = _content_key(folder)
    if base is None:
        return None
    digest = hashlib.sha256(f"{_VERSION}\0{base}\0{kind}\0".encode())
    try:
        for path in sorted(p for p in folder.rglob("*.po") if p.is_file()):
            digest.update(path.relative_to(folder).as_posix().encode() + b"\0")
            digest.update(path.read_bytes())
        for name in code:
            where = _PACKAGE / name
            for path in sorted(where.rglob("*.py")) if where.is_dir() else [where]:
                digest.update(path.relative_to(_PACKAGE).as_posix().encode() + b"\0")
                digest.update(path.read_bytes())
    except OSError:
        return None
    return digest.hexdigest()


def load_derived(folder: Path | str, kind: str, build: Callable[[], dict],
                 code: Iterable[str] = ()) -> dict:
    """``build()``, answered from the cache while nothing it depends on changed.

    ``code`` names the modules or packages (relative to the pnpkit package, e.g.
    ``"i18n"`` or ``"cli/moves_run.py"``) whose code ``build`` depends on beyond
    model/, readers/ and rules/.  Errors raised by ``build`` pass through."""
    folder = Path(folder)
    where = cache_folder()
    key = _derived_key(folder, kind, code) if where is not None and folder.is_dir() else None
    if key is None:
        return build()
    entry = where / f"{folder.name}-derived-{key[:32]}.json"
    with contextlib.suppress(Exception):
        data = json.loads(entry.read_bytes())
        if isinstance(data, dict) and data.get("kind") == kind:
            return data["data"]
    data = build()
    from pnpkit.render.writer import write_text_atomic

    with contextlib.suppress(OSError):
        write_text_atomic(entry, json.dumps({"kind": kind, "data": data}, ensure_ascii=False))
    return data

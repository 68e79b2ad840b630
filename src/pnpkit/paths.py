"""Where the shipped game data, templates and fonts live.

An installed wheel carries ``content/`` and ``templates/`` inside the package; a source
checkout (editable install, or tests run with ``pythonpath = src``) keeps them at the
repository root.  ``PNPKIT_CONTENT`` overrides both, for users with their own games.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from pathlib import Path

# plain strings here, so that `pnpkit moves` starts without importing pathlib
_PACKAGE = os.path.dirname(os.path.realpath(__file__))


def _shipped(name: str) -> str:
    inside = os.path.join(_PACKAGE, name)
    if os.path.isdir(inside):
        return inside
    return os.path.join(os.path.dirname(os.path.dirname(_PACKAGE)), name)


def content_dir() -> str:
    """:func:`content_root` as a string (no pathlib: for quick start-ups)."""
    return os.environ.get("PNPKIT_CONTENT") or _shipped("content")


def content_root() -> Path:
    from pathlib import Path

    return Path(content_dir())


def templates_root() -> Path:
    from pathlib import Path

    return Path(_shipped("templates"))


def fonts_root() -> Path:
    from pathlib import Path

    return Path(_PACKAGE) / "fonts"


def display_path(path: Path | str) -> str:
    """A short, stable path for messages: relative to the working folder when inside
    it, otherwise from the ``content`` folder down."""
    from pathlib import Path

    path = Path(os.path.abspath(path))
    try:
        return path.relative_to(Path.cwd()).as_posix()
    except ValueError:
        pass
    parts = path.parts
    if "content" in parts:
        i = len(parts) - 1 - parts[::-1].index("content")
        return Path(*parts[i:]).as_posix()
    return path.as_posix()

"""Where the shipped game data, templates and fonts live.

An installed wheel carries ``content/`` and ``templates/`` inside the package; a source
checkout (editable install, or tests run with ``pythonpath = src``) keeps them at the
repository root.  ``PNPKIT_CONTENT`` overrides both, for users with their own games.
"""

from __future__ import annotations

import os
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _shipped(name: str) -> Path:
    inside = _PACKAGE / name
    if inside.is_dir():
        return inside
    return _PACKAGE.parent.parent / name


def content_root() -> Path:
    override = os.environ.get("PNPKIT_CONTENT")
    return Path(override) if override else _shipped("content")


def templates_root() -> Path:
    return _shipped("templates")


def fonts_root() -> Path:
    return _PACKAGE / "fonts"


def shipped_game_ids() -> list[str]:
    root = content_root()
    if not root.is_dir():
        return []
    return sorted(p.name for p in root.iterdir() if (p / "game.yaml").is_file())

"""A game folder's head: the ``game:`` section of its game.yaml, read through the normal
reader (safe_files, yaml_source) and checked against its schema, without reading the
rest of the game, its rules extension or the plugins (`pnpkit games`, the game index)."""

from __future__ import annotations

import os

from pnpkit.model.diagnostics import Diagnostics, Source
from pnpkit.paths import display_path


class Head:
    """``raw``: the section as written ({} when there is none); ``info``: the section
    checked (None when it has errors); ``errors``: how many the head has."""

    def __init__(self, raw: dict, info: dict | None, errors: int) -> None:
        self.raw, self.info, self.errors = raw, info, errors


def read_head(folder: str | os.PathLike) -> Head:
    """The head of the game in ``folder`` (its game.yaml must exist)."""
    from pathlib import Path

    from pnpkit.model.game_head_schema import GAME_SECTION
    from pnpkit.model.schema import Context, contains_invalid
    from pnpkit.readers.yaml_source import read_yaml

    path = Path(folder) / "game.yaml"
    shown = display_path(path)
    diags = Diagnostics()
    document = read_yaml(path, shown, diags)
    raw = document.get("game") if isinstance(document, dict) else None
    raw = dict(raw) if isinstance(raw, dict) else {}
    if not raw:
        return Head(raw, None, len(diags.errors) or 1)  # no section: the reader says E102
    ctx = Context(diags=diags)
    info = GAME_SECTION.validate(document["game"], Source(shown, 1, 1), ctx, "game")
    if contains_invalid(info) or diags.errors:
        return Head(raw, None, len(diags.errors) or 1)
    if info.get("default_locale") not in info.get("locales", ()):
        return Head(raw, None, 1)  # E104
    return Head(raw, info, 0)

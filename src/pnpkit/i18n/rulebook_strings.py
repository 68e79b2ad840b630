"""The rulebook templates' translatable strings, for the game's PO catalogue."""

from __future__ import annotations

from pathlib import Path

from pnpkit.i18n.strings import Entry
from pnpkit.model.diagnostics import Source
from pnpkit.model.game import Game
from pnpkit.render.rulebook.build import game_folder_of
from pnpkit.render.rulebook.templates import template_sources, template_strings


def rulebook_entries(game: Game, game_folder: Path | str | None = None) -> list[Entry]:
    """Every translatable string of the game's rulebook templates, for the PO catalogue
    (context ``rulebook.<template>.<id>``, see templates.unit_id)."""
    entries = []
    for name, source, filename in template_sources(game.id, game_folder_of(game, game_folder)):
        shown = _shown_path(Path(filename))
        for context, text, line in template_strings(name, source):
            entries.append(Entry(context, text, "rulebook", f"rulebook template {name}, line {line}",
                                 Source(shown, line)))
    return entries


def _shown_path(path: Path) -> str:
    """A template's path as the catalogue shows it: from ``templates/`` or ``content/``
    down, the same in every checkout and installation."""
    parts = path.resolve().parts
    for anchor in ("templates", "content"):
        if anchor in parts:
            i = len(parts) - 1 - parts[::-1].index(anchor)
            return Path(*parts[i:]).as_posix()
    return path.name

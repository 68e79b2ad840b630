"""game.yaml: read first by every read of a game (whole or partial), its ``game:``
section checked before any other file is read (with every diagnostic; the head alone,
for a listing or a title, is pnpkit.readers.game_head)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pnpkit.model.diagnostics import Diagnostics, Source, did_you_mean
from pnpkit.model.located import value_source
from pnpkit.model.schema import Context, contains_invalid
from pnpkit.paths import display_path


def folder_problem(folder: Path, diags: Diagnostics) -> bool:
    """Whether ``folder`` is no game folder (then a diagnostic says why)."""
    game_file = folder / "game.yaml"
    if not folder.is_dir():
        diags.error("E001", "no such game folder", Source(display_path(folder)),
                    "run 'pnpkit games' to list the shipped games")
        return True
    if not game_file.is_file():
        diags.error("E001", "the game folder has no game.yaml", Source(display_path(game_file)),
                    "every game folder starts with a game.yaml holding a 'game:' section")
        return True
    return False


@dataclass(frozen=True)
class GameHead:
    """game.yaml read and its ``game:`` section checked: the schema every file is
    validated against follows from the rules it names."""

    path: Path
    document: object
    info: dict | None
    rules: object
    extension: object
    schema: object


def read_head(game_file: Path, ctx: Context, budget, rules_too: bool = True) -> GameHead:
    """game.yaml read and its ``game:`` section checked; with ``rules_too`` the rules it
    names found (their plugin loaded) and the schema of every file made from them."""
    from pnpkit.readers.yaml_source import read_yaml

    diags = ctx.diags
    head = read_yaml(game_file, display_path(game_file), diags, budget)
    game_info = _read_game_section(head, display_path(game_file), ctx)
    rules = game_info.get("rules") if game_info else None
    if game_info and game_info.get("default_locale") not in (game_info.get("locales") or ()):
        ctx.error("E104", f"game.default_locale: '{game_info['default_locale']}' is not one of the "
                  f"game's locales ({', '.join(game_info['locales'])})",
                  value_source(head.get("game", {}), "default_locale", Source(display_path(game_file))),
                  "add it to 'locales:', or name one of them")
    if not rules_too:
        return GameHead(game_file, head, game_info, rules, None, None)
    from pnpkit.model.game_schema import file_schema
    from pnpkit.rules.registry import extension_for, known_rules

    extension = None
    if isinstance(rules, str):
        try:
            extension = extension_for(rules)
        except KeyError:
            where = value_source(head.get("game", {}), "rules", Source(display_path(game_file)))
            diags.error("E105", f"unknown rules '{rules}'", where,
                        did_you_mean(rules, known_rules()) or f"known: {', '.join(known_rules())}")
    if extension is None:
        extension = extension_for("generic")
    return GameHead(game_file, head, game_info, rules, extension, file_schema(extension))


def _read_game_section(document, shown: str, ctx: Context) -> dict | None:
    if document is None:
        if not any(d.source.path == shown for d in ctx.diags.items):  # empty, not unreadable
            ctx.error("E102", "game.yaml is empty; it needs a 'game:' section (id, title, rules, "
                      "locales, default_locale)", Source(shown, 1, 1))
        return None
    if not isinstance(document, dict) or "game" not in document:
        ctx.error("E102", "game.yaml needs a 'game:' section (id, title, rules, locales, default_locale)",
                  Source(shown, 1, 1))
        return None
    from pnpkit.model.game_head_schema import GAME_SECTION

    scratch = Context()  # validated again with the full schema; avoid double reports
    info = GAME_SECTION.validate(document["game"], Source(shown, 1, 1), scratch, "game")
    return None if contains_invalid(info) else info

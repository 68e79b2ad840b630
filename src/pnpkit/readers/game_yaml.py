"""game.yaml's head, read one way for everyone: first by every read of a game (whole or
partial), its ``game:`` section checked before any other file is read; and alone where
only the head is wanted (`pnpkit games` and the game index, a title, a game's id), then
without the rest of the game, its rules extension or the plugins; and the installed
games by id, each the ``id`` in its game.yaml, never the name of its folder (a copy of
a game may live in a folder of any name)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pnpkit.model.diagnostics import Diagnostics, Source, did_you_mean
from pnpkit.model.located import value_source
from pnpkit.model.schema import Context, contains_invalid
from pnpkit.paths import content_dir, display_path


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
    validated against follows from the rules it names.  ``info``: the section checked
    (None when it is invalid); ``errors``: how many errors the head alone has, the
    section's own counted (a whole read reports those when it validates the document)."""

    path: Path
    document: object
    info: dict | None
    rules: object
    extension: object = None
    schema: object = None
    errors: int = 0

    @property
    def raw(self) -> dict:
        """The ``game:`` section as written ({} when there is none)."""
        section = self.document.get("game") if isinstance(self.document, dict) else None
        return dict(section) if isinstance(section, dict) else {}

    @property
    def checked(self) -> dict | None:
        """The section when the head has no error at all (a listing, a title), else None."""
        return None if self.errors else self.info


def read_head(game_file: Path, ctx: Context | None = None, budget=None, rules_too: bool = True) -> GameHead:
    """game.yaml read and its ``game:`` section checked; with ``rules_too`` the rules it
    names found (their plugin loaded) and the schema of every file made from them."""
    from pnpkit.readers.yaml_source import read_yaml

    ctx = ctx or Context()
    diags, shown = ctx.diags, display_path(game_file)
    before = len(diags.errors)
    head = read_yaml(game_file, shown, diags, budget)
    read_errors = len(diags.errors) - before
    game_info, section_errors = _read_game_section(head, shown, ctx)
    rules = game_info.get("rules") if game_info else None
    wrong_locale = bool(game_info) and game_info.get("default_locale") not in (game_info.get("locales") or ())
    if wrong_locale:
        ctx.error("E104", f"game.default_locale: '{game_info['default_locale']}' is not one of the "
                  f"game's locales ({', '.join(game_info['locales'])})",
                  value_source(head.get("game", {}), "default_locale", Source(shown)),
                  "add it to 'locales:', or name one of them")
    clean = game_info is not None and not read_errors and not wrong_locale
    errors = 0 if clean else (read_errors + section_errors) or 1
    if not rules_too:
        return GameHead(game_file, head, game_info, rules, errors=errors)
    from pnpkit.model.extension import extension_for, known_rules
    from pnpkit.model.game_schema import file_schema

    extension = None
    if isinstance(rules, str):
        try:
            extension = extension_for(rules)
        except KeyError:
            from pnpkit.plugins import broken_plugins

            where = value_source(head.get("game", {}), "rules", Source(shown))
            broken = broken_plugins().get(rules)  # installed, but its add-on failed to load
            diags.error("E105", f"unknown rules '{rules}'", where,
                        f"its add-on is installed but failed to load: {broken}; "
                        "reinstall it or report it to its author" if broken else
                        did_you_mean(rules, known_rules()) or f"known: {', '.join(known_rules())}")
    if extension is None:
        extension = extension_for("generic")
    return GameHead(game_file, head, game_info, rules, extension, file_schema(extension), errors)


def _read_game_section(document, shown: str, ctx: Context) -> tuple[dict | None, int]:
    """The section checked (None when invalid) and how many errors its schema finds in a
    non-empty section (a missing or empty one is one error, E102, whatever it lacks)."""
    if document is None:
        if not any(d.source.path == shown for d in ctx.diags.items):  # empty, not unreadable
            ctx.error("E102", "game.yaml is empty; it needs a 'game:' section (id, title, rules, "
                      "locales, default_locale)", Source(shown, 1, 1))
        return None, 0
    if not isinstance(document, dict) or "game" not in document:
        ctx.error("E102", "game.yaml needs a 'game:' section (id, title, rules, locales, default_locale)",
                  Source(shown, 1, 1))
        return None, 0
    from pnpkit.model.game_head_schema import GAME_SECTION

    scratch = Context()  # validated again with the full schema; avoid double reports
    info = GAME_SECTION.validate(document["game"], Source(shown, 1, 1), scratch, "game")
    counted = len(scratch.diags.errors) if isinstance(document["game"], dict) and document["game"] else 0
    return (None if contains_invalid(info) else info), counted


class DuplicateGameId(ValueError):
    def __init__(self, game_id: str, first: Path, second: Path):
        super().__init__(f"two game folders have the id '{game_id}': {first} and {second}")
        self.game_id, self.first, self.second = game_id, first, second


def installed_heads() -> dict[str, tuple[Path, GameHead]]:
    """Game id -> (folder, head) for every folder of the content root that holds a
    game.yaml; a folder whose game.yaml has no usable id is listed under its folder name,
    so `pnpkit check` can still report what is wrong with it."""
    root = Path(content_dir())
    if not root.is_dir():
        return {}
    games: dict[str, tuple[Path, GameHead]] = {}
    for folder in sorted(p for p in root.iterdir() if (p / "game.yaml").is_file()):
        head = read_head(folder / "game.yaml", rules_too=False)
        game_id = head.raw.get("id")
        key = game_id if isinstance(game_id, str) and game_id else folder.name
        if key in games:
            raise DuplicateGameId(key, games[key][0], folder)
        games[key] = (folder, head)
    return games

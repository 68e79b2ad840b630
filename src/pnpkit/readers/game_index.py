"""The installed games by id: a game is the ``id`` in its game.yaml, never the name of
its folder, so a copy of a game may live in a folder of any name."""

from __future__ import annotations

from pnpkit.paths import content_dir

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path


class Head:
    """A game.yaml's head as the whole read's first step reads it (readers.game_yaml):
    ``raw`` the ``game:`` section as written ({} when there is none), ``info`` the
    section checked (None when game.yaml has an error), ``errors`` how many it has."""

    def __init__(self, raw: dict, info: dict | None, errors: int) -> None:
        self.raw, self.info, self.errors = raw, info, errors


def read_head(folder: Path) -> Head:
    """The head of the game in ``folder`` (its game.yaml exists), without reading any
    other file nor loading the plugin of the rules it names."""
    from pnpkit.model.diagnostics import Diagnostics
    from pnpkit.model.schema import Context
    from pnpkit.readers.game_yaml import read_head as read_game_yaml

    diags = Diagnostics()
    head = read_game_yaml(folder / "game.yaml", Context(diags=diags), None, rules_too=False)
    raw = head.document.get("game") if isinstance(head.document, dict) else None
    raw = dict(raw) if isinstance(raw, dict) else {}
    errors = len(diags.errors)
    if head.info is None or errors:
        return Head(raw, None, errors or 1)  # a section the schema refuses: one error here
    return Head(raw, head.info, 0)


class DuplicateGameId(ValueError):
    def __init__(self, game_id: str, first: Path, second: Path):
        super().__init__(f"two game folders have the id '{game_id}': {first} and {second}")
        self.game_id, self.first, self.second = game_id, first, second


def installed_heads(root: Path | None = None) -> dict[str, tuple[Path, Head]]:
    """Game id -> (folder, head) for every folder of ``root`` (default: the content root)
    that holds a game.yaml; a folder whose game.yaml has no usable id is listed under its
    folder name, so `pnpkit check` can still report what is wrong with it."""
    from pathlib import Path

    root = Path(root or content_dir())
    if not root.is_dir():
        return {}
    games: dict[str, tuple[Path, Head]] = {}
    for folder in sorted(p for p in root.iterdir() if (p / "game.yaml").is_file()):
        head = read_head(folder)
        game_id = head.raw.get("id")
        key = game_id if isinstance(game_id, str) and game_id else folder.name
        if key in games:
            raise DuplicateGameId(key, games[key][0], folder)
        games[key] = (folder, head)
    return games


def installed_games(root: Path | None = None) -> dict[str, Path]:
    """Game id -> folder of the installed games (see :func:`installed_heads`)."""
    return {game_id: folder for game_id, (folder, _) in installed_heads(root).items()}

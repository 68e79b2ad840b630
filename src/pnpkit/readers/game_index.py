"""The installed games by id: a game is the ``id`` in its game.yaml, never the name of
its folder, so a copy of a game may live in a folder of any name."""

from __future__ import annotations

from pnpkit.paths import content_dir

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path

    from pnpkit.readers.game_yaml import GameHead


class DuplicateGameId(ValueError):
    def __init__(self, game_id: str, first: Path, second: Path):
        super().__init__(f"two game folders have the id '{game_id}': {first} and {second}")
        self.game_id, self.first, self.second = game_id, first, second


def installed_heads(root: Path | None = None) -> dict[str, tuple[Path, GameHead]]:
    """Game id -> (folder, head) for every folder of ``root`` (default: the content root)
    that holds a game.yaml; a folder whose game.yaml has no usable id is listed under its
    folder name, so `pnpkit check` can still report what is wrong with it."""
    from pathlib import Path

    from pnpkit.readers.game_yaml import read_head

    root = Path(root or content_dir())
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


def installed_games(root: Path | None = None) -> dict[str, Path]:
    """Game id -> folder of the installed games (see :func:`installed_heads`)."""
    return {game_id: folder for game_id, (folder, _) in installed_heads(root).items()}

"""The installed games by id: a game is the ``id`` in its game.yaml, never the name of
its folder, so a copy of a game may live in a folder of any name."""

from __future__ import annotations

from pathlib import Path

from pnpkit.paths import content_root


class DuplicateGameId(ValueError):
    def __init__(self, game_id: str, first: Path, second: Path):
        super().__init__(f"two game folders have the id '{game_id}': {first} and {second}")
        self.game_id, self.first, self.second = game_id, first, second


def installed_games(root: Path | None = None) -> dict[str, Path]:
    """Game id -> folder for every folder of ``root`` (default: the content root) that
    holds a game.yaml; a folder whose game.yaml has no usable id is listed under its
    folder name, so `pnpkit check` can still report what is wrong with it."""
    from pnpkit.readers.game_reader import read_game_head

    root = root or content_root()
    if not root.is_dir():
        return {}
    games: dict[str, Path] = {}
    for folder in sorted(p for p in root.iterdir() if (p / "game.yaml").is_file()):
        game_id = read_game_head(folder).get("id")
        key = game_id if isinstance(game_id, str) and game_id else folder.name
        if key in games:
            raise DuplicateGameId(key, games[key], folder)
        games[key] = folder
    return games

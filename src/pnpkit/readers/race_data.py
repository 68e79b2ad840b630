"""Load the shipped race data (content/race) for the race commands and the referee."""

from __future__ import annotations

from functools import lru_cache

from pnpkit.paths import content_root
from pnpkit.rules.race.from_game import RaceData, race_from_game


class RaceDataError(Exception):
    """The race data is missing or has errors; the message names the first one."""


@lru_cache(maxsize=1)
def load_race() -> RaceData:
    """The race track and presets read from content/race (through the game cache)."""
    from pnpkit.readers.game_cache import load_game_cached as load_game

    folder = content_root() / "race"
    if not (folder / "game.yaml").is_file():
        raise RaceDataError(f"no race data at {folder} (game.yaml is missing); "
                            "reinstall pnpkit or point PNPKIT_CONTENT at a folder with race/")
    result = load_game(folder)
    if result.game is None or not result.diagnostics.ok:
        first = result.diagnostics.sorted()[0].format() if result.diagnostics.items else "unknown"
        raise RaceDataError(f"the race data has errors: {first}; run `pnpkit check race`")
    return race_from_game(result.game)

"""Load the shipped race data (content/race) for the race commands."""

from __future__ import annotations

from functools import lru_cache

from pnpkit.paths import content_root
from pnpkit.rules.race.from_game import RaceData, default_race, race_from_game


class RaceDataError(Exception):
    """The race data has errors; the message names the first one."""


@lru_cache(maxsize=1)
def load_race() -> RaceData:
    from pnpkit.readers.game_cache import load_game_cached as load_game

    folder = content_root() / "race"
    if not (folder / "game.yaml").is_file():
        return default_race()
    result = load_game(folder)
    if result.game is None or not result.diagnostics.ok:
        first = result.diagnostics.sorted()[0].format() if result.diagnostics.items else "unknown"
        raise RaceDataError(f"the race data has errors: {first}")
    return race_from_game(result.game)

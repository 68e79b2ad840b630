"""The race referee with its data: the track and presets of content/race, read once per
process through the game cache, and the race game in each language the referee speaks
(names of squares and paths from the game's catalogue, as the kit and the rulebook get them).

The rules module (pnpkit.games.race.rules.referee) is pure; this module gives it the loaders."""

from __future__ import annotations

from pnpkit.games.race.race_data import played_race, referee_names
from pnpkit.games.race.rules.referee import RaceReferee

# Russian places named from the game read for the track (no second decode), another
# language's from the names part a status reads (Babel only when the game cache has none)
REFEREE = RaceReferee(played_race, referee_names)

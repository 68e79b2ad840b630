"""The race referee with its data: the track and presets of content/race, read once per
process through the game cache.

The rules module (pnpkit.rules.race.referee) is pure; this module gives it the loader."""

from __future__ import annotations

from pnpkit.readers.race_data import load_race
from pnpkit.rules.race.referee import RaceReferee

REFEREE = RaceReferee(load_race)

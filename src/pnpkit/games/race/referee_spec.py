"""This game's referee (its plugin's ``referee``), apart from the plugin: a one-shot
referee command finds it here (pnpkit.referee.registry) without the whole plugin."""

from pnpkit.referee_spec import RefereeSpec

_HERE = "pnpkit.games.race"

RULES = "race"  # the plugin's rules name
# the pure referee is rules.referee; .referee gives it the track from the data
REFEREE = RefereeSpec(f"{_HERE}.referee", ("turn", "where"),
                      aliases=(("ход", "turn"), ("где", "where")), status=f"{_HERE}.referee_status")

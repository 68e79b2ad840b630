"""This game's referee (its plugin's ``referee``), apart from the plugin: a one-shot
referee command finds it here (pnpkit.referee.registry) without the whole plugin."""

from pnpkit.referee_spec import RefereeSpec

_HERE = "pnpkit.games.amber"

RULES = "amber"  # the plugin's rules name
# the pure referee is rules.referee; .referee gives it the shipped data
REFEREE = RefereeSpec(f"{_HERE}.referee", ("choose", "yes", "no", "odds", "friend"),
                      live=f"{_HERE}.amber_live", status=f"{_HERE}.referee_status",
                      aliases=(("выбрать", "choose"), ("да", "yes"), ("нет", "no"),
                               ("шансы", "odds"), ("натравить", "friend")))

"""This game's referee (its plugin's ``referee``), apart from the plugin: a one-shot
referee command finds it here (pnpkit.referee.registry) without the whole plugin."""

from pnpkit.referee_spec import RefereeSpec

_HERE = "pnpkit.games.fighting_fantasy"

RULES = "fighting-fantasy"  # the plugin's rules name
REFEREE = RefereeSpec(f"{_HERE}.rules.referee", ("odds", "change"),
                      aliases=(("шансы", "odds"), ("изменить", "change")),
                      status=f"{_HERE}.rules.referee_status")

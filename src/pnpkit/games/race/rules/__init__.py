"""The 148-cell race of seed 004: obstacles as data, a turn engine, simulation and an
exact one-player Markov chain.  Pure: standard library only, dice injected."""

from pnpkit.games.race.rules.dice import DiceExhausted, RandomDice, ScriptedDice
from pnpkit.games.race.rules.engine import Table, place, play_turn, policy_chooser
from pnpkit.games.race.rules.events import Event
from pnpkit.games.race.rules.state import Pawn, RaceState, new_state
from pnpkit.games.race.rules.track import SWITCHES, Options, Track

__all__ = [
    "SWITCHES", "DiceExhausted", "Event", "Options", "Pawn", "RaceState", "RandomDice",
    "ScriptedDice", "Table", "Track", "new_state", "place", "play_turn", "policy_chooser",
]

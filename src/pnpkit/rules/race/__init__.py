"""The 148-cell race of seed 004: obstacles as data, a turn engine, simulation and an
exact one-player Markov chain.  Pure: standard library only, dice injected."""

from pnpkit.rules.race.dice import DiceExhausted, RandomDice, ScriptedDice
from pnpkit.rules.race.engine import Table, place, play_turn, policy_chooser
from pnpkit.rules.race.events import Event
from pnpkit.rules.race.state import Pawn, RaceState, new_state
from pnpkit.rules.race.track import SWITCHES, Options, Track

__all__ = [
    "SWITCHES", "DiceExhausted", "Event", "Options", "Pawn", "RaceState", "RandomDice",
    "ScriptedDice", "Table", "Track", "new_state", "place", "play_turn", "policy_chooser",
]

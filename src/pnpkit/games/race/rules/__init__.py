"""The 148-cell race of seed 004: obstacles as data, a turn engine, simulation and an
exact one-player Markov chain.  Pure: standard library only, dice injected."""

# Every public name is imported on first use (PEP 562), so that importing one submodule
# (the status words, pnpkit.games.race.rules.referee_status) does not load the whole engine.
from pnpkit.lazy_exports import lazy_exports  # noqa: E402 (after the docstring and notes)

_EXPORTS = {
    "pnpkit.games.race.rules.dice": ("DiceExhausted", "RandomDice", "ScriptedDice"),
    "pnpkit.games.race.rules.engine": ("Table", "place", "play_turn", "policy_chooser"),
    "pnpkit.games.race.rules.state": ("Event", "Pawn", "RaceState", "new_state"),
    "pnpkit.games.race.rules.track": ("SWITCHES", "Options", "Track"),
}
__getattr__, __dir__, __all__ = lazy_exports(globals(), _EXPORTS)  # the one list of public names

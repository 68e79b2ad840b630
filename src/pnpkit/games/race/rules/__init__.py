"""The 148-cell race of seed 004: obstacles as data, a turn engine, simulation and an
exact one-player Markov chain.  Pure: standard library only, dice injected."""

# Every public name is imported on first use (PEP 562), so that importing one submodule
# (the status words, pnpkit.games.race.rules.referee_status) does not load the whole engine.
_EXPORTS = {
    "pnpkit.games.race.rules.dice": ("DiceExhausted", "RandomDice", "ScriptedDice"),
    "pnpkit.games.race.rules.engine": ("Table", "place", "play_turn", "policy_chooser"),
    "pnpkit.games.race.rules.events": ("Event",),
    "pnpkit.games.race.rules.state": ("Pawn", "RaceState", "new_state"),
    "pnpkit.games.race.rules.track": ("SWITCHES", "Options", "Track"),
}
_MODULE_OF = {name: module for module, names in _EXPORTS.items() for name in names}


def __getattr__(name: str):
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # later look-ups skip this function
    return value


__all__ = sorted(_MODULE_OF)  # the one list of public names is _EXPORTS

"""Fighting Fantasy: character creation, combat rounds, Test your Luck, exact fight odds.

Pure rules (stdlib only): randomness comes in as a ``random.Random`` or as dice already
rolled, so the referee can replay a session and players can type in physical dice.

The names below are this package's surface, each loaded from its module on first use
(PEP 562): `pnpkit odds fighting-fantasy` imports the odds module alone, not the
character and combat dataclasses it does not use.
"""

_MODULES = {
    "character": ("Character", "CreationRolls", "Stat", "make_character", "roll_character"),
    "combat": ("PRESETS", "Blow", "Opponent", "Preset", "RoundResult", "blow_damage", "preset_by_id",
               "resolve_round", "wound_damage"),
    "luck": ("chance_lucky", "luck_after_test", "test_luck"),
    "odds": ("FightOdds", "FightSolver", "LuckChoice", "duel_win_table", "fight_odds"),
    "policy": ("describe_policy", "summarise_policy"),
}
_HOME = {name: module for module, names in _MODULES.items() for name in names}

__all__ = sorted(_HOME)


def __getattr__(name: str):
    module = _HOME.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(__import__(f"{__name__}.{module}", fromlist=[name]), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOME})

"""Fighting Fantasy: character creation, combat rounds, Test your Luck, exact fight odds.

Pure rules (stdlib only): randomness comes in as a ``random.Random`` or as dice already
rolled, so the referee can replay a session and players can type in physical dice.
"""

from pnpkit.games.fighting_fantasy.rules.character import (
    Character,
    CreationRolls,
    Stat,
    make_character,
    roll_character,
)
from pnpkit.games.fighting_fantasy.rules.combat import (
    PRESETS,
    Blow,
    Opponent,
    Preset,
    RoundResult,
    blow_damage,
    preset_by_id,
    resolve_round,
    wound_damage,
)
from pnpkit.games.fighting_fantasy.rules.luck import chance_lucky, luck_after_test, test_luck
from pnpkit.games.fighting_fantasy.rules.odds import (
    FightOdds,
    FightSolver,
    LuckChoice,
    duel_win_table,
    fight_odds,
)
from pnpkit.games.fighting_fantasy.rules.policy import describe_policy, summarise_policy

__all__ = [
    "PRESETS",
    "Blow",
    "Character",
    "CreationRolls",
    "FightOdds",
    "FightSolver",
    "LuckChoice",
    "Opponent",
    "Preset",
    "RoundResult",
    "Stat",
    "blow_damage",
    "chance_lucky",
    "describe_policy",
    "duel_win_table",
    "fight_odds",
    "luck_after_test",
    "make_character",
    "preset_by_id",
    "resolve_round",
    "roll_character",
    "summarise_policy",
    "test_luck",
    "wound_damage",
]

"""The adventurer: SKILL, STAMINA and LUCK with their initial values, and the pack."""

from __future__ import annotations

import random

from pnpkit.games.fighting_fantasy.rules.dice import roll_2d6, roll_d6
from pnpkit.value_class import replace, value_class

#: what a new character's stats may be, in the sheet's order (1d6+6, 2d6+12, 1d6+6)
STAT_RANGES = {"skill": (7, 12), "stamina": (14, 24), "luck": (7, 12)}


@value_class(frozen=True)
class Stat:
    """A current value and the initial value that caps it (unless a rule says otherwise)."""

    initial: int
    current: int

    def add(self, amount: int, *, may_exceed_initial: bool = False) -> Stat:
        """``amount`` more (or less), never below 0.  A gain stops at the initial value
        unless a rule lets it pass; a loss is only a loss: LUCK 15/10 (raised past its
        initial value by a rule) tested once is 14/10, not 10/10."""
        value = self.current + amount
        if not may_exceed_initial and amount > 0:
            value = min(value, max(self.initial, self.current))
        return replace(self, current=max(0, value))


@value_class(frozen=True)
class Character:
    skill: Stat
    stamina: Stat
    luck: Stat
    gold: int = 0
    jewels: int = 0
    potions: int = 0
    provisions: int = 10
    equipment: tuple[str, ...] = ()


@value_class(frozen=True)
class CreationRolls:
    """The dice behind a rolled character, kept for the session log."""

    skill_die: int
    stamina_dice: tuple[int, int]
    luck_die: int


def roll_character(rng: random.Random, *, provisions: int = 10) -> tuple[Character, CreationRolls]:
    """SKILL = 1d6+6, STAMINA = 2d6+12, LUCK = 1d6+6."""
    rolls = CreationRolls(skill_die=roll_d6(rng), stamina_dice=roll_2d6(rng), luck_die=roll_d6(rng))
    hero = make_character(rolls.skill_die + 6, sum(rolls.stamina_dice) + 12, rolls.luck_die + 6,
                          provisions=provisions)
    return hero, rolls


def make_character(skill: int, stamina: int, luck: int, *, provisions: int = 10) -> Character:
    """A character whose stats the player brings; out-of-range values are refused."""
    for (name, (low, high)), value in zip(STAT_RANGES.items(), (skill, stamina, luck), strict=True):
        if not low <= value <= high:
            raise ValueError(f"{name.upper()} must be {low}..{high} for a new character, "
                             f"got {value}")
    return Character(Stat(skill, skill), Stat(stamina, stamina), Stat(luck, luck),
                     provisions=provisions)

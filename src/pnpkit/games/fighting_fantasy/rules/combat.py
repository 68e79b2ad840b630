"""One attack round against one or several opponents (what luck does to its damage: damage.py).

A round: every living opponent and the hero roll 2d6 and add SKILL (attack strength).
The hero strikes one chosen target: higher than the target wounds it, lower is wounded
by it, equal is a parry.  Every other opponent whose attack strength beats the hero's
wounds the hero; the hero can never wound them this round.  With the instant-kill
switch a hero's double six kills the target outright.
"""

from __future__ import annotations

from pnpkit.games.fighting_fantasy.rules.dice import Pair
from pnpkit.value_class import replace, value_class

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: collections.abc loads the collections package (~1 ms of a write)
    from collections.abc import Sequence


@value_class(frozen=True)
class Preset:
    """Rule switches a table agrees on once; recorded in every session."""

    id: str
    instant_kill: bool = False
    provisions: int = 10  # packs of food at the start (classic gamebooks)
    provision_stamina: int = 4  # STAMINA one meal restores, up to the initial value


PRESETS: dict[str, Preset] = {p.id: p for p in (Preset("classic"),
                                                 Preset("instant-kill", instant_kill=True))}


def shared_meal() -> int | None:
    """The STAMINA a meal gives back under every preset, or None where presets differ:
    texts that know no session (the rule, ``eat --help``) name a number only when it is
    true whatever the table chose."""
    gains = {p.provision_stamina for p in PRESETS.values()}
    return gains.pop() if len(gains) == 1 else None


@value_class(frozen=True)
class Opponent:
    name: str
    skill: int
    stamina: int

    @property
    def alive(self) -> bool:
        return self.stamina > 0

    def wounded(self, damage: int) -> Opponent:
        return replace(self, stamina=max(0, self.stamina - damage))


class Blow:
    """What the hero's attack did: one of these strings (compared with ``is``; not an
    enum, whose import is ~0.5 ms of a one-shot fight, issue #31)."""

    NONE = "none"  # parried, or the target struck the hero instead
    WOUND = "wound"
    KILL = "kill"  # instant kill by a double six


@value_class(frozen=True)
class RoundResult:
    target: int
    hero_dice: Pair
    hero_attack: int
    opponent_attacks: tuple[int | None, ...]  # None for opponents already dead
    blow: Blow
    wounded_by: tuple[int, ...]  # indices of opponents that wounded the hero


def resolve_round(hero_skill: int, opponents: Sequence[Opponent], target: int, hero_dice: Pair,
                  opponent_dice: Sequence[Pair | None], *, instant_kill: bool) -> RoundResult:
    """Compare attack strengths; no stamina changes here (luck may still alter them).
    ``opponent_dice``: one pair for each opponent, None for the dead (zip checks the count)."""
    if not 0 <= target < len(opponents) or not opponents[target].alive:
        raise ValueError(f"target {target} is not a living opponent")
    hero_attack = hero_skill + sum(hero_dice)  # attack strength: SKILL + 2d6
    attacks = tuple(o.skill + sum(dice) if o.alive else None
                    for o, dice in zip(opponents, opponent_dice, strict=True))
    if instant_kill and hero_dice == (6, 6):
        blow = Blow.KILL
    elif hero_attack > attacks[target]:
        blow = Blow.WOUND
    else:
        blow = Blow.NONE
    wounded_by = tuple(i for i, attack in enumerate(attacks) if attack is not None
                       and attack > hero_attack and not (i == target and blow is Blow.KILL))
    return RoundResult(target, hero_dice, hero_attack, attacks, blow, wounded_by)

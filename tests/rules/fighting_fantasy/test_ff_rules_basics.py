"""Character creation, Test your Luck and one combat round, from the rules text."""

import random

import pytest

from pnpkit.games.fighting_fantasy.rules.advice import chance_lucky, is_lucky
from pnpkit.games.fighting_fantasy.rules.character import make_character, roll_character
from pnpkit.games.fighting_fantasy.rules.combat import Blow, Opponent, resolve_round
from pnpkit.games.fighting_fantasy.rules.damage import BLOW_DAMAGE, WOUND_DAMAGE


def test_rolled_characters_stay_in_their_ranges_and_start_at_their_caps():
    rng = random.Random(3)
    seen_skill, seen_stamina, seen_luck = set(), set(), set()
    for _ in range(2000):
        hero, rolls = roll_character(rng)
        assert hero.skill.current == hero.skill.initial == rolls.skill_die + 6
        assert hero.stamina.initial == sum(rolls.stamina_dice) + 12
        assert hero.luck.initial == rolls.luck_die + 6
        seen_skill.add(hero.skill.initial)
        seen_stamina.add(hero.stamina.initial)
        seen_luck.add(hero.luck.initial)
    assert seen_skill == set(range(7, 13))
    assert seen_stamina == set(range(14, 25))
    assert seen_luck == set(range(7, 13))


def test_same_seed_same_character():
    assert roll_character(random.Random(9)) == roll_character(random.Random(9))


def test_initial_value_caps_a_stat_unless_a_rule_allows_more():
    hero = make_character(10, 20, 9)
    assert hero.stamina.add(-5).add(10).current == 20
    assert hero.stamina.add(3, may_exceed_initial=True).current == 23
    assert hero.stamina.add(-50).current == 0


@pytest.mark.parametrize("stats", [(6, 20, 9), (10, 25, 9), (10, 20, 13)])
def test_impossible_taken_characters_are_refused(stats):
    with pytest.raises(ValueError):
        make_character(*stats)


def test_luck_succeeds_at_or_under_current_luck():
    assert is_lucky(7, 7)
    assert not is_lucky(7, 8)
    with pytest.raises(ValueError):
        is_lucky(0, 2)
    assert chance_lucky(7) == pytest.approx(21 / 36)
    assert chance_lucky(12) == 1 and chance_lucky(1) == 0


def test_luck_in_combat_damage():
    assert BLOW_DAMAGE[None] == 2 and BLOW_DAMAGE[True] == 4 and BLOW_DAMAGE[False] == 1
    assert WOUND_DAMAGE[None] == 2 and WOUND_DAMAGE[True] == 1 and WOUND_DAMAGE[False] == 3


def test_higher_attack_wounds_and_ties_wound_nobody():
    orc = [Opponent("orc", 8, 6)]
    hit = resolve_round(10, orc, 0, (3, 3), [(4, 3)], instant_kill=False)
    assert hit.hero_attack == 16 and hit.opponent_attacks == (15,)
    assert hit.blow is Blow.WOUND and hit.wounded_by == ()
    tie = resolve_round(10, orc, 0, (3, 3), [(4, 4)], instant_kill=False)
    assert tie.blow is Blow.NONE and tie.wounded_by == ()
    hurt = resolve_round(10, orc, 0, (1, 1), [(4, 4)], instant_kill=False)
    assert hurt.blow is Blow.NONE and hurt.wounded_by == (0,)


def test_double_six_kills_only_with_the_switch():
    troll = [Opponent("troll", 12, 20)]
    classic = resolve_round(7, troll, 0, (6, 6), [(6, 6)], instant_kill=False)
    assert classic.blow is Blow.NONE and classic.wounded_by == (0,)
    deadly = resolve_round(7, troll, 0, (6, 6), [(6, 6)], instant_kill=True)
    assert deadly.blow is Blow.KILL and deadly.wounded_by == ()


def test_several_opponents_only_the_target_can_be_wounded():
    foes = [Opponent("a", 7, 5), Opponent("b", 9, 5), Opponent("c", 11, 5), Opponent("d", 8, 0)]
    result = resolve_round(9, foes, 0, (3, 3), [(2, 2), (3, 3), (3, 2), None], instant_kill=False)
    # hero 15; a 11 (target, wounded), b 15 (tie: no wound), c 16 (beats: wounds), d dead
    assert result.blow is Blow.WOUND
    assert result.wounded_by == (2,)
    assert result.opponent_attacks[3] is None
    with pytest.raises(ValueError):
        resolve_round(9, foes, 3, (3, 3), [(1, 1)] * 3 + [None], instant_kill=False)

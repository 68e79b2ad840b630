"""Compensation, inflation, caps and madness."""

from hypothesis import given
from hypothesis import strategies as st

from pnpkit.games.amber.rules.points import (
    Step,
    apply_caps,
    apply_plan,
    compensation_plan,
    inflation,
)
from pnpkit.games.amber.rules.state import PlayerState


def player(**stats):
    base = {"strength": 0, "mind": 0, "magic": 0, "life": 3, "experience": 0, "thalers": 0}
    base.update(stats)
    return PlayerState(name="A", traveller="t", position="f", stats=base, start_stats=dict(base))


def test_inflation_rounds_up():
    assert inflation(2, 1, 3) == 1
    assert inflation(20, 1, 3) == 7
    assert inflation(0, 1, 3) == 0
    assert inflation(21, 1, 3) == 7
    assert inflation(10, 1, 2) == 5


def test_strength_paid_by_mind_or_magic():
    p = player(strength=1, mind=2, magic=5)
    plan = compensation_plan(p, {"strength": 3})
    assert plan == [Step("strength", 1, "strength"), Step("magic", 2, "strength")]
    assert compensation_plan(p, {"strength": 3}, prefer=["mind"]) == [
        Step("strength", 1, "strength"), Step("mind", 2, "strength")]


def test_magic_paid_by_strength_or_mind():
    p = player(strength=4, mind=1, magic=0)
    assert compensation_plan(p, {"magic": 2}) == [Step("strength", 2, "magic")]


def test_money_paid_by_mind_at_five_thalers_a_point_then_life():
    p = player(thalers=3, mind=1, life=3)
    plan = compensation_plan(p, {"thalers": 15})
    # 3 thalers, then 12 missing = 3 ПУ (5 a point, rounded up); only 1 ПУ → 1 ПЖ
    assert plan == [Step("thalers", 3, "thalers"), Step("mind", 1, "thalers"), Step("life", 1, "thalers")]
    apply_plan(p, plan)
    assert p.stats["thalers"] == 0 and p.stats["mind"] == 0 and p.stats["life"] == 2


def test_experience_is_never_paid():
    p = player(experience=1, strength=5)
    assert compensation_plan(p, {"experience": 3}) == [Step("experience", 1, "experience")]


def test_missing_things():
    p = player(strength=5, magic=5)
    assert compensation_plan(p, {"item": 1}) == [Step("strength", 2, "item")]
    assert compensation_plan(p, {"amulet": 1}) == [Step("magic", 2, "amulet")]
    assert compensation_plan(p, {"horse": 1}) == [Step("strength", 1, "horse")]
    assert compensation_plan(p, {"friend": 1}) == [Step("strength", 1, "friend")]
    q = player(strength=1, mind=0, magic=1)
    assert compensation_plan(q, {"item": 1}) == [Step("strength", 1, "item"), Step("magic", 1, "item")]


def test_missing_mind_costs_life_one_for_one():
    p = player(mind=1, life=4)
    assert compensation_plan(p, {"mind": 3}) == [Step("mind", 1, "mind"), Step("life", 2, "mind")]


def test_cap_14_and_the_regent():
    p = player(strength=16, mind=15, magic=14, experience=17)
    assert apply_caps(p, 14) == {"strength": 2, "mind": 1, "experience": 3}
    r = player(strength=16, experience=10)
    r.regent.append("strength")
    assert apply_caps(r, 14) == {}
    young = player(strength=16, experience=9)
    young.regent.append("strength")
    assert apply_caps(young, 14) == {"strength": 2}
    beyond = player(strength=20)
    beyond.board = "kingdom"
    assert apply_caps(beyond, 14) == {}


STAT = st.integers(min_value=0, max_value=20)


@given(STAT, STAT, STAT, STAT, STAT, STAT,
       st.dictionaries(st.sampled_from(["strength", "mind", "magic", "life", "experience", "thalers", "item",
                                        "amulet", "horse", "friend"]), st.integers(0, 30)))
def test_plans_never_go_below_zero_and_never_touch_experience_for_others(s, m, g, life, xp, money, debt):
    p = player(strength=s, mind=m, magic=g, life=life, experience=xp, thalers=money)
    plan = compensation_plan(p, debt)
    apply_plan(p, plan)
    assert all(v >= 0 for v in p.stats.values())
    assert all(step.stat != "experience" or step.instead_of == "experience" for step in plan)
    assert all(step.amount > 0 for step in plan)

"""Issue #30: the coverage table is read from the data — what the engine applies, asks
about, or leaves to the table — and the tally counts steps by hand per card resolution."""

from __future__ import annotations

from pnpkit.games.amber.rules.coverage import ManualTally, coverage_table, entity_coverage
from pnpkit.rules.session import Event


def test_each_entity_gets_a_verdict_from_its_ops(amber_game):
    rows = {r.id: r for r in coverage_table(amber_game)}
    assert rows["card.002"].verdict == "applies" and "roll" in rows["card.002"].applies
    assert rows["card.073"].verdict == "asks" and "roll_off" in rows["card.073"].asks  # everyone rolls
    assert rows["traveller.monk"].applies and rows["prince.corwin"].verdict == "none"
    assert rows["traveller.monk"].printed == 2
    assert sum(1 for r in rows.values() if r.verdict == "table") <= 4
    step = entity_coverage("x", "card", "x", [{"manual": {"text": "Отдай вещь.", "owes": {"item": 1}}}])
    assert step.verdict == "table" and step.by_hand == ("Отдай вещь.",)


def test_the_tally_counts_steps_by_hand_per_card():
    tally = ManualTally()
    tally.observe(None, [Event("card", {"card": "card.041"}, ""), Event("manual", {"text": "t"}, ""),
                         Event("card", {"card": "card.015"}, "")])
    assert (tally.cards, tally.manual, tally.by_card) == (2, 1, {"card.041": 1})
    assert tally.share == 0.5

"""Issue #30: the coverage table is read from the data — what the engine applies, asks
about, or leaves to the table — and the tally counts steps by hand per card resolution."""

from __future__ import annotations

from pnpkit.games.amber.rules.coverage import (
    FLAG_READERS,
    NOT_ABILITIES,
    TRAIT_READERS,
    ManualTally,
    coverage_table,
    entity_coverage,
)
from pnpkit.rules.session import Event


def test_each_entity_gets_a_verdict_from_its_ops(amber_game):
    rows = {r.id: r for r in coverage_table(amber_game)}
    assert rows["card.002"].verdict == "applies" and "roll" in rows["card.002"].applies
    assert rows["card.073"].verdict == "asks" and "roll_off" in rows["card.073"].asks  # everyone rolls
    assert rows["traveller.monk"].applies and rows["prince.corwin"].verdict == "applies"
    assert rows["traveller.monk"].printed == 2
    assert sum(1 for r in rows.values() if r.verdict == "table") == 0
    step = entity_coverage("x", "card", "x", [{"manual": {"text": "Отдай вещь.", "owes": {"item": 1}}}])
    assert step.verdict == "table" and step.by_hand == ("Отдай вещь.",)


def test_the_tally_counts_steps_by_hand_per_card():
    tally = ManualTally()
    tally.observe(None, [Event("card", {"card": "card.041"}, ""), Event("manual", {"text": "t"}, ""),
                         Event("card", {"card": "card.015"}, "")])
    assert (tally.cards, tally.manual, tally.by_card) == (2, 1, {"card.041": 1})
    assert tally.share == 0.5


def test_no_printed_ability_without_an_engine_effect_or_a_question(amber_game):
    """Issue #30: «no printed ability without an engine effect or a referee question», over
    the shipped data: every card, item, traveller and prince with printed words applies
    something or asks, none is left to the table, and what an item or character prints as
    a flag is named with the function that reads it."""
    rows = coverage_table(amber_game)
    assert not [r.id for r in rows if r.verdict in ("none", "table")]
    by_id = {r.id: r for r in rows}
    assert "flag:first_chamber_life@kingdom.kingdom_turn" in by_id["prince.eric"].applies
    assert any(a.startswith("named@field.") for a in by_id["item.food-pack"].applies)  # the Pass asks for it
    for item in amber_game.items:
        attrs = item.attrs or {}
        unread = [k for k in attrs if k not in NOT_ABILITIES and k not in FLAG_READERS]
        assert not unread, (item.id, unread)
        for trait in attrs.get("traits") or ():
            assert trait in TRAIT_READERS or any(a.startswith("named@") for a in by_id[item.id].applies), \
                (item.id, trait)
    for character in amber_game.characters:
        unread = [k for k in (character.attrs or {}) if k not in NOT_ABILITIES and k not in FLAG_READERS]
        assert not unread, (character.id, unread)


def test_each_named_reader_exists_and_reads_its_flag():
    import importlib
    import inspect

    for key, (module, function, word) in {**FLAG_READERS, **TRAIT_READERS}.items():
        code = importlib.import_module(f"pnpkit.games.amber.rules.{module}")
        source = inspect.getsource(getattr(code, function))
        assert word in source, (key, module, function, word)

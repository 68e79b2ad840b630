"""The Amber data schema: the fixture game reads cleanly, typos and bad tables are caught."""

import shutil
from pathlib import Path

import pytest

from pnpkit.games.amber.rules.effects import OPS, iter_ops
from pnpkit.model.extension import extension_for
from pnpkit.readers.game_reader import load_game

FIXTURE = Path(__file__).parents[2] / "fixtures" / "amber-mini"


def test_registered():
    ext = extension_for("amber")
    assert "enemy" in ext.kinds["cards"]
    assert "prince" in ext.kinds["characters"]


def test_fixture_reads_without_errors():
    result = load_game(FIXTURE)
    assert result.diagnostics.ok, [d.format() for d in result.diagnostics.errors]
    game = result.game
    assert game.card("card.002").stats["strength"] == 10
    assert game.field("field.lyceum").effects == [{"roll": {"table": "table.lyceum"}}]


def _copy(tmp_path: Path) -> Path:
    target = tmp_path / "game"
    shutil.copytree(FIXTURE, target)
    return target


def _errors(folder: Path) -> list[str]:
    return [d.format() for d in load_game(folder).diagnostics.errors]


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("effects: [{draw: 2}]", "effects: [{drow: 2}]", "unknown effect 'drow' (did you mean 'draw'?)"),
        ("attrs: {role: trophy-office, stop_in_passing: true", "attrs: {role: trophy-office, stop_in_pasing: true",
         "unknown key 'stop_in_pasing'"),
        ("- {on: 6, text: Гряда не пускает.", "- {on: 5, text: Гряда не пускает.", "no row for 6 on d6"),
        ("  - {between: [field.gun-shop, field.jungle]}\n", "", None),
    ],
)
def test_bad_data_is_reported(tmp_path, old, new, expected):
    folder = _copy(tmp_path)
    board = folder / "board.yaml"
    text = board.read_text(encoding="utf-8")
    assert old in text
    board.write_text(text.replace(old, new), encoding="utf-8")
    errors = _errors(folder)
    if expected is None:  # removing an edge of the ring keeps it connected
        assert errors == []
    else:
        assert any(expected in e for e in errors), errors
        assert all(":" in e.split(" ")[0] for e in errors)  # file:line:col first


def test_disconnected_board_is_reported(tmp_path):
    folder = _copy(tmp_path)
    board = folder / "board.yaml"
    text = board.read_text(encoding="utf-8")
    text = text.replace("  - {between: [field.gun-shop, field.jungle]}\n", "")
    text = text.replace("  - {between: [field.jungle, field.stone-ridge]}\n", "")
    board.write_text(text, encoding="utf-8")
    assert any("cannot be reached" in e for e in _errors(folder))


def test_unknown_condition_key_and_bad_alignment(tmp_path):
    folder = _copy(tmp_path)
    cards = folder / "cards.yaml"
    text = cards.read_text(encoding="utf-8").replace("when: {alignment: good}", "when: {alignment: kind}")
    cards.write_text(text, encoding="utf-8")
    assert any("'kind' is not one of" in e for e in _errors(folder))


def test_iter_ops_reaches_nested_blocks():
    effects = [{"may": [{"quest": {"route": ["field.a"], "reward": [{"gain": {"experience": 2}}]}}]},
               {"roll": {"dice": "d6", "rows": [{"on": [1, 6], "effects": [{"draw": 1}]}]}},
               {"choose": [{"effects": [{"lose": {"life": 1}}]}, {"effects": ["discard_card"]}]}]
    ops = [op for op, _ in iter_ops([dict(e) if isinstance(e, dict) else e for e in effects])]
    assert ops == ["may", "quest", "gain", "roll", "draw", "choose", "lose", "discard_card"]
    assert set(ops) <= set(OPS)


def test_effects_the_engine_cannot_run_are_reported():
    from dataclasses import replace

    from pnpkit.games.amber.rules.checks import check_effects_executable

    game = load_game(FIXTURE).game
    jungle = game.field("field.jungle")
    broken = replace(game, fields=(replace(jungle, effects=[{"teleport_home": 1}]),) + game.fields[1:])
    assert any("unknown effect 'teleport_home'" in d.message for d in check_effects_executable(broken))
    assert check_effects_executable(game) == []


def test_shipped_data_has_no_errors_and_runs_every_effect(amber_game):
    from pnpkit.games.amber.rules.checks import CHECKS

    problems = [d.format() for check in CHECKS for d in check(amber_game)]
    assert problems == []


def test_inline_die_tables_are_checked_for_every_rolling_op():
    """A roll, a Провал or a sale whose rows miss a face is named with its op (E303)."""
    from types import SimpleNamespace

    from pnpkit.games.amber.rules.checks import check_die_tables

    rows = {"rows": [{"on": [1, 5]}]}  # no row for a 6
    card = SimpleNamespace(id="card.x", source="cards.yaml:1:1", effects=[
        {"roll": rows}, {"provaly": rows}, {"sell_item": {"dice": "2d6", "rows": [{"on": [2, 12]}]}}])
    game = SimpleNamespace(fields=[], cards=[card], items=[], characters=[], tables=[])
    assert [d.message for d in check_die_tables(game)] == [
        "card card.x: roll: no row for 6 on d6", "card card.x: provaly: no row for 6 on d6"]


def test_the_effect_walker_tells_effects_from_other_lists_without_the_op_table():
    """effect_walk knows no op names (moves builds the board without the schema): a list
    argument is walked as effects only under ``may``; stats, fields and tickets are not."""
    effects = [{"restore_start": ["strength", "gain"]}, {"stop_in_passing": ["field.a"]},
               {"air_tickets": [{"to": "field.a", "price": 3}]}, {"may": [{"gain": {"life": 1}}, "keep_card"]},
               {"may": {"text": "x", "effects": [{"draw": 1}]}}]
    assert [op for op, _ in iter_ops(effects)] == [
        "restore_start", "stop_in_passing", "air_tickets", "may", "gain", "keep_card", "may", "draw"]


def test_a_data_preset_may_set_every_value_the_rules_know(amber_game):
    """One list of preset values (rules.DEFAULTS): the kingdom's values are accepted in the
    data too, and a typo is refused with a suggestion."""
    from dataclasses import replace

    from pnpkit.games.amber.rules.checks import check_presets
    from pnpkit.model.game_parts import Preset

    ok = Preset("mine", "Mine", {"kingdom_death": "capital", "prince_bonus": 3, "stat_cap": 12})
    assert check_presets(replace(amber_game, presets=[ok])) == []
    (found,) = check_presets(replace(amber_game, presets=[Preset("typo", "Typo", {"stat_cup": 12})]))
    assert found.code == "E308" and "stat_cap" in found.hint


def test_an_opponent_who_fights_needs_a_stat_on_the_card_or_in_the_fight(amber_game):
    from dataclasses import replace

    from pnpkit.games.amber.rules.checks import check_fighters

    card = next(c for c in amber_game.cards if c.kind == "enemy")
    bare = replace(card, stats={}, effects=[{"fight": None}])
    inline = replace(card, stats={}, effects=[{"may": [{"fight": {"magic": 5}}]}])
    found = check_fighters(replace(amber_game, cards=[bare], characters=[]))
    assert [d.code for d in found] == ["E305"] and card.id in found[0].message
    assert check_fighters(replace(amber_game, cards=[inline], characters=[])) == []


def test_the_designers_reference_names_every_operation():
    """docs/amber-effects.md (the vocabulary table, pointed to by effects.py) has a row per op."""
    import re
    from pathlib import Path

    from pnpkit.games.amber.rules.effects import OPS

    doc = (Path(__file__).parents[3] / "docs" / "amber-effects.md").read_text(encoding="utf-8")
    assert sorted(set(OPS) - set(re.findall(r"^\| `([a-z_]+)`", doc, re.M))) == []

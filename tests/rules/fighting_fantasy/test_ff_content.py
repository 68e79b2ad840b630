"""The shipped Fighting Fantasy data passes `pnpkit check`, and its own checks bite."""

import shutil

from pnpkit.games.fighting_fantasy.rules.combat import PRESETS
from pnpkit.paths import content_root
from pnpkit.readers.game_reader import load_game


def _copy(tmp_path):
    folder = tmp_path / "fighting-fantasy"
    shutil.copytree(content_root() / "fighting-fantasy", folder)
    return folder


def test_shipped_data_is_clean():
    result = load_game(content_root() / "fighting-fantasy")
    assert result.diagnostics.ok, [d.format() for d in result.diagnostics.sorted()]
    game = result.game
    assert game.id == "fighting-fantasy" and game.locales == ("ru", "en")
    assert {p.id for p in game.presets} == set(PRESETS)
    assert all(c.kind == "monster" and c.attrs["name_en"] for c in game.characters)


def test_preset_values_must_match_the_engine(tmp_path):
    folder = _copy(tmp_path)
    path = folder / "game.yaml"
    path.write_text(
        path.read_text("utf-8").replace("{instant_kill: true,", "{instant_kill: false,"), "utf-8"
    )
    codes = [d.code for d in load_game(folder).diagnostics.errors]
    assert "E604" in codes


def test_unknown_switch_and_missing_preset(tmp_path):
    folder = _copy(tmp_path)
    path = folder / "game.yaml"
    text = path.read_text("utf-8").replace("id: instant-kill", "id: deadly")
    text = text.replace(
        "provision_stamina: 4}\n    sources: {instant_kill: reference",
        "provision_stamina: 4, extra_dice: 1}\n    sources: {instant_kill: reference",
    )
    path.write_text(text, "utf-8")
    messages = [d.format() for d in load_game(folder).diagnostics.errors]
    assert any("preset 'instant-kill' is missing" in m for m in messages)
    assert any("unknown switch 'extra_dice'" in m for m in messages)


def test_monster_stats_are_checked_with_positions(tmp_path):
    folder = _copy(tmp_path)
    path = folder / "monsters.yaml"
    path.write_text(
        path.read_text("utf-8").replace("skill: 5, stamina: 4", "skil: 5, stamina: 4"), "utf-8"
    )
    errors = load_game(folder).diagnostics.errors
    assert errors
    assert any("monsters.yaml:" in d.format() for d in errors)


def test_a_switch_of_the_wrong_type_and_a_stat_rolled_otherwise(tmp_path):
    folder = _copy(tmp_path)
    path = folder / "game.yaml"
    text = path.read_text("utf-8").replace(
        "{instant_kill: false, provisions: 10,", "{instant_kill: false, provisions: ten,")
    path.write_text(text.replace("dice: 2d6, plus: 12", "dice: 2d6, plus: 11"), "utf-8")
    messages = [d.format() for d in load_game(folder).diagnostics.errors]
    assert any("preset 'classic': 'provisions' must be a int" in m for m in messages)
    assert any("stat 'stamina' must be rolled as 2d6+12" in m for m in messages)

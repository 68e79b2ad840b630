"""content/race: passes the checks, and says exactly what the engine's built-in copy says."""

from pathlib import Path

from pnpkit.readers.game_reader import load_game
from pnpkit.rules.race.from_game import default_race, race_from_game
from pnpkit.rules.race.track import Options

ROOT = Path(__file__).resolve().parents[3]
RACE = ROOT / "content" / "race"


def test_race_content_has_no_diagnostics():
    result = load_game(RACE)
    assert result.diagnostics.ok, [d.format() for d in result.diagnostics.items]
    assert len(result.game.fields_of("track")) == 150  # start, 1..148, finish


def test_yaml_track_matches_the_builtin_copy():
    race = race_from_game(load_game(RACE).game)
    assert race.track == default_race().track
    assert Options.from_values(race.presets["table"]) == Options()


def test_a_wrong_effect_is_reported_with_its_line(tmp_path):
    for name in ("game.yaml", "paths.yaml", "presets.yaml"):
        (tmp_path / name).write_bytes((RACE / name).read_bytes())
    text = (RACE / "track.yaml").read_text(encoding="utf-8")
    text = text.replace('effects: [{"move": -8}]', 'effects: [{"mvoe": -8}]')
    (tmp_path / "track.yaml").write_text(text, encoding="utf-8")
    result = load_game(tmp_path)
    errors = [d.format() for d in result.diagnostics.items]
    assert any("track.yaml:" in e and "mvoe" in e and "move" in e for e in errors), errors


def test_builtin_presets_match_the_yaml():
    yaml_presets = race_from_game(load_game(RACE).game).presets
    builtin = default_race().presets
    assert set(yaml_presets) == set(builtin)
    for name, values in yaml_presets.items():
        assert Options.from_values(values) == Options.from_values(builtin[name])

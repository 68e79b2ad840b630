"""content/race: passes the checks, gives the engine the whole track, and the referee
plays whatever track the data says."""

import shutil
from dataclasses import replace
from pathlib import Path

from pnpkit.games.race.race_data import load_race
from pnpkit.games.race.rules.from_game import race_from_game
from pnpkit.games.race.rules.referee import RaceReferee, RefereeState
from pnpkit.games.race.rules.track import Options
from pnpkit.readers.game_reader import load_game
from pnpkit.rules.session import Player, SessionHeader, perform

ROOT = Path(__file__).resolve().parents[3]
RACE = ROOT / "content" / "race"


def test_race_content_has_no_diagnostics():
    result = load_game(RACE)
    assert result.diagnostics.ok, [d.format() for d in result.diagnostics.items]
    assert len(result.game.fields_of("track")) == 150  # start, 1..148, finish


def test_the_yaml_gives_the_whole_track():
    race = race_from_game(load_game(RACE).game)
    track = race.track
    assert track.last_cell == 148 and len(track.obstacles) == 45
    assert {k: (lane.entry, lane.length, lane.rejoin) for k, lane in track.lanes.items()} == {
        "forest": (19, 5, 20), "escape": (88, 5, 94)}
    assert Options.from_values(race.presets["table"]) == Options()
    assert Options.from_values(race.presets["literal"]).cell137 == "first_five"
    assert load_race().track == track  # what the referee and `pnpkit race` get


def _landing_on_56(referee: RaceReferee) -> int:
    """Where a pawn standing on 50 ends after rolling a 6 (56 says "back 8")."""
    head = SessionHeader("race", 1, (Player("Аня"), Player("Борис")), None, ())
    state = referee.new(head)
    pawns = (replace(state.race.pawns[0], pos=50),) + state.race.pawns[1:]
    state = RefereeState(replace(state.race, pawns=pawns), state.names, state.options)
    new, _, _ = perform(referee, head, state, 1, "turn", entered=[6])
    return new.race.pawns[0].pos


def test_the_referee_plays_the_track_the_data_gives(tmp_path):
    shipped = RaceReferee(lambda: race_from_game(load_game(RACE).game))
    assert _landing_on_56(shipped) == 48
    folder = tmp_path / "race"
    shutil.copytree(RACE, folder)
    text = (folder / "track.yaml").read_text(encoding="utf-8")
    (folder / "track.yaml").write_text(text.replace('effects: [{"move": -8}]', 'effects: [{"move": -9}]'),
                                       encoding="utf-8")
    edited = RaceReferee(lambda: race_from_game(load_game(folder).game))
    assert _landing_on_56(edited) == 47


def test_a_wrong_effect_is_reported_with_its_line(tmp_path):
    for name in ("game.yaml", "paths.yaml", "presets.yaml"):
        (tmp_path / name).write_bytes((RACE / name).read_bytes())
    text = (RACE / "track.yaml").read_text(encoding="utf-8")
    text = text.replace('effects: [{"move": -8}]', 'effects: [{"mvoe": -8}]')
    (tmp_path / "track.yaml").write_text(text, encoding="utf-8")
    result = load_game(tmp_path)
    errors = [d.format() for d in result.diagnostics.items]
    assert any("track.yaml:" in e and "mvoe" in e and "move" in e for e in errors), errors


def test_a_side_path_without_its_edge_in_is_named_not_a_type_error():
    from pnpkit.games.race.rules.extension import _check

    game = load_game(RACE).game
    first = min(game.fields_of("forest"), key=lambda f: f.number or 0).id
    cut = replace(game, edges=tuple(e for e in game.edges if e.b != first))
    said = [(d.code, d.message) for d in _check(cut)]
    assert said == [("E304", "side path 'forest' needs an edge from the track into its first "
                             "field and one from its last field back")]

"""`pnpkit build race` and `pnpkit build fighting-fantasy` through the pipeline: a manifest,
an unchanged rebuild that writes nothing, a changed YAML that rebuilds only the parts it
feeds, the same bytes again, and the race's mono set kept beside the colour one."""

import hashlib
import json
import shutil

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.paths import content_root

runner = CliRunner()
RACE_FILES = {"board-a4.pdf", "board-poster.pdf", "rules.pdf", "pawns.pdf", "rulebook.pdf"}
FF_FILES = {"adventure-sheet.pdf", "rules-summary.pdf", "odds-table.pdf", "rulebook.pdf"}


def _build(*args):
    result = runner.invoke(get_app(), ["build", *map(str, args)])
    assert result.exit_code == 0, result.output
    return result.output


def _stamps(folder):
    """Every file's bytes and modification time (ns): what a rebuild may not touch."""
    return {p.name: (p.stat().st_mtime_ns, p.read_bytes()) for p in sorted(folder.iterdir())}


def _statuses(output):
    rows = [line.split("│") for line in output.splitlines() if line.startswith("│")]
    return {cells[1].strip(): cells[2].strip() for cells in rows if cells[1].strip()}


def _game_copy(tmp_path, game_id):
    folder = tmp_path / "games" / game_id
    shutil.copytree(content_root() / game_id, folder)
    return folder


@pytest.fixture(scope="module")
def race_kit(tmp_path_factory):
    out = tmp_path_factory.mktemp("race")
    _build("race", "--out", out)
    return out


def test_race_kit_has_a_manifest_of_every_file(race_kit):
    folder = race_kit / "race" / "ru"
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["game"] == "race" and manifest["locale"] == "ru" and manifest["paper"] == "a4"
    assert set(manifest["parts"]) == {"board", "rules", "pawns", "rulebook"}
    listed = {entry["path"]: entry["sha256"] for entry in manifest["files"]}
    assert set(listed) == RACE_FILES
    for name, digest in listed.items():
        assert hashlib.sha256((folder / name).read_bytes()).hexdigest() == digest, name


def test_unchanged_race_rebuild_writes_nothing(race_kit):
    folder = race_kit / "race" / "ru"
    before = _stamps(folder)
    output = _build("race", "--out", race_kit)
    assert "unchanged since the last build" in output
    assert list(_statuses(output)) == ["board", "rules", "pawns", "rulebook"]  # build order
    assert _stamps(folder) == before


def test_forced_race_rebuild_gives_the_same_bytes(race_kit):
    folder = race_kit / "race" / "ru"
    before = {name: data for name, (_, data) in _stamps(folder).items() if name in RACE_FILES}
    output = _build("race", "--out", race_kit, "--force", "--only", "board,pawns")
    assert _statuses(output)["board"] == "built"
    # the parts not asked for keep their files (the rulebook too)
    after = {name: data for name, (_, data) in _stamps(folder).items() if name in RACE_FILES}
    assert after == before


def test_mono_set_sits_beside_the_colour_one_with_its_own_manifest(race_kit):
    folder = race_kit / "race" / "ru"
    colour = {name: data for name, (_, data) in _stamps(folder).items() if name in RACE_FILES}
    _build("race", "--out", race_kit, "--ink", "mono", "--only", "pawns")
    files = {p.name for p in folder.iterdir()}
    assert {"pawns-mono.pdf", "manifest-mono.json", "manifest.json"} <= files
    assert {name: (folder / name).read_bytes() for name in colour} == colour
    mono = json.loads((folder / "manifest-mono.json").read_text(encoding="utf-8"))
    assert [entry["path"] for entry in mono["files"]] == ["pawns-mono.pdf"]
    before = _stamps(folder)
    output = _build("race", "--out", race_kit)  # colour again: nothing to redo
    assert set(_statuses(output).values()) == {"skipped"}
    after = _stamps(folder)
    assert {n: after[n] for n in RACE_FILES} == {n: before[n] for n in RACE_FILES}


def test_a_changed_square_rebuilds_the_board_and_rules_not_the_pawns(tmp_path):
    game = _game_copy(tmp_path, "race")
    out = tmp_path / "out"
    _build(game, "--out", out, "--only", "board,rules,pawns")
    folder = out / "race" / "ru"
    before = _stamps(folder)
    track = game / "track.yaml"
    text = track.read_text(encoding="utf-8")
    assert 'name: "Сэй в космосе"' in text
    track.write_text(text.replace('name: "Сэй в космосе"', 'name: "Сэй на Луне"'), encoding="utf-8")
    output = _build(game, "--out", out, "--only", "board,rules,pawns")
    statuses = _statuses(output)
    assert (statuses["board"], statuses["rules"], statuses["pawns"]) == ("built", "built", "skipped")
    after = _stamps(folder)
    assert after["pawns.pdf"] == before["pawns.pdf"]
    for name in ("board-a4.pdf", "board-poster.pdf", "rules.pdf"):
        assert after[name][1] != before[name][1], name


def test_fighting_fantasy_kit_is_skipped_when_unchanged_and_follows_its_yaml(tmp_path):
    game = _game_copy(tmp_path, "fighting-fantasy")
    out = tmp_path / "out"
    _build(game, "--out", out)
    folder = out / "fighting-fantasy" / "ru"
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    assert {entry["path"] for entry in manifest["files"]} == FF_FILES
    before = _stamps(folder)
    assert "unchanged since the last build" in _build(game, "--out", out)
    assert _stamps(folder) == before
    head = game / "game.yaml"
    text = head.read_text(encoding="utf-8")
    assert "monster_boxes: 12" in text
    head.write_text(text.replace("monster_boxes: 12", "monster_boxes: 8"), encoding="utf-8")
    output = _build(game, "--out", out)
    statuses = _statuses(output)
    assert statuses["adventure-sheet"] == "built"
    assert statuses["rules-summary"] == statuses["odds-table"] == "skipped"
    after = _stamps(folder)
    assert after["adventure-sheet.pdf"][1] != before["adventure-sheet.pdf"][1]
    assert after["odds-table.pdf"] == before["odds-table.pdf"]

"""The standard kit of a data-only (fixture) game, planned from its data as `pnpkit build`
plans it, through the pipeline: built once, then unchanged."""

from __future__ import annotations

import json
from pathlib import Path

from pnpkit.cli.build import BuildOptions
from pnpkit.model.kit import kit_of
from pnpkit.readers.game_reader import load_game
from pnpkit.render.kit_plan import KitBuild, kit_parts
from pnpkit.render.manifest import MANIFEST_NAME
from pnpkit.render.pipeline import content_files, current_kit, hash_inputs, run_kit

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "demo"


def _parts(game, options, inputs):
    return kit_parts(KitBuild(game, options, inputs, FIXTURE), kit_of(game))


def test_standard_kit_of_the_demo_game(tmp_path):
    game = load_game(FIXTURE).game
    inputs = content_files(FIXTURE)
    options = BuildOptions("ru", "a4", tmp_path, (), "color", "short", (0.5, -0.5))
    key = hash_inputs(*inputs, {**options.__dict__, "out": None})
    parts = _parts(game, options, inputs)
    names = [p.name for p in parts]
    assert names[0] == "board" and "adventure-deck" in names and names[-1] == "calibration"
    report = run_kit(parts, out=tmp_path, game_id=game.id, locale="ru", paper="a4",
                     only=[*names, "rulebook"], kit_inputs=key)
    assert [p.status for p in report.parts] == ["built"] * len(parts)
    folder = tmp_path / game.id / "ru"
    files = {p.name for p in folder.iterdir()}
    assert {"board.pdf", "board-poster.pdf", "board.svg", "adventure-deck.pdf",
            "adventure-deck-fold.pdf", "calibration.pdf", MANIFEST_NAME} <= files
    manifest = json.loads((folder / MANIFEST_NAME).read_text("utf-8"))
    assert manifest["kit_inputs"] == key
    assert current_kit(tmp_path, game.id, "ru", key) is not None
    again = run_kit(_parts(game, options, inputs), out=tmp_path, game_id=game.id,
                    locale="ru", paper="a4", kit_inputs=key)
    assert again.built == []

"""The standard kit of a (fixture) game through the pipeline."""

from __future__ import annotations

import json
from pathlib import Path

from pnpkit.readers.game_reader import load_game
from pnpkit.render.manifest import MANIFEST_NAME
from pnpkit.render.pipeline import content_files, current_kit, hash_inputs, run_kit
from pnpkit.render.standard_kit import KitSettings, standard_kit_parts

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "demo"


def test_standard_kit_of_the_demo_game(tmp_path):
    game = load_game(FIXTURE).game
    inputs = content_files(FIXTURE)
    settings = KitSettings(duplex="short", back_offset_mm=(0.5, -0.5))
    key = hash_inputs(*inputs, settings.__dict__)
    parts = standard_kit_parts(game, settings, inputs)
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
    again = run_kit(standard_kit_parts(game, settings, inputs), out=tmp_path, game_id=game.id,
                    locale="ru", paper="a4", kit_inputs=key)
    assert again.built == []

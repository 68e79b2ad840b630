"""The standard kit of a data-only (fixture) game, planned from its data as `pnpkit build`
plans it, through the pipeline: built once, then unchanged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pnpkit.cli.build import BuildOptions
from pnpkit.model.kit import kit_of
from pnpkit.readers.game_reader import load_game
from pnpkit.readers.kit_state import MANIFEST_NAME
from pnpkit.render.kit_plan import KitBuild, kit_parts
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
    assert {p.status for p in again.parts} == {"skipped"}


@pytest.mark.parametrize("paper_name", ["a4", "letter"])
@pytest.mark.parametrize("card_name", ["poker", "large"])
def test_fold_sheets_take_the_bleed_that_fits_the_most_cards(paper_name, card_name):
    """The gutter-fold file used the duplex grid's bleed: on Letter 3 mm leaves room for
    two poker cards a sheet, 1 mm for four, so a Letter kit without duplex took twice the
    paper (98 sheets for the Amber deck instead of 49)."""
    from dataclasses import replace as with_

    from pnpkit.layout.paper import CARD_SIZES, paper_named
    from pnpkit.layout.sheets import gutter_fold_sheet
    from pnpkit.layout.units import mm
    from pnpkit.render.standard_kit import KitSettings, _deck_options, fold_bleed

    paper, card = paper_named(paper_name), CARD_SIZES[card_name]
    most = max(gutter_fold_sheet(paper, card, mm(b)).capacity for b in (3, 2, 1.5, 1))
    bleed = fold_bleed(paper, card)
    assert gutter_fold_sheet(paper, card, bleed).capacity == most
    assert fold_bleed(paper, card, "tight") == 0.0
    settings = KitSettings(paper=paper_name, duplex="long")
    assert _deck_options(settings, "t", card, duplex="none").bleed == bleed
    assert _deck_options(with_(settings, duplex="none"), "t", card).bleed == bleed
    if (paper_name, card_name) == ("letter", "poker"):
        assert most == 4 and bleed == mm(1)
    if paper_name == "a4":  # A4 keeps its 3 mm (and its bytes)
        assert bleed == mm(3)

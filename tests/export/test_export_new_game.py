"""A game made by `pnpkit new` (nothing but its data) exports as it comes: its deck and
character cards to a card shop with bleed, and its cards and board to Tabletop
Simulator with a saved object that follows the format's schema."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PIL import Image
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

jsonschema = pytest.importorskip("jsonschema")
SCHEMA = json.loads((Path(__file__).with_name("tts_saved_object.schema.json")).read_text("utf-8"))
runner = CliRunner()


@pytest.fixture(scope="module")
def game(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("new") / "mygame"
    result = runner.invoke(get_app(), ["new", str(folder), "--locale", "ru"])
    assert result.exit_code == 0, result.output
    return folder


def _export(game: Path, out: Path, *args: str) -> tuple[Path, str]:
    result = runner.invoke(get_app(), ["export", str(game), "--out", str(out), *args])
    assert result.exit_code == 0, result.output
    assert "(s)" not in result.output and not re.search(r"\b1 (cards|sheets|pages)\b", result.output)
    found = [p for p in out.glob(f"*/*/{args[1]}") if p.is_dir()]
    assert len(found) == 1, found
    return found[0], result.output


def test_a_new_game_goes_to_a_card_shop(game, tmp_path):
    folder, _ = _export(game, tmp_path, "--to", "tgc")
    decks = sorted(p.name for p in folder.iterdir())
    assert decks and all((folder / d / "001-front.png").is_file() for d in decks)
    assert "main-deck" in decks
    for png in folder.rglob("*.png"):
        image = Image.open(png)
        assert round(image.info["dpi"][0]) == 300
    for png in (folder / "main-deck").iterdir():  # poker cards with the 1/8" bleed
        assert Image.open(png).size == (825, 1125), png.name
    fronts = sorted(p.name for p in (folder / "main-deck").glob("*-front.png"))
    assert fronts == [f"{n:03d}-front.png" for n in range(1, len(fronts) + 1)]
    assert len(fronts) == len(list((folder / "main-deck").glob("*-back.png")))


def test_a_new_game_goes_to_the_table(game, tmp_path):
    folder, said = _export(game, tmp_path, "--to", "tts")
    assert "characters: 1 card on 1 sheet, " in said
    document = json.loads(next(folder.glob("*.json")).read_text("utf-8"))
    jsonschema.Draft202012Validator(SCHEMA).validate(document)
    kinds = sorted({o["Name"] for o in document["ObjectStates"]})
    assert "Custom_Tile" in kinds  # its board
    assert {"DeckCustom", "Card"} & set(kinds)  # its cards
    for png in folder.glob("*.png"):
        assert max(Image.open(png).size) <= 4096


def test_a_proof_of_a_new_game_stays_beside_its_export(game, tmp_path):
    full, _ = _export(game, tmp_path, "--to", "tts")
    before = {p.name: p.read_bytes() for p in full.iterdir()}
    result = runner.invoke(get_app(), ["export", str(game), "--out", str(tmp_path), "--to", "tts",
                                       "--only", "main-deck", "--limit", "1"])
    assert result.exit_code == 0, result.output
    proof = full.with_name("tts-proof")
    assert {p.name: p.read_bytes() for p in full.iterdir()} == before
    saved = json.loads((proof / f"{game.name}-proof.json").read_text("utf-8"))
    assert saved["ObjectStates"][0]["Name"] == "Card" and saved["SaveName"].endswith("(пробный оттиск)")
    assert (proof / f"{game.name}-proof.png").is_file()  # both sit in one Saved Objects folder
    assert f"Copy {game.name}-proof.json and {game.name}-proof.png" in result.output

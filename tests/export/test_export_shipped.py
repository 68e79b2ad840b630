"""`pnpkit export` of the shipped games, whose kits are drawn by their own code (reached
through each game's plugin, GamePlugin.card_faces): Amber's cards as its kit prints
them, the race board and the Fighting Fantasy sheets as Tabletop Simulator tiles."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from kit_crop import assert_same_card, kit_card
from PIL import Image
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

jsonschema = pytest.importorskip("jsonschema")
SCHEMA = json.loads((Path(__file__).with_name("tts_saved_object.schema.json")).read_text("utf-8"))
runner = CliRunner()


def export(out: Path, game: str, *args: str):
    return runner.invoke(get_app(), ["export", game, "--out", str(out), *args])


@pytest.fixture(scope="module")
def amber_tts(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("amber")
    result = export(out, "amber", "--to", "tts", "--only", "adventure-deck,items", "--limit",
                    "12", "--locale", "en")
    assert result.exit_code == 0, result.output
    return out / "amber" / "en" / "tts-proof"


def test_amber_tts_has_its_decks_named_and_described_from_the_data(amber_tts):
    from pnpkit.i18n.translator import localize
    from pnpkit.paths import content_root
    from pnpkit.readers.game_reader import load_game

    document = json.loads((amber_tts / "amber-proof.json").read_text("utf-8"))
    jsonschema.Draft202012Validator(SCHEMA).validate(document)
    decks = [o for o in document["ObjectStates"] if o["Name"] == "DeckCustom"]
    assert len(decks) == 2
    folder = content_root() / "amber"
    game, _ = localize(load_game(folder).game, folder, "en")
    first = sorted((c for c in game.cards if c.deck == "adventure"),
                   key=lambda c: (c.number, c.id))[:12]
    cards = decks[0]["ContainedObjects"]
    assert [c["Nickname"] for c in cards] == [c.name for c in first]
    assert [c["Description"] for c in cards] == [c.text for c in first]
    sheet = Image.open(amber_tts / "adventure-deck-1.png")
    assert sheet.size == (10 * 409, 2 * 573)  # 12 cards and the hidden one: 10 × 2
    # a deck of items is named as a set ("ПРЕДМЕТ", the back's word, before)
    assert [d["Nickname"] for d in decks] == [game.decks[0].name, "Items"]


def test_amber_card_is_the_kit_card(tmp_path):
    """The first adventure card exported is the one on the kit's first page."""
    from pnpkit.layout.paper import A4, POKER
    from pnpkit.layout.sheets import card_grid
    from pnpkit.render.standard_kit import card_spacing

    result = runner.invoke(get_app(), ["build", "amber", "--only", "adventure-deck",
                                       "--out", str(tmp_path / "kit")])
    assert result.exit_code == 0, result.output
    pdf = (tmp_path / "kit" / "amber" / "ru" / "adventure-deck.pdf").read_bytes()
    result = export(tmp_path / "export", "amber", "--to", "png", "--dpi", "150", "--no-bleed",
                    "--only", "adventure-deck", "--limit", "1")
    assert result.exit_code == 0, result.output
    exported = Image.open(tmp_path / "export" / "amber" / "ru" / "png-proof" / "adventure-deck" /
                          "001-front.png").convert("RGB")
    bleed, gutter = card_spacing(A4, POKER)
    slot = card_grid(A4, POKER, bleed, gutter=gutter).slots[0]
    assert_same_card(kit_card(pdf, 0, slot), exported)


@pytest.mark.parametrize(("game", "tiles"), [
    ("race", ["board"]),
    ("fighting-fantasy", ["adventure-sheet", "rules-summary"]),
])
def test_games_without_cards_go_to_the_table_as_tiles(tmp_path, game, tiles):
    result = export(tmp_path, game, "--to", "tts")
    assert result.exit_code == 0, result.output
    folder = next(tmp_path.rglob("tts"))
    document = json.loads((folder / f"{game}.json").read_text("utf-8"))
    jsonschema.Draft202012Validator(SCHEMA).validate(document)
    names = [o["Name"] for o in document["ObjectStates"]]
    assert names[:len(tiles)] == ["Custom_Tile"] * len(tiles)
    assert "Custom_Tile" not in names[len(tiles):]  # the rest are pieces and dice
    for name in tiles:
        assert max(Image.open(folder / f"{name}.png").size) <= 4096


def test_a_game_without_cards_has_nothing_for_a_card_shop(tmp_path):
    result = export(tmp_path, "fighting-fantasy", "--to", "tgc")
    assert result.exit_code != 0
    assert "has no cards" in result.stderr.strip().splitlines()[0]
    assert not any(tmp_path.iterdir())


def test_an_amber_card_goes_to_drivethrucards_as_pdfx(tmp_path):
    """The shipped kit's own faces (pictures, several fonts) come out as PDF/X-1a: the
    markers, the CMYK OutputIntent, front then back with trim and bleed, every font
    embedded and no RGB colour left."""
    import io
    import shutil

    from pypdf import PdfReader

    if shutil.which("gs") is None:
        pytest.skip("Ghostscript is not installed (.ci/run installs it)")
    result = export(tmp_path, "amber", "--to", "dtc", "--only", "adventure-deck", "--limit", "1",
                    "--locale", "en")
    assert result.exit_code == 0, result.output
    reader = PdfReader(io.BytesIO((tmp_path / "amber" / "en" / "dtc-proof" / "adventure-deck.pdf").read_bytes()))
    assert reader.metadata["/GTS_PDFXVersion"] == "PDF/X-1a:2003"
    intent = reader.trailer["/Root"]["/OutputIntents"][0].get_object()
    assert intent["/S"] == "/GTS_PDFX" and intent["/DestOutputProfile"].get_object()["/N"] == 4
    assert len(reader.pages) == 2
    fonts = []

    def walk(holder, streams):
        resources = holder.get("/Resources") or {}
        for ref in (resources.get("/Font") or {}).values():
            font = ref.get_object()
            for part in [font, *[d.get_object() for d in font.get("/DescendantFonts", [])]]:
                if "/FontDescriptor" in part:
                    fonts.append(part["/FontDescriptor"].get_object())
        for ref in (resources.get("/XObject") or {}).values():
            xobject = ref.get_object()
            if xobject.get("/Subtype") == "/Form":
                streams.append(xobject.get_data())
                walk(xobject, streams)
            elif xobject.get("/Subtype") == "/Image":
                assert "RGB" not in str(xobject.get("/ColorSpace")), xobject.get("/ColorSpace")
        return streams

    for page in reader.pages:
        assert [float(v) for v in page["/TrimBox"]] == pytest.approx([9, 9, 189, 261], abs=0.01)
        assert [float(v) for v in page["/BleedBox"]] == pytest.approx([0, 0, 198, 270], abs=0.01)
        data = b"".join(walk(page, [page.get_contents().get_data()]))
        assert b" rg" not in data and b" RG" not in data and b"/DeviceRGB" not in data
    assert fonts and all(any(k in f for k in ("/FontFile", "/FontFile2", "/FontFile3")) for f in fonts)


def test_a_bad_base_url_is_one_line_naming_it(tmp_path):
    result = export(tmp_path, "amber", "--to", "tts", "--only", "princes", "--limit", "1",
                    "--base-url", "https://your.host/kit?v=2")
    assert result.exit_code != 0
    assert "--base-url 'https://your.host/kit?v=2': " in result.output
    assert "Traceback" not in result.output and not (tmp_path / "amber").exists()

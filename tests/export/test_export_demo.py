"""`pnpkit export` of a game that is only data (tests/fixtures/demo: a two-card deck, a
traveller, an item, a board): every target's files, sizes and names; the TTS saved
object against a schema of the format; the DriveThruCards PDF/X markers; the same bytes
twice; bad input as one line with nothing written."""

from __future__ import annotations

import hashlib
import io
import json
from pathlib import Path

import pytest
from PIL import Image
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

jsonschema = pytest.importorskip("jsonschema")
DEMO = Path(__file__).resolve().parents[1] / "fixtures" / "demo"
SCHEMA = json.loads((Path(__file__).with_name("tts_saved_object.schema.json")).read_text("utf-8"))
runner = CliRunner()


def export(*args: object):
    return runner.invoke(get_app(), ["export", str(DEMO), *map(str, args)])


def exported(out: Path, *args: object) -> Path:
    result = export("--out", out, *args)
    assert result.exit_code == 0, result.output
    target = str(args[args.index("--to") + 1])
    proof = "--only" in args or "--limit" in args
    return out / "demo" / "ru" / (f"{target}-proof" if proof else target)


def digests(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def out(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("export")


@pytest.fixture(scope="module")
def tgc(out) -> Path:
    return exported(out, "--to", "tgc")


@pytest.fixture(scope="module")
def tts(out) -> Path:
    return exported(out, "--to", "tts")


def test_tgc_is_a_png_a_face_at_300_dpi_with_bleed_in_upload_order(tgc):
    names = sorted(p.relative_to(tgc).as_posix() for p in tgc.rglob("*.png"))
    assert names == ["adventure-deck/001-back.png", "adventure-deck/001-front.png",
                     "adventure-deck/002-back.png", "adventure-deck/002-front.png",
                     "items/001-back.png", "items/001-front.png",
                     "travellers/001-back.png", "travellers/001-front.png"]
    for name in names:
        image = Image.open(tgc / name)
        # poker 2.5 × 3.5 in + 1/8 in each side = 2.75 × 3.75 in; large 3.5 × 5 in + bleed
        expected = (1125, 1575) if name.startswith("travellers") else (825, 1125)
        assert image.size == expected, name
        assert round(image.info["dpi"][0]) == 300


def test_png_without_bleed_is_cut_to_the_card(out):
    folder = exported(out, "--to", "png", "--dpi", 150, "--no-bleed")
    assert Image.open(folder / "adventure-deck" / "001-front.png").size == (375, 525)
    assert Image.open(folder / "travellers" / "001-front.png").size == (525, 750)


def test_tts_saved_object_follows_the_schema_and_the_data(tts):
    document = json.loads((tts / "demo.json").read_text("utf-8"))
    jsonschema.Draft202012Validator(SCHEMA).validate(document)
    objects = {o["Nickname"]: o for o in document["ObjectStates"]}
    deck = objects["Приключения"]
    assert deck["Name"] == "DeckCustom"
    cards = deck["ContainedObjects"]
    assert [c["Nickname"] for c in cards] == ["Орк", "Ливень"]
    assert cards[1]["Description"] == "Пропусти ход."
    assert deck["DeckIDs"] == [c["CardID"] for c in cards]
    board = objects["Поле"]
    assert board["Name"] == "Custom_Tile"
    assert board["CustomImage"]["ImageURL"] == (tts / "board.png").resolve().as_uri()
    lone = objects["Анна"]  # a deck of one card is a card
    assert lone["Name"] == "Card"


def test_tts_sheets_match_their_grid_and_stay_within_4096_px(tts):
    document = json.loads((tts / "demo.json").read_text("utf-8"))
    for thing in document["ObjectStates"]:
        for sheet_id, sheet in thing.get("CustomDeck", {}).items():
            assert sheet["FaceURL"] == (tts / sheet["FaceURL"].rsplit("/", 1)[1]).as_uri()
            face = Image.open(tts / sheet["FaceURL"].rsplit("/", 1)[1])
            assert face.width % sheet["NumWidth"] == 0 and face.height % sheet["NumHeight"] == 0
            assert max(face.size) <= 4096
            card_w, card_h = face.width // sheet["NumWidth"], face.height // sheet["NumHeight"]
            back = Image.open(tts / sheet["BackURL"].rsplit("/", 1)[1])
            assert back.size == (card_w, card_h)
            # the last slot is the hidden card: the back, drawn there
            hidden = face.crop((face.width - card_w, face.height - card_h, face.width,
                                face.height))
            assert hidden.tobytes() == back.convert("RGB").tobytes(), sheet_id
            for card in thing.get("ContainedObjects", [thing]):
                slot = card["CardID"] % 100
                assert slot < sheet["NumWidth"] * sheet["NumHeight"] - 1


def test_tts_base_url_writes_hosted_addresses(out):
    folder = exported(out, "--to", "tts", "--base-url", "https://example.org/kit/")
    document = json.loads((folder / "demo.json").read_text("utf-8"))
    jsonschema.Draft202012Validator(SCHEMA).validate(document)
    text = json.dumps(document)
    assert "file://" not in text
    assert "https://example.org/kit/adventure-deck-1.png" in text


def test_exports_are_the_same_bytes_every_time(tmp_path, tts):
    again = exported(tmp_path, "--to", "tts", "--base-url", "https://example.org/kit")
    first = exported(tmp_path / "other", "--to", "tts", "--base-url", "https://example.org/kit")
    assert digests(again) == digests(first)


# --- DriveThruCards -------------------------------------------------------------------------

def _dtc_reader(folder: Path, name: str):
    from pypdf import PdfReader

    return PdfReader(io.BytesIO((folder / name).read_bytes()))


@pytest.fixture(scope="module")
def dtc(out) -> Path:
    import shutil

    if shutil.which("gs") is None:
        pytest.skip("Ghostscript is not installed (.ci/run installs it)")
    return exported(out, "--to", "dtc")


def test_dtc_is_pdfx_1a_with_output_intent_boxes_and_embedded_fonts(dtc):
    reader = _dtc_reader(dtc, "adventure-deck.pdf")
    assert reader.metadata["/GTS_PDFXVersion"] == "PDF/X-1a:2003"
    intents = [i.get_object() for i in reader.trailer["/Root"]["/OutputIntents"]]
    assert [i["/S"] for i in intents] == ["/GTS_PDFX"]
    assert intents[0]["/DestOutputProfile"].get_object()["/N"] == 4
    assert len(reader.pages) == 4  # card 1 front, back, card 2 front, back
    for page in reader.pages:
        assert [float(v) for v in page.mediabox] == pytest.approx([0, 0, 198, 270], abs=0.01)
        assert [float(v) for v in page["/TrimBox"]] == pytest.approx([9, 9, 189, 261], abs=0.01)
        assert [float(v) for v in page["/BleedBox"]] == pytest.approx([0, 0, 198, 270], abs=0.01)
        for font in _fonts(page):
            descriptor = font.get("/FontDescriptor")
            assert descriptor is not None and any(
                key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3")), font
        assert b" rg" not in _content(page) and b" RG" not in _content(page)  # no RGB left


def _content(page) -> bytes:
    data = page.get_contents().get_data()
    for xobject in _xobjects(page):
        data += xobject.get_data()
    return data


def _xobjects(holder):
    resources = holder.get("/Resources") or {}
    for ref in (resources.get("/XObject") or {}).values():
        xobject = ref.get_object()
        if xobject.get("/Subtype") == "/Form":
            yield xobject
            yield from _xobjects(xobject)


def _fonts(page):
    holders = [page, *_xobjects(page)]
    for holder in holders:
        for ref in ((holder.get("/Resources") or {}).get("/Font") or {}).values():
            yield ref.get_object()


def test_dtc_is_the_same_bytes_every_time(dtc, tmp_path):
    again = exported(tmp_path, "--to", "dtc")
    assert digests(again) == digests(dtc)


# --- bad input ------------------------------------------------------------------------------

def _one_line_error(result) -> str:
    assert result.exit_code != 0
    assert "Traceback" not in result.output
    return result.stderr.strip().splitlines()[0]


@pytest.mark.parametrize(("args", "says"), [
    (("--to", "vassal"), "unknown target 'vassal'"),
    (("--to", "tts", "--locale", "fr"), "no locale 'fr'"),
    (("--to", "tgc", "--only", "nope"), "unknown deck or board: nope"),
    (("--to", "png", "--dpi", "5"), "--dpi must be between"),
    (("--to", "tgc", "--no-bleed"), "are for --to png"),
    (("--to", "tgc", "--base-url", "https://x.org"), "--base-url is for --to tts"),
])
def test_bad_options_are_one_line_and_write_nothing(tmp_path, args, says):
    result = export("--out", tmp_path, *args)
    assert says in _one_line_error(result)
    assert not (tmp_path / "demo").exists()


def test_unknown_game_is_one_line(tmp_path):
    result = runner.invoke(get_app(), ["export", "no-such-game", "--to", "tts", "--out",
                                       str(tmp_path)])
    assert "unknown game 'no-such-game'" in _one_line_error(result)


def test_unwritable_out_is_one_line(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    result = export("--out", blocker / "kits", "--to", "tts")
    assert "cannot write to" in _one_line_error(result)
    assert blocker.read_text() == "not a folder"


def test_dtc_without_ghostscript_is_one_line(tmp_path, monkeypatch):
    import shutil

    from pnpkit.export import pdfx

    monkeypatch.setattr(pdfx.shutil, "which", lambda name: None)
    result = export("--out", tmp_path, "--to", "dtc")
    assert "Ghostscript (gs) is not installed" in _one_line_error(result)
    assert not (tmp_path / "demo").exists()
    assert shutil.which is not None


def test_a_failed_export_leaves_the_previous_one(tmp_path, monkeypatch):
    folder = exported(tmp_path, "--to", "tgc")
    before = digests(folder)
    from pnpkit import writer

    real = writer.write_bytes_atomic
    calls = []

    def failing(path, data):
        calls.append(path)
        if len(calls) == 3:
            raise OSError(28, "No space left on device")
        real(path, data)

    monkeypatch.setattr(writer, "write_bytes_atomic", failing)
    result = export("--out", tmp_path, "--to", "tgc")
    assert "No space left on device" in _one_line_error(result)
    assert digests(folder) == before
    left = [p.name for p in folder.parent.iterdir()]
    assert left == ["tgc"]  # no staging folder left behind


def test_a_proof_goes_beside_the_full_export_never_over_it(tmp_path):
    """`--only … --limit N` (a quick proof) writes <target>-proof; the full export and
    the proof each stay as they were made."""
    full = exported(tmp_path, "--to", "tgc")
    before = digests(full)
    proof = exported(tmp_path, "--to", "tgc", "--only", "adventure-deck", "--limit", "1")
    assert proof.name == "tgc-proof" and proof.parent == full.parent
    assert digests(full) == before
    assert sorted(digests(proof)) == ["adventure-deck/001-back.png",
                                      "adventure-deck/001-front.png"]
    again = exported(tmp_path, "--to", "tgc", "--limit", "1")
    assert again == proof and digests(full) == before

"""Checks of a Tabletop Simulator set read from disk, independent of the code that
wrote it: the saved object against the format's schema (tts_saved_object.schema.json),
every GUID unique, every image it names present beside it, each deck sheet's pixels
cut evenly by its declared grid into cards of the deck's shape, each card's CardID on a
sheet it names and not in the hidden slot."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import unquote, urlsplit

from PIL import Image

SCHEMA = json.loads((Path(__file__).with_name("tts_saved_object.schema.json")).read_text("utf-8"))


def walk(objects):
    for obj in objects:
        yield obj
        yield from walk(obj.get("ContainedObjects", []))


def local(url: str, folder: Path) -> Path:
    path = Path(unquote(urlsplit(url).path))
    assert path.parent == folder.resolve(), url
    assert path.is_file(), f"{url} names no file"
    return path


def check_set(folder: Path, name: str) -> dict:
    import jsonschema

    document = json.loads((folder / f"{name}.json").read_text("utf-8"))
    jsonschema.Draft202012Validator(SCHEMA).validate(document)
    objects = list(walk(document["ObjectStates"]))
    guids = [o["GUID"] for o in objects]
    assert len(guids) == len(set(guids)), "a GUID is used twice"
    for obj in objects:
        image = obj.get("CustomImage", {})
        for key in ("ImageURL", "ImageSecondaryURL"):
            if image.get(key):
                with Image.open(local(image[key], folder)) as picture:
                    assert max(picture.size) <= 4096
                    if obj["Name"] == "Custom_Token":  # cut out along its transparent edge
                        assert picture.mode == "RGBA"
        if "CustomPDF" in obj:
            assert local(obj["CustomPDF"]["PDFUrl"], folder).read_bytes().startswith(b"%PDF")
        for key, sheet in obj.get("CustomDeck", {}).items():
            _check_sheet(sheet, folder)
            if obj["Name"] in ("Card", "CardCustom"):
                assert obj["CardID"] // 100 == int(key)
                slot = obj["CardID"] % 100
                assert slot < sheet["NumWidth"] * sheet["NumHeight"] - 1, "a card in the hidden slot"
        if obj["Name"] in ("Deck", "DeckCustom"):
            assert obj["DeckIDs"] == [c["CardID"] for c in obj["ContainedObjects"]]
            assert all(str(i // 100) in obj["CustomDeck"] for i in obj["DeckIDs"])
    return document


def _check_sheet(sheet: dict, folder: Path) -> None:
    columns, rows = sheet["NumWidth"], sheet["NumHeight"]
    with Image.open(local(sheet["FaceURL"], folder)) as face:
        width, height = face.size
    assert width % columns == 0 and height % rows == 0, (sheet["FaceURL"], face.size, columns, rows)
    card_w, card_h = width // columns, height // rows
    assert 0.5 < card_h / card_w < 2.0, (card_w, card_h)  # a card's shape, not a strip
    with Image.open(local(sheet["BackURL"], folder)) as back:
        if sheet["UniqueBack"]:
            assert back.size == (width, height)
        else:
            assert back.size == (card_w, card_h)

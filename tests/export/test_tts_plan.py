"""The Tabletop Simulator sheet plan: grids within 10 × 7 with a free last slot, sheets
of at most 69 cards, faces sized so a full sheet stays within 4096 px."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.export.tts import (
    MAX_COLUMNS,
    MAX_ROWS,
    MAX_SIDE,
    PER_SHEET,
    card_width_px,
    grid_for,
    guid,
    sheet_ranges,
)
from pnpkit.layout.paper import CARD_SIZES


@given(st.integers(1, PER_SHEET))
def test_a_grid_holds_the_cards_and_the_hidden_slot_after_them(count):
    grid = grid_for(count)
    assert 1 <= grid.columns <= MAX_COLUMNS and 1 <= grid.rows <= MAX_ROWS
    assert grid.columns * grid.rows - 1 >= count  # the cards fill slots 0..count-1; then the hidden one
    assert grid.columns * (grid.rows - 1) < count + 1  # no empty last row


@pytest.mark.parametrize("count", [0, PER_SHEET + 1])
def test_a_grid_refuses_what_no_sheet_holds(count):
    with pytest.raises(ValueError):
        grid_for(count)


def test_known_grids():
    assert (grid_for(1).columns, grid_for(1).rows) == (2, 1)
    assert (grid_for(12).columns, grid_for(12).rows) == (10, 2)
    assert (grid_for(69).columns, grid_for(69).rows) == (10, 7)


@given(st.integers(1, 1000))
def test_sheets_split_a_deck_in_order_without_overlap(count):
    ranges = sheet_ranges(count)
    assert [i for r in ranges for i in r] == list(range(count))
    assert all(1 <= len(r) <= PER_SHEET for r in ranges)


@pytest.mark.parametrize("size", list(CARD_SIZES.values()), ids=lambda s: s.name)
def test_a_full_sheet_of_any_card_size_fits_in_4096_px(size):
    width = card_width_px(size)
    height = -(-width * size.height // size.width)
    assert width * MAX_COLUMNS <= MAX_SIDE and height * MAX_ROWS <= MAX_SIDE
    assert width * MAX_COLUMNS > MAX_SIDE - 2 * MAX_COLUMNS or height * MAX_ROWS > MAX_SIDE - 2 * MAX_ROWS


def test_guids_are_stable_six_hex_digits():
    assert guid("deck", "adventure") == guid("deck", "adventure")
    assert guid("deck", "adventure") != guid("deck", "items")
    assert len(guid("x")) == 6 and int(guid("x"), 16) >= 0


def _document():
    """A saved object of two decks (one of 70 cards: two sheets) and a board, as the
    exporter lays it out."""
    from pnpkit.export.tts import TtsCard, TtsDeck, TtsSheet, TtsTile, saved_object
    from pnpkit.layout.paper import POKER

    def sheet(name: str, count: int) -> TtsSheet:
        return TtsSheet(f"file:///kit/{name}.png", "file:///kit/back.png", grid_for(count), False)

    big = TtsDeck("adventure", "Adventures", (sheet("a-1", 69), sheet("a-2", 1)),
                  tuple(TtsCard(f"card {i}", "", i // 69, i % 69) for i in range(70)), POKER)
    lone = TtsDeck("hero", "Hero", (sheet("h-1", 1),), (TtsCard("Anna", "A hero.", 0, 0),), POKER)
    tile = TtsTile("board", "Board", "https://example.org/kit/board.png", 800.0, 600.0)
    return saved_object("Kit", [big, lone], [tile])


def _schema():
    import json
    from pathlib import Path

    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(Path(__file__).with_name("tts_saved_object.schema.json").read_text("utf-8"))
    return jsonschema.Draft202012Validator(schema)


def test_the_saved_object_of_a_plan_follows_the_schema():
    document = _document()
    _schema().validate(document)
    deck, lone = document["ObjectStates"][1:]
    assert deck["DeckIDs"][68:] == [168, 200]  # the 70th card opens sheet 2 (CustomDeck "2")
    assert sorted(deck["CustomDeck"]) == ["1", "2"] and lone["Name"] == "Card"
    assert lone["CardID"] == 300 and list(lone["CustomDeck"]) == ["3"]


@pytest.mark.parametrize("break_it", [
    lambda d: d["ObjectStates"][1].pop("CustomDeck"),
    lambda d: d["ObjectStates"][1]["CustomDeck"]["1"].update(NumWidth=11),
    lambda d: d["ObjectStates"][1]["CustomDeck"]["1"].update(FaceURL="sheet.jpg"),
    lambda d: d["ObjectStates"][2].update(CardID="300"),
    lambda d: d["ObjectStates"][0].update(GUID="XYZ"),
    lambda d: d["ObjectStates"][0]["Transform"].update(scaleX=0),
    lambda d: d.pop("ObjectStates"),
])
def test_the_schema_refuses_what_tts_would_not_load(break_it):
    document = _document()
    break_it(document)
    assert not _schema().is_valid(document)


@pytest.mark.parametrize("given, url", [
    ("https://your.host/folder", "https://your.host/folder/"),
    ("https://your.host/folder/", "https://your.host/folder/"),
    ("HTTP://your.host", "http://your.host/"),
    ("https://your.host/my kit/\"v2\"", "https://your.host/my%20kit/%22v2%22/"),
    ("https://your.host/%D0%96", "https://your.host/%D0%96/"),
])
def test_a_base_url_is_a_folder_address_the_names_go_after(given, url):
    from pnpkit.export.tts import folder_url

    assert folder_url(given) == url


@pytest.mark.parametrize("given, why", [
    ("your.host/folder", "http(s)"), ("ftp://your.host/", "http(s)"), ("https://", "host"),
    ("https://your.host/f?x=1", "query"), ("https://your.host/f#top", "fragment"),
    ("https://your.host/f?", "query"), ("https://your.host/\nf", "control"),
])
def test_a_base_url_the_names_cannot_follow_is_refused(given, why):
    """An image's name put after a query or a fragment names no file (TTS would load
    the same address for every sheet), and a space broke the address."""
    import re

    from pnpkit.export.tts import folder_url

    with pytest.raises(ValueError, match=re.escape(why)):
        folder_url(given)


def test_guids_stay_unique_when_their_hashes_meet(monkeypatch):
    """Every object hashed to one GUID still ends with a GUID of its own."""
    from pnpkit.export import tts
    from pnpkit.export.tts import TtsPiece
    from pnpkit.render.faces import DieFace

    real = tts.guid
    monkeypatch.setattr(tts, "guid", lambda *key: "abcdef" if len(key) == 1 else real(*key))
    piece = TtsPiece("coin", "Coin", "", "https://h/c.png", "", "circle", 54, 54, 5)
    document = tts.saved_object("t", [], [], [piece], [DieFace("d6", "d6", 6, 3)])

    def walk(objects):
        for obj in objects:
            yield obj["GUID"]
            yield from walk(obj.get("ContainedObjects", []))

    guids = list(walk(document["ObjectStates"]))
    assert len(guids) == 1 + 5 + 3 and len(set(guids)) == len(guids)
    assert all(len(g) == 6 for g in guids)


@given(st.lists(st.integers(1, 40), max_size=12), st.lists(st.booleans(), max_size=30),
       st.integers(0, 6))
def test_every_layout_stays_on_the_table_one_object_a_place(sizes, kinds, dice):
    """Any mix of tiles, token kinds and figures lies within reach, no two at one place."""
    from pnpkit.export.tts import TtsPiece, TtsTile, saved_object
    from pnpkit.render.faces import DieFace

    tiles = [TtsTile(f"b{n}", "b", "https://h/b.png", 72 * s / 2, 72 * s / 3)
             for n, s in enumerate(sizes)]
    pieces = [TtsPiece(f"p{n}", "p", "", "https://h/p.png", "", "standee" if f else "circle",
                       60, 90, 1 + n % 3, n % 4 == 0) for n, f in enumerate(kinds)]
    document = saved_object("t", [], tiles, pieces, [DieFace("d6", "d6", 6, dice)] if dice else [])
    places = [(round(o["Transform"]["posX"], 2), round(o["Transform"]["posZ"], 2))
              for o in document["ObjectStates"]]
    assert len(places) == len(set(places))
    assert all(abs(x) <= 40 for x, _ in places)

"""Tabletop Simulator: deck sheets, and the saved object that lays the kit on the table.

TTS reads a deck from one image holding a grid of faces (at most 10 across, 7 down, at
most 4096 px a side) whose last slot, bottom right, is the face a hidden card shows;
so a sheet carries at most 69 cards.  The saved-object file (``ObjectStates``) holds a
``DeckCustom`` per deck (a lone card is a ``Card``), its sheets as ``CustomDeck``
entries, each card's ``CardID`` (sheet number × 100 + slot) with its name and text,
and the boards as ``Custom_Tile``.  Everything here is pure: plans and dicts.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from dataclasses import dataclass

from pnpkit.layout.paper import CardSize

MAX_COLUMNS = 10
MAX_ROWS = 7
MAX_SIDE = 4096  # px, the largest image TTS takes
PER_SHEET = MAX_COLUMNS * MAX_ROWS - 1  # the last slot is the hidden card
#: TTS draws a card at scale 1 about 2.2 units wide; a poker card is 2.5" wide
UNITS_PER_INCH = 2.2 / 2.5
CARD_GAP = 3.0  # units between decks on the table


@dataclass(frozen=True)
class Grid:
    columns: int
    rows: int

    @property
    def hidden_slot(self) -> int:
        return self.columns * self.rows - 1


def grid_for(count: int) -> Grid:
    """The smallest grid (≤ 10 × 7) holding ``count`` cards and the hidden slot."""
    if not 1 <= count <= PER_SHEET:
        raise ValueError(f"a TTS sheet holds 1 to {PER_SHEET} cards, not {count}")
    slots = count + 1
    columns = min(MAX_COLUMNS, slots)
    return Grid(columns, math.ceil(slots / columns))


def sheet_ranges(count: int) -> list[range]:
    """The cards of each sheet, in deck order."""
    return [range(start, min(start + PER_SHEET, count)) for start in range(0, count, PER_SHEET)]


def card_width_px(size: CardSize) -> int:
    """The widest face whose full 10 × 7 sheet stays within 4096 px both ways."""
    width = MAX_SIDE // MAX_COLUMNS
    while math.ceil(width * size.height / size.width) * MAX_ROWS > MAX_SIDE:
        width -= 1
    return width


def folder_url(text: str) -> str:
    """``--base-url`` as the address of a folder the images' names are put after: an
    http(s) address with a host and no query or fragment (a name after ``?x=1`` or
    ``#top`` would not name a file), its path percent-encoded (a space, a quote) and
    ending in one "/".  Raises ValueError saying what is wrong."""
    from urllib.parse import quote, urlsplit, urlunsplit

    if any(ord(ch) < 32 or ord(ch) == 127 for ch in text):
        raise ValueError("it holds a control character")
    parts = urlsplit(text.strip())
    if parts.scheme.lower() not in ("http", "https"):
        raise ValueError("it must be an http(s) address")
    if not parts.hostname:
        raise ValueError("it names no host")
    if parts.query or parts.fragment or text.rstrip().endswith(("?", "#")):
        raise ValueError("it is a folder's address: no ?query or #fragment")
    path = quote(parts.path, safe="/%!$&'()*+,;=:@-._~")
    return urlunsplit((parts.scheme.lower(), parts.netloc, path.rstrip("/") + "/", "", ""))


def guid(*key: str) -> str:
    """A stable six-hex-digit GUID (TTS's form), from the object's place in the kit."""
    return hashlib.sha256("/".join(key).encode()).hexdigest()[:6]


@dataclass(frozen=True)
class TtsSheet:
    face_url: str
    back_url: str  # one back for the sheet, or a sheet of backs (unique_back)
    grid: Grid
    unique_back: bool


@dataclass(frozen=True)
class TtsCard:
    nickname: str
    description: str
    sheet: int  # 0-based sheet of its deck
    slot: int


@dataclass(frozen=True)
class TtsDeck:
    key: str
    nickname: str
    sheets: tuple[TtsSheet, ...]
    cards: tuple[TtsCard, ...]
    size: CardSize


@dataclass(frozen=True)
class TtsTile:
    key: str
    nickname: str
    image_url: str
    width_pt: float
    height_pt: float


def _transform(x: float, z: float, *, face_down: bool = False, scale=(1.0, 1.0, 1.0)) -> dict:
    return {"posX": round(x, 3), "posY": 1.0, "posZ": round(z, 3), "rotX": 0.0,
            "rotY": 180.0, "rotZ": 180.0 if face_down else 0.0,
            "scaleX": round(scale[0], 4), "scaleY": round(scale[1], 4),
            "scaleZ": round(scale[2], 4)}


def _custom_deck(sheet: TtsSheet) -> dict:
    return {"FaceURL": sheet.face_url, "BackURL": sheet.back_url,
            "NumWidth": sheet.grid.columns, "NumHeight": sheet.grid.rows,
            "BackIsHidden": True, "UniqueBack": sheet.unique_back, "Type": 0}


def _common(name: str, nickname: str, description: str, key: str, transform: dict) -> dict:
    return {"GUID": guid(key), "Name": name, "Transform": transform, "Nickname": nickname,
            "Description": description, "ColorDiffuse": {"r": 0.713, "g": 0.713, "b": 0.713},
            "Locked": False, "Grid": True, "Snap": True, "Autoraise": True, "Sticky": True,
            "Tooltip": True, "GridProjection": False, "HideWhenFaceDown": True,
            "Hands": False}


def _card_object(deck: TtsDeck, base: int, number: int, card: TtsCard, x: float,
                 z: float) -> dict:
    sheet_id = base + card.sheet
    out = _common("Card", card.nickname, card.description, f"{deck.key}/{number}",
                  _transform(x, z, face_down=True))
    out.update({"Hands": True, "SidewaysCard": False, "CardID": sheet_id * 100 + card.slot,
                "CustomDeck": {str(sheet_id): _custom_deck(deck.sheets[card.sheet])}})
    return out


def saved_object(name: str, decks: Sequence[TtsDeck], tiles: Sequence[TtsTile]) -> dict:
    """The saved-object document: boards in a row behind, decks face down in front."""
    # CustomDeck ids run across the whole object (TTS keys every card by them)
    bases, next_id = [], 1
    for deck in decks:
        bases.append(next_id)
        next_id += len(deck.sheets)
    objects: list[dict] = []
    x = 0.0
    for tile in tiles:
        width = tile.width_pt / 72 * UNITS_PER_INCH
        depth = tile.height_pt / 72 * UNITS_PER_INCH
        # a Custom_Tile at scale 1 is 2 units across; Stretch keeps the picture's shape
        scale = width / 2.0
        out = _common("Custom_Tile", tile.nickname, "", f"tile/{tile.key}",
                      _transform(x + width / 2, depth / 2 + CARD_GAP, scale=(scale, 1.0, scale)))
        out["CustomImage"] = {"ImageURL": tile.image_url, "ImageSecondaryURL": "",
                              "ImageScalar": 1.0, "WidthScale": 0.0,
                              "CustomTile": {"Type": 0, "Thickness": 0.1, "Stackable": False,
                                             "Stretch": True}}
        objects.append(out)
        x += width + CARD_GAP
    for index, (deck, base) in enumerate(zip(decks, bases, strict=True)):
        dx, dz = index * CARD_GAP, -CARD_GAP
        if len(deck.cards) == 1:  # TTS has no deck of one: a lone card
            objects.append(_card_object(deck, base, 0, deck.cards[0], dx, dz))
            continue
        out = _common("DeckCustom", deck.nickname, "", f"deck/{deck.key}",
                      _transform(dx, dz, face_down=True))
        out["SidewaysCard"] = False
        out["DeckIDs"] = [(base + c.sheet) * 100 + c.slot for c in deck.cards]
        out["CustomDeck"] = {str(base + n): _custom_deck(sheet)
                             for n, sheet in enumerate(deck.sheets)}
        out["ContainedObjects"] = [_card_object(deck, base, n, c, dx, dz)
                                   for n, c in enumerate(deck.cards)]
        objects.append(out)
    return {"SaveName": name, "GameMode": name, "Date": "", "VersionNumber": "",
            "Gravity": 0.5, "PlayArea": 0.5, "GameType": "", "GameComplexity": "",
            "Tags": [], "Table": "", "Sky": "", "Note": "", "Rules": "", "XmlUI": "",
            "LuaScript": "", "LuaScriptState": "", "ObjectStates": objects, "TabStates": {}}

"""Tabletop Simulator: deck sheets, and the saved object that lays the kit on the table.

TTS reads a deck from one image holding a grid of faces (at most 10 across, 7 down, at
most 4096 px a side) whose last slot, bottom right, is the face a hidden card shows;
so a sheet carries at most 69 cards.  The saved-object file (``ObjectStates``) holds a
``DeckCustom`` per deck (a lone card is a ``Card``), its sheets as ``CustomDeck``
entries, each card's ``CardID`` (sheet number × 100 + slot) with its name and text,
the boards as ``Custom_Tile``, and the pieces, dice and booklets (see below),
laid out in rows that stay on the table.  Everything here is pure: plans and dicts.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import accumulate
from typing import TYPE_CHECKING

from pnpkit.layout.paper import CardSize

if TYPE_CHECKING:  # a die is the kit's own, its name as the table shows it (d6, к6)
    from pnpkit.render.faces import DieFace

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
    description: str = ""


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


def _units(points: float) -> float:
    """A length on the table, in its units."""
    return points / 72 * UNITS_PER_INCH


def _tile(tile: TtsTile, x: float, z: float) -> dict:
    # a Custom_Tile at scale 1 is 2 units across; Stretch keeps the picture's shape
    scale = _units(tile.width_pt) / 2.0
    out = _common("Custom_Tile", tile.nickname, "", f"tile/{tile.key}",
                  _transform(x, z, scale=(scale, 1.0, scale)))
    out["Locked"] = True  # a board stays put while pieces are moved over it
    out["CustomImage"] = {"ImageURL": tile.image_url, "ImageSecondaryURL": "",
                          "ImageScalar": 1.0, "WidthScale": 0.0,
                          "CustomTile": {"Type": 0, "Thickness": 0.1, "Stackable": False,
                                         "Stretch": True}}
    return out


def _deck(deck: TtsDeck, base: int, x: float, z: float) -> dict:
    if len(deck.cards) == 1:  # TTS has no deck of one: a lone card
        return _card_object(deck, base, 0, deck.cards[0], x, z)
    out = _common("DeckCustom", deck.nickname, deck.description, f"deck/{deck.key}",
                  _transform(x, z, face_down=True))
    out["SidewaysCard"] = False
    out["DeckIDs"] = [(base + c.sheet) * 100 + c.slot for c in deck.cards]
    out["CustomDeck"] = {str(base + n): _custom_deck(sheet) for n, sheet in enumerate(deck.sheets)}
    out["ContainedObjects"] = [_card_object(deck, base, n, c, x, z)
                               for n, c in enumerate(deck.cards)]
    return out


# --- pieces: Tabletop Simulator objects for a kit's pieces: tokens, supplies, figures, dice and
# booklets.  Pure: plans in, saved-object dicts out (export.tts lays them on the table).
#
# What TTS reads (its knowledge base, kb.tabletopsimulator.com/custom-content/: the save
# file format, Custom Token, Custom Figurine; the field names it leaves out as public
# typings of the format and public saves write them):
# a ``Custom_Token`` is a picture cut out along its transparent pixels, ``CustomImage``
# with ``ImageURL`` and a ``CustomToken`` block (Thickness, MergeDistancePixels, StandUp,
# Stackable); a ``Figurine_Custom`` is a standing picture (``CustomImage``: ImageURL, the
# back as ImageSecondaryURL); an ``Infinite_Bag`` hands out copies of the one object in
# its ``ContainedObjects`` without end, a ``Bag`` holds the objects it contains; ``Die_6``
# and its kin are the table's own dice; a ``Custom_PDF`` shows a PDF's pages
# (``CustomPDF``: PDFUrl, PDFPassword, PDFPage, PDFPageOffset).

#: a token or figure at scale 1 is about this many table units across its longer side
PIECE_UNITS = 2.0


@dataclass(frozen=True)
class TtsPiece:
    key: str
    nickname: str
    description: str
    image_url: str
    back_url: str  # "" repeats the front
    shape: str  # circle, rect, standee
    width_pt: float
    height_pt: float
    count: int = 1
    infinite: bool = False

    @property
    def figure(self) -> bool:
        return self.shape == "standee"


@dataclass(frozen=True)
class TtsDocument:
    key: str
    nickname: str
    pdf_url: str
    width_pt: float


def _piece_scale(piece: TtsPiece) -> float:
    return _units(max(piece.width_pt, piece.height_pt)) / PIECE_UNITS


def _piece(piece: TtsPiece, x: float, z: float, scale: float, key: str) -> dict:
    """One token (coin, counter, marker) cut out along its picture's transparent edge, or
    a standing figure with the kit's picture of it, front and back."""
    figure = piece.figure
    out = _common("Figurine_Custom" if figure else "Custom_Token", piece.nickname,
                  piece.description, key, _transform(x, z, scale=(scale, scale if figure else 1.0,
                                                                  scale)))
    out["CustomImage"] = {"ImageURL": piece.image_url,
                          "ImageSecondaryURL": (piece.back_url or piece.image_url) if figure
                          else piece.back_url, "ImageScalar": 1.0, "WidthScale": 0.0}
    if not figure:
        out["CustomImage"]["CustomToken"] = {"Thickness": 0.2, "MergeDistancePixels": 15.0,
                                             "StandUp": False, "Stackable": False}
    return out


def _supply(piece: TtsPiece, x: float, z: float) -> dict:
    """A kind of piece as the table keeps it: a lone object, a bag of its ``count``
    copies, or for a supply that never runs out an infinite bag of it."""
    scale = _piece_scale(piece)
    if piece.count == 1 and not piece.infinite:
        return _piece(piece, x, z, scale, f"piece/{piece.key}")
    copies = 1 if piece.infinite else piece.count
    inside = [_piece(piece, x, z, scale, f"piece/{piece.key}/{n}") for n in range(copies)]
    name = "Infinite_Bag" if piece.infinite else "Bag"
    out = _common(name, piece.nickname if piece.infinite else f"{piece.nickname} ×{piece.count}",
                  piece.description, f"bag/{piece.key}", _transform(x, z))
    out["MaterialIndex"] = -1
    out["MeshIndex"] = -1
    out["ContainedObjects"] = inside
    return out


def _dice(die: DieFace, x: float, z: float) -> list[dict]:
    """``count`` of the table's own dice (Die_4 … Die_20: render.faces.TTS_DICE), side by side."""
    return [_common(f"Die_{die.sides}", die.name, "", f"die/{die.id}/{n}",
                    _transform(x + 1.2 * n, z)) for n in range(die.count)]


def _document(doc: TtsDocument, x: float, z: float) -> dict:
    """A booklet to leaf through on the table (a Custom_PDF at about its printed size)."""
    scale = _units(doc.width_pt) / 2.0
    out = _common("Custom_PDF", doc.nickname, "", f"pdf/{doc.key}",
                  _transform(x, z, scale=(scale, 1.0, scale)))
    out["CustomPDF"] = {"PDFUrl": doc.pdf_url, "PDFPassword": "", "PDFPage": 0,
                        "PDFPageOffset": 0}
    return out


Row = list[tuple[float, Callable[[float, float], list[dict]]]]


#: the widest row laid out (table units): wider rows wrap, so everything lies on the table
ROW_MAX = 64.0


def _lines(row: Row) -> list[Row]:
    lines: list[Row] = [[]]
    used = 0.0
    for entry in row:
        if lines[-1] and used + CARD_GAP + entry[0] > ROW_MAX:
            lines.append([])
            used = 0.0
        used += (CARD_GAP if lines[-1] else 0.0) + entry[0]
        lines[-1].append(entry)
    return lines


def _lay_row(row: Row, z: float) -> list[dict]:
    """Objects side by side (each ``(width, make(x, z))``), centred on the table."""
    total = sum(width for width, _ in row) + CARD_GAP * max(0, len(row) - 1)
    x, out = -total / 2, []
    for width, make in row:
        out += make(x + width / 2, z)
        x += width + CARD_GAP
    return out


def _unique_guids(objects: list[dict]) -> None:
    """Six hex digits of a hash can meet twice among a kit's hundreds of objects: a GUID
    met again is hashed on with a counter until it is new (TTS keys objects by GUID)."""
    seen: set[str] = set()

    def walk(items: list[dict]) -> None:
        for obj in items:
            n = 1
            while obj["GUID"] in seen:
                obj["GUID"] = guid(obj["GUID"], str(n))
                n += 1
            seen.add(obj["GUID"])
            walk(obj.get("ContainedObjects", []))

    walk(objects)


def saved_object(name: str, decks: Sequence[TtsDeck], tiles: Sequence[TtsTile],
                 pieces: Sequence[TtsPiece] = (), dice: Sequence[DieFace] = (),
                 documents: Sequence[TtsDocument] = ()) -> dict:
    """The saved-object document, laid out so a group can start at once: the boards in
    a row at the back; the decks face down and the booklets before them; the supplies
    (a bag a kind of token) before those; the figures and the dice nearest the players."""
    # CustomDeck ids run across the whole object (TTS keys every card by them)
    bases = accumulate((len(deck.sheets) for deck in decks), initial=1)  # one past the last too
    card_row: Row = [(_units(deck.size.width), lambda x, z, d=deck, b=base: [_deck(d, b, x, z)])
                     for deck, base in zip(decks, bases, strict=False)]
    card_row += [(_units(doc.width_pt), lambda x, z, d=doc: [_document(d, x, z)])
                 for doc in documents]

    def piece_row(figures: bool) -> Row:
        return [(max(1.5, _piece_scale(p) * PIECE_UNITS), lambda x, z, p=p: [_supply(p, x, z)])
                for p in pieces if p.figure == figures]

    supply_row, front_row = piece_row(False), piece_row(True)
    front_row += [(1.2 * d.count, lambda x, z, d=d: _dice(d, x - 0.6 * (d.count - 1), z))
                  for d in dice]
    objects: list[dict] = []
    z = CARD_GAP  # the first row of boards starts here; each next row lies further back
    tile_rows = _lines([(_units(t.width_pt),
                         lambda x, z, t=t: [_tile(t, x, z + _units(t.height_pt) / 2)])
                        for t in tiles]) if tiles else []
    rest = iter(tiles)  # the tiles in the order the rows were cut from them
    for line in tile_rows:
        objects += _lay_row(line, z)
        z += max(_units(next(rest).height_pt) for _ in line) + CARD_GAP
    z = -CARD_GAP
    for row, row_depth in ((card_row, 4.4), (supply_row, 2.0), (front_row, 2.5)):
        for line in _lines(row) if row else []:
            objects += _lay_row(line, z)
            z -= row_depth + CARD_GAP
    _unique_guids(objects)
    return {"SaveName": name, "GameMode": name, "Date": "", "VersionNumber": "",
            "Gravity": 0.5, "PlayArea": 0.5, "GameType": "", "GameComplexity": "",
            "Tags": [], "Table": "", "Sky": "", "Note": "", "Rules": "", "XmlUI": "",
            "LuaScript": "", "LuaScriptState": "", "ObjectStates": objects, "TabStates": {}}

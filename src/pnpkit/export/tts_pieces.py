"""Tabletop Simulator objects for a kit's pieces: tokens, supplies, figures, dice and
booklets.  Pure: plans in, saved-object dicts out (export.tts lays them on the table).

What TTS reads (its knowledge base, kb.tabletopsimulator.com/custom-content/: the save
file format, Custom Token, Custom Figurine; the field names it leaves out as public
typings of the format and public saves write them):
a ``Custom_Token`` is a picture cut out along its transparent pixels, ``CustomImage``
with ``ImageURL`` and a ``CustomToken`` block (Thickness, MergeDistancePixels, StandUp,
Stackable); a ``Figurine_Custom`` is a standing picture (``CustomImage``: ImageURL, the
back as ImageSecondaryURL); an ``Infinite_Bag`` hands out copies of the one object in
its ``ContainedObjects`` without end, a ``Bag`` holds the objects it contains; ``Die_6``
and its kin are the table's own dice; a ``Custom_PDF`` shows a PDF's pages
(``CustomPDF``: PDFUrl, PDFPassword, PDFPage, PDFPageOffset).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

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
class TtsDie:
    key: str
    nickname: str
    sides: int
    count: int


@dataclass(frozen=True)
class TtsDocument:
    key: str
    nickname: str
    pdf_url: str
    width_pt: float


#: ``common(name, nickname, description, key, transform) -> dict`` (export.tts)
Common = Callable[..., dict]
#: ``transform(x, z, scale=...) -> dict``
Place = Callable[..., dict]


def piece_scale(piece: TtsPiece, units_per_inch: float) -> float:
    longest = max(piece.width_pt, piece.height_pt) / 72 * units_per_inch
    return longest / PIECE_UNITS


def _piece(piece: TtsPiece, common: Common, place: Place, x: float, z: float, scale: float,
           key: str) -> dict:
    """One token (coin, counter, marker) cut out along its picture's transparent edge, or
    a standing figure with the kit's picture of it, front and back."""
    figure = piece.figure
    out = common("Figurine_Custom" if figure else "Custom_Token", piece.nickname,
                 piece.description, key, place(x, z, scale=(scale, scale if figure else 1.0, scale)))
    out["CustomImage"] = {"ImageURL": piece.image_url,
                          "ImageSecondaryURL": (piece.back_url or piece.image_url) if figure
                          else piece.back_url, "ImageScalar": 1.0, "WidthScale": 0.0}
    if not figure:
        out["CustomImage"]["CustomToken"] = {"Thickness": 0.2, "MergeDistancePixels": 15.0,
                                             "StandUp": False, "Stackable": False}
    return out


def supply(piece: TtsPiece, common: Common, place: Place, x: float, z: float,
           units_per_inch: float) -> dict:
    """A kind of piece as the table keeps it: a lone object, a bag of its ``count``
    copies, or for a supply that never runs out an infinite bag of it."""
    scale = piece_scale(piece, units_per_inch)
    if piece.count == 1 and not piece.infinite:
        return _piece(piece, common, place, x, z, scale, f"piece/{piece.key}")
    copies = 1 if piece.infinite else piece.count
    inside = [_piece(piece, common, place, x, z, scale, f"piece/{piece.key}/{n}")
              for n in range(copies)]
    name = "Infinite_Bag" if piece.infinite else "Bag"
    words = piece.description or ""
    out = common(name, piece.nickname if piece.infinite else f"{piece.nickname} ×{piece.count}",
                 words, f"bag/{piece.key}", place(x, z))
    out["MaterialIndex"] = -1
    out["MeshIndex"] = -1
    out["ContainedObjects"] = inside
    return out


DIE_NAMES = {4: "Die_4", 6: "Die_6", 8: "Die_8", 10: "Die_10", 12: "Die_12", 20: "Die_20"}


def dice(die: TtsDie, common: Common, place: Place, x: float, z: float) -> list[dict]:
    """``count`` of the table's own dice, side by side."""
    return [common(DIE_NAMES[die.sides], die.nickname, "", f"die/{die.key}/{n}",
                   place(x + 1.2 * n, z)) for n in range(die.count)]


def document(doc: TtsDocument, common: Common, place: Place, x: float, z: float,
             units_per_inch: float) -> dict:
    """A booklet to leaf through on the table (a Custom_PDF at about its printed size)."""
    scale = doc.width_pt / 72 * units_per_inch / 2.0
    out = common("Custom_PDF", doc.nickname, "", f"pdf/{doc.key}",
                 place(x, z, scale=(scale, 1.0, scale)))
    out["CustomPDF"] = {"PDFUrl": doc.pdf_url, "PDFPassword": "", "PDFPage": 0,
                        "PDFPageOffset": 0}
    return out

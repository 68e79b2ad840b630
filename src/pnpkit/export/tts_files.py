"""`pnpkit export --to tts`: the files of a Tabletop Simulator set, the whole kit on
the table: deck sheets and backs, a picture a board page, a picture a kind of piece
(its back for a figure), the booklets as PDFs, and the saved object (export.tts) that
lays them out.  Every picture is drawn by an export job (export.jobs), on every core.

File names are unique within the folder: ``<deck>-<n>.png`` sheets and ``<deck>-back``
backs, ``<board>.png``,
``piece-<kind>.png`` pieces, ``<booklet>.pdf``; a name met twice is refused (_Names).
A board of several pages is one picture, its pages in a grid.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any

from pnpkit.export.cards import pdf_shape, pixels, png_bytes, rasterise
from pnpkit.export.jobs import Job, face_pngs, run_jobs, sheet_png
from pnpkit.export.request import ExportNameClash, ExportRequest, backs_shared, count, pages_of
from pnpkit.export.tts import (
    MAX_SIDE,
    Grid,
    TtsCard,
    TtsDeck,
    TtsDocument,
    TtsPiece,
    TtsSheet,
    TtsTile,
    card_width_px,
    grid_for,
    saved_object,
    sheet_ranges,
)
from pnpkit.render.faces import CardSet, KitFaces, PieceFace, SheetFace

BOARD_DPI = 150  # a board image for the virtual table (capped at 4096 px a side)
PIECE_DPI = 200  # a token or figure: sharp at the size a table shows it
#: a proof's saved object is named so in TTS's list, beside the whole kit's
PROOF_WORD = {"ru": "пробный оттиск", "en": "proof"}

class _Names:
    """The set's file names, each given once (ignoring case, as some file systems do): a
    name met twice — a board named like a deck's sheet — is refused in one line naming
    it, never written over the first (issue #27 point 9)."""

    def __init__(self) -> None:
        self.used: set[str] = set()

    def __call__(self, stem: str, ext: str = "png") -> str:
        safe = re.sub(r"[^\w.-]+", "-", stem, flags=re.ASCII).strip("-.") or "part"
        name = f"{safe}.{ext}"
        if name.lower() in self.used:
            raise ExportNameClash(name)
        self.used.add(name.lower())
        return name


def _board_picture(pdf: bytes) -> tuple[bytes, float, float]:
    """A board's PDF as one picture: BOARD_DPI, the longer side at most 4096 px; a
    board of several pages (the item board's sheets) as its pages in a grid, so it lies
    on the table as one tile.  ``(png, width_pt, height_pt)`` of the whole."""
    from PIL import Image

    count_, width_pt, height_pt = pdf_shape(pdf)
    columns = math.ceil(math.sqrt(count_))
    rows = math.ceil(count_ / columns)
    whole_w, whole_h = columns * width_pt, rows * height_pt
    width_px = pixels(width_pt, BOARD_DPI)
    longest = max(whole_w, whole_h) / 72 * BOARD_DPI
    if longest > MAX_SIDE:
        width_px = int(width_px * MAX_SIDE / longest) - 1
    images = list(rasterise(pdf, width_px))
    if len(images) == 1:
        return png_bytes(images[0]), width_pt, height_pt
    cell_h = images[0].height
    sheet = Image.new("RGB", (columns * width_px, rows * cell_h), "white")
    for n, image in enumerate(images):
        sheet.paste(image.resize((width_px, cell_h)) if image.size != (width_px, cell_h)
                    else image, ((n % columns) * width_px, (n // columns) * cell_h))
    return png_bytes(sheet), whole_w, whole_h


def _piece_images(piece: PieceFace, locale: str) -> tuple[bytes, bytes]:
    """The piece's picture, transparent outside its shape; a figure's back too."""
    from pnpkit.export.cards import piece_pdf

    width_px = pixels(piece.width, PIECE_DPI)
    front = list(rasterise(piece_pdf(piece, "front", locale), width_px, alpha=True))[0]
    if piece.shape != "standee":
        return png_bytes(_bordered(front)), b""
    if piece.back is None:
        return png_bytes(front), b""
    back = list(rasterise(piece_pdf(piece, "back", locale), width_px, alpha=True))[0]
    return png_bytes(front), png_bytes(back)


#: transparent pixels around a token's picture: TTS's knowledge base advises a small
#: clear border so the cut-out follows the token's edge (Custom Token, Tips)
TOKEN_BORDER_PX = 4


def _bordered(image):
    from PIL import Image

    out = Image.new("RGBA", (image.width + 2 * TOKEN_BORDER_PX,
                             image.height + 2 * TOKEN_BORDER_PX), (0, 0, 0, 0))
    out.paste(image, (TOKEN_BORDER_PX, TOKEN_BORDER_PX))
    return out


def _cards(n: int, locale: str) -> str:
    """A deck's description on the table: how many cards, in the kit's language."""
    from pnpkit.i18n.plurals import forms_for, plural

    return plural(n, forms_for("card", locale) or forms_for("card", "en"), locale)


def _die_name(sides: int, locale: str) -> str:
    """"d6" in English, «к6» in Russian: how each language writes a die."""
    return f"к{sides}" if locale.split("_")[0] in ("ru", "uk", "be") else f"d{sides}"


def _thumbnail(png: bytes) -> bytes:
    import io

    from PIL import Image

    with Image.open(io.BytesIO(png)) as image:
        copy = image.convert("RGB")
    copy.thumbnail((256, 256), Image.Resampling.LANCZOS)
    return png_bytes(copy)


class _Plan:
    """Every job of the set in the kit's order, and how to file each one's result."""

    def __init__(self, request: ExportRequest) -> None:
        self.request = request
        self.names = _Names()
        self.jobs: list[Any] = []
        self.file_with: list[Callable[[tuple], None]] = []
        self.files: dict[str, bytes] = {}
        self.decks: list[TtsDeck] = []
        self.tiles: list[TtsTile] = []
        self.pieces: list[TtsPiece] = []
        self.documents: list[TtsDocument] = []
        self.thumbnail: bytes | None = None
        self.lines: list[Callable[[], str]] = []

    def add(self, job: Any, file_with: Callable[[tuple], None]) -> None:
        self.jobs.append(job)
        self.file_with.append(file_with)

    def run(self) -> None:
        for result, file_with in zip(run_jobs(self.jobs, self.request.jobs), self.file_with,
                                     strict=True):
            file_with(result)

    def keep(self, name: str, data: bytes, thumbnail: bool = False) -> str:
        self.files[name] = data
        if thumbnail and self.thumbnail is None:
            self.thumbnail = data
        if self.request.base_url:  # checked and encoded by tts.folder_url
            return self.request.base_url.rstrip("/") + "/" + name
        return (self.request.folder.resolve() / name).as_uri()


def _plan_deck(plan: _Plan, deck: CardSet) -> None:
    locale, width_px = plan.request.locale, card_width_px(deck.size)
    hidden = pages_of(deck, "back", range(1))[0]
    shared = backs_shared(deck)
    # filed in the jobs' order (_Plan.run): sheet n's face and back URLs at index n
    grids: list[Grid] = []
    face_url: list[str] = []
    cards: list[TtsCard] = []
    back_url: list[str] = []
    height: list[int] = []
    if shared:
        back_name = plan.names(f"{deck.id}-back")
        plan.add(Job(partial(face_pngs, f"{deck.name} (back)", (hidden,), deck.size, 0.0,
                             width_px, locale), 1.0),
                 lambda r: back_url.append(plan.keep(back_name, r[0], thumbnail=True)))
    for number, chosen in enumerate(sheet_ranges(len(deck.cards)), 1):
        grid = grid_for(len(chosen))
        grids.append(grid)
        face_name = plan.names(f"{deck.id}-{number}")

        def filed(result: tuple, face_name: str = face_name) -> None:
            height.append(result[1])
            face_url.append(plan.keep(face_name, result[0]))

        plan.add(Job(partial(sheet_png, deck.name, pages_of(deck, "front", chosen), hidden,
                             grid.columns, grid.rows, deck.size, width_px, locale),
                     len(chosen) + 1.0), filed)
        if not shared:
            back_name = plan.names(f"{deck.id}-{number}-back")
            plan.add(Job(partial(sheet_png, f"{deck.name} (backs)", pages_of(deck, "back", chosen),
                                 hidden, grid.columns, grid.rows, deck.size, width_px, locale),
                         len(chosen) + 1.0),
                     lambda r, name=back_name: back_url.append(plan.keep(name, r[0], thumbnail=True)))
        cards += [TtsCard(deck.cards[i].name, deck.cards[i].description, number - 1, slot)
                  for slot, i in enumerate(chosen)]

    def finish() -> str:
        done = tuple(TtsSheet(url, back_url[0 if shared else n], grid, not shared)
                     for n, (url, grid) in enumerate(zip(face_url, grids, strict=True)))
        plan.decks.append(TtsDeck(deck.id, deck.name, done, tuple(cards), deck.size,
                                  _cards(len(deck.cards), plan.request.locale)))
        return (f"{deck.id}: {count(len(deck.cards), 'card')} on {count(len(done), 'sheet')}, "
                f"{width_px}×{height[0]} px a card")

    plan.lines.append(finish)


def _plan_board(plan: _Plan, board: SheetFace) -> None:
    name = plan.names(board.id)  # a clash is said before any drawing

    def filed(result: tuple) -> None:
        png, width_pt, height_pt = result
        plan.tiles.append(TtsTile(board.id, board.name, plan.keep(name, png, thumbnail=True),
                                  width_pt, height_pt))
        plan.lines.append(lambda: f"{board.id}: {_png_size(png)}")

    plan.add(Job(lambda: _board_picture(board.pdf()), 8.0), filed)


def _png_size(png: bytes) -> str:
    import struct

    width, height = struct.unpack(">II", png[16:24])  # the IHDR chunk
    return f"{width}×{height} px"


def _plan_piece(plan: _Plan, piece: PieceFace) -> None:
    locale = plan.request.locale
    name = plan.names(f"piece-{piece.id}")
    back_name = (plan.names(f"piece-{piece.id}-back")
                 if piece.shape == "standee" and piece.back is not None else "")

    def filed(result: tuple) -> None:
        front, back = result
        back_url = plan.keep(back_name, back) if back else ""
        plan.pieces.append(TtsPiece(piece.id, piece.name, piece.description,
                                    plan.keep(name, front), back_url, piece.shape, piece.width,
                                    piece.height, piece.count, piece.infinite))

    plan.add(Job(lambda: _piece_images(piece, locale), 1.0), filed)


def _plan_document(plan: _Plan, document: SheetFace) -> None:
    name = plan.names(document.id, "pdf")

    def filed(result: tuple) -> None:
        pdf, width_pt = result
        plan.documents.append(TtsDocument(document.id, document.name, plan.keep(name, pdf),
                                          width_pt))
        plan.lines.append(lambda: f"{document.id}: a booklet of {count(pdf_shape(pdf)[0], 'page')}")

    def make() -> tuple[bytes, float]:
        pdf = document.pdf()
        return pdf, pdf_shape(pdf)[1]

    plan.add(Job(make), filed)


def tts_files(faces: KitFaces, request: ExportRequest, say: Callable[[str], None]) -> dict[str, bytes]:
    plan = _Plan(request)
    json_name = plan.names(request.set_name, "json")
    thumbnail_name = json_name.removesuffix(".json") + ".png"
    plan.names.used.add(thumbnail_name.lower())
    for deck in faces.decks:
        _plan_deck(plan, deck)
    for board in faces.boards:
        _plan_board(plan, board)
    for piece in faces.pieces:
        _plan_piece(plan, piece)
    for document in faces.documents:
        _plan_document(plan, document)
    plan.run()
    for line in plan.lines:
        say(line())
    if faces.pieces:
        say(f"pieces: {count(len(faces.pieces), 'kind')}, "
            f"{count(sum(p.count for p in faces.pieces if not p.infinite), 'piece')} "
            f"and {sum(p.infinite for p in faces.pieces)} endless "
            f"{'supply' if sum(p.infinite for p in faces.pieces) == 1 else 'supplies'}")
    dice = [replace(d, name=_die_name(d.sides, request.locale)) for d in faces.dice]
    word = PROOF_WORD.get(request.locale.split("_")[0], PROOF_WORD["en"])
    title = f"{request.title} ({word})" if request.proof else request.title
    document = saved_object(title, plan.decks, plan.tiles, plan.pieces, dice,
                            plan.documents)
    files = dict(plan.files)
    files[json_name] = (json.dumps(document, ensure_ascii=False, indent=2) + "\n").encode("utf-8")
    if plan.thumbnail is not None:  # TTS shows <name>.png beside a saved object in its list
        files[thumbnail_name] = _thumbnail(plan.thumbnail)
    return files

"""The files of each export target, made in memory (the caller writes them at once).

- ``tts``: Tabletop Simulator sheets, backs, boards and the saved object (export.tts);
- ``tgc``: The Game Crafter, a PNG a face at 300 dpi with 1/8" bleed, in upload order;
- ``dtc``: DriveThruCards, a PDF/X-1a a deck, one face a page: card 1's front, its
  back, card 2's front … (export.pdfx);
- ``mpc``: MakePlayingCards, a PNG a face on their poker, bridge or tarot template
  (export.mpc), fronts and backs in folders of their own, in upload order;
- ``png``: a PNG a face at any resolution, with or without bleed.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from pnpkit.export.cards import (
    SHOP_BLEED,
    FacePage,
    faces_pdf,
    pixels,
    png_bytes,
    rasterise,
)
from pnpkit.export.tts import (
    MAX_SIDE,
    TtsCard,
    TtsDeck,
    TtsSheet,
    TtsTile,
    card_width_px,
    grid_for,
    saved_object,
    sheet_ranges,
)
from pnpkit.render.faces import CardSet, KitFaces

TARGETS = ("tts", "tgc", "dtc", "mpc", "png")
TGC_DPI = 300
BOARD_DPI = 150  # a board image for the virtual table (capped at 4096 px a side)

Progress = Callable[[str], None]


@dataclass(frozen=True)
class ExportRequest:
    target: str
    game_id: str
    title: str
    locale: str
    folder: Path  # where the files will live (file:// addresses point there)
    dpi: int = TGC_DPI
    bleed: bool = True
    base_url: str | None = None


class NothingToExport(ValueError):
    """The kit has nothing this target takes (a game of sheets has no cards)."""


def export_files(faces: KitFaces, request: ExportRequest,
                 progress: Progress | None = None) -> dict[str, bytes]:
    say = progress or (lambda line: None)
    if request.target == "tts":
        if not faces.decks and not faces.boards:
            raise NothingToExport(f"'{request.game_id}' has no cards or boards to put on a table")
        return _tts(faces, request, say)
    if not faces.decks:
        raise NothingToExport(f"'{request.game_id}' has no cards; --to {request.target} exports "
                              "cards (its boards go to --to tts)")
    if request.target in ("tgc", "png"):
        dpi = TGC_DPI if request.target == "tgc" else request.dpi
        bleed = SHOP_BLEED if request.target == "tgc" or request.bleed else 0.0
        return _card_pngs(faces, request, dpi, bleed, say)
    if request.target == "dtc":
        return _dtc(faces, request, say)
    if request.target == "mpc":
        return _mpc(faces, request, say)
    raise ValueError(f"unknown target {request.target!r}")


def _count(n: int, noun: str) -> str:
    """'1 card', '12 cards' (the progress lines are English, as the build's are)."""
    return f"{n} {noun}" + ("" if n == 1 else "s")


def _first(images: Iterator):
    """The first image, the rasteriser run to its end (so it closes its document)."""
    return list(images)[0]


def _backs_shared(deck: CardSet) -> bool:
    """One back drawer for the whole deck (the usual case): drawn once."""
    return len({id(card.back) for card in deck.cards}) == 1


def _images(deck: CardSet, side: str, bleed: float, width_px: int, locale: str,
            cards: range | None = None) -> Iterator:
    chosen = range(len(deck.cards)) if cards is None else cards
    pages = [FacePage(deck.cards[i], i, side) for i in chosen]  # type: ignore[arg-type]
    pdf = faces_pdf(pages, deck.size, bleed, title=f"{deck.name} ({side})", locale=locale)
    return rasterise(pdf, width_px)


# --- The Game Crafter / plain PNG ----------------------------------------------------------

def _card_pngs(faces: KitFaces, request: ExportRequest, dpi: int, bleed: float,
               say: Progress) -> dict[str, bytes]:
    files: dict[str, bytes] = {}
    for deck in faces.decks:
        width_px = pixels(deck.size.width + 2 * bleed, dpi)
        digits = max(3, len(str(len(deck.cards))))
        for number, image in enumerate(_images(deck, "front", bleed, width_px,
                                               request.locale), 1):
            files[f"{deck.id}/{number:0{digits}d}-front.png"] = png_bytes(image, dpi)
        if _backs_shared(deck):
            back = _first(_images(deck, "back", bleed, width_px, request.locale, range(1)))
            backs: Iterator = iter([png_bytes(back, dpi)] * len(deck.cards))
        else:
            backs = (png_bytes(image, dpi) for image in
                     _images(deck, "back", bleed, width_px, request.locale))
        for number, data in enumerate(backs, 1):
            files[f"{deck.id}/{number:0{digits}d}-back.png"] = data
        say(f"{deck.id}: {_count(len(deck.cards), 'card')}, {width_px} px wide")
    return files


# --- MakePlayingCards ----------------------------------------------------------------------

def _mpc(faces: KitFaces, request: ExportRequest, say: Progress) -> dict[str, bytes]:
    from pnpkit.export.mpc import MPC_BLEED, MPC_DPI, back_name, front_name, template_for

    files: dict[str, bytes] = {}
    for deck in faces.decks:
        template = template_for(deck.size)
        if template is None:
            say(f"{deck.id}: {deck.size.name} cards have no MakePlayingCards template; left out")
            continue
        width_px, height = template.pixels
        digits = max(3, len(str(len(deck.cards))))
        images = _images(deck, "front", MPC_BLEED, width_px, request.locale)
        for number, image in enumerate(images, 1):
            if image.height != height:  # never expected: the template's shape is the card's
                raise RuntimeError(f"{deck.id}: {image.width}×{image.height} px, "
                                   f"MPC's {template.name} is {width_px}×{height}")
            files[front_name(deck.id, number, digits)] = png_bytes(image, MPC_DPI)
        if _backs_shared(deck):
            back = _first(_images(deck, "back", MPC_BLEED, width_px, request.locale, range(1)))
            files[back_name(deck.id, None, digits)] = png_bytes(back, MPC_DPI)
        else:
            for number, image in enumerate(_images(deck, "back", MPC_BLEED, width_px,
                                                   request.locale), 1):
                files[back_name(deck.id, number, digits)] = png_bytes(image, MPC_DPI)
        say(f"{deck.id}: {_count(len(deck.cards), 'card')} on MPC's {template.name} template, "
            f"{width_px}×{height} px")
    if not files:
        raise NothingToExport(f"'{request.game_id}' has no cards of a size MakePlayingCards "
                              "prints (poker, bridge, tarot)")
    return files


# --- DriveThruCards -------------------------------------------------------------------------

def _dtc(faces: KitFaces, request: ExportRequest, say: Progress) -> dict[str, bytes]:
    from pnpkit.export.pdfx import find_ghostscript, to_pdfx

    gs = find_ghostscript()  # missing: fail before any drawing
    files: dict[str, bytes] = {}
    for deck in faces.decks:
        pages = [FacePage(card, i, side) for i, card in enumerate(deck.cards)
                 for side in ("front", "back")]
        title = f"{request.title}: {deck.name}"
        rgb = faces_pdf(pages, deck.size, SHOP_BLEED, title=title, locale=request.locale)
        files[f"{deck.id}.pdf"] = to_pdfx(rgb, title, gs)
        say(f"{deck.id}: {_count(len(deck.cards), 'card')}, {_count(len(pages), 'page')} PDF/X-1a:2003")
    return files


# --- Tabletop Simulator ---------------------------------------------------------------------

def _url(request: ExportRequest, name: str) -> str:
    if request.base_url:  # checked and encoded by tts.folder_url
        return request.base_url.rstrip("/") + "/" + name
    return (request.folder.resolve() / name).as_uri()


def _sheet(images: list, grid, width_px: int, height_px: int, hidden):
    from PIL import Image

    sheet = Image.new("RGB", (grid.columns * width_px, grid.rows * height_px), "white")
    for slot, image in enumerate(images):
        sheet.paste(image, ((slot % grid.columns) * width_px, (slot // grid.columns) * height_px))
    slot = grid.hidden_slot
    sheet.paste(hidden, ((slot % grid.columns) * width_px, (slot // grid.columns) * height_px))
    return sheet


def _tts(faces: KitFaces, request: ExportRequest, say: Progress) -> dict[str, bytes]:
    files: dict[str, bytes] = {}
    decks: list[TtsDeck] = []
    thumbnail = None
    for deck in faces.decks:
        width_px = card_width_px(deck.size)
        first_back = _first(_images(deck, "back", 0.0, width_px, request.locale, range(1)))
        height_px = first_back.height
        shared = _backs_shared(deck)
        back_name = f"{deck.id}-back.png"
        if shared:
            files[back_name] = png_bytes(first_back)
        thumbnail = thumbnail or first_back
        sheets: list[TtsSheet] = []
        cards: list[TtsCard] = []
        for number, chosen in enumerate(sheet_ranges(len(deck.cards)), 1):
            grid = grid_for(len(chosen))
            fronts = list(_images(deck, "front", 0.0, width_px, request.locale, chosen))
            face_name = f"{deck.id}-{number}.png"
            files[face_name] = png_bytes(_sheet(fronts, grid, width_px, height_px, first_back))
            if shared:
                back_url = _url(request, back_name)
            else:
                backs = list(_images(deck, "back", 0.0, width_px, request.locale, chosen))
                back_sheet = f"{deck.id}-{number}-back.png"
                files[back_sheet] = png_bytes(_sheet(backs, grid, width_px, height_px,
                                                     first_back))
                back_url = _url(request, back_sheet)
            sheets.append(TtsSheet(_url(request, face_name), back_url, grid, not shared))
            cards += [TtsCard(deck.cards[i].name, deck.cards[i].description, number - 1, slot)
                      for slot, i in enumerate(chosen)]
        decks.append(TtsDeck(deck.id, deck.name, tuple(sheets), tuple(cards), deck.size))
        say(f"{deck.id}: {_count(len(deck.cards), 'card')} on {_count(len(sheets), 'sheet')}, "
            f"{width_px}×{height_px} px a card")
    tiles: list[TtsTile] = []
    for board in faces.boards:
        name = f"{board.id}.png"
        image, width_pt, height_pt = _board_image(board.pdf())
        files[name] = png_bytes(image)
        thumbnail = thumbnail or image
        tiles.append(TtsTile(board.id, board.name, _url(request, name), width_pt, height_pt))
        say(f"{board.id}: {image.width}×{image.height} px")
    document = saved_object(request.title, decks, tiles)
    files[f"{request.game_id}.json"] = (json.dumps(document, ensure_ascii=False, indent=2)
                                        + "\n").encode("utf-8")
    if thumbnail is not None:  # TTS shows <name>.png beside a saved object in its list
        files[f"{request.game_id}.png"] = png_bytes(_thumbnail(thumbnail))
    return files


def _board_image(pdf: bytes):
    """The board's poster page as pixels: BOARD_DPI, the longer side at most 4096 px."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf)
    try:
        width_pt, height_pt = document[0].get_size()
    finally:
        document.close()
    width_px = pixels(width_pt, BOARD_DPI)
    longest = max(width_pt, height_pt) / 72 * BOARD_DPI
    if longest > MAX_SIDE:
        width_px = int(width_px * MAX_SIDE / longest) - 1
    return _first(rasterise(pdf, width_px)), width_pt, height_pt


def _thumbnail(image):
    from PIL import Image

    copy = image.copy()
    copy.thumbnail((256, 256), Image.Resampling.LANCZOS)
    return copy


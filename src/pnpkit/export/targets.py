"""The files of each export target, made in memory (the caller writes them at once).

- ``tts``: Tabletop Simulator sheets, backs, boards, pieces and the saved object
  (export.tts_files);
- ``tgc``: The Game Crafter, a PNG a face at 300 dpi with 1/8" bleed, in upload order;
- ``dtc``: DriveThruCards, a PDF/X-1a:2003 a deck, one face a page: card 1's front, its
  back, card 2's front … (export.pdfx);
- ``mpc``: MakePlayingCards, a PNG a face on their poker, bridge or tarot template
  (export.mpc), fronts and backs in folders of their own, in upload order;
- ``png``: a PNG a face at any resolution, with or without bleed.

The faces are drawn by jobs (export.jobs) on ``ExportRequest.jobs`` processes; the
files are named here, in the kit's order, so the bytes do not depend on that number.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from pnpkit.export.cards import SHOP_BLEED, FacePage, pixels
from pnpkit.export.jobs import Job, face_runs, pdfx_pdf, run_jobs
from pnpkit.export.request import (
    TGC_DPI,
    ExportNameClash,
    ExportRequest,
    NothingToExport,
    Progress,
    UniqueFiles,
    backs_shared,
    count,
    pages_of,
)
from pnpkit.render.faces import CardSet, KitFaces

TARGETS = ("tts", "tgc", "dtc", "mpc", "png")
__all__ = ["TARGETS", "ExportNameClash", "ExportRequest", "NothingToExport", "UniqueFiles",
           "export_files"]


def export_files(faces: KitFaces, request: ExportRequest,
                 progress: Progress | None = None) -> dict[str, bytes]:
    say = progress or (lambda line: None)
    if request.target == "tts":
        from pnpkit.export.tts_files import tts_files

        if not faces.decks and not faces.boards and not faces.pieces:
            raise NothingToExport(f"'{request.game_id}' has no cards or boards to put on a table")
        return tts_files(faces, request, say)
    if not faces.decks:
        raise NothingToExport(f"'{request.game_id}' has no cards; --to {request.target} exports "
                              "cards (its boards go to --to tts)")
    if request.target in ("tgc", "png"):
        dpi = TGC_DPI if request.target == "tgc" else request.dpi
        bleed = SHOP_BLEED if request.target == "tgc" or request.bleed else 0.0
        return _card_pngs(faces, request, dpi, bleed, say)
    if request.target == "mpc":
        return _mpc(faces, request, say)
    if request.target == "dtc":
        return _dtc(faces, request, say)
    raise ValueError(f"unknown target {request.target!r}")


#: a deck's jobs: (the deck, its fronts, its backs (one when the deck shares it), what the
#: progress line says after the deck's cards)
_DeckPlan = tuple[CardSet, list[Job], list[Job], str]


def _deck_plan(deck: CardSet, request: ExportRequest, bleed: float, width_px: int, note: str,
               **extra: Any) -> _DeckPlan:
    def runs(side: str, chosen: range | None = None) -> list[Job]:
        return face_runs(f"{deck.name} ({side})", pages_of(deck, side, chosen), deck.size,
                         bleed, width_px, request.locale, **extra)

    backs = runs("back", range(1)) if backs_shared(deck) else runs("back")
    return deck, runs("front"), backs, note


def _filed(plans: list[_DeckPlan], request: ExportRequest, say: Progress,
           name: Callable[[str, str, int | None, int], str], one_back: bool) -> dict[str, bytes]:
    """Every plan's PNGs, drawn by all the decks' jobs together, as files named
    ``name(deck, side, number, digits)``: a shared back once (number None) when
    ``one_back``, else again for every card."""
    jobs = [job for _, fronts, backs, _ in plans for job in (*fronts, *backs)]
    results = iter(run_jobs(jobs, request.jobs))
    files: dict[str, bytes] = UniqueFiles()
    for deck, front_jobs, back_jobs, note in plans:
        fronts = [png for _ in front_jobs for png in next(results)]
        backs = [png for _ in back_jobs for png in next(results)]
        digits = max(3, len(str(len(deck.cards))))
        shared = len(backs) == 1 and one_back
        backs = backs * len(fronts) if len(backs) == 1 and not one_back else backs
        for number, png in enumerate(fronts, 1):
            files[name(deck.id, "front", number, digits)] = png
        for number, png in enumerate(backs, 1):
            files[name(deck.id, "back", None if shared else number, digits)] = png
        say(f"{deck.id}: {count(len(deck.cards), 'card')}{note}")
    return files


# --- The Game Crafter / plain PNG ----------------------------------------------------------

def _card_pngs(faces: KitFaces, request: ExportRequest, dpi: int, bleed: float,
               say: Progress) -> dict[str, bytes]:
    plans = []
    for deck in faces.decks:
        width_px = pixels(deck.size.width + 2 * bleed, dpi)
        plans.append(_deck_plan(deck, request, bleed, width_px, f", {width_px} px wide", dpi=dpi))
    files = _filed(plans, request, say, lambda deck, side, number, digits:
                   f"{deck}/{number:0{digits}d}-{side}.png", one_back=False)
    return dict(sorted(files.items()))  # UniqueFiles refused any name met twice


# --- MakePlayingCards ----------------------------------------------------------------------

def _mpc(faces: KitFaces, request: ExportRequest, say: Progress) -> dict[str, bytes]:
    from pnpkit.export.mpc import MPC_BLEED, MPC_DPI, file_name, template_for

    plans: list[_DeckPlan] = []
    for deck in faces.decks:
        template = template_for(deck.size)
        if template is None:
            say(f"{deck.id}: {deck.size.name} cards have no MakePlayingCards template; left out")
            continue
        width_px, height_px = template.pixels
        plans.append(_deck_plan(deck, request, MPC_BLEED, width_px,
                                f" on MPC's {template.name} template, {width_px}×{height_px} px",
                                dpi=MPC_DPI, height_px=height_px))
    if not plans:
        raise NothingToExport(f"'{request.game_id}' has no cards of a size MakePlayingCards "
                              "prints (poker, bridge, tarot)")
    return _filed(plans, request, say, file_name, one_back=True)


# --- DriveThruCards -------------------------------------------------------------------------

def _dtc(faces: KitFaces, request: ExportRequest, say: Progress) -> dict[str, bytes]:
    from pnpkit.export.pdfx import find_ghostscript

    gs = find_ghostscript()  # missing: fail before any drawing
    jobs = [Job(partial(pdfx_pdf, f"{request.title}: {deck.name}",
                        [FacePage(card, i, side) for i, card in enumerate(deck.cards)
                         for side in ("front", "back")], deck.size, SHOP_BLEED, request.locale,
                        gs), 4.0 * len(deck.cards)) for deck in faces.decks]
    files: dict[str, bytes] = UniqueFiles()
    for deck, (pdf,) in zip(faces.decks, run_jobs(jobs, request.jobs), strict=True):
        files[f"{deck.id}.pdf"] = pdf
        say(f"{deck.id}: {count(len(deck.cards), 'card')}, {count(2 * len(deck.cards), 'page')} "
            "PDF/X-1a:2003")
    return files

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

from dataclasses import dataclass
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


@dataclass(frozen=True)
class _DeckPlan:
    """A deck's jobs: fronts, then the backs (one when the deck shares it)."""

    deck: CardSet
    fronts: list[Job]
    backs: list[Job]
    width_px: int
    note: str = ""


def _deck_plan(deck: CardSet, request: ExportRequest, bleed: float, width_px: int,
               **extra: Any) -> _DeckPlan:
    def runs(side: str, chosen: range | None = None) -> list[Job]:
        return face_runs(f"{deck.name} ({side})", pages_of(deck, side, chosen), deck.size,
                         bleed, width_px, request.locale, **extra)

    backs = runs("back", range(1)) if backs_shared(deck) else runs("back")
    return _DeckPlan(deck, runs("front"), backs, width_px)


def _run_plans(plans: list[_DeckPlan], request: ExportRequest
               ) -> list[tuple[list[bytes], list[bytes]]]:
    """Each plan's front and back PNGs, every job of every deck run together."""
    jobs = [job for plan in plans for job in (*plan.fronts, *plan.backs)]
    results = iter(run_jobs(jobs, request.jobs))
    out = []
    for plan in plans:
        fronts = [png for _ in plan.fronts for png in next(results)]
        backs = [png for _ in plan.backs for png in next(results)]
        out.append((fronts, backs))
    return out


# --- The Game Crafter / plain PNG ----------------------------------------------------------

def _card_pngs(faces: KitFaces, request: ExportRequest, dpi: int, bleed: float,
               say: Progress) -> dict[str, bytes]:
    plans = [_deck_plan(deck, request, bleed, pixels(deck.size.width + 2 * bleed, dpi), dpi=dpi)
             for deck in faces.decks]
    files: dict[str, bytes] = UniqueFiles()
    for plan, (fronts, backs) in zip(plans, _run_plans(plans, request), strict=True):
        deck = plan.deck
        digits = max(3, len(str(len(deck.cards))))
        backs = backs * len(fronts) if len(backs) == 1 else backs
        for number, (front, back) in enumerate(zip(fronts, backs, strict=True), 1):
            files[f"{deck.id}/{number:0{digits}d}-front.png"] = front
            files[f"{deck.id}/{number:0{digits}d}-back.png"] = back
        say(f"{deck.id}: {count(len(deck.cards), 'card')}, {plan.width_px} px wide")
    return dict(sorted(files.items()))  # UniqueFiles refused any name met twice


# --- MakePlayingCards ----------------------------------------------------------------------

def _mpc(faces: KitFaces, request: ExportRequest, say: Progress) -> dict[str, bytes]:
    from pnpkit.export.mpc import MPC_BLEED, MPC_DPI, back_name, front_name, template_for

    plans: list[_DeckPlan] = []
    for deck in faces.decks:
        template = template_for(deck.size)
        if template is None:
            say(f"{deck.id}: {deck.size.name} cards have no MakePlayingCards template; left out")
            continue
        width_px, height_px = template.pixels
        plan = _deck_plan(deck, request, MPC_BLEED, width_px, dpi=MPC_DPI, height_px=height_px)
        plans.append(_DeckPlan(plan.deck, plan.fronts, plan.backs, width_px,
                               f"on MPC's {template.name} template, {width_px}×{height_px} px"))
    if not plans:
        raise NothingToExport(f"'{request.game_id}' has no cards of a size MakePlayingCards "
                              "prints (poker, bridge, tarot)")
    files: dict[str, bytes] = UniqueFiles()
    for plan, (fronts, backs) in zip(plans, _run_plans(plans, request), strict=True):
        deck = plan.deck
        digits = max(3, len(str(len(deck.cards))))
        for number, png in enumerate(fronts, 1):
            files[front_name(deck.id, number, digits)] = png
        if backs_shared(deck):
            files[back_name(deck.id, None, digits)] = backs[0]
        else:
            for number, png in enumerate(backs, 1):
                files[back_name(deck.id, number, digits)] = png
        say(f"{deck.id}: {count(len(deck.cards), 'card')} {plan.note}")
    return files


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

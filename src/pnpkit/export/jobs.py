"""Export work cut into jobs that run on every core.

A job is one call whose outputs come back as a tuple: a run of faces drawn into one
PDF and rasterised (:func:`face_pngs`), a Tabletop Simulator sheet (:func:`sheet_png`),
a board's picture, or a deck's PDF/X (:func:`pdfx_pdf`).  Each job's bytes depend on
its own inputs only, and the jobs are the same whether one process or several run
them, so a parallel export writes the bytes a serial one does.  The workers are the
build's (render.part_workers): forked, so a job's closure runs there as it is; only
job numbers go out and bytes come back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from pnpkit.export.cards import FacePage, faces_pdf, png_bytes, rasterise
from pnpkit.layout.paper import CardSize

#: faces a run of face_pngs draws: small enough for two cores to share a deck evenly,
#: large enough that a PDF a run costs little
RUN_LENGTH = 12


@dataclass(frozen=True)
class Job:
    """``make()`` gives the job's outputs; ``cost`` is its expected time against the
    others' (the workers start the costliest first).  Jobs report no progress of their
    own (the export says a line a deck)."""

    make: Callable[[], tuple]
    cost: float = 4.0
    total: int = 1

    def build(self, report: Any = None) -> tuple:
        return tuple(self.make())


def face_pngs(title: str, pages: Sequence[FacePage], size: CardSize, bleed: float,
              width_px: int, locale: str, dpi: float | None = None,
              height_px: int | None = None) -> tuple[bytes, ...]:
    """Faces of one deck as PNG files, ``width_px`` wide (``height_px``: the height a
    shop's template asks for, checked)."""
    pdf = faces_pdf(pages, size, bleed, title=title, locale=locale)
    out = []
    for image in rasterise(pdf, width_px):
        if height_px is not None and image.height != height_px:
            raise RuntimeError(f"{title}: {image.width}×{image.height} px, the "
                               f"template is {width_px}×{height_px}")
        out.append(png_bytes(image, dpi))
    return tuple(out)


def face_runs(title: str, pages: Sequence[FacePage], size: CardSize, bleed: float,
              width_px: int, locale: str, **extra: Any) -> list[Job]:
    """``pages`` cut into runs of RUN_LENGTH, in order."""
    runs = [tuple(pages[i:i + RUN_LENGTH]) for i in range(0, len(pages), RUN_LENGTH)]
    return [Job(partial(face_pngs, title, run, size, bleed, width_px, locale, **extra),
                float(len(run))) for run in runs]


def sheet_png(title: str, faces: Sequence[FacePage], hidden: FacePage, columns: int,
              rows: int, size: CardSize, width_px: int, locale: str) -> tuple[bytes, int]:
    """A Tabletop Simulator sheet: ``faces`` in a grid, ``hidden`` in the last slot;
    gives the sheet's PNG and a face's height in pixels."""
    from PIL import Image

    pdf = faces_pdf([*faces, hidden], size, 0.0, title=title, locale=locale)
    images = list(rasterise(pdf, width_px))
    height = images[0].height
    sheet = Image.new("RGB", (columns * width_px, rows * height), "white")
    slots = [*range(len(faces)), columns * rows - 1]
    for slot, image in zip(slots, images, strict=True):
        sheet.paste(image, ((slot % columns) * width_px, (slot // columns) * height))
    return png_bytes(sheet), height


def pdfx_pdf(title: str, pages: Sequence[FacePage], size: CardSize, bleed: float, locale: str,
             gs: Any) -> tuple[bytes]:
    """One deck's faces as a PDF/X for DriveThruCards."""
    from pnpkit.export.pdfx import to_pdfx

    rgb = faces_pdf(pages, size, bleed, title=title, locale=locale)
    return (to_pdfx(rgb, title, gs),)


def run_jobs(jobs: Sequence[Any], workers: int = 1) -> list[tuple]:
    """Each job's outputs, in the jobs' order: in ``workers`` forked processes when more
    than one (and forking is safe here), else in this process; the same bytes either way.
    A job's exception is raised here as the serial run would raise it."""
    pool = None
    if workers > 1 and len(jobs) > 1:
        from pnpkit.render.part_workers import start_workers

        pool = start_workers(jobs, min(workers, len(jobs)))
    if pool is None:
        return [tuple(job.build(None)) for job in jobs]
    try:
        pool.schedule(range(len(jobs)))
        results = []
        for index in range(len(jobs)):
            outcome = pool.outcome(index)
            if outcome.error is not None:
                raise outcome.error
            results.append(outcome.outputs)
        return results
    finally:
        pool.close()

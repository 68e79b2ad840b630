"""Export work cut into jobs that run on every core.

A job is a run of faces drawn into one PDF and rasterised (``FaceRun``), a Tabletop
Simulator sheet (``SheetRun``), a board's picture (``BoardRun``) or a deck's PDF/X
(``PdfxRun``).  Each job's bytes depend on its own inputs only, and the jobs are the
same whether one process or several run them, so a parallel export writes the bytes a
serial one does.  The workers are the build's (render.part_workers): forked, so a
face's drawing closure runs there as it is; only job numbers go out and bytes come back.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pnpkit.export.cards import FacePage, faces_pdf, png_bytes, rasterise
from pnpkit.layout.paper import CardSize

#: faces a FaceRun draws: small enough for two cores to share a deck evenly, large
#: enough that a PDF a run costs little
RUN_LENGTH = 12


def _ignore(done: int, total: int) -> None:
    """Jobs report no progress of their own (the export says a line a deck)."""


@dataclass(frozen=True)
class FaceRun:
    """Faces of one deck as PNG files, ``width_px`` wide (``height_px``: the height a
    shop's template asks for, checked)."""

    title: str
    pages: tuple[FacePage, ...]
    size: CardSize
    bleed: float
    width_px: int
    locale: str
    dpi: float | None = None
    height_px: int | None = None
    total: int = 1

    @property
    def cost(self) -> float:
        return float(len(self.pages))

    def build(self, report=_ignore) -> tuple[bytes, ...]:
        pdf = faces_pdf(self.pages, self.size, self.bleed, title=self.title, locale=self.locale)
        out = []
        for image in rasterise(pdf, self.width_px):
            if self.height_px is not None and image.height != self.height_px:
                raise RuntimeError(f"{self.title}: {image.width}×{image.height} px, the "
                                   f"template is {self.width_px}×{self.height_px}")
            out.append(png_bytes(image, self.dpi))
        return tuple(out)


def face_runs(title: str, pages: Sequence[FacePage], size: CardSize, bleed: float,
              width_px: int, locale: str, **extra: Any) -> list[FaceRun]:
    """``pages`` cut into runs of RUN_LENGTH, in order."""
    return [FaceRun(title, tuple(pages[i:i + RUN_LENGTH]), size, bleed, width_px, locale,
                    **extra) for i in range(0, len(pages), RUN_LENGTH)]


@dataclass(frozen=True)
class SheetRun:
    """A Tabletop Simulator sheet: ``faces`` in a grid, ``hidden`` in the last slot;
    gives the sheet's PNG and a face's height in pixels."""

    title: str
    faces: tuple[FacePage, ...]
    hidden: FacePage
    columns: int
    rows: int
    size: CardSize
    width_px: int
    locale: str
    total: int = 1

    @property
    def cost(self) -> float:
        return float(len(self.faces) + 1)

    def build(self, report=_ignore) -> tuple[bytes, int]:
        from PIL import Image

        pdf = faces_pdf([*self.faces, self.hidden], self.size, 0.0, title=self.title,
                        locale=self.locale)
        images = list(rasterise(pdf, self.width_px))
        height = images[0].height
        sheet = Image.new("RGB", (self.columns * self.width_px, self.rows * height), "white")
        slots = [*range(len(self.faces)), self.columns * self.rows - 1]
        for slot, image in zip(slots, images, strict=True):
            sheet.paste(image, ((slot % self.columns) * self.width_px,
                                (slot // self.columns) * height))
        return png_bytes(sheet), height


@dataclass(frozen=True)
class PictureRun:
    """Any one picture: ``make()`` gives its PNG bytes and what the table needs to know
    of it (a board's size in points, a token's pixels)."""

    make: Any  # () -> tuple
    weight: float = 4.0
    total: int = 1

    @property
    def cost(self) -> float:
        return self.weight

    def build(self, report=_ignore) -> tuple:
        return tuple(self.make())


@dataclass(frozen=True)
class PdfxRun:
    """One deck's faces as a PDF/X for DriveThruCards."""

    title: str
    pages: tuple[FacePage, ...]
    size: CardSize
    bleed: float
    locale: str
    gs: Any
    total: int = 1

    @property
    def cost(self) -> float:
        return 2.0 * len(self.pages)

    def build(self, report=_ignore) -> tuple[bytes]:
        from pnpkit.export.pdfx import to_pdfx

        rgb = faces_pdf(self.pages, self.size, self.bleed, title=self.title, locale=self.locale)
        return (to_pdfx(rgb, self.title, self.gs),)


def run_jobs(jobs: Sequence[Any], workers: int = 1) -> list[tuple]:
    """Each job's outputs, in the jobs' order: in ``workers`` forked processes when more
    than one (and forking is safe here), else in this process; the same bytes either way.
    A job's exception is raised here as the serial run would raise it."""
    pool = None
    if workers > 1 and len(jobs) > 1:
        from pnpkit.render.part_workers import start_workers

        pool = start_workers(jobs, min(workers, len(jobs)))
    if pool is None:
        return [tuple(job.build(_ignore)) for job in jobs]
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

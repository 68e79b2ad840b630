"""A reportlab canvas that yields the same bytes for the same drawing on every run.

``invariant=1`` pins the timestamps and derives the document /ID from the content; the
metadata is fixed; ``initialFontName`` keeps reportlab from referencing an unembedded
Helvetica on every page.
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from pnpkit.render.fonts import SANS, register_fonts

CREATOR = "pnpkit"


@dataclass(frozen=True)
class RenderedPdf:
    data: bytes
    pages: int


class PdfBuilder:
    """Owns an in-memory canvas; ``finish()`` returns the bytes and the page count."""

    def __init__(
        self,
        pagesize: tuple[float, float],
        *,
        title: str,
        subject: str = "",
        keywords: str = "",
        lang: str = "ru",
    ) -> None:
        from reportlab.pdfgen.canvas import Canvas

        register_fonts()
        self._buffer = io.BytesIO()
        self.canvas = Canvas(
            self._buffer,
            pagesize=pagesize,
            invariant=1,
            initialFontName=SANS,
            initialFontSize=10,
            pageCompression=1,
            lang=lang,
        )
        self.canvas.setTitle(title)
        self.canvas.setAuthor(CREATOR)
        self.canvas.setCreator(CREATOR)
        self.canvas.setSubject(subject)
        self.canvas.setKeywords(keywords)
        self.pages = 0

    def show_page(self) -> None:
        self.canvas.showPage()
        self.pages += 1

    def finish(self) -> RenderedPdf:
        # Streams are only Flate-compressed, not also ASCII85-wrapped: ~20 % smaller and
        # faster.  reportlab reads the switch while saving, so it is flipped just for that.
        from reportlab import rl_config

        previous = rl_config.useA85
        rl_config.useA85 = 0
        try:
            self.canvas.save()
        finally:
            rl_config.useA85 = previous
        return RenderedPdf(self._buffer.getvalue(), self.pages)

"""Card faces on pages of their own, and those pages as pixels.

Every face is drawn by :func:`pnpkit.render.deck.draw_face`, the call the deck PDF uses,
onto a page the size of the card plus the wanted bleed (TrimBox and BleedBox set).  The
drawer always gets at least the kit's 3 mm of bleed, so a page without bleed shows the
art running to its edge exactly as a cut card would.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from pnpkit.layout.geometry import Affine
from pnpkit.layout.paper import CardSize
from pnpkit.layout.units import inch, mm
from pnpkit.render.deck import FaceDrawer, draw_face
from pnpkit.render.faces import FaceCard
from pnpkit.render.palette import Palette
from pnpkit.render.pdf import PdfBuilder

Side = Literal["front", "back"]
SHOP_BLEED = inch(0.125)  # 1/8": what The Game Crafter and DriveThruCards ask for
KIT_BLEED = mm(3)


@dataclass(frozen=True)
class FacePage:
    card: FaceCard
    index: int  # the card's place in its deck
    side: Side

    @property
    def drawer(self) -> FaceDrawer:
        return self.card.front if self.side == "front" else self.card.back


def faces_pdf(pages: Sequence[FacePage], size: CardSize, bleed: float, *, title: str,
              locale: str) -> bytes:
    """One page a face, each ``size`` plus ``bleed`` on every side."""
    w, h = size.width + 2 * bleed, size.height + 2 * bleed
    pdf = PdfBuilder((w, h), title=title, lang=locale)
    from pnpkit.render.surface import PdfSurface

    surface = PdfSurface(pdf.canvas)
    palette = Palette("color")
    for page in pages:
        draw_face(surface, page.drawer, size, max(bleed, KIT_BLEED), palette, locale,
                  page.index, Affine.translation(bleed, bleed))
        pdf.canvas.setBleedBox((0, 0, w, h))
        pdf.canvas.setTrimBox((bleed, bleed, bleed + size.width, bleed + size.height))
        pdf.show_page()
    return pdf.finish().data


def pixels(length_pt: float, dpi: float) -> int:
    """A length in points at ``dpi``, in whole pixels."""
    return max(1, round(length_pt / 72 * dpi))


def rasterise(pdf: bytes, width_px: int, *, alpha: bool = False):
    """Each page of ``pdf`` as an RGB PIL image ``width_px`` wide (height to scale);
    ``alpha``: RGBA, transparent where nothing is drawn (a token cut out along its
    edge).  PDFium sizes a bitmap by rounding the scaled page up, so the scale aims a
    hair under the wanted width."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf)
    try:
        for page in document:
            page_width = page.get_width()
            scale = (width_px - 0.01) / page_width
            bitmap = page.render(scale=scale, draw_annots=False,
                                 fill_color=(255, 255, 255, 0 if alpha else 255))
            image = bitmap.to_pil().convert("RGBA" if alpha else "RGB")
            if image.width != width_px:  # never expected: PDFium's rounding changed
                raise RuntimeError(f"rendered {image.width} px wide, wanted {width_px}")
            yield image
            page.close()
    finally:
        document.close()


def pdf_shape(pdf: bytes) -> tuple[int, float, float]:
    """A PDF's page count and its first page's width and height in points."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf)
    try:
        return (len(document), *document[0].get_size())
    finally:
        document.close()


def png_bytes(image, dpi: float | None = None) -> bytes:
    """PNG bytes without time or software chunks (same image, same bytes); ``dpi`` is
    recorded for shops that read it."""
    buffer = io.BytesIO()
    extra = {"dpi": (dpi, dpi)} if dpi else {}
    image.save(buffer, format="PNG", optimize=False, compress_level=6, **extra)
    return buffer.getvalue()


def piece_pdf(piece, side: str, locale: str) -> bytes:
    """A piece (render.faces.PieceFace) on a page of its own size, cut to its shape and
    without the cut line: a circle clipped round, a figure's ``side`` its front or back."""
    from pnpkit.render.surface import PdfSurface, saved
    from pnpkit.render.tokens import PieceContext, clip_shape

    pdf = PdfBuilder((piece.width, piece.height), title=piece.name, lang=locale)
    surface = PdfSurface(pdf.canvas)
    with saved(surface):
        clip_shape(surface, "rect" if piece.shape == "standee" else piece.shape,
                   piece.width, piece.height)
        draw = piece.back if side == "back" and piece.back is not None else piece.draw
        draw(PieceContext(surface, piece.width, piece.height, Palette("color"), locale))
    pdf.show_page()
    return pdf.finish().data

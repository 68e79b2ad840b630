"""Measures of printed faces (test helper): each front of a deck drawn on a page of its
own and rasterised with PDFium, the tallest band of the card's panel with no ink beyond
the panel's ground, and the font size of every character a PDF prints."""

from __future__ import annotations

import statistics
from collections import Counter

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_raw

from pnpkit.layout.geometry import Affine
from pnpkit.layout.text_boxes import PANEL_INSET
from pnpkit.layout.units import mm
from pnpkit.render.deck import draw_face
from pnpkit.render.palette import Palette
from pnpkit.render.pdf import PdfBuilder
from pnpkit.render.surface import PdfSurface

DPI = 150
#: a pixel is ink when a channel differs from the panel's ground by more than this
INK_STEP = 24
#: the panel's inside: clear of its outline and inner rule (0.9 mm in)
INNER = PANEL_INSET + mm(1.4)


def fronts_pdf(card_set, ink: str, locale: str) -> bytes:
    size = card_set.size
    pdf = PdfBuilder((size.width, size.height), title="fronts", lang=locale)
    surface = PdfSurface(pdf.canvas)
    palette = Palette(ink)
    for index, card in enumerate(card_set.cards):
        draw_face(surface, card.front, size, mm(3), palette, locale, index, Affine.translation(0.0, 0.0))
        pdf.show_page()
    return pdf.finish().data


def blank_bands(pdf: bytes, ground: tuple[int, int, int]) -> list[float]:
    """Per page: the tallest run of rows of the panel's inside with no ink, as a share of
    the inside's height."""
    from PIL import Image, ImageChops

    shares = []
    document = pdfium.PdfDocument(pdf)
    try:
        for page in document:
            scale = DPI / 72
            image = page.render(scale=scale).to_pil().convert("RGB")
            inset = round(INNER * scale)
            inside = image.crop((inset, inset, image.width - inset, image.height - inset))
            channels = ImageChops.difference(inside, Image.new("RGB", inside.size, ground))
            inked = ImageChops.lighter(ImageChops.lighter(*channels.split()[:2]),
                                       channels.split()[2]).point(
                lambda v: 255 if v > INK_STEP else 0)
            data, width = inked.tobytes(), inked.width
            longest = run = 0
            for row in range(inked.height):
                blank = data.count(0, row * width, (row + 1) * width) == width
                run = run + 1 if blank else 0
                longest = max(longest, run)
            shares.append(longest / inked.height)
            page.close()
    finally:
        document.close()
    return shares


def char_sizes(pdf: bytes | str) -> Counter:
    """How many printed (non-space) characters a PDF sets at each size (pt, 0.1)."""
    sizes: Counter = Counter()
    document = pdfium.PdfDocument(pdf)
    try:
        for page in document:
            text = page.get_textpage()
            for i in range(text.count_chars()):
                if chr(pdfium_raw.FPDFText_GetUnicode(text.raw, i)).isspace():
                    continue
                sizes[round(pdfium_raw.FPDFText_GetFontSize(text.raw, i), 1)] += 1
            text.close()
            page.close()
    finally:
        document.close()
    return sizes


def median_size(sizes: Counter) -> float:
    return statistics.median(sizes.elements())


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]

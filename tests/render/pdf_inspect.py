"""Reading our PDFs back for tests: page sizes, fonts, stroked segments, text positions."""

from __future__ import annotations

import io
from dataclasses import dataclass

import pypdfium2 as pdfium
from pypdf import PdfReader
from pypdf.generic import ContentStream

from pnpkit.layout.geometry import Affine

BASE14 = {
    "Courier", "Courier-Bold", "Courier-Oblique", "Courier-BoldOblique", "Helvetica",
    "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-BoldOblique", "Times-Roman",
    "Times-Bold", "Times-Italic", "Times-BoldItalic", "Symbol", "ZapfDingbats",
}


def reader(data: bytes) -> PdfReader:
    return PdfReader(io.BytesIO(data))


def page_sizes(data: bytes) -> list[tuple[float, float]]:
    return [(float(p.mediabox.width), float(p.mediabox.height)) for p in reader(data).pages]


@dataclass(frozen=True)
class FontInfo:
    base_font: str
    subtype: str
    embedded: bool


def _fonts_in(resources, seen: set[int], out: list[FontInfo]) -> None:
    if resources is None:
        return
    resources = resources.get_object()
    fonts = resources.get("/Font")
    if fonts is not None:
        for ref in fonts.get_object().values():
            font = ref.get_object()
            descendants = font.get("/DescendantFonts")
            descriptor = font.get("/FontDescriptor")
            if descriptor is None and descendants:
                descriptor = descendants[0].get_object().get("/FontDescriptor")
            embedded = False
            if descriptor is not None:
                d = descriptor.get_object()
                embedded = any(k in d for k in ("/FontFile", "/FontFile2", "/FontFile3"))
            out.append(FontInfo(str(font.get("/BaseFont")), str(font.get("/Subtype")), embedded))
    xobjects = resources.get("/XObject")
    if xobjects is not None:
        for ref in xobjects.get_object().values():
            key = ref.idnum if hasattr(ref, "idnum") else id(ref)
            if key in seen:
                continue
            seen.add(key)
            _fonts_in(ref.get_object().get("/Resources"), seen, out)


def fonts(data: bytes) -> list[FontInfo]:
    """Every font any page (or any form it draws) refers to."""
    out: list[FontInfo] = []
    seen: set[int] = set()
    for page in reader(data).pages:
        _fonts_in(page.get("/Resources"), seen, out)
    return out


def top_level_strokes(data: bytes, page_index: int) -> list[tuple[tuple[float, float],
                                                                  tuple[float, float], float]]:
    """Straight segments stroked with no transform in effect: ((x0, y0), (x1, y1), width)."""
    r = reader(data)
    page = r.pages[page_index]
    ops = ContentStream(page.get_contents(), r).operations
    ctm, width = Affine(), 1.0
    stack: list[tuple[Affine, float]] = []
    path: list[tuple[tuple[float, float], tuple[float, float]]] = []
    current = None
    result = []
    for operands, op in ops:
        if op == b"q":
            stack.append((ctm, width))
        elif op == b"Q":
            ctm, width = stack.pop()
        elif op == b"cm":
            ctm = Affine(*map(float, operands)).then(ctm)
        elif op == b"w":
            width = float(operands[0])
        elif op == b"m":
            current = (float(operands[0]), float(operands[1]))
        elif op == b"l":
            point = (float(operands[0]), float(operands[1]))
            if current is not None:
                path.append((current, point))
            current = point
        elif op in (b"S", b"s"):
            if ctm == Affine():
                result += [(a, b, width) for a, b in path]
            path, current = [], None
        elif op in (b"n", b"f", b"f*", b"B", b"B*", b"b", b"b*", b"W", b"W*"):
            if op not in (b"W", b"W*"):
                path, current = [], None
    return result


def text_center(data: bytes, page_index: int, text: str) -> tuple[float, float] | None:
    """Centre of the bounding box of the first occurrence of ``text`` on a page."""
    doc = pdfium.PdfDocument(data)
    textpage = doc[page_index].get_textpage()
    searcher = textpage.search(text, match_case=True)
    match = searcher.get_next()
    if match is None:
        return None
    index, count = match
    boxes = [textpage.get_charbox(i) for i in range(index, index + count)]
    left = min(b[0] for b in boxes)
    bottom = min(b[1] for b in boxes)
    right = max(b[2] for b in boxes)
    top = max(b[3] for b in boxes)
    return ((left + right) / 2, (bottom + top) / 2)


def page_text(data: bytes, page_index: int) -> str:
    doc = pdfium.PdfDocument(data)
    return doc[page_index].get_textpage().get_text_range()


def render_png(data: bytes, page_index: int, dpi: float):
    doc = pdfium.PdfDocument(data)
    return doc[page_index].render(scale=dpi / 72).to_pil()

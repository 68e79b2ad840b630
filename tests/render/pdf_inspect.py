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


def _text_runs(ops, resources, ctm: Affine, reader_: PdfReader, seen: tuple[int, ...],
               out: list[tuple[float, int]], parsed: dict) -> None:
    """(printed size, glyph count) of every string shown by ``ops``: the font size times
    the vertical scale of the text matrix and every transform in force (page and forms)."""
    stack: list[Affine] = []
    tm = line = Affine()
    size, leading, two_byte = 0.0, 0.0, False
    fonts = (resources or {}).get("/Font")
    fonts = fonts.get_object() if fonts is not None else {}
    xobjects = (resources or {}).get("/XObject")
    xobjects = xobjects.get_object() if xobjects is not None else {}

    def show(count: int) -> None:
        m = tm.then(ctm)
        out.append((size * (m.c ** 2 + m.d ** 2) ** 0.5, count))

    for operands, op in ops:
        if op == b"q":
            stack.append(ctm)
        elif op == b"Q":
            ctm = stack.pop()
        elif op == b"cm":
            ctm = Affine(*map(float, operands)).then(ctm)
        elif op == b"BT":
            tm = line = Affine()
        elif op == b"Tf":
            size = float(operands[1])
            font = fonts.get(operands[0])
            two_byte = font is not None and font.get_object().get("/Subtype") == "/Type0"
        elif op == b"TL":
            leading = float(operands[0])
        elif op == b"Tm":
            tm = line = Affine(*map(float, operands))
        elif op in (b"Td", b"TD"):
            if op == b"TD":
                leading = -float(operands[1])
            tm = line = Affine.translation(float(operands[0]), float(operands[1])).then(line)
        elif op in (b"T*", b"'", b'"'):
            tm = line = Affine.translation(0, -leading).then(line)
        if op in (b"Tj", b"'", b'"'):
            raw = operands[-1]
            show(len(bytes(raw.original_bytes if hasattr(raw, "original_bytes") else raw))
                 // (2 if two_byte else 1))
        elif op == b"TJ":
            count = sum(len(bytes(x.original_bytes if hasattr(x, "original_bytes") else x))
                        for x in operands[0] if not isinstance(x, int | float)
                        and not hasattr(x, "as_numeric"))
            show(count // (2 if two_byte else 1))
        elif op == b"Do":
            ref = xobjects.get(operands[0])
            if ref is None:
                continue
            form = ref.get_object()
            key = ref.idnum if hasattr(ref, "idnum") else id(form)
            if form.get("/Subtype") != "/Form" or key in seen:
                continue
            matrix = Affine(*map(float, form.get("/Matrix", [1, 0, 0, 1, 0, 0])))
            if key not in parsed:  # a card's art or a board is one form shown many times
                parsed[key] = ContentStream(form, reader_).operations
            _text_runs(parsed[key], form.get("/Resources"), matrix.then(ctm), reader_,
                       (*seen, key), out, parsed)


def printed_sizes(data: bytes, pages: range | None = None) -> list[tuple[float, int]]:
    """(printed size in pt, glyphs) of every text run on the pages (all by default),
    forms included."""
    r = reader(data)
    out: list[tuple[float, int]] = []
    parsed: dict = {}
    for index in pages if pages is not None else range(len(r.pages)):
        page = r.pages[index]
        resources = page.get("/Resources")
        _text_runs(ContentStream(page.get_contents(), r).operations,
                   resources.get_object() if resources is not None else None, Affine(), r,
                   (), out, parsed)
    return out

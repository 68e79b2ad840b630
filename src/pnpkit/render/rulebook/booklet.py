"""Saddle-stitch imposition: A5 pages two-up on A4 landscape sheets, ordered for folding.

Pages are padded with blanks to a multiple of 4.  Sheet side ``k`` carries the pair
``order[2k], order[2k+1]`` (left, right): for 8 pages the fronts and backs read
8|1, 2|7, 6|3, 4|5 — print double-sided (flip on the short edge), fold the stack in
the middle and staple the fold.
"""

from __future__ import annotations

import io


def booklet_order(pages: int) -> list[int | None]:
    """1-based page numbers (None = blank) in imposition order, two per sheet side."""
    total = -(-pages // 4) * 4
    order: list[int | None] = []
    for k in range(total // 2):
        if k % 2 == 0:
            left, right = total - k, k + 1
        else:
            left, right = k + 1, total - k
        order += [left if left <= pages else None, right if right <= pages else None]
    return order


def impose_booklet(pdf: bytes, sheet: tuple[float, float]) -> tuple[bytes, int]:
    """Impose the pages of ``pdf`` (A5 portrait) two-up on ``sheet`` (landscape size);
    returns the new PDF bytes and the number of sheet sides."""
    from pypdf import PdfReader, PdfWriter, Transformation

    reader = PdfReader(io.BytesIO(pdf))
    n = len(reader.pages)
    sheet_w, sheet_h = max(sheet), min(sheet)
    writer = PdfWriter()
    order = booklet_order(n)
    for side in range(0, len(order), 2):
        out = writer.add_blank_page(sheet_w, sheet_h)
        for slot, number in enumerate(order[side:side + 2]):
            if number is None:
                continue
            page = reader.pages[number - 1]
            w, h = float(page.mediabox.width), float(page.mediabox.height)
            scale = min((sheet_w / 2) / w, sheet_h / h)
            dx = slot * sheet_w / 2 + (sheet_w / 2 - w * scale) / 2
            dy = (sheet_h - h * scale) / 2
            out.merge_transformed_page(page, Transformation().scale(scale).translate(dx, dy))
    writer.add_metadata({k: v for k, v in (reader.metadata or {}).items()})
    writer.compress_identical_objects()
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue(), len(order) // 2

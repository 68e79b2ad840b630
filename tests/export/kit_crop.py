"""Cutting a card out of a kit's deck page and comparing it with an exported card."""

from __future__ import annotations

from PIL import Image, ImageChops, ImageFilter

DPI = 150


def kit_card(pdf: bytes, page: int, slot, dpi: int = DPI) -> Image.Image:
    """The card in ``slot`` of page ``page`` as the printer sees it, turned upright.  The
    page is rendered whole and the trim rectangle resampled from its exact (fractional)
    pixel position, so the kit's card and an exported one line up."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf)
    try:
        sheet = document[page]
        height = sheet.get_height()
        scale = dpi / 72
        whole = sheet.render(scale=scale).to_pil().convert("RGB")
    finally:
        document.close()
    trim = slot.trim
    left, top = trim.x * scale, (height - trim.y - trim.height) * scale
    size = (round(trim.width * scale), round(trim.height * scale))
    image = whole.transform(size, Image.Transform.AFFINE, (1, 0, left, 0, 1, top),
                            resample=Image.Resampling.BILINEAR)
    turn = slot.transform
    if (turn.a, turn.b) == (0, 1):  # laid a quarter-turn counter-clockwise (top to the left)
        image = image.rotate(-90, expand=True)
    elif (turn.a, turn.b) == (0, -1):
        image = image.rotate(90, expand=True)
    elif (turn.a, turn.b) == (-1, 0):
        image = image.rotate(180)
    return image


def _share_differing(a: Image.Image, b: Image.Image) -> float:
    histogram = ImageChops.difference(a, b).histogram()
    return sum(histogram[40:]) / (a.width * a.height)


def assert_same_card(kit: Image.Image, exported: Image.Image) -> None:
    """Equal up to anti-aliasing: the kit's card sits at a fraction of a pixel on its
    page, so the best of the whole-pixel shifts within one pixel is taken; after a
    one-pixel blur, fewer than 0.5 % of pixels may differ by more than 40 of 255 in grey."""
    assert abs(kit.width - exported.width) <= 1 and abs(kit.height - exported.height) <= 1
    size = (min(kit.width, exported.width) - 2, min(kit.height, exported.height) - 2)
    blur = ImageFilter.GaussianBlur(1)
    a = kit.crop((1, 1, 1 + size[0], 1 + size[1])).convert("L").filter(blur)
    share = min(
        _share_differing(a, exported.crop((x, y, x + size[0], y + size[1])).convert("L")
                         .filter(blur))
        for x in (0, 1, 2) for y in (0, 1, 2))
    assert share < 0.005, f"{share:.2%} of pixels differ"

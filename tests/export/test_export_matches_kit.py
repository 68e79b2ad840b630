"""An exported card is the kit's card: the deck PDF's page is rendered, the card's trim
rectangle (from the layout the deck used) cut out and turned upright, and compared with
`pnpkit export --to png --no-bleed` of the same card at the same resolution."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageFilter
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

DPI = 150
DEMO = Path(__file__).resolve().parents[1] / "fixtures" / "demo"
runner = CliRunner()


def kit_card(pdf: bytes, page: int, slot, dpi: int = DPI) -> Image.Image:
    """The card in ``slot`` of page ``page`` as the printer sees it, turned upright."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf)
    try:
        sheet = document[page]
        width, height = sheet.get_size()
        trim = slot.trim
        crop = (trim.x, trim.y, width - trim.x - trim.width, height - trim.y - trim.height)
        image = sheet.render(scale=dpi / 72, crop=crop).to_pil().convert("RGB")
    finally:
        document.close()
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


def _kit_deck(tmp_path: Path, game: str, deck_id: str, *extra: str) -> tuple[bytes, object]:
    """The deck PDF `pnpkit build` writes and the layout of its pages."""
    from pnpkit.layout.paper import A4, POKER
    from pnpkit.layout.sheets import card_grid
    from pnpkit.render.standard_kit import bleed_for

    out = tmp_path / "kit"
    result = runner.invoke(get_app(), ["build", game, "--only", deck_id, "--out", str(out),
                                       *extra])
    assert result.exit_code == 0, result.output
    found = sorted(out.rglob(f"{deck_id}.pdf"))
    assert len(found) == 1
    return found[0].read_bytes(), card_grid(A4, POKER, bleed_for(A4, POKER))


def _exported_first(tmp_path: Path, game: str, deck_id: str, *extra: str) -> Image.Image:
    out = tmp_path / "export"
    result = runner.invoke(get_app(), ["export", game, "--to", "png", "--dpi", str(DPI),
                                       "--no-bleed", "--only", deck_id, "--limit", "2",
                                       "--out", str(out), *extra])
    assert result.exit_code == 0, result.output
    found = sorted(out.rglob(f"png/{deck_id}/001-front.png"))
    assert len(found) == 1
    return Image.open(found[0]).convert("RGB")


def test_a_data_only_card_exports_as_the_kit_prints_it(tmp_path):
    pdf, sheet = _kit_deck(tmp_path, str(DEMO), "adventure-deck")
    assert_same_card(kit_card(pdf, 0, sheet.slots[0]),
                     _exported_first(tmp_path, str(DEMO), "adventure-deck"))


def test_the_crop_sees_the_right_card(tmp_path):
    """The second slot of the kit's page is not the first exported card: the comparison
    can fail."""
    pdf, sheet = _kit_deck(tmp_path, str(DEMO), "adventure-deck")
    with pytest.raises(AssertionError, match="of pixels differ"):
        assert_same_card(kit_card(pdf, 0, sheet.slots[1]),
                         _exported_first(tmp_path, str(DEMO), "adventure-deck"))

"""The palette after the print shop's conversion keeps the contrast the kit checks.

Each colour of the kit's text pairs (tests/render/test_kit_contrast.py) is painted as a swatch and sent through the
same Ghostscript PDF/X conversion as `pnpkit export --to dtc`; the CMYK values
Ghostscript wrote are read back from the page and turned into sRGB through the same
profile (default_cmyk.icc), then measured again."""

from __future__ import annotations

import io
import shutil

import pytest

from pnpkit.render.contrast import AA_TEXT, contrast_ratio

pytestmark = pytest.mark.skipif(shutil.which("gs") is None,
                                reason="Ghostscript is not installed (.ci/run installs it)")


def _swatch_pdf(colours) -> bytes:
    from pnpkit.render.pdf import PdfBuilder

    pdf = PdfBuilder((20 * len(colours), 20), title="swatches")
    for i, rgb in enumerate(colours):
        pdf.canvas.setFillColorRGB(*rgb)
        pdf.canvas.rect(20 * i, 0, 20, 20, stroke=0, fill=1)
    pdf.canvas.setTrimBox((0, 0, 20 * len(colours), 20))
    pdf.canvas.setBleedBox((0, 0, 20 * len(colours), 20))
    pdf.show_page()
    return pdf.finish().data


def _cmyk_fills(pdf: bytes) -> list[tuple[float, ...]]:
    from pypdf import PdfReader
    from pypdf.generic import ContentStream

    reader = PdfReader(io.BytesIO(pdf))
    page = reader.pages[0]
    stream = ContentStream(page.get_contents(), reader)
    fills = []
    for operands, op in stream.operations:
        if op == b"k":
            fills.append(tuple(float(v) for v in operands))
        elif op == b"g":  # Ghostscript keeps a grey as DeviceGray (PDF/X-1a allows it)
            fills.append((0.0, 0.0, 0.0, 1.0 - float(operands[0])))
        elif op in (b"rg", b"sc", b"scn", b"cs"):
            raise AssertionError(f"a colour left outside CMYK/grey: {op!r} {operands}")
    return fills


def _to_srgb(cmyk: tuple[float, ...], profile) -> tuple[float, float, float]:
    from PIL import Image, ImageCms

    image = Image.new("CMYK", (1, 1), tuple(round(v * 255) for v in cmyk))
    transform = ImageCms.buildTransform(str(profile), ImageCms.createProfile("sRGB"), "CMYK",
                                        "RGB", renderingIntent=ImageCms.Intent.RELATIVE_COLORIMETRIC)
    r, g, b = ImageCms.applyTransform(image, transform).getpixel((0, 0))
    return r / 255, g / 255, b / 255


def kit_pairs() -> list[tuple[str, tuple, tuple, float]]:
    """(name, text, ground, minimum) for what tests/render/test_kit_contrast.py holds to
    4.5 : 1 (7 : 1 for ink on paper): the colour faces' pairs, the coins, every board cell
    title on its region's band in the shipped data, and the words on the Amber card backs."""
    from pnpkit.games.amber.kit.amber_backs import GOLD as BACK_GOLD
    from pnpkit.games.amber.kit.amber_backs import GROUNDS
    from pnpkit.paths import content_root
    from pnpkit.readers.game_reader import load_game
    from pnpkit.render.contrast import legible_pair
    from pnpkit.render.icons import COIN_INK, GOLD
    from pnpkit.render.palette import PAPER_WHITE, PARCHMENT, WORLDS, Palette, hex_rgb

    pal = Palette("color")
    pairs = [("ink on paper", pal.text(), PAPER_WHITE, 7.0),
             ("ink on parchment", pal.text(), PARCHMENT, 7.0),
             ("a coin's value on its gold", COIN_INK, GOLD, AA_TEXT)]
    for key in WORLDS:
        pairs += [(f"ink on the {key} tint", pal.text(), pal.light(key), AA_TEXT),
                  (f"{key} dark on parchment", pal.dark(key), pal.panel(), AA_TEXT),
                  (f"{key} dark on the {key} tint", pal.dark(key), pal.light(key), AA_TEXT),
                  (f"white on the {key} band", PAPER_WHITE, pal.dark(key), AA_TEXT)]
    for game_id in ("amber", "race"):
        for region in load_game(content_root() / game_id).game.regions:
            band, text = legible_pair(hex_rgb(region.colour))
            pairs.append((f"{game_id} {region.id} title", text, band, AA_TEXT))
    pairs += [(f"back words on {name}", BACK_GOLD, ground, AA_TEXT)
              for name, ground in GROUNDS.items()]
    return pairs


def test_the_rgb_pairs_meet_their_minimum():
    weak = [name for name, text, ground, least in kit_pairs()
            if contrast_ratio(text, ground) < least]
    assert not weak


def test_the_cmyk_palette_keeps_the_contrast_the_kit_checks():
    from pnpkit.export.pdfx import find_ghostscript, to_pdfx

    gs = find_ghostscript()
    pairs = kit_pairs()
    colours = list(dict.fromkeys(c for _, text, ground, _ in pairs for c in (text, ground)))
    fills = _cmyk_fills(to_pdfx(_swatch_pdf(colours), "swatches", gs))
    assert len(fills) == len(colours)  # one CMYK (or grey) fill a swatch, in order
    printed = {rgb: _to_srgb(cmyk, gs.profile) for rgb, cmyk in zip(colours, fills, strict=True)}
    ratios = [(name, contrast_ratio(printed[text], printed[ground]), least)
              for name, text, ground, least in pairs]
    weak = [f"{name}: {ratio:.2f} < {least}" for name, ratio, least in ratios if ratio < least]
    assert not weak, weak
    # and the conversion really happened: the RGB swatches came back as CMYK ink
    assert any(c[3] > 0.5 for c in fills) and any(c[0] > 0.3 for c in fills)

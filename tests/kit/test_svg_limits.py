"""An SVG picture is checked for what the drawing engine would choke on, by check as by
build: too many elements, a size no page holds, an embedded picture over the pixel
budget, a font named by a file (svglib would read it from anywhere; a FIFO hangs)."""

from __future__ import annotations

import base64
import io
import os
import struct
import zlib

import pytest
from PIL import Image

from pnpkit.readers.images import MAX_SVG_ELEMENTS, ImageRefused, read_game_image

HEAD = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">'


def _png_claiming(width: int, height: int) -> bytes:
    """A PNG whose header claims ``width`` × ``height`` pixels (a few bytes on disk)."""
    out = io.BytesIO()
    Image.new("L", (1, 1)).save(out, format="PNG")
    data = bytearray(out.getvalue())
    ihdr = bytes(data[12:16]) + struct.pack(">II", width, height) + bytes(data[24:29])
    data[16:24] = struct.pack(">II", width, height)
    data[29:33] = struct.pack(">I", zlib.crc32(ihdr) & 0xFFFFFFFF)
    return bytes(data)


def _svg(body: str) -> bytes:
    return (HEAD + body + "</svg>").encode()


def _embedded(png: bytes) -> str:
    return f'<image width="5" height="5" xlink:href="data:image/png;base64,{base64.b64encode(png).decode()}"/>'


@pytest.mark.parametrize("body, message", [
    (_embedded(_png_claiming(30000, 30000)), r"embedded picture.*too many pixels"),
    ('<rect width="1" height="1"/>' * (MAX_SVG_ELEMENTS + 1), "more than 50000 elements"),
    ('<rect width="1e308" height="1"/>', 'width="1e308" is not a size a page can hold'),
    ('<rect width="1" height="inf"/>', 'height="inf" is not a size'),
    ('<path d="M0 0 L1e309 5"/>', "is not a size a page can hold"),
    ('<text font-family="/usr/share/fonts/truetype/dejavu/DejaVuSansMono">x</text>', "names a file"),
    ('<text style="font-size:3px;font-family:art/f">x</text>', "names a file"),
    ('<text font-family="f.ttf">x</text>', "names a file"),
    ('<style>text { font-family: ../../f }</style>', "names a file"),
    ('<image width="5" height="5" xlink:href="data:image/svg+xml;base64,PHN2Zy8+"/>', "not a base64 PNG or JPEG"),
])
def test_what_the_drawing_engine_would_choke_on_is_refused(tmp_path, body, message):
    (tmp_path / "art").mkdir()
    (tmp_path / "art" / "x.svg").write_bytes(_svg(body))
    with pytest.raises(ImageRefused, match=message):
        read_game_image(tmp_path, "art/x.svg")


def test_ordinary_svgs_pass(tmp_path):
    (tmp_path / "art").mkdir()
    body = ('<rect x="1" y="1" width="8" height="8" fill="#9e99ff" style="stroke:#1e3a5f"/>'
            '<text font-family="DejaVu Sans, sans-serif" font-size="3">x</text>'
            + _embedded(_png_claiming(1, 1)))
    (tmp_path / "art" / "x.svg").write_bytes(_svg(body))
    assert read_game_image(tmp_path, "art/x.svg").kind == "svg"


def test_svglib_never_reads_a_font_file(tmp_path, monkeypatch):
    """A font-family svglib does not know is set in the kit's sans: no file is tried
    (a FIFO there would hang), fontconfig is not asked."""
    from svglib.fonts import FontMap

    from pnpkit.render import fonts, surface

    fonts.register_fonts()
    fifo = tmp_path / "f.ttf"
    os.mkfifo(fifo)
    monkeypatch.chdir(tmp_path)

    original = FontMap.register_font

    def by_name_only(self, family, font_path=None, *args, **kwargs):
        if font_path is not None:
            raise AssertionError(f"svglib looked for the font file {font_path}")
        return original(self, family, font_path, *args, **kwargs)

    def refuse(*args, **kwargs):
        raise AssertionError("svglib asked fontconfig")

    monkeypatch.setattr(FontMap, "register_font", by_name_only)
    monkeypatch.setattr(FontMap, "use_fontconfig", refuse)
    data = _svg(f'<text x="1" y="5" font-family="{tmp_path}/f">x</text><text font-family="f">y</text>')
    _, drawing = surface._svg_drawing(data)
    assert drawing is not None

"""Pictures of a game (PNG, JPEG, SVG) for cards and boards, read only from inside the
game folder.

A path is relative to the game folder; after resolving it (symbolic links followed) it
must still lie inside the folder, so neither ``../`` nor a link can reach other files.
An SVG may not refer to other files or entities (an ``href`` other than ``#id`` or a
``data:`` URI, a DOCTYPE, a CSS ``@import``): it is drawn on its own, and it must be
well-formed XML whose root is an ``svg`` element.  A PNG or JPEG is decoded once here,
so a damaged or cut-short file, or one that would unpack to more than
``MAX_IMAGE_PIXELS`` (a "decompression bomb": a few kB that expand to gigabytes), is
refused when it is read, by ``check`` as by ``build``.  Every refusal is an
:class:`ImageRefused` naming the file and what to do.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path, PurePosixPath

MAX_IMAGE_BYTES = 16 * 1024 * 1024
#: 50 megapixels: an A2 poster at 300 dpi is 35; a card at 600 dpi is 3
MAX_IMAGE_PIXELS = 50_000_000
KINDS = {".png": "png", ".jpg": "jpeg", ".jpeg": "jpeg", ".svg": "svg"}
_MAGIC = {"png": (b"\x89PNG\r\n\x1a\n",), "jpeg": (b"\xff\xd8\xff",)}
_SVG_HREF = re.compile(rb"""href\s*=\s*["']\s*([^"'\s]*)""", re.IGNORECASE)
_SVG_FORBIDDEN = re.compile(rb"<!DOCTYPE|<!ENTITY|@import", re.IGNORECASE)
#: the elements of one SVG picture (the game-icons have a handful, a detailed map some thousands)
MAX_SVG_ELEMENTS = 50_000
#: the largest number an SVG attribute may hold (a millimetre-sized page in user units)
MAX_SVG_NUMBER = 1e7
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|\b(?:inf(?:inity)?|nan)\b", re.IGNORECASE)
#: the attributes that hold sizes and places (a colour's "#9e99ff" is no number)
_GEOMETRY = frozenset({"width", "height", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx",
                       "ry", "viewBox", "d", "points", "transform", "font-size", "stroke-width",
                       "dx", "dy", "fx", "fy"})
#: a font-family holding a path or a font file's name (svglib would read that file)
_FONT_FILE = re.compile(r"font-family\s*:[^;]*[/\\]|font-family\s*:[^;]*\.(?:ttf|otf|pfb|afm)|^[^:;]*[/\\]"
                        r"|^[^:;]*\.(?:ttf|otf|pfb|afm)\s*$", re.IGNORECASE)


class ImageRefused(ValueError):
    """A picture that cannot be used; the message names the file."""


@dataclass(frozen=True)
class ImageFile:
    path: str  # as written in the data, relative to the game folder
    kind: str  # "png" | "jpeg" | "svg"
    data: bytes


def _inside(folder: Path, rel: str) -> Path:
    if re.match(r"^[A-Za-z][A-Za-z0-9+.-]+:/", rel):  # https://…, file:///… (not C:/)
        raise ImageRefused(f"image '{rel}': an address, not a file of the game; save the "
                           "picture in the game folder and give its path, such as 'art/wolf.png'")
    pure = PurePosixPath(rel.replace("\\", "/"))
    if pure.is_absolute() or ".." in pure.parts or rel[1:3] in (":/", ":\\"):
        raise ImageRefused(f"image '{rel}': the path leaves the game folder; "
                           "use a path inside it, without '..'")
    if "\0" in rel:
        raise ImageRefused(f"image {rel!r}: the path holds a NUL byte; remove it")
    root = folder.resolve()
    try:
        target = (folder / pure).resolve()
    except RuntimeError:  # Python 3.11's resolve() on a link loop
        raise ImageRefused(f"image '{rel}': the link leads round in a loop; "
                           "replace it by the picture itself") from None
    if not target.is_relative_to(root):
        raise ImageRefused(f"image '{rel}': it links to a place outside the game folder; "
                           "copy the picture into the game folder")
    return target


def read_game_image(folder: Path | str, rel: str) -> ImageFile:
    """The picture ``rel`` of the game in ``folder``, checked (see the module doc); read
    again once the file changed (a long-running preview sees the picture as saved)."""
    root = str(Path(folder).resolve())
    try:
        info = os.stat(os.path.join(root, rel))
        stamp = (info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_ino)
    except (OSError, ValueError):  # no such file, a NUL in the name: _read says which
        stamp = None
    return _read(root, rel, stamp)


@lru_cache(maxsize=256)
def _read(folder: str, rel: str, stamp: tuple | None) -> ImageFile:
    """The checked picture; ``stamp`` (the file's size, times and inode) keys the cache."""
    target = _inside(Path(folder), rel)
    kind = KINDS.get(target.suffix.lower())
    if kind is None:
        raise ImageRefused(f"image '{rel}': {target.suffix or 'no suffix'} is not a picture "
                           "pnpkit draws (PNG, JPEG or SVG)")
    from pnpkit.readers.safe_files import UnsafeFile, checked, read_bytes

    try:
        size = checked(target, None, folder).st_size  # lstat first: a FIFO is never opened
        if size > MAX_IMAGE_BYTES:
            raise ImageRefused(f"image '{rel}': {size // (1024 * 1024)} MiB; at most "
                               f"{MAX_IMAGE_BYTES // (1024 * 1024)} MiB per picture")
        data = read_bytes(target, MAX_IMAGE_BYTES, folder)
    except UnsafeFile as exc:
        raise ImageRefused(f"image '{rel}': {exc.reason}") from None
    except FileNotFoundError:
        raise ImageRefused(f"image '{rel}': no such file in the game folder") from None
    except OSError as exc:
        raise ImageRefused(f"image '{rel}': cannot read the file: {exc.strerror or exc}") from None
    if kind == "svg":
        _check_svg(rel, data)
    elif not data.startswith(_MAGIC[kind]):
        raise ImageRefused(f"image '{rel}': the file is not a {kind.upper()} picture")
    else:
        _check_raster(rel, kind, data)
    return ImageFile(rel, kind, data)


def _check_raster(rel: str, kind: str, data: bytes) -> None:
    """The picture's size from its header (bounded before anything is unpacked), then
    every pixel decoded: a file cut short or damaged is refused here, not in the PDF
    engine half-way through a build."""
    import io
    import warnings

    from PIL import Image

    what = kind.upper()
    too_big = (f"at most {MAX_IMAGE_PIXELS // 1_000_000} megapixels per picture (scale it "
               "down: 300 dpi at the printed size is enough)")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # Pillow's own bomb warning: bounded below
            with Image.open(io.BytesIO(data), formats=[what]) as picture:
                width, height = picture.size
                if width * height > MAX_IMAGE_PIXELS:
                    raise ImageRefused(f"image '{rel}': {width} × {height} pixels; {too_big}")
                if not width or not height:
                    raise ImageRefused(f"image '{rel}': the {what} picture has no pixels")
                picture.load()
    except ImageRefused:
        raise
    except Image.DecompressionBombError:  # Pillow's own bound, far above ours
        raise ImageRefused(f"image '{rel}': far too many pixels; {too_big}") from None
    except (OSError, SyntaxError, ValueError, EOFError) as exc:
        reason = str(exc).strip() or type(exc).__name__
        raise ImageRefused(f"image '{rel}': the {what} picture is damaged or cut short "
                           f"({reason}); export it again from your drawing program") from None


def _check_svg(rel: str, data: bytes) -> None:
    if _SVG_FORBIDDEN.search(data):
        raise ImageRefused(f"image '{rel}': the SVG has a DOCTYPE, entities or @import; "
                           "save it as plain SVG")
    for match in _SVG_HREF.finditer(data):
        target = match.group(1)
        if not (target.startswith(b"#") or target.startswith(b"data:")):
            raise ImageRefused(f"image '{rel}': the SVG refers to another file "
                               f"({target.decode('utf-8', 'replace')}); embed it instead")
    # well-formed, and an SVG document: no DOCTYPE or entity is left to expand (above)
    import xml.etree.ElementTree as ElementTree

    try:
        root = ElementTree.fromstring(data)
    except ElementTree.ParseError as exc:
        raise ImageRefused(f"image '{rel}': the SVG is not well-formed XML ({exc}); "
                           "save it again from your drawing program") from None
    if root.tag.rsplit("}", 1)[-1] != "svg":
        raise ImageRefused(f"image '{rel}': the file is not an SVG picture (its root "
                           f"element is <{root.tag.rsplit('}', 1)[-1]}>, not <svg>)")
    _check_svg_content(rel, root)


def _check_svg_content(rel: str, root) -> None:
    """What the drawing engine would choke on, refused by check as by build: too many
    elements (300,000 took 52 s), a number no page can hold (``width="1e308"``), an
    embedded picture beyond the pixel budget, a font named by a file path."""
    count = 0
    for element in root.iter():
        count += 1
        if count > MAX_SVG_ELEMENTS:
            raise ImageRefused(f"image '{rel}': the SVG has more than {MAX_SVG_ELEMENTS} elements; "
                               "simplify it (merge paths) or save it as a PNG")
        for name, value in element.attrib.items():
            name = name.rsplit("}", 1)[-1]
            if name == "href" and value.lstrip().startswith("data:"):
                _check_embedded(rel, value)
            elif name in ("font-family", "style") and _FONT_FILE.search(value):
                raise ImageRefused(f"image '{rel}': a font-family names a file ({value.strip()[:60]}); "
                                   "name a font, such as sans-serif, or turn the text into paths")
            elif name in _GEOMETRY:
                for number in _NUMBER.findall(value):
                    if not abs(float(number)) <= MAX_SVG_NUMBER:  # also inf and nan
                        raise ImageRefused(f"image '{rel}': {name}=\"{value.strip()[:40]}\" is not a "
                                           "size a page can hold; save the picture again")
        if element.tag.rsplit("}", 1)[-1] == "style" and element.text and _FONT_FILE.search(element.text):
            raise ImageRefused(f"image '{rel}': a font-family names a file; name a font, such as "
                               "sans-serif, or turn the text into paths")


def _check_embedded(rel: str, uri: str) -> None:
    """A ``data:`` picture inside an SVG, checked as a picture file is."""
    import base64
    import binascii

    head, _, payload = uri.strip().partition(",")
    kind = {"image/png": "png", "image/jpeg": "jpeg", "image/jpg": "jpeg"}.get(
        head[5:].split(";")[0].strip().lower())
    if kind is None or ";base64" not in head.lower():
        raise ImageRefused(f"image '{rel}': an embedded picture that is not a base64 PNG or JPEG "
                           f"({head[:40]}); embed a PNG or JPEG")
    try:
        data = base64.b64decode(payload, validate=False)
    except (binascii.Error, ValueError):
        raise ImageRefused(f"image '{rel}': an embedded picture is not valid base64; "
                           "save the SVG again") from None
    if not data.startswith(_MAGIC[kind]):
        raise ImageRefused(f"image '{rel}': an embedded picture is not a {kind.upper()} picture")
    _check_raster(f"{rel} (embedded picture)", kind, data)

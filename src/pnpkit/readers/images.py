"""Pictures of a game (PNG, JPEG, SVG) for cards and boards, read only from inside the
game folder.

A path is relative to the game folder; after resolving it (symbolic links followed) it
must still lie inside the folder, so neither ``../`` nor a link can reach other files.
An SVG may not refer to other files or entities (an ``href`` other than ``#id`` or a
``data:`` URI, a DOCTYPE, a CSS ``@import``): it is drawn on its own.  Every refusal is
an :class:`ImageRefused` naming the file and what to do.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path, PurePosixPath

MAX_IMAGE_BYTES = 16 * 1024 * 1024
KINDS = {".png": "png", ".jpg": "jpeg", ".jpeg": "jpeg", ".svg": "svg"}
_MAGIC = {"png": (b"\x89PNG\r\n\x1a\n",), "jpeg": (b"\xff\xd8\xff",)}
_SVG_HREF = re.compile(rb"""href\s*=\s*["']\s*([^"'\s]*)""", re.IGNORECASE)
_SVG_FORBIDDEN = re.compile(rb"<!DOCTYPE|<!ENTITY|@import", re.IGNORECASE)


class ImageRefused(ValueError):
    """A picture that cannot be used; the message names the file."""


@dataclass(frozen=True)
class ImageFile:
    path: str  # as written in the data, relative to the game folder
    kind: str  # "png" | "jpeg" | "svg"
    data: bytes


def _inside(folder: Path, rel: str) -> Path:
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
    """The picture ``rel`` of the game in ``folder``, checked (see the module doc)."""
    return _read(str(Path(folder).resolve()), rel)


@lru_cache(maxsize=256)
def _read(folder: str, rel: str) -> ImageFile:
    target = _inside(Path(folder), rel)
    kind = KINDS.get(target.suffix.lower())
    if kind is None:
        raise ImageRefused(f"image '{rel}': {target.suffix or 'no suffix'} is not a picture "
                           "pnpkit draws (PNG, JPEG or SVG)")
    if not target.is_file():
        raise ImageRefused(f"image '{rel}': no such file in the game folder")
    size = target.stat().st_size
    if size > MAX_IMAGE_BYTES:
        raise ImageRefused(f"image '{rel}': {size // (1024 * 1024)} MiB; at most "
                           f"{MAX_IMAGE_BYTES // (1024 * 1024)} MiB per picture")
    data = target.read_bytes()
    if kind == "svg":
        _check_svg(rel, data)
    elif not data.startswith(_MAGIC[kind]):
        raise ImageRefused(f"image '{rel}': the file is not a {kind.upper()} picture")
    return ImageFile(rel, kind, data)


def _check_svg(rel: str, data: bytes) -> None:
    if _SVG_FORBIDDEN.search(data):
        raise ImageRefused(f"image '{rel}': the SVG has a DOCTYPE, entities or @import; "
                           "save it as plain SVG")
    for match in _SVG_HREF.finditer(data):
        target = match.group(1)
        if not (target.startswith(b"#") or target.startswith(b"data:")):
            raise ImageRefused(f"image '{rel}': the SVG refers to another file "
                               f"({target.decode('utf-8', 'replace')}); embed it instead")

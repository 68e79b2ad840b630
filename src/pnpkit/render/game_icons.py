"""Pictures from the game-icons set (CC BY 3.0, see pnpkit/art/game-icons/LICENSE.md):
the ones the games' data name (``picture: game-icons:NAME``), vendored as SVG path bodies
by tools/vendor_icons.py, drawn in one colour as vector art.

Each picture becomes a small SVG document and goes through Surface.image, which draws
it with svglib as a form (once per document and colour), so PDFs stay small and the
SVG board export keeps it vector.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from pnpkit.model.schema import ICON_PREFIX
from pnpkit.readers.images import ImageFile, ImageRefused, read_game_image
from pnpkit.render.surface import RGB, Surface, rgb_hex

ICONS_FILE = Path(__file__).resolve().parent.parent / "art" / "game-icons" / "icons.json"


@cache
def _set() -> dict:
    return json.loads(ICONS_FILE.read_text(encoding="utf-8"))


def icon_names() -> tuple[str, ...]:
    return tuple(sorted(_set()["icons"]))


#: the colour an icon is first written in; every other colour is a recolouring of it
_BASE_COLOUR = "#010203"


def icon_name(ref: str) -> str:
    """The set's name in a data reference (``game-icons:NAME``) or a bare name."""
    return ref.removeprefix(ICON_PREFIX)


def has_icon(ref: str) -> bool:
    return icon_name(ref) in _set()["icons"]


@cache
def _icon_svg(name: str) -> bytes:
    data = _set()
    try:
        body = data["icons"][icon_name(name)]
    except KeyError:
        raise ValueError(f"no picture {name!r} among the vendored game-icons") from None
    w, h = data["width"], data["height"]
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
           f'viewBox="0 0 {w} {h}">{body.replace("currentColor", _BASE_COLOUR)}</svg>')
    return svg.encode("utf-8")


@cache
def icon_picture(name: str, colour: RGB) -> ImageFile:
    """The picture ``name`` as a one-colour SVG document."""
    data = _icon_svg(name).replace(_BASE_COLOUR.encode("ascii"), rgb_hex(colour).encode("ascii"))
    return ImageFile(f"game-icons/{icon_name(name)}.svg", "svg", data)


def picture_file(folder: Path | None, ref: str, colour: RGB) -> ImageFile:
    """What a ``picture:`` names: a game-icons picture in ``colour``, or a file of the game
    in ``folder`` (read with its checks); ImageRefused when there is none such."""
    if ref.startswith(ICON_PREFIX):
        if not has_icon(ref):
            from pnpkit.model.diagnostics import did_you_mean

            close = did_you_mean(icon_name(ref), icon_names())
            raise ImageRefused(f"picture '{ref}': the game-icons pictures bundled with pnpkit "
                               f"have no '{icon_name(ref)}'; "
                               + (close or "tools/vendor_icons.py adds the ones a game names"))
        return icon_picture(ref, tuple(colour))
    if folder is None:
        raise ImageRefused(f"picture '{ref}': no game folder to read it from")
    return read_game_image(folder, ref)


def draw_icon(s: Surface, name: str, x: float, y: float, w: float, h: float,
              colour: RGB) -> None:
    """The picture fitted (square, centred) into the box at (x, y)."""
    s.image(x, y, w, h, icon_picture(name, tuple(colour)))

"""Card layouts as data, in the spirit of squib's layout files: named boxes on a card,
each showing one thing (a card field, a stat with its icon, every stat, an image, a text
template), with its font, size range, alignment and colours.

A layout may ``extends:`` another (a built-in one or one of the game's): boxes merge by
name, key by key; a box that names what it shows replaces the inherited content; a box
with ``hidden: true`` is dropped.  Lengths are millimetres (``12`` or ``"12mm"``) or a
share of the card (``"50%"``), measured from the card's top-left corner.

Pure: plain data in, a :class:`CardLayout` (points, reportlab's bottom-left origin) out.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pnpkit.layout.geometry import Rect
from pnpkit.layout.paper import CARD_SIZES, CardSize
from pnpkit.layout.typefaces import (
    SANS,
    SANS_BOLD,
    SANS_CONDENSED,
    SANS_CONDENSED_BOLD,
    SANS_OBLIQUE,
    SERIF,
    SERIF_BOLD,
    SERIF_ITALIC,
)
from pnpkit.layout.units import mm

FONTS = {
    "sans": SANS, "sans-bold": SANS_BOLD, "sans-oblique": SANS_OBLIQUE,
    "sans-condensed": SANS_CONDENSED, "sans-condensed-bold": SANS_CONDENSED_BOLD,
    "serif": SERIF, "serif-bold": SERIF_BOLD, "serif-italic": SERIF_ITALIC,
}
CONTENTS = ("field", "stat", "stats", "image", "template")
#: colours of card kinds a layout does not name, in the order kinds first appear
KIND_PALETTE = ("#8e2b2b", "#2b4f8e", "#2e7a3c", "#8a5a12", "#5d3a8a", "#1f6f73", "#7a2d5e",
                "#4a4a4a")
DEFAULT_COLOUR = "#4a4a4a"


class LayoutError(ValueError):
    """A layout that cannot be used; the message says which layout and box."""


def _face(band: float, title: tuple[float, float], art: tuple[float, float],
          stats: tuple[float, float], text: tuple[float, float],
          sizes: tuple[list[float], list[float], list[float]]) -> dict[str, Any]:
    """A built-in face in shares of the card: a band in the kind's colour holding the
    number and the title, a picture window, the stats row and the text.  ``title``,
    ``art``, ``stats`` and ``text`` are (top, height) in % of the card's height;
    ``sizes`` the (number, title, text) font size ranges."""
    number_size, title_size, text_size = sizes

    def pc(value: float) -> str:
        return f"{value:g}%"

    return {
        "background": "#ffffff",
        "border": "kind",
        "boxes": {
            "band": {"x": "0%", "y": "0%", "w": "100%", "h": pc(band), "template": "",
                     "fill": "kind"},
            "number": {"x": "7%", "y": "3%", "w": "40%", "h": pc(title[0] - 3),
                       "template": "№{{ card.number }}", "font": "sans-bold",
                       "size": number_size, "colour": "#ffffff", "lines": 1},
            "title": {"x": "7%", "y": pc(title[0]), "w": "86%", "h": pc(title[1]),
                      "field": "name", "font": "serif-bold", "size": title_size,
                      "align": "center", "valign": "middle", "colour": "#ffffff", "lines": 2},
            "art": {"x": "7%", "y": pc(art[0]), "w": "86%", "h": pc(art[1]),
                    "image": "{{ card.picture or card.image }}"},
            "stats": {"x": "7%", "y": pc(stats[0]), "w": "86%", "h": pc(stats[1]),
                      "stats": "all", "font": "sans-bold", "size": [6, 10]},
            "text": {"x": "7%", "y": pc(text[0]), "w": "86%", "h": pc(text[1]), "field": "text",
                     "font": "sans", "size": text_size, "colour": "#1e1e1e"},
        },
    }


def _back() -> dict[str, Any]:
    return {
        "background": "kind",
        "border": "none",
        "boxes": {
            "frame": {"x": "6%", "y": "5%", "w": "88%", "h": "90%", "template": "",
                      "stroke": "#ffffff", "radius": 2},
            "title": {"x": "10%", "y": "38%", "w": "80%", "h": "24%",
                      "template": "{{ deck.name }}", "font": "serif-bold", "size": [8, 16],
                      "align": "center", "valign": "middle", "colour": "#ffffff", "lines": 3},
        },
    }


#: a good card for each common size, for a game that names no layout
_PORTRAIT = _face(18, (7, 10), (21, 32), (55, 8), (64, 31), ([5, 7], [6.5, 12], [5.5, 9]))
BUILTIN_LAYOUTS: dict[str, dict[str, Any]] = {
    "poker": {"size": "poker", **_PORTRAIT, "back": _back()},
    "bridge": {"size": "bridge", **_PORTRAIT, "back": _back()},
    "tarot": {"size": "tarot", **_face(15, (5.5, 8.5), (17, 38), (57, 6), (64, 31),
                                       ([5.5, 8], [7, 14], [6, 10])), "back": _back()},
    "mini": {"size": "mini", **_face(22, (7.5, 13.5), (24, 24), (50, 9), (60, 35),
                                     ([4.5, 6], [5.5, 10], [4.5, 7.5])), "back": _back()},
    "square": {"size": "square", **_face(22, (7.5, 13.5), (25, 21), (48, 10), (60, 35),
                                         ([4.5, 6.5], [6, 11], [5, 8.5])), "back": _back()},
}


@dataclass(frozen=True)
class LayoutBox:
    name: str
    rect: Rect  # points, card coordinates with the origin at the trim's bottom-left
    shows: str  # one of CONTENTS
    what: Any  # the field name, stat name, "all"/names, image or text template
    font: str = SANS
    max_size: float = 9.0
    min_size: float = 6.0
    max_lines: int | None = None
    align: str = "left"
    valign: str = "top"
    colour: str = "#1e1e1e"
    fill: str = "none"
    stroke: str = "none"
    radius: float = 0.0  # points


@dataclass(frozen=True)
class LayoutFace:
    background: str
    border: str
    boxes: tuple[LayoutBox, ...]


@dataclass(frozen=True)
class CardLayout:
    name: str
    size: CardSize
    colours: Mapping[str, str]
    front: LayoutFace
    back: LayoutFace


def _merge_boxes(base: Mapping[str, Any], over: Mapping[str, Any]) -> dict[str, Any]:
    out = {name: dict(box) for name, box in base.items()}
    for name, box in over.items():
        merged = dict(out.get(name, {}))
        if any(key in box for key in CONTENTS):
            for key in CONTENTS:
                merged.pop(key, None)
        merged.update(box)
        out[name] = merged
    return out


def _merge_face(base: Mapping[str, Any], over: Mapping[str, Any]) -> dict[str, Any]:
    out = {**base, **{k: v for k, v in over.items() if k != "boxes"}}
    out["boxes"] = _merge_boxes(base.get("boxes", {}), over.get("boxes", {}))
    return out


def merged_layout(name: str, layouts: Mapping[str, Mapping[str, Any]]) -> dict[str, Any]:
    """``name``'s layout with its ``extends:`` chain applied (the game's layouts first,
    then the built-in ones; a game layout extending its own name means the built-in
    one); LayoutError for unknown names and cycles."""
    chain: list[Mapping[str, Any]] = []
    seen: list[tuple[str, bool]] = []
    current, in_game = name, True
    while True:
        game_layout = in_game and current in layouts
        if (current, game_layout) in seen:
            path = " → ".join([n for n, _ in seen] + [current])
            raise LayoutError(f"layout '{name}': 'extends' goes round in a circle ({path})")
        seen.append((current, game_layout))
        data = layouts[current] if game_layout else BUILTIN_LAYOUTS.get(current)
        if data is None:
            known = ", ".join(sorted({*layouts, *BUILTIN_LAYOUTS}))
            raise LayoutError(f"layout '{name}': no layout named '{current}' (known: {known})")
        chain.append(data)
        parent = data.get("extends")
        if not parent:
            break
        in_game = parent != current
        current = parent
    out: dict[str, Any] = {}
    for data in reversed(chain):
        front = _merge_face({k: out[k] for k in ("background", "border", "boxes") if k in out},
                            {k: data[k] for k in ("background", "border", "boxes") if k in data})
        back = _merge_face(out.get("back", {}), data.get("back", {}))
        colours = {**out.get("colours", {}), **dict(data.get("colours", {}))}
        out = {**out, **{k: v for k, v in data.items() if k != "extends"}, **front,
               "back": back, "colours": colours}
    return out


def _length(value: Any, total: float, where: str) -> float:
    """A length in points: a number or "12mm" is millimetres, "50%" a share of ``total``."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return mm(float(value))
    text = str(value).strip()
    if text.endswith("%"):
        return total * float(text[:-1]) / 100.0
    if text.endswith("mm"):
        return mm(float(text[:-2]))
    raise LayoutError(f"{where}: '{value}' is not a length (12, \"12mm\" or \"50%\")")


def _box(name: str, data: Mapping[str, Any], size: CardSize, where: str) -> LayoutBox | None:
    if data.get("hidden"):
        return None
    here = f"{where} box '{name}'"
    shown = [key for key in CONTENTS if key in data]
    if len(shown) != 1:
        raise LayoutError(f"{here}: says what it shows with exactly one of "
                          f"{', '.join(CONTENTS)} (has {', '.join(shown) or 'none'})")
    missing = [k for k in ("x", "y", "w", "h") if k not in data]
    if missing:
        raise LayoutError(f"{here}: needs {', '.join(missing)} (x, y, w, h from the top-left)")
    x, top, w, h = (_length(data[key], total, here)
                    for key, total in zip("xywh", (size.width, size.height) * 2, strict=True))
    if w <= 0 or h <= 0:
        raise LayoutError(f"{here}: has no area (w and h must be above 0)")
    slack = 0.01
    if x + w > size.width + slack or top + h > size.height + slack:
        raise LayoutError(f"{here}: reaches past the card's edge "
                          f"({(x + w) / mm(1):.1f}×{(top + h) / mm(1):.1f} mm on a "
                          f"{size.width / mm(1):.1f}×{size.height / mm(1):.1f} mm card)")
    font_size = data.get("size", [6, 9])
    low, high = (font_size, font_size) if isinstance(font_size, (int, float)) else font_size
    if low > high:
        raise LayoutError(f"{here}: 'size: [{low:g}, {high:g}]' is [smallest, largest]: "
                          f"the smallest size is above the largest (write [{high:g}, {low:g}])")
    return LayoutBox(
        name=name, rect=Rect(x, size.height - top - h, w, h), shows=shown[0],
        what=data[shown[0]], font=FONTS[data.get("font", "sans")], max_size=float(high),
        min_size=float(low), max_lines=data.get("lines"), align=data.get("align", "left"),
        valign=data.get("valign", "top"), colour=data.get("colour", "#1e1e1e"),
        fill=data.get("fill", "none"), stroke=data.get("stroke", "none"),
        radius=mm(float(data.get("radius", 0))),
    )


def _face_of(data: Mapping[str, Any], size: CardSize, where: str) -> LayoutFace:
    boxes = tuple(b for name, box in data.get("boxes", {}).items()
                  if (b := _box(name, box, size, where)) is not None)
    return LayoutFace(data.get("background", "#ffffff"), data.get("border", "none"), boxes)


def card_layout(name: str, layouts: Mapping[str, Mapping[str, Any]] | None = None) -> CardLayout:
    """The resolved layout ``name`` (game layouts by name, else a built-in one)."""
    data = merged_layout(name, layouts or {})
    size_name = data.get("size", "poker")
    if size_name not in CARD_SIZES:
        raise LayoutError(f"layout '{name}': unknown card size '{size_name}'")
    size = CARD_SIZES[size_name]
    front = _face_of(data, size, f"layout '{name}'")
    back = _face_of(data.get("back", {}), size, f"layout '{name}' back")
    return CardLayout(name, size, dict(data.get("colours", {})), front, back)


def kind_colours(layout: CardLayout, kinds: list[str]) -> dict[str, str]:
    """The colour of each card kind: the layout's ``colours:``, else one from a fixed
    palette by the order kinds first appear (so a data-only deck is coloured by kind),
    skipping the palette's colours the layout already gives a kind (two kinds never
    share a colour by accident while the palette lasts)."""
    out: dict[str, str] = {}
    taken = {str(c).lower() for c in layout.colours.values()}
    free = [c for c in KIND_PALETTE if c not in taken] or list(KIND_PALETTE)
    spare = iter(free * (len(kinds) // len(free) + 1))
    for kind in dict.fromkeys(kinds):
        out[kind] = layout.colours.get(kind) or next(spare)
    out.setdefault("", layout.colours.get("default", DEFAULT_COLOUR))
    return out

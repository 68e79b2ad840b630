"""One small drawing interface with two back ends: a reportlab canvas (PDF) and an
svgwrite drawing (SVG).  Boards, frames and icons draw through it once and come out in
both formats.  Coordinates are PDF points with the origin at the bottom-left; the SVG
back end flips its y axis so the same numbers mean the same place.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache
from typing import Any, Protocol

from pnpkit.layout.geometry import Affine

RGB = tuple[float, float, float]
PathCommand = tuple[Any, ...]  # ("M", x, y) ("L", x, y) ("C", x1, y1, x2, y2, x, y) ("Z",)


class Surface(Protocol):
    def save(self) -> None: ...
    def restore(self) -> None: ...
    def transform(self, matrix: Affine) -> None: ...
    def translate(self, dx: float, dy: float) -> None: ...
    def fill_color(self, rgb: RGB) -> None: ...
    def stroke_color(self, rgb: RGB) -> None: ...
    def line_width(self, width: float) -> None: ...
    def dash(self, pattern: Sequence[float] | None) -> None: ...
    def rect(self, x: float, y: float, w: float, h: float, *, fill: bool = True,
             stroke: bool = False, radius: float = 0.0) -> None: ...
    def circle(self, cx: float, cy: float, r: float, *, fill: bool = True,
               stroke: bool = False) -> None: ...
    def line(self, x0: float, y0: float, x1: float, y1: float) -> None: ...
    def path(self, commands: Sequence[PathCommand], *, fill: bool = True,
             stroke: bool = False, even_odd: bool = False) -> None: ...
    def text(self, x: float, y: float, text: str, font: str, size: float,
             anchor: str = "start") -> None: ...
    def text_lines(self, x: float, baseline: float, lines: Sequence[str], font: str,
                   size: float, leading: float, anchor: str = "start") -> None: ...
    def clip_rect(self, x: float, y: float, w: float, h: float) -> None: ...
    def clip_path(self, commands: Sequence[PathCommand], *, even_odd: bool = False) -> None: ...
    def reuse(self, key: str, bbox: tuple[float, float, float, float],
              draw: Callable[[Surface], None]) -> None: ...
    def image(self, x: float, y: float, w: float, h: float, picture: Any) -> None: ...


def fitted_box(x: float, y: float, w: float, h: float, width: float,
               height: float) -> tuple[float, float, float]:
    """Where a ``width`` × ``height`` picture goes to fill as much of the box as it can
    without distortion, centred: (x, y, scale)."""
    scale = min(w / width, h / height) if width > 0 and height > 0 else 1.0
    return x + (w - width * scale) / 2, y + (h - height * scale) / 2, scale


@lru_cache(maxsize=4096)  # a deck asks again for every card's back and frame
def safe_name(prefix: str, key: str) -> str:
    """An ASCII identifier for a reuse key (PDF names and XML ids); stable per key."""
    import hashlib

    plain = "".join(ch if ch.isascii() and ch.isalnum() else "_" for ch in key)[:48]
    return f"{prefix}{plain}_{hashlib.sha1(key.encode()).hexdigest()[:8]}"


def ellipse_path(cx: float, cy: float, rx: float, ry: float) -> list[PathCommand]:
    """An ellipse as four Bézier quarters (0.5523: the usual circle constant)."""
    kx, ky = 0.5523 * rx, 0.5523 * ry
    return [
        ("M", cx + rx, cy), ("C", cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry),
        ("C", cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy),
        ("C", cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry),
        ("C", cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy), ("Z",),
    ]


def polygon(points: Sequence[tuple[float, float]]) -> list[PathCommand]:
    first, *rest = points
    return [("M", *first), *(("L", *p) for p in rest), ("Z",)]


@contextmanager
def saved(s: Surface) -> Iterator[Surface]:
    """``with saved(s):`` the block draws in a graphics state of its own (``s.save()``
    before it, ``s.restore()`` after)."""
    s.save()
    yield s
    s.restore()


class PdfSurface:
    """Draws on a reportlab canvas; ``reuse`` turns repeated art into one Form XObject."""

    def __init__(self, canvas: Any) -> None:
        from pnpkit.render.pdf_text import CanvasText

        self.c = canvas
        self._forms: set[str] = set()
        self._text = CanvasText(canvas)

    def save(self) -> None:
        self.c.saveState()

    def restore(self) -> None:
        self.c.restoreState()

    def transform(self, matrix: Affine) -> None:
        self.c.transform(*matrix.as_tuple())

    def translate(self, dx: float, dy: float) -> None:
        self.c.translate(dx, dy)

    def fill_color(self, rgb: RGB) -> None:
        self.c.setFillColorRGB(*rgb)

    def stroke_color(self, rgb: RGB) -> None:
        self.c.setStrokeColorRGB(*rgb)

    def line_width(self, width: float) -> None:
        self.c.setLineWidth(width)

    def dash(self, pattern: Sequence[float] | None) -> None:
        self.c.setDash(list(pattern or ()), 0)

    def rect(self, x, y, w, h, *, fill=True, stroke=False, radius=0.0) -> None:
        if radius > 0:
            self.c.roundRect(x, y, w, h, radius, stroke=int(stroke), fill=int(fill))
        else:
            self.c.rect(x, y, w, h, stroke=int(stroke), fill=int(fill))

    def circle(self, cx, cy, r, *, fill=True, stroke=False) -> None:
        self.c.circle(cx, cy, r, stroke=int(stroke), fill=int(fill))

    def line(self, x0, y0, x1, y1) -> None:
        self.c.line(x0, y0, x1, y1)

    def _build_path(self, commands: Sequence[PathCommand]) -> Any:
        p = self.c.beginPath()
        steps = {"M": p.moveTo, "L": p.lineTo, "C": p.curveTo, "Z": p.close}
        for op, *numbers in commands:
            if op not in steps:
                raise ValueError(f"unknown path command {op!r}")
            steps[op](*numbers)
        return p

    def path(self, commands, *, fill=True, stroke=False, even_odd=False) -> None:
        self.c.drawPath(self._build_path(commands), stroke=int(stroke), fill=int(fill),
                        fillMode=int(not even_odd))  # reportlab's FILL_EVEN_ODD 0, NON_ZERO 1

    def text(self, x, y, text, font, size, anchor="start") -> None:
        from pnpkit.render.glyphs import check_glyphs

        check_glyphs(text, font)  # never a silent empty box
        self._text.string(x, y, text, font, size, anchor)

    def text_lines(self, x, baseline, lines, font, size, leading, anchor="start") -> None:
        """Lines one under another, ``leading`` apart, as one text object (a text object
        per line cost a third of drawing a card's text)."""
        from pnpkit.render.glyphs import check_glyphs

        for line in lines:
            check_glyphs(line, font)
        self._text.lines(x, baseline, lines, font, size, leading, anchor)

    def clip_rect(self, x, y, w, h) -> None:
        p = self.c.beginPath()
        p.rect(x, y, w, h)
        self.c.clipPath(p, stroke=0, fill=0)

    def clip_path(self, commands, *, even_odd=False) -> None:
        self.c.clipPath(self._build_path(commands), stroke=0, fill=0,
                        fillMode=int(not even_odd))

    def _form(self, name: str, bbox: Sequence[float], draw: Callable[[], Any]) -> str:
        """``name``, the form ``draw`` draws once per document."""
        if name not in self._forms:
            self._forms.add(name)
            self.c.beginForm(name, *bbox)
            draw()
            self.c.endForm()
        return name

    def reuse(self, key, bbox, draw) -> None:
        self.c.doForm(self._form(safe_name("F", key), bbox, lambda: draw(self)))

    def image(self, x, y, w, h, picture) -> None:
        """A PNG, JPEG or SVG picture (readers.images.ImageFile) fitted into the box;
        an SVG stays vector art, drawn once per document as a form."""
        import io

        if picture.kind == "svg":
            from reportlab.graphics import renderPDF

            name, drawing = _drawn_svg(picture)
            px, py, scale = fitted_box(x, y, w, h, drawing.width, drawing.height)
            self._form(name, (0, 0, drawing.width, drawing.height),
                       lambda: renderPDF.draw(drawing, self.c, 0, 0))
            self.c.saveState()
            self.c.translate(px, py)
            self.c.scale(scale, scale)
            self.c.doForm(name)
            self.c.restoreState()
            return
        from reportlab.lib.utils import ImageReader

        reader = ImageReader(io.BytesIO(picture.data))
        width, height = reader.getSize()
        px, py, scale = fitted_box(x, y, w, h, width, height)
        self.c.drawImage(reader, px, py, width * scale, height * scale, mask="auto")


def drawable_picture(folder: Any, rel: str) -> Any:
    """The picture ``rel`` of the game in ``folder`` (readers.images.read_game_image, with
    its checks), and for an SVG its drawing too: what ``check`` asks so that it refuses
    every picture :meth:`PdfSurface.image` would.  Raises ImageRefused."""
    from pnpkit.readers.images import read_game_image

    picture = read_game_image(folder, rel)
    if picture.kind == "svg":
        _drawn_svg(picture)
    return picture


def _drawn_svg(picture: Any) -> tuple[str, Any]:
    from pnpkit.readers.images import ImageRefused

    name, drawing = _svg_drawing(picture.data)
    if drawing is None or not drawing.width or not drawing.height:
        raise ImageRefused(f"image '{picture.path}': the SVG cannot be read or has no "
                           "size (give the svg element a width and height or a viewBox)")
    return name, drawing


_SVG_DRAWINGS: dict[bytes, tuple[str, Any]] = {}
_SVG_CACHE_BYTES = 32 << 20  # parsed SVG kept per process, up to this much source


def _svg_drawing(data: bytes) -> tuple[str, Any]:
    """The form name and svglib drawing of an SVG document, parsed once per process:
    a deck draws the same few pictures on hundreds of faces, and svglib's parse cost
    most of their drawing time.  The drawing is only read when drawn."""
    hit = _SVG_DRAWINGS.get(data)
    if hit is not None:
        return hit
    import hashlib
    import io

    from svglib.svglib import svg2rlg

    from pnpkit.render.svg_fonts import confined_font_map

    drawing = svg2rlg(io.BytesIO(data), font_map=confined_font_map())  # no font file read
    if drawing is not None:
        # reportlab starts a drawing in Helvetica, which it never embeds (a print shop's
        # preflight refuses the file); our embedded sans is the initial font instead
        from pnpkit.render.fonts import SANS

        drawing.initialFontName = SANS
    hit = ("P" + hashlib.sha1(data).hexdigest()[:16], drawing)
    if sum(map(len, _SVG_DRAWINGS)) + len(data) > _SVG_CACHE_BYTES:
        _SVG_DRAWINGS.clear()
    _SVG_DRAWINGS[data] = hit
    return hit


def _num(value: float) -> str:
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _path_data(commands: Sequence[PathCommand]) -> str:
    return " ".join(cmd[0] + " ".join(_num(v) for v in cmd[1:]) for cmd in commands)


def rgb_hex(rgb: RGB) -> str:
    """(r, g, b) in 0..1 as "#rrggbb" (clamped)."""
    return "#" + "".join(f"{round(max(0.0, min(1.0, c)) * 255):02x}" for c in rgb)


class SvgSurface:
    """Draws into an svgwrite Drawing whose root group maps PDF coordinates to SVG."""

    def __init__(self, drawing: Any, height: float) -> None:
        self.d = drawing
        self._root = drawing.g(transform=f"matrix(1 0 0 -1 0 {_num(height)})")
        drawing.add(self._root)
        self._group = self._root
        self._state: dict[str, Any] = {"fill": "#000000", "stroke": "#000000", "width": 1.0,
                                       "dash": None}
        self._stack: list[tuple[Any, dict[str, Any]]] = []
        self._ids = 0
        self._symbols: set[str] = set()

    def save(self) -> None:
        self._stack.append((self._group, dict(self._state)))

    def restore(self) -> None:
        self._group, self._state = self._stack.pop()

    def _push_group(self, **attrs: Any) -> None:
        group = self.d.g(**attrs)
        self._group.add(group)
        self._group = group

    def transform(self, matrix: Affine) -> None:
        self._push_group(transform="matrix(" + " ".join(_num(v) for v in matrix.as_tuple()) + ")")

    def translate(self, dx: float, dy: float) -> None:
        self._push_group(transform=f"translate({_num(dx)} {_num(dy)})")

    def fill_color(self, rgb: RGB) -> None:
        self._state["fill"] = rgb_hex(rgb)

    def stroke_color(self, rgb: RGB) -> None:
        self._state["stroke"] = rgb_hex(rgb)

    def line_width(self, width: float) -> None:
        self._state["width"] = width

    def dash(self, pattern: Sequence[float] | None) -> None:
        self._state["dash"] = list(pattern) if pattern else None

    def _paint(self, fill: bool, stroke: bool) -> dict[str, Any]:
        attrs: dict[str, Any] = {"fill": self._state["fill"] if fill else "none"}
        if stroke:
            attrs["stroke"] = self._state["stroke"]
            attrs["stroke_width"] = _num(self._state["width"])
            if self._state["dash"]:
                attrs["stroke_dasharray"] = ",".join(_num(v) for v in self._state["dash"])
        return attrs

    def rect(self, x, y, w, h, *, fill=True, stroke=False, radius=0.0) -> None:
        attrs = self._paint(fill, stroke)
        if radius > 0:
            attrs["rx"] = attrs["ry"] = _num(radius)
        self._group.add(self.d.rect((_num(x), _num(y)), (_num(w), _num(h)), **attrs))

    def circle(self, cx, cy, r, *, fill=True, stroke=False) -> None:
        self._group.add(self.d.circle((_num(cx), _num(cy)), _num(r), **self._paint(fill, stroke)))

    def line(self, x0, y0, x1, y1) -> None:
        self._group.add(
            self.d.line((_num(x0), _num(y0)), (_num(x1), _num(y1)), **self._paint(False, True))
        )

    def path(self, commands, *, fill=True, stroke=False, even_odd=False) -> None:
        attrs = self._paint(fill, stroke)
        if even_odd:
            attrs["fill_rule"] = "evenodd"
        self._group.add(self.d.path(d=_path_data(commands), **attrs))

    def text(self, x, y, text, font, size, anchor="start") -> None:
        from pnpkit.render.fonts import SVG_FAMILIES

        family, weight, style = SVG_FAMILIES.get(font, (font, "normal", "normal"))
        self._group.add(
            self.d.text(
                text,
                insert=(0, 0),
                transform=f"translate({_num(x)} {_num(y)}) scale(1 -1)",
                font_family=family,
                font_weight=weight,
                font_style=style,
                font_size=_num(size),
                text_anchor=anchor,
                fill=self._state["fill"],
            )
        )

    def text_lines(self, x, baseline, lines, font, size, leading, anchor="start") -> None:
        for line in lines:
            self.text(x, baseline, line, font, size, anchor)
            baseline -= leading

    def _clip(self, shape: Any) -> None:
        self._ids += 1
        clip = self.d.clipPath(id=f"clip{self._ids}")
        clip.add(shape)
        self.d.defs.add(clip)
        self._push_group(clip_path=f"url(#clip{self._ids})")

    def clip_rect(self, x, y, w, h) -> None:
        self._clip(self.d.rect((_num(x), _num(y)), (_num(w), _num(h))))

    def clip_path(self, commands, *, even_odd=False) -> None:
        self._clip(self.d.path(d=_path_data(commands),
                               clip_rule="evenodd" if even_odd else "nonzero"))

    def reuse(self, key, bbox, draw) -> None:
        symbol_id = safe_name("s_", key)
        if symbol_id not in self._symbols:
            self._symbols.add(symbol_id)
            group = self.d.g(id=symbol_id)
            outer, state = self._group, dict(self._state)
            self._group = group
            draw(self)
            self._group, self._state = outer, state
            self.d.defs.add(group)
        self._group.add(self.d.use(f"#{symbol_id}"))

    def image(self, x, y, w, h, picture) -> None:
        import base64

        mime = {"png": "image/png", "jpeg": "image/jpeg", "svg": "image/svg+xml"}[picture.kind]
        uri = f"data:{mime};base64," + base64.b64encode(picture.data).decode("ascii")
        # the root group flips y; flip the picture back so it stands upright
        self._group.add(self.d.image(uri, insert=(0, 0), size=(_num(w), _num(h)),
                                     transform=f"translate({_num(x)} {_num(y + h)}) scale(1 -1)",
                                     preserveAspectRatio="xMidYMid meet"))

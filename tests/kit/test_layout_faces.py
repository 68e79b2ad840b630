"""A card layout in data drawn on a recording surface: what each box shows (a field, a
stat with its icon, a template), its alignment, its size range and the colours of the
card's kind reach the page as written."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from pnpkit.layout.card_layout import card_layout, kind_colours
from pnpkit.layout.units import mm
from pnpkit.render.deck import FaceContext
from pnpkit.render.layout_face import draw_face, hex_rgb
from pnpkit.render.palette import Palette
from pnpkit.render.text import measurer


class Recorder:
    """A Surface that keeps what is drawn: filled rects with their colour, texts."""

    def __init__(self) -> None:
        self.colour = (0.0, 0.0, 0.0)
        self.rects: list[tuple[tuple[float, ...], tuple[float, float, float, float]]] = []
        self.texts: list[SimpleNamespace] = []
        self.shapes = 0

    def save(self) -> None: ...
    def restore(self) -> None: ...
    def transform(self, matrix) -> None: ...
    def translate(self, dx, dy) -> None: ...
    def stroke_color(self, rgb) -> None: ...
    def line_width(self, width) -> None: ...
    def dash(self, pattern) -> None: ...
    def clip_rect(self, x, y, w, h) -> None: ...
    def clip_path(self, commands, *, even_odd=False) -> None: ...
    def line(self, x0, y0, x1, y1) -> None: ...

    def fill_color(self, rgb) -> None:
        self.colour = tuple(rgb)

    def rect(self, x, y, w, h, *, fill=True, stroke=False, radius=0.0) -> None:
        if fill:
            self.rects.append((self.colour, (x, y, w, h)))

    def circle(self, cx, cy, r, *, fill=True, stroke=False) -> None:
        self.shapes += 1

    def path(self, commands, *, fill=True, stroke=False, even_odd=False) -> None:
        self.shapes += 1

    def text(self, x, y, text, font, size, anchor="start") -> None:
        self.texts.append(SimpleNamespace(x=x, y=y, text=text, font=font, size=size,
                                          anchor=anchor, colour=self.colour))

    def text_lines(self, x, baseline, lines, font, size, leading, anchor="start") -> None:
        for line in lines:
            self.text(x, baseline, line, font, size, anchor)
            baseline -= leading

    def reuse(self, key, bbox, draw) -> None:
        draw(self)

    def image(self, x, y, w, h, picture) -> None:
        raise AssertionError("no picture in these layouts")


LAYOUTS = {"test": {
    "size": "poker", "background": "#ffffff", "border": "none",
    "colours": {"monster": "#8e2b2b"},
    "boxes": {
        "band": {"x": 0, "y": 0, "w": "100%", "h": "20%", "template": "", "fill": "kind"},
        "left": {"x": "10%", "y": "25%", "w": "80%", "h": "8mm", "field": "name",
                 "align": "left", "size": [6, 10], "lines": 1},
        "middle": {"x": "10%", "y": "35%", "w": "80%", "h": "8mm", "field": "name",
                   "align": "center", "size": [6, 10], "lines": 1},
        "right": {"x": "10%", "y": "45%", "w": "80%", "h": "8mm", "field": "name",
                  "align": "right", "size": [6, 10], "lines": 1, "colour": "kind"},
        "power": {"x": "10%", "y": "55%", "w": "40%", "h": "6mm", "stat": "strength"},
        "luck": {"x": "50%", "y": "55%", "w": "40%", "h": "6mm", "stat": "luck"},
        "line": {"x": "10%", "y": "65%", "w": "80%", "h": "30%", "size": [5, 9],
                 "template": "{{ card.attrs.quote }}"},
    }}}


def _card(kind: str, name: str, stats: dict, quote: str = "") -> dict:
    return {"card": {"id": f"d.{name}", "number": 1, "name": name, "kind": kind, "text": "",
                     "deck": "d", "origin": "", "stats": stats, "attrs": {"quote": quote},
                     "image": ""},
            "deck": {"id": "d", "name": "D", "back": ""}, "game": {"id": "g", "title": "G"},
            "index": 0}


def _draw(values: dict, kind_colour: str, layouts=LAYOUTS) -> Recorder:
    layout = card_layout("test", layouts)
    surface = Recorder()
    ctx = FaceContext(surface, layout.size.width, layout.size.height, mm(3), Palette("color"),
                      "ru", 0)
    draw_face(layout.front, ctx, values, kind_colour, None, "card d.x")
    return surface


def _box(name: str):
    layout = card_layout("test", LAYOUTS)
    return next(b for b in layout.front.boxes if b.name == name).rect


def test_kind_colours_fill_the_band_and_colour_the_text():
    layout = card_layout("test", LAYOUTS)
    colours = kind_colours(layout, ["monster", "event"])
    assert colours["monster"] == "#8e2b2b" and colours["event"] != colours["monster"]
    for kind in ("monster", "event"):
        drawn = _draw(_card(kind, "Волк", {}), colours[kind])
        band = _box("band")
        fills = [c for c, (x, y, w, h) in drawn.rects
                 if (x, y, w, h) == pytest.approx((band.x, band.y, band.width, band.height))]
        assert fills == [hex_rgb(colours[kind])]
        right = [t for t in drawn.texts if t.anchor == "end"]
        assert right and right[0].colour == hex_rgb(colours[kind])


def test_alignment_puts_the_text_where_the_box_says():
    drawn = _draw(_card("monster", "Волк", {}), "#8e2b2b")
    by_anchor = {t.anchor: t for t in drawn.texts if t.text == "Волк"}
    box = _box("left")
    assert by_anchor["start"].x == pytest.approx(box.x)
    assert by_anchor["middle"].x == pytest.approx(box.x + box.width / 2)
    assert by_anchor["end"].x == pytest.approx(box.right)
    assert {t.size for t in by_anchor.values()} == {10}  # a short name: the top of the range


def test_a_stat_with_an_icon_draws_the_icon_and_its_value_one_without_names_it():
    with_icon = _draw(_card("monster", "Волк", {"strength": 3}), "#8e2b2b")
    without = _draw(_card("monster", "Волк", {}), "#8e2b2b")
    assert with_icon.shapes > without.shapes  # the strength icon
    assert "3" in [t.text for t in with_icon.texts]
    luck = _draw(_card("monster", "Волк", {"luck": 2}), "#8e2b2b")
    assert "luck 2" in [t.text for t in luck.texts] and luck.shapes == without.shapes


def test_the_size_range_shrinks_a_long_text_and_stops_at_its_floor():
    short = _draw(_card("event", "x", {}, "Коротко."), "#2e7a3c")
    long = _draw(_card("event", "x", {}, " ".join(["Длинная фраза про реку и мост."] * 12)),
                 "#2e7a3c")
    size_of = lambda drawn: {t.size for t in drawn.texts if t.x == pytest.approx(_box("line").x)  # noqa: E731
                             and t.text not in ("x",)}
    assert size_of(short) == {9}
    (size,) = size_of(long)
    assert 5 <= size < 9
    box = _box("line")
    for t in long.texts:
        if t.size == size:  # every line stays inside the box
            assert t.x + measurer(t.font)(t.text, t.size) <= box.right + 0.01
    too_long = " ".join(["Длинная фраза про реку и мост."] * 60)
    with pytest.raises(ValueError, match=r"card=d\.x box=line.*does not fit"):
        _draw(_card("event", "x", {}, too_long), "#2e7a3c")


def test_a_hidden_box_of_an_extended_layout_draws_nothing():
    layouts = {**LAYOUTS, "quiet": {"extends": "test", "boxes": {"right": {"hidden": True}}}}
    layout = card_layout("quiet", layouts)
    surface = Recorder()
    ctx = FaceContext(surface, layout.size.width, layout.size.height, mm(3), Palette("color"),
                      "ru", 0)
    draw_face(layout.front, ctx, _card("monster", "Волк", {}), "#8e2b2b", None, "card d.x")
    assert {t.anchor for t in surface.texts if t.text == "Волк"} == {"start", "middle"}


class PictureRecorder(Recorder):
    def __init__(self) -> None:
        super().__init__()
        self.pictures: list = []

    def image(self, x, y, w, h, picture) -> None:
        self.pictures.append(picture)


def test_the_built_in_art_box_shows_a_game_icons_picture_in_the_kinds_colour():
    layout = card_layout("poker", {})
    values = _card("monster", "Волк", {})
    values["card"]["picture"] = "game-icons:orc-head"
    surface = PictureRecorder()
    ctx = FaceContext(surface, layout.size.width, layout.size.height, mm(3), Palette("color"),
                      "ru", 0)
    draw_face(layout.front, ctx, values, "#8e2b2b", None, "card d.x")
    [picture] = surface.pictures
    assert picture.path == "game-icons/orc-head.svg" and b"#8e2b2b" in picture.data
    values["card"]["picture"] = ""  # no picture: the box stays empty, as before
    surface = PictureRecorder()
    draw_face(layout.front, FaceContext(surface, layout.size.width, layout.size.height, mm(3),
                                        Palette("color"), "ru", 0), values, "#8e2b2b", None, "x")
    assert surface.pictures == []

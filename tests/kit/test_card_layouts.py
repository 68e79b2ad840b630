"""Card layouts in data: built-in ones for the common sizes, `extends:` merging box by
box, geometry in mm or % of the card, and clear errors."""

import pytest

from pnpkit.layout.card_layout import (
    BUILTIN_LAYOUTS,
    LayoutError,
    card_layout,
    kind_colours,
    merged_layout,
)
from pnpkit.layout.paper import CARD_SIZES
from pnpkit.layout.units import mm


@pytest.mark.parametrize("name", ["poker", "bridge", "tarot", "mini", "square"])
def test_every_builtin_layout_fits_its_card(name):
    layout = card_layout(name)
    assert layout.size == CARD_SIZES[name]
    for box in layout.front.boxes + layout.back.boxes:
        r = box.rect
        assert r.x >= 0 and r.y >= -1e-6 and r.right <= layout.size.width + 1e-6
        assert r.top <= layout.size.height + 1e-6
    assert {b.name for b in layout.front.boxes} >= {"title", "text", "stats", "art"}


def test_percent_and_millimetres_from_the_top_left():
    layout = card_layout("x", {"x": {"size": "square", "boxes": {
        "a": {"x": 10, "y": "10mm", "w": "50%", "h": "20%", "field": "name"}}}})
    (box,) = layout.front.boxes
    assert box.rect.x == pytest.approx(mm(10)) and box.rect.width == pytest.approx(mm(35))
    assert box.rect.height == pytest.approx(mm(14))
    assert box.rect.top == pytest.approx(mm(70) - mm(10))  # y counts down from the top


def test_extends_merges_boxes_key_by_key_and_can_hide_or_replace():
    layouts = {
        "base": {"extends": "poker", "colours": {"monster": "#aa0000"},
                 "boxes": {"title": {"font": "sans-bold"}, "art": {"hidden": True}}},
        "mine": {"extends": "base", "size": "tarot",
                 "boxes": {"title": {"template": "{{ card.name }}!"}}},
    }
    layout = card_layout("mine", layouts)
    names = [b.name for b in layout.front.boxes]
    assert "art" not in names and layout.size.name == "tarot"
    title = next(b for b in layout.front.boxes if b.name == "title")
    assert title.shows == "template" and title.what == "{{ card.name }}!"
    assert title.font == "PnPSans-Bold" and title.align == "center"  # kept from poker
    assert layout.colours == {"monster": "#aa0000"}
    assert merged_layout("mine", layouts)["back"]["boxes"].keys() == \
        BUILTIN_LAYOUTS["poker"]["back"]["boxes"].keys()


def test_a_game_layout_may_extend_the_builtin_of_its_own_name():
    layout = card_layout("poker", {"poker": {"extends": "poker", "size": "mini"}})
    assert layout.size.name == "mini" and layout.front.boxes


@pytest.mark.parametrize("layouts, message", [
    ({"a": {"extends": "b"}, "b": {"extends": "a"}}, "circle"),
    ({"a": {"extends": "nope"}}, "no layout named 'nope'"),
    ({"a": {"boxes": {"t": {"x": 0, "y": 0, "w": "80%", "h": 5, "field": "name",
                            "template": "x"}}}}, "exactly one"),
    ({"a": {"boxes": {"t": {"x": "50%", "y": 0, "w": "60%", "h": 5, "field": "name"}}}},
     "past the card's edge"),
    ({"a": {"boxes": {"t": {"x": 0, "w": 5, "h": 5, "field": "name"}}}}, "needs y"),
    # before: a range written largest first was taken as it stood and the text fitted
    # at neither size the designer meant
    ({"a": {"boxes": {"t": {"x": 0, "y": 0, "w": 5, "h": 5, "field": "name", "size": [10, 6]}}}},
     r"box 't': 'size: \[10, 6\]' is \[smallest, largest\]: the smallest size is above the "
     r"largest \(write \[6, 10\]\)"),
])
def test_bad_layouts_say_which_layout_and_box(layouts, message):
    with pytest.raises(LayoutError, match=message) as err:
        card_layout("a", layouts)
    assert "layout 'a'" in str(err.value)


def test_kinds_get_the_layouts_colours_then_a_fixed_palette_in_order():
    layout = card_layout("x", {"x": {"extends": "poker", "colours": {"b": "#123456"}}})
    colours = kind_colours(layout, ["a", "b", "c", "a"])
    assert colours["b"] == "#123456" and colours["a"] != colours["c"]
    assert kind_colours(layout, ["a", "b", "c"]) == colours  # the same every time


def test_a_kind_without_a_colour_never_gets_one_another_kind_was_given():
    from pnpkit.layout.card_layout import KIND_PALETTE

    layout = card_layout("x", {"x": {"extends": "poker",
                                     "colours": {"monster": KIND_PALETTE[0].upper(),
                                                 "friend": KIND_PALETTE[1]}}})
    colours = kind_colours(layout, ["event", "monster", "trap", "friend"])
    assert colours["event"] == KIND_PALETTE[2] and colours["trap"] == KIND_PALETTE[3]
    assert len({c.lower() for k, c in colours.items() if k}) == 4

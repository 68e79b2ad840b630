"""The faces' text boxes (layout.text_boxes): inside the safe area, never overlapping."""

from pnpkit.layout.geometry import Rect
from pnpkit.layout.paper import LARGE, POKER
from pnpkit.layout.text_boxes import (
    cell_boxes,
    character_face_boxes,
    safe_box,
    standard_face_boxes,
)
from pnpkit.layout.units import mm


def test_standard_face_body_shrinks_under_the_kind_line_art_stats_and_coin():
    safe = Rect(*safe_box(POKER.width, POKER.height))
    plain = standard_face_boxes(POKER.width, POKER.height, numbered=False, kind_label=False,
                                emblem=False, stats=False, coins=False)
    full = standard_face_boxes(POKER.width, POKER.height, numbered=True, kind_label=True,
                               emblem=True, stats=True, coins=True)
    for boxes in (plain, full):
        assert safe.contains(boxes.title.rect) and safe.contains(boxes.body.rect)
        assert boxes.title.rect.intersection(boxes.body.rect) is None
    assert full.title.rect.width == plain.title.rect.width - mm(7)  # beside the number
    assert full.art is not None and full.art.intersection(full.body.rect) is None
    assert full.body.rect.height < plain.body.rect.height - mm(30)


def test_character_blocks_share_the_room_above_the_tracks():
    boxes = character_face_boxes(LARGE.width, LARGE.height, subtitle=True, traits=True,
                                 blocks=["x" * 300, "Colt"], tracks=5)
    safe = Rect(*safe_box(LARGE.width, LARGE.height))
    assert boxes.subtitle is not None and boxes.subtitle.max_lines == 2
    assert boxes.traits is not None and boxes.traits.rect.top <= boxes.subtitle.rect.y + 1e-6
    assert len(boxes.tracks) == 5 and boxes.tracks[-1].y == safe.y  # the last one at the bottom
    above_tracks = boxes.tracks[0].top
    for block, body in zip(boxes.blocks, boxes.bodies, strict=True):
        assert safe.contains(block) and block.y > above_tracks
        assert block.contains(body.rect) and body.rect.height < block.height
    assert boxes.blocks[0].height > boxes.blocks[1].height >= mm(10) - mm(1) - 1e-6


def test_a_numbered_cell_leaves_room_for_its_number():
    cell = Rect(0, 0, mm(38), mm(40))
    plain, _ = cell_boxes(cell, numbered=False)
    numbered, text = cell_boxes(cell, numbered=True)
    assert numbered.rect.width == plain.rect.width - mm(5)
    assert cell.contains(numbered.rect) and cell.contains(text.rect)
    assert numbered.rect.intersection(text.rect) is None

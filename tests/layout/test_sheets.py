from __future__ import annotations

from dataclasses import astuple

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.layout.geometry import Affine, Rect
from pnpkit.layout.paper import A4, LETTER, POKER, CardSize, Paper
from pnpkit.layout.sheets import (
    LayoutError,
    back_slots,
    card_grid,
    card_turn,
    gutter_fold_sheet,
    sheet_flip,
)
from pnpkit.layout.units import mm, to_mm

papers = st.sampled_from([A4, LETTER, A4.landscape(), LETTER.landscape()])
cards = st.builds(
    lambda w, h: CardSize("c", mm(w), mm(h)),
    st.floats(20, 130, allow_nan=False),
    st.floats(20, 130, allow_nan=False),
)
bleeds = st.sampled_from([0.0, mm(2), mm(3), mm(3.175)])
rotations = st.sampled_from([None, True, False])


def _grid_or_skip(paper, card, bleed, rotate):
    try:
        return card_grid(paper, card, bleed, rotate=rotate)
    except LayoutError:
        return None


def test_poker_on_a4_with_bleed_is_eight_rotated():
    sheet = card_grid(A4, POKER, mm(3))
    assert sheet.capacity == 8 and sheet.rotated
    assert (sheet.rows, sheet.cols) == (4, 2)


def test_poker_butted_on_a4_is_nine():
    sheet = card_grid(A4, POKER, 0.0, rotate=False)
    assert sheet.capacity == 9


def test_poker_on_letter_with_bleed_is_six():
    assert card_grid(LETTER, POKER, mm(3)).capacity == 6


def test_too_big_card_is_an_error():
    with pytest.raises(LayoutError):
        card_grid(A4, CardSize("huge", mm(300), mm(400)), mm(3))


@given(papers, cards, bleeds, rotations)
def test_slots_never_overlap_and_stay_printable(paper, card, bleed, rotate):
    sheet = _grid_or_skip(paper, card, bleed, rotate)
    if sheet is None:
        return
    for slot in sheet.slots:
        assert sheet.printable.contains(slot.bleed)
        assert slot.bleed.contains(slot.trim)
        # The transform puts the card's trim exactly onto the slot's trim.
        placed = slot.transform.apply_rect(card.rect)
        assert astuple(placed) == pytest.approx(astuple(slot.trim), abs=1e-4)
    for i, a in enumerate(sheet.slots):
        for b in sheet.slots[i + 1 :]:
            assert a.bleed.intersection(b.bleed) is None


@given(papers, cards, bleeds, rotations)
def test_crop_marks_lie_outside_every_bleed_and_inside_the_printable_area(
    paper, card, bleed, rotate
):
    sheet = _grid_or_skip(paper, card, bleed, rotate)
    if sheet is None:
        return
    for mark in sheet.crop_marks:
        assert sheet.printable.contains(mark.bounds())
        for slot in sheet.slots:
            assert not mark.touches(slot.bleed)


def test_every_trim_line_has_a_crop_mark_on_a4():
    sheet = card_grid(A4, POKER, mm(3))
    vertical = {round(m.x0, 4) for m in sheet.crop_marks if m.x0 == m.x1}
    horizontal = {round(m.y0, 4) for m in sheet.crop_marks if m.y0 == m.y1}
    for slot in sheet.slots:
        assert round(slot.trim.x, 4) in vertical and round(slot.trim.right, 4) in vertical
        assert round(slot.trim.y, 4) in horizontal and round(slot.trim.top, 4) in horizontal
    # Marks start 1 mm beyond the grid's bleed.
    grid_y = min(s.bleed.y for s in sheet.slots)
    bottoms = [m for m in sheet.crop_marks if m.x0 == m.x1 and m.y0 < grid_y]
    assert bottoms and all(abs(to_mm(grid_y - m.y0) - 1.0) < 1e-6 for m in bottoms)


def _behind(front: Affine, back: Affine, paper: Paper, flip: str, card: CardSize) -> None:
    """Back point p' of card point q must be printed behind front point turn(q)."""
    flip_map = sheet_flip(paper, flip)
    turn = card_turn(card)
    for u, v in [(0, 0), (card.width, 0), (0, card.height), (card.width / 3, card.height / 5)]:
        on_back_page = back.apply(u, v)
        behind = flip_map.apply(*on_back_page)
        front_point = front.apply(*turn.apply(u, v))
        assert behind == pytest.approx(front_point, abs=1e-6)


@given(papers, cards, bleeds, rotations, st.sampled_from(["long", "short"]))
def test_back_k_lands_behind_front_k(paper, card, bleed, rotate, flip):
    sheet = _grid_or_skip(paper, card, bleed, rotate)
    if sheet is None:
        return
    backs = back_slots(sheet, flip)
    flip_map = sheet_flip(paper, flip)
    for front, back in zip(sheet.slots, backs, strict=True):
        assert back.index == front.index
        seen = flip_map.apply_rect(back.trim)
        assert astuple(seen) == pytest.approx(astuple(front.trim), abs=1e-4)
        _behind(front.transform, back.transform, paper, flip, card)
    for i, a in enumerate(backs):
        for b in backs[i + 1 :]:
            assert a.bleed.intersection(b.bleed) is None


@given(
    papers,
    st.sampled_from(["long", "short"]),
    st.floats(-10, 10, allow_nan=False),
    st.floats(-10, 10, allow_nan=False),
)
def test_back_offset_moves_backs_only(paper, flip, dx, dy):
    sheet = card_grid(paper, POKER, mm(3))
    plain = back_slots(sheet, flip)
    shifted = back_slots(sheet, flip, (mm(dx), mm(dy)))
    # The offset is what the calibration sheet reads from the front: on the back page
    # it is mirrored on the axis the sheet turns about.
    turn = sheet_flip(paper, flip)
    ox, oy = turn.apply(mm(dx), mm(dy))
    zx, zy = turn.apply(0.0, 0.0)
    for a, b in zip(plain, shifted, strict=True):
        moved = a.trim.translated(ox - zx, oy - zy)
        assert astuple(b.trim) == pytest.approx(astuple(moved), abs=1e-4)
        seen_a, seen_b = turn.apply_rect(a.trim), turn.apply_rect(b.trim)
        seen_moved = seen_a.translated(mm(dx), mm(dy))
        assert astuple(seen_b) == pytest.approx(astuple(seen_moved), abs=1e-4)
    # Fronts do not depend on the offset at all: the sheet is the same object.
    assert card_grid(paper, POKER, mm(3)) == sheet


def test_long_edge_portrait_mirrors_columns_without_rotation():
    sheet = card_grid(A4, POKER, 0.0, rotate=False)
    back = back_slots(sheet, "long")[0]
    front = sheet.slots[0]
    assert back.trim.x == pytest.approx(A4.width - front.trim.right)
    assert back.trim.y == pytest.approx(front.trim.y)
    assert (back.transform.a, back.transform.d) == (1, 1)  # upright, not rotated


def test_short_edge_portrait_mirrors_rows_and_turns_backs():
    sheet = card_grid(A4, POKER, 0.0, rotate=False)
    back = back_slots(sheet, "short")[0]
    front = sheet.slots[0]
    assert back.trim.x == pytest.approx(front.trim.x)
    assert back.trim.y == pytest.approx(A4.height - front.trim.top)
    assert (back.transform.a, back.transform.d) == (-1, -1)  # half a turn


@given(papers, cards, bleeds, rotations)
def test_gutter_fold_back_lies_behind_front_after_folding(paper, card, bleed, rotate):
    try:
        sheet = gutter_fold_sheet(paper, card, bleed, rotate=rotate)
    except LayoutError:
        return
    fold = Affine.mirror_x(sheet.paper.width / 2)
    everything = [s.bleed for s in sheet.fronts] + [s.bleed for s in sheet.backs]
    for i, a in enumerate(everything):
        assert sheet.printable.contains(a)
        for b in everything[i + 1 :]:
            assert a.intersection(b) is None
    for front, back in zip(sheet.fronts, sheet.backs, strict=True):
        assert front.bleed.right <= sheet.paper.width / 2 + 1e-6 <= back.bleed.x + 2e-6
        turn = card_turn(card)
        for u, v in [(0, 0), (card.width / 4, card.height / 3)]:
            assert fold.apply(*back.transform.apply(u, v)) == pytest.approx(
                front.transform.apply(*turn.apply(u, v)), abs=1e-6
            )
    for mark in sheet.crop_marks:
        assert sheet.printable.contains(mark.bounds())
        assert not any(mark.touches(r) for r in everything)


def test_gutter_fold_poker_on_a4_has_four_cards_per_side():
    sheet = gutter_fold_sheet(A4, POKER, mm(3))
    assert sheet.capacity == 4 and sheet.paper.is_landscape


def test_rect_helpers():
    r = Rect(0, 0, 10, 10)
    assert r.intersection(Rect(5, 5, 10, 10)) == Rect(5, 5, 5, 5)
    assert r.intersection(Rect(10, 0, 5, 5)) is None  # touching edges do not meet
    assert r.intersection(Rect(20, 20, 1, 1)) is None

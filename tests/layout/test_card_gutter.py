"""Cards with their own bleed: a gutter between neighbouring bleeds, cut marks in it on
every trim edge, and the tight 9-up layout without bleed as the other choice."""

from __future__ import annotations

import pytest

from pnpkit.layout.paper import A4, LARGE, LETTER, POKER
from pnpkit.layout.sheets import card_grid, gutter_marks
from pnpkit.layout.units import mm
from pnpkit.render.standard_kit import card_spacing


@pytest.mark.parametrize("paper", [A4, LETTER], ids=["a4", "letter"])
@pytest.mark.parametrize("card", [POKER, LARGE], ids=["poker", "large"])
def test_bleeds_never_touch_and_the_page_holds_as_many_cards(paper, card):
    bleed, gutter = card_spacing(paper, card)
    assert bleed >= mm(1) and gutter >= mm(1)
    sheet = card_grid(paper, card, bleed, gutter=gutter)
    assert sheet.capacity >= 4
    for a in sheet.slots:
        for b in sheet.slots:
            if a is not b:
                assert a.bleed.intersection(b.bleed.inset(-gutter / 2 + 1e-3)) is None


def test_a4_poker_cards_get_a_3_mm_bleed():
    assert card_spacing(A4, POKER)[0] == pytest.approx(mm(3))


def test_cut_marks_sit_in_the_gutters_on_every_inner_trim_edge():
    bleed, gutter = card_spacing(A4, POKER)
    sheet = card_grid(A4, POKER, bleed, gutter=gutter)
    inner = gutter_marks(sheet.slots)
    assert inner and set(inner) <= set(sheet.crop_marks)
    for mark in inner:  # in the white gutter, never on a card's bleed
        mid = ((mark.x0 + mark.x1) / 2, (mark.y0 + mark.y1) / 2)
        for slot in sheet.slots:
            r = slot.bleed
            assert not (r.x < mid[0] < r.right and r.y < mid[1] < r.top)
    # every card corner that faces a gutter gets its two edges marked
    trims_x = {round(s.trim.x, 3) for s in sheet.slots} | {round(s.trim.right, 3)
                                                            for s in sheet.slots}
    assert {round(m.x0, 3) for m in inner if m.x0 == m.x1} <= trims_x


def test_touching_bleeds_get_no_inner_marks():
    sheet = card_grid(A4, POKER, mm(3))
    assert gutter_marks(sheet.slots) == ()


def test_tight_is_nine_poker_cards_without_bleed():
    bleed, gutter = card_spacing(A4, POKER, "tight")
    assert (bleed, gutter) == (0.0, 0.0)
    assert card_grid(A4, POKER, bleed, gutter=gutter).capacity == 9

"""The Tabletop Simulator sheet plan: grids within 10 × 7 with a free last slot, sheets
of at most 69 cards, faces sized so a full sheet stays within 4096 px."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.export.tts import (
    MAX_COLUMNS,
    MAX_ROWS,
    MAX_SIDE,
    PER_SHEET,
    card_width_px,
    grid_for,
    guid,
    sheet_ranges,
)
from pnpkit.layout.paper import CARD_SIZES


@given(st.integers(1, PER_SHEET))
def test_a_grid_holds_the_cards_and_the_hidden_slot_after_them(count):
    grid = grid_for(count)
    assert 1 <= grid.columns <= MAX_COLUMNS and 1 <= grid.rows <= MAX_ROWS
    assert grid.hidden_slot >= count  # the cards fill slots 0..count-1
    assert grid.columns * (grid.rows - 1) < count + 1  # no empty last row


@pytest.mark.parametrize("count", [0, PER_SHEET + 1])
def test_a_grid_refuses_what_no_sheet_holds(count):
    with pytest.raises(ValueError):
        grid_for(count)


def test_known_grids():
    assert (grid_for(1).columns, grid_for(1).rows) == (2, 1)
    assert (grid_for(12).columns, grid_for(12).rows) == (10, 2)
    assert (grid_for(69).columns, grid_for(69).rows) == (10, 7)


@given(st.integers(1, 1000))
def test_sheets_split_a_deck_in_order_without_overlap(count):
    ranges = sheet_ranges(count)
    assert [i for r in ranges for i in r] == list(range(count))
    assert all(1 <= len(r) <= PER_SHEET for r in ranges)


@pytest.mark.parametrize("size", list(CARD_SIZES.values()), ids=lambda s: s.name)
def test_a_full_sheet_of_any_card_size_fits_in_4096_px(size):
    width = card_width_px(size)
    height = -(-width * size.height // size.width)
    assert width * MAX_COLUMNS <= MAX_SIDE and height * MAX_ROWS <= MAX_SIDE
    assert width * MAX_COLUMNS > MAX_SIDE - 2 * MAX_COLUMNS or height * MAX_ROWS > MAX_SIDE - 2 * MAX_ROWS


def test_guids_are_stable_six_hex_digits():
    assert guid("deck", "adventure") == guid("deck", "adventure")
    assert guid("deck", "adventure") != guid("deck", "items")
    assert len(guid("x")) == 6 and int(guid("x"), 16) >= 0

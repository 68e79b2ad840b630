"""The labyrinth's and the pass's arrows point one way (apex ≤ 40°, from the drawing
code's own geometry) and the sectors' names are never hyphenated (issue #28)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_amber_kit import game_in

from pnpkit.games.amber.kit.amber_board import arrow_head_points, sector_square


def apex_degrees(points) -> float:
    tip, left, _notch, right = points
    a = math.atan2(left[1] - tip[1], left[0] - tip[0])
    b = math.atan2(right[1] - tip[1], right[0] - tip[0])
    d = abs(a - b) % (2 * math.pi)
    return math.degrees(min(d, 2 * math.pi - d))


@given(st.floats(-math.pi, math.pi), st.floats(1.0, 80.0))
def test_every_arrowhead_is_narrow_and_points_along_its_angle(angle, length):
    points = arrow_head_points((10.0, 20.0), angle, length)
    assert 20 <= apex_degrees(points) <= 40
    tip, _left, notch, _right = points
    # the notch lies behind the tip, on the arrow's axis
    back = math.atan2(tip[1] - notch[1], tip[0] - notch[0])
    assert math.isclose(math.cos(back - angle), 1.0, abs_tol=1e-6)


@pytest.mark.parametrize("locale", ["ru", "en"])
@pytest.mark.parametrize("board", ["temple", "pass"])
@pytest.mark.parametrize("names_only", [True, False])
def test_sector_names_are_not_hyphenated(locale, board, names_only):
    size = 226.8 if names_only else 481.9  # 80 mm on the main board, 170 mm on its sheet
    game = game_in(locale)
    square = sector_square(game, board, size, locale=locale, names_only=names_only)
    names = {f.number: f.name for f in game.fields_of(board)}
    for sector in square.sectors:
        assert sector.title is not None
        lines = sector.title.lines
        name = names[sector.number]
        for line, following in zip(lines, lines[1:], strict=False):
            # a break at the name's own hyphen (Money-changer) adds none
            assert not line.endswith("-") or line.split()[-1] + following.split()[0] in name, lines
    assert len(square.arrows) == 8

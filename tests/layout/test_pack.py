from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.layout.pack import pack_pieces
from pnpkit.layout.paper import A4, LETTER
from pnpkit.layout.sheets import LayoutError
from pnpkit.layout.units import mm

sizes = st.lists(
    st.tuples(st.floats(5, 120, allow_nan=False), st.floats(5, 120, allow_nan=False)).map(
        lambda wh: (mm(wh[0]), mm(wh[1]))
    ),
    min_size=1,
    max_size=60,
)


@given(st.sampled_from([A4, LETTER]), sizes, st.frozensets(st.integers(0, 59), max_size=4))
def test_pieces_never_overlap_stay_inside_and_keep_order(paper, pieces, breaks):
    pages = pack_pieces(paper, pieces, new_page_before=breaks)
    area = paper.rect.inset(mm(8))
    seen = [p.index for page in pages for p in page]
    assert seen == list(range(len(pieces)))
    for page in pages:
        assert page
        for p in page:
            assert area.contains(p.rect)
            assert p.rect.width == pytest.approx(pieces[p.index][0])
        for i, a in enumerate(page):
            for b in page[i + 1 :]:
                assert a.rect.intersection(b.rect) is None
                # the cutting gutter is kept between neighbours on a shelf
                if abs(a.rect.top - b.rect.top) < 1e-6 and a.rect.right <= b.rect.x + 1e-6:
                    assert b.rect.x - a.rect.right >= mm(2) - 1e-6


def test_new_page_before_starts_a_page():
    pages = pack_pieces(A4, [(mm(20), mm(20))] * 5, new_page_before=frozenset({3}))
    assert [[p.index for p in page] for page in pages] == [[0, 1, 2], [3, 4]]


def test_piece_bigger_than_the_page_is_an_error():
    with pytest.raises(LayoutError):
        pack_pieces(A4, [(mm(300), mm(20))])

"""The kit's text colours keep a readable contrast on their grounds (WCAG ratio)."""

import pytest

from pnpkit.render.contrast import contrast_ratio, text_pairs


def test_contrast_ratio_of_black_on_white_is_21():
    assert contrast_ratio((0, 0, 0), (1, 1, 1)) == pytest.approx(21.0)
    assert contrast_ratio((0.5, 0.5, 0.5), (0.5, 0.5, 0.5)) == pytest.approx(1.0)


@pytest.mark.parametrize("pair", text_pairs(), ids=lambda p: p.name)
def test_every_text_pair_of_the_palette_is_readable(pair):
    assert contrast_ratio(pair.text, pair.ground) >= pair.minimum

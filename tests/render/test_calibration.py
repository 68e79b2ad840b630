from __future__ import annotations

import pytest
from pdf_inspect import page_sizes, page_text

from pnpkit.layout.paper import A4, LETTER
from pnpkit.render.calibration import render_calibration


@pytest.mark.parametrize("paper", [A4, LETTER], ids=["a4", "letter"])
@pytest.mark.parametrize("flip", ["long", "short"])
def test_calibration_is_a_front_and_a_back(paper, flip):
    pdf = render_calibration(paper, flip, locale="en")
    assert pdf.pages == 2
    assert page_sizes(pdf.data) == [pytest.approx((paper.width, paper.height), abs=0.01)] * 2
    assert "Duplex calibration" in page_text(pdf.data, 0)
    assert render_calibration(paper, flip, locale="en").data == pdf.data


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_the_sheet_names_no_command_line_flag(locale):
    """Players read the sheet: it speaks of millimetres, not of a flag to pass."""
    pdf = render_calibration(A4, "long", locale=locale)
    text = " ".join(page_text(pdf.data, 0).split())
    assert "--" not in text and ("мм" in text if locale == "ru" else "millimetres" in text)

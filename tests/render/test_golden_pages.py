"""Sampled pages rendered to PNG and compared with committed golden images.

Regenerate after an intended visual change with ``PNPKIT_UPDATE_GOLDEN=1`` and look at
the new PNGs before committing them.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from pdf_inspect import render_png
from PIL import Image, ImageChops, ImageFilter
from sample_deck import sample_deck

from pnpkit.render.deck import DeckOptions, render_deck

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
DPI = 60


def _compare(name: str, image: Image.Image) -> None:
    path = GOLDEN / name
    image = image.convert("L")  # grey keeps the files small; shapes still count
    if os.environ.get("PNPKIT_UPDATE_GOLDEN") == "1" or not path.exists():
        if not os.environ.get("PNPKIT_UPDATE_GOLDEN"):
            pytest.fail(f"missing golden image {path}; run with PNPKIT_UPDATE_GOLDEN=1")
        path.parent.mkdir(parents=True, exist_ok=True)
        image.save(path, optimize=True)  # test fixture, not pnpkit output
        return
    golden = Image.open(path).convert("L")
    assert golden.size == image.size
    blur = ImageFilter.GaussianBlur(1)
    diff = ImageChops.difference(golden.filter(blur), image.filter(blur))
    histogram = diff.histogram()
    share = sum(histogram[40:]) / (image.width * image.height)
    assert share < 0.002, f"{name}: {share:.2%} of pixels differ"


@pytest.mark.parametrize("ink", ["color", "mono"])
def test_sample_deck_front_page_matches_golden(ink):
    result = render_deck(sample_deck(8), DeckOptions(ink=ink, title="golden"))
    _compare(f"sample-deck-front-{ink}.png", render_png(result.pdf.data, 0, DPI))


def test_sample_deck_back_page_matches_golden():
    result = render_deck(sample_deck(8), DeckOptions(title="golden", duplex="short"))
    _compare("sample-deck-back-short.png", render_png(result.pdf.data, 1, DPI))

from __future__ import annotations

import pytest
from pdf_inspect import page_text

from pnpkit.layout.textfit import FitError
from pnpkit.render.listing import ListingEntry, ListingOptions, ListingSection, render_listing


def _sections(n: int, words: int = 12) -> list[ListingSection]:
    return [
        ListingSection(f"Лавка {s}", tuple(
            ListingEntry(f"shop{s}.{i}", f"Товар {s}-{i}", "полезная вещь " * words, str(i + 1))
            for i in range(n)))
        for s in range(3)
    ]


def test_every_entry_is_printed_and_pages_flow():
    pdf = render_listing(_sections(20), ListingOptions(title="Каталог"))
    assert pdf.pages >= 2
    text = "".join(page_text(pdf.data, i) for i in range(pdf.pages))
    for s in range(3):
        for i in range(20):
            assert f"Товар {s}-{i}" in text
    assert render_listing(_sections(20), ListingOptions(title="Каталог")).data == pdf.data


def test_an_entry_taller_than_a_column_is_an_error_naming_it():
    with pytest.raises(FitError, match="entry=shop0.0"):
        render_listing(_sections(1, words=2000))

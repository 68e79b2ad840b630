"""Legible at the table: the sizes the Amber kit's texts print at, read back from the
PDFs of the kit `pnpkit build` makes (the components content/amber/game.yaml lists;
font size times every transform in force, forms included).

On the printed boards at most 5 % of the characters are under 7 pt and none under 6 pt;
on cards, character cards, items and tokens none is under 6 pt — in Russian, English
and the pseudo-locale (whose longer texts are what a new translation would bring).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from pdf_inspect import printed_sizes
from test_amber_kit import build

BOARDS = ("board", "kingdom-board", "temple-board", "pass-board")
PIECES = ("adventure-deck", "travellers", "princes", "items", "tokens")
EPS = 0.005  # the PDF's numbers are rounded


@cache
def kit(locale: str, tmp: Path) -> Path:
    return build(tmp / locale, BOARDS + PIECES, locale=locale)


@pytest.fixture(scope="module")
def kit_folder(tmp_path_factory, amber_kit):
    """The kit of a locale: the Russian one is the run's whole kit (tests/conftest.py)."""
    root = tmp_path_factory.mktemp("print-sizes")
    return lambda locale: amber_kit[0] if locale == "ru" else kit(locale, root)


def share_under(runs: list[tuple[float, int]], size: float) -> float:
    total = sum(n for _, n in runs)
    return sum(n for s, n in runs if s < size - EPS) / total if total else 0.0


@pytest.mark.parametrize("locale", ["ru", "en", "pseudo"])
def test_boards_print_large_enough(kit_folder, locale):
    folder = kit_folder(locale)
    for name in BOARDS:
        for pdf in (f"{name}-poster.pdf", f"{name}.pdf"):
            data = (folder / pdf).read_bytes()
            # a tiled file of several sheets opens with the assembly map: a miniature
            count = _page_count(data)
            pages = range(1, count) if not pdf.endswith("-poster.pdf") and count > 1 else None
            runs = printed_sizes(data, pages)
            assert runs, pdf
            smallest = min(s for s, _ in runs)
            assert smallest >= 6 - EPS, f"{locale} {pdf}: text at {smallest:.2f} pt"
            assert share_under(runs, 7) <= 0.05, \
                f"{locale} {pdf}: {share_under(runs, 7):.1%} of the characters under 7 pt"


@pytest.mark.parametrize("locale", ["ru", "en", "pseudo"])
def test_cards_items_and_tokens_print_at_6_pt_or_more(kit_folder, locale):
    folder = kit_folder(locale)
    for name in ("adventure-deck.pdf", "travellers.pdf", "princes.pdf", "items.pdf",
                 "tokens.pdf"):
        runs = printed_sizes((folder / name).read_bytes())
        assert runs, name
        smallest = min(s for s, _ in runs)
        assert smallest >= 6 - EPS, f"{locale} {name}: text at {smallest:.2f} pt"


def test_the_measure_sees_transforms():
    """A 5 pt text drawn inside a form scaled 1.5 times prints at 7.5 pt."""
    import io

    from reportlab.pdfgen.canvas import Canvas

    from pnpkit.render.fonts import SANS, register_fonts

    register_fonts()
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(200, 200), initialFontName=SANS)
    canvas.beginForm("f")
    canvas.setFont(SANS, 5)
    canvas.drawString(0, 0, "abc")
    canvas.endForm()
    canvas.saveState()
    canvas.transform(1.5, 0, 0, 1.5, 10, 10)
    canvas.doForm("f")
    canvas.restoreState()
    canvas.showPage()
    canvas.save()
    runs = [(round(s, 3), n) for s, n in printed_sizes(buffer.getvalue()) if n]
    assert (7.5, 3) in runs


def _page_count(data: bytes) -> int:
    from pdf_inspect import reader

    return len(reader(data).pages)


@pytest.mark.parametrize("locale", ["ru", "en", "pseudo"])
def test_every_font_of_every_pdf_is_embedded(kit_folder, locale):
    """No file of the kit leans on a font the printer must have: not even the Helvetica
    reportlab sets when it draws an SVG picture (cards, items and tokens used to carry it
    unembedded, which a print shop's preflight refuses)."""
    from pdf_inspect import fonts

    folder = kit_folder(locale)
    pdfs = sorted(folder.glob("*.pdf"))
    assert len(pdfs) >= 10
    for pdf in pdfs:
        used = fonts(pdf.read_bytes())
        assert used and all(f.embedded for f in used), \
            (pdf.name, {f.base_font for f in used if not f.embedded})

"""The typographic pass as it prints: the Russian and English adventure decks and board
posters read back line by line (pypdfium2) have no line starting with a dash, no line
ending with a one-letter word or with a number whose word went to the next line, and no
straight apostrophe or quote in English (issue #28 counted 39, 130, 84 and 56)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from test_amber_kit import build

ONE_LETTER_END = re.compile(r"(?:^|[\s(«„“])[^\W\d_]$")
NUMBER_END = re.compile(r"\S\s(?:[+\-−]?\d+|№)$")


def printed_lines(path: Path) -> Iterator[str]:
    """The lines of a PDF: pdfium's text runs joined when they sit on one baseline close
    together (a bold name and the regular text after it make one line)."""
    doc = pdfium.PdfDocument(str(path))
    try:
        for page in doc:
            textpage = page.get_textpage()
            line, last = "", None
            for i in range(textpage.count_rects()):
                rect = textpage.get_rect(i)
                text = textpage.get_text_bounded(*rect).strip()
                left, bottom, _right, top = rect
                height = max(top - bottom, last[3] - last[1]) if last else 0.0
                same = last is not None and abs(last[1] + last[3] - bottom - top) / 2 < 0.4 * height \
                    and -1 <= left - last[2] < 1.5 * height
                if same:
                    line = f"{line} {text}"
                else:
                    if line:
                        yield line
                    line = text
                last = rect
            if line:
                yield line
    finally:
        doc.close()


def typesetting_faults(path: Path, locale: str) -> dict[str, list[str]]:
    lines = [line for line in printed_lines(path) if line]
    faults: dict[str, list[str]] = {"dash first": [], "one-letter end": [], "number split": [],
                                    "straight quote": []}
    for line, following in zip(lines, [*lines[1:], ""], strict=True):
        if line[0] in "—–":
            faults["dash first"].append(line)
        if locale == "ru" and ONE_LETTER_END.search(line):
            faults["one-letter end"].append(line)
        if NUMBER_END.search(line) and following[:1].isalpha():
            faults["number split"].append(f"{line} ⏎ {following}")
        if locale == "en" and ("'" in line or '"' in line):
            faults["straight quote"].append(line)
    return faults


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_deck_and_board_poster_are_typeset(tmp_path, locale):
    kit = build(tmp_path, ("adventure-deck", "board"), locale=locale)
    for name in ("adventure-deck.pdf", "board-poster.pdf"):
        faults = typesetting_faults(kit / name, locale)
        assert {k: len(v) for k, v in faults.items()} == dict.fromkeys(faults, 0), \
            {k: v[:5] for k, v in faults.items() if v}


def test_the_reader_finds_what_an_untypeset_text_would_print(tmp_path):
    """The counter is not blind: a card text set without the pass shows its faults."""
    from pnpkit.render.fonts import SANS
    from pnpkit.render.pdf import PdfBuilder
    from pnpkit.render.surface import PdfSurface

    pdf = PdfBuilder((300, 300), title="t", lang="ru")
    surface = PdfSurface(pdf.canvas)
    # as a plain greedy wrap broke «Вытяни карту и — получишь 3 ПМ и всё»
    for n, line in enumerate(["Вытяни карту и", "— получишь 3", "ПМ и всё"]):
        surface.text(20, 280 - n * 10, line, SANS, 8)
    pdf.show_page()
    path = tmp_path / "raw.pdf"
    path.write_bytes(pdf.finish().data)
    faults = typesetting_faults(path, "ru")
    assert faults["one-letter end"] and faults["dash first"] and faults["number split"]


def test_the_russian_rulebook_starts_no_line_with_a_dash(tmp_path):
    """A card's bold lead-in and the dash bound to it («**№ 135. Отшельник** — событие»)
    stay in one run: a justified line stretched the no-break space between them and the
    dash opened a line of its own."""
    kit = build(tmp_path, ("rulebook",), locale="ru")
    assert typesetting_faults(kit / "rulebook.pdf", "ru")["dash first"] == []


def test_a_dash_bound_to_a_bold_lead_in_joins_its_run():
    from pnpkit.render.rulebook.markup import _inline

    assert _inline("**№ 135. Отшельник** — событие", {}, 0, "ru") == \
        "<b>№\u00a0135. Отшельник\u00a0—</b> событие"
    assert _inline("**Сова** и — вот", {}, 0, "ru") == "<b>Сова</b> и\u00a0— вот"

"""The layout passes of a rulebook with a contents: reportlab's ``multiBuild``, in two
passes thanks to a contents seeded with its lines (:func:`seed_contents`)."""

from __future__ import annotations

import io
from collections.abc import Mapping
from dataclasses import dataclass
from xml.sax.saxutils import escape

from pnpkit.render.fonts import SANS


@dataclass(frozen=True)
class TypesetResult:
    data: bytes
    pages: int
    heading_pages: Mapping[str, int]
    passes: int = 0  # layout passes multiBuild made (2 with a contents, 1 without)


def build_in_passes(story: list, doc, buffer: io.BytesIO, locale: str) -> TypesetResult:
    """reportlab's way: ``multiBuild`` repeats the layout until the contents has its
    page numbers (two passes with a seeded contents)."""
    from reportlab.pdfgen.canvas import Canvas

    def canvas(*args, **kwargs):
        return Canvas(*args, **{**kwargs, "invariant": 1, "initialFontName": SANS, "pageCompression": 1,
                                "lang": locale})

    seed_contents(story)
    passes = doc.multiBuild(story, canvasmaker=canvas)
    return TypesetResult(buffer.getvalue(), doc.page, dict(doc.heading_pages), passes)


def seed_contents(story: list) -> None:
    """Give the contents its lines before the first pass, with page 0 for every page.

    ``multiBuild`` repeats the layout until the contents stops changing: left alone, the
    first pass draws a one-line placeholder, the second the real lines (the book grows by
    the contents' pages) and a third confirms the page numbers.  The lines are known from
    the headings (the ones ``afterFlowable`` enters), and a page number never changes a
    line's wrapping (it is drawn after the text), so the first pass already has the final
    layout and the second, with the numbers it found, is the last: two passes, not three.
    If a guess were wrong, multiBuild would simply go on until it is satisfied."""
    from reportlab.platypus.tableofcontents import TableOfContents

    entries = [(f.heading.level - 1, escape(f.heading.label), 0, f.heading.anchor)
               for f in story if getattr(f, "heading", None) is not None and f.heading.level <= 2]
    for flowable in story:
        if isinstance(flowable, TableOfContents):
            flowable._entries = list(entries)

"""The layout passes of a rulebook with a contents, and the contents' page numbers.

One pass (:func:`build_once`): the contents is seeded with its lines, and each entry's
end (dots and page number) is written just before the canvas saves, when every
heading's page is known.  Should that guess be wrong, reportlab's ``multiBuild`` lays
the book out again (:func:`build_in_passes`), in two passes thanks to the seed."""

from __future__ import annotations

import io
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from xml.sax.saxutils import escape

from pnpkit.render.fonts import SANS


@dataclass(frozen=True)
class TypesetResult:
    data: bytes
    pages: int
    heading_pages: Mapping[str, int]
    passes: int = 0  # layout passes multiBuild made (2 with a contents, 1 without)


def canvas_maker(locale: str, made: list):
    Canvas = _canvas_class()

    def canvas(*args, **kwargs):
        canvas = Canvas(*args, **{**kwargs, "invariant": 1, "initialFontName": SANS, "pageCompression": 1,
                                  "lang": locale})
        made.append(canvas)
        return canvas

    return canvas


def build_in_passes(story: list, doc, buffer: io.BytesIO, locale: str) -> TypesetResult:
    """reportlab's way: ``multiBuild`` repeats the layout until the contents has its
    page numbers (two passes with a seeded contents, the first only measuring)."""
    seeded = seed_contents(story)
    canvases: list = []
    make = canvas_maker(locale, canvases)

    def canvas(*args, **kwargs):
        made = make(*args, **kwargs)
        # the first pass of a seeded contents cannot be the last (its numbers are all 0)
        made.measuring = seeded and len(canvases) == 1
        return made

    passes = doc.multiBuild(story, canvasmaker=canvas)
    return TypesetResult(buffer.getvalue(), doc.page, dict(doc.heading_pages), passes)


def build_once(story: list, doc, buffer: io.BytesIO, locale: str) -> TypesetResult | None:
    """One layout pass for a book with a contents, or None if its guess was wrong.

    The contents is seeded with its lines (see :func:`seed_contents`), so this one
    pass has the final layout; only the page numbers at the entries' ends are unknown
    while the contents is drawn.  Each end is written just before the canvas saves,
    when every heading's page is known (see ``contents_class``): the same bytes as the
    second pass of ``multiBuild`` wrote.  Two contents in one book would share their
    markers: a wrong guess too."""
    if not seed_contents(story):
        return build_in_passes(story, doc, buffer, locale)
    contents = [f for f in story if f.isIndexing()]
    doc._indexingFlowables = contents    # what multiBuild sets up: the contents hear of the headings
    for flowable in contents:
        flowable.beforeBuild()           # the seeded lines become the ones drawn
        flowable.late_ends = []
    doc.build(story[:], canvasmaker=canvas_maker(locale, []))
    for flowable in contents:
        flowable.afterBuild()
        if not flowable.guessed_right():
            return None
    return TypesetResult(buffer.getvalue(), doc.page, dict(doc.heading_pages), 1)


def _canvas_class():
    from reportlab.pdfgen.canvas import Canvas

    class RulebookCanvas(Canvas):
        """A canvas that lets the contents define its entries' ends before it saves."""

        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            self.before_save: list[Callable[[object], None]] = []

        def save(self) -> None:
            if self._code:               # the last page first, as reportlab's save does
                self.showPage()
            for define in self.before_save:
                define(self)
            super().save()

    return RulebookCanvas


_CONTENTS = None


def contents_class():
    """reportlab's TableOfContents that can draw its entries' ends (dots and page
    number) before their page numbers are known.

    With ``late_ends`` set (a list), the end of each entry leaves a marker line in the
    page's drawing operators where reportlab's ``drawPageNumbers`` would have written
    its text, and a link to the heading whose rectangle waits for the number's width.
    Just before the canvas saves, when every heading's page is known, each marker is
    replaced by the operators ``drawPageNumbers`` writes for the real number there, and
    each rectangle is set: the same operators, in the same place, as the second pass of
    ``multiBuild`` would have drawn."""
    global _CONTENTS
    if _CONTENTS is None:
        from ast import literal_eval

        from reportlab.platypus.tableofcontents import TableOfContents, drawPageNumbers

        class Contents(TableOfContents):
            late_ends: list | None = None

            def wrap(self, availWidth, availHeight):
                size = super().wrap(availWidth, availHeight)
                if self.late_ends is not None:
                    self.canv.setNamedCB("drawTOCEntryEnd", partial(self._draw_end_later, availWidth, availHeight))
                return size

            def _draw_end_later(self, availWidth, availHeight, canvas, kind, label) -> None:
                _, level, key = label.split(",")
                level, key = int(level), literal_eval(key)
                info = canvas._curr_tx_info
                marker = f"%pnpkit contents end {len(self.late_ends)}."   # the dot: "1." is not in "10."
                if not self.late_ends:
                    canvas.before_save.append(self._fill_ends)
                canvas._code.append(marker)     # where drawPageNumbers appends its text
                link = None
                if key:  # made now, in the order reportlab makes it; its rectangle is set later
                    canvas.linkRect("", key, (0, 0, 0, 0), relative=1)
                    link = canvas._doc.idToObject[canvas._annotationrefs[-1].name]
                self.late_ends.append(_LateEnd(marker, canvas.getPageNumber(), level, key, info["cur_x"],
                                               info["cur_y"], availWidth, availHeight,
                                               canvas._currentMatrix, link))

            def _fill_ends(self, canvas) -> None:
                pages = canvas._doc.Pages.pages
                for index, end in enumerate(self.late_ends):
                    page = self._entries[index][2] if index < len(self._entries) else 0
                    if self.formatter:
                        page = self.formatter(page)
                    style = self.getLevelStyle(end.level)
                    dot = " . " if self.dotsMinLevel >= 0 and end.level >= self.dotsMinLevel else ""
                    drawn = _EndRecorder(canvas, end.x, end.y)
                    drawPageNumbers(drawn, style, [(page, end.key)], end.width, end.height, dot)
                    pdf_page = pages[end.page - 1]
                    marked = f"\n{end.marker}\n"
                    if pdf_page.stream.count(end.marker) != 1 or marked not in pdf_page.stream:
                        self.ends_misplaced = True
                        continue
                    pdf_page.stream = pdf_page.stream.replace(marked, f"\n{drawn.code}\n")
                    if end.link is not None and drawn.rect is not None:
                        end.link.Rect = _absolute_rect(canvas, end.matrix, drawn.rect)

            def guessed_right(self) -> bool:
                """The lines drawn are the ones the layout found, each end where its heading is."""
                def lines(entries):
                    return [(level, text, key) for level, text, _, key in entries]

                ends = [(end.level, end.key) for end in self.late_ends or ()]
                return (not getattr(self, "ends_misplaced", False)
                        and lines(self._entries) == lines(self._lastEntries)
                        and ends == [(level, key) for level, _, _, key in self._entries])

        _CONTENTS = Contents
    return _CONTENTS


@dataclass(frozen=True)
class _LateEnd:
    """A contents entry's end as it was met while drawing: the marker in the page's
    operators, the page, where the label ended, the line's width, the drawing's
    transformation (for the link's rectangle) and the link."""

    marker: str
    page: int
    level: int
    key: object
    x: float
    y: float
    width: float
    height: float
    matrix: tuple
    link: object


class _EndRecorder:
    """What reportlab's ``drawPageNumbers`` needs of a canvas, keeping what it draws: its
    text operators (as ``Canvas.drawText`` would append them) and its link's rectangle."""

    def __init__(self, canvas, x: float, y: float) -> None:
        self._canvas = canvas
        self._curr_tx_info = {"cur_x": x, "cur_y": y}
        self.code = ""
        self.rect = None

    def beginText(self, x, y):
        return self._canvas.beginText(x, y)

    def drawText(self, text) -> None:
        self.code = str(text.getCode())

    def linkRect(self, contents, key, rect, relative=1) -> None:
        self.rect = rect


def _absolute_rect(canvas, matrix: tuple, rect: tuple) -> tuple:
    """``rect`` (in the coordinates of a drawing made under ``matrix``) on the page, as
    reportlab's ``linkRect`` computes it."""
    now = canvas._currentMatrix
    canvas._currentMatrix = matrix
    try:
        return canvas._absRect(rect, 1)
    finally:
        canvas._currentMatrix = now


def seed_contents(story: list) -> bool:
    """Give the contents its lines before the first pass, with page 0 for every page.

    ``multiBuild`` repeats the layout until the contents stops changing: left alone, the
    first pass draws a one-line placeholder, the second the real lines (the book grows by
    the contents' pages) and a third confirms the page numbers.  The lines are known from
    the headings (the ones ``afterFlowable`` enters), and a page number never changes a
    line's wrapping (it is drawn after the text), so the first pass already has the final
    layout and the second, with the numbers it found, is the last: two passes, not three.
    If a guess were wrong, multiBuild would simply go on until it is satisfied.

    That first pass cannot be the last (no page is page 0), so it only measures: its
    frames lay the flowables out without drawing them.  True when a contents was seeded
    with at least one line."""
    from reportlab.platypus.tableofcontents import TableOfContents

    entries = [(f.heading.level - 1, escape(f.heading.label), 0, f.heading.anchor)
               for f in story if getattr(f, "heading", None) is not None and f.heading.level <= 2]
    seeded = False
    for flowable in story:
        if isinstance(flowable, TableOfContents):
            flowable._entries = list(entries)
            seeded = seeded or bool(entries)
    return seeded

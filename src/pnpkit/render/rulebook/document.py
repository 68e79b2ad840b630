"""Parsed rulebook markup → a typeset PDF (reportlab platypus).

A contents page (two passes through ``multiBuild``: see ``seed_contents``), numbered
headings that are PDF bookmarks and link targets, running headers with the chapter
title, page numbers, justified text hyphenated for the locale, boxed examples, tables
that repeat their header row, and pages in one or two columns.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache, partial
from xml.sax.saxutils import escape

from pnpkit.render.fonts import (
    SANS,
    SANS_BOLD,
    SANS_CONDENSED,
    SERIF,
    SERIF_BOLD,
    SERIF_ITALIC,
    register_fonts,
)
from pnpkit.render.rulebook import markup as mk
from pnpkit.render.text import PYPHEN_LANG

INK = "#222222"
ACCENT = "#7a2e12"
RULE = "#b8a88a"
TINT = "#f5efe2"
NOTE_TINT = "#eef2f6"


@dataclass(frozen=True)
class PageSpec:
    """Paper size and margins in points."""

    width: float
    height: float
    margin: float
    top: float
    bottom: float
    base_size: float = 10.0


def page_spec(width: float, height: float) -> PageSpec:
    from reportlab.lib.units import mm

    small = width < 160 * mm   # A5 pages of a booklet
    return PageSpec(width, height, margin=(14 if small else 20) * mm, top=(17 if small else 22) * mm,
                    bottom=(15 if small else 20) * mm, base_size=9.0 if small else 10.0)


@cache
def _text_colour_class():
    """A colour of a style, given as a Color rather than as its text.

    reportlab parses a colour given as text (``"#222222"``) each time it sets it: every
    line and fragment drawn, ~30 µs each, a tenth of the drawing.  Given a Color, it uses
    it as it is.  This Color compares equal only to itself, as the text compared equal
    only to the same text (one object per text: see :func:`_styles`) and never to a Color:
    where reportlab asks whether a fragment's colour changed (a heading's number in
    ``<font color=…>`` of the same red), it decides as before, so the same colour
    operators are written and the PDF bytes stay the same."""
    from reportlab.lib.colors import Color, HexColor

    class TextColour(Color):
        def __init__(self, text: str) -> None:
            super().__init__(*HexColor(text).rgba())

        def __eq__(self, other) -> bool:
            return self is other

        def __ne__(self, other) -> bool:
            return self is not other

        __hash__ = object.__hash__

        def __copy__(self):  # a copied fragment keeps the same colour, as a text would
            return self

        def __deepcopy__(self, memo):
            return self

    return TextColour


def _styles(spec: PageSpec, locale: str) -> dict:
    from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_LEFT
    from reportlab.lib.styles import ParagraphStyle

    colour = _text_colour_class()
    ink, accent, white, grey = (colour(text) for text in (INK, ACCENT, "#ffffff", "#555555"))
    s = spec.base_size
    hyphenate = PYPHEN_LANG.get(locale.split("_")[0], "")  # reportlab hyphenates with pyphen
    body = ParagraphStyle("body", fontName=SERIF, fontSize=s, leading=s * 1.38, alignment=TA_JUSTIFY,
                          spaceAfter=s * 0.5, textColor=ink, hyphenationLang=hyphenate,
                          embeddedHyphenation=1, uriWasteReduce=0.3, allowWidows=0, allowOrphans=0)
    small = ParagraphStyle("small", parent=body, fontSize=s * 0.82, leading=s * 0.82 * 1.3, spaceAfter=s * 0.3)
    return {
        "body": body,
        "small": small,
        "item": ParagraphStyle("item", parent=body, spaceAfter=s * 0.25),
        "cell": ParagraphStyle("cell", parent=small, alignment=TA_LEFT, spaceAfter=0, fontName=SERIF),
        "cellhead": ParagraphStyle("cellhead", parent=small, alignment=TA_LEFT, spaceAfter=0,
                                   fontName=SANS_BOLD, textColor=white, hyphenationLang=""),
        "h1": ParagraphStyle("h1", fontName=SANS_BOLD, fontSize=s * 1.7, leading=s * 2.1, textColor=accent,
                             spaceBefore=s * 0.6, spaceAfter=s * 1.0, keepWithNext=1),
        "h2": ParagraphStyle("h2", fontName=SANS_BOLD, fontSize=s * 1.22, leading=s * 1.55, textColor=accent,
                             spaceBefore=s * 1.1, spaceAfter=s * 0.45, keepWithNext=1),
        "h3": ParagraphStyle("h3", fontName=SANS_BOLD, fontSize=s * 1.0, leading=s * 1.3, textColor=ink,
                             spaceBefore=s * 0.7, spaceAfter=s * 0.25, keepWithNext=1),
        "boxtitle": ParagraphStyle("boxtitle", fontName=SANS_BOLD, fontSize=s * 0.95, leading=s * 1.25,
                                   textColor=accent, spaceAfter=s * 0.35),
        "toctitle": ParagraphStyle("toctitle", fontName=SANS_BOLD, fontSize=s * 1.7, leading=s * 2.1,
                                   textColor=accent, spaceAfter=s * 1.2),
        "toc1": ParagraphStyle("toc1", fontName=SANS_BOLD, fontSize=s * 1.0, leading=s * 1.45,
                               spaceBefore=s * 0.35, leftIndent=s * 1.8, firstLineIndent=-s * 1.8),
        "toc2": ParagraphStyle("toc2", fontName=SERIF, fontSize=s * 0.92, leading=s * 1.3,
                               leftIndent=s * 4.2, firstLineIndent=-s * 2.4),
        "cover": ParagraphStyle("cover", fontName=SERIF_BOLD, fontSize=s * 3.2, leading=s * 3.8,
                                alignment=TA_CENTER, textColor=accent, spaceAfter=s * 1.5),
        "coversub": ParagraphStyle("coversub", fontName=SANS, fontSize=s * 1.4, leading=s * 1.9,
                                   alignment=TA_CENTER, textColor=ink, spaceAfter=s * 0.8),
        "coverline": ParagraphStyle("coverline", fontName=SERIF_ITALIC, fontSize=s * 1.05, leading=s * 1.5,
                                    alignment=TA_CENTER, textColor=grey),
    }


@cache
def _paragraph_class():
    """reportlab's Paragraph keeping its line breaks for the width it was last wrapped
    at.  ``multiBuild`` lays the whole book out once per pass, and breaking the same
    paragraphs' lines again each time was most of the typesetting; the breaks depend
    only on the text, the style and the width, so the bytes are the same (a paragraph
    that was split breaks its lines afresh, as before)."""
    from reportlab.platypus import Paragraph

    class KeptParagraph(Paragraph):
        _kept = None

        def wrap(self, availWidth, availHeight):
            kept = self._kept
            if kept is not None and kept[0] == availWidth:
                _, self.width, self._wrapWidths, self.blPara, self.height = kept
                return self.width, self.height
            size = super().wrap(availWidth, availHeight)
            if getattr(self, "blPara", None) is not None:
                self._kept = (availWidth, self.width, self._wrapWidths, self.blPara, self.height)
            return size

        def split(self, availWidth, availHeight):
            # splitting changes the paragraph's fragments in place (reportlab marks a
            # hyphen at the break), and the next pass breaks those: forget the breaks
            self._kept = None
            try:
                return super().split(availWidth, availHeight)
            finally:
                self._kept = None

    return KeptParagraph


def _heading_flowable_class():
    Paragraph = _paragraph_class()

    class HeadingFlowable(Paragraph):
        """A numbered heading: a bookmark where it stands, an outline entry, a contents line."""

        def __init__(self, heading: mk.Heading, style) -> None:
            number = f'<font color="{ACCENT}">{escape(heading.number)}</font>&nbsp;&nbsp;' if heading.number else ""
            super().__init__(number + escape(heading.display or heading.title), style)
            self.heading = heading

        def draw(self) -> None:
            self.canv.bookmarkHorizontal(self.heading.anchor, 0, self.height + 4)
            super().draw()

    return HeadingFlowable


def _doc_class():
    from reportlab.platypus import BaseDocTemplate

    class RulebookDoc(BaseDocTemplate):
        def __init__(self, *args, header_title: str = "", **kwargs) -> None:
            super().__init__(*args, **kwargs)
            self.header_title = header_title
            self.chapter = ""           # the chapter in force when the page began
            self.first_on_page = ""     # a chapter that starts on this page
            self.latest = ""            # the last chapter started so far
            self.outline_shown = False

        def beforeDocument(self) -> None:
            self.outline_shown = False
            self.chapter = self.first_on_page = self.latest = ""

        def handle_pageBegin(self) -> None:
            self.chapter = self.latest
            self.first_on_page = ""
            super().handle_pageBegin()

        def afterFlowable(self, flowable) -> None:
            heading = getattr(flowable, "heading", None)
            if heading is None or heading.level > 2:
                return
            page = self.page
            self.canv.addOutlineEntry(heading.label, heading.anchor, heading.level - 1, closed=heading.level > 1)
            # the contents typesets its labels as reportlab markup: the title is text
            self.notify("TOCEntry", (heading.level - 1, escape(heading.label), page, heading.anchor))
            if heading.level == 1:
                # the header names the chapter in force at the top of the page, or one
                # whose heading opens the page
                frame = self.frame
                top = frame._y1 + frame._height - frame._topPadding
                if top - frame._y <= flowable.height + 30:
                    self.first_on_page = heading.label
                self.latest = heading.label
            if not self.outline_shown:
                self.canv.showOutline()
                self.outline_shown = True

        def running_title(self) -> str:
            return self.first_on_page or self.chapter or self.latest

    return RulebookDoc


def _decorate(spec: PageSpec, canvas, doc) -> None:
    """Running header (chapter title | game title) and the page number."""
    from reportlab.lib.colors import HexColor

    canvas.saveState()
    s = spec.base_size
    y_head = spec.height - spec.top + s * 1.1
    canvas.setStrokeColor(HexColor(RULE))
    canvas.setLineWidth(0.5)
    canvas.line(spec.margin, y_head - s * 0.35, spec.width - spec.margin, y_head - s * 0.35)
    canvas.setFillColor(HexColor("#666666"))
    canvas.setFont(SANS_CONDENSED, s * 0.8)
    title = doc.running_title()
    left, right = (title, doc.header_title) if doc.page % 2 == 0 else (doc.header_title, title)
    canvas.drawString(spec.margin, y_head, left)
    canvas.drawRightString(spec.width - spec.margin, y_head, right)
    canvas.setFont(SANS, s * 0.85)
    canvas.drawCentredString(spec.width / 2, spec.bottom - s * 1.8, str(doc.page))
    canvas.restoreState()


def _page_templates(spec: PageSpec):
    from reportlab.platypus import Frame, PageTemplate

    w = spec.width - 2 * spec.margin
    h = spec.height - spec.top - spec.bottom
    gap = spec.base_size * 1.6
    col = (w - gap) / 2
    one = Frame(spec.margin, spec.bottom, w, h, id="one", leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
    two = [Frame(spec.margin + i * (col + gap), spec.bottom, col, h, id=f"col{i}", leftPadding=0,
                 rightPadding=0, topPadding=0, bottomPadding=0) for i in range(2)]
    cover = Frame(spec.margin, spec.bottom, w, h, id="cover")
    decorate = partial(_decorate, spec)
    return [
        PageTemplate("cover", [cover]),
        PageTemplate("one", [one], onPageEnd=decorate),
        PageTemplate("two", two, onPageEnd=decorate),
    ]


class _Builder:
    """Turns markup blocks into flowables."""

    def __init__(self, spec: PageSpec, locale: str, figures: Mapping[str, Callable[[float], object]],
                 contents_title: str) -> None:
        self.spec = spec
        self.styles = _styles(spec, locale)
        self.figures = figures
        self.contents_title = contents_title
        self.heading_class = _heading_flowable_class()
        self.width = spec.width - 2 * spec.margin
        self.columns = 1
        self.para_style = "body"

    def flowables(self, blocks, width: float | None = None) -> list:
        from reportlab.platypus import CondPageBreak, NextPageTemplate, PageBreak, Spacer
        Paragraph = _paragraph_class()

        width = width or self.column_width
        out: list = []
        for index, block in enumerate(blocks):
            following = blocks[index + 1] if index + 1 < len(blocks) else None
            if isinstance(block, mk.Heading):
                if block.level == 1:
                    out.append(CondPageBreak(self.spec.height * 0.3))
                elif block.level == 2:
                    out.append(CondPageBreak(self.spec.base_size * 9))
                out.append(self.heading_class(block, self.styles[f"h{block.level}"]))
            elif isinstance(block, mk.Para):
                style = self.styles[self.para_style if block.style == "body" else block.style]
                if isinstance(following, mk.Box | mk.Table):   # a lead-in stays with what it introduces
                    style = self._keeping(style)
                out.append(Paragraph(block.text, style))
            elif isinstance(block, mk.ListBlock):
                out.append(self._list(block))
            elif isinstance(block, mk.Table):
                out.append(self._table(block, width))
            elif isinstance(block, mk.Box):
                out.append(self._box(block, width))
            elif isinstance(block, mk.Directive):
                name = block.name
                if name == "pagebreak":
                    out.append(PageBreak())
                elif name == "toc":
                    out.extend(self._toc())
                elif name in ("twocolumn", "onecolumn"):
                    self.columns = 2 if name == "twocolumn" else 1
                    out.append(NextPageTemplate("two" if self.columns == 2 else "one"))
                    out.append(PageBreak())
                elif name == "cover":
                    out.extend(self._cover(block.args))
                elif name == "figure":
                    make = self.figures.get(block.args[0] if block.args else "")
                    if make is None:
                        raise mk.MarkupError(f"line {block.line}: unknown figure {block.args!r}")
                    out.append(make(width))
                elif name in ("small", "normal"):
                    self.para_style = "small" if name == "small" else "body"
                else:  # "space": markup.parse lets through only the DIRECTIVES
                    out.append(Spacer(1, float(block.args[0]) if block.args else self.spec.base_size))
        return out

    def _keeping(self, style):
        from reportlab.lib.styles import ParagraphStyle

        key = style.name + "-keep"
        if key not in self.styles:
            self.styles[key] = ParagraphStyle(key, parent=style, keepWithNext=1)
        return self.styles[key]

    @property
    def column_width(self) -> float:
        if self.columns == 1:
            return self.width
        return (self.width - self.spec.base_size * 1.6) / 2

    def _list(self, block: mk.ListBlock):
        from reportlab.platypus import ListFlowable, ListItem
        Paragraph = _paragraph_class()

        s = self.spec.base_size
        style = self.styles["small" if self.para_style == "small" else "item"]
        if block.ordered:
            items = [ListItem(Paragraph(t, style), leftIndent=s * 1.8) for t in block.items]
            return ListFlowable(items, bulletType="1", leftIndent=s * 1.8, bulletFontName=SANS_BOLD,
                                bulletFontSize=s * 0.95, bulletColor=ACCENT, bulletFormat="%s.",
                                spaceAfter=s * 0.4)
        items = [ListItem(Paragraph(t, style), leftIndent=s * 1.3, value="•") for t in block.items]
        return ListFlowable(items, bulletType="bullet", start="•", leftIndent=s * 1.3, bulletFontName=SERIF,
                            bulletFontSize=s, bulletColor=ACCENT, spaceAfter=s * 0.4)

    def _table(self, block: mk.Table, width: float):
        from reportlab.lib.colors import HexColor
        Paragraph = _paragraph_class()
        from reportlab.platypus import Table as RLTable

        ncols = max(len(r) for r in block.rows)
        rel = block.widths if len(block.widths) == ncols else (1.0,) * ncols
        total = sum(rel)
        widths = [width * w / total for w in rel]
        data = []
        for r, row in enumerate(block.rows):
            style = self.styles["cellhead" if block.header and r == 0 else "cell"]
            cells = [Paragraph(c, style) for c in row] + [""] * (ncols - len(row))
            data.append(cells)
        table = RLTable(data, colWidths=widths, repeatRows=1 if block.header else 0, hAlign="LEFT")
        commands = [
            # a table sets its cells' font even when they hold paragraphs: reportlab's
            # default is an unembedded Helvetica, which print shops' preflight refuses
            ("FONTNAME", (0, 0), (-1, -1), SANS),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LINEBELOW", (0, 0), (-1, -1), 0.25, HexColor(RULE)),
            ("TOPPADDING", (0, 0), (-1, -1), 2.2),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2.6),
            ("LEFTPADDING", (0, 0), (-1, -1), 3),
            ("RIGHTPADDING", (0, 0), (-1, -1), 3),
        ]
        if block.header:
            commands.append(("BACKGROUND", (0, 0), (-1, 0), HexColor(ACCENT)))
            commands.append(("ROWBACKGROUNDS", (0, 1), (-1, -1), [HexColor("#ffffff"), HexColor("#f7f3ea")]))
        table.setStyle(commands)
        table.spaceAfter = self.spec.base_size * 0.8
        table.spaceBefore = self.spec.base_size * 0.2
        return table

    def _box(self, block: mk.Box, width: float):
        from reportlab.lib.colors import HexColor
        Paragraph = _paragraph_class()
        from reportlab.platypus import Table as RLTable

        pad = self.spec.base_size * 0.8
        inner = width - 2 * pad - 3
        content = []
        if block.title:
            content.append(Paragraph(block.title, self.styles["boxtitle"]))
        content.extend(self.flowables(block.blocks, inner))
        tint = TINT if block.kind == "example" else NOTE_TINT
        edge = ACCENT if block.kind == "example" else "#4a6a8a"
        # One row per inner flowable, so a long box may break between them across pages.
        rows = [[f] for f in content]
        if block.title and len(rows) > 1:      # the title never stays behind on its own
            rows[0:2] = [[[content[0], content[1]]]]
        box = RLTable(rows, colWidths=[width - 3], hAlign="LEFT")
        box.setStyle([
            ("FONTNAME", (0, 0), (-1, -1), SANS),
            ("BACKGROUND", (0, 0), (-1, -1), HexColor(tint)),
            ("LINEBEFORE", (0, 0), (0, -1), 2.5, HexColor(edge)),
            ("LEFTPADDING", (0, 0), (-1, -1), pad),
            ("RIGHTPADDING", (0, 0), (-1, -1), pad),
            ("TOPPADDING", (0, 0), (-1, -1), 0),
            ("BOTTOMPADDING", (0, 0), (-1, -1), pad * 0.45),
            ("TOPPADDING", (0, 0), (-1, 0), pad * 0.8),
            ("BOTTOMPADDING", (0, -1), (-1, -1), pad * 0.4),
        ])
        box.spaceBefore = self.spec.base_size * 0.4
        box.spaceAfter = self.spec.base_size * 0.9
        return box

    def _toc(self) -> list:
        from reportlab.platypus import NextPageTemplate, PageBreak, TableStyle
        from reportlab.platypus.tableofcontents import TableOfContents
        Paragraph = _paragraph_class()
        toc = TableOfContents(dotsMinLevel=0)
        toc.levelStyles = [self.styles["toc1"], self.styles["toc2"]]
        # the contents is a table too: its cells' font is ours, not reportlab's Helvetica
        toc.tableStyle = TableStyle([*toc.tableStyle.getCommands(),
                                     ("FONTNAME", (0, 0), (-1, -1), SANS)])
        return [Paragraph(escape(self.contents_title), self.styles["toctitle"]), toc,
                NextPageTemplate("one"), PageBreak()]

    def _cover(self, args: tuple[str, ...]) -> list:
        from reportlab.platypus import NextPageTemplate, PageBreak, Spacer
        Paragraph = _paragraph_class()

        picture = self.figures.get("cover")  # a game's cover picture (figure "cover")
        out = [Spacer(1, self.spec.height * (0.06 if picture else 0.22))]
        styles = ["cover", "coversub", "coverline", "coverline", "coverline"]
        for text, style in zip(args, styles, strict=False):
            out.append(Paragraph(text, self.styles[style]))
        out.append(_ornament_class()(self.width))
        if picture is not None:
            out.append(picture(self.width))
        out += [NextPageTemplate("one"), PageBreak()]
        return out


def _ornament_class():
    from reportlab.platypus import Flowable

    class Ornament(Flowable):
        def __init__(self, width: float) -> None:
            super().__init__()
            self.width, self.height = width, 30

        def draw(self) -> None:
            from reportlab.lib.colors import HexColor

            c = self.canv
            c.setStrokeColor(HexColor(ACCENT))
            c.setFillColor(HexColor(ACCENT))
            mid = self.width / 2
            c.setLineWidth(0.8)
            c.line(mid - 90, 15, mid - 12, 15)
            c.line(mid + 12, 15, mid + 90, 15)
            p = c.beginPath()
            p.moveTo(mid, 23)
            p.lineTo(mid + 8, 15)
            p.lineTo(mid, 7)
            p.lineTo(mid - 8, 15)
            p.close()
            c.drawPath(p, stroke=0, fill=1)

    return Ornament


@dataclass(frozen=True)
class TypesetResult:
    data: bytes
    pages: int
    passes: int = 0  # layout passes multiBuild made (2 with a contents, 1 without)


def typeset(document: mk.Document, *, pagesize: tuple[float, float], locale: str, title: str,
            header_title: str, contents_title: str,
            figures: Mapping[str, Callable[[float], object]] | None = None) -> TypesetResult:
    """Lay out ``document`` and return the PDF bytes (deterministic: invariant canvas);
    reportlab's ``multiBuild`` repeats the layout until the contents has its page
    numbers: two passes with a seeded contents.  The story, the document template and
    its buffer are made fresh each time, as a layout consumes the story and changes its
    flowables."""
    from reportlab.pdfgen.canvas import Canvas

    register_fonts()
    spec = page_spec(*pagesize)
    story = _Builder(spec, locale, figures or {}, contents_title).flowables(document.blocks)
    buffer = io.BytesIO()
    doc = _doc_class()(buffer, pagesize=pagesize, header_title=header_title, title=title, author="pnpkit",
                       creator="pnpkit", subject=header_title, lang=locale, leftMargin=spec.margin,
                       rightMargin=spec.margin, topMargin=spec.top, bottomMargin=spec.bottom,
                       initialFontName=SANS, invariant=1)
    doc.addPageTemplates(_page_templates(spec))

    def canvas(*args, **kwargs):
        return Canvas(*args, **{**kwargs, "invariant": 1, "initialFontName": SANS, "pageCompression": 1,
                                "lang": locale})

    seed_contents(story)
    passes = doc.multiBuild(story, canvasmaker=canvas)
    return TypesetResult(buffer.getvalue(), doc.page, passes)


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

"""The rulebook is laid out in two passes, not three (the contents is seeded with its
lines); paragraphs keep their line breaks between passes; none of it changes what is
printed."""

from __future__ import annotations

import io

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.render.rulebook import document, markup
from pnpkit.render.rulebook.document import typeset

A4 = (595.28, 841.89)
WORDS = ("ход", "путник", "достопримечательность", "переворачивается", "карта", "и", "в",
         "неприкосновенность", "золото", "Лабиринт", "принц", "кубик", "высокоствольный")


def _book_markup() -> str:
    """A small book with everything the real one has: a cover, a contents longer than a
    page, chapters in two columns, boxes, tables, lists and long hyphenated paragraphs
    across pages."""
    lines = ["::cover Книга | Подзаголовок", "::toc", "::twocolumn"]
    for chapter in range(1, 9):
        lines += [f"# Глава {chapter} {{#c{chapter}}}", ""]
        for part in range(1, 7):
            lines += [f"## Раздел {chapter}.{part}", ""]
            for n in range(2):
                lines += [" ".join(WORDS[(chapter * 7 + part * 3 + n + i) % len(WORDS)]
                                   for i in range(50)) + ".", ""]
            lines += ["::: example Пример", "Путник идёт на 3 поля, см. §{c1}.", ":::", ""]
            lines += ["| Поле | Что | Сколько", "|---", "| Лес | волк | 3", "| Река | мост | 1", ""]
            lines += ["- первый пункт списка", "- второй пункт списка", ""]
    lines += ["::onecolumn", "# Приложение {#app}", "", "Конец."]
    return "\n".join(lines) + "\n"


def _typeset(doc):
    return typeset(doc, pagesize=A4, locale="ru", title="t", header_title="t", contents_title="Содержание")


@pytest.fixture(scope="module")
def book():
    doc = markup.parse(_book_markup())
    return doc, _typeset(doc)


def test_a_book_with_contents_settles_in_two_passes_with_the_bytes_of_three(book, monkeypatch):
    doc, fast = book
    assert fast.passes == 2
    assert fast.pages > 6
    # reportlab's own way: a placeholder contents first, every pass drawn (three passes)
    monkeypatch.setattr(document, "seed_contents", lambda story: None)
    slow = _typeset(doc)
    assert slow.passes == 3
    assert slow.data == fast.data


def test_a_wrong_seed_of_the_contents_changes_no_byte(book, monkeypatch):
    doc, fast = book
    seed = document.seed_contents

    def seeded_one_line_short(story):
        seed(story)
        for flowable in story:
            if flowable.isIndexing():
                del flowable._entries[-1]

    monkeypatch.setattr(document, "seed_contents", seeded_one_line_short)
    result = _typeset(doc)
    assert result.data == fast.data


def test_every_contents_entry_links_to_its_headings_page(book):
    from pypdf import PdfReader

    doc, fast = book
    reader = PdfReader(io.BytesIO(fast.data))
    page_of = {page.indirect_reference.idnum: number for number, page in enumerate(reader.pages, 1)}
    links = [(annotation["/Rect"], page_of[annotation["/Dest"][0].idnum])
             for page in reader.pages for annotation in (a.get_object() for a in page.get("/Annots") or ())
             if annotation.get("/Subtype") == "/Link"]
    headings = [b.anchor for b in doc.blocks if isinstance(b, markup.Heading) and b.level <= 2]
    spec = document.page_spec(*A4)
    # where each heading landed: its outline entry, in the headings' order
    outline = [reader.get_destination_page_number(entry) + 1
               for chapter in reader.outline for entry in (chapter if isinstance(chapter, list)
                                                           else [chapter])]
    assert len(outline) == len(headings)
    # each entry: a link over its page number (ending at the line's end), then one over its label
    for index in range(len(headings)):
        (number_rect, number_page), (label_rect, label_page) = links[2 * index:2 * index + 2]
        assert number_page == label_page == outline[index]
        assert float(number_rect[2]) == pytest.approx(spec.width - spec.margin, abs=0.01)
        assert float(label_rect[2]) < float(number_rect[0])


def test_a_book_without_contents_takes_one_pass():
    result = _typeset(markup.parse("# Глава {#a}\n\nТекст.\n"))
    assert result.passes == 1


def _lines(paragraph):
    return [(round(getattr(line, "extraSpace", 0.0), 9), len(getattr(line, "words", ()) or ()))
            for line in paragraph.blPara.lines]


@given(st.lists(st.sampled_from(WORDS), min_size=1, max_size=60),
       st.lists(st.floats(min_value=40, max_value=400), min_size=1, max_size=4))
def test_kept_line_breaks_are_the_breaks_of_a_fresh_paragraph(words, widths):
    from reportlab.platypus import Paragraph

    document.register_fonts()
    styles = document._styles(document.page_spec(*A4), "ru")
    text = " ".join(words)
    kept = document._paragraph_class()(text, styles["body"])
    for width in [*widths, *widths]:  # every width twice: the second is served from the keep
        got = kept.wrap(width, 1000)
        fresh = Paragraph(text, styles["body"])
        assert got == fresh.wrap(width, 1000)
        assert _lines(kept) == _lines(fresh)


def test_style_colours_as_color_objects_write_the_bytes_of_colour_texts(book, monkeypatch):
    doc, fast = book
    # the colours as reportlab was given them before: texts it parses at every line
    monkeypatch.setattr(document, "_text_colour_class", lambda: (lambda text: text))
    assert _typeset(doc).data == fast.data


def test_a_style_colour_equals_only_itself_as_its_text_did():
    import copy

    from reportlab.lib.colors import HexColor, toColor

    colour = document._text_colour_class()
    ink, again = colour(document.INK), colour(document.INK)
    assert ink == ink and not ink != ink
    assert ink != again and not ink == again  # _styles makes one per text: styles of one colour share it
    red = HexColor(document.ACCENT)
    assert colour(document.ACCENT) != red and red != colour(document.ACCENT)  # a text was never a Color
    assert not red == colour(document.ACCENT)
    assert copy.copy(ink) is ink and copy.deepcopy(ink) is ink
    assert toColor(ink) is ink and ink.rgba() == toColor(document.INK).rgba()

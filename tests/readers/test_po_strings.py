"""A PO string that is not closed, or has text after its closing quote, is one error at
its line and column.  Babel read them without a word: an unclosed msgstr as an empty
translation, an unclosed msgid by dropping the entry after it, and `"Wolf" hungry` as the
translation 'Wolf" hungr'."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.readers.po_reader import PoReadError, parse_catalog

HEADER = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'


NOT_CLOSED = "the string is not closed: a '\"' is missing at the end of the line"
INNER_QUOTE = 'a double quote inside the text must be written \\"'


@pytest.mark.parametrize("body, where, message", [
    ('msgid "Волк"\nmsgstr "Wolf\n', "en.po:6:13", NOT_CLOSED),
    ('msgid "Волк\nmsgstr "Wolf"\n\nmsgid "Гроза"\nmsgstr "Storm"\n', "en.po:5:12", NOT_CLOSED),
    ('msgid "Волк"\nmsgstr "Wolf" hungry\n', "en.po:6:13", INNER_QUOTE),
    ('msgid "Волк"\nmsgstr ""\n"Big \\"grey\\" "\n  "wolf\n', "en.po:8:8", NOT_CLOSED),
    ('msgid "Волк"\nmsgid_plural "Волки"\nmsgstr[0] "Wolf"\nmsgstr[1] "Wolves" x\n', "en.po:8:18",
     INNER_QUOTE),
    ('msgid "Волк"\nmsgstr "Wolf"\n\n#~ msgid "gone"\n#~ msgstr "went\n', "en.po:9:16", NOT_CLOSED),
])
def test_a_string_not_closed_or_followed_by_text_names_its_place(body, where, message):
    with pytest.raises(PoReadError) as err:
        parse_catalog((HEADER + body).encode(), "en.po", "en")
    assert str(err.value.source) == where and err.value.reason.startswith(message), err.value


def test_strings_with_quotes_backslashes_and_comments_read_as_before():
    body = ('# a comment with "an unclosed quote\n#| msgid "old\n#, fuzzy\n'
            'msgctxt "card.1"\nmsgid "Волк \\"серый\\" \\\\ "\nmsgstr ""\n"Wolf \\"grey\\" "\n'
            '"\\\\ "  \n\n#~ msgid "gone"\n#~ msgstr "went"\n')
    catalog = parse_catalog(("\ufeff" + HEADER + body).encode(), "en.po", "en")
    assert catalog.get('Волк "серый" \\ ', context="card.1").string == 'Wolf "grey" \\ '


@given(st.lists(st.tuples(st.text(min_size=1, max_size=40), st.text(max_size=40)),
                min_size=1, max_size=5, unique_by=lambda pair: pair[0]))
def test_every_catalogue_babel_writes_reads_back(pairs):
    """No string Babel writes is refused (no false alarm on a well-formed file)."""
    import io

    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    catalog = Catalog(locale="en")
    for msgid, msgstr in pairs:
        catalog.add(msgid, msgstr)
    out = io.BytesIO()
    write_po(out, catalog, width=20)
    read = parse_catalog(out.getvalue(), "en.po", "en")
    assert {m.id: m.string for m in read if m.id} == dict(pairs)

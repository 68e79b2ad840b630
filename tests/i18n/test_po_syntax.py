"""A PO file is read exactly as written or refused at its line: quoting, keywords,
doubled msgstr or messages, encodings, a byte-order mark and CRLF line ends."""

import shutil
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.i18n.catalogue import catalog_bytes, po_path
from pnpkit.readers.po_reader import PoReadError, parse_catalog, syntax_problem

DEMO = Path(__file__).parent.parent / "fixtures" / "demo"
runner = CliRunner()

HEAD = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n\n'
GOOD = HEAD + 'msgctxt "card.1.name"\nmsgid "Волк"\nmsgstr "Wolf"\n'


def problem(text: str):
    try:
        parse_catalog(text.encode("utf-8"), "en.po", "en")
    except PoReadError as exc:
        return exc.source.line, exc.source.column, exc.reason
    return None


def test_a_well_formed_file_reads():
    assert problem(GOOD) is None
    catalog = parse_catalog(GOOD.encode(), "en.po", "en")
    assert catalog.get("Волк", context="card.1.name").string == "Wolf"


@pytest.mark.parametrize(("line", "expected"), [
    ('msgstr "Wolf', (7, 13, "not closed")),
    ("msgstr Wolf", (7, 8, "double quotes")),
    ('msgstr "Wo"lf"', (7, 11, 'written \\"')),
    ('msgstr "Wolf\\"', (7, 15, "not closed")),
])
def test_a_badly_quoted_string_is_refused_at_its_column(line, expected):
    """Babel alone reads ``msgstr "Wolf`` as 'Wol' and ``msgstr Wolf`` as 'ol'."""
    found = problem(GOOD.replace('msgstr "Wolf"', line))
    assert found is not None
    assert found[:2] == expected[:2] and expected[2] in found[2]


def test_a_badly_quoted_continuation_line_is_refused():
    text = GOOD.replace('msgstr "Wolf"', 'msgstr ""\n"Wo\n"lf"')
    assert problem(text)[:2] == (8, 4)


def test_a_second_msgstr_is_refused_not_dropped():
    found = problem(GOOD.replace('msgstr "Wolf"', 'msgstr "Wolf"\nmsgstr "Dog"'))
    assert found[0] == 8 and "second 'msgstr'" in found[2]


def test_a_message_defined_twice_names_both_lines():
    found = problem(GOOD + '\nmsgctxt "card.1.name"\nmsgid "Волк"\nmsgstr "Dog"\n')
    assert found[0] == 9 and "already defined at line 5" in found[2] and "card.1.name" in found[2]


def test_a_stray_word_is_named():
    found = problem(GOOD.replace('msgid "Волк"', 'msgid "Волк"\nWolf'))
    assert found is not None and found[0] == 7


def test_obsolete_and_fuzzy_entries_read():
    text = (GOOD + '\n#, fuzzy\n#| msgid "Старое"\nmsgctxt "card.2.name"\nmsgid "Новое"\nmsgstr "New"\n'
            '\n#~ msgctxt "card.3.name"\n#~ msgid "Ушло"\n#~ msgstr ""\n#~ "Gone"\n'
            '\n#~| msgid "Было"\n#~ msgctxt "card.4.name"\n#~ msgid "Нет"\n#~ msgstr "No"\n')
    assert problem(text) is None


def test_an_obsolete_entry_is_held_to_the_grammar_too():
    text = GOOD + '\n#~ msgctxt "card.3.name"\n#~ msgid "Ушло"\n#~ msgstr "Gone\n'
    assert problem(text)[:2] == (11, 16)


def test_a_byte_order_mark_and_crlf_read():
    data = b"\xef\xbb\xbf" + GOOD.replace("\n", "\r\n").encode("utf-8")
    catalog = parse_catalog(data, "en.po", "en")
    assert catalog.get("Волк", context="card.1.name").string == "Wolf"


def test_a_file_not_in_its_encoding_names_line_and_column():
    data = GOOD.replace("Wolf", "Волк!").encode("utf-8").replace("Волк!".encode(), "Волк!".encode("cp1251"))
    with pytest.raises(PoReadError) as caught:
        parse_catalog(data, "en.po", "en")
    assert (caught.value.source.line, caught.value.source.column) == (7, 9)
    assert "UTF-8" in caught.value.reason and "charset" in caught.value.reason


def test_a_file_in_the_encoding_its_header_names_reads():
    text = GOOD.replace("charset=utf-8", "charset=cp1251").replace('"Wolf"', '"Волк и «ёж»"')
    catalog = parse_catalog(text.encode("cp1251"), "en.po", "en")
    assert catalog.get("Волк", context="card.1.name").string == "Волк и «ёж»"


printable = st.text(st.characters(blacklist_categories=("Cs", "Cc")) | st.sampled_from('"\\\n\t'),
                    min_size=1, max_size=60)


@given(st.lists(st.tuples(printable, printable), min_size=1, max_size=5, unique_by=lambda p: p[0]))
def test_every_catalogue_pnpkit_writes_is_well_formed(pairs):
    catalog = Catalog(locale="en", charset="utf-8")
    for index, (source, translation) in enumerate(pairs):
        catalog.add(source, translation, context=f"card.{index}.text")
    data = catalog_bytes(catalog)
    assert syntax_problem(data.decode("utf-8")) is None
    read = parse_catalog(data, "en.po", "en")
    for index, (source, translation) in enumerate(pairs):
        assert read.get(source, context=f"card.{index}.text").string == translation


def test_check_status_and_build_name_the_line(tmp_path, monkeypatch):
    folder = tmp_path / "demo"
    shutil.copytree(DEMO, folder)
    monkeypatch.chdir(tmp_path)
    app = get_app()
    assert runner.invoke(app, ["i18n", "update", str(folder), "--locale", "en"]).exit_code == 0
    path = po_path(folder, "en")
    lines = path.read_text("utf-8").split("\n")
    at = next(i for i, line in enumerate(lines) if line.startswith("msgstr") and i > 20)
    lines[at] = 'msgstr "unclosed'
    path.write_text("\n".join(lines), "utf-8")
    for args in (["check", str(folder)], ["i18n", "status", str(folder)],
                 ["build", str(folder), "--locale", "en", "--out", str(tmp_path / "out")]):
        result = runner.invoke(app, args)
        assert result.exit_code == 1, args
        assert f"en.po:{at + 1}:17" in result.output and "not closed" in result.output, result.output
        assert "Traceback" not in result.output
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").rglob("*.pdf"))



def test_too_many_plural_forms_is_explained():
    text = HEAD.replace('charset=utf-8\\n"', 'charset=utf-8\\n"\n"Plural-Forms: nplurals=2; plural=(n != 1);\\n"') + (
        'msgctxt "noun.card"\nmsgid "{n} карта"\nmsgid_plural "{n} карт"\n'
        'msgstr[0] "{n} card"\nmsgstr[1] "{n} cards"\nmsgstr[2] "{n} cardz"\n')
    line, _column, reason = problem(text)
    assert line == 7 and "Plural-Forms" in reason and "msgstr[N]" in reason


def test_a_msgid_without_msgstr_is_explained():
    line, _column, reason = problem(GOOD + '\nmsgctxt "card.2.name"\nmsgid "Лис"\n\nmsgctxt "card.3.name"\n'
                                    'msgid "Ёж"\nmsgstr "Hedgehog"\n')
    assert "no msgstr" in reason and line in (10, 11)


def test_plural_forms_on_a_message_without_msgid_plural_are_refused():
    """Babel read ``msgstr[0] "Wolf"`` of a plain message as its translation and dropped
    every other form without a word; the other way round it lost the translation."""
    found = problem(GOOD.replace('msgstr "Wolf"', 'msgstr[0] "Wolf"\nmsgstr[1] "Wolves"'))
    assert found[:2] == (7, 1) and "has none" in found[2]
    plural = (HEAD + 'msgctxt "noun.card"\nmsgid "{n} карта"\nmsgid_plural "{n} карт"\nmsgstr "{n} cards"\n')
    found = problem(plural)
    assert found[:2] == (8, 1) and "msgstr[0], msgstr[1]" in found[2]

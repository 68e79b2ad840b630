"""The English title read from the catalogue without Babel (referee.titles) says what the
Translator says, and leaves to it every entry that is not plain (fuzzy, changed, plural,
doubled, a link)."""

from __future__ import annotations

import re
import shutil

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.i18n.translator import load_translator
from pnpkit.paths import content_root
from pnpkit.referee.titles import _translated, plain_entry


@pytest.mark.parametrize("game", ["amber", "fighting-fantasy", "race"])
def test_the_plain_read_gives_the_translators_title(game):
    folder = content_root() / game
    text = (folder / "locales" / "en.po").read_text(encoding="utf-8")
    source, string, fuzzy = plain_entry(text, "game.title")
    assert string and not fuzzy
    assert string == load_translator(folder, "en", own_locale="ru").text("game.title", source)


ENTRY = 'msgctxt "game.title"\nmsgid "Гонка"\nmsgstr "The \\"Race\\""\n'


def test_escapes_and_continuations():
    assert plain_entry(ENTRY, "game.title") == ("Гонка", 'The "Race"', False)
    split = 'msgctxt "game.title"\nmsgid ""\n"Гон"\n"ка"\nmsgstr "A\\nB"\n'
    assert plain_entry(split, "game.title") == ("Гонка", "A\nB", False)


@pytest.mark.parametrize("text", [
    "", ENTRY + "\n" + ENTRY, ENTRY.replace("msgstr", 'msgid_plural "x"\nmsgstr[0]'),
    ENTRY.replace('"The', 'The'),
])
def test_anything_not_plain_is_left_to_the_translator(text):
    assert plain_entry(text, "game.title") is None


@pytest.mark.parametrize("po, expected", [
    ("#, fuzzy\n" + ENTRY, "⟨ru⟩ Гонка"),                  # fuzzy: the source, marked, as the Translator says
    (ENTRY.replace('msgid "Гонка"', 'msgid "Старая"'), "⟨ru⟩ Гонка"),   # changed source
    (ENTRY, 'The "Race"'),
])
def test_the_title_agrees_with_the_translator(tmp_path, po, expected):
    (tmp_path / "locales").mkdir()
    (tmp_path / "locales" / "en.po").write_text('msgid ""\nmsgstr ""\n"Language: en\\n"\n\n' + po, encoding="utf-8")
    assert _translated(tmp_path, "en", "ru", "Гонка") == expected
    assert load_translator(tmp_path, "en", own_locale="ru").text("game.title", "Гонка") == expected


def test_a_linked_catalogue_goes_through_the_full_reader(tmp_path):
    shutil.copytree(content_root() / "race", tmp_path / "race")
    po = tmp_path / "race" / "locales" / "en.po"
    (tmp_path / "elsewhere.po").write_bytes(po.read_bytes())
    po.unlink()
    po.symlink_to(tmp_path / "elsewhere.po")
    with pytest.raises(Exception):  # noqa: B017,PT011 - the full reader's refusal, not a plain read
        _translated(tmp_path / "race", "en", "ru", "Гонка")


def _plain_entry_by_patterns(text: str, context: str) -> tuple[str, str, bool] | None:
    """plain_entry as it was written with regular expressions (what the hand reading keeps)."""
    escapes = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\"}
    found = []
    for block in re.split(r"\n[ \t]*\n", text.replace("\r\n", "\n")):
        lines = [line.strip() for line in block.strip().split("\n")]
        if f'msgctxt "{context}"' not in lines:
            continue
        fields: dict[str, str] = {}
        last = None
        for line in lines:
            if line.startswith("#"):
                continue
            key, _, rest = line.partition(" ") if not line.startswith('"') else (last, "", line)
            if key not in ("msgctxt", "msgid", "msgstr") or not re.fullmatch(r'"(?:[^"\\]|\\.)*"', rest):
                return None
            body = re.sub(r"\\(.)", lambda m: escapes.get(m[1], "\\" + m[1]), rest[1:-1])
            fields[key] = fields.get(key, "") + body
            last = key
        fuzzy = any(line.startswith("#,") and "fuzzy" in line for line in lines)
        found.append((fields.get("msgid", ""), fields.get("msgstr", ""), fuzzy))
    return found[0] if len(found) == 1 else None


#: pieces of PO lines, odd ones too: blank lines of spaces and tabs, quotes and escapes
_PIECES = st.sampled_from(['msgctxt "game.title"', 'msgctxt "other"', "msgid ", "msgstr ", "msgstr[0] ", '"',
                           "\\", "\\n", '\\"', "Гонка", "A b", " ", "\t", "\n", "\r\n", "\r", "#, fuzzy",
                           "#~ ", "# c", '"x"', "\x0b"])


@given(st.lists(_PIECES, max_size=40).map("".join))
def test_the_hand_reading_reads_as_the_patterns_read(text):
    assert plain_entry(text, "game.title") == _plain_entry_by_patterns(text, "game.title")


@pytest.mark.parametrize("game", ["amber", "fighting-fantasy", "race"])
def test_the_hand_reading_of_the_shipped_catalogues(game):
    text = (content_root() / game / "locales" / "en.po").read_text(encoding="utf-8")
    for context in ("game.title", "game.subtitle", "card.1.name"):
        assert plain_entry(text, context) == _plain_entry_by_patterns(text, context)

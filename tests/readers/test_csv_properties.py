"""Properties of the card table reader (readers/csv_cards.py): any table a spreadsheet
writes comes back card for card, and any bytes at all give cards or one-line errors
naming the file, never an exception."""

from __future__ import annotations

import csv
import io
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.readers.game_reader import load_game

GAME = ("game: {id: sheet, title: Таблица, rules: generic, locales: [ru], default_locale: ru}\n"
        "decks:\n  - {id: main, name: Колода, cards: cards.csv}\n")
HEADER = ["number", "name", "kind", "text", "stats.strength", "attrs.quote"]

# what people type into a spreadsheet: both alphabets, digits, punctuation that CSV must
# quote (comma, semicolon, double quote), apostrophes and dashes
LETTERS = "абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВЯ" + "abcxyzABCXYZ" + "0123456789"
MARKS = " ,;\"'«»—-.!?:()№%+"
word = st.text(alphabet=LETTERS, min_size=1, max_size=8)
cell = st.builds(lambda first, rest, last: first + rest + last, word,
                 st.text(alphabet=LETTERS + MARKS, max_size=30), word)
# a card's text may hold a line break (Alt+Enter in a cell): the row then spans lines
body = st.builds(lambda first, rest, last: first + rest + last, word,
                 st.text(alphabet=LETTERS + MARKS + "\n", max_size=40), word)
kind = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=8)


def _load(csv_bytes: bytes):
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "sheet"
        folder.mkdir()
        (folder / "game.yaml").write_text(GAME, encoding="utf-8")
        (folder / "cards.csv").write_bytes(csv_bytes)
        return load_game(folder)


@pytest.mark.slow
@given(rows=st.lists(st.tuples(cell, kind, st.none() | body, st.none() | st.integers(0, 99),
                               st.none() | cell), min_size=1, max_size=12),
       delimiter=st.sampled_from([",", ";"]), bom=st.booleans(), crlf=st.booleans())
def test_a_table_written_by_a_spreadsheet_reads_back_card_for_card(rows, delimiter, bom, crlf):
    out = io.StringIO(newline="")
    writer = csv.writer(out, delimiter=delimiter, lineterminator="\r\n" if crlf else "\n")
    writer.writerow(HEADER)
    for number, (name, the_kind, text, strength, quote) in enumerate(rows, 1):
        writer.writerow([number, name, the_kind, text or "", "" if strength is None else strength,
                         quote or ""])
    data = ("\ufeff" if bom else "") + out.getvalue()
    result = _load(data.encode("utf-8"))
    assert result.diagnostics.ok, [d.format() for d in result.diagnostics.items]
    cards = sorted(result.game.cards, key=lambda c: c.number)
    assert len(cards) == len(rows)
    for number, (card, (name, the_kind, text, strength, quote)) in enumerate(zip(cards, rows, strict=True), 1):
        assert (card.id, card.number, card.name, card.kind) == (f"main.{number}", number, name,
                                                               the_kind)
        assert (card.text or "") == (text or "")
        assert dict(card.stats) == ({} if strength is None else {"strength": strength})
        # a free attribute written as a number prints is read as that number (csv_cards)
        expected = (int(quote) if quote is not None and quote.isdigit() and len(quote) <= 9 and str(int(quote)) == quote
                    else quote)
        assert dict(card.attrs).get("quote") == expected


TABLE_BITS = [b",", b";", b'"', b"\n", b"\r\n", b"\r", b"\x00", b"\xff", b"\xef\xbb\xbf",
              b"number", b"name", b"kind", b"stats.", b"attrs.", b"12", b"-1", b"x" * 50,
              "Волк".encode()]


@pytest.mark.slow
@given(st.lists(st.sampled_from(TABLE_BITS) | st.binary(max_size=6), max_size=40))
def test_any_bytes_give_cards_or_one_line_errors_naming_the_table(bits):
    data = b"number,name,kind\n" + b"".join(bits)
    result = _load(data)
    for d in result.diagnostics.items:
        line = d.format()
        assert "\n" not in line and "cards.csv" in line, line
    if not result.diagnostics.ok:
        assert result.diagnostics.errors
    else:
        assert all(c.name and c.kind for c in result.game.cards)

"""English as English prints it: “curly quotes”, never straight ones, and No. 5, never
№5, in every English text of the Amber kit (cards, items, tokens, fields, the kit's own
words and the rulebook), read from the catalogue the kit prints from."""

from __future__ import annotations

import re

from babel.messages.pofile import read_po
from test_amber_kit import FOLDER

#: contexts printed by other parts of pnpkit (the referee speaks in a terminal)
NOT_THE_KIT = ("kit.referee", "referee", "kit.amber_sim", "kit.amber_odds", "kit.amber_live")
TEMPLATE = re.compile(r"\{\{.*?\}\}|\{%.*?%\}", re.S)


def english_texts() -> list[tuple[str, str]]:
    with open(FOLDER / "locales" / "en.po", "rb") as handle:
        catalogue = read_po(handle)
    out = []
    for message in catalogue:
        text = message.string if isinstance(message.string, str) else " ".join(message.string or ())
        if message.id and text and not (message.context or "").startswith(NOT_THE_KIT):
            out.append((message.context or "", TEMPLATE.sub("", text)))
    return out


def test_english_texts_use_curly_quotes_and_no_numero_sign():
    texts = english_texts()
    assert len(texts) > 1000
    straight = [(c, t[:60]) for c, t in texts if '"' in t]
    numero = [(c, t[:60]) for c, t in texts if "№" in t]
    assert not straight, straight[:10]
    assert not numero, numero[:10]
    assert any("“" in t for _c, t in texts)


def test_english_cards_print_their_number_without_the_numero_sign(tmp_path):
    """The card face drew «№72» in every locale; English prints "#72", which fits the
    corner's room beside the title (7 mm) up to "#199" as «№72» does."""
    from test_amber_kit import build, pdf_text

    text = pdf_text(build(tmp_path, ("adventure-deck",), locale="en") / "adventure-deck.pdf")
    assert "№" not in text
    assert "#72" in text and "#1 " in text.replace("\r\n", " ")
    russian = pdf_text(build(tmp_path / "ru", ("adventure-deck",)) / "adventure-deck.pdf")
    assert "№72" in russian

    from reportlab.pdfbase.pdfmetrics import stringWidth

    from pnpkit.render.deck import card_number
    from pnpkit.render.fonts import SANS_BOLD, register_fonts

    register_fonts()
    assert stringWidth(card_number(199, "en"), SANS_BOLD, 6.5) < 7 / 25.4 * 72

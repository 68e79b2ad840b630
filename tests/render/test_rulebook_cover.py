"""The Amber rulebook's cover: title, players, age and playing time, and a miniature of
the main board (not a bare title)."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest
from test_amber_kit import FOLDER, game_in


@pytest.mark.parametrize(("locale", "words"), [
    ("ru", ("Корона Эмбера", "2–6 игроков", "от 12 лет", "3–4 часа")),
    ("en", ("Crown of Amber", "2–6 players", "ages 12", "3–4 hours")),
])
def test_the_cover_says_players_age_and_time_and_shows_the_board(locale, words):
    from pnpkit.i18n.translator import localize
    from pnpkit.readers.game_reader import load_game
    from pnpkit.render.rulebook.build import typeset_rulebook

    game, translator = localize(load_game(FOLDER).game, FOLDER, locale)
    data = typeset_rulebook(game, locale, text_for=translator.text).data
    doc = pdfium.PdfDocument(data)
    try:
        page = doc[0]
        text = " ".join(page.get_textpage().get_text_range().split())
        # the miniature: one path a field of the main board, at least
        paths = sum(1 for obj in page.get_objects(max_depth=3)
                    if obj.type == pdfium.raw.FPDF_PAGEOBJ_PATH)
    finally:
        doc.close()
    for word in words:
        assert word in text, (word, text[:300])
    fields = len(game_in("ru").fields_of(game_in("ru").boards[0].id))
    assert paths >= fields, (paths, fields)


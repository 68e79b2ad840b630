"""A long card title takes two lines at a readable size before it shrinks
(render.text.title_room): no shipped card's title is set under 9 pt (Amber №6
«Компрометирующие документы» was set at 7 pt on one crammed band)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from pnpkit.layout.paper import POKER
from pnpkit.layout.text_boxes import TITLE_BAND, TITLE_FLOOR
from pnpkit.render.card_face import FaceSpec, face_boxes
from pnpkit.render.text import fit_box

AMBER = Path(__file__).resolve().parents[2] / "content" / "amber"


@cache
def _amber_faces(locale: str) -> list[tuple[str, FaceSpec]]:
    from pnpkit.games.amber.kit.amber_kit import amber_card_spec, amber_item_spec, words_for
    from pnpkit.i18n.translator import localize
    from pnpkit.readers.game_reader import load_game

    game, translator = localize(load_game(AMBER).game, AMBER, locale, marker="")
    words = words_for(locale, translator.text)
    faces = [(f"card №{c.number}", amber_card_spec(c, dict(words["kinds"]))) for c in game.cards]
    faces += [(i.id, amber_item_spec(i, words)) for i in game.items
              if int(i.attrs.get("count", 1)) > 0]
    return faces


def _title(spec: FaceSpec, locale: str):
    boxes = face_boxes(spec, POKER.width, POKER.height, locale=locale)
    return boxes, fit_box(boxes.title, spec.title, locale=locale)


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_no_shipped_card_title_is_set_under_9_pt(locale):
    small = [(name, spec.title, fitted.size) for name, spec in _amber_faces(locale)
             for fitted in [_title(spec, locale)[1]] if fitted.size < TITLE_FLOOR]
    assert small == []


def test_a_long_title_takes_two_lines_at_a_readable_size_and_the_face_moves_down():
    spec = next(s for name, s in _amber_faces("ru") if name == "card №6")
    assert spec.title == "Компрометирующие документы"
    boxes, fitted = _title(spec, "ru")
    assert fitted.lines == ("Компрометирующие", "документы") and fitted.size >= 10
    assert boxes.title.rect.height > TITLE_BAND
    short = FaceSpec(**{**spec.__dict__, "title": "Жетоны"})
    plain = face_boxes(short, POKER.width, POKER.height, locale="ru")
    assert plain.title.rect.height == TITLE_BAND
    moved = plain.title.rect.height - boxes.title.rect.height
    assert boxes.kind_label_y == pytest.approx(plain.kind_label_y + moved)
    assert boxes.art.top == pytest.approx(plain.art.top + moved)


def test_a_title_that_fits_one_line_at_9_pt_keeps_its_band():
    spec = FaceSpec("x", "Карманный дракончик", number=11, kind_label="Друг")
    boxes, fitted = _title(spec, "ru")
    assert boxes.title.rect.height == TITLE_BAND and len(fitted.lines) == 1
    assert fitted.size >= TITLE_FLOOR


def test_a_word_too_long_for_a_line_at_9_pt_is_hyphenated_on_two():
    spec = FaceSpec("x", "Достопримечательностеведение", number=1)
    boxes, fitted = _title(spec, "ru")
    assert boxes.title.hyphenate and len(fitted.lines) == 2 and fitted.lines[0].endswith("-")
    assert fitted.size >= TITLE_FLOOR

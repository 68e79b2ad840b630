"""`pnpkit i18n status` of a data-only game fits its layout decks as the build does.

A `pnpkit new` game's deck is drawn from a card layout in data: status fits each card's
texts into that layout's boxes (render.kit_texts.layout_deck_texts), so it calls an
overflow exactly where `check` and `build` stop, and not by the nominal card box of
i18n/boxes.py, which is larger (53.5x50 mm at 5.5 pt against the poker layout's text box
of about 55x28 mm at 6 pt).  Strings that are not on a layout deck's face keep the
nominal boxes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.i18n.boxes import fits
from pnpkit.i18n.status import font_measures, locale_status, pseudo_status, source_status
from pnpkit.readers.game_reader import load_game
from pnpkit.readers.po_reader import read_catalog
from pnpkit.render.text import hyphenator

runner = CliRunner()
#: fits the nominal card box but not the layout's text box (checked below)
LONG = "Pay a coin or go back one space; the troll keeps the change. " * 10


def _run(*args: str):
    return runner.invoke(get_app(), list(args))


@pytest.fixture
def new_game(tmp_path, monkeypatch) -> Path:
    monkeypatch.chdir(tmp_path)
    assert _run("new", "lg", "--locale", "ru").exit_code == 0
    return tmp_path / "lg"


def _translate(game: Path, context: str, text: str) -> None:
    po = game / "locales" / "en.po"
    source = po.read_text(encoding="utf-8")
    pattern = re.compile(rf'(msgctxt "{re.escape(context)}"\nmsgid "[^"]*"\nmsgstr )"[^"]*"')
    assert pattern.search(source), context
    po.write_text(pattern.sub(lambda m: m.group(1) + f'"{text}"', source), encoding="utf-8")


def _status(game: Path):
    loaded = load_game(game).game
    return locale_status(loaded, read_catalog(game / "locales" / "en.po", "en"), "en")


def test_the_long_text_fits_the_nominal_box_but_not_the_layouts():
    assert fits("card.text", LONG, font_measures(), hyphenator("en"), None) is None


def test_a_translation_too_long_for_the_layout_box_overflows_where_check_fails(new_game):
    _translate(new_game, "card.main.2.text", LONG)
    status = _status(new_game)
    assert [o.context for o in status.overflows] == ["card.main.2.text"]
    (overflow,) = status.overflows
    assert not overflow.inherited
    check = _run("check", str(new_game))
    (line,) = [x for x in check.output.splitlines() if "error[E109]" in x]
    assert "card=main.2 box=text locale=en" in line
    # the same fit: the same number of lines needed and available
    needs = re.search(r"needs \d+ lines, room for \d+", line).group(0)
    assert needs in overflow.reason


def test_a_translation_that_fits_the_layout_is_not_an_overflow(new_game):
    _translate(new_game, "card.main.2.text", "Pay a coin or step back.")
    assert _status(new_game).overflows == ()
    assert "E109" not in _run("check", str(new_game)).output


def test_a_card_still_untranslated_is_not_reported(new_game):
    _translate(new_game, "card.main.2.text", "")
    _translate(new_game, "card.main.2.name", "")
    status = _status(new_game)
    assert "card.main.2.text" in status.missing_ids
    assert status.overflows == ()


def test_strings_off_the_decks_keep_the_nominal_boxes(new_game):
    _translate(new_game, "field.glade.name", "Glade " * 60)
    assert [o.context for o in _status(new_game).overflows] == ["field.glade.name"]


def test_the_original_is_fitted_into_the_layout_boxes(new_game):
    path = new_game / "cards.csv"
    path.write_text(path.read_text(encoding="utf-8").replace(
        "Заплати монету или вернись на клетку назад.", "Заплати монету. " * 40), encoding="utf-8")
    loaded = load_game(new_game).game
    assert [o.context for o in source_status(loaded).overflows] == ["card.main.2.text"]


def test_the_pseudo_locale_is_fitted_into_the_layout_boxes_too(new_game):
    # fits the layout in Russian; the pseudo-locale's 40 % longer text does not
    path = new_game / "cards.csv"
    rows = path.read_text(encoding="utf-8").splitlines()
    rows[2] = rows[2].replace("Заплати монету или вернись на клетку назад.",
                              "Заплати монету или вернись назад. " * 9)
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    loaded = load_game(new_game).game
    assert source_status(loaded).overflows == ()
    assert [o.context for o in pseudo_status(loaded).overflows] == ["card.main.2.text"]


def test_translator_comments_give_the_layout_boxes_room(new_game):
    from pnpkit.i18n.catalogue import build_template
    from pnpkit.i18n.room import nominal_hint, room_hint
    from pnpkit.i18n.strings import Entry
    from pnpkit.render.kit_texts import layout_deck_texts

    loaded = load_game(new_game).game
    template = {m.context: m for m in build_template(loaded) if m.context}
    (text_box,) = {p.box for p in layout_deck_texts(loaded) if p.key == "card.main.1.text"}
    assert template["card.main.1.text"].auto_comments[0].endswith(room_hint(text_box))
    # the nominal card box would promise more than twice the room
    nominal = nominal_hint(Entry("x", "x", "card.text", ""))
    assert nominal != room_hint(text_box)
    # a field of the board keeps its nominal hint
    assert "max ~" in template["field.glade.name"].auto_comments[0]

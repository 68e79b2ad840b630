"""A layout deck's card number, inherited from a built-in layout ("№{{ card.number }}"),
is a catalogue string of the game layout: English cards print "No. 1", not «№1»."""

import pypdfium2 as pdfium
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.i18n.strings import _layout_templates, localize_layouts

runner = CliRunner()
LAYOUTS = {"card": {"extends": "poker", "boxes": {"text": {"size": [6, 10]}}}}


def test_an_inherited_numbered_box_is_a_string_of_the_game_layout():
    found = [(c, t) for c, t, _ in _layout_templates(LAYOUTS)]
    assert ("layout.card.boxes.number.template", "№{{ card.number }}") in found


def test_its_translation_becomes_a_box_of_the_game_layout_and_the_original_is_untouched():
    def english(context, text):
        return "No. {{ card.number }}" if context.endswith("number.template") else text

    out = localize_layouts(LAYOUTS, english)
    assert out["card"]["boxes"]["number"] == {"template": "No. {{ card.number }}"}
    assert out["card"]["boxes"]["text"] == {"size": [6, 10]}
    assert "number" not in LAYOUTS["card"]["boxes"]
    assert localize_layouts(LAYOUTS, lambda _c, t: t) == LAYOUTS


def test_a_layout_setting_its_own_number_template_is_not_doubled():
    own = {"card": {"extends": "poker", "boxes": {"number": {"template": "Карта {{ card.number }}"}}}}
    found = [t for c, t, _ in _layout_templates(own) if c.endswith("number.template")]
    assert found == ["Карта {{ card.number }}"]


def test_a_new_games_english_cards_print_no(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    app = get_app()
    assert runner.invoke(app, ["new", "Lost Valley", "--locale", "ru"]).exit_code == 0
    status = runner.invoke(app, ["i18n", "status", "Lost Valley", "--check"])
    assert status.exit_code == 0, status.output
    for locale, number in (("en", "No. 1"), ("ru", "№1")):
        built = runner.invoke(app, ["build", "Lost Valley", "--locale", locale, "--only", "main-deck",
                                    "--out", "out"])
        assert built.exit_code == 0, built.output
        doc = pdfium.PdfDocument(str(tmp_path / "out" / "lost-valley" / locale / "main-deck.pdf"))
        text = doc[0].get_textpage().get_text_range()
        doc.close()
        assert number in text
        if locale == "en":
            assert "№" not in text

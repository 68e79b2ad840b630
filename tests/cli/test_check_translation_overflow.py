"""`pnpkit check` names the PO message of a translation that does not fit its box, so a
translator fixes it there rather than hunting the card's data file."""

from typer.testing import CliRunner

from pnpkit.cli.app import get_app

runner = CliRunner()


def test_an_overflowing_translation_is_named_at_its_po_line(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    app = get_app()
    assert runner.invoke(app, ["new", "Lost Valley", "--locale", "ru"]).exit_code == 0
    path = tmp_path / "Lost Valley" / "locales" / "en.po"
    text = path.read_text("utf-8")
    assert 'msgstr "Wolf"' in text
    path.write_text(text.replace('msgstr "Wolf"', 'msgstr "' + "A wolf of the long and winding road " * 8 + '"'),
                    "utf-8")
    line = next(i for i, row in enumerate(path.read_text("utf-8").split("\n"), 1) if row == 'msgid "Волк"')
    result = runner.invoke(app, ["check", "Lost Valley"])
    assert result.exit_code == 1
    assert "error[E109]" in result.output and "locale=en" in result.output
    assert f"shorten the translation of the message at Lost Valley/locales/en.po:{line}," in result.output

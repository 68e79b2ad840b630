"""`pnpkit check` reports what build would refuse: a translation too long for a box of a
kit drawn by its own code (Amber's cards and fields, Race's squares) stopped the build
while check said 0 errors.  It is now an error at the translation's PO line."""

import shutil

from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.paths import content_root

runner = CliRunner()


def test_a_translation_too_long_for_a_square_is_an_error_of_check_at_its_po_line(tmp_path, monkeypatch):
    folder = tmp_path / "race"
    shutil.copytree(content_root() / "race", folder)
    monkeypatch.chdir(tmp_path)
    path = folder / "locales" / "en.po"
    lines = path.read_text("utf-8").split("\n")
    at = lines.index('msgctxt "field.cell.4.name"')
    assert lines[at + 2] == 'msgstr "Vitaly’s escape"'
    lines[at + 2] = 'msgstr "' + "Vitaly’s very long and winding escape " * 6 + '"'
    path.write_text("\n".join(lines), "utf-8")
    app = get_app()
    checked = runner.invoke(app, ["check", str(folder)])
    assert checked.exit_code == 1, checked.output
    said = [line for line in checked.output.splitlines() if "error[E109]" in line]
    assert len(said) == 1 and said[0].startswith(f"race/locales/en.po:{at + 2}:1: error[E109]: field.cell.4.name "
                                                 "locale=en: text does not fit its box"), said
    assert "shorten the translation in en" in said[0]
    built = runner.invoke(app, ["build", str(folder), "--locale", "en", "--only", "board", "--out", "out"])
    assert built.exit_code == 1 and "does not fit" in built.output
    assert runner.invoke(app, ["build", str(folder), "--only", "board", "--out", "out"]).exit_code == 0

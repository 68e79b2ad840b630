"""A rulebook string without a usable translation is said by build, as the data's are,
and --strict (\"a missing or fuzzy translation is an error\") refuses it: the rulebook
used to print it in Russian with no word, even under --strict."""

from typer.testing import CliRunner

from pnpkit.cli.app import get_app

runner = CliRunner()


def _fuzzy_heading(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    app = get_app()
    assert runner.invoke(app, ["new", "Lost Valley", "--locale", "ru"]).exit_code == 0
    path = tmp_path / "Lost Valley" / "locales" / "en.po"
    text = path.read_text("utf-8")
    head, sep, tail = text.partition('msgid "Как играть"')
    at = head.rindex("msgctxt ")
    path.write_text(head[:at] + "#, fuzzy\n" + head[at:] + sep + tail, "utf-8")
    return app


def test_build_warns_of_a_fuzzy_rulebook_string(tmp_path, monkeypatch):
    app = _fuzzy_heading(tmp_path, monkeypatch)
    result = runner.invoke(app, ["build", "Lost Valley", "--locale", "en", "--out", "out"])
    assert result.exit_code == 0, result.output
    assert "warning: rulebook.rulebook." in result.output and "'Как играть'" in result.output


def test_strict_refuses_it_and_writes_nothing(tmp_path, monkeypatch):
    app = _fuzzy_heading(tmp_path, monkeypatch)
    result = runner.invoke(app, ["build", "Lost Valley", "--locale", "en", "--out", "out", "--strict"])
    assert result.exit_code == 1
    assert "translation marked fuzzy in 'en'; printed in Russian: 'Как играть'" in result.output
    assert not (tmp_path / "out").exists()


def test_a_build_without_the_rulebook_does_not_mention_it(tmp_path, monkeypatch):
    app = _fuzzy_heading(tmp_path, monkeypatch)
    result = runner.invoke(app, ["build", "Lost Valley", "--locale", "en", "--out", "out", "--only", "board",
                                 "--strict"])
    assert result.exit_code == 0, result.output
    assert "rulebook.rulebook." not in result.output
